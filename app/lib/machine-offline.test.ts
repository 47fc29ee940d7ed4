import { describe, expect, it } from 'vitest';
import type { OfflineProduct } from '#domain/offline-catalog';
import { makeOfflineProduct } from '#domain/testing';
import { savedMachineFilter } from './machine-offline';

const product = (id: string, appliesTo: string): OfflineProduct => makeOfflineProduct(id, { name: `Pieza ${id}`, appliesTo });

const products = [product('1', 'JD 3530, 3140'), product('2', 'Case IH Patriot 250'), product('3', 'Mtf Multiple 3200')];
const catalog = {
  products,
  machineBrands: [
    { name: 'John Deere', aliases: ['JD'] },
    { name: 'Metalfor', aliases: ['Mtf'] },
  ],
};
const filter = (query: string) => savedMachineFilter(catalog, new URLSearchParams(query));

describe('the machine filter on the kept catalogue', () => {
  it('keeps the parts that fit the machine and names it as the shop does', () => {
    const found = filter('maquina=john-deere/3530');
    expect(found?.view).toEqual({ param: 'john-deere/3530', name: 'John Deere 3530' });
    expect(products.filter((p) => found!.keep(p)).map((p) => p.id)).toEqual(['1']);
  });

  it("reads with the brands the file carries (the owner's aliases)", () => {
    expect(filter('maquina=metalfor/multiple-3200')?.view.name).toBe('Metalfor Multiple 3200');
    // Case IH is not among this file's brands.
    expect(filter('maquina=case-ih/patriot-250')?.view.name).toBeNull();
  });

  it('keeps nothing for an unknown or malformed machine, and is absent without the parameter', () => {
    for (const bad of ['maquina=john-deere/9999', 'maquina=../../etc', 'maquina=' + 'a'.repeat(500)]) {
      const found = filter(bad);
      expect(found?.view.name).toBeNull();
      expect(products.some((p) => found!.keep(p))).toBe(false);
    }
    expect(filter('q=filtro')).toBeNull();
  });
});
