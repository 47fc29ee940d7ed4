// Two builds side by side in one run, so that the shared machine's load falls on both alike:
// Lighthouse mobile (bench/lighthouse.ts's runs) on /, /repuestos and a product page of each,
// page after page and build after build in every round, then the cached pages' throughput of
// each (autocannon, bench/http.bench.ts) as a ratio to the bare Node page measured between them.
// Not a test: it prints tables for bench/README.md and asserts nothing.
//
//   npx tsx bench/lighthouse-compare.ts --before /tmp/before --after /tmp/after [--runs 3] [--port 6002] [--seconds 10]
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { runLighthouseDetailed, type RunFigures } from './lighthouse';
import { fail, loadAverage, median, runAutocannon, startBarePage, startShop, type Shop } from './http.bench';

function option(name: string, fallback?: string): string {
  const at = process.argv.indexOf(name);
  const value = at >= 0 ? process.argv[at + 1] : fallback;
  if (value === undefined) throw new Error(`${name} is needed`);
  return value;
}

async function lighthouseRound(targets: { label: string; url: string }[], runs: Map<string, RunFigures[]>): Promise<void> {
  for (const target of targets) {
    for (let attempt = 1; ; attempt++) {
      try {
        runs.get(target.label)!.push((await runLighthouseDetailed(target.url)).figures);
        break;
      } catch (error) {
        if (attempt === 3) throw error;
        console.error(`    ${error instanceof Error ? error.message : String(error)}: again`);
      }
    }
  }
}

async function main() {
  const dirs = { before: path.resolve(option('--before')), after: path.resolve(option('--after')) };
  const rounds = Number(option('--runs', '3'));
  const seconds = Number(option('--seconds', '10'));
  const port = Number(option('--port', '6002'));
  const loadStart = loadAverage();
  const shops: Record<'before' | 'after', Shop> = {
    before: await startShop(dirs.before, port, {}, 300),
    after: await startShop(dirs.after, port + 1, {}, 300),
  };
  const bare = await startBarePage(port + 2);
  const work = mkdtempSync(path.join(os.tmpdir(), 'lh-compare-'));
  try {
    const product = `/producto/${shops.before.products[0]!.slug}`;
    const paths = ['/', '/repuestos', product];
    const targets = paths.flatMap((p) => (['before', 'after'] as const).map((build) => ({ label: `${build} ${p}`, url: shops[build].base + p })));
    for (const target of targets) await (await fetch(target.url)).arrayBuffer();
    const runs = new Map<string, RunFigures[]>(targets.map((t) => [t.label, []]));
    for (let round = 1; round <= rounds; round++) {
      console.error(`  round ${round}/${rounds} (load ${loadAverage()})`);
      await lighthouseRound(round % 2 ? targets : [...targets].reverse(), runs);
    }
    const loadMiddle = loadAverage();
    const rate = async (url: string) => (await runAutocannon({ label: url, url, connections: 20 }, seconds, work)).requests.average;
    const throughput = new Map<string, number[]>();
    for (let round = 0; round < 2; round++)
      for (const [label, url] of [
        ...paths.flatMap((p) => (['before', 'after'] as const).map((b) => [`${b} ${p}`, shops[b].base + p])),
        ['bare', `${bare.base}/`],
      ]) {
        throughput.set(label!, [...(throughput.get(label!) ?? []), await rate(url!)]);
      }
    const bareRate = median(throughput.get('bare')!);
    console.log(`Load average (1/5/15 min): ${loadStart} at the start, ${loadMiddle} after Lighthouse, ${loadAverage()} at the end.\n`);
    console.log('| page | build | performance (each run) | LCP | TBT | FCP | JS transferred | cached page, requests/s (ratio to the bare page) |');
    console.log('|---|---|---:|---:|---:|---:|---:|---:|');
    for (const target of targets) {
      const list = runs.get(target.label)!;
      const m = (key: keyof RunFigures) => median(list.map((run) => run[key]));
      const rps = median(throughput.get(target.label)!);
      const [build, ...page] = target.label.split(' ');
      console.log(
        `| ${page.join(' ')} | ${build} | ${m('performance')} (${list.map((r) => r.performance).join(', ')}) | ${(m('lcp') / 1000).toFixed(2)} s | ` +
          `${Math.round(m('tbt'))} ms | ${(m('fcp') / 1000).toFixed(2)} s | ${(m('jsTransferred') / 1024).toFixed(1)} KB | ${Math.round(rps)} (${(rps / bareRate).toFixed(3)}) |`,
      );
    }
    console.log(`\nBare Node page: ${Math.round(bareRate)} requests/s (median of ${throughput.get('bare')!.length} runs of ${seconds} s, 20 connections).`);
  } finally {
    rmSync(work, { recursive: true, force: true });
    await Promise.all([shops.before.stop(), shops.after.stop(), bare.stop()]);
  }
}

main().catch(fail);
