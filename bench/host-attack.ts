// Made-up Host headers against the built shop with PUBLIC_URL set: do requests for hosts nobody
// owns slow a cached page or grow the process more than the same requests for the shop's own host?
// Not a test: it prints the figures for bench/README.md and asserts nothing.
//
//   npm run build && npx tsx bench/host-attack.ts
//   npx tsx bench/host-attack.ts --port 4210 --seconds 15 --hosts 50 --connections 8
//
// The shop runs from the current directory (`NODE_ENV=production node server.js`, a fresh
// DATA_DIR, the sample catalogue, PUBLIC_URL=https://tienda.example). A visitor asks for a cached
// page (the home page) at a steady rate on 2 connections for --seconds, three times:
//  - idle: alone;
//  - own host: while another process sends every path of ATTACK_PATHS --hosts times on
//    --connections connections, all naming the shop's own host (the cost of the requests themselves);
//  - made-up hosts: the same requests, each round of ATTACK_PATHS naming a new made-up host
//    (h0.invalid … h49.invalid).
// The figures: the visitor's p50/p99 and the shop's RSS after each run.
// Everything is on 127.0.0.1; the children are stopped at the end, also on errors.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { BROWSER_HEADERS, fail, freePort, rssMegabytes, runAutocannon, startShop, type AutocannonSummary } from './http.bench';

/** What a host attacker asks for: pages, their data twins, and every document built per origin. */
const ATTACK_PATHS = ['/', '/repuestos', '/_root.data', '/robots.txt', '/sitemap.xml', '/sitemaps/paginas.xml', '/feeds/google.xml', '/feeds/meta.csv'];
const PUBLIC_URL = 'https://tienda.example';
/** The visitor's steady load on the cached page (requests a second over 2 connections). */
const VISITOR_RATE = 100;

interface Options {
  port: number;
  seconds: number;
  hosts: number;
  connections: number;
}

function parse(argv: string[]): Options {
  const options: Options = { port: 4210, seconds: 15, hosts: 50, connections: 8 };
  for (let i = 0; i < argv.length; i += 2) {
    const name = argv[i]!.replace(/^--/, '') as keyof Options;
    const value = Number(argv[i + 1]);
    if (!(name in options) || !Number.isFinite(value) || value <= 0)
      throw new Error(`unknown or bad argument ${argv[i]} (use --port, --seconds, --hosts, --connections)`);
    options[name] = value;
  }
  return options;
}

// Runs in its own process: each round of paths names the next host (autocannon's setupRequest).
const ATTACKER = `
  const autocannon = require(process.env.AUTOCANNON_PATH);
  const spec = JSON.parse(process.env.ATTACK_SPEC);
  let i = 0;
  const instance = autocannon({
    url: spec.url, connections: spec.connections, amount: spec.hosts * spec.paths.length, timeout: 30,
    requests: [{ setupRequest: (req) => {
      const n = i++;
      const host = spec.ownHost || 'h' + Math.floor(n / spec.paths.length) + '.invalid';
      return { ...req, path: spec.paths[n % spec.paths.length], headers: { ...spec.headers, host } };
    } }],
  }, (error, result) => {
    if (error) { console.error(error); process.exit(1); }
    process.stdout.write(JSON.stringify({ total: result.requests.total, non2xx: result.non2xx, errors: result.errors, timeouts: result.timeouts, statuses: result.statusCodeStats }));
  });
`;

function attack(
  url: string,
  options: Options,
  ownHost: string | null,
): Promise<{ total: number; non2xx: number; errors: number; timeouts: number; statuses: unknown }> {
  const child = spawn(process.execPath, ['-e', ATTACKER], {
    env: {
      ...process.env,
      AUTOCANNON_PATH: createRequire(import.meta.url).resolve('autocannon'),
      ATTACK_SPEC: JSON.stringify({ url, connections: options.connections, hosts: options.hosts, ownHost, paths: ATTACK_PATHS, headers: BROWSER_HEADERS }),
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let out = '';
  child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
  return new Promise((resolve, reject) => child.once('exit', (code) => (code === 0 ? resolve(JSON.parse(out)) : reject(new Error(`attacker exited ${code}`)))));
}

const row = (label: string, r: AutocannonSummary, rss: number | undefined) =>
  `| ${label} | ${r.requests.total} | ${r.latency.p50} | ${r.latency.p99} | ${r.non2xx + r.errors + r.timeouts} | ${rss?.toFixed(0) ?? '?'} |`;

async function main() {
  const options = parse(process.argv.slice(2));
  const work = mkdtempSync(path.join(os.tmpdir(), 'tienda-host-attack-'));
  const port = await freePort(options.port);
  const shop = await startShop(process.cwd(), port, { PUBLIC_URL, CATALOG_SOURCE: 'data/catalogo.csv' });
  try {
    // The real origin's documents and the cached page exist before anything is measured.
    for (const p of ATTACK_PATHS) await fetch(`${shop.base}${p}`, { headers: BROWSER_HEADERS }).then((r) => r.arrayBuffer());
    for (let i = 0; i < 3; i++) await fetch(`${shop.base}/`, { headers: BROWSER_HEADERS }).then((r) => r.arrayBuffer());
    const visitor = { label: 'cached page', url: `${shop.base}/`, connections: 2, rate: VISITOR_RATE };
    await runAutocannon(visitor, 3, work); // warm-up
    const idle = await runAutocannon(visitor, options.seconds, work);
    const idleRss = rssMegabytes(shop.pid);
    const runs: [string, AutocannonSummary, number | undefined, string][] = [['idle', idle, idleRss?.rss, '']];
    for (const [label, ownHost] of [
      ['own host', `127.0.0.1:${port}`],
      ['made-up hosts', null],
    ] as const) {
      const [visited, sent] = await Promise.all([runAutocannon(visitor, options.seconds, work), attack(shop.base, options, ownHost)]);
      const rss = rssMegabytes(shop.pid)?.rss;
      runs.push([label, visited, rss, `${sent.total} sent, ${sent.non2xx + sent.errors + sent.timeouts} failed`]);
    }
    console.log(
      `\nHost attack, ${new Date().toISOString().slice(0, 10)}: PUBLIC_URL=${PUBLIC_URL}, ${shop.products.length} products, visitor ${VISITOR_RATE}/s on 2 connections for ${options.seconds} s; ` +
        `the other requests: ${options.hosts} × ${ATTACK_PATHS.length} paths (${ATTACK_PATHS.join(' ')}) on ${options.connections} connections.\n`,
    );
    console.log('| run | visitor requests | p50 ms | p99 ms | visitor failures | RSS MB | other requests |');
    console.log('|---|---|---|---|---|---|---|');
    for (const [label, r, rss, other] of runs) console.log(`${row(label, r, rss)} ${other} |`);
    console.log(`\npeak RSS ${rssMegabytes(shop.pid)?.peak.toFixed(0) ?? '?'} MB`);
  } finally {
    await shop.stop();
    rmSync(work, { recursive: true, force: true });
  }
}

main().catch(fail);
