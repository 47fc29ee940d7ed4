// The catalogue kept on the phone against an in-memory IndexedDB (fake-indexeddb): kept with its
// products and search index, read back without parsing the file, converted once when an older build
// kept the text alone, and a bad file never replaces a good one. Its slices (a group's products, a
// shard of ids) hold what the whole holds for their pages, and never outlive their version.
import 'fake-indexeddb/auto';
import { beforeEach, describe, expect, it } from 'vitest';
import { encodeOfflineCatalog, type OfflineProduct } from '#domain/offline-catalog';
import { offlineSearch } from '#domain/offline-search';
import { makeOfflineProduct } from '#domain/testing';
import { CURRENT, STORE, catalogDb } from './catalog-db';
import { deleteSaved, saveCatalog, savedCatalog, savedSearch, savedSlice, savedSummary } from './saved-catalog';
import { SHARDS, groupKey, shardKey, shardOf, sliceFor } from './saved-slices';

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

describe('slices of the saved catalogue', () => {
  const inCategory = (n: number, category: string, condition: 'Nuevo' | 'Usado' = 'Nuevo') =>
    makeOfflineProduct(String(n), { name: `P ${n}`, category, condition });
  const ids = (slice: { products: readonly OfflineProduct[] } | null) => slice!.products.map((p) => p.id);
  // 'Plataformas' is in two groups; the used bearing must stay used in its group's slice.
  const products = [
    inCategory(1, 'Filtros'),
    inCategory(2, 'Rodamientos', 'Usado'),
    inCategory(3, 'Neumáticos'),
    inCategory(4, 'Plataformas'),
    inCategory(5, 'Rodamientos'),
  ];

  it("keeps each catalogue page's group in the stored order, with the conditions as they are", async () => {
    expect(await saveCatalog(encodeOfflineCatalog('v1', products, [], true), 'v1')).toBe(true);
    const repuestos = await savedSlice(groupKey('Repuestos'));
    expect(ids(repuestos)).toEqual(['2', '4', '5']);
    expect(repuestos!.products.map((p) => p.condition)).toEqual(['Usado', 'Nuevo', 'Nuevo']);
    expect(repuestos).toMatchObject({ pricesIncludeIva: true, savedAt: Date.parse((await savedSummary())!.savedAt) });
    expect(ids(await savedSlice(groupKey('Maquinaria')))).toEqual(['4']);
    expect(ids(await savedSlice(groupKey('Neumáticos')))).toEqual(['3']);
  });

  it('puts every product in the one shard its id names, and spreads ids over the shards', async () => {
    await saveCatalog(encodeOfflineCatalog('v1', products, []), 'v1');
    for (const p of products) expect(ids(await savedSlice(shardKey(p.id)))).toContain(p.id);
    const shards = await Promise.all(Array.from({ length: SHARDS }, (_, n) => savedSlice(`fragmento:${n}`)));
    expect(shards.flatMap(ids).sort()).toEqual(['1', '2', '3', '4', '5']);
    expect(new Set(Array.from({ length: 2000 }, (_, n) => shardOf(String(n)))).size).toBe(SHARDS);
  });

  it('reads no slice of a version no longer kept, and the whole when a build kept none', async () => {
    await saveCatalog(encodeOfflineCatalog('v1', products, []), 'v1');
    expect(ids(await savedSlice(groupKey('Neumáticos')))).toEqual(['3']);
    await saveCatalog(encodeOfflineCatalog('v2', [inCategory(9, 'Neumáticos')], []), 'v2');
    expect(ids(await savedSlice(groupKey('Neumáticos')))).toEqual(['9']);
    expect(ids(await savedSlice(shardKey('3')))).not.toContain('3');
    // Kept by a build that made no slices: the whole (here, the one tyre) instead of an empty group.
    await (await catalogDb()).delete(STORE, groupKey('Maquinaria'));
    expect(ids(await savedSlice(groupKey('Maquinaria')))).toEqual(['9']);
    // Kept as text alone by an older build: converted on this first read, slices too.
    await deleteSaved();
    expect(await savedSlice(groupKey('Repuestos'))).toBeNull();
    await (await catalogDb()).put(STORE, { version: 'v0', text: text('v0'), savedAt: '2026-11-01T10:00:00.000Z', bytes: 1, count: 2 }, CURRENT);
    expect(ids(await savedSlice(shardKey('1')))).toContain('1');
    expect(ids(await savedSlice(groupKey('Repuestos')))).toEqual([]);
  });

  it('names what each page reads: its shard, its group, the whole with a machine, the index with words', () => {
    const at = (path: string) => sliceFor(new URL(path, 'https://t.ar'));
    expect(at('/producto/rodamientos/rodamiento-6205-12480')).toBe(shardKey('12480'));
    expect(at('/repuestos?vista=usados&categoria=Rodamientos')).toBe(groupKey('Repuestos'));
    expect(at('/neumaticos')).toBe(groupKey('Neumáticos'));
    expect(at('/repuestos?maquina=john-deere/1550')).toBe('whole');
    expect(at('/repuestos?q=filtro')).toBe('search');
    expect(at('/buscar?q=filtro')).toBe('search');
    expect(at('/repuestos?q=%20%20')).toBe(groupKey('Repuestos'));
    expect(at('/contacto')).toBeNull();
  });
});
