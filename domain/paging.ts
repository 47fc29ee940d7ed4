// Paging of product lists (catalogue pages, home search results, /buscar). The
// spec fixes no page size; these are our choices. One rule for the three screens:
//  - pages 1 to CUMULATIVE_PAGES are cumulative: '?pagina=N' shows the first N × 24 cards and
//    'Ver más' adds the next 24 (same URL scheme as before);
//  - from page CUMULATIVE_PAGES + 1 on, a page shows only its own 24 cards (offset (N - 1) × 24)
//    with numbered links (Anterior, page numbers, Siguiente) that a crawler can follow;
//  - whatever the URL says, one list never renders more than MAX_CARDS_PER_LIST cards.

export const PAGE_SIZE = 24;
/** 'Ver más' keeps adding cards up to this page; the next one is a page of its own. */
export const CUMULATIVE_PAGES = 5;
/** The most cards one list renders in one request: five pages of 24. */
export const MAX_CARDS_PER_LIST = PAGE_SIZE * CUMULATIVE_PAGES;
/** 'Ver Todo' on a catalogue page shows two lists (Nuevos and Usados) paged together. */
const MAX_LISTS_PER_PAGE = 2;
/** The most product cards any page renders in one request (Ver Todo's two columns of 120). */
export const MAX_CARDS_PER_REQUEST = MAX_CARDS_PER_LIST * MAX_LISTS_PER_PAGE;
/**
 * The highest page number read from a URL. Anything above it counts as this number, which is past
 * the last page of any catalogue we expect (100,000 products are 4,167 pages): the screens then send
 * the visitor to the real last page.
 */
export const MAX_PAGE = 10_000;

/**
 * 'pagina' from a URL: a whole number of plain digits, at least 1, at most MAX_PAGE. Anything else
 * (empty, zero, negative, '7abc', '1e3', '2.5') is page 1. A repeated parameter is read by the
 * caller with `URLSearchParams.get`, i.e. the first value counts.
 */
export function parsePage(value: string | null | undefined): number {
  const text = (value ?? '').trim();
  if (!/^\d+$/.test(text)) return 1;
  const n = Number(text); // Infinity for thousands of digits: capped below
  if (!(n >= 1)) return 1;
  return Math.min(n, MAX_PAGE);
}

/** A page number made safe: an integer from 1 to MAX_PAGE (NaN and fractions count as 1 / floor). */
function safePage(page: number): number {
  if (!Number.isFinite(page)) return page === Infinity ? MAX_PAGE : 1;
  return Math.min(MAX_PAGE, Math.max(1, Math.floor(page)));
}

/** The last page of a list of `total` products (1 for an empty list). */
export function lastPageOf(total: number): number {
  const n = Number.isFinite(total) && total > 0 ? Math.floor(total) : 0;
  return Math.max(1, Math.ceil(n / PAGE_SIZE));
}

export interface PageSlice {
  /** The page these numbers are for (1..MAX_PAGE). */
  page: number;
  /** Products to skip, then how many to show at most (never more than MAX_CARDS_PER_LIST). */
  offset: number;
  limit: number;
  /** True on pages 1..CUMULATIVE_PAGES: the list starts at the first product. */
  cumulative: boolean;
}

/** What one page of a list shows, before its total is known (the loaders query with it). */
export function pageSlice(pagina: number): PageSlice {
  const page = safePage(pagina);
  const cumulative = page <= CUMULATIVE_PAGES;
  return cumulative ? { page, offset: 0, limit: page * PAGE_SIZE, cumulative } : { page, offset: (page - 1) * PAGE_SIZE, limit: PAGE_SIZE, cumulative };
}

export interface PageWindow extends PageSlice {
  /** The list's last page (1 when empty). `page` is already within 1..lastPage. */
  lastPage: number;
  /** Products remain after the ones shown. */
  hasMore: boolean;
  /**
   * The 'Ver más' link of a cumulative page with more to show: the page it leads to, and whether
   * that page extends this list in place (keep the scroll) or is a numbered page of its own.
   * Null on numbered pages, which show the numbered navigation instead.
   */
  more: { page: number; appends: boolean } | null;
}

/**
 * The paging rule: what page `pagina` of a list of `total` products shows. A page past the last one
 * becomes the last page; a page below 1 (or not a number) becomes page 1. Compare `.page` with the
 * asked page to send the visitor to the right address.
 */
export function pageWindow(pagina: number, total: number): PageWindow {
  const lastPage = lastPageOf(total);
  const slice = pageSlice(Math.min(safePage(pagina), lastPage));
  const hasMore = slice.page < lastPage;
  const more = slice.cumulative && hasMore ? { page: slice.page + 1, appends: slice.page + 1 <= CUMULATIVE_PAGES } : null;
  return { ...slice, lastPage, hasMore, more };
}

export type PageLink = number | 'gap';

/**
 * The numbers of a numbered navigation: the first and last page, and `radius` pages each side of
 * the current one; 'gap' stands for the pages left out (a gap of one page shows that page instead).
 */
export function pageNumbers(page: number, lastPage: number, radius = 2): PageLink[] {
  const last = Math.max(1, Math.floor(lastPage));
  const current = Math.min(last, safePage(page));
  const shown = new Set<number>([1, last]);
  for (let n = current - radius; n <= current + radius; n++) if (n >= 1 && n <= last) shown.add(n);
  const sorted = [...shown].sort((a, b) => a - b);
  const links: PageLink[] = [];
  for (let i = 0; i < sorted.length; i++) {
    if (i > 0) {
      const gap = sorted[i] - sorted[i - 1];
      if (gap === 2) links.push(sorted[i] - 1);
      else if (gap > 2) links.push('gap');
    }
    links.push(sorted[i]);
  }
  return links;
}

/** One item of the numbered navigation, and on which screens it shows. */
export type PageNavItem = { kind: 'page'; page: number; narrow: boolean } | { kind: 'gap'; narrow: boolean; wide: boolean };

/**
 * The numbered navigation for both screen widths in one list: wide screens show two pages each side
 * of the current one, narrow screens (phones) one, so 3- and 4-digit numbers still fit in a row.
 * Every page item shows on wide screens; `narrow` says whether it shows on phones too. A gap shows
 * where that screen's list leaves pages out (one gap item may serve both).
 */
export function pageNavItems(page: number, lastPage: number): PageNavItem[] {
  const wide = pageNumbers(page, lastPage, 2).filter((l): l is number => l !== 'gap');
  const narrow = new Set(pageNumbers(page, lastPage, 1).filter((l): l is number => l !== 'gap'));
  const items: PageNavItem[] = [];
  let prevWide: number | null = null;
  let prevNarrow: number | null = null;
  for (const n of wide) {
    const inNarrow = narrow.has(n);
    const wideGap = prevWide !== null && n - prevWide > 1;
    const narrowGap = inNarrow && prevNarrow !== null && n - prevNarrow > 1;
    if (wideGap || narrowGap) items.push({ kind: 'gap', narrow: narrowGap, wide: wideGap });
    items.push({ kind: 'page', page: n, narrow: inNarrow });
    prevWide = n;
    if (inNarrow) prevNarrow = n;
  }
  return items;
}
