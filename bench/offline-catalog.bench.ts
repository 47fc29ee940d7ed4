// The catalogue on the phone (npx tsx bench/offline-catalog.bench.ts [--no-browser] [catalogo.csv]):
//  - the file: bytes raw, brotli (the server's quality 9) and gzip, and the time to build it;
//  - the offline search (domain/offline-search.ts) over the judged query sets: p50/p95 ms per
//    query in Node, and in Chromium at CPU ×4 (CDP Emulation.setCPUThrottlingRate) unless
//    --no-browser; and how much its top 10 shares with the server's search (server/catalog) top 10;
//  - in Chromium, what a page pays before its first page drawn from the kept catalogue: reading and
//    indexing the file, against reading the products and the index kept built in IndexedDB.
// A measurement, not a test: it always exits 0.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { build } from 'esbuild';
import { chromium } from '@playwright/test';
import { productsFromRows } from '../domain/product';
import { decodeOfflineCatalog } from '../domain/offline-catalog';
import { buildOfflineIndex, offlineSearch } from '../domain/offline-search';
import { buildCatalogIndex } from '../server/catalog/index';
import { buildOfflineCatalogText } from '../server/catalog/offline-file';
import { machineSourceOf } from '../server/catalog/machines';
import { readCatalogTable } from '../server/catalog/sources';
import { savedMachineSource } from '../domain/machines/offline-fit';
import type { Product } from '../domain/types';

const K = 10;
const args = process.argv.slice(2);
const CSV = path.resolve(args.find((a) => !a.startsWith('--')) ?? 'data/catalogo.csv');
const SETS = ['search-queries.json', 'search-queries-litoral.json'].map((f) => path.resolve(import.meta.dirname, f));

/**
 * A part and a machine of its 'Aplica para' ('correa john deere 1550', as bench/catalog.bench.ts
 * builds them): the judged sets name no machine the catalogue has, so these show the machine reading.
 */
function machinePhrases(products: readonly Product[], count: number): string[] {
  const fitting = products.filter((p) => /\d/.test(p.appliesTo));
  const step = Math.max(1, Math.floor(fitting.length / count));
  return fitting
    .filter((_, k) => k % step === 0)
    .slice(0, count)
    .map((p) =>
      `${p.name.split(' ')[0]} ${p.appliesTo
        .replace(/^motor\s+/i, '')
        .split(/[,(]/)[0]
        .trim()}`.toLowerCase(),
    );
}

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
};

async function main() {
  const table = await readCatalogTable(CSV, { googleSheetsApiUrl: 'https://sheets.googleapis.com' });
  const products = productsFromRows(table.rows).products;
  const serverIndex = buildCatalogIndex(products, table.synonyms && table.synonyms.length > 0 ? { synonyms: table.synonyms } : {});
  // The shop reads machines in the words as the store wires each snapshot (built-in brands: the sample has no 'maquinas' tab).
  serverIndex.useMachines(machineSourceOf({ products, index: serverIndex }));
  const allPhotos = { shown: () => true, color: () => '#6b8e23' };
  let t = performance.now();
  const { version, text } = buildOfflineCatalogText(products, allPhotos, table.synonyms ?? []);
  const buildMs = performance.now() - t;
  const raw = Buffer.from(text);
  t = performance.now();
  const br = zlib.brotliCompressSync(raw, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 9, [zlib.constants.BROTLI_PARAM_LGWIN]: 22 } });
  const brMs = performance.now() - t;
  const gz = zlib.gzipSync(raw, { level: 9 });
  t = performance.now();
  const catalog = decodeOfflineCatalog(text, version)!;
  const index = buildOfflineIndex(catalog.products, catalog.synonyms);
  const loadMs = performance.now() - t;
  t = performance.now();
  const machines = savedMachineSource(catalog.products, catalog.machineBrands);
  machines.model('', ''); // reads the machine index, as the first brand typed on the phone does
  const machinesMs = performance.now() - t;

  const judged = SETS.flatMap((file) => (JSON.parse(readFileSync(file, 'utf8')) as { queries: { query: string; relevant: string[] }[] }).queries);
  const phrases = machinePhrases(products, 100);
  const queries = [...judged, ...phrases.map((query) => ({ query, relevant: [] as string[] }))];
  const machineOverlaps: number[] = [];
  const phraseTimes: number[] = [];
  const times: number[] = [];
  const overlaps: number[] = [];
  let recallSum = 0;
  let recallCount = 0;
  for (const q of queries) {
    offlineSearch(index, { term: q.query, machines });
    const start = performance.now();
    const found = offlineSearch(index, { term: q.query, machines });
    times.push(performance.now() - start);
    if (phrases.includes(q.query)) phraseTimes.push(times[times.length - 1]);
    const mine = found.items.slice(0, K).map((p) => p.id);
    const theirs = serverIndex.search({ term: q.query, offset: 0, limit: K }).items.map((p) => p.id);
    if (theirs.length > 0)
      (q.relevant.length === 0 && phrases.includes(q.query) ? machineOverlaps : overlaps).push(theirs.filter((id) => mine.includes(id)).length / theirs.length);
    if (q.relevant.length > 0) {
      recallSum += q.relevant.filter((id) => mine.includes(id)).length / Math.min(q.relevant.length, K);
      recallCount++;
    }
  }
  const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / xs.length;

  let browserLine = 'not run (--no-browser)';
  if (!args.includes('--no-browser')) {
    const bundle = await build({
      stdin: {
        contents: `import { decodeOfflineCatalog } from './domain/offline-catalog'; import { buildOfflineIndex, offlineSearch } from './domain/offline-search';
          import { savedMachineSource } from './domain/machines/offline-fit';
          import { packOfflineIndex, unpackOfflineIndex } from './domain/offline-index-pack'; import { openDB } from 'idb';
          globalThis.runBench = async (text, version, queries) => { const t0 = performance.now(); const c = decodeOfflineCatalog(text, version); const index = buildOfflineIndex(c.products, c.synonyms); const load = performance.now() - t0;
            const tm = performance.now(); const machines = savedMachineSource(c.products, c.machineBrands); machines.model('', ''); const machinesMs = performance.now() - tm;
            // Words alone first, then with machines: the same queries, the same page, back to back.
            const without = queries.map((q) => { const s = performance.now(); offlineSearch(index, { term: q }); return performance.now() - s; });
            const times = queries.map((q) => { const s = performance.now(); offlineSearch(index, { term: q, machines }); return performance.now() - s; });
            // What a page reads since the index is kept built (app/offline/saved-catalog.ts): each record in a fresh connection.
            const db = await openDB('bench', 1, { upgrade: (d) => d.createObjectStore('s') });
            await db.put('s', { version, catalog: c }, 'productos'); await db.put('s', { version, index: packOfflineIndex(index) }, 'indice'); db.close();
            const again = await openDB('bench', 1); const t1 = performance.now(); const products = await again.get('s', 'productos'); const productsMs = performance.now() - t1;
            const t2 = performance.now(); const packed = await again.get('s', 'indice'); unpackOfflineIndex(packed.index, products.catalog.products, products.catalog.synonyms); const indexMs = performance.now() - t2;
            return { load, times, without, productsMs, indexMs, machinesMs }; };`,
        resolveDir: path.resolve(import.meta.dirname, '..'),
        loader: 'ts',
      },
      bundle: true,
      format: 'iife',
      write: false,
    });
    const browser = await chromium.launch({ executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium', args: ['--headless=new', '--no-sandbox'] });
    const page = await browser.newPage();
    // IndexedDB needs an origin of its own, not about:blank.
    await page.route('http://banco.test/', (route) => route.fulfill({ body: '<!doctype html><title>banco</title>', contentType: 'text/html' }));
    await page.goto('http://banco.test/');
    await page.addScriptTag({ content: bundle.outputFiles[0].text });
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    const result = await page.evaluate(
      ([text, v, qs]) =>
        (
          globalThis as unknown as {
            runBench: (
              a: string,
              b: string,
              c: string[],
            ) => Promise<{ load: number; times: number[]; without: number[]; productsMs: number; indexMs: number; machinesMs: number }>;
          }
        ).runBench(text, v, qs),
      [text, version, queries.map((q) => q.query)] as const,
    );
    await browser.close();
    const judgedTimes = result.times.slice(0, judged.length);
    const phraseP95 = percentile(result.times.slice(judged.length), 95);
    browserLine = `p50 ${percentile(result.times, 50).toFixed(1)} ms, p95 ${percentile(result.times, 95).toFixed(1)} ms (judged ${percentile(judgedTimes, 95).toFixed(1)}, machine phrases ${phraseP95.toFixed(1)}; words alone before them: p95 ${percentile(result.without, 95).toFixed(1)}), max ${Math.max(...result.times).toFixed(1)} ms; reading and indexing the saved file ${result.load.toFixed(0)} ms; kept built: the products ${result.productsMs.toFixed(0)} ms, the search index ${result.indexMs.toFixed(0)} ms more; the machine index (first brand typed) ${result.machinesMs.toFixed(0)} ms`;
  }

  const kb = (n: number) => `${(n / 1024).toFixed(0)} KB`;
  console.log(`Catalogue: ${products.length} products (${path.relative(process.cwd(), CSV)}), version ${version}`);
  console.log(`File: ${kb(raw.length)} raw, ${kb(br.length)} brotli 9 (${brMs.toFixed(0)} ms), ${kb(gz.length)} gzip 9; built in ${buildMs.toFixed(0)} ms`);
  console.log(
    `Node: reading and indexing ${loadMs.toFixed(0)} ms, the machine index ${machinesMs.toFixed(0)} ms; ${queries.length} queries (judged and machine phrases): p50 ${percentile(times, 50).toFixed(1)} ms, p95 ${percentile(times, 95).toFixed(1)} ms (machine phrases alone: p95 ${percentile(phraseTimes, 95).toFixed(1)} ms)`,
  );
  console.log(`Chromium, CPU ×4: ${browserLine}`);
  console.log(
    `Top ${K} shared with the server's top ${K}: ${(mean(overlaps) * 100).toFixed(1)} % on average over ${overlaps.length} judged queries the server answers; ` +
      `${(mean(machineOverlaps) * 100).toFixed(1)} % over ${machineOverlaps.length} machine phrases ('${phrases[0]}')`,
  );
  console.log(`Recall@${K} against the judged products: offline ${(recallSum / recallCount).toFixed(2)} over ${recallCount} answerable queries`);
}

await main();
