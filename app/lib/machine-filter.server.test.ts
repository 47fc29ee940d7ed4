import { describe, expect, it } from 'vitest';
import { productsFromRows } from '#domain/product';
import { buildCatalogIndex } from '#server/catalog/index';
import { narrowIndex, readMachineFilter } from './machine-filter.server';

const rows = [
  { ID: '1', Titulo: 'Filtro de aceite', 'Aplica para': 'John Deere 3530, 3140', Precio: '$ 10.000', Categoria: 'Repuestos', Estado: 'Nuevo' },
  { ID: '2', Titulo: 'Filtro de aire', 'Aplica para': 'Case IH Patriot 250', Precio: '$ 30.000', Categoria: 'Repuestos', Estado: 'Nuevo' },
  { ID: '3', Titulo: 'Filtro de gasoil', 'Aplica para': 'JD 3530', Precio: '$ 5.000', Categoria: 'Repuestos', Estado: 'Usado' },
  { ID: '4', Titulo: 'Correa', 'Aplica para': '', Precio: '$ 6.000', Categoria: 'Repuestos', Estado: 'Nuevo' },
];
const { products } = productsFromRows(rows);
const catalog = { products, index: buildCatalogIndex(products), machineBrands: undefined };
const filterOf = (value: string) => readMachineFilter(catalog, new URLSearchParams({ maquina: value }));
const ids = (items: { id: string }[]) => items.map((p) => p.id).sort();

describe('machine filter', () => {
  it('keeps only the parts whose Aplica para names the machine, with the machine named', () => {
    const filter = filterOf('john-deere/3530');
    expect(filter?.view).toEqual({ param: 'john-deere/3530', name: 'John Deere 3530' });
    const page = narrowIndex(catalog.index, filter).query({ offset: 0, limit: 10 });
    expect(ids(page.items)).toEqual(['1', '3']);
    expect(page.total).toBe(2);
  });

  it('pages after filtering and filters searches too', () => {
    const index = narrowIndex(catalog.index, filterOf('john-deere/3530'));
    const second = index.query({ offset: 1, limit: 1 });
    expect(second.items).toHaveLength(1);
    expect(second.total).toBe(2);
    expect(ids(index.search({ term: 'filtro', offset: 0, limit: 10 }).items)).toEqual(['1', '3']);
  });

  it('answers nothing for an unknown or malformed machine, and leaves a page without it alone', () => {
    for (const bad of ['john-deere/9999', '../../etc', 'John Deere 3530', 'a/b/c', 'x'.repeat(500)]) {
      const filter = filterOf(bad);
      expect(filter?.view.name).toBeNull();
      expect(narrowIndex(catalog.index, filter).query({ offset: 0, limit: 10 }).total).toBe(0);
    }
    expect(readMachineFilter(catalog, new URLSearchParams())).toBeNull();
    expect(narrowIndex(catalog.index, null).query({ offset: 0, limit: 10 }).total).toBe(4);
  });
});

describe('machine filter on a list without words', () => {
  it("answers what the index's whole list filtered to the machine answers, for every filter and order", () => {
    const many = productsFromRows(
      Array.from({ length: 60 }, (_, k) => ({
        ID: String(k + 1),
        Titulo: `Pieza ${k}`,
        'Aplica para': k % 3 === 0 ? 'JD 3530' : 'Case IH Patriot 250',
        Precio: k % 7 === 0 ? 'Consultar' : `$ ${((k * 37) % 11) * 1000}`,
        Categoria: ['Filtros', 'Correas', 'Neumáticos'][k % 3 === 0 ? (k / 3) % 3 : 0],
        Marca: k % 2 ? 'Fram' : 'Mann',
        Estado: k % 4 ? 'Nuevo' : 'Usado',
      })),
    ).products;
    const big = { products: many, index: buildCatalogIndex(many), machineBrands: undefined };
    const filter = readMachineFilter(big, new URLSearchParams({ maquina: 'john-deere/3530' }))!;
    const narrowed = narrowIndex(big.index, filter);
    const queries = [
      { offset: 0, limit: 50 },
      { offset: 2, limit: 3, sort: 'price_asc' as const },
      { offset: 0, limit: 50, sort: 'price_desc' as const, conditions: ['Nuevo'] },
      { offset: 0, limit: 50, group: 'Repuestos', categories: ['Filtros', 'Correas'] },
      { offset: 0, limit: 50, categories: ['Todas'], brands: ['Fram'] },
      { offset: 0, limit: 50, categories: ['No existe'] },
    ];
    for (const q of queries) {
      const whole = big.index.query({ ...q, offset: 0, limit: Infinity }).items.filter(filter.keep);
      const answer = narrowed.query(q);
      expect(answer.total).toBe(whole.length);
      expect(answer.items.map((p) => p.id)).toEqual(whole.slice(q.offset, q.offset + q.limit).map((p) => p.id));
    }
    expect(narrowed.query({ offset: 0, limit: 50 }).total).toBe(20);
  });
});
