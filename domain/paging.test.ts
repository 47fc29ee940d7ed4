import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  CUMULATIVE_PAGES,
  MAX_CARDS_PER_LIST,
  MAX_CARDS_PER_REQUEST,
  MAX_PAGE,
  PAGE_SIZE,
  lastPageOf,
  pageNavItems,
  pageNumbers,
  pageSlice,
  pageWindow,
  parsePage,
} from './paging';

/** The products a page shows, as indexes into a list of `total`. */
function shown(pagina: number, total: number): number[] {
  const w = pageWindow(pagina, total);
  const end = Math.min(total, w.offset + w.limit);
  return Array.from({ length: Math.max(0, end - w.offset) }, (_, i) => w.offset + i);
}

describe('the limits', () => {
  it('are 24 cards a page, 5 cumulative pages, 120 cards a list and 240 a request', () => {
    expect(PAGE_SIZE).toBe(24);
    expect(CUMULATIVE_PAGES).toBe(5);
    expect(MAX_CARDS_PER_LIST).toBe(120);
    expect(MAX_CARDS_PER_REQUEST).toBe(240);
  });
});

describe('parsePage', () => {
  it('reads plain whole numbers', () => {
    expect(parsePage('1')).toBe(1);
    expect(parsePage('7')).toBe(7);
    expect(parsePage(' 12 ')).toBe(12);
    expect(parsePage('007')).toBe(7);
  });

  it('makes anything else page 1', () => {
    for (const value of [null, undefined, '', ' ', '0', '00', '-3', '-0', 'abc', '7abc', '1e3', '2.5', '+4', '0x10', 'Infinity', 'NaN', '٣']) {
      expect(parsePage(value), String(value)).toBe(1);
    }
  });

  it('caps huge numbers at MAX_PAGE', () => {
    expect(parsePage(String(MAX_PAGE))).toBe(MAX_PAGE);
    expect(parsePage(String(MAX_PAGE + 1))).toBe(MAX_PAGE);
    expect(parsePage('99999999999999999999999999')).toBe(MAX_PAGE);
    expect(parsePage('9'.repeat(5000))).toBe(MAX_PAGE);
  });

  it('always gives a whole page from 1 to MAX_PAGE', () => {
    fc.assert(
      fc.property(fc.string(), (text) => {
        const page = parsePage(text);
        expect(Number.isInteger(page) && page >= 1 && page <= MAX_PAGE).toBe(true);
      }),
    );
  });
});

describe('pageSlice', () => {
  it('is cumulative up to page 5, then one page of 24 at its own offset', () => {
    expect(pageSlice(1)).toEqual({ page: 1, offset: 0, limit: 24, cumulative: true });
    expect(pageSlice(2)).toEqual({ page: 2, offset: 0, limit: 48, cumulative: true });
    expect(pageSlice(5)).toEqual({ page: 5, offset: 0, limit: 120, cumulative: true });
    expect(pageSlice(6)).toEqual({ page: 6, offset: 120, limit: 24, cumulative: false });
    expect(pageSlice(7)).toEqual({ page: 7, offset: 144, limit: 24, cumulative: false });
    expect(pageSlice(200)).toEqual({ page: 200, offset: 199 * 24, limit: 24, cumulative: false });
  });

  it('treats nonsense numbers as page 1 and infinity as MAX_PAGE', () => {
    expect(pageSlice(Number.NaN).page).toBe(1);
    expect(pageSlice(-4).page).toBe(1);
    expect(pageSlice(0).page).toBe(1);
    expect(pageSlice(2.9).page).toBe(2);
    expect(pageSlice(Infinity).page).toBe(MAX_PAGE);
  });
});

describe('pageWindow', () => {
  it('counts the last page', () => {
    expect([0, 1, 24, 25, 120, 121, 12_476].map(lastPageOf)).toEqual([1, 1, 1, 2, 5, 6, 520]);
  });

  it("offers 'Ver más' in place on pages 1 to 4, to page 6 on page 5, and none after", () => {
    const total = 1000;
    expect(pageWindow(1, total).more).toEqual({ page: 2, appends: true });
    expect(pageWindow(4, total).more).toEqual({ page: 5, appends: true });
    expect(pageWindow(5, total).more).toEqual({ page: 6, appends: false });
    expect(pageWindow(6, total).more).toBeNull();
    expect(pageWindow(6, total)).toMatchObject({ page: 6, offset: 120, limit: 24, cumulative: false, lastPage: 42, hasMore: true });
    expect(pageWindow(42, total)).toMatchObject({ page: 42, hasMore: false, more: null });
  });

  it('has no Ver más when everything is shown', () => {
    expect(pageWindow(1, 24)).toMatchObject({ page: 1, lastPage: 1, hasMore: false, more: null });
    expect(pageWindow(2, 30)).toMatchObject({ page: 2, lastPage: 2, hasMore: false, more: null });
    expect(pageWindow(1, 0)).toMatchObject({ page: 1, lastPage: 1, hasMore: false, more: null });
  });

  it('turns a page past the end into the last page, and nonsense into page 1', () => {
    expect(pageWindow(200, 30).page).toBe(2);
    expect(pageWindow(200, 30).cumulative).toBe(true);
    expect(pageWindow(MAX_PAGE, 12_476)).toMatchObject({ page: 520, offset: 519 * 24, limit: 24 });
    expect(pageWindow(9, 0).page).toBe(1);
    expect(pageWindow(-3, 500).page).toBe(1);
    expect(pageWindow(Number.NaN, 500).page).toBe(1);
  });

  it('never renders more than 120 cards, and a page of a non-empty list is never empty', () => {
    fc.assert(
      fc.property(fc.integer({ min: -10, max: MAX_PAGE + 10 }), fc.integer({ min: 0, max: 200_000 }), (pagina, total) => {
        const w = pageWindow(pagina, total);
        expect(w.limit).toBeLessThanOrEqual(MAX_CARDS_PER_LIST);
        expect(w.page).toBeGreaterThanOrEqual(1);
        expect(w.page).toBeLessThanOrEqual(w.lastPage);
        const cards = shown(pagina, total).length;
        expect(cards).toBeLessThanOrEqual(MAX_CARDS_PER_LIST);
        if (total > 0) expect(cards).toBeGreaterThan(0);
        // 'Ver más' or the numbered navigation: more remains exactly when the page is not the last.
        expect(w.hasMore).toBe(w.offset + w.limit < total);
      }),
    );
  });

  it('reaches every product exactly once through page 5 and the numbered pages after it', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 2_000 }), (total) => {
        const last = lastPageOf(total);
        const seen: number[] = shown(Math.min(CUMULATIVE_PAGES, last), total);
        for (let page = CUMULATIVE_PAGES + 1; page <= last; page++) seen.push(...shown(page, total));
        expect(seen).toEqual(Array.from({ length: total }, (_, i) => i));
      }),
    );
  });

  it('page N (cumulative or not) ends with the same product', () => {
    for (let page = 1; page <= 8; page++) {
      const cards = shown(page, 1000);
      expect(cards.at(-1)).toBe(page * PAGE_SIZE - 1);
    }
  });
});

describe('pageNumbers', () => {
  it('shows the first, the last and two each side of the current page', () => {
    expect(pageNumbers(7, 50)).toEqual([1, 'gap', 5, 6, 7, 8, 9, 'gap', 50]);
    expect(pageNumbers(6, 7)).toEqual([1, 'gap', 4, 5, 6, 7]);
    expect(pageNumbers(48, 50)).toEqual([1, 'gap', 46, 47, 48, 49, 50]);
  });

  it('shows a single missing page instead of a gap', () => {
    expect(pageNumbers(6, 20)).toEqual([1, 'gap', 4, 5, 6, 7, 8, 'gap', 20]);
    expect(pageNumbers(5, 20)).toEqual([1, 2, 3, 4, 5, 6, 7, 'gap', 20]);
    expect(pageNumbers(1, 1)).toEqual([1]);
    expect(pageNumbers(2, 3)).toEqual([1, 2, 3]);
  });

  it('lists pages in order, once, within 1..last, with the current one', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 600 }), fc.integer({ min: 1, max: 600 }), (page, last) => {
        const links = pageNumbers(page, last);
        const numbers = links.filter((l): l is number => l !== 'gap');
        expect(numbers).toEqual([...new Set(numbers)].sort((a, b) => a - b));
        expect(numbers[0]).toBe(1);
        expect(numbers.at(-1)).toBe(last);
        expect(numbers).toContain(Math.min(page, last));
        expect(links.length).toBeLessThanOrEqual(9); // 2 × radius + 1, the first, the last and two gaps
        expect(links[0]).not.toBe('gap');
        for (let i = 1; i < links.length; i++) expect(links[i] === 'gap' && links[i - 1] === 'gap').toBe(false);
      }),
    );
  });
});

describe('pageNavItems', () => {
  /** What one screen shows: page numbers and '…'. */
  const view = (page: number, last: number, screen: 'narrow' | 'wide') =>
    pageNavItems(page, last)
      .filter((item) => (screen === 'wide' ? item.kind === 'page' || item.wide : item.narrow))
      .map((item) => (item.kind === 'page' ? item.page : 'gap'));

  it('shows two pages each side on wide screens and one on phones', () => {
    expect(view(150, 179, 'wide')).toEqual([1, 'gap', 148, 149, 150, 151, 152, 'gap', 179]);
    expect(view(150, 179, 'narrow')).toEqual([1, 'gap', 149, 150, 151, 'gap', 179]);
    expect(view(6, 52, 'narrow')).toEqual([1, 'gap', 5, 6, 7, 'gap', 52]);
    expect(view(176, 179, 'narrow')).toEqual([1, 'gap', 175, 176, 177, 178, 179]);
    expect(view(175, 179, 'narrow')).toEqual([1, 'gap', 174, 175, 176, 'gap', 179]);
    expect(view(175, 179, 'wide')).toEqual([1, 'gap', 173, 174, 175, 176, 177, 178, 179]);
  });

  it('each screen sees exactly the list pageNumbers gives for its radius', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 600 }), fc.integer({ min: 1, max: 600 }), (page, last) => {
        expect(view(page, last, 'wide')).toEqual(pageNumbers(page, last, 2));
        expect(view(page, last, 'narrow')).toEqual(pageNumbers(page, last, 1));
      }),
    );
  });
});
