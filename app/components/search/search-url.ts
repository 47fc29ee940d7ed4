// URLs of the results page /buscar. Pure: used by its loader, its links and the search box.
import { CATALOG_PAGES, groupCategories, type CategoryGroup } from '#domain/categories';
import { ALL_BRANDS, ALL_CATEGORIES, ALL_CONDITIONS, searchStateToParams } from '#domain/filters';
import type { Condition, SearchSort } from '#domain/types';
import { MACHINE_PARAM } from '../../lib/my-machines';
import { SEARCH_PATH } from './search-paths';

export { SEARCH_INPUT_MAX_LENGTH, SEARCH_PATH } from './search-paths';
/** The 'search the exact words' link: only the spec's rule, no fallback. */
export const EXACT_PARAM = 'exacto';
/** A catalogue group the search is limited to ('grupo=Repuestos'). */
export const GROUP_PARAM = 'grupo';

export interface SearchPageState {
  q: string;
  condition?: Condition | null;
  sort?: SearchSort;
  exact?: boolean;
  group?: string | null;
  page?: number;
  /** The machine filter ('john-deere/3530'), kept by every link of the page. */
  machine?: string | null;
}

/** '/buscar?q=…' with only what differs from the defaults (relevance with a term, all conditions). */
export function searchPageHref(state: SearchPageState): string {
  const params = searchStateToParams({
    term: state.q,
    categories: [ALL_CATEGORIES],
    brands: [ALL_BRANDS],
    conditions: state.condition ? [state.condition] : [ALL_CONDITIONS],
    sort: state.sort ?? 'relevance',
  });
  if (state.group) params.set(GROUP_PARAM, state.group);
  if (state.exact) params.set(EXACT_PARAM, '1');
  if (state.page && state.page > 1) params.set('pagina', String(state.page));
  if (state.machine) params.set(MACHINE_PARAM, state.machine);
  const text = params.toString();
  return text ? `${SEARCH_PATH}?${text}` : SEARCH_PATH;
}

const CONDITION_WORD = /^(usad|nuev)[oa]s?$/;

/**
 * The query without the words that mean a condition ('bomba usada' -> 'bomba'), for the condition
 * switch when the condition was read from the words: choosing another one must drop them.
 */
export function withoutConditionWords(q: string): string {
  const words = q.trim().split(/\s+/);
  const kept = words.filter((w) => !CONDITION_WORD.test(w.toLowerCase()));
  return kept.length > 0 ? kept.join(' ') : q.trim();
}

/** 'estado' of the results page: one condition or none (anything else means all). */
export function parseCondition(values: readonly string[]): Condition | null {
  const known = [...new Set(values.filter((v) => v === 'Nuevo' || v === 'Usado'))] as Condition[];
  return known.length === 1 ? known[0] : null;
}

const GROUP_NAMES = CATALOG_PAGES.map((page) => page.group);

/** A known catalogue group name, or null. */
export function parseGroup(value: string | null | undefined): CategoryGroup | null {
  return GROUP_NAMES.find((name) => name === value) ?? null;
}

/**
 * The catalogue page showing a category: the page of its group (the scope's group first, for a
 * category in two groups such as 'Plataformas'), with the category chip chosen when the page has
 * chips and the category is not the page itself. Null for a category on no catalogue page.
 */
export function categoryPageHref(category: string, scope?: string | null): string | null {
  const pages = [...CATALOG_PAGES].sort((a, b) => Number(b.group === scope) - Number(a.group === scope));
  const page = pages.find((p) => groupCategories(p.group).includes(category));
  if (!page) return null;
  if (!page.showChips || category === page.title) return page.path;
  return `${page.path}?${new URLSearchParams({ categoria: category }).toString()}`;
}
