// Event-loop delay while the catalogue refreshes: `npx tsx bench/refresh-lag.ts`.
// In one process, a CatalogStore refreshes the sample CSV (~12,000 rows) and a 100,000-row CSV grown
// from it, first on the main thread (the fallback, as before) then through the worker thread, while
// perf_hooks.monitorEventLoopDelay samples every 5 ms. Prints p50/p99/max delay and refresh time.
// Not a test: nothing here fails a build. Pass another CSV as the first argument.
import { copyFileSync, existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { readCatalogTable } from '../server/catalog/sources';
import { createCatalogStore } from '../server/catalog/store';
import { growRows, rowsToCsv, syntheticRows } from './synthetic';

const SAMPLE_CSV = path.resolve(process.argv[2] ?? 'data/catalogo.csv');
const RUNS = { small: 4, large: 2 };
const temp = mkdtempSync(path.join(os.tmpdir(), 'refresh-lag-'));

async function sheets(): Promise<{ label: string; file: string; runs: number }[]> {
  const base = existsSync(SAMPLE_CSV) ? (await readCatalogTable(SAMPLE_CSV, { googleSheetsApiUrl: '' })).rows : syntheticRows(12_000);
  const synonyms = path.join(path.dirname(SAMPLE_CSV), 'sinonimos.csv');
  const out: { label: string; file: string; runs: number }[] = [];
  for (const [size, runs] of [
    [Math.max(base.length, 12_000), RUNS.small],
    [100_000, RUNS.large],
  ] as const) {
    const dir = path.join(temp, String(size));
    rmSync(dir, { recursive: true, force: true });
    const file = path.join(dir, 'catalogo.csv');
    await import('node:fs/promises').then((fs) => fs.mkdir(dir, { recursive: true }));
    writeFileSync(file, rowsToCsv(growRows(base, size)));
    if (existsSync(synonyms)) copyFileSync(synonyms, path.join(dir, 'sinonimos.csv'));
    out.push({ label: `${size.toLocaleString('es-AR')} filas`, file, runs });
  }
  return out;
}

const ms = (ns: number) => (ns / 1e6).toFixed(1);

async function measure(file: string, worker: boolean, runs: number) {
  const dataDir = mkdtempSync(path.join(temp, 'data-'));
  const lines: string[] = [];
  const store = createCatalogStore({
    source: file,
    dataDir,
    refreshSeconds: 3600,
    worker,
    logger: { info: (m) => lines.push(m), error: (m) => lines.push(`ERROR ${m}`) },
  });
  store.start();
  await store.ready(); // the first read also warms the JIT: not counted
  const histogram = monitorEventLoopDelay({ resolution: 5 });
  const durations: number[] = [];
  histogram.enable();
  for (let i = 0; i < runs; i++) {
    const result = await store.refreshNow();
    if (!result.ok) throw new Error(result.error ?? 'refresh failed');
    durations.push(result.durationMs);
  }
  histogram.disable();
  await store.stop();
  const errors = lines.filter((l) => l.startsWith('ERROR'));
  if (errors.length > 0) console.error(errors.join('\n'));
  if (!lines.at(-1)?.includes(worker ? 'hilo aparte' : 'hilo principal')) console.error(`¿dónde corrió? ${lines.at(-1)}`);
  return {
    p50: ms(histogram.percentile(50)),
    p99: ms(histogram.percentile(99)),
    max: ms(histogram.max),
    refresh: `${Math.round(durations.reduce((a, b) => a + b, 0) / durations.length)} ms`,
    products: store.current()?.products.length ?? 0,
  };
}

console.log(`Node ${process.version}, ${os.cpus().length} CPU, fuente ${path.relative(process.cwd(), SAMPLE_CSV)}\n`);
console.log('| catálogo | productos | refresco | corridas | retraso p50 ms | p99 ms | máx ms | duración media del refresco |');
console.log('|---|---:|---|---:|---:|---:|---:|---:|');
try {
  for (const sheet of await sheets()) {
    for (const worker of [false, true]) {
      const r = await measure(sheet.file, worker, sheet.runs);
      console.log(
        `| ${sheet.label} | ${r.products} | ${worker ? 'hilo aparte (después)' : 'hilo principal (antes)'} | ${sheet.runs} | ${r.p50} | ${r.p99} | ${r.max} | ${r.refresh} |`,
      );
    }
  }
} finally {
  rmSync(temp, { recursive: true, force: true });
}
