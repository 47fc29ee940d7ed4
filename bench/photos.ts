// Real-size remote photos: the shop with a catalogue whose photos are links to phone-camera
// originals and WhatsApp copies on other hosts, as a real owner's sheet holds. Not a test: it prints
// tables for bench/README.md ('Photos (real-size remote photos)') and asserts nothing.
//
//   npm run build && npm run bench:photos                    # Lighthouse on /, /repuestos, a product page
//   npm run bench:photos -- --dir /tmp/copy --label "commit $(git rev-parse --short HEAD)"
//   npm run bench:photos -- throughput       # a prepared photo per second vs a bare Node page; a cold conversion
//   npm run bench:photos -- prepare          # the first preparation of the whole catalogue's photos
//   npm run bench:photos -- all              # the three, each on a fresh shop
//   options: --runs 3 --port 4160 --seconds 10 --connections 20 --prepare-seconds 1200
//            --quiet-hosts (Lighthouse and throughput: the hosts hold every request during the runs, so that the
//            shop's background preparation waits instead of competing with the pages)
//            --products N (only the sample's first N rows: to check the script quickly, not for figures)
//
// Every run: source photos made with sharp (bench/photos-hosts.ts, kept in /tmp between runs), a
// copy of data/catalogo.csv with 1–3 links a product to two HTTPS stand-in hosts on 127.0.0.1
// (`https://localhost:<port>` serves 4032×3024 originals of about 2.3 MB, `https://127.0.0.1:<port>`
// 1600×1200 WhatsApp copies of about 155 KB), a throwaway certificate authority
// (tests/support/tls-cert.ts), and the built shop in --dir started with that catalogue (a fresh
// DATA_DIR, NODE_EXTRA_CA_CERTS=<the authority>, IMAGE_ALLOW_PRIVATE_HOSTS=localhost,127.0.0.1; a
// shop without its own photo addresses ignores the last two). Chromium trusts the hosts' certificate
// through --ignore-certificate-errors-spki-list (the SHA-256 of its public key: only that key is
// accepted, unlike --ignore-certificate-errors) and resolves `localhost` to 127.0.0.1 through
// --host-resolver-rules. Everything stays on loopback, and every part stops by itself.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { makeTestCertificate, type TestCertificate } from '../tests/support/tls-cert';
import {
  BROWSER_HEADERS,
  describeShop,
  fail,
  freePort,
  loadAverage,
  median,
  parseArgs,
  rssMegabytes,
  runAutocannon,
  startShopAndBarePage,
  type Args,
  type AutocannonSummary,
  type Shop,
} from './http.bench';
import { runLighthouseDetailed, type NetworkItem, type RunFigures } from './lighthouse';
import {
  DISTINCT_FILES,
  sourcePhotos,
  spkiHash,
  startPhotoHosts,
  writePhotoCatalog,
  type PhotoCatalog,
  type PhotoHosts,
  type SourcePhotos,
} from './photos-hosts';

// What Chromium sends for an <img>: the format a photo address answers with depends on it.
const IMAGE_ACCEPT = 'image/avif,image/webp,image/apng,image/svg+xml,image/*,*/*;q=0.8';
const NOT_AVAILABLE = 'not available on this build (its pages show no /fotos/ address)';

type Command = 'lighthouse' | 'throughput' | 'prepare' | 'all';

interface PhotoArgs extends Args {
  command: Command;
  prepareSeconds: number;
  /** Lighthouse: the hosts hold every request during the runs, so that a background preparation waits. */
  quietHosts: boolean;
  /** Only the first N rows of the sample (a quick check of the script; the figures are for the whole). */
  products: number;
}

function parsePhotoArgs(argv: string[]): PhotoArgs {
  let command: Command = 'lighthouse';
  let prepareSeconds = 1200;
  let products = Infinity;
  let quietHosts = false;
  const rest: string[] = [];
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]!;
    if (['lighthouse', 'throughput', 'prepare', 'all'].includes(arg)) command = arg as Command;
    else if (arg === '--prepare-seconds') {
      prepareSeconds = Number(argv[++i]);
      if (!Number.isFinite(prepareSeconds) || prepareSeconds <= 0) throw new Error('--prepare-seconds needs a positive number');
    } else if (arg === '--quiet-hosts') quietHosts = true;
    else if (arg === '--products') {
      products = Number(argv[++i]);
      if (!Number.isInteger(products) || products <= 0) throw new Error('--products needs a positive whole number');
    } else rest.push(arg);
  }
  return { ...parseArgs(rest, { port: 4160 }), command, prepareSeconds, products, quietHosts };
}

// ---------------------------------------------------------------------------------------------
// The set-up every part shares.

interface Bench {
  cert: TestCertificate;
  spki: string;
  photos: SourcePhotos;
  hosts: PhotoHosts;
  catalog: PhotoCatalog;
  shop: Shop;
  bare: { base: string; stop(): Promise<void> };
  /** Date.now() just before the shop was started. */
  startedAt: number;
  /** A product page whose product has 3 links, at least one to an original. */
  productPath: string;
  /** Whether the pages use the shop's own photo addresses (/fotos/...). */
  ownPhotos: boolean;
  stop(): Promise<void>;
}

const workDirs = new Set<string>();
process.once('exit', () => {
  for (const dir of workDirs) rmSync(dir, { recursive: true, force: true });
});

async function setUp(args: PhotoArgs): Promise<Bench> {
  const workDir = mkdtempSync(path.join(os.tmpdir(), 'tienda-bench-photos-'));
  workDirs.add(workDir);
  const cert = makeTestCertificate(['localhost', '127.0.0.1']);
  workDirs.add(cert.dir);
  const spki = spkiHash(cert.cert);
  const photos = await sourcePhotos();
  const originalsPort = await freePort(args.port + 20);
  const whatsappPort = await freePort(originalsPort + 1, [originalsPort]);
  const hosts = await startPhotoHosts(cert, photos, { originals: originalsPort, whatsapp: whatsappPort });
  const sample = [path.join(args.dir, 'data/catalogo.csv'), path.resolve('data/catalogo.csv')].find((file) => existsSync(file));
  if (!sample) throw new Error('no data/catalogo.csv in --dir or here');
  const catalog = writePhotoCatalog(sample, path.join(workDir, 'catalogo-fotos.csv'), hosts.origins, args.products);
  console.error(
    `catalogue copy: ${catalog.rows} rows, ${catalog.links} photo links (${catalog.originalLinks} to ${hosts.origins.originals}, ` +
      `${catalog.whatsappLinks} to ${hosts.origins.whatsapp}), ${DISTINCT_FILES} distinct files a host`,
  );
  const startedAt = Date.now();
  let started: Awaited<ReturnType<typeof startShopAndBarePage>>;
  try {
    started = await startShopAndBarePage(args.dir, args.port, {
      CATALOG_SOURCE: catalog.file,
      NODE_EXTRA_CA_CERTS: cert.caFile,
      IMAGE_ALLOW_PRIVATE_HOSTS: 'localhost,127.0.0.1',
      // The event-loop delay during the preparation is read from /metrics, which needs a token.
      METRICS_TOKEN,
    });
  } catch (error) {
    await hosts.stop();
    throw error;
  }
  const { shop, bare } = started;
  const stop = async () => {
    await Promise.all([shop.stop(), bare.stop(), hosts.stop()]);
    for (const dir of [workDir, cert.dir]) {
      rmSync(dir, { recursive: true, force: true });
      workDirs.delete(dir);
    }
  };
  try {
    // The first product of the catalogue's own order with 3 links, one at least to an original.
    let productPath: string | undefined;
    for (let pagina = 1; !productPath && pagina <= 5; pagina++) {
      const body = (await (await fetch(`${shop.base}/api/productos?por_pagina=100&pagina=${pagina}`)).json()) as { productos: { id: string; slug: string }[] };
      const found = body.productos.find((p) => {
        const links = catalog.linksById.get(String(p.id)) ?? [];
        return links.length === 3 && links.some((link) => link.startsWith(hosts.origins.originals));
      });
      if (found) productPath = `/producto/${found.slug}`;
    }
    if (!productPath) throw new Error('no product with 3 photo links in the first 500');
    const ownPhotos = (await photoAddresses(shop.base, productPath)).own.length > 0;
    return { cert, spki, photos, hosts, catalog, shop, bare, startedAt, productPath, ownPhotos, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}

/** The image addresses a page names (<img> src and srcset, image preloads), the shop's own and the others. */
async function photoAddresses(base: string, pagePath: string): Promise<{ own: string[]; external: string[] }> {
  const response = await fetch(base + pagePath, { headers: BROWSER_HEADERS });
  const html = await response.text();
  const urls = new Set<string>();
  const attribute = (tag: string, name: string) => new RegExp(`\\s${name}="([^"]*)"`, 'i').exec(tag)?.[1];
  const unescape = (text: string) =>
    text
      .replace(/&amp;/g, '&')
      .replace(/&quot;/g, '"')
      .replace(/&#x27;|&#39;/g, "'");
  for (const tag of html.match(/<img\b[^>]*>|<link\b[^>]*\bas="image"[^>]*>|<source\b[^>]*>/gi) ?? []) {
    const single = attribute(tag, 'src') ?? attribute(tag, 'href');
    if (single) urls.add(unescape(single));
    for (const set of [attribute(tag, 'srcset'), attribute(tag, 'imagesrcset')]) {
      for (const candidate of unescape(set ?? '').split(',')) {
        const url = candidate.trim().split(/\s+/)[0];
        if (url) urls.add(url);
      }
    }
  }
  const own: string[] = [];
  const external: string[] = [];
  for (const url of urls) {
    if (url.startsWith('data:')) continue;
    const absolute = new URL(url, base);
    if (absolute.origin === new URL(base).origin) {
      if (absolute.pathname.startsWith('/fotos/')) own.push(absolute.pathname + absolute.search);
    } else external.push(absolute.href);
  }
  return { own, external };
}

/**
 * The visit before the measurement: every photo address of ours a page names is asked for (with a
 * browser's image Accept) until it answers 200 or `boundMs` passes, so that Lighthouse finds the
 * photos made, as every visitor after the first does. Links to other hosts are left alone.
 */
async function visitBefore(base: string, pagePath: string, boundMs = 120_000) {
  const { own, external } = await photoAddresses(base, pagePath);
  const deadline = Date.now() + boundMs;
  let ready = 0;
  const started = Date.now();
  for (const address of own) {
    for (;;) {
      const response = await fetch(base + address, { headers: { accept: IMAGE_ACCEPT } }).catch(() => undefined);
      await response?.arrayBuffer();
      if (response?.status === 200) {
        ready++;
        break;
      }
      if (Date.now() > deadline) break;
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
  }
  return { own: own.length, ready, external: external.length, ms: Date.now() - started };
}

const kb = (bytes: number) => (bytes >= 1024 * 1024 ? `${(bytes / 1024 / 1024).toFixed(2)} MB` : `${(bytes / 1024).toFixed(1)} KB`);
const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
const fmt = (n: number, digits = 0) => n.toLocaleString('en-US', { maximumFractionDigits: digits, minimumFractionDigits: digits });

function header(label: string, bench: Bench, what: string) {
  console.log(
    `${label}, ${new Date().toISOString()}, ${what}, Node ${process.version}, ${os.cpus().length} cores, ${fmt(bench.shop.products.length)} products, ` +
      `${fmt(bench.catalog.links)} photo links (${fmt(bench.catalog.originalLinks)} originals 4032×3024 on ${bench.hosts.origins.originals}, ` +
      `${fmt(bench.catalog.whatsappLinks)} WhatsApp copies 1600×1200 on ${bench.hosts.origins.whatsapp}); ` +
      `the shop's own photo addresses: ${bench.ownPhotos ? 'yes' : 'no (photos straight from the hosts)'}.`,
  );
}

// ---------------------------------------------------------------------------------------------
// Lighthouse.

interface PhotoRun extends RunFigures {
  /** What the LCP element was: the photo's host, or the tag of a text element. */
  lcpElement: string;
  imageHosts: string[];
  /** Image bytes (transferSize) by host. */
  bytesByHost: Record<string, number>;
  failedImages: number;
  load: number;
}

/** `img (localhost:4180)`, `img (the shop)`, `h1`, … from the LCP element's HTML snippet. */
function describeElement(snippet: string | undefined, base: string): string {
  if (!snippet) return '?';
  const tag = /^<([a-z0-9-]+)/i.exec(snippet)?.[1]?.toLowerCase() ?? '?';
  const src = /\ssrc="([^"]*)"/.exec(snippet)?.[1];
  if (!src) return tag;
  const host = src.startsWith('data:') ? 'data:' : new URL(src.replace(/&amp;/g, '&'), base).host;
  return `${tag} (${host === new URL(base).host ? 'the shop' : host})`;
}

function imageFigures(items: NetworkItem[]) {
  const images = items.filter((item) => item.resourceType === 'Image');
  const bytesByHost: Record<string, number> = {};
  let failed = 0;
  for (const item of images) {
    const host = item.url.startsWith('data:') ? 'data: (inline)' : new URL(item.url).host;
    bytesByHost[host] = (bytesByHost[host] ?? 0) + (item.transferSize ?? 0);
    if (!item.statusCode || item.statusCode >= 400) failed++;
  }
  return { imageHosts: Object.keys(bytesByHost).sort(), bytesByHost, failedImages: failed };
}

async function lighthousePart(args: PhotoArgs, label: string) {
  const loadBefore = loadAverage();
  const bench = await setUp(args);
  try {
    const { shop } = bench;
    const pages = [
      { label: '/', path: '/' },
      { label: '/repuestos', path: '/repuestos' },
      { label: `product page (${bench.productPath})`, path: bench.productPath },
    ];
    for (const page of pages) {
      const visit = await visitBefore(shop.base, page.path);
      console.error(
        `  visit before ${page.label}: ${visit.ready}/${visit.own} photo addresses of ours answered 200 in ${seconds(visit.ms)}; ${visit.external} links to other hosts`,
      );
    }
    const flags = [`--ignore-certificate-errors-spki-list=${bench.spki}`, '--host-resolver-rules=MAP localhost 127.0.0.1'];
    // Only with the shop's own photo addresses: before them, the browser itself fetches from the hosts.
    const quiet = args.quietHosts && bench.ownPhotos;
    if (quiet) bench.hosts.pause();
    // The shop's CPU during the runs: a background preparation competing with the pages shows here.
    const cpuBefore = cpuSeconds(shop.pid);
    const runsStarted = Date.now();
    const runs = new Map<string, PhotoRun[]>(pages.map((page) => [page.label, []]));
    let retries = 0;
    for (let round = 1; round <= args.runs; round++) {
      for (const page of pages) {
        console.error(`  round ${round}/${args.runs}: ${page.label}…`);
        for (let attempt = 1; ; attempt++) {
          try {
            const { figures, items, lcpElement } = await runLighthouseDetailed(shop.base + page.path, { extraChromeFlags: flags });
            runs.get(page.label)!.push({ ...figures, ...imageFigures(items), lcpElement: describeElement(lcpElement, shop.base), load: os.loadavg()[0]! });
            break;
          } catch (error) {
            if (attempt === 3) throw error;
            retries++;
            console.error(`    ${error instanceof Error ? error.message : String(error)}: again`);
          }
        }
      }
    }
    const shopCores = (cpuSeconds(shop.pid) - cpuBefore) / ((Date.now() - runsStarted) / 1000);
    bench.hosts.resume();
    const loadAfter = loadAverage();
    console.log(`\n## Photos: Lighthouse mobile (\`npm run bench:photos\`)\n`);
    header(label, bench, `Lighthouse 12 (mobile, simulated slow 4G, CPU ×4), ${process.env.CHROME_PATH || '/usr/bin/chromium'}, median of ${args.runs} runs`);
    console.log(
      `Load average (1/5/15 min): ${loadBefore} at the start, ${loadAfter} at the end. The shop's CPU during the runs: ${shopCores.toFixed(2)} cores on average` +
        `${quiet ? ' (the hosts held every request during the runs: --quiet-hosts)' : ''}.\n`,
    );
    console.log(
      '| page | performance (each run) | LCP (each run) | TBT | CLS | image bytes in the first view | images | image hosts (bytes) | failed images | load 1 min |',
    );
    console.log('|---|---:|---:|---:|---:|---:|---:|---|---:|---:|');
    for (const page of pages) {
      const list = runs.get(page.label)!;
      const m = (key: keyof RunFigures | 'failedImages') => median(list.map((run) => run[key]));
      const hosts = [...new Set(list.flatMap((run) => run.imageHosts))].map(
        (host) => `${host}${host === new URL(shop.base).host ? ' (the shop)' : ''} ${kb(median(list.map((run) => run.bytesByHost[host] ?? 0)))}`,
      );
      const loads = list.map((run) => run.load);
      console.log(
        `| ${page.label} | ${m('performance')} (${list.map((run) => run.performance).join(', ')}) | ${seconds(m('lcp'))} (${list.map((run) => (run.lcp / 1000).toFixed(1)).join(', ')}) | ` +
          `${Math.round(m('tbt'))} ms | ${m('cls').toFixed(3)} | ${kb(m('imageTransferred'))} | ${m('imageRequests')} | ${hosts.join(', ') || 'none'} | ${m('failedImages')} | ` +
          `${Math.min(...loads).toFixed(1)}–${Math.max(...loads).toFixed(1)} |`,
      );
    }
    console.log('\nThe LCP element in each run:\n');
    for (const page of pages)
      console.log(
        `- ${page.label}: ${runs
          .get(page.label)!
          .map((run) => run.lcpElement)
          .join(', ')}`,
      );
    console.log(
      `\nImage bytes: transferSize of the Image requests in Lighthouse's network-requests audit (what the phone downloads during the load; ` +
        `lazy photos below the fold are not loaded). Image hosts: every host an image came from in any run, with the median of its bytes. ` +
        `${retries} run(s) repeated after a Lighthouse runtime error.`,
    );
  } finally {
    await bench.stop();
  }
}

// ---------------------------------------------------------------------------------------------
// A prepared photo per second, and a cold conversion.

const summaryRow = (name: string, result: AutocannonSummary, floor: number, connections: number) =>
  `| ${name} | ${connections} | ${fmt(result.requests.average)} | ${result.latency.p50} | ${result.latency.p99} | ${(result.requests.average / floor).toFixed(2)} | ${result.non2xx} | ${result.errors} (${result.timeouts}) | ${os.loadavg()[0]!.toFixed(2)} |`;

/** sharp on one original: 4032×3024 JPEG to a 480 px WebP, wall time and CPU of this process. */
async function coldConversion(photos: SourcePhotos, runs = 5) {
  const rows: { ms: number; cpuMs: number; bytes: number }[] = [];
  for (let i = 0; i < runs; i++) {
    const input = photos.originals[i % photos.originals.length]!;
    const cpu = process.cpuUsage();
    const started = performance.now();
    const output = await sharp(input).rotate().resize({ width: 480 }).webp().toBuffer();
    const ms = performance.now() - started;
    const used = process.cpuUsage(cpu);
    rows.push({ ms, cpuMs: (used.user + used.system) / 1000, bytes: output.length });
  }
  return { ms: median(rows.map((r) => r.ms)), cpuMs: median(rows.map((r) => r.cpuMs)), bytes: median(rows.map((r) => r.bytes)), runs };
}

async function throughputPart(args: PhotoArgs, label: string) {
  const loadBefore = loadAverage();
  const bench = await setUp(args);
  const workDir = mkdtempSync(path.join(os.tmpdir(), 'tienda-bench-photos-ac-'));
  workDirs.add(workDir);
  try {
    const cold = await coldConversion(bench.photos);
    console.log(`\n## Photos: a prepared photo per second (\`npm run bench:photos -- throughput\`)\n`);
    header(label, bench, `autocannon 9 in its own process, ${args.connections} connections × ${args.seconds} s`);
    console.log(`Load average (1/5/15 min): ${loadBefore} at the start.\n`);
    console.log(
      `Cold conversion (sharp ${sharp.versions.sharp} in this process, libvips threads ${sharp.concurrency()}): a 4032×3024 JPEG (${kb(bench.photos.originals[0]!.length)}) ` +
        `to a 480 px WebP: ${fmt(cold.ms)} ms, CPU ${fmt(cold.cpuMs)} ms, ${kb(cold.bytes)} (median of ${cold.runs}).\n`,
    );
    const { own } = await photoAddresses(bench.shop.base, bench.productPath);
    if (own.length === 0) {
      console.log(`A prepared photo answered per second: ${NOT_AVAILABLE}.`);
      return;
    }
    const photoPath = own[0]!;
    await visitBefore(bench.shop.base, bench.productPath);
    // --quiet-hosts: the background preparation waits on its downloads instead of taking the cores.
    const quiet = args.quietHosts && bench.ownPhotos;
    if (quiet) bench.hosts.pause();
    const probe = await fetch(bench.shop.base + photoPath, { headers: { accept: IMAGE_ACCEPT } });
    const bytes = (await probe.arrayBuffer()).byteLength;
    console.error(`  ${photoPath}: ${probe.status} ${probe.headers.get('content-type')} ${bytes} B`);
    const bare = await runAutocannon({ label: 'bare', url: `${bench.bare.base}/`, connections: args.connections }, args.seconds, workDir);
    await new Promise((resolve) => setTimeout(resolve, 1000));
    const photo = await runAutocannon(
      { label: 'photo', url: bench.shop.base + photoPath, connections: args.connections, headers: { accept: IMAGE_ACCEPT } },
      args.seconds,
      workDir,
    );
    const floor = bare.requests.average;
    console.log('| what | conns | req/s | p50 ms | p99 ms | ratio to bare | non-2xx | errors (timeouts) | load 1 min |');
    console.log('|---|---:|---:|---:|---:|---:|---:|---:|---:|');
    console.log(summaryRow('bare Node page', bare, floor, args.connections));
    console.log(summaryRow(`prepared photo ${photoPath} (${probe.headers.get('content-type')}, ${kb(bytes)})`, photo, floor, args.connections));
    console.log(`\nShop RSS at the end: ${fmt(rssMegabytes(bench.shop.pid)?.rss ?? NaN)} MB (peak ${fmt(rssMegabytes(bench.shop.pid)?.peak ?? NaN)} MB).`);
    if (quiet) console.log('The hosts held every request during the runs (--quiet-hosts): no photo was being prepared.');
  } finally {
    rmSync(workDir, { recursive: true, force: true });
    workDirs.delete(workDir);
    await bench.stop();
  }
}

// ---------------------------------------------------------------------------------------------
// The first preparation of the whole catalogue's photos.

const CLOCK_TICKS = (() => {
  try {
    return Number(execFileSync('getconf', ['CLK_TCK']).toString().trim()) || 100;
  } catch {
    return 100;
  }
})();

/** CPU seconds (user + system) of a process and its living descendants, from /proc. */
function cpuSeconds(pid: number): number {
  const parents = new Map<number, number>();
  const ticks = new Map<number, number>();
  for (const entry of readdirNumbers('/proc')) {
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      // The command name is in parentheses and may hold spaces: the fields start after the last ')'.
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      parents.set(entry, Number(fields[1]));
      ticks.set(entry, Number(fields[11]) + Number(fields[12]));
    } catch {
      // gone meanwhile
    }
  }
  let total = 0;
  for (const [candidate, t] of ticks) {
    for (let p: number | undefined = candidate; p !== undefined && p > 1; p = parents.get(p)) {
      if (p === pid) {
        total += t;
        break;
      }
    }
  }
  return total / CLOCK_TICKS;
}

function readdirNumbers(dir: string): number[] {
  return readdirSync(dir)
    .filter((name) => /^\d+$/.test(name))
    .map(Number);
}

function diskKilobytes(dir: string): number {
  try {
    return Number(
      execFileSync('du', ['-sk', dir], { stdio: ['ignore', 'pipe', 'ignore'] })
        .toString()
        .split(/\s/)[0],
    );
  } catch {
    return 0;
  }
}

/** The shop's /metrics token in this benchmark (a throwaway shop on loopback). */
const METRICS_TOKEN = 'metricas-bench-fotos-0123456789';

/** prom-client's event-loop delay p99 in ms since the last scrape, if the shop exposes /metrics to loopback. */
async function eventLoopP99(base: string): Promise<number | undefined> {
  try {
    const response = await fetch(`${base}/metrics`, { headers: { authorization: `Bearer ${METRICS_TOKEN}` } });
    if (!response.ok) return undefined;
    const match = /^nodejs_eventloop_lag_p99_seconds(?:\{[^}]*\})? ([\d.e+-]+)/m.exec(await response.text());
    return match ? Number(match[1]) * 1000 : undefined;
  } catch {
    return undefined;
  }
}

interface Latency {
  cached: AutocannonSummary;
  product: AutocannonSummary;
  /** The bare Node page at the same rate, right after: what the machine itself gives at that moment. */
  bare: AutocannonSummary;
}

/** A low, steady rate (10 requests a second) on / and on product pages one after another: what a visitor feels. */
async function pageLatency(bench: Bench, seconds: number, workDir: string): Promise<Latency> {
  const products = bench.shop.products.slice(0, 2000).map((p) => `/producto/${p.slug}`);
  const cached = await runAutocannon({ label: '/', url: `${bench.shop.base}/`, connections: 2, rate: 10 }, seconds, workDir);
  const product = await runAutocannon({ label: 'product', url: bench.shop.base + products[0]!, connections: 2, rate: 10, paths: products }, seconds, workDir);
  const bare = await runAutocannon({ label: 'bare', url: `${bench.bare.base}/`, connections: 2, rate: 10 }, seconds, workDir);
  return { cached, product, bare };
}

async function preparePart(args: PhotoArgs, label: string) {
  const loadBefore = loadAverage();
  const bench = await setUp(args);
  const workDir = mkdtempSync(path.join(os.tmpdir(), 'tienda-bench-photos-ac-'));
  workDirs.add(workDir);
  try {
    const { shop, hosts, catalog } = bench;
    console.log(`\n## Photos: the first preparation of the whole catalogue (\`npm run bench:photos -- prepare\`)\n`);
    header(label, bench, `bound ${args.prepareSeconds} s`);
    console.log(`Load average (1/5/15 min): ${loadBefore} at the start.\n`);
    if (!bench.ownPhotos) {
      console.log(`The first preparation of the catalogue's photos: ${NOT_AVAILABLE}.`);
      return;
    }
    const fotos = path.join(shop.dataDir, 'fotos');
    const readyAt = Date.now();
    const cpuAtReady = cpuSeconds(shop.pid);
    const deadline = bench.startedAt + args.prepareSeconds * 1000;
    const loopSamples: number[] = [];
    let during: Latency | undefined;
    let lastBusyAt = readyAt;
    let previousCpu = cpuAtReady;
    let previousAt = readyAt;
    let drained = false;
    let diskKb = 0;
    let lastReport = 0;
    const fetched = () => hosts.stats.originals.paths.size + hosts.stats.whatsapp.paths.size;
    while (Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 2000));
      const now = Date.now();
      const cpu = cpuSeconds(shop.pid);
      const cores = (cpu - previousCpu) / ((now - previousAt) / 1000);
      previousCpu = cpu;
      previousAt = now;
      const lastHostRequest = Math.max(hosts.stats.originals.lastRequestAt, hosts.stats.whatsapp.lastRequestAt);
      if (cores >= 0.1) lastBusyAt = now;
      const p99 = await eventLoopP99(shop.base);
      if (p99 !== undefined) loopSamples.push(p99);
      // While it runs, once: the page latency a visitor feels (20 s after the catalogue answers).
      if (!during && now - readyAt > 20_000 && now - lastHostRequest < 5000) {
        console.error('  page latency while photos are prepared…');
        during = await pageLatency(bench, args.seconds, workDir);
      }
      if (now - lastReport > 30_000) {
        lastReport = now;
        diskKb = diskKilobytes(fotos);
        console.error(
          `  ${fmt((now - bench.startedAt) / 1000)} s: ${fmt(fetched())}/${fmt(catalog.links)} links fetched, CPU ${cores.toFixed(2)} cores, ` +
            `disk ${fmt(diskKb / 1024, 1)} MB, RSS ${fmt(rssMegabytes(shop.pid)?.rss ?? NaN)} MB, load ${os.loadavg()[0]!.toFixed(2)}`,
        );
      }
      // Drained: no link asked for in 15 s and the shop idle (under 0.1 core) for 6 s.
      if (now - lastHostRequest > 15_000 && now - lastBusyAt > 6000 && lastHostRequest > 0) {
        drained = true;
        break;
      }
    }
    const endAt = drained ? Math.max(lastBusyAt, Math.max(hosts.stats.originals.lastRequestAt, hosts.stats.whatsapp.lastRequestAt)) : Date.now();
    const cpuEnd = cpuSeconds(shop.pid);
    diskKb = diskKilobytes(fotos);
    const memory = rssMegabytes(shop.pid);
    const linksFetched = fetched();
    // The idle figure: the hosts hold every new request, so a preparation still under way waits
    // without using the CPU; then the same latency probe as during the preparation.
    hosts.pause();
    for (let i = 0; i < 15; i++) {
      const before = cpuSeconds(shop.pid);
      await new Promise((resolve) => setTimeout(resolve, 2000));
      if ((cpuSeconds(shop.pid) - before) / 2 < 0.1) break;
    }
    const idle = await pageLatency(bench, args.seconds, workDir);
    hosts.resume();
    const loadAfter = loadAverage();
    const elapsed = (endAt - bench.startedAt) / 1000;
    console.log(`Load average at the end: ${loadAfter}.\n`);
    console.log('| what | figure |');
    console.log('|---|---:|');
    console.log(`| drained | ${drained ? 'yes' : `no, stopped at the bound (${args.prepareSeconds} s)`} |`);
    console.log(`| time from the shop's start${drained ? ' to the last photo work' : ''} | ${fmt(elapsed)} s |`);
    console.log(`| links fetched (distinct) / in the catalogue | ${fmt(linksFetched)} / ${fmt(catalog.links)} |`);
    console.log(
      `| requests to the hosts (originals + copies) | ${fmt(hosts.stats.originals.requests)} + ${fmt(hosts.stats.whatsapp.requests)}, ${kb(hosts.stats.originals.bytes + hosts.stats.whatsapp.bytes)} |`,
    );
    console.log(`| CPU of the shop (and its child processes): all / after the catalogue answered | ${fmt(cpuEnd, 1)} s / ${fmt(cpuEnd - cpuAtReady, 1)} s |`);
    // The whole DATA_DIR too, in case the photos are kept elsewhere in it (it also holds the database).
    console.log(`| disk under DATA_DIR/fotos (all of DATA_DIR) | ${fmt(diskKb / 1024, 1)} MB (${fmt(diskKilobytes(shop.dataDir) / 1024, 1)} MB) |`);
    console.log(`| RSS at the end (peak) | ${fmt(memory?.rss ?? NaN)} MB (${fmt(memory?.peak ?? NaN)} MB) |`);
    if (!drained && linksFetched > 0) {
      const rate = linksFetched / ((Date.now() - readyAt) / 1000);
      console.log(`| links a second, and the whole catalogue at that rate | ${fmt(rate, 1)}, about ${fmt(catalog.links / rate / 60)} min |`);
    }
    console.log(
      `| event-loop delay p99 (prom-client, per 2 s scrape): median / max | ${loopSamples.length ? `${fmt(median(loopSamples), 1)} / ${fmt(Math.max(...loopSamples), 1)} ms` : 'not exposed (/metrics)'} |`,
    );
    console.log('\n| page latency, 10 requests/s, 2 connections | p50 ms | p99 ms | non-2xx |');
    console.log('|---|---:|---:|---:|');
    const row = (name: string, result: AutocannonSummary | undefined) =>
      console.log(
        result ? `| ${name} | ${result.latency.p50} | ${result.latency.p99} | ${result.non2xx} |` : `| ${name} | (over before it was measured) | | |`,
      );
    row('/ (cached) while photos are prepared', during?.cached);
    row('/ (cached) idle', idle.cached);
    row('product pages, one after another, while photos are prepared', during?.product);
    row('product pages, one after another, idle', idle.product);
    row('bare Node page, while photos are prepared', during?.bare);
    row('bare Node page, idle', idle.bare);
    console.log(
      `\nIdle: after the preparation${drained ? '' : ' (not drained: with the hosts holding every new request, and the shop under 0.1 core)'}. ` +
        `Last lines of the shop's log:\n\n\`\`\`\n${shop.output().trim().split('\n').slice(-5).join('\n')}\n\`\`\``,
    );
  } finally {
    rmSync(workDir, { recursive: true, force: true });
    workDirs.delete(workDir);
    await bench.stop();
  }
}

async function main() {
  const args = parsePhotoArgs(process.argv.slice(2));
  const label = await describeShop(args);
  if (args.command === 'lighthouse' || args.command === 'all') await lighthousePart(args, label);
  if (args.command === 'throughput' || args.command === 'all') await throughputPart(args, label);
  if (args.command === 'prepare' || args.command === 'all') await preparePart(args, label);
}

main().catch(fail);
