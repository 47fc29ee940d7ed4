// Main-thread blocking of the built shop's pages in Chromium (goal: TBT ≤ 100 ms), measured for
// two or more builds side by side. Lighthouse's TBT on this shared machine swings with the other
// work on it (the same build measured 56 and 195 ms on /presupuesto an hour apart); loading each
// page alternately from every build, several times, and comparing medians of the same run does
// not. Each load: a fresh browser context, the CPU slowed 4× (as Lighthouse's mobile preset), the
// long tasks (PerformanceObserver 'longtask') from navigation until the page has hydrated and
// stayed quiet 2 s; blocking = Σ (task − 50 ms), as TBT counts it (without Lighthouse's FCP–TTI
// window). Beside it, a count the load does not move: the nodes in <body> React hydrated (elements
// and text nodes carrying React's fiber key once the page is quiet). Not a test.
//
//   npx tsx bench/hydration.ts --dir /tmp/before --dir /tmp/after [--runs 5] [--path / --path /repuestos]
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';
import { fail, freePort, loadAverage, median, startShop, type Shop } from './http.bench';

function parse(argv: string[]) {
  const dirs: string[] = [];
  const paths: string[] = [];
  let runs = 5;
  for (let i = 0; i < argv.length; i += 2) {
    const [name, value] = [argv[i], argv[i + 1]];
    if (!value) throw new Error(`${name} needs a value`);
    if (name === '--dir') dirs.push(path.resolve(value));
    else if (name === '--path') paths.push(value);
    else if (name === '--runs') runs = Number(value);
    else throw new Error(`unknown argument ${name} (use --dir, --path, --runs)`);
  }
  if (dirs.length === 0) dirs.push(process.cwd());
  return { dirs, paths: paths.length ? paths : ['/', '/repuestos', '/buscar?q=bomba'], runs };
}

/** Runs in the page: nodes in <body> that React attached to a fiber, and all nodes in <body>. */
const COUNT_HYDRATED_NODES = `(() => {
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_ELEMENT | NodeFilter.SHOW_TEXT);
  let hydrated = 0;
  let all = 0;
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    all++;
    if (Object.keys(node).some((key) => key.startsWith('__reactFiber$'))) hydrated++;
  }
  return { hydrated, all };
})()`;

const OBSERVER = `
  window.__longTasks = [];
  new PerformanceObserver((list) => { for (const e of list.getEntries()) window.__longTasks.push(e.duration); })
    .observe({ type: 'longtask', buffered: true });`;

async function main() {
  const { dirs, paths, runs } = parse(process.argv.slice(2));
  const loadBefore = loadAverage();
  const shops: Shop[] = [];
  const browser = await chromium.launch({ executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox'] });
  try {
    let port = 4130;
    for (const dir of dirs) {
      port = await freePort(port);
      shops.push(await startShop(dir, port));
      port++;
    }
    const results = new Map<string, { blocking: number; longest: number; hydrated: number; all: number }[]>();
    for (let run = 0; run < runs; run++) {
      for (const pagePath of paths) {
        for (const [s, shop] of shops.entries()) {
          const context = await browser.newContext({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true });
          const page = await context.newPage();
          const cdp = await context.newCDPSession(page);
          await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
          await page.addInitScript(OBSERVER);
          await page.goto(shop.base + pagePath, { waitUntil: 'load' });
          await page.locator('html[data-hydrated]').waitFor({ state: 'attached', timeout: 30_000 });
          // Quiet for 2 s: no new long task.
          let count = -1;
          for (;;) {
            await page.waitForTimeout(2000);
            const now = await page.evaluate(() => (window as unknown as { __longTasks: number[] }).__longTasks.length);
            if (now === count) break;
            count = now;
          }
          const tasks = await page.evaluate(() => (window as unknown as { __longTasks: number[] }).__longTasks);
          const nodes = (await page.evaluate(COUNT_HYDRATED_NODES)) as { hydrated: number; all: number };
          const key = `${pagePath}\u0000${s}`;
          const blocking = tasks.reduce((sum, d) => sum + Math.max(0, d - 50), 0);
          results.set(key, [...(results.get(key) ?? []), { blocking, longest: Math.max(0, ...tasks), ...nodes }]);
          console.error(
            `  run ${run + 1} ${path.basename(dirs[s]!)} ${pagePath}: blocking ${blocking.toFixed(0)} ms, longest task ${Math.max(0, ...tasks).toFixed(0)} ms`,
          );
          await context.close();
        }
      }
    }
    console.log(`\nMain-thread blocking after load, CPU ×4, median of ${runs} loads per page and build (load ${loadBefore} → ${loadAverage()})\n`);
    console.log(`| page | ${dirs.map((d) => `${path.basename(d)}: blocking ms (longest task), hydrated nodes of all`).join(' | ')} |`);
    console.log(`|---|${dirs.map(() => '---:').join('|')}|`);
    for (const pagePath of paths) {
      const cells = dirs.map((_, s) => {
        const rows = results.get(`${pagePath}\u0000${s}`) ?? [];
        return `${median(rows.map((r) => r.blocking)).toFixed(0)} (${median(rows.map((r) => r.longest)).toFixed(0)}), ${median(rows.map((r) => r.hydrated))} of ${median(rows.map((r) => r.all))}`;
      });
      console.log(`| ${pagePath} | ${cells.join(' | ')} |`);
    }
  } finally {
    await browser.close();
    for (const shop of shops) await shop.stop();
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) main().catch(fail);
