// The home page's loader, in named steps read top to bottom, in the shape of Hydrogen's skeleton
// routes (a loader that calls `loadDeferredData` and `loadCriticalData` and merges them):
//   1. loadSideSections: the reviews and the team. Unlike Hydrogen's deferred data they are
//      awaited, not streamed: both are in the HTML (crawlers and a page without JavaScript read
//      them), and neither waits on the catalogue;
//   2. readHomeSearch: the search the address asks for (a shared link shows its results too);
//   3. without a catalogue, emptyHomeSearch with the 503 of ~/lib/catalog.server;
//   4. loadHomeSearch: the facets, the machine filter and the asked page of the results; the
//      carousels come from ~/lib/home-carousels.server.
import { ALL_BRANDS, ALL_CATEGORIES, ALL_CONDITIONS, parseSearchState } from '#domain/filters';
import { EXACT_PARAM, type SearchInterpretation } from '#domain/search-plan';
import type { SearchState } from '#domain/types';
import type { CatalogSnapshot } from '#server/catalog/store';
import { getGoogleReviews } from '#server/reviews';
import type { AppServices } from '#server/services';
import { getPublicTeam } from '#server/team';
import { resultsHref, SEARCHED_PARAM, type ResultsPaging, type SearchFacets } from '../components/home/search-panel';
import { narrowIndex, readMachineFilter } from './machine-filter.server';
import { MACHINE_PARAM } from './my-machines';
import { pagedSearch } from './paged-search.server';
import type { ProductCardData } from './product-card';

const SEARCH_PARAMS = ['q', 'categoria', 'marca', 'estado', 'orden'];

/**
 * Without JavaScript the chips are plain checkboxes, so 'Todas' can arrive together with a chosen
 * item. The chip rule 'choosing an item while all is selected replaces all' then means the item.
 */
function preferChosenItems(params: URLSearchParams): URLSearchParams {
  const cleaned = new URLSearchParams(params);
  for (const [name, all] of [
    ['categoria', ALL_CATEGORIES],
    ['marca', ALL_BRANDS],
    ['estado', ALL_CONDITIONS],
  ] as const) {
    const values = params.getAll(name);
    if (values.includes(all) && values.some((v) => v.trim() && v !== all)) {
      cleaned.delete(name);
      for (const v of values) if (v !== all) cleaned.append(name, v);
    }
  }
  return cleaned;
}

/** What the address asks of the home page's search. */
interface HomeSearch {
  params: URLSearchParams;
  search: SearchState;
  /** Results are shown: 'Buscar' was pressed, or the address carries search parameters. */
  searched: boolean;
  exact: boolean;
}

/** Step 2: the search in the address. */
export function readHomeSearch(url: URL): HomeSearch {
  const params = preferChosenItems(url.searchParams);
  const searched = params.get(SEARCHED_PARAM) === '1' || [...SEARCH_PARAMS, MACHINE_PARAM].some((name) => params.has(name));
  return { params, search: parseSearchState(params), searched, exact: params.get(EXACT_PARAM) === '1' };
}

/** Step 1: the Google reviews and the public team (each null when there is none to show). */
export async function loadSideSections(services: AppServices) {
  const [reviews, team] = await Promise.all([getGoogleReviews(services.reviews), getPublicTeam(services)]);
  return { reviews, team };
}

/** Step 3: the search part of the page while there is no catalogue: no facets, no results. */
export function emptyHomeSearch({ search }: HomeSearch) {
  const facets: SearchFacets = { categories: [], brands: [], conditions: [] };
  return { carousels: [], facets, search, searched: false, exact: false, results: null, paging: null, machineFilter: null };
}

/**
 * Step 4: the facets and, once searched, the asked page of the results. Pages 1 to 5 add to the
 * list ('Ver más'), later pages show their own 24 (domain/paging.ts); a page past the last one (a
 * stale or made-up link) is sent to the last page, at the results. 'Solo lo que sirve para mi …'
 * (~/lib/machine-filter.server): the search answered in full, then narrowed to the machine's
 * products, so order and paging stay the search's.
 */
export function loadHomeSearch({ params, search, searched, exact }: HomeSearch, catalog: CatalogSnapshot, searchLog: AppServices['searchLog']) {
  const machine = readMachineFilter(catalog, params);
  const machineParam = machine?.view.param ?? null;
  const facets: SearchFacets = catalog.index.facets();
  let results: { items: ProductCardData[]; total: number; interpretation: SearchInterpretation } | null = null;
  let paging: ResultsPaging | null = null;
  if (searched) {
    const found = pagedSearch({
      params,
      searchLog,
      pageHref: (page) => resultsHref(search, exact, page, true, machineParam),
      search: (slice) => {
        const answer = narrowIndex(catalog.index, machine).search({
          term: search.term,
          categories: search.categories,
          brands: search.brands,
          conditions: search.conditions,
          sort: search.sort,
          offset: slice.offset,
          limit: slice.limit,
          exactOnly: exact,
        });
        return { lists: [{ heading: null, items: answer.items, total: answer.total }], interpretation: answer.interpretation };
      },
    });
    results = { items: found.lists[0]?.items ?? [], total: found.lists[0]?.total ?? 0, interpretation: found.interpretation };
    paging = found.paging;
  }
  return { facets, search, searched, exact, results, paging, machineFilter: machine?.view ?? null };
}
