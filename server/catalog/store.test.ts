import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { lastGoodPath } from './snapshot-file';
import { catalogStoreFromConfig, createCatalogStore, type CatalogStore, type CatalogStoreOptions } from './store';
import { parseConfig } from '../config';
import { catalogCsv, HEADER, makeTempDir, productRow, startServer, toCsv } from '../../tests/support/catalog';

interface Captured {
  info: string[];
  error: string[];
}

let temp: ReturnType<typeof makeTempDir>;
let source: string;
let dataDir: string;
let logs: Captured;
const stores: CatalogStore[] = [];

beforeEach(() => {
  temp = makeTempDir();
  source = path.join(temp.dir, 'catalogo.csv');
  dataDir = path.join(temp.dir, 'data');
  logs = { info: [], error: [] };
});
afterEach(async () => {
  await Promise.all(stores.splice(0).map((s) => s.stop()));
  temp.cleanup();
});

function makeStore(overrides: Partial<CatalogStoreOptions> = {}): CatalogStore {
  const store = createCatalogStore({
    source,
    dataDir,
    refreshSeconds: 3600,
    logger: { info: (m) => logs.info.push(m), error: (m) => logs.error.push(m) },
    ...overrides,
  });
  stores.push(store);
  return store;
}

const writeCatalog = (count: number) => writeFileSync(source, catalogCsv(count));

async function waitFor(check: () => boolean, ms = 3_000): Promise<void> {
  const until = Date.now() + ms;
  while (!check()) {
    if (Date.now() > until) throw new Error('condition not reached in time');
    await new Promise((r) => setTimeout(r, 10));
  }
}

/** A store that has started and finished its first read. */
async function startedStore(overrides: Partial<CatalogStoreOptions> = {}): Promise<CatalogStore> {
  const store = makeStore(overrides);
  store.start();
  await store.ready();
  return store;
}

describe('CatalogStore', () => {
  it('loads the source, serves a snapshot and saves last-good.json atomically', async () => {
    writeFileSync(source, toCsv([HEADER, productRow(1), productRow(2, { Titulo: '' }), productRow(3, { Precio: 'abc' })]));
    const store = makeStore();
    expect(store.current()).toBeNull();
    store.start();
    await store.ready();
    const snapshot = store.current();
    expect(snapshot?.products.map((p) => p.id)).toEqual(['P3', 'P1']);
    expect(snapshot?.index.size).toBe(2);
    expect(snapshot?.source).toBe('catalogo.csv');
    const status = store.status();
    expect(status).toMatchObject({ state: 'ok', productCount: 2, lastError: null, refreshing: false, source: 'catalogo.csv' });
    expect(status.loadedAt).toBe(snapshot?.loadedAt);
    expect(status.issues.map((i) => i.row)).toEqual([...status.issues.map((i) => i.row)].sort((a, b) => a - b));
    expect(status.issues.some((i) => i.row === 3 && i.severity === 'error')).toBe(true); // untitled row
    expect(status.issues.some((i) => i.row === 4 && i.column === 'Precio')).toBe(true);

    const saved = JSON.parse(readFileSync(lastGoodPath(dataDir), 'utf8')) as { rows: unknown[]; loadedAt: string };
    expect(saved.rows).toHaveLength(3);
    expect(saved.loadedAt).toBe(snapshot?.loadedAt);
    expect(readdirSync(path.dirname(lastGoodPath(dataDir)))).toEqual(['last-good.json']); // no temp files left
    expect(logs.info.at(-1)).toMatch(/3 filas, 2 productos, \d+ avisos .* \d+ ms/);
  });

  it('keeps the last good catalogue when the source fails, and says why', async () => {
    writeCatalog(4);
    const store = await startedStore();
    const good = store.current();

    rmSync(source);
    const failed = await store.refreshNow();
    expect(failed).toMatchObject({ ok: false, productCount: 4, rowCount: 0 });
    expect(failed.error).toContain('No se encontró el archivo del catálogo catalogo.csv');
    expect(store.current()).toBe(good);
    expect(store.status()).toMatchObject({ state: 'stale', productCount: 4 });
    expect(store.status().lastError).toBe(failed.error);
    expect(logs.error.at(-1)).toContain('Se sigue mostrando el catálogo anterior (4 productos');

    // A header without required columns: the report names them on row 1.
    writeFileSync(
      source,
      toCsv([
        ['ID', 'Titulo', 'Marca'],
        ['1', 'x', 'y'],
      ]),
    );
    const broken = await store.refreshNow();
    expect(broken.ok).toBe(false);
    expect(store.current()).toBe(good);
    expect(store.status().lastError).toContain('Precio, Categoria');
    expect(store.status().lastErrorCode).toBe('missing-columns');
    expect(store.status().issues).toEqual([
      expect.objectContaining({ row: 1, column: 'Precio', severity: 'error' }),
      expect.objectContaining({ row: 1, column: 'Categoria', severity: 'error' }),
    ]);

    writeCatalog(6);
    const recovered = await store.refreshNow();
    expect(recovered).toMatchObject({ ok: true, productCount: 6, rowCount: 6, error: null });
    expect(store.status()).toMatchObject({ state: 'ok', lastError: null, lastErrorCode: null, productCount: 6 });
  });

  it('keeps the last good catalogue when a read yields no usable product', async () => {
    writeCatalog(3);
    const store = await startedStore();
    const good = store.current();
    writeFileSync(source, toCsv([HEADER, productRow(1, { Titulo: '' }), productRow(2, { Titulo: 'Sin título' })]));
    const result = await store.refreshNow();
    expect(result.ok).toBe(false);
    expect(result.error).toContain('no tiene productos utilizables');
    expect(store.current()).toBe(good);
    expect(store.status().state).toBe('stale');
    expect(
      store
        .status()
        .issues.filter((i) => i.severity === 'error')
        .map((i) => i.row),
    ).toEqual([2, 3]);
    // the saved copy is still the good one
    expect((JSON.parse(readFileSync(lastGoodPath(dataDir), 'utf8')) as { rows: unknown[] }).rows).toHaveLength(3);
  });

  it('after a restart with the source down, serves the saved catalogue at once', async () => {
    writeCatalog(5);
    const first = await startedStore();
    const loadedAt = first.current()?.loadedAt;
    await first.stop();

    rmSync(source);
    const second = makeStore();
    second.start();
    // restored synchronously, before any read of the source
    expect(second.current()?.products.map((p) => p.id)).toEqual(['P5', 'P4', 'P3', 'P2', 'P1']);
    expect(second.current()?.loadedAt).toBe(loadedAt);
    expect(second.current()?.index.byId('p3')?.name).toBe('Producto 3');
    await second.ready();
    expect(second.status()).toMatchObject({ state: 'stale', productCount: 5, loadedAt });
    expect(second.status().lastError).toContain('catalogo.csv');
    expect(logs.info.some((m) => m.includes('restaurado'))).toBe(true);
  });

  it('reports never-loaded when the first start finds neither source nor saved copy', async () => {
    const store = makeStore();
    store.start();
    expect(store.current()).toBeNull();
    // While the first read runs there is no failure yet: pages say the catalogue is being updated.
    expect(store.status()).toMatchObject({ lastError: null, lastErrorCode: null });
    await store.ready();
    expect(store.current()).toBeNull();
    const status = store.status();
    expect(status.lastErrorCode).toBe('file-missing');
    expect(status).toMatchObject({ state: 'never-loaded', productCount: 0, loadedAt: null, refreshing: false });
    expect(status.lastError).toContain('No se encontró el archivo');
    expect(status.lastAttemptAt).not.toBeNull();
    expect(logs.error.at(-1)).toContain('No hay catálogo anterior');
    expect(existsSync(lastGoodPath(dataDir))).toBe(false);
  });

  it('ignores a corrupt saved copy and loads from the source', async () => {
    writeCatalog(2);
    const store = makeStore();
    const file = lastGoodPath(dataDir);
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, '{"format": "otro"');
    store.start();
    expect(store.current()).toBeNull();
    expect(logs.error[0]).toContain('no se pudo restaurar');
    await store.ready();
    expect(store.status()).toMatchObject({ state: 'ok', productCount: 2 });
  });

  it('never runs two refreshes at once', async () => {
    let requests = 0;
    const server = await startServer((_req, res) => {
      requests++;
      setTimeout(() => res.writeHead(200, { 'content-type': 'text/csv' }).end(catalogCsv(3)), 200);
    });
    try {
      const store = makeStore({ source: `${server.url}/pub?output=csv&token=SECRETO` });
      const a = store.refreshNow();
      const b = store.refreshNow();
      expect(store.status().refreshing).toBe(true);
      const c = store.refreshNow();
      expect(b).toBe(a);
      expect(c).toBe(a);
      expect((await Promise.all([a, b, c])).every((r) => r.ok)).toBe(true);
      expect(requests).toBe(1);
      expect(store.status().refreshing).toBe(false);
      await store.refreshNow();
      expect(requests).toBe(2);
      // secrets in the URL never reach the status or the log
      expect(store.status().source).toBe(`${new URL(server.url).host}/pub`);
      expect([...logs.info, ...logs.error].join('\n')).not.toContain('SECRETO');
    } finally {
      await server.close();
    }
  });

  it('refreshes in the background on its interval, with an unref’d timer, until stopped', async () => {
    writeCatalog(2);
    const store = makeStore({ refreshSeconds: 0.05 });
    store.start();
    store.start(); // idempotent: still one timer
    await store.ready();
    expect(store.current()?.products).toHaveLength(2);
    // The timer must not keep the process alive (private field, checked on purpose).
    expect((store as unknown as { timer: NodeJS.Timeout }).timer.hasRef()).toBe(false);
    writeCatalog(7);
    // A read runs on a worker thread: on a loaded 2-core machine it can take seconds.
    await waitFor(() => store.current()?.products.length === 7, 20_000);
    await store.stop();
    writeCatalog(9);
    await new Promise((r) => setTimeout(r, 200));
    expect(store.current()?.products).toHaveLength(7);
  });

  it('logs failures with the [catálogo] prefix by default', async () => {
    const spy = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      const store = createCatalogStore({ source, dataDir, refreshSeconds: 3600 });
      stores.push(store);
      await store.refreshNow();
      expect(spy).toHaveBeenCalledWith(expect.stringMatching(/^\[catálogo\] no se pudo actualizar desde catalogo\.csv: No se encontró/));
    } finally {
      spy.mockRestore();
    }
  });
});

describe('catalogStoreFromConfig', () => {
  it('creates a store from the config that loads once started', async () => {
    writeCatalog(3);
    vi.stubEnv('CATALOG_SOURCE', source);
    vi.stubEnv('DATA_DIR', dataDir);
    const log = vi.spyOn(console, 'log').mockImplementation(() => undefined);
    try {
      const store = catalogStoreFromConfig(parseConfig(process.env));
      stores.push(store);
      store.start();
      await store.ready();
      expect(store.status()).toMatchObject({ state: 'ok', productCount: 3, source: 'catalogo.csv' });
    } finally {
      log.mockRestore();
      vi.unstubAllEnvs();
    }
  });
});

describe('CatalogStore: the synonym table', () => {
  const synonymsFile = () => path.join(temp.dir, 'sinonimos.csv');
  const writeSynonyms = (rows: string[][]) => writeFileSync(synonymsFile(), toCsv([['Término 1', 'Término 2', 'Término 3'], ...rows]));
  const GOOD = [
    ['Ruleman', 'Rodamiento', 'Rulemán'],
    ['Burro de arranque', 'Motor de arranque'],
  ];
  /** Products whose names only the synonyms reach from the customers' words. */
  const writeTradeCatalog = () =>
    writeFileSync(
      source,
      toCsv([HEADER, productRow(1, { Titulo: 'Rodamiento SKF 6205' }), productRow(2, { Titulo: 'Motor de arranque Bosch 12 V' }), productRow(3)]),
    );
  const found = (store: CatalogStore, term: string) =>
    store
      .current()
      ?.index.search({ term, offset: 0, limit: 10 })
      .items.map((p) => p.id);
  /** The trade catalogue and GOOD read once by a store that then stopped: its copy is on disk. */
  const savedByAnEarlierRun = async () => {
    writeTradeCatalog();
    writeSynonyms(GOOD);
    await (await startedStore()).stop();
  };
  const saved = () => JSON.parse(readFileSync(lastGoodPath(dataDir), 'utf8')) as { synonyms?: string[][]; sourceIssues: { column: string }[] };

  it('builds the index with the groups read beside the products, and saves them', async () => {
    writeTradeCatalog();
    writeSynonyms(GOOD);
    const store = await startedStore();
    expect(store.current()?.synonyms).toEqual(GOOD);
    expect(found(store, 'ruleman 6205')).toEqual(['P1']);
    expect(found(store, 'burro de arranque')).toEqual(['P2']);
    expect(saved().synonyms).toEqual(GOOD);
    expect(logs.info.at(-1)).toContain('2 grupos de sinónimos');
  });

  it('without a synonym table: no synonyms, no warning', async () => {
    writeTradeCatalog();
    const store = await startedStore();
    expect(store.current()?.synonyms).toEqual([]);
    expect(found(store, 'ruleman 6205')).toEqual([]);
    expect(store.status().issues.filter((i) => i.column === 'sinonimos')).toEqual([]);
  });

  it('a broken table never fails the refresh: the last good groups stay, in memory and on disk, and the staff are told', async () => {
    writeTradeCatalog();
    writeSynonyms([...GOOD, ['solo']]);
    const store = await startedStore();
    expect(store.status().issues).toContainEqual(expect.objectContaining({ row: 4, column: 'sinonimos', severity: 'warning' }));

    writeFileSync(synonymsFile(), Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0, 0, 0, 0]));
    writeCatalog(5); // the products change in the same refresh
    const result = await store.refreshNow();
    expect(result).toMatchObject({ ok: true, productCount: 5, error: null });
    expect(store.status().state).toBe('ok');
    expect(store.current()?.synonyms).toEqual(GOOD);
    const warning = store.status().issues.find((i) => i.column === 'sinonimos' && i.row === 1);
    expect(warning?.severity).toBe('warning');
    expect(warning?.problem).toContain('sinonimos.csv');
    expect(warning?.problem).toContain('formato antiguo de Excel');
    expect(warning?.problem).toContain('Se siguen usando los 2 grupos de sinónimos');
    expect(saved().synonyms).toEqual(GOOD);
    expect(saved().sourceIssues.some((i) => i.column === 'sinonimos')).toBe(true);
    expect(logs.error.at(-1)).toContain('no se pudo leer la tabla de sinónimos');

    // fixed: the new groups replace the old ones, the warning goes
    writeSynonyms([['Gato', 'Crique']]);
    await store.refreshNow();
    expect(store.current()?.synonyms).toEqual([['Gato', 'Crique']]);
    expect(store.status().issues.filter((i) => i.column === 'sinonimos')).toEqual([]);
  });

  it('a broken table on the first read after a restart keeps the saved groups', async () => {
    await savedByAnEarlierRun();

    writeFileSync(synonymsFile(), Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0, 0, 0, 0]));
    const second = await startedStore();
    expect(second.status().state).toBe('ok');
    expect(second.current()?.synonyms).toEqual(GOOD);
    expect(found(second, 'ruleman 6205')).toEqual(['P1']);
  });

  it('restores the synonyms from disk with the products, before any read', async () => {
    await savedByAnEarlierRun();

    rmSync(source);
    const second = makeStore();
    second.start();
    expect(second.current()?.synonyms).toEqual(GOOD);
    expect(found(second, 'ruleman 6205')).toEqual(['P1']);
    expect(logs.info.some((m) => m.includes('restaurado') && m.includes('2 grupos de sinónimos'))).toBe(true);
  });

  it('restores a saved copy written before synonyms existed, with none', async () => {
    const file = lastGoodPath(dataDir);
    mkdirSync(path.dirname(file), { recursive: true });
    const rows = [productRow(1, { Titulo: 'Rodamiento SKF 6205' }), productRow(2)].map((r) => Object.fromEntries(HEADER.map((h, i) => [h, r[i]])));
    writeFileSync(
      file,
      JSON.stringify({ format: 'catalogo-last-good/1', source: 'catalogo.csv', loadedAt: '2026-01-01T00:00:00.000Z', rows, sourceIssues: [] }),
    );
    const store = makeStore();
    store.start();
    expect(store.current()?.products).toHaveLength(2);
    expect(store.current()?.synonyms).toEqual([]);
    expect(found(store, 'rodamiento 6205')).toEqual(['P1']);
  });
});

describe('CatalogStore: the refresh worker', () => {
  const synonymsFile = () => path.join(temp.dir, 'sinonimos.csv');
  /** A catalogue with warnings, an untitled row, a bad price and a synonym table with a bad row. */
  const writeMixed = () => {
    writeFileSync(
      source,
      toCsv([
        HEADER,
        ...Array.from({ length: 900 }, (_, i) =>
          productRow(i + 1, i % 97 === 0 ? { Titulo: '' } : i % 31 === 0 ? { Precio: 'abc' } : { Titulo: `Rodamiento ${i} SKF` }),
        ),
      ]),
    );
    writeFileSync(synonymsFile(), toCsv([['Término 1', 'Término 2'], ['Ruleman', 'Rodamiento'], ['solo']]));
  };
  const worker = (extra: string) => {
    const file = path.join(temp.dir, `worker-${Math.random().toString(36).slice(2)}.mjs`);
    writeFileSync(file, extra);
    return new URL(`file://${file}`);
  };
  const view = (store: CatalogStore) => {
    const s = store.current()!;
    return {
      products: s.products,
      issues: s.issues,
      synonyms: s.synonyms,
      search: ['ruleman 15', 'rodamineto', 'skf', 'p3'].map((term) => s.index.search({ term, offset: 0, limit: 50 }).items.map((p) => p.id)),
      status: { ...store.status(), loadedAt: null, confirmedAt: null, lastAttemptAt: null },
    };
  };

  it('gives the same products, row report, synonyms and answers as the main-thread refresh, and saves the same copy', async () => {
    writeMixed();
    const inWorker = await startedStore();
    expect(logs.info.at(-1)).toMatch(/en un hilo aparte$/);
    expect(logs.error).toEqual([]);
    const savedByWorker = JSON.parse(readFileSync(lastGoodPath(dataDir), 'utf8')) as Record<string, unknown>;

    rmSync(path.join(dataDir, 'catalog'), { recursive: true, force: true });
    const inThread = await startedStore({ worker: false });
    expect(logs.info.at(-1)).toMatch(/en el hilo principal$/);
    const savedInThread = JSON.parse(readFileSync(lastGoodPath(dataDir), 'utf8')) as Record<string, unknown>;

    expect(view(inWorker)).toEqual(view(inThread));
    expect(inWorker.current()!.products.length).toBeGreaterThan(800);
    expect(inWorker.current()!.issues.length).toBeGreaterThan(10);
    expect({ ...savedByWorker, loadedAt: null }).toEqual({ ...savedInThread, loadedAt: null });
  });

  it('a source failure in the worker keeps the last good catalogue, as on the main thread', async () => {
    writeCatalog(4);
    const store = await startedStore();
    rmSync(source);
    const result = await store.refreshNow();
    expect(result).toMatchObject({ ok: false, productCount: 4 });
    expect(store.current()?.products).toHaveLength(4);
    expect(store.status().state).toBe('stale');
    writeFileSync(source, toCsv([HEADER, productRow(1, { Titulo: '' })]));
    expect(await store.refreshNow()).toMatchObject({ ok: false, productCount: 4 });
    expect(store.status().issues.some((i) => i.row === 2 && i.severity === 'error')).toBe(true);
  });

  it('a worker that cannot start: the refresh runs on the main thread, said in one line, not retried', async () => {
    writeCatalog(3);
    const store = await startedStore({ workerUrl: worker("throw new Error('roto');") });
    expect(store.current()?.products).toHaveLength(3);
    expect(logs.error).toHaveLength(1);
    expect(logs.error[0]).toMatch(/^no se pudo usar el hilo aparte para leer el catálogo \(.*roto.*\); se lee en el hilo principal\.$/);
    expect(logs.info.at(-1)).toMatch(/en el hilo principal$/);
    writeCatalog(5);
    expect(await store.refreshNow()).toMatchObject({ ok: true, productCount: 5 });
    expect(logs.error).toHaveLength(1);
  });

  it('a worker that dies half-way: this refresh runs on the main thread, the next tries the worker again', async () => {
    writeCatalog(3);
    const store = makeStore({
      workerUrl: worker(
        "import { parentPort } from 'node:worker_threads';\n" +
          "parentPort.postMessage({ type: 'ready', rowCount: 3, skeleton: { products: { __part: 'array', length: 3 } }, partCount: 2 });\n" +
          "parentPort.on('message', () => process.exit(3));\n",
      ),
    });
    store.start();
    await store.ready();
    expect(store.current()?.products).toHaveLength(3);
    expect(logs.error).toEqual([expect.stringMatching(/^no se pudo usar el hilo aparte .*código 3.*hilo principal\.$/)]);
    await store.refreshNow();
    expect(logs.error).toHaveLength(2); // tried again
    expect(store.status().state).toBe('ok');
  });

  it('keeps the last good catalogue when the worker crashes and the main thread cannot read either', async () => {
    writeCatalog(4);
    const store = await startedStore();
    rmSync(source);
    const crashing = makeStore({ workerUrl: worker('process.exit(1);') });
    (crashing as unknown as { snapshot: unknown }).snapshot = store.current();
    const result = await crashing.refreshNow();
    expect(result).toMatchObject({ ok: false, productCount: 4 });
    expect(crashing.current()).toBe(store.current());
  });
});
