// GET /api/productos: the spec's get-sheet-data for other clients, one page at a time.
import { data } from 'react-router';
import type { Route } from './+types/api.products';
import { ALL_BRANDS, ALL_CATEGORIES, ALL_CONDITIONS, parseSearchState } from '#domain/filters';
import { catalogUnavailableData } from '../lib/catalog.server';
import { PAGE_SIZE, parsePage } from '#domain/paging';
import { servicesContext } from '#server/context';

const MAX_PAGE_SIZE = 100;

export function loader({ request, context }: Route.LoaderArgs) {
  const services = context.get(servicesContext);
  const catalog = services.catalog.current();
  if (!catalog) return catalogUnavailableData(services.catalog, {});
  const url = new URL(request.url);
  const state = parseSearchState(url.searchParams);
  const pagina = parsePage(url.searchParams.get('pagina'));
  const sizeParam = Number.parseInt(url.searchParams.get('por_pagina') ?? '', 10);
  const pageSize = Number.isFinite(sizeParam) && sizeParam > 0 ? Math.min(sizeParam, MAX_PAGE_SIZE) : PAGE_SIZE;
  // Without a term the stored order unless a price order is asked for; with one, relevance.
  const sort = url.searchParams.has('orden') || state.term.trim() !== '' ? state.sort : 'sheet';
  const result = catalog.index.search({
    term: state.term,
    categories: state.categories,
    brands: state.brands,
    conditions: state.conditions,
    sort,
    offset: (pagina - 1) * pageSize,
    limit: pageSize,
  });
  return data(
    {
      pagina,
      por_pagina: pageSize,
      total: result.total,
      paginas: Math.max(1, Math.ceil(result.total / pageSize)),
      filtros: { todas: ALL_CATEGORIES, todasMarcas: ALL_BRANDS, todos: ALL_CONDITIONS },
      aproximada: result.interpretation.approximate,
      mostrandoPara: result.interpretation.shownAs,
      productos: result.items,
    },
    { headers: { 'Cache-Control': 'public, max-age=60' } },
  );
}
