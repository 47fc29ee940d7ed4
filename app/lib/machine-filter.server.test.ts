import { describe, expect, it } from 'vitest';
import { productsFromRows } from '../../domain/product';
import { buildCatalogIndex } from '../../server/catalog/index';
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
