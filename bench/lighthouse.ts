// Lighthouse mobile (its default: Moto G Power, slow 4G and CPU ×4, simulated) on the built shop,
// with Debian Chromium, beside a bare Node page as the floor. Not a test: it prints a table for
// bench/README.md and asserts nothing.
//
//   npm run build && npm run bench:lighthouse
//   npm run bench:lighthouse -- --dir /tmp/bench-copy --label "commit $(git rev-parse --short HEAD)"
//   npm run bench:lighthouse -- --runs 5 --port 4120
//   npm run bench:lighthouse -- --all-pages      # also /neumaticos, /contacto, /buscar?q=bomba, /politica-de-privacidad
//
// It starts the shop the way `npm run bench:http` does (bench/http.bench.ts: production build in
// --dir, a fresh DATA_DIR, the sample catalogue) and runs Lighthouse --runs times (default 3) on
// /, /repuestos, a product page, /presupuesto and the bare page, one page after another in each
// round so that a busy moment of this shared machine falls on every page alike. Each run gets a
// fresh Chromium (CHROME_PATH, default /usr/bin/chromium). Every figure printed is the median of
// the runs, taken figure by figure; the scores of every run are printed too, since a single run
// swings by up to 20 points here.
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import zlib from 'node:zlib';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { CHROMIUM_ARGS } from '../tests/setup/chromium';
import { BROWSER_HEADERS, describeShop, fail, loadAverage, median, parseArgs, startShopAndBarePage } from './http.bench';

const CHROME_FLAGS = CHROMIUM_ARGS;

export interface RunFigures {
  performance: number;
  accessibility: number;
  fcp: number;
  lcp: number;
  tbt: number;
  cls: number;
  si: number;
  jsTransferred: number;
  jsRequests: number;
  totalTransferred: number;
  requests: number;
  /** Images loaded during the load (lazy ones below the fold are not): transferSize summed, and their count. */
  imageTransferred: number;
  imageRequests: number;
}

export interface NetworkItem {
  url: string;
  resourceType?: string;
  transferSize?: number;
  statusCode?: number;
}

export interface LighthouseOptions {
  /** Added to the usual flags (bench/photos.ts: trust a test certificate, map a host name). */
  extraChromeFlags?: string[];
}

// The Chromium of the current run, killed if this process ends in the middle of it (error, Ctrl-C).
let currentChromePid: number | undefined;
process.once('exit', () => {
  if (currentChromePid === undefined) return;
  try {
    process.kill(currentChromePid, 'SIGKILL');
  } catch {
    // already gone
  }
});

async function runLighthouse(url: string): Promise<RunFigures> {
  return (await runLighthouseDetailed(url)).figures;
}

/** One Lighthouse run in a fresh Chromium: the figures and every request of the load. */
export async function runLighthouseDetailed(
  url: string,
  options: LighthouseOptions = {},
): Promise<{ figures: RunFigures; items: NetworkItem[]; lcpElement?: string }> {
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROME_PATH || '/usr/bin/chromium',
    chromeFlags: [...CHROME_FLAGS, ...(options.extraChromeFlags ?? [])],
    logLevel: 'silent',
  });
  currentChromePid = chrome.pid;
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility'],
    });
    if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
    const lhr = result.lhr;
    if (lhr.runtimeError) throw new Error(`Lighthouse on ${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
    const audit = (id: string) => {
      const value = lhr.audits[id]?.numericValue;
      if (typeof value !== 'number') throw new Error(`Lighthouse on ${url}: no value for ${id}`);
      return value;
    };
    const details = lhr.audits['network-requests']?.details as { items?: NetworkItem[] } | undefined;
    const items = details?.items ?? [];
    const scripts = items.filter((item) => item.resourceType === 'Script');
    const images = items.filter((item) => item.resourceType === 'Image');
    const sum = (list: NetworkItem[]) => list.reduce((total, item) => total + (item.transferSize ?? 0), 0);
    const figures: RunFigures = {
      performance: Math.round((lhr.categories.performance?.score ?? NaN) * 100),
      accessibility: Math.round((lhr.categories.accessibility?.score ?? NaN) * 100),
      fcp: audit('first-contentful-paint'),
      lcp: audit('largest-contentful-paint'),
      tbt: audit('total-blocking-time'),
      cls: audit('cumulative-layout-shift'),
      si: audit('speed-index'),
      jsTransferred: sum(scripts),
      jsRequests: scripts.length,
      totalTransferred: sum(items),
      requests: items.length,
      imageTransferred: sum(images),
      imageRequests: images.length,
    };
    return { figures, items, lcpElement: firstNodeSnippet(lhr.audits['largest-contentful-paint-element']?.details) };
  } finally {
    await chrome.kill();
    currentChromePid = undefined;
  }
}

/** The HTML snippet of the first element node in an audit's details (the LCP element's `<img …>` or `<h1 …>`). */
function firstNodeSnippet(details: unknown): string | undefined {
  if (!details || typeof details !== 'object') return undefined;
  const record = details as Record<string, unknown>;
  if (record.type === 'node' && typeof record.snippet === 'string') return record.snippet;
  for (const value of Object.values(record)) {
    const list = Array.isArray(value) ? value : [value];
    for (const entry of list) {
      const found = firstNodeSnippet(entry);
      if (found) return found;
    }
  }
  return undefined;
}

/**
 * The page's HTML as a browser gets it: bytes on the wire (brotli or gzip), bytes after decoding,
 * and its <svg> elements: those drawn inline (paths in the page) and those that only <use> a sprite.
 */
function htmlFigures(url: string): Promise<{ sent: number; size: number; svgs: number; spriteUses: number }> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers: BROWSER_HEADERS }, (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => {
          const raw = Buffer.concat(chunks);
          const coding = response.headers['content-encoding'];
          const body = coding === 'br' ? zlib.brotliDecompressSync(raw) : coding === 'gzip' ? zlib.gunzipSync(raw) : raw;
          const html = body.toString('utf8');
          const all = (html.match(/<svg[\s>]/g) ?? []).length;
          const spriteUses = (html.match(/<svg[^>]*><use [^>]*><\/use><\/svg>/g) ?? []).length;
          resolve({ sent: raw.length, size: body.length, svgs: all - spriteUses, spriteUses });
        });
      })
      .on('error', reject);
  });
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

async function main() {
  const argv = process.argv.slice(2);
  const allPages = argv.includes('--all-pages');
  const args = parseArgs(
    argv.filter((arg) => arg !== '--all-pages'),
    { port: 4120 },
  );
  const started = Date.now();
  const loadBefore = loadAverage();
  const label = await describeShop(args);
  const { shop, bare } = await startShopAndBarePage(args.dir, args.port);
  try {
    const product = `/producto/${shop.products[0]!.slug}`;
    const pages: { label: string; url: string }[] = [
      { label: '/', url: `${shop.base}/` },
      { label: '/repuestos', url: `${shop.base}/repuestos` },
      { label: `product page (${product})`, url: shop.base + product },
      { label: '/presupuesto', url: `${shop.base}/presupuesto` },
      ...(allPages ? ['/neumaticos', '/contacto', '/buscar?q=bomba', '/politica-de-privacidad'].map((path) => ({ label: path, url: shop.base + path })) : []),
      { label: 'bare Node page', url: `${bare.base}/` },
    ];
    // One warm-up request per page: the first render of each route pays the JIT and module loading.
    for (const page of pages) await (await fetch(page.url)).arrayBuffer();

    let retries = 0;
    const runs = new Map<string, RunFigures[]>(pages.map((page) => [page.label, []]));
    for (let round = 1; round <= args.runs; round++) {
      for (const page of pages) {
        console.error(`  round ${round}/${args.runs}: ${page.label}…`);
        // A run that Lighthouse itself reports as broken (NO_NAVSTART, NO_FCP… on a busy machine) is repeated, twice at most.
        for (let attempt = 1; ; attempt++) {
          try {
            runs.get(page.label)!.push(await runLighthouse(page.url));
            break;
          } catch (error) {
            if (attempt === 3) throw error;
            retries++;
            console.error(`    ${error instanceof Error ? error.message : String(error)}: again`);
          }
        }
      }
    }
    const loadAfter = loadAverage();
    const html = new Map<string, Awaited<ReturnType<typeof htmlFigures>>>();
    for (const page of pages) html.set(page.label, await htmlFigures(page.url));

    console.log(`\n## Lighthouse mobile (\`npm run bench:lighthouse\`)\n`);
    console.log(
      `${label}, ${new Date().toISOString()}, Lighthouse 12 (mobile, simulated slow 4G, CPU ×4), ${process.env.CHROME_PATH || '/usr/bin/chromium'}, ` +
        `Node ${process.version}, ${os.cpus().length} cores, ${shop.products.length} products; median of ${args.runs} runs per page.`,
    );
    console.log(`Load average (1/5/15 min): ${loadBefore} at the start, ${loadAfter} at the end.\n`);
    console.log(
      '| page | performance (each run) | LCP (each run) | TBT | CLS | FCP | Speed Index | accessibility | JS transferred (scripts) | total transferred (requests) | HTML sent (decoded) | inline <svg> (sprite <use>) |',
    );
    console.log('|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|');
    for (const page of pages) {
      const list = runs.get(page.label)!;
      const m = (key: keyof RunFigures) => median(list.map((run) => run[key]));
      console.log(
        `| ${page.label} | ${m('performance')} (${list.map((run) => run.performance).join(', ')}) | ${seconds(m('lcp'))} (${list.map((run) => (run.lcp / 1000).toFixed(1)).join(', ')}) | ${Math.round(m('tbt'))} ms | ` +
          `${m('cls').toFixed(3)} | ${seconds(m('fcp'))} | ${seconds(m('si'))} | ${m('accessibility')} | ${kb(m('jsTransferred'))} (${m('jsRequests')}) | ` +
          `${kb(m('totalTransferred'))} (${m('requests')}) | ${kb(html.get(page.label)!.sent)} (${kb(html.get(page.label)!.size)}) | ${html.get(page.label)!.svgs} (${html.get(page.label)!.spriteUses}) |`,
      );
    }
    console.log(
      `\nJS transferred: the sum of transferSize of the Script requests in Lighthouse's network-requests audit (compressed bytes on the wire, ` +
        `loaded without any interaction; inline scripts count in the HTML). Total transferred: all requests of the page load. ` +
        `Took ${Math.round((Date.now() - started) / 1000)} s; ${retries} run(s) repeated after a Lighthouse runtime error.`,
    );
  } finally {
    await Promise.all([shop.stop(), bare.stop()]);
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  main().catch(fail);
}
