import { describe, expect, it } from 'vitest';
import { makeOfflineProduct } from './testing';
import type { OfflineProduct } from './offline-catalog';
import { packOfflineIndex, unpackOfflineIndex } from './offline-index-pack';
import { buildOfflineIndex, offlineSearch } from './offline-search';

const product = (n: number, over: Partial<OfflineProduct>): OfflineProduct => makeOfflineProduct(String(n), { category: 'Rodamientos', ...over });

const catalogue = [
  product(1, { name: 'Retén de cigüeñal Sabó', code: '0445-120', brand: 'Sabó' }),
  product(2, { name: 'Rodamiento FAG 6207', code: '6207-2RS', brand: 'FAG', appliesTo: 'Molinete John Deere' }),
  product(3, { name: 'Kit de juntas', description: 'Incluye retenes y rulemanes para bomba' }),
  product(4, { name: 'Filtro de aceite', code: 'W 940/25', brand: 'Mann' }),
];
const synonyms = [['Rodamiento', 'Rulemán']];

describe('packOfflineIndex', () => {
  const built = buildOfflineIndex(catalogue, synonyms);
  // Through structuredClone, as IndexedDB stores and gives it back.
  const unpacked = unpackOfflineIndex(structuredClone(packOfflineIndex(built)), catalogue, synonyms)!;

  it.each(['reten', 'rodamientos', 'rulemán', '6207', 'w94025', 'filtros mann', 'john deere', 'retne'])('answers %s as the index it was made from', (term) => {
    const ids = (index: typeof built) => offlineSearch(index, { term }).items.map((p) => p.id);
    expect(ids(unpacked)).toEqual(ids(built));
    expect(ids(built).length).toBeGreaterThan(0);
  });

  it('refuses products other than those it was made for', () => {
    expect(unpackOfflineIndex(packOfflineIndex(built), catalogue.slice(1), synonyms)).toBeNull();
  });
});
