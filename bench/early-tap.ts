// A tap on 'Agregar al Presupuesto' as soon as the button is painted, on a slow link, first visit:
// does the product end in the cart? For each build and page, `--runs` loads in fresh browser
// contexts (empty cache and storage), the link slowed through CDP (400 ms round trip, 50 KB/s each
// way) and the CPU 4× (Emulation.setCPUThrottlingRate). The tap is a real mouse click at the
// button's centre in the first frame the button is laid out in (no waiting for it to be enabled);
// then the page is given until the app has started (`html[data-hydrated]`) and 2 s more, and the
// stored cart ('mi-presupuesto') is read. Not a test.
//
//   npx tsx bench/early-tap.ts --dir /tmp/before --dir . [--runs 10]
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type Page } from '@playwright/test';
import { productUrl } from '../domain/slug';
import { fail, freePort, loadAverage, median, startShop, type Shop } from './http.bench';
import { tapWhenPainted } from './tap';

function parse(argv: string[]) {
  const dirs: string[] = [];
  let runs = 10;
  for (let i = 0; i < argv.length; i += 2) {
    const [name, value] = [argv[i], argv[i + 1]];
    if (!value) throw new Error(`${name} needs a value`);
    if (name === '--dir') dirs.push(path.resolve(value));
    else if (name === '--runs') runs = Number(value);
    else throw new Error(`unknown argument ${name} (use --dir, --runs)`);
  }
  if (dirs.length === 0) dirs.push(process.cwd());
  return { dirs, runs };
}

const ADD = 'Agregar al Presupuesto';

interface Trial {
  kept: boolean;
  /** Milliseconds from the navigation's start. */
  tappedAt: number;
  startedAt: number;
  toast: boolean;
}

/** Waits for the first add button to be laid out on screen, in a frame, and clicks its centre. */
async function tapAsSoonAsVisible(page: Page, selector: string): Promise<number> {
  await tapWhenPainted(page, page.locator(selector).first(), 60_000);
  return page.evaluate(() => performance.now());
}

async function trial(page: Page, url: string, selector: string, productPath: string): Promise<Trial> {
  await page.goto(url, { waitUntil: 'commit' });
  const tappedAt = await tapAsSoonAsVisible(page, selector);
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached', timeout: 90_000 });
  const startedAt = await page.evaluate(() => performance.now());
  await page.waitForTimeout(2000);
  const toast = (await page.getByRole('status').filter({ hasText: 'Producto añadido' }).count()) > 0;
  const stored = await page.evaluate(() => localStorage.getItem('mi-presupuesto'));
  const lines = (stored ? JSON.parse(stored) : []) as { slug: string; quantity: number }[];
  const kept = lines.length === 1 && lines[0]!.quantity === 1 && (productPath === '' || productPath.endsWith(lines[0]!.slug));
  return { kept, tappedAt, startedAt, toast };
}

async function main() {
  const { dirs, runs } = parse(process.argv.slice(2));
  const loadBefore = loadAverage();
  const shops: Shop[] = [];
  const browser = await chromium.launch({ executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox'] });
  try {
    let port = 4230;
    for (const dir of dirs) {
      port = await freePort(port);
      shops.push(await startShop(dir, port, {}, 600));
      port++;
    }
    const product = productUrl(shops[0]!.products[0]!);
    const pages = [
      { name: 'product page', path: product, selector: `main button:has-text("${ADD}")`, productPath: product },
      { name: '/repuestos, first card', path: '/repuestos', selector: `[data-testid="tarjeta-producto"] button:has-text("${ADD}")`, productPath: '' },
    ];
    const results = new Map<string, Trial[]>();
    for (let run = 0; run < runs; run++) {
      for (const target of pages) {
        for (const [s, shop] of shops.entries()) {
          const context = await browser.newContext({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true });
          const page = await context.newPage();
          const cdp = await context.newCDPSession(page);
          await cdp.send('Network.enable');
          await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 400, downloadThroughput: 50 * 1024, uploadThroughput: 50 * 1024 });
          await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
          const result = await trial(page, shop.base + target.path, target.selector, target.productPath);
          const key = `${target.name}\u0000${s}`;
          results.set(key, [...(results.get(key) ?? []), result]);
          console.error(
            `  run ${run + 1} ${path.basename(dirs[s]!)} ${target.name}: tap at ${result.tappedAt.toFixed(0)} ms, app at ${result.startedAt.toFixed(0)} ms, ${result.kept ? 'in the cart' : 'LOST'}${result.toast ? ', toast' : ''}`,
          );
          await context.close();
        }
      }
    }
    console.log(
      `\nA tap as soon as 'Agregar al Presupuesto' is painted, first visit, 400 ms / 50 KB/s / CPU ×4, ${runs} loads (load ${loadBefore} → ${loadAverage()})\n`,
    );
    console.log(`| page | build | in the cart | toast | tap at (median) | app started at (median) |`);
    console.log(`|---|---|---:|---:|---:|---:|`);
    for (const target of pages) {
      for (const [s, dir] of dirs.entries()) {
        const rows = results.get(`${target.name}\u0000${s}`) ?? [];
        const kept = rows.filter((r) => r.kept).length;
        const toasts = rows.filter((r) => r.toast).length;
        console.log(
          `| ${target.name} | ${path.basename(dir)} | ${kept} of ${rows.length} | ${toasts} of ${rows.length} | ${(median(rows.map((r) => r.tappedAt)) / 1000).toFixed(1)} s | ${(median(rows.map((r) => r.startedAt)) / 1000).toFixed(1)} s |`,
        );
      }
    }
  } finally {
    await browser.close();
    for (const shop of shops) await shop.stop();
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) main().catch(fail);
