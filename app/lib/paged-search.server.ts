// The sequence the three product-list loaders share (catalogue pages, the home page's results,
// /buscar): read 'pagina', search for that page's slice, work out the page window, send a page past
// the end to the last page, count the search once (page 1), and turn the products into cards.
// Each loader keeps what is its own: which search, its lists, and the address of a page.
import { redirect } from 'react-router';
import { pageSlice, pageWindow, parsePage, type PageSlice } from '#domain/paging';
import type { SearchInterpretation } from '#domain/search-plan';
import type { Product } from '#domain/types';
import type { AppServices } from '#server/services';
import { toCardData, type ProductCardData } from './product-card';

/** One list of a page: its products for the asked slice, and how many there are in all. */
interface FoundList<Heading> {
  heading: Heading;
  items: readonly Product[];
  total: number;
}

interface CardList<Heading> {
  heading: Heading;
  items: ProductCardData[];
  total: number;
}

/** Where a page stands (domain/paging.ts). */
interface PagePosition {
  page: number;
  lastPage: number;
  /** Pages 1 to 5: 'Ver más' lists; later pages: numbered navigation. */
  cumulative: boolean;
  more: { page: number; appends: boolean } | null;
}

export interface PagedSearchInput<Heading, Reading extends SearchInterpretation | null> {
  /** The query string; its 'pagina' is read here. */
  params: URLSearchParams;
  searchLog: AppServices['searchLog'];
  /**
   * Runs the page's search for `slice` (offset and limit). `interpretation` is null for a list
   * without words (a catalogue page browsed), which is not counted in the search log.
   */
  search(slice: PageSlice): { lists: FoundList<Heading>[]; interpretation: Reading };
  /** The address of page `page` of the same search, for the redirect past the end. */
  pageHref(page: number): string;
}

export interface PagedSearchResult<Heading, Reading extends SearchInterpretation | null> {
  /** The lists with at least one product (none: the page's 'no products' text). */
  lists: CardList<Heading>[];
  interpretation: Reading;
  paging: PagePosition;
}

/**
 * One page of a product search. Throws a redirect (302) for a page past the last one: a stale or
 * made-up link then costs one cheap query, never an empty or huge page. Several lists (Ver Todo's
 * Nuevos and Usados) are paged together, up to the longer one's last page.
 */
export function pagedSearch<Heading, Reading extends SearchInterpretation | null>(
  input: PagedSearchInput<Heading, Reading>,
): PagedSearchResult<Heading, Reading> {
  // 'pagina' not a plain number, below 1 or repeated (the first counts): page 1; past the last: below.
  const asked = parsePage(input.params.get('pagina'));
  const found = input.search(pageSlice(asked));
  const lists = found.lists.filter((list) => list.total > 0);
  const window = pageWindow(asked, Math.max(0, ...lists.map((list) => list.total)));
  if (window.page !== asked) throw redirect(input.pageHref(window.page));
  // 'Ver más' pages repeat the same search: counted once.
  if (asked === 1 && found.interpretation) input.searchLog.record(found.interpretation);
  return {
    lists: lists.map((list) => ({ heading: list.heading, items: list.items.map(toCardData), total: list.total })),
    interpretation: found.interpretation,
    paging: { page: window.page, lastPage: window.lastPage, cumulative: window.cumulative, more: window.more },
  };
}
