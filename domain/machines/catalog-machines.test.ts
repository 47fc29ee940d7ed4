import { describe, expect, it } from 'vitest';
import { productsFromRows } from '../product';
import { BUILT_IN_BRANDS } from './brands';
import { catalogMachines } from './catalog-machines';
import { machineCategories, machineList } from './machine-list';

const rows = [
  { ID: '1', Titulo: 'Filtro de aceite', 'Aplica para': 'Case IH Patriot 250, Patriot 350', Precio: '$ 10.000', Categoria: 'Repuestos', Estado: 'Nuevo' },
  { ID: '2', Titulo: 'Junta de motor', 'Aplica para': 'Motor Iveco Cursor 9 (Case IH Patriot 250)', Precio: '$ 30.000', Categoria: 'Motores', Estado: 'Usado' },
  { ID: '3', Titulo: 'Llanta', 'Aplica para': 'Llanta 38 pulgadas', Precio: '$ 5.000', Categoria: 'Neumáticos', Estado: 'Nuevo' },
  { ID: '4', Titulo: 'Llanta grande', 'Aplica para': 'Llanta 38 pulgadas', Precio: '$ 6.000', Categoria: 'Neumáticos', Estado: 'Nuevo' },
  { ID: '5', Titulo: 'Correa', 'Aplica para': 'Massey Ferguson MF 34, 34', Precio: 'Consultar', Categoria: 'Correas', Estado: 'Nuevo' },
];
const { products } = productsFromRows(rows);
const machines = catalogMachines(products, BUILT_IN_BRANDS);
const names = (list: { name: string }[]) => list.map((p) => p.name);

describe('catalogMachines', () => {
  it('lists brands and models with the products that fit', () => {
    expect(machines.brands.map((b) => `${b.name}:${b.count}`)).toEqual(['Case IH:2', 'Iveco:1', 'Massey Ferguson:1']);
    const patriot = machines.model('case-ih', 'patriot-250');
    expect(patriot?.name).toBe('Patriot 250');
    expect(patriot?.positions.map((i) => products[i].id).sort()).toEqual(['1', '2']);
    expect(machines.model('iveco', 'cursor-9')?.engine).toBe(true);
    expect(machines.model('massey-ferguson', '34')?.positions).toHaveLength(1);
    expect(machines.model('case-ih', 'nada')).toBeUndefined();
  });

  it('keeps the texts that gave no machine, with their rows', () => {
    expect(machines.unread.map((u) => [u.text, u.rows, u.ids.sort()])).toEqual([['Llanta 38 pulgadas', 2, ['3', '4']]]);
  });

  it('gives each product its machines', () => {
    const position = products.findIndex((p) => p.id === '2');
    expect(machines.fitsAt(position).map((f) => f.model)).toEqual(['Cursor 9', 'Patriot 250']);
  });
});

describe('machineList', () => {
  const patriot = machines.model('case-ih', 'patriot-250')!;
  it('orders by price and narrows by condition and category', () => {
    expect(names(machineList(products, patriot.positions, { categories: [], condition: null, sort: 'price_desc' }))).toEqual([
      'Junta de motor',
      'Filtro de aceite',
    ]);
    expect(names(machineList(products, patriot.positions, { categories: [], condition: null, sort: 'price_asc' }))).toEqual([
      'Filtro de aceite',
      'Junta de motor',
    ]);
    expect(names(machineList(products, patriot.positions, { categories: [], condition: 'Usado', sort: 'price_desc' }))).toEqual(['Junta de motor']);
    expect(names(machineList(products, patriot.positions, { categories: ['Repuestos'], condition: null, sort: 'price_desc' }))).toEqual(['Filtro de aceite']);
    expect(machineCategories(products, patriot.positions).sort()).toEqual(['Motores', 'Repuestos']);
  });
});
