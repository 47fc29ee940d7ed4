// CPU time the shop spends on one page, in its page cache or not (goal: 300 req/s when every
// request is a different page, 5,000 for a repeated one). Throughput on this shared 2-core machine swings with the
// other work on it; the CPU time the shop process itself used (utime + stime from /proc, which
// includes its compression threads) divided by the pages it answered does not. Not a test.
//
//   npm run bench:render -- --dir /tmp/before --dir /tmp/after [--seconds 10] [--rounds 2]
//
// Each --dir is a built copy of the shop, started side by side (fresh DATA_DIR each, the sample
// catalogue); the rounds alternate between them so both see the same machine.
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { cpuMilliseconds, fail, freePort, loadAverage, runAutocannon, shuffle, startShop, type LoadSpec, type Shop } from './http.bench';

function parse(argv: string[]) {
  const dirs: string[] = [];
  let seconds = 10;
  let rounds = 2;
  let port = 4120;
  let only = '';
  for (let i = 0; i < argv.length; i += 2) {
    const [name, value] = [argv[i], argv[i + 1]];
    if (!value) throw new Error(`${name} needs a value`);
    if (name === '--dir') dirs.push(path.resolve(value));
    else if (name === '--seconds') seconds = Number(value);
    else if (name === '--rounds') rounds = Number(value);
    else if (name === '--port') port = Number(value);
    else if (name === '--only') only = value;
    else throw new Error(`unknown argument ${name} (use --dir, --seconds, --rounds, --port, --only <part of a row's label>)`);
  }
  if (dirs.length === 0) dirs.push(process.cwd());
  return { dirs, seconds, rounds, port, only };
}

function loads(shop: Shop, round: number): LoadSpec[] {
  // A different slice of the products each round and each shop never repeats a page inside a run.
  const products = shuffle(
    shop.products.map((p) => `/producto/${p.slug}`),
    round + 1,
  );
  const lists = ['/repuestos', '/neumaticos', '/maquinaria', '/herramientas', '/consumibles'];
  const pages: string[] = [];
  // The second 'Ver más' page of each list (48 cards; later pages are rate limited per client, and
  // every request here comes from one address); categoria=x<n> (not a category, ignored) makes
  // each a new key.
  for (let n = 0; n < 20_000; n++) pages.push(`${lists[n % lists.length]}?pagina=2&categoria=x${round}-${n}`);
  return [
    // Pages in the page cache: on this 2-core machine autocannon, parsing tens of MB a second,
    // runs out of CPU before the shop does, so req/s shows the load generator; pages per
    // CPU-second of the shop show what one process can answer.
    { label: 'cached: /', url: shop.base + '/', connections: 20 },
    { label: 'cached: /repuestos', url: shop.base + '/repuestos', connections: 20 },
    { label: 'cached: a product page', url: `${shop.base}/producto/${shop.products[0]!.slug}`, connections: 20 },
    { label: 'cached: /buscar?q=bomba', url: shop.base + '/buscar?q=bomba', connections: 20 },
    { label: 'a different product page each request', url: shop.base + '/', connections: 20, paths: products },
    // categoria=<n> is read (and, not being a category, ignored): the first page's cards, a new key each time.
    { label: '/repuestos?categoria=<n> (a new key each request)', url: shop.base + '/repuestos', connections: 20, bust: true, bustParam: 'categoria' },
    { label: "the five lists' second page (48 cards), a new key each request", url: shop.base + '/', connections: 20, paths: shuffle(pages, round + 7) },
  ];
}

async function main() {
  const { dirs, seconds, rounds, port, only } = parse(process.argv.slice(2));
  const workDir = mkdtempSync(path.join(os.tmpdir(), 'tienda-bench-cpu-'));
  const loadBefore = loadAverage();
  const shops: Shop[] = [];
  try {
    let next = port;
    for (const dir of dirs) {
      next = await freePort(next);
      shops.push(await startShop(dir, next));
      next++;
    }
    const rows = new Map<string, { requests: number; cpu: number }[]>();
    // The cached rows' pages once each first (a miss), and again so their better compression is stored.
    for (const shop of shops)
      for (const spec of loads(shop, 0).filter((l) => l.label.startsWith('cached:')))
        for (let i = 0; i < 3; i++) await fetch(spec.url, { headers: { 'accept-encoding': 'gzip, br' } }).then((r) => r.arrayBuffer());
    for (let round = 0; round < rounds; round++) {
      for (const [s, shop] of shops.entries()) {
        for (const spec of loads(shop, round).filter((l) => l.label.includes(only))) {
          const before = cpuMilliseconds(shop.pid);
          const result = await runAutocannon(spec, seconds, workDir);
          const cpu = cpuMilliseconds(shop.pid) - before;
          const key = `${spec.label}\u0000${s}`;
          rows.set(key, [...(rows.get(key) ?? []), { requests: result['2xx'], cpu }]);
          const refused = result.non2xx ? ` (and ${result.non2xx} answered otherwise, e.g. 429)` : '';
          console.error(
            `  ${dirs[s]} round ${round + 1}: ${spec.label}: ${result['2xx']} pages${refused}, ${(cpu / Math.max(1, result['2xx'])).toFixed(2)} ms of CPU each`,
          );
        }
      }
    }
    console.log(`\nCPU time of the shop per page answered (${seconds} s per row, 20 connections, ${rounds} rounds; load ${loadBefore} → ${loadAverage()})\n`);
    console.log(`| page | ${dirs.map((d) => path.basename(d)).join(' ms/page (pages per CPU-second) | ')} ms/page (pages per CPU-second) |`);
    console.log(`|---|${dirs.map(() => '---:').join('|')}|`);
    for (const spec of loads(shops[0]!, 0).filter((l) => l.label.includes(only))) {
      const cells = dirs.map((_, s) =>
        (rows.get(`${spec.label}\u0000${s}`) ?? [])
          .map((r) => (r.requests ? `${(r.cpu / r.requests).toFixed(2)} (${Math.round((1000 * r.requests) / r.cpu)})` : 'none answered'))
          .join(', '),
      );
      console.log(`| ${spec.label} | ${cells.join(' | ')} |`);
    }
  } finally {
    for (const shop of shops) await shop.stop();
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) main().catch(fail);
