import { readFileSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createCatalogStore, type CatalogStore, type CatalogStoreOptions } from './store';
import { catalogCsv, makeTempDir, toCsv, xlsxBytes } from '../../tests/support/catalog';

let temp: ReturnType<typeof makeTempDir>;
let source: string;
let logs: { info: string[]; error: string[]; debug: string[] };
const stores: CatalogStore[] = [];

beforeEach(() => {
  temp = makeTempDir();
  source = path.join(temp.dir, 'catalogo.csv');
  logs = { info: [], error: [], debug: [] };
});
afterEach(async () => {
  await Promise.all(stores.splice(0).map((s) => s.stop()));
  temp.cleanup();
});

/** A started store (refreshing on the worker thread, as in production) after its first read. */
async function startedStore(overrides: Partial<CatalogStoreOptions> = {}): Promise<CatalogStore> {
  const store = createCatalogStore({
    source,
    dataDir: path.join(temp.dir, 'data'),
    refreshSeconds: 3600,
    logger: { info: (m) => logs.info.push(m), error: (m) => logs.error.push(m), debug: (m) => logs.debug.push(m) },
    ...overrides,
  });
  stores.push(store);
  store.start();
  await store.ready();
  return store;
}

/** Parses done by the worker thread, counted from their log lines. */
const workerParses = () => logs.info.filter((m) => m.startsWith('actualizado desde') && m.endsWith('en un hilo aparte')).length;
const interval = (store: CatalogStore) => store.refreshNow({ ifChanged: true });

describe('CatalogStore: an unchanged local file', () => {
  it('is not parsed again on the interval: the snapshot stays, the check is logged at debug level and shown as the last attempt', async () => {
    writeFileSync(source, catalogCsv(4));
    const store = await startedStore();
    expect(workerParses()).toBe(1);
    const before = store.current();
    const loadedAt = store.status().loadedAt;
    const result = await interval(store);
    expect(result).toMatchObject({ ok: true, unchanged: true, productCount: 4 });
    expect(workerParses()).toBe(1);
    expect(store.current()).toBe(before);
    expect(store.status()).toMatchObject({ state: 'ok', loadedAt, productCount: 4, lastError: null });
    expect(store.status().lastAttemptAt).not.toBe(loadedAt); // the check, after the read
    // Monitoring's age counts from the check, so a quiet sheet does not look stuck.
    expect(store.status().confirmedAt! > loadedAt!).toBe(true);
    expect(logs.debug.join('\n')).toContain('sin cambios en catalogo.csv');
  });

  it('is parsed when touched, even with the same bytes', async () => {
    writeFileSync(source, catalogCsv(4));
    const store = await startedStore();
    const later = new Date(statSync(source).mtimeMs + 5_000);
    utimesSync(source, later, later);
    const result = await interval(store);
    expect(result.unchanged).toBeUndefined();
    expect(workerParses()).toBe(2);
  });

  it('is parsed when its content changed with the same size and modification time', async () => {
    writeFileSync(source, catalogCsv(4));
    const store = await startedStore();
    const { size, atime, mtime } = statSync(source);
    writeFileSync(source, readFileSync(source, 'utf8').replace('Producto 3', 'Producto X'));
    utimesSync(source, atime, mtime); // as cp -p or an unzip would leave it
    expect(statSync(source).size).toBe(size);
    await interval(store);
    expect(workerParses()).toBe(2);
    expect(store.current()?.products.map((p) => p.name)).toContain('Producto X');
  });

  it('is parsed when a table read beside it (sinonimos.csv) appears, then skipped again', async () => {
    writeFileSync(source, catalogCsv(4));
    const store = await startedStore();
    const synonyms = path.join(temp.dir, 'sinonimos.csv');
    writeFileSync(
      synonyms,
      toCsv([
        ['Término 1', 'Término 2'],
        ['Ruleman', 'Rodamiento'],
      ]),
    );
    await interval(store);
    expect(workerParses()).toBe(2);
    expect(store.current()?.synonyms).toHaveLength(1);
    await interval(store);
    expect(workerParses()).toBe(2);
  });

  it('is parsed on a forced refresh (the staff, a new rate), and when the rate changed', async () => {
    writeFileSync(source, catalogCsv(4));
    let rate = { value: 1000, label: 'oficial', date: '2026-11-01' };
    const store = await startedStore({ rate: () => Promise.resolve(rate) });
    await store.refreshNow();
    expect(workerParses()).toBe(2);
    rate = { ...rate, value: 1100 };
    await interval(store);
    expect(workerParses()).toBe(3);
    expect(store.current()?.rate?.value).toBe(1100);
    await interval(store);
    expect(workerParses()).toBe(3);
  });

  it('a forced refresh asked during an interval check does not take its "unchanged" for an answer', async () => {
    writeFileSync(source, catalogCsv(4));
    const store = await startedStore();
    const check = interval(store);
    const forced = store.refreshNow();
    expect((await check).unchanged).toBe(true);
    expect((await forced).unchanged).toBeUndefined();
    expect(workerParses()).toBe(2);
  });

  it('is parsed again after a failed read, once the file is back as it was', async () => {
    writeFileSync(source, catalogCsv(4));
    const store = await startedStore();
    const good = readFileSync(source);
    const { atime, mtime } = statSync(source);
    writeFileSync(source, 'no,es,un,catalogo\n');
    expect((await interval(store)).ok).toBe(false);
    writeFileSync(source, good);
    utimesSync(source, atime, mtime);
    expect((await interval(store)).ok).toBe(true);
    expect(store.status()).toMatchObject({ state: 'ok', lastError: null });
  });

  it('an XLSX workbook is skipped the same way', async () => {
    source = path.join(temp.dir, 'catalogo.xlsx');
    const rows = catalogCsv(3)
      .trim()
      .split(/\r?\n/)
      .map((line) => line.split(','));
    writeFileSync(source, await xlsxBytes({ Productos: rows }));
    const store = await startedStore();
    expect(store.current()?.products).toHaveLength(3);
    expect((await interval(store)).unchanged).toBe(true);
    expect(workerParses()).toBe(1);
  });
});

describe('CatalogStore: a remote source', () => {
  it('is read on every interval, as before', async () => {
    writeFileSync(source, catalogCsv(2));
    let requests = 0;
    const fetchFn: typeof fetch = () => {
      requests++;
      return Promise.resolve(new Response(catalogCsv(2), { headers: { 'content-type': 'text/csv' } }));
    };
    const store = await startedStore({ source: 'https://example.test/pub?output=csv', fetch: fetchFn });
    await interval(store);
    expect(requests).toBe(2);
  });
});
