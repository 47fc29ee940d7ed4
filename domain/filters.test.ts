import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  ALL_BRANDS,
  ALL_CATEGORIES,
  ALL_CONDITIONS,
  applyFilters,
  effectiveSort,
  DEFAULT_SEARCH_STATE,
  filterByCategories,
  filterByView,
  filterLists,
  isAll,
  parseCatalogView,
  parseSearchState,
  searchStateToParams,
  sortProducts,
  splitByCondition,
  toggleChip,
} from './filters';
import { makeProduct } from './testing';
import type { Product, SearchState } from './types';

const products: Product[] = [
  makeProduct({ id: '1', name: 'Bomba hidráulica', category: 'Bombas hidráulicas', brand: 'John Deere', condition: 'Usado', numericPrice: 500 }),
  makeProduct({ id: '2', name: 'NEUMATICO 18.4-34', category: 'Neumáticos', brand: 'Firestone', condition: 'Nuevo', numericPrice: NaN }),
  makeProduct({ id: '3', name: 'Motor', category: 'Motores', brand: 'Deutz', condition: 'Nuevo', numericPrice: 1500 }),
  makeProduct({ id: '4', name: 'Asiento', category: 'Asientos', brand: '', condition: 'Usado', numericPrice: 500 }),
  makeProduct({ id: '5', name: 'Neumático chico', category: 'Neumáticos', brand: 'Pirelli', condition: 'Usado', numericPrice: -1 }),
];
const ids = (list: Product[]) => list.map((p) => p.id);
const state = (overrides: Partial<SearchState>): SearchState => ({ ...DEFAULT_SEARCH_STATE, ...overrides });

describe('filterLists', () => {
  it('puts the all label first, then distinct non-empty values in Spanish order', () => {
    expect(filterLists(products)).toEqual({
      categories: ['Todas', 'Asientos', 'Bombas hidráulicas', 'Motores', 'Neumáticos'],
      brands: ['Todas', 'Deutz', 'Firestone', 'John Deere', 'Pirelli'],
      conditions: ['Todos', 'Nuevo', 'Usado'],
    });
    expect(filterLists([])).toEqual({ categories: ['Todas'], brands: ['Todas'], conditions: ['Todos'] });
  });
});

describe('toggleChip', () => {
  it('follows the chip rules', () => {
    let sel = [ALL_CATEGORIES];
    sel = toggleChip(sel, 'Motores', ALL_CATEGORIES);
    expect(sel).toEqual(['Motores']); // replaces 'all'
    sel = toggleChip(sel, 'Asientos', ALL_CATEGORIES);
    expect(sel).toEqual(['Motores', 'Asientos']); // adds
    sel = toggleChip(sel, 'Motores', ALL_CATEGORIES);
    expect(sel).toEqual(['Asientos']); // removes
    sel = toggleChip(sel, 'Asientos', ALL_CATEGORIES);
    expect(sel).toEqual([ALL_CATEGORIES]); // empty reverts to 'all'
    sel = toggleChip(['Motores', 'Asientos'], ALL_CATEGORIES, ALL_CATEGORIES);
    expect(sel).toEqual([ALL_CATEGORIES]); // 'all' selects only it
    expect(toggleChip([ALL_CATEGORIES], ALL_CATEGORIES, ALL_CATEGORIES)).toEqual([ALL_CATEGORIES]);
    expect(toggleChip([], 'Nuevo', ALL_CONDITIONS)).toEqual(['Nuevo']);
  });

  it('never returns an empty selection or mixes all with items, and does not mutate', () => {
    const label = 'Todas';
    fc.assert(
      fc.property(fc.array(fc.constantFrom('Todas', 'A', 'B', 'C')), (clicks) => {
        let sel: string[] = [label];
        for (const click of clicks) {
          const before = [...sel];
          const next = toggleChip(sel, click, label);
          expect(sel).toEqual(before);
          sel = next;
          expect(sel.length).toBeGreaterThan(0);
          expect(sel.includes(label) && sel.length > 1).toBe(false);
        }
      }),
    );
  });

  it('isAll', () => {
    expect(isAll([], 'Todas')).toBe(true);
    expect(isAll(['Todas'], 'Todas')).toBe(true);
    expect(isAll(['A'], 'Todas')).toBe(false);
  });
});

describe('sortProducts', () => {
  it('sorts by price, missing as 0, stable, without mutating', () => {
    const copy = [...products];
    expect(ids(sortProducts(products, 'price_desc'))).toEqual(['3', '1', '4', '2', '5']);
    expect(ids(sortProducts(products, 'price_asc'))).toEqual(['5', '2', '1', '4', '3']);
    expect(products).toEqual(copy);
  });

  it('is stable for equal prices', () => {
    const same = ['a', 'b', 'c', 'd'].map((id) => makeProduct({ id, numericPrice: NaN }));
    expect(ids(sortProducts(same, 'price_desc'))).toEqual(['a', 'b', 'c', 'd']);
    expect(ids(sortProducts(same, 'price_asc'))).toEqual(['a', 'b', 'c', 'd']);
  });
});

describe('applyFilters', () => {
  it('returns everything sorted for the default state', () => {
    expect(ids(applyFilters(products, DEFAULT_SEARCH_STATE))).toEqual(['3', '1', '4', '2', '5']);
  });

  it('searches with accents ignored', () => {
    expect(ids(applyFilters(products, state({ term: 'neumático' })))).toEqual(['2', '5']);
    expect(ids(applyFilters(products, state({ term: 'NEUMATICO chico' })))).toEqual(['5']);
  });

  it('filters by exact category, brand and condition', () => {
    expect(ids(applyFilters(products, state({ categories: ['Neumáticos', 'Motores'] })))).toEqual(['3', '2', '5']);
    expect(ids(applyFilters(products, state({ categories: ['neumáticos'] })))).toEqual([]);
    expect(ids(applyFilters(products, state({ brands: ['Pirelli'], conditions: ['Usado'] })))).toEqual(['5']);
    expect(ids(applyFilters(products, state({ conditions: ['Nuevo'], sort: 'price_asc' })))).toEqual(['2', '3']);
    expect(ids(applyFilters(products, state({ categories: [], brands: [ALL_BRANDS], conditions: [] })))).toHaveLength(5);
  });
});

describe('URL state', () => {
  it('parses defaults from an empty query', () => {
    expect(parseSearchState(new URLSearchParams())).toEqual(DEFAULT_SEARCH_STATE);
    expect(searchStateToParams(DEFAULT_SEARCH_STATE).toString()).toBe('');
  });

  it('reads every parameter', () => {
    const params = new URLSearchParams('q=+bomba+&categoria=Motores&categoria=Asientos&categoria=Motores&marca=Deutz&estado=Nuevo&orden=price_asc');
    expect(parseSearchState(params)).toEqual({
      term: 'bomba',
      categories: ['Motores', 'Asientos'],
      brands: ['Deutz'],
      conditions: ['Nuevo'],
      sort: 'price_asc',
    });
  });

  it('falls back for unknown sort and all labels, and caps lengths', () => {
    const params = new URLSearchParams();
    params.set('q', 'x'.repeat(500));
    params.set('orden', 'barato');
    params.append('marca', 'Todas');
    params.append('marca', 'Deutz');
    for (let i = 0; i < 80; i++) params.append('categoria', `c${i}`);
    const parsed = parseSearchState(params);
    expect(parsed.term).toHaveLength(200);
    expect(parsed.sort).toBe('relevance'); // with a term, best match first
    expect(parseSearchState(new URLSearchParams('orden=barato')).sort).toBe('price_desc');
    expect(parseSearchState(new URLSearchParams('q=bomba&orden=price_desc')).sort).toBe('price_desc');
    expect(parseSearchState(new URLSearchParams('q=%F0%9F%9A%9C&orden=relevancia')).sort).toBe('price_desc'); // no words: no relevance
    expect(parsed.brands).toEqual([ALL_BRANDS]);
    expect(parsed.categories).toHaveLength(50);
  });

  it('writes only non-defaults', () => {
    const params = searchStateToParams(state({ term: ' ñandú ', conditions: ['Usado'], sort: 'price_asc' }));
    expect([...params]).toEqual([
      ['q', 'ñandú'],
      ['estado', 'Usado'],
      ['orden', 'price_asc'],
    ]);
  });

  it('round-trips through the URL', () => {
    const value = fc
      .string({ minLength: 1, maxLength: 20 })
      .map((s) => s.trim())
      .filter((s) => s !== '' && s !== 'Todas' && s !== 'Todos');
    const list = fc.uniqueArray(value, { maxLength: 5 });
    fc.assert(
      fc.property(fc.string({ maxLength: 50 }), list, list, list, fc.constantFrom('price_desc', 'price_asc', 'relevance' as const), (term, c, b, k, sort) => {
        const original: SearchState = {
          term: term.trim(),
          categories: c.length ? c : ['Todas'],
          brands: b.length ? b : ['Todas'],
          conditions: k.length ? k : ['Todos'],
          sort: effectiveSort(sort, term),
        };
        const url = `?${searchStateToParams(original).toString()}`;
        expect(parseSearchState(new URLSearchParams(url))).toEqual(original);
      }),
    );
  });
});

describe('catalogue view', () => {
  it('parses the view with todo as default', () => {
    expect(parseCatalogView('nuevos')).toBe('nuevos');
    expect(parseCatalogView('usados')).toBe('usados');
    expect(parseCatalogView(null)).toBe('todo');
    expect(parseCatalogView('otra')).toBe('todo');
  });

  it('filters and splits by condition', () => {
    expect(ids(filterByView(products, 'nuevos'))).toEqual(['2', '3']);
    expect(ids(filterByView(products, 'usados'))).toEqual(['1', '4', '5']);
    expect(ids(filterByView(products, 'todo'))).toEqual(['1', '2', '3', '4', '5']);
    const split = splitByCondition(products);
    expect([ids(split.nuevos), ids(split.usados)]).toEqual([
      ['2', '3'],
      ['1', '4', '5'],
    ]);
  });

  it('filters by chip selection', () => {
    expect(ids(filterByCategories(products, ['Todas']))).toHaveLength(5);
    expect(ids(filterByCategories(products, ['Asientos', 'Motores']))).toEqual(['3', '4']);
  });
});
