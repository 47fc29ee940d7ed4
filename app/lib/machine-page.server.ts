// The parts page of one machine (/maquinas/{marca}/{modelo}): the catalogue page's lists, switch,
// chips and pages over the products whose 'Aplica para' names the machine, in price order.
import { ALL_CATEGORIES, parseCatalogView } from '#domain/filters';
import type { MachineModel } from '#domain/machines/catalog-machines';
import { machineCategories, machineList } from '#domain/machines/machine-list';
import { EXACT_PARAM, MAX_QUERY_LENGTH, type SearchInterpretation } from '#domain/search-plan';
import type { Condition, Product } from '#domain/types';
import type { CatalogSnapshot } from '#server/catalog/store';
import type { AppServices } from '#server/services';
import { machinePath } from '#domain/machines/paths';
import { pagedSearch } from './paged-search.server';
import { catalogSearch } from './catalog-links';
import { listFields } from './catalog-page.server';

type Heading = 'Nuevos' | 'Usados' | null;

/** The machine's products that have the typed words too (the page's own search box). */
function withTerm(catalog: CatalogSnapshot, positions: number[], term: string): { positions: number[]; interpretation: SearchInterpretation | null } {
  if (term === '') return { positions, interpretation: null };
  const result = catalog.index.search({ term, offset: 0, limit: Infinity });
  const found = new Set<Product>(result.items);
  return { positions: positions.filter((i) => found.has(catalog.products[i])), interpretation: result.interpretation };
}

export function machinePageData(services: AppServices, catalog: CatalogSnapshot, model: MachineModel, url: URL) {
  const path = machinePath(model.brandSlug, model.slug);
  const term = (url.searchParams.get('q') ?? '').trim().slice(0, MAX_QUERY_LENGTH);
  const view = parseCatalogView(url.searchParams.get('vista'));
  const chips = machineCategories(catalog.products, model.positions);
  const known = new Set(chips);
  const requested = [...new Set(url.searchParams.getAll('categoria'))].filter((c) => known.has(c));
  const selected = requested.length > 0 ? requested : [ALL_CATEGORIES];
  const { positions, interpretation } = withTerm(catalog, model.positions, term);
  const list = (heading: Heading, condition: Condition | null) => {
    const items = machineList(catalog.products, positions, { categories: requested, condition, sort: 'price_desc' });
    return { heading, items, total: items.length };
  };
  const found = pagedSearch<Heading, SearchInterpretation | null>({
    params: url.searchParams,
    searchLog: services.searchLog,
    pageHref: (pagina) => `${path}${catalogSearch(view, selected, pagina, term)}`,
    search: (slice) => {
      const lists =
        view === 'nuevos' ? [list('Nuevos', 'Nuevo')] : view === 'usados' ? [list('Usados', 'Usado')] : [list('Nuevos', 'Nuevo'), list('Usados', 'Usado')];
      return { lists: lists.map((l) => ({ ...l, items: l.items.slice(slice.offset, slice.offset + slice.limit) })), interpretation };
    },
  });
  return {
    path,
    filtered: true,
    group: undefined as string | undefined,
    term,
    exactOnly: url.searchParams.get(EXACT_PARAM) === '1',
    ...listFields(view, chips, selected, found),
  };
}
