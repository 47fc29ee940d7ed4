// The cached fast path against the same bytes from a bare Node server: how much of what Node's
// http can do on this machine the shop keeps for a page already in its page cache. Not a test: it
// prints a table for bench/README.md and asserts nothing.
//
//   npm run build && npm run bench:fast-path
//   npm run bench:fast-path -- --dir /tmp/before --dir /tmp/after     # builds side by side
//   npm run bench:fast-path -- --rounds 5 --seconds 5 --connections 20 --port 4140
//
// For each --dir (a built shop; default the current directory) it starts, in child processes, the
// shop (`NODE_ENV=production node server.js`, a fresh DATA_DIR under /tmp, the sample catalogue,
// PUBLIC_URL set as a deployment sets it) and warms the home page and a product page until the
// cache holds their final copies. It then fetches each page's exact brotli bytes and starts a
// bare node:http server (its own process) that answers those bytes with the same Content-Type and
// Content-Encoding and nothing else: the floor. autocannon runs in a third process (in the
// shop's or the floor's process it would take the CPU it measures), `accept-encoding: br`.
// Each round loads, for every build and page, the floor and the shop one after the other (the
// order flips every round), so both see the same machine; the table gives the medians and the
// ratio shop ÷ floor. On a shared machine the ratio within one run is the figure, not the req/s.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  BROWSER_HEADERS,
  cpuMilliseconds,
  fail,
  freePort,
  loadAverage,
  median,
  runAutocannon,
  startShop,
  stopChild,
  type AutocannonSummary,
  type Shop,
} from './http.bench';

interface Args {
  dirs: string[];
  labels: string[];
  rounds: number;
  seconds: number;
  connections: number;
  port: number;
}

function parse(argv: string[]): Args {
  const args: Args = { dirs: [], labels: [], rounds: 3, seconds: 5, connections: 20, port: 4140 };
  for (let i = 0; i < argv.length; i += 2) {
    const [name, value] = [argv[i], argv[i + 1]];
    if (!value) throw new Error(`${name} needs a value`);
    const number = () => {
      const n = Number(value);
      if (!Number.isInteger(n) || n <= 0) throw new Error(`${name} needs a whole number above 0`);
      return n;
    };
    if (name === '--dir') args.dirs.push(path.resolve(value));
    else if (name === '--label') args.labels.push(value);
    else if (name === '--rounds') args.rounds = number();
    else if (name === '--seconds') args.seconds = number();
    else if (name === '--connections') args.connections = number();
    else if (name === '--port') args.port = number();
    else throw new Error(`unknown argument ${name} (use --dir, --label, --rounds, --seconds, --connections, --port)`);
  }
  if (args.dirs.length === 0) args.dirs.push(process.cwd());
  return args;
}

/** What autocannon sends: a browser's headers, brotli only (the coding the stored copies are made for). */
const LOAD_HEADERS = { ...BROWSER_HEADERS, 'accept-encoding': 'br' };

interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  /** The response's header block as sent (status line and CRLFs included). */
  headerBytes: number;
  body: Buffer;
}

function get(url: string): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const request = http.get(url, { headers: { ...LOAD_HEADERS, connection: 'close' } }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => {
        let headerBytes = `HTTP/1.1 ${response.statusCode} ${response.statusMessage}\r\n\r\n`.length;
        for (let i = 0; i < response.rawHeaders.length; i += 2) headerBytes += response.rawHeaders[i]!.length + response.rawHeaders[i + 1]!.length + 4;
        resolve({ status: response.statusCode ?? 0, headers: response.headers, headerBytes, body: Buffer.concat(chunks) });
      });
      response.on('error', reject);
    });
    request.on('error', reject);
  });
}

/**
 * Asks for the page until the cache answers its final brotli copy: the first request renders and
 * stores a cheap copy, the first hit has it recompressed off the request; the copy is final when
 * two answers a moment apart carry the same brotli bytes.
 */
async function warm(base: string, page: string): Promise<Answer> {
  let last: Answer | undefined;
  for (let attempt = 0; attempt < 40; attempt++) {
    const answer = await get(base + page);
    if (answer.status !== 200) throw new Error(`${page} answered ${answer.status}`);
    if (answer.headers['content-encoding'] === 'br' && last && last.body.equals(answer.body) && attempt >= 3) return answer;
    last = answer;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${page}: no stable brotli copy after 40 requests (content-encoding ${last?.headers['content-encoding']})`);
}

/**
 * Waits until the shop works on nothing of its own (at most 5 % of a core over 2 s): for a minute
 * or so after the catalogue loads it prepares the catalogue's photos, dates the products for the
 * sitemaps and writes its first backup, which would be measured with the pages. At most `seconds`.
 */
async function quiet(pid: number, seconds = 300): Promise<void> {
  const deadline = Date.now() + seconds * 1000;
  for (;;) {
    const before = cpuMilliseconds(pid);
    await new Promise((resolve) => setTimeout(resolve, 2000));
    const used = cpuMilliseconds(pid) - before;
    if (used <= 100) return;
    if (Date.now() > deadline) {
      console.error(`  the shop still used ${fmt(used / 20)} % of a core after ${seconds} s: measuring anyway`);
      return;
    }
  }
}

// The floor: the pages' bytes, read once at start, answered by path with their type and coding.
const FLOOR = `
  const pages = new Map(Object.entries(JSON.parse(require('node:fs').readFileSync(process.env.FLOOR_PAGES, 'utf8'))).map(
    ([page, p]) => [page, { headers: { 'content-type': p.type, 'content-encoding': p.encoding, 'content-length': String(Buffer.from(p.body, 'base64').length) }, body: Buffer.from(p.body, 'base64') }]));
  require('node:http').createServer((req, res) => {
    const page = pages.get(req.url);
    if (!page) { res.writeHead(404); res.end(); return; }
    res.writeHead(200, page.headers);
    res.end(page.body);
  }).listen(Number(process.env.FLOOR_PORT), '127.0.0.1', () => console.log('ready'));`;

async function startFloor(port: number, pages: Record<string, Answer>, workDir: string) {
  const file = path.join(workDir, `floor-${port}.json`);
  const json: Record<string, { type: string; encoding: string; body: string }> = {};
  for (const [page, answer] of Object.entries(pages)) {
    json[page] = { type: String(answer.headers['content-type']), encoding: String(answer.headers['content-encoding']), body: answer.body.toString('base64') };
  }
  writeFileSync(file, JSON.stringify(json));
  const child = spawn(process.execPath, ['-e', FLOOR], {
    env: { ...process.env, FLOOR_PAGES: file, FLOOR_PORT: String(port) },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await new Promise<void>((resolve, reject) => {
    child.stdout.once('data', () => resolve());
    child.once('exit', (code) => reject(new Error(`the floor server exited (${code})`)));
  });
  // The same bytes as the shop's, or the comparison means nothing.
  for (const [page, answer] of Object.entries(pages)) {
    const floor = await get(`http://127.0.0.1:${port}${page}`);
    if (!floor.body.equals(answer.body)) throw new Error(`the floor does not send the shop's bytes for ${page}`);
  }
  return { base: `http://127.0.0.1:${port}`, pid: child.pid!, stop: () => stopChild(child) };
}

function commitOf(dir: string): Promise<string> {
  return new Promise((resolve) => {
    const git = spawn('git', ['-C', dir, 'rev-parse', '--short', 'HEAD'], { stdio: ['ignore', 'pipe', 'ignore'] });
    let out = '';
    git.stdout.on('data', (c: Buffer) => (out += c.toString()));
    git.once('error', () => resolve(dir));
    git.once('exit', (code) => resolve(code === 0 && out.trim() ? `commit ${out.trim()}` : dir));
  });
}

const fmt = (n: number, digits = 0) => n.toLocaleString('en-US', { maximumFractionDigits: digits, minimumFractionDigits: digits });

interface Build {
  label: string;
  shop: Shop;
  floor: { base: string; pid: number; stop(): Promise<void> };
  pages: { name: string; path: string; answer: Answer }[];
}

interface Run {
  build: string;
  page: string;
  target: 'floor' | 'shop';
  round: number;
  result: AutocannonSummary;
  /** CPU time of the loaded process (shop or floor) a request, in µs. */
  cpuPerRequest: number;
}

async function main() {
  const args = parse(process.argv.slice(2));
  const workDir = mkdtempSync(path.join(os.tmpdir(), 'tienda-fast-path-'));
  const builds: Build[] = [];
  const loadBefore = loadAverage();
  const started = new Date();
  try {
    const taken: number[] = [];
    for (const [i, dir] of args.dirs.entries()) {
      const label = args.labels[i] ?? (await commitOf(dir));
      const shopPort = await freePort(args.port, taken);
      taken.push(shopPort);
      const floorPort = await freePort(shopPort + 1, taken);
      taken.push(floorPort);
      console.error(`${label}: starting the shop from ${dir} on ${shopPort}…`);
      const shop = await startShop(dir, shopPort, { PUBLIC_URL: `http://127.0.0.1:${shopPort}` }, 600);
      const pages: Build['pages'] = [];
      for (const [name, page] of [
        ['product page', `/producto/${shop.products[0]!.slug}`],
        ['home page', '/'],
      ] as const) {
        pages.push({ name, path: page, answer: await warm(shop.base, page) });
      }
      const floor = await startFloor(floorPort, Object.fromEntries(pages.map((p) => [p.path, p.answer])), workDir);
      console.error(`${label}: waiting until the shop's own start-up work is done…`);
      await quiet(shop.pid);
      builds.push({ label, shop, floor, pages });
    }

    const runs: Run[] = [];
    const load = async (build: Build, page: Build['pages'][number], target: Run['target'], round: number, seconds: number) => {
      const base = target === 'floor' ? build.floor.base : build.shop.base;
      const pid = target === 'floor' ? build.floor.pid : build.shop.pid;
      const cpuBefore = cpuMilliseconds(pid);
      const result = await runAutocannon(
        { label: `${build.label} ${page.name} ${target}`, url: base + page.path, connections: args.connections, headers: LOAD_HEADERS },
        seconds,
        workDir,
      );
      const cpuPerRequest = ((cpuMilliseconds(pid) - cpuBefore) * 1000) / Math.max(1, result.requests.total);
      if (round > 0) runs.push({ build: build.label, page: page.name, target, round, result, cpuPerRequest });
      const trouble =
        result.non2xx || result.errors || result.timeouts ? ` (non-2xx ${result.non2xx}, errors ${result.errors}, timeouts ${result.timeouts})` : '';
      console.error(
        `  ${round > 0 ? `round ${round}` : 'warm-up'}: ${build.label}, ${page.name}, ${target}: ${fmt(result.requests.average)} req/s, ` +
          `${fmt(cpuPerRequest)} µs CPU a request${trouble}`,
      );
    };
    // Round 0 warms the JIT of every process (not counted).
    for (let round = 0; round <= args.rounds; round++) {
      for (const build of builds) {
        for (const page of build.pages) {
          const order: Run['target'][] = round % 2 ? ['floor', 'shop'] : ['shop', 'floor'];
          for (const target of order) await load(build, page, target, round, round === 0 ? 2 : args.seconds);
        }
      }
    }

    console.log(`\n## The cached fast path against the same bytes (\`npm run bench:fast-path\`)\n`);
    console.log(
      `${started.toISOString()}, Node ${process.version}, ${os.cpus().length} cores (${os.cpus()[0]?.model.trim()}), autocannon -c ${args.connections} ` +
        `-d ${args.seconds} in its own process, \`accept-encoding: br\`, ${args.rounds} rounds (floor and shop alternated), everything on 127.0.0.1.`,
    );
    console.log(`Load average (1/5/15 min): ${loadBefore} at the start, ${loadAverage()} at the end.\n`);
    console.log(
      '| build | page | body (br) | headers: shop / floor | floor req/s (median) | shop req/s (median) | **shop ÷ floor** | each round | CPU µs a request: floor / shop | shop p99 ms | non-2xx or errors |',
    );
    console.log('|---|---|---:|---:|---:|---:|---:|---|---:|---:|---:|');
    for (const build of builds) {
      for (const page of build.pages) {
        const of = (target: Run['target']) => runs.filter((r) => r.build === build.label && r.page === page.name && r.target === target);
        const floor = of('floor');
        const shop = of('shop');
        const floorMedian = median(floor.map((r) => r.result.requests.average));
        const shopMedian = median(shop.map((r) => r.result.requests.average));
        const eachRound = shop.map((r, i) => (r.result.requests.average / floor[i]!.result.requests.average).toFixed(2)).join(', ');
        const trouble = [...floor, ...shop].reduce((sum, r) => sum + r.result.non2xx + r.result.errors + r.result.timeouts, 0);
        const floorHeaders = (await get(build.floor.base + page.path)).headerBytes;
        console.log(
          `| ${build.label} | ${page.name} | ${fmt(page.answer.body.length)} B | ${fmt(page.answer.headerBytes)} / ${fmt(floorHeaders)} B | ${fmt(floorMedian)} | ` +
            `${fmt(shopMedian)} | **${(shopMedian / floorMedian).toFixed(2)}** | ${eachRound} | ` +
            `${fmt(median(floor.map((r) => r.cpuPerRequest)))} / ${fmt(median(shop.map((r) => r.cpuPerRequest)))} | ${median(shop.map((r) => r.result.latency.p99))} | ${trouble} |`,
        );
      }
    }
    console.log(
      `\nproduct page: ${builds[0]!.pages[0]!.path}. shop ÷ floor = the shop's median req/s over the floor's; "each round" = the same ratio per round. ` +
        `CPU µs a request = the loaded process's CPU time (/proc, its threads included) over the requests it answered, median of the rounds: ` +
        `the figure the machine's other work moves least.`,
    );
  } finally {
    for (const build of builds) await Promise.all([build.shop.stop(), build.floor.stop()]);
    rmSync(workDir, { recursive: true, force: true });
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  main().catch(fail);
}
