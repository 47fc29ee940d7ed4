// Memory of one shop process under mixed load (goal: RSS under 400 MB after 10 minutes at
// 12,000 products). Starts the built shop like bench/http.bench.ts, then runs autocannon for
// --minutes with 20 connections over a mix that touches every kind of page: the home page and
// catalogue pages (cached), every product page in turn (more than the page cache holds), catalogue
// filters and pages, and searches. RSS is read from /proc every 15 s.
//
//   npm run bench:memory -- --dir /tmp/bench-copy [--minutes 10] [--label "commit abc"]
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describeShop, fail, freePort, loadAverage, parseArgs, rssMegabytes, runAutocannon, searchPaths, startShop } from './http.bench';

function mixedPaths(products: { slug: string }[], searches: string[]): string[] {
  const catalogue = [
    '/repuestos',
    '/neumaticos',
    '/maquinaria',
    '/herramientas',
    '/consumibles',
    '/repuestos?vista=nuevos',
    '/repuestos?vista=usados',
    '/maquinaria?pagina=2',
    '/repuestos?pagina=7',
  ];
  const paths: string[] = [];
  for (let i = 0; i < products.length; i++) {
    paths.push(`/producto/${products[i]!.slug}`);
    if (i % 4 === 0) paths.push('/');
    if (i % 4 === 2) paths.push(catalogue[((i / 4) % catalogue.length) | 0]!);
    if (i % 10 === 5) paths.push(searches[((i / 10) % searches.length) | 0]!);
  }
  return paths;
}

async function main() {
  const argv = process.argv.slice(2);
  const minutesAt = argv.indexOf('--minutes');
  const minutes = minutesAt >= 0 ? Number(argv.splice(minutesAt, 2)[1]) : 10;
  if (!(minutes > 0)) throw new Error('--minutes needs a positive number');
  const args = parseArgs(argv, { port: 4310 });
  const label = await describeShop(args);
  const workDir = mkdtempSync(path.join(os.tmpdir(), 'tienda-bench-mem-'));
  const shop = await startShop(args.dir, await freePort(args.port));
  const samples: { at: number; rss: number }[] = [];
  const sample = (at: number) => {
    const m = rssMegabytes(shop.pid);
    if (m) samples.push({ at, rss: m.rss });
  };
  try {
    const started = Date.now();
    sample(0);
    const timer = setInterval(() => sample((Date.now() - started) / 1000), 15_000);
    const paths = mixedPaths(shop.products, searchPaths(shop.products, 2_000));
    const result = await runAutocannon({ label: 'mixed', url: shop.base, connections: 20, paths }, minutes * 60, workDir);
    clearInterval(timer);
    sample((Date.now() - started) / 1000);
    const end = rssMegabytes(shop.pid);
    console.log(`## Memory under mixed load — ${label}\n`);
    console.log(
      `${shop.products.length} products, 20 connections for ${minutes} min over ${paths.length} paths (products in turn, home, catalogue pages and filters, searches); load average ${loadAverage()}.\n`,
    );
    console.log(
      `Requests: ${result.requests.total} (${Math.round(result.requests.average)} req/s), non-2xx ${result.non2xx} (429 on searches past the per-client burst), errors ${result.errors}.\n`,
    );
    console.log('| time (s) | RSS MB |\n|---:|---:|');
    for (const s of samples) console.log(`| ${Math.round(s.at)} | ${Math.round(s.rss)} |`);
    console.log(
      `\nRSS after start ${Math.round(samples[0]!.rss)} MB, at the end ${Math.round(end?.rss ?? NaN)} MB, peak (VmHWM) ${Math.round(end?.peak ?? NaN)} MB.`,
    );
  } finally {
    await shop.stop();
    rmSync(workDir, { recursive: true, force: true });
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  main().catch(fail);
}
