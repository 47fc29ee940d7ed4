import { describe, expect, it } from 'vitest';
import { emptyHomeSearch, readHomeSearch } from './home-page.server';

describe('readHomeSearch', () => {
  it('shows no results for the bare home page', () => {
    expect(readHomeSearch(new URL('http://tienda/')).searched).toBe(false);
  });

  it('shows the results of a shared link with search parameters', () => {
    const asked = readHomeSearch(new URL('http://tienda/?q=bomba&exacto=1'));
    expect(asked.searched).toBe(true);
    expect(asked.exact).toBe(true);
    expect(asked.search.term).toBe('bomba');
  });

  it("reads 'Todas' sent with a chosen chip (no JavaScript) as the chosen chip", () => {
    const asked = readHomeSearch(new URL('http://tienda/?buscar=1&categoria=Todas&categoria=Filtros'));
    expect(asked.params.getAll('categoria')).toEqual(['Filtros']);
    expect(asked.search.categories).toEqual(['Filtros']);
  });
});

describe('emptyHomeSearch', () => {
  it('keeps the asked search but shows no results without a catalogue', () => {
    const empty = emptyHomeSearch(readHomeSearch(new URL('http://tienda/?q=bomba')));
    expect(empty).toMatchObject({ searched: false, results: null, carousels: [], search: { term: 'bomba' } });
  });
});
