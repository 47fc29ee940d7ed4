import { describe, expect, it } from 'vitest';
import { makeOfflineProduct } from './testing';
import { packOfflineIndex } from './offline-index-pack';
import { packedIndexBytes } from './offline-index-bytes';
import { buildOfflineIndex } from './offline-search';
import type { OfflineProduct } from './offline-catalog';

const product = (id: string, name: string): OfflineProduct =>
  makeOfflineProduct(id, { name, code: `C-${id}`, brand: 'Marca', description: 'Descripción del repuesto' });

describe('room the kept search index takes', () => {
  it('grows with the catalogue and counts wide characters twice', () => {
    const one = packedIndexBytes(packOfflineIndex(buildOfflineIndex([product('1', 'Filtro de aceite')])));
    const two = packedIndexBytes(packOfflineIndex(buildOfflineIndex([product('1', 'Filtro de aceite'), product('2', 'Correa dentada')])));
    expect(one).toBeGreaterThan(100);
    expect(two).toBeGreaterThan(one);
    const latin = packedIndexBytes({ ...packOfflineIndex(buildOfflineIndex([])), words: ['ñandú'] });
    const wide = packedIndexBytes({ ...packOfflineIndex(buildOfflineIndex([])), words: ['ñandú€'] });
    expect(wide - latin).toBe(7);
  });
});
