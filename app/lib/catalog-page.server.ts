// The catalogue pages' loader (/repuestos, /neumaticos, /maquinaria, …), in named steps read top to
// bottom, in the shape of Hydrogen's skeleton routes (a loader that calls `loadCriticalData`):
//   1. readCatalogRequest: which page, and what the address asks of it (words, view, chips);
//   2. without a catalogue, the page's empty answer (emptyCatalogPage) with the 503 of
//      ~/lib/catalog.server;
//   3. loadCatalogLists: the chips, the machine filter and the asked page of the lists.
// Nothing here is deferred: every list is in the HTML (the cards are the page).
import { data } from 'react-router';
import { catalogPageByPath, groupCategories, showChipGroup, type CatalogPage } from '#domain/categories';
import { ALL_CATEGORIES, parseCatalogView, type CatalogView } from '#domain/filters';
import { EXACT_PARAM, MAX_QUERY_LENGTH, type SearchInterpretation } from '#domain/search-plan';
import type { Product } from '#domain/types';
import type { CatalogSnapshot } from '#server/catalog/store';
import type { AppServices } from '#server/services';
import { catalogSearch } from './catalog-links';
import { catalogPageFields } from './catalog-page-fields';
import { narrowIndex, readMachineFilter } from './machine-filter.server';
import { keepMachine } from './my-machines';
import { pagedSearch, type PagedSearchResult } from './paged-search.server';
import type { ProductCardData } from './product-card';

export interface ResultList {
  heading: 'Nuevos' | 'Usados' | null;
  items: ProductCardData[];
  total: number;
}

/** The paging of the page's lists (domain/paging.ts); Ver Todo's two columns share it. */
export interface Paging {
  pagina: number;
  lastPage: number;
  /** Pages 1 to 5: 'Ver más' lists; later pages: numbered navigation. */
  cumulative: boolean;
  more: { page: number; appends: boolean } | null;
}

const FIRST_PAGE: Paging = { pagina: 1, lastPage: 1, cumulative: true, more: null };

/** What the address asks of a catalogue page, before the catalogue is looked at. */
interface CatalogRequest {
  page: CatalogPage;
  url: URL;
  /** A search within this catalogue: the same forgiving search, limited to the page's group. */
  term: string;
  exactOnly: boolean;
}

/** Step 1: the page the path names (a 404 for any other path) and the search's words. */
export function readCatalogRequest(url: URL): CatalogRequest {
  const page = catalogPageByPath(url.pathname);
  if (!page) throw data('Página no encontrada', { status: 404 });
  const term = (url.searchParams.get('q') ?? '').trim().slice(0, MAX_QUERY_LENGTH);
  return { page, url, term, exactOnly: url.searchParams.get(EXACT_PARAM) === '1' };
}

/** Step 2: the page with no lists, while there is no catalogue to show. */
export function emptyCatalogPage(request: CatalogRequest) {
  return {
    ...catalogPageFields(request),
    view: 'todo' as CatalogView,
    chips: [] as string[],
    selected: [] as string[],
    lists: [] as ResultList[],
    paging: FIRST_PAGE,
  };
}

/**
 * The subcategory chips (the group's categories in the catalogue, minus the page's own name) and
 * the asked selection: any category of the page's group may be asked for (a shared link to a
 * category that is out of stock says so); other values are ignored.
 */
function chipSelection(catalog: CatalogSnapshot, { page, url }: CatalogRequest): { chips: string[]; selected: string[] } {
  if (!page.showChips) return { chips: [], selected: [ALL_CATEGORIES] };
  const chips = catalog.index.facets(page.group).categories.filter((c) => c !== ALL_CATEGORIES && c !== page.title);
  const groupSet = new Set(groupCategories(page.group));
  const requested = [...new Set(url.searchParams.getAll('categoria'))].filter((c) => groupSet.has(c));
  return { chips, selected: requested.length > 0 ? requested : [ALL_CATEGORIES] };
}

type Index = ReturnType<typeof narrowIndex>;
type FoundList = { heading: ResultList['heading']; items: readonly Product[]; total: number };
interface Slice {
  offset: number;
  limit: number;
}

/** The lists of a page browsed without words: one, or Nuevos and Usados (Ver Todo, side by side). */
function browsedLists(index: Index, page: CatalogPage, view: CatalogView, selected: string[], slice: Slice): FoundList[] {
  const query = (heading: ResultList['heading'], conditions: string[]) => ({
    heading,
    ...index.query({ group: page.group, categories: selected, conditions, sort: page.sort ?? 'sheet', offset: slice.offset, limit: slice.limit }),
  });
  if (!page.filtered) return [query(null, [])];
  if (view === 'nuevos') return [query('Nuevos', ['Nuevo'])];
  if (view === 'usados') return [query('Usados', ['Usado'])];
  // Ver Todo: new and used side by side; when only one kind exists, one full-width grid.
  return [query('Nuevos', ['Nuevo']), query('Usados', ['Usado'])];
}

/**
 * The lists of a search within the page: one search for the whole view, split by condition
 * afterwards, so both columns answer the same interpretation (never an exact column beside an
 * approximate one).
 */
function searchedLists(index: Index, request: CatalogRequest, view: CatalogView, selected: string[], slice: Slice) {
  const { page, term, exactOnly } = request;
  const conditions = view === 'nuevos' ? ['Nuevo'] : view === 'usados' ? ['Usado'] : [];
  const result = index.search({ term, group: page.group, categories: selected, conditions, offset: 0, limit: Infinity, exactOnly });
  const listOf = (heading: ResultList['heading'], items: Product[]) => ({
    heading,
    items: items.slice(slice.offset, slice.offset + slice.limit),
    total: items.length,
  });
  if (!page.filtered) return { lists: [listOf(null, result.items)], interpretation: result.interpretation };
  const shown = result.interpretation.condition ?? (view === 'nuevos' ? 'Nuevo' : view === 'usados' ? 'Usado' : null);
  const nuevos = listOf(
    'Nuevos',
    result.items.filter((p) => p.condition === 'Nuevo'),
  );
  const usados = listOf(
    'Usados',
    result.items.filter((p) => p.condition === 'Usado'),
  );
  return { lists: shown === 'Nuevo' ? [nuevos] : shown === 'Usado' ? [usados] : [nuevos, usados], interpretation: result.interpretation };
}

/**
 * The lists' part of a page of lists, here and on a machine's page (~/lib/machine-page.server):
 * the chips with 'Todas' first (none when a group would have one), and the page's position.
 */
export function listFields(
  view: CatalogView,
  chips: string[],
  selected: string[],
  found: PagedSearchResult<ResultList['heading'], SearchInterpretation | null>,
) {
  const { page: pagina, ...position } = found.paging;
  return {
    interpretation: found.interpretation,
    error: null,
    view,
    chips: showChipGroup([ALL_CATEGORIES, ...chips]) ? [ALL_CATEGORIES, ...chips] : [],
    selected,
    // An empty kind is not shown; no list at all gives the 'no products' message.
    lists: found.lists,
    paging: { pagina, ...position } satisfies Paging,
  };
}

/**
 * Step 3: the asked page of the lists (at most 120 cards a list; both columns of Ver Todo take the
 * same slice), narrowed to the visitor's machine when asked. A machine the catalogue does not have
 * gets the page with a 404, like a machine's own page.
 */
export function loadCatalogLists(request: CatalogRequest, catalog: CatalogSnapshot, searchLog: AppServices['searchLog']) {
  const { page, url, term, exactOnly } = request;
  const view = page.filtered ? parseCatalogView(url.searchParams.get('vista')) : 'todo';
  const { chips, selected } = chipSelection(catalog, request);
  const machine = readMachineFilter(catalog, url.searchParams);
  const index = narrowIndex(catalog.index, machine);

  const found = pagedSearch<ResultList['heading'], SearchInterpretation | null>({
    params: url.searchParams,
    searchLog,
    pageHref: (pagina) => `${page.path}${keepMachine(catalogSearch(view, selected, pagina, term, exactOnly), machine?.view.param)}`,
    search: (slice) =>
      term === '' ? { lists: browsedLists(index, page, view, selected, slice), interpretation: null } : searchedLists(index, request, view, selected, slice),
  });
  const answer = { ...catalogPageFields(request), machineFilter: machine?.view ?? null, ...listFields(view, chips, selected, found) };
  return machine && machine.view.name === null ? data(answer, { status: 404 }) : answer;
}
