// Search filters, chips, sorting and their URL form (docs/product.md §3, §4, §5).
import { matchesWords, searchableText, searchWords } from './search';
import type { Condition, Product, SearchSort, SearchState, SortOrder } from './types';

export const ALL_CATEGORIES = 'Todas';
export const ALL_BRANDS = 'Todas';
export const ALL_CONDITIONS = 'Todos';

const SORT_LABELS: Readonly<Record<SortOrder, string>> = {
  price_desc: 'Mayor a menor precio',
  price_asc: 'Menor a mayor precio',
};
const DEFAULT_SORT: SortOrder = 'price_desc';

/** With a term, results come best match first unless a price order is chosen. */
const RELEVANCE_SORT_LABEL = 'Más relevantes';
/** URL value of the relevance order ('orden=relevancia'). */
export const RELEVANCE_PARAM = 'relevancia';

/** The sort choices offered for a search: relevance only when there is a term. */
export function sortChoices(hasTerm: boolean): { value: SearchSort; label: string }[] {
  const prices = (Object.keys(SORT_LABELS) as SortOrder[]).map((value) => ({ value: value as SearchSort, label: SORT_LABELS[value] }));
  return hasTerm ? [{ value: 'relevance', label: RELEVANCE_SORT_LABEL }, ...prices] : prices;
}

/** Limits for state read from a URL, so a crafted link cannot make the filter work unbounded. */
const MAX_TERM_LENGTH = 200;
const MAX_LIST_LENGTH = 50;

export const DEFAULT_SEARCH_STATE: Readonly<SearchState> = Object.freeze({
  term: '',
  categories: [ALL_CATEGORIES],
  brands: [ALL_BRANDS],
  conditions: [ALL_CONDITIONS],
  sort: DEFAULT_SORT,
});

const collator = new Intl.Collator('es');

/** Distinct non-empty values, sorted with the Spanish collation (as localeCompare 'es'). */
function distinctSorted(values: Iterable<string>): string[] {
  const set = new Set<string>();
  for (const value of values) if (value) set.add(value);
  return [...set].sort(collator.compare);
}

/** Filter options: the 'all' label first, then the distinct values sorted in Spanish order. */
export function filterLists(products: readonly Pick<Product, 'category' | 'brand' | 'condition'>[]): {
  categories: string[];
  brands: string[];
  conditions: string[];
} {
  return {
    categories: [ALL_CATEGORIES, ...distinctSorted(products.map((p) => p.category))],
    brands: [ALL_BRANDS, ...distinctSorted(products.map((p) => p.brand))],
    conditions: [ALL_CONDITIONS, ...distinctSorted(products.map((p) => p.condition))],
  };
}

/** An empty selection or one containing the 'all' label means no filter. */
export function isAll(selection: readonly string[], allLabel: string): boolean {
  return selection.length === 0 || selection.includes(allLabel);
}

/**
 * Chip rules of docs/product.md §4: choosing 'all' selects only it; choosing an item while
 * 'all' is selected replaces 'all'; other items toggle; nothing left -> 'all'.
 */
export function toggleChip(selection: readonly string[], value: string, allLabel: string): string[] {
  if (value === allLabel) return [allLabel];
  const current = isAll(selection, allLabel) ? [] : selection;
  const next = current.includes(value) ? current.filter((v) => v !== value) : [...current, value];
  return next.length === 0 ? [allLabel] : next;
}

/** Products whose field value is one of the selected values (exact match). */
function selectedFilter(selection: readonly string[], allLabel: string): ((value: string) => boolean) | null {
  if (isAll(selection, allLabel)) return null;
  const set = new Set(selection);
  return (value) => set.has(value);
}

// A dollar price orders by its pesos at the shop's rate; without a rate it has no peso number and
// counts as 0 like any missing price (docs/decisions/0037-exchange-rate.md).
function priceKey(p: Product): number {
  if (Number.isFinite(p.numericPrice)) return p.numericPrice;
  return p.pesoEstimate !== undefined && Number.isFinite(p.pesoEstimate) ? p.pesoEstimate : 0;
}

/** Stable sort by price in pesos (the sheet's, else the estimate at the rate; missing counts as 0); returns a new array. */
export function sortProducts(products: readonly Product[], sort: SortOrder): Product[] {
  const direction = sort === 'price_asc' ? 1 : -1;
  return [...products].sort((a, b) => direction * (priceKey(a) - priceKey(b)));
}

/** Search words, then category, brand and condition filters, then the sort. */
export function applyFilters(products: readonly Product[], state: SearchState): Product[] {
  const words = searchWords(state.term);
  const category = selectedFilter(state.categories, ALL_CATEGORIES);
  const brand = selectedFilter(state.brands, ALL_BRANDS);
  const condition = selectedFilter(state.conditions, ALL_CONDITIONS);
  const matching = products.filter(
    (p) =>
      (!category || category(p.category)) &&
      (!brand || brand(p.brand)) &&
      (!condition || condition(p.condition)) &&
      (words.length === 0 || matchesWords(searchableText(p), words)),
  );
  return sortProducts(matching, state.sort === 'relevance' ? DEFAULT_SORT : state.sort);
}

/** 'orden' of a search: a price order when asked for; otherwise relevance with a term, the spec's default without. */
export function parseSearchSort(value: string | null, term: string): SearchSort {
  if (value === 'price_asc' || value === 'price_desc') return value;
  return searchWords(term).length > 0 ? 'relevance' : DEFAULT_SORT;
}

/** The sort actually applied: relevance means nothing without a term. */
export function effectiveSort(sort: SearchSort, term: string): SearchSort {
  return sort === 'relevance' && searchWords(term).length === 0 ? DEFAULT_SORT : sort;
}

/** A list from repeated URL params: trimmed, capped, deduplicated; 'all' when empty. */
function parseList(params: URLSearchParams, name: string, allLabel: string): string[] {
  const values: string[] = [];
  for (const raw of params.getAll(name)) {
    const value = raw.trim().slice(0, MAX_TERM_LENGTH);
    if (value && !values.includes(value)) values.push(value);
    if (values.length === MAX_LIST_LENGTH) break;
  }
  return isAll(values, allLabel) ? [allLabel] : values;
}

/** URL -> search state: q, categoria, marca, estado (repeatable), orden. */
export function parseSearchState(params: URLSearchParams): SearchState {
  return {
    term: (params.get('q') ?? '').trim().slice(0, MAX_TERM_LENGTH),
    categories: parseList(params, 'categoria', ALL_CATEGORIES),
    brands: parseList(params, 'marca', ALL_BRANDS),
    conditions: parseList(params, 'estado', ALL_CONDITIONS),
    sort: parseSearchSort(params.get('orden'), params.get('q') ?? ''),
  };
}

/** Search state -> URL; defaults ('all', empty term, price_desc) are left out. */
export function searchStateToParams(state: SearchState): URLSearchParams {
  const params = new URLSearchParams();
  const term = state.term.trim().slice(0, MAX_TERM_LENGTH);
  if (term) params.set('q', term);
  const lists: Array<[string, readonly string[], string]> = [
    ['categoria', state.categories, ALL_CATEGORIES],
    ['marca', state.brands, ALL_BRANDS],
    ['estado', state.conditions, ALL_CONDITIONS],
  ];
  for (const [name, values, allLabel] of lists) {
    if (!isAll(values, allLabel)) for (const value of values.slice(0, MAX_LIST_LENGTH)) params.append(name, value);
  }
  // The default order is left out: relevance with a term, price_desc without.
  const sort = effectiveSort(state.sort, term);
  const defaultSort: SearchSort = searchWords(term).length > 0 ? 'relevance' : DEFAULT_SORT;
  if (sort !== defaultSort) params.set('orden', sort === 'relevance' ? RELEVANCE_PARAM : sort);
  return params;
}

/** Catalogue switch Nuevos / Ver Todo / Usados (docs/product.md §2); 'todo' is the default. */
export type CatalogView = 'nuevos' | 'todo' | 'usados';
export const CATALOG_VIEW_LABELS: Readonly<Record<CatalogView, string>> = { nuevos: 'Nuevos', todo: 'Ver Todo', usados: 'Usados' };

export function parseCatalogView(v: string | null): CatalogView {
  return v === 'nuevos' || v === 'usados' ? v : 'todo';
}

const VIEW_CONDITION: Readonly<Record<CatalogView, Condition | null>> = { nuevos: 'Nuevo', usados: 'Usado', todo: null };

export function filterByView(products: readonly Product[], view: CatalogView): Product[] {
  const condition = VIEW_CONDITION[view];
  return condition ? products.filter((p) => p.condition === condition) : [...products];
}

/** 'Ver Todo' shows new and used side by side; keeps the given order in each. */
export function splitByCondition(products: readonly Product[]): { nuevos: Product[]; usados: Product[] } {
  return { nuevos: filterByView(products, 'nuevos'), usados: filterByView(products, 'usados') };
}

/** Catalogue chips: products in the selected categories (all when 'Todas' or empty). */
export function filterByCategories(products: readonly Product[], selection: readonly string[]): Product[] {
  const match = selectedFilter(selection, ALL_CATEGORIES);
  return match ? products.filter((p) => match(p.category)) : [...products];
}
