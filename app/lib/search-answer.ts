// What /buscar's answer says before and after the search runs, the same for the server's loader
// (app/routes/search.tsx) and the page drawn from the phone's saved catalogue (app/offline/drawn-lists.ts).
import { parseSearchSort } from '#domain/filters';
import type { SearchInterpretation } from '#domain/search-plan';
import { EXACT_PARAM, GROUP_PARAM, SEARCH_INPUT_MAX_LENGTH, parseCondition, parseGroup } from '../components/search/search-url';
import type { MachineFilterView } from './my-machines';
import type { ProductCardData } from './product-card';

/** The address read, with no results yet: the answer to an empty search (and a 200). */
export function searchBase(params: URLSearchParams) {
  const q = (params.get('q') ?? '').trim().slice(0, SEARCH_INPUT_MAX_LENGTH);
  return {
    error: null,
    asked: params.has('q'),
    q,
    interpretation: null as SearchInterpretation | null,
    condition: parseCondition(params.getAll('estado')),
    sort: parseSearchSort(params.get('orden'), q),
    exact: params.get(EXACT_PARAM) === '1',
    group: parseGroup(params.get(GROUP_PARAM)),
    items: [] as ProductCardData[],
    total: 0,
    pagina: 1,
    lastPage: 1,
    cumulative: true,
    more: null as { page: number; appends: boolean } | null,
    machineFilter: null as MachineFilterView | null,
  };
}

interface FoundPaging {
  pagina: number;
  lastPage: number;
  cumulative: boolean;
  more: { page: number; appends: boolean } | null;
}

/** The search's one list and its paging; the query as the search understood it (without the words it read as a condition). */
export function foundFields(
  q: string,
  interpretation: SearchInterpretation,
  list: { items: ProductCardData[]; total: number } | undefined,
  paging: FoundPaging,
) {
  return {
    q: interpretation.query || q,
    interpretation,
    items: list?.items ?? [],
    total: list?.total ?? 0,
    pagina: paging.pagina,
    lastPage: paging.lastPage,
    cumulative: paging.cumulative,
    more: paging.more,
  };
}
