import { describe, expect, it } from 'vitest';
import type { Product } from '../types';
import { BUILT_IN_BRANDS } from './brands';
import { catalogMachines } from './catalog-machines';
import { pickerBrands } from './picker-list';

const product = (id: string, appliesTo: string) => ({ id, appliesTo }) as Product;

describe('pickerBrands', () => {
  it('lists brands with their models and how many parts fit each', () => {
    const machines = catalogMachines(
      [
        product('1', 'Case IH Patriot 250, Patriot 350'),
        product('2', 'Case IH Patriot 250'),
        product('3', 'Massey Ferguson MF 34'),
        product('4', 'John Deere'),
        product('5', 'Llanta 38 pulgadas'),
      ],
      BUILT_IN_BRANDS,
    );
    expect(pickerBrands(machines)).toEqual([
      {
        name: 'Case IH',
        slug: 'case-ih',
        count: 2,
        models: [
          { name: 'Case IH Patriot 250', slug: 'patriot-250', count: 2 },
          { name: 'Case IH Patriot 350', slug: 'patriot-350', count: 1 },
        ],
      },
      { name: 'Massey Ferguson', slug: 'massey-ferguson', count: 1, models: [{ name: 'Massey Ferguson MF 34', slug: '34', count: 1 }] },
    ]);
  });
});
