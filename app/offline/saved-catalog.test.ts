// The catalogue kept on the phone against an in-memory IndexedDB (fake-indexeddb): kept with its
// products and search index, read back without parsing the file, converted once when an older build
// kept the text alone, and a bad file never replaces a good one.
import 'fake-indexeddb/auto';
import { beforeEach, describe, expect, it } from 'vitest';
import { encodeOfflineCatalog, type OfflineProduct } from '#domain/offline-catalog';
import { offlineSearch } from '#domain/offline-search';
import { makeOfflineProduct } from '#domain/testing';
import { CURRENT, STORE, catalogDb } from './catalog-db';
import { deleteSaved, saveCatalog, savedCatalog, savedSearch, savedSummary } from './saved-catalog';

const product = (n: number, name: string): OfflineProduct =>
  makeOfflineProduct(String(n), { name, code: `C-${n}`, brand: 'Marca', price: '$ 1.000', numericPrice: 1000 });
const text = (version: string) => encodeOfflineCatalog(version, [product(1, 'Filtro de aceite'), product(2, 'Correa de ventilador')], [['Correa', 'Banda']]);

beforeEach(async () => {
  await deleteSaved();
});

describe('saved catalogue', () => {
  it('keeps a file with its products and index, and answers a search from them', async () => {
    expect(await saveCatalog(text('v1'), 'v1')).toBe(true);
    expect(await savedSummary()).toMatchObject({ version: 'v1', count: 2 });
    expect((await savedCatalog())!.catalog.products.map((p) => p.name)).toEqual(['Filtro de aceite', 'Correa de ventilador']);
    const saved = (await savedSearch())!;
    expect(offlineSearch(saved.index, { term: 'banda' }).items.map((p) => p.id)).toEqual(['2']);
  });

  it('keeps the last good file when another is cut short or of another version', async () => {
    await saveCatalog(text('v1'), 'v1');
    expect(await saveCatalog(text('v2').slice(0, 50), 'v2')).toBe(false);
    expect(await saveCatalog(text('v3'), 'v2')).toBe(false);
    expect((await savedSummary())!.version).toBe('v1');
  });

  it('converts, on its first read, a file an older build kept as text alone', async () => {
    await (await catalogDb()).put(STORE, { version: 'v0', text: text('v0'), savedAt: '2026-11-01T10:00:00.000Z', bytes: 1, count: 2 }, CURRENT);
    expect(await savedSummary()).toMatchObject({ version: 'v0', savedAt: '2026-11-01T10:00:00.000Z' });
    expect((await savedSearch())!.catalog.products).toHaveLength(2);
  });

  it('has nothing after deleting', async () => {
    await saveCatalog(text('v1'), 'v1');
    await deleteSaved();
    expect(await savedCatalog()).toBeNull();
    expect(await savedSummary()).toBeNull();
  });
});
