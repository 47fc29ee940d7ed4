// HTTP throughput, latency and HTML size of the built shop, beside a bare Node `http` page
// measured in the same run (the floor of this machine). Not a test: it prints tables for
// bench/README.md and asserts nothing.
//
//   npm run build && npm run bench:http
//   npm run bench:http -- --dir /tmp/bench-copy      # a built copy of the shop (see bench/README.md)
//   npm run bench:http -- --dir /tmp/bench-copy --label "commit $(git rev-parse --short HEAD)"
//   npm run bench:http -- --seconds 5 --port 4110
//
// It starts, in child processes, the built shop (`NODE_ENV=production node server.js` in --dir, a
// fresh DATA_DIR under /tmp, the sample catalogue data/catalogo.csv, no refresh during the run) and
// a bare page, and runs autocannon in a third process (an in-process load generator steals the CPU
// it measures). Everything is on 127.0.0.1; the children are stopped at the end, also on errors and
// Ctrl-C. Requests carry a browser's Accept, Accept-Encoding (gzip, br) and User-Agent.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import { createRequire } from 'node:module';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import zlib from 'node:zlib';

// ---------------------------------------------------------------------------------------------
// Shared with bench/lighthouse.ts: starting and stopping the built shop.

export const BROWSER_HEADERS = {
  accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8',
  'accept-encoding': 'gzip, br',
  'accept-language': 'es-AR,es;q=0.9',
  'user-agent': 'Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36',
};

export interface Args {
  dir: string;
  port: number;
  seconds: number;
  connections: number;
  runs: number;
  /** What was measured, for the heading (default: `git rev-parse --short HEAD` in --dir). */
  label?: string;
}

/** `--dir <shop>` (default: the current directory), `--port <first port>`, `--seconds`, `--connections`, `--runs`, `--label <text>`. */
export function parseArgs(argv: string[], defaults: { port: number }): Args {
  const args: Args = { dir: process.cwd(), port: defaults.port, seconds: 10, connections: 20, runs: 3 };
  for (let i = 0; i < argv.length; i++) {
    const name = argv[i]!;
    const value = argv[i + 1];
    const number = () => {
      const n = Number(value);
      if (!Number.isFinite(n) || n <= 0) throw new Error(`${name} needs a positive number`);
      i++;
      return n;
    };
    if (name === '--dir') {
      if (!value) throw new Error('--dir needs a directory');
      args.dir = path.resolve(value);
      i++;
    } else if (name === '--label') {
      if (!value) throw new Error('--label needs a text');
      args.label = value;
      i++;
    } else if (name === '--port') args.port = number();
    else if (name === '--seconds') args.seconds = number();
    else if (name === '--connections') args.connections = number();
    else if (name === '--runs') args.runs = number();
    else throw new Error(`unknown argument ${name} (use --dir, --port, --seconds, --connections, --runs, --label)`);
  }
  return args;
}

function portIsFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const probe = net.createServer();
    probe.once('error', () => resolve(false));
    probe.listen(port, () => probe.close(() => resolve(true)));
  });
}

/** The first free port from `from` (this project's benchmarks use 4100-4199). */
export async function freePort(from: number, taken: number[] = []): Promise<number> {
  for (let port = from; port < from + 100; port++) {
    if (!taken.includes(port) && (await portIsFree(port))) return port;
  }
  throw new Error(`no free port from ${from}`);
}

const children = new Set<ChildProcess>();
const tempDirs = new Set<string>();

function cleanUpNow() {
  for (const child of children) if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  for (const dir of tempDirs) rmSync(dir, { recursive: true, force: true });
}
process.once('exit', cleanUpNow);
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    cleanUpNow();
    process.exit(130);
  });
}

function track(child: ChildProcess): ChildProcess {
  children.add(child);
  child.once('exit', () => children.delete(child));
  return child;
}

/** SIGTERM, then SIGKILL after 5 s. */
export async function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), 5000);
  await exited;
  clearTimeout(timer);
}

/** fetch, tried 3 times: on a loaded machine a kept-alive socket is sometimes closed under a request. */
async function fetchWithRetry(url: string): Promise<Response> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await fetch(url, { headers: { connection: 'close' } });
    } catch (error) {
      const cause = error instanceof Error && error.cause instanceof Error ? ` (${error.cause.message})` : '';
      if (attempt === 3) throw new Error(`GET ${url} failed${cause}`, { cause: error });
      console.error(`GET ${url} failed${cause}: again`);
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
  }
}

export interface Shop {
  base: string;
  pid: number;
  process: ChildProcess;
  /** Its fresh DATA_DIR (removed by stop()). */
  dataDir: string;
  /** Everything it printed so far (stdout and stderr). */
  output(): string;
  /** Products from /api/productos, in the catalogue's order (id, slug, name). */
  products: { slug: string; name: string }[];
  stop(): Promise<void>;
}

/**
 * Starts `node server.js` of a built shop and waits until the whole catalogue answers. `extraEnv`
 * is added to the clean environment (bench/photos.ts: CATALOG_SOURCE, NODE_EXTRA_CA_CERTS, …).
 * `startSeconds`: how long the catalogue may take to load (a machine at load 30 needs minutes).
 */
export async function startShop(dir: string, port: number, extraEnv: Record<string, string> = {}, startSeconds = 90): Promise<Shop> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'tienda-bench-'));
  tempDirs.add(dataDir);
  // A clean environment: no DATABASE_URL, SMTP_URL, CATALOG_SOURCE or Google keys from the caller.
  const env: Record<string, string> = {
    PATH: process.env.PATH ?? '/usr/bin:/bin',
    HOME: process.env.HOME ?? '/tmp',
    TMPDIR: os.tmpdir(),
    NODE_ENV: 'production',
    PORT: String(port),
    DATA_DIR: dataDir,
    CATALOG_REFRESH_SECONDS: '86400',
    ...extraEnv,
  };
  // To look inside the shop while it runs (e.g. `--import ./memlog.mjs`).
  if (process.env.SHOP_NODE_OPTIONS) env.NODE_OPTIONS = process.env.SHOP_NODE_OPTIONS;
  // glibc's allocator settings (README 'Memory'), to measure the shop with them.
  for (const [name, value] of Object.entries(process.env)) if (name.startsWith('MALLOC_') && value !== undefined) env[name] = value;
  const child = track(spawn(process.execPath, ['server.js'], { cwd: dir, env, stdio: ['ignore', 'pipe', 'pipe'] }));
  // The last megabyte or so only: a shop that logs every prepared photo would otherwise fill the
  // memory. Chunks are kept as they come and the oldest dropped: cutting one string to its last
  // megabyte on every chunk copied that megabyte each time, which under load (one log line a
  // request) took this process a core that the shop and autocannon were measured on.
  const chunks: Buffer[] = [];
  let kept = 0;
  const keep = (chunk: Buffer) => {
    chunks.push(chunk);
    kept += chunk.length;
    while (kept - chunks[0]!.length > 1_000_000) kept -= chunks.shift()!.length;
  };
  const output = () => Buffer.concat(chunks).toString();
  child.stdout!.on('data', keep);
  child.stderr!.on('data', keep);
  const base = `http://127.0.0.1:${port}`;
  const stop = async () => {
    await stopChild(child);
    rmSync(dataDir, { recursive: true, force: true });
    tempDirs.delete(dataDir);
  };
  try {
    const deadline = Date.now() + startSeconds * 1000;
    let total = 0;
    for (;;) {
      if (child.exitCode !== null || child.signalCode !== null) throw new Error('the shop stopped while starting');
      if (Date.now() > deadline) throw new Error(`the shop did not load its catalogue in ${startSeconds} s`);
      try {
        const response = await fetch(`${base}/api/productos?por_pagina=1`);
        if (response.ok) {
          total = ((await response.json()) as { total: number }).total;
          if (total > 0) break;
        }
      } catch {
        // not listening yet
      }
      await new Promise((resolve) => setTimeout(resolve, 300));
    }
    const products: Shop['products'] = [];
    for (let pagina = 1; products.length < total; pagina++) {
      const response = await fetchWithRetry(`${base}/api/productos?por_pagina=100&pagina=${pagina}`);
      const body = (await response.json()) as { productos: { slug: string; name: string }[] };
      if (!response.ok || body.productos.length === 0) break;
      for (const p of body.productos) products.push({ slug: p.slug, name: p.name });
    }
    return { base, pid: child.pid!, process: child, dataDir, output, products, stop };
  } catch (error) {
    const how = child.exitCode !== null || child.signalCode !== null ? `the shop exited (${child.exitCode ?? child.signalCode})` : 'the shop was running';
    await stop();
    throw new Error(`${error instanceof Error ? error.message : String(error)}; ${how}; its output:\n${output()}`, { cause: error });
  }
}

/** The bare floor: Node's `http` answering a tiny HTML page. */
export async function startBarePage(port: number): Promise<{ base: string; stop(): Promise<void> }> {
  const code = `
    const html = '<!doctype html><html lang="es"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Bare</title></head><body><h1>Hola</h1><p>Página mínima de Node http.</p></body></html>';
    require('node:http').createServer((req, res) => {
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'content-length': Buffer.byteLength(html) });
      res.end(html);
    }).listen(${port}, '127.0.0.1', () => console.log('ready'));`;
  const child = track(spawn(process.execPath, ['-e', code], { stdio: ['ignore', 'pipe', 'inherit'] }));
  await new Promise<void>((resolve, reject) => {
    child.stdout!.once('data', () => resolve());
    child.once('exit', (codeNumber) => reject(new Error(`the bare page exited (${codeNumber})`)));
  });
  return { base: `http://127.0.0.1:${port}`, stop: () => stopChild(child) };
}

/**
 * The shop and the bare page on the first free ports from `from`. Both children, or neither: if one
 * fails to start, the other is stopped before the error goes up.
 */
export async function startShopAndBarePage(dir: string, from: number, extraEnv: Record<string, string> = {}) {
  const shopPort = await freePort(from);
  const barePort = await freePort(shopPort + 1, [shopPort]);
  console.error(`starting the shop from ${dir} on ${shopPort} and the bare page on ${barePort}…`);
  const [shop, bare] = await Promise.allSettled([startShop(dir, shopPort, extraEnv), startBarePage(barePort)]);
  if (shop.status === 'fulfilled' && bare.status === 'fulfilled') return { shop: shop.value, bare: bare.value };
  if (shop.status === 'fulfilled') await shop.value.stop();
  if (bare.status === 'fulfilled') await bare.value.stop();
  throw shop.status === 'rejected' ? shop.reason : (bare as PromiseRejectedResult).reason;
}

/** The entry point's error handler: the message, then stop every child and exit. */
export function fail(error: unknown): never {
  console.error(error instanceof Error ? error.stack : error);
  cleanUpNow();
  process.exit(1);
}

export function rssMegabytes(pid: number): { rss: number; peak: number } | undefined {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    const kb = (key: string) => Number(new RegExp(`^${key}:\\s+(\\d+)`, 'm').exec(status)?.[1] ?? NaN);
    return { rss: kb('VmRSS') / 1024, peak: kb('VmHWM') / 1024 };
  } catch {
    return undefined;
  }
}

const TICKS_PER_SECOND = 100; // USER_HZ on Linux

/** CPU time a process has used so far (user + system, its threads included), from /proc. */
export function cpuMilliseconds(pid: number): number {
  // Fields after the command name (which may hold spaces, hence the last ')'): utime is the 14th
  // field of the line, stime the 15th.
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / TICKS_PER_SECOND;
}

export function loadAverage(): string {
  return os
    .loadavg()
    .map((n) => n.toFixed(2))
    .join(' / ');
}

/** `--label`, or the short commit of --dir (a copy made with `git archive` has none: pass --label). */
export function describeShop(args: Args): Promise<string> {
  if (args.label) return Promise.resolve(args.label);
  return new Promise<string>((resolve) => {
    const git = spawn('git', ['-C', args.dir, 'rev-parse', '--short', 'HEAD'], { stdio: ['ignore', 'pipe', 'ignore'] });
    let out = '';
    git.stdout.on('data', (c: Buffer) => (out += c.toString()));
    git.once('error', () => resolve(`${args.dir} (commit unknown: pass --label)`));
    git.once('exit', (code) => resolve(code === 0 && out.trim() ? `commit ${out.trim()}` : `${args.dir} (not a git checkout: pass --label)`));
  });
}

export const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};

// ---------------------------------------------------------------------------------------------
// The load runs.

export interface LoadSpec {
  label: string;
  url: string;
  connections: number;
  /** Every request takes the next path of this list (wrapping around). */
  paths?: string[];
  /** Every request gets `v=<n>`, n counting up: a URL never seen before. */
  bust?: boolean;
  /** The parameter `bust` counts up in (default `v`). */
  bustParam?: string;
  /** Replace or add request headers (default BROWSER_HEADERS; e.g. a browser's image Accept). */
  headers?: Record<string, string>;
  /** Requests per second over all connections (autocannon's overallRate); default: as fast as it answers. */
  rate?: number;
}

export interface AutocannonSummary {
  requests: { average: number; total: number };
  latency: { p50: number; p99: number; average: number };
  throughput: { average: number };
  non2xx: number;
  errors: number;
  timeouts: number;
  '2xx': number;
  duration: number;
}

// Runs in its own `node` process: autocannon's API (for setupRequest), result as JSON on stdout.
const AUTOCANNON_CHILD = `
  const fs = require('node:fs');
  const autocannon = require(process.env.AUTOCANNON_PATH);
  const spec = JSON.parse(fs.readFileSync(process.env.BENCH_SPEC, 'utf8'));
  const options = { url: spec.url, connections: spec.connections, duration: spec.duration, headers: spec.headers, timeout: 10 };
  if (spec.rate) options.overallRate = spec.rate;
  if (spec.paths) {
    let i = 0;
    options.requests = [{ setupRequest: (req) => ({ ...req, path: spec.paths[i++ % spec.paths.length] }) }];
  } else if (spec.bust) {
    const base = new URL(spec.url);
    const prefix = base.pathname + (base.search ? base.search + '&' : '?') + (spec.bustParam || 'v') + '=';
    let n = 0;
    options.requests = [{ setupRequest: (req) => ({ ...req, path: prefix + n++ }) }];
  }
  autocannon(options, (error, result) => {
    if (error) { console.error(error); process.exit(1); }
    process.stdout.write(JSON.stringify(result));
  });`;

export async function runAutocannon(spec: LoadSpec, seconds: number, workDir: string): Promise<AutocannonSummary> {
  const specFile = path.join(workDir, 'spec.json');
  writeFileSync(specFile, JSON.stringify({ ...spec, duration: seconds, headers: { ...BROWSER_HEADERS, ...spec.headers } }));
  const autocannonPath = createRequire(import.meta.url).resolve('autocannon');
  const child = track(
    spawn(process.execPath, ['-e', AUTOCANNON_CHILD], {
      env: { ...process.env, AUTOCANNON_PATH: autocannonPath, BENCH_SPEC: specFile },
      stdio: ['ignore', 'pipe', 'inherit'],
    }),
  );
  let stdout = '';
  child.stdout!.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
  if (code !== 0) throw new Error(`autocannon failed on ${spec.label} (exit ${code})`);
  return JSON.parse(stdout) as AutocannonSummary;
}

// ---------------------------------------------------------------------------------------------
// HTML sizes: what the server sends for each Accept-Encoding, and the same bytes compressed whole.

function getRaw(url: string, acceptEncoding: string): Promise<{ status: number; encoding: string; bytes: Buffer }> {
  return new Promise((resolve, reject) => {
    const request = http.get(url, { headers: { ...BROWSER_HEADERS, 'accept-encoding': acceptEncoding } }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () =>
        resolve({ status: response.statusCode ?? 0, encoding: String(response.headers['content-encoding'] ?? 'none'), bytes: Buffer.concat(chunks) }),
      );
      response.on('error', reject);
    });
    request.on('error', reject);
  });
}

async function htmlSizes(label: string, url: string) {
  const identity = await getRaw(url, 'identity');
  const gzip = await getRaw(url, 'gzip');
  // The first hit queues the stored copy's recompression to both codings (off the request): until
  // it is done a `br` client gets the gzip copy, which is not what every later visitor gets.
  await new Promise((resolve) => setTimeout(resolve, 300));
  const preferred = await getRaw(url, 'gzip, br');
  const html = identity.bytes;
  // The compression middleware's own settings: gzip level 6, brotli quality 4.
  const gzipWhole = zlib.gzipSync(html, { level: 6 }).length;
  const brWhole = zlib.brotliCompressSync(html, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 } }).length;
  const scriptTags = (html.toString('utf8').match(/<script\b/g) ?? []).length;
  const svgs = (html.toString('utf8').match(/<svg\b/g) ?? []).length;
  return {
    label,
    status: identity.status,
    html: html.length,
    gzip: gzip.bytes.length,
    gzipEncoding: gzip.encoding,
    preferred: preferred.bytes.length,
    preferredEncoding: preferred.encoding,
    gzipWhole,
    brWhole,
    scriptTags,
    svgs,
  };
}

// ---------------------------------------------------------------------------------------------

/** A seeded shuffle: the same order in every run (also bench/render-cpu.ts). */
export function shuffle<T>(items: T[], seed = 1): T[] {
  const out = [...items];
  let state = seed;
  const random = () => (state = (state * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [out[i], out[j]] = [out[j]!, out[i]!];
  }
  return out;
}

/** Unique two-word searches from the words of the products' names ("rodamiento cardan", …). */
export function searchPaths(products: Shop['products'], count: number): string[] {
  const words = [...new Set(products.flatMap((p) => p.name.toLowerCase().split(/[^a-záéíóúñü]+/)).filter((w) => w.length >= 4))];
  const ordered = shuffle(words, 7);
  const paths: string[] = [];
  const seen = new Set<string>();
  for (let i = 0; paths.length < count && i < count * 4; i++) {
    const a = ordered[i % ordered.length]!;
    const b = ordered[(i * 7919 + Math.floor(i / ordered.length) + 1) % ordered.length]!;
    const q = `${a} ${b}`;
    if (a === b || seen.has(q)) continue;
    seen.add(q);
    paths.push(`/buscar?q=${encodeURIComponent(q).replace(/%20/g, '+')}`);
  }
  return paths;
}

// autocannon reports 0 ms when no request completed: every one outlasted the 10 s timeout.
const latency = (result: AutocannonSummary, key: 'p50' | 'p99') =>
  result.requests.total === 0 || (result.latency[key] === 0 && result.timeouts > 0) ? '> 10,000 (none answered)' : String(result.latency[key]);
const fmt = (n: number, digits = 0) => n.toLocaleString('en-US', { maximumFractionDigits: digits, minimumFractionDigits: digits });
const kb = (bytes: number) => `${fmt(bytes / 1024, 1)} KB`;

async function main() {
  const args = parseArgs(process.argv.slice(2), { port: 4110 });
  const started = Date.now();
  const loadBefore = loadAverage();
  const commit = await describeShop(args);
  const workDir = mkdtempSync(path.join(os.tmpdir(), 'tienda-bench-ac-'));
  tempDirs.add(workDir);

  const { shop, bare } = await startShopAndBarePage(args.dir, args.port);
  try {
    const product = `/producto/${shop.products[0]!.slug}`;
    console.error(`catalogue: ${shop.products.length} products; shop RSS after start ${fmt(rssMegabytes(shop.pid)?.rss ?? NaN)} MB`);

    const cached: [string, string][] = [
      ['/', '/'],
      ['/repuestos', '/repuestos'],
      ['product page', product],
      ['/buscar?q=bomba', '/buscar?q=bomba'],
      ['/buscar?q=bomaba+hidraulica (fallback)', '/buscar?q=bomaba+hidraulica'],
    ];

    // Sizes first (also warms the pages up).
    const sizeRows = [];
    for (const [label, p] of [...cached, ['/presupuesto', '/presupuesto'] as [string, string]]) sizeRows.push(await htmlSizes(label, shop.base + p));
    const bareSize = await htmlSizes('bare page', bare.base + '/');
    for (const [, p] of cached) for (let i = 0; i < 10; i++) await getRaw(shop.base + p, 'gzip, br');

    const products = shuffle(
      shop.products.map((p) => `/producto/${p.slug}`),
      3,
    );
    const searches = searchPaths(shop.products, 100_000);
    const specs: LoadSpec[] = [
      { label: 'bare Node page', url: bare.base + '/', connections: args.connections },
      ...cached.map(([label, p]) => ({ label, url: shop.base + p, connections: args.connections })),
      // The page cache ignores parameters no page reads (server/http/page-params.ts): v=<n> is
      // one cached page. categoria=<n> is read (and, not being a category, ignored) by the page:
      // the same 48 cards rendered for a new cache key every request.
      { label: '/repuestos?v=<n> (unknown parameter, new value each request)', url: shop.base + '/repuestos', connections: args.connections, bust: true },
      {
        label: 'uncached: /repuestos?categoria=<n> (48 cards, new URL each request)',
        url: shop.base + '/repuestos',
        connections: args.connections,
        bust: true,
        bustParam: 'categoria',
      },
      {
        label: `uncached: a different product each request (${fmt(products.length)} products)`,
        url: shop.base + product,
        connections: args.connections,
        paths: products,
      },
      {
        label: `uncached: a different 2-word search each request (${fmt(searches.length)} searches)`,
        url: shop.base + '/buscar',
        connections: args.connections,
        paths: searches,
      },
      { label: 'bare Node page, 200 connections', url: bare.base + '/', connections: 200 },
      { label: '/repuestos, 200 connections', url: shop.base + '/repuestos', connections: 200 },
    ];

    const results: { spec: LoadSpec; result: AutocannonSummary; load: string }[] = [];
    for (const spec of specs) {
      console.error(`  ${spec.label}: ${spec.connections} connections × ${args.seconds} s…`);
      const result = await runAutocannon(spec, args.seconds, workDir);
      results.push({ spec, result, load: os.loadavg()[0]!.toFixed(2) });
      await new Promise((resolve) => setTimeout(resolve, 1000));
    }
    const memory = rssMegabytes(shop.pid);
    const loadAfter = loadAverage();

    const bare20 = results[0]!.result.requests.average;
    const bare200 = results.find((r) => r.spec.label.startsWith('bare Node page, 200'))!.result.requests.average;
    console.log(`\n## HTTP throughput (\`npm run bench:http\`)\n`);
    console.log(
      `${commit}, ${new Date().toISOString()}, Node ${process.version}, ${os.cpus().length} cores (${os.cpus()[0]?.model.trim()}), ` +
        `${fmt(shop.products.length)} products, ${args.seconds} s per row, Accept-Encoding: gzip, br, autocannon 9 in its own process, everything on 127.0.0.1.`,
    );
    console.log(`Load average (1/5/15 min): ${loadBefore} at the start, ${loadAfter} at the end.\n`);
    console.log('| page | conns | req/s | p50 ms | p99 ms | ratio to bare | non-2xx | errors (timeouts) | load 1 min |');
    console.log('|---|---:|---:|---:|---:|---:|---:|---:|---:|');
    for (const { spec, result, load } of results) {
      const floor = spec.connections >= 200 ? bare200 : bare20;
      const ratio = result.requests.average / floor;
      console.log(
        `| ${spec.label} | ${spec.connections} | ${fmt(result.requests.average)} | ${latency(result, 'p50')} | ${latency(result, 'p99')} | ` +
          `${ratio >= 0.1 ? ratio.toFixed(2) : ratio.toPrecision(2)} | ${result.non2xx} | ${result.errors} (${result.timeouts}) | ${load} |`,
      );
    }
    console.log(
      `\nratio to bare = req/s ÷ the bare page's req/s at the same number of connections in this run (${fmt(bare20)} at ${args.connections}, ${fmt(bare200)} at 200).`,
    );

    console.log(`\n## HTML size (one GET each)\n`);
    console.log('| page | status | HTML | sent for `gzip` | sent for `gzip, br` | gzip in one piece | br in one piece | `<script>` tags | `<svg>` |');
    console.log('|---|---:|---:|---:|---:|---:|---:|---:|---:|');
    for (const row of [...sizeRows, bareSize]) {
      console.log(
        `| ${row.label} | ${row.status} | ${kb(row.html)} (${fmt(row.html)} B) | ${kb(row.gzip)} (${row.gzipEncoding}) | ${kb(row.preferred)} (${row.preferredEncoding}) | ` +
          `${kb(row.gzipWhole)} | ${kb(row.brWhole)} | ${row.scriptTags} | ${row.svgs} |`,
      );
    }
    console.log(
      `\n"in one piece": the identity HTML compressed whole here with the compression middleware's settings (gzip 6, brotli 4); a larger "sent" figure is the cost of flushing each streamed chunk.`,
    );
    console.log(
      `\nShop process RSS at the end: ${fmt(memory?.rss ?? NaN)} MB (peak ${fmt(memory?.peak ?? NaN)} MB). Total time ${fmt((Date.now() - started) / 1000)} s.`,
    );
  } finally {
    await Promise.all([shop.stop(), bare.stop()]);
    rmSync(workDir, { recursive: true, force: true });
    tempDirs.delete(workDir);
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  main().catch(fail);
}
