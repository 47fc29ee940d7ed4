import { describe, expect, it, vi } from 'vitest';
import { makeProduct } from '#domain/testing';
import type { PageSlice } from '#domain/paging';
import type { SearchInterpretation } from '#domain/search-plan';
import type { AppServices } from '#server/services';
import { pagedSearch } from './paged-search.server';

const products = Array.from({ length: 60 }, (_, i) => makeProduct({ id: String(i + 1), name: `Filtro ${i + 1}` }));
const reading: SearchInterpretation = { query: 'filtro', normalized: 'filtro', step: 'exact', approximate: false, shownAs: null, condition: null };

function run(pagina: string | null, interpretation: SearchInterpretation | null = reading, total = products.length) {
  const record = vi.fn();
  const slices: PageSlice[] = [];
  const params = new URLSearchParams(pagina === null ? {} : { pagina });
  const call = () =>
    pagedSearch({
      params,
      searchLog: { record } as unknown as AppServices['searchLog'],
      pageHref: (page) => `/buscar?q=filtro&pagina=${page}`,
      search: (slice) => {
        slices.push(slice);
        const all = products.slice(0, total);
        return { lists: [{ heading: null, items: all.slice(slice.offset, slice.offset + slice.limit), total }], interpretation };
      },
    });
  return { call, record, slices };
}

describe('pagedSearch', () => {
  it('page 1: the first 24 cards, counted once in the search log', () => {
    const { call, record, slices } = run(null);
    const found = call();
    expect(slices).toEqual([{ page: 1, offset: 0, limit: 24, cumulative: true }]);
    expect(found.lists[0]!.items.map((card) => card.name)).toEqual(products.slice(0, 24).map((p) => p.name));
    expect(found.paging).toEqual({ page: 1, lastPage: 3, cumulative: true, more: { page: 2, appends: true } });
    expect(record).toHaveBeenCalledWith(reading);
  });

  it("'Ver más' pages repeat the search without counting it again", () => {
    const { call, record } = run('2');
    expect(call().lists[0]!.items).toHaveLength(48);
    expect(record).not.toHaveBeenCalled();
  });

  it('a page past the last one is sent to the last page', () => {
    const { call, record } = run('9');
    let thrown: unknown;
    try {
      call();
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(Response);
    expect((thrown as Response).status).toBe(302);
    expect((thrown as Response).headers.get('Location')).toBe('/buscar?q=filtro&pagina=3');
    expect(record).not.toHaveBeenCalled();
  });

  it('a list without words is not counted, and empty lists are left out', () => {
    const { call, record } = run('abc', null, 0);
    const found = call();
    expect(found.lists).toEqual([]);
    expect(found.paging.lastPage).toBe(1);
    expect(record).not.toHaveBeenCalled();
  });
});
