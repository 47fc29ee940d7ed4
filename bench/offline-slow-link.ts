// The slow-link goals of 'Sin señal' (bench/README.md), on a built shop already running, through a
// TCP proxy that slows every byte the way the goal's link does (400 ms round trip, 50 KB/s each
// way), so that the service worker's own requests are slowed too (CDP network emulation reaches
// the page's requests only). The CPU is 4× slower (Emulation.setCPUThrottlingRate). Not a test.
//
// - repeat: a visit with signal (fast), then the same address again on the slow link: the time
//   until 'Agregar al Presupuesto' works (the app started, `html[data-hydrated]`) and the bytes the
//   shop sent meanwhile;
// - weak: after a visit, a signal that answers nothing (the proxy holds every byte): the time until
//   the page shows from the phone (its heading), from the browser's HTTP cache or the worker's
//   saved copy (which says 'Sin conexión'; counted apart);
// - tap: a first visit on the slow link, a real click on the first 'Agregar al Presupuesto' in the
//   first frame it is painted in; then until the app has started and 2 s more, and the stored cart
//   must hold that product once.
//
//   BASE_URL=http://127.0.0.1:6001 npx tsx bench/offline-slow-link.ts [--runs 5] [--proxy-port 6008]
//   [--only repeat|weak|tap] [--no-worker: a build without the service worker, repeat only]
import net from 'node:net';
import { chromium, type Browser, type Page } from '@playwright/test';
import { CHROMIUM_ARGS } from '../tests/setup/chromium';
import { loadAverage, median } from './http.bench';
import { tapWhenPainted } from './tap';

process.env.PW_EXPERIMENTAL_SERVICE_WORKER_NETWORK_EVENTS = '1';
const base = new URL(process.env.BASE_URL ?? 'http://127.0.0.1:3000');
const arg = (name: string, fallback: number) => {
  const at = process.argv.indexOf(name);
  return at >= 0 ? Number(process.argv[at + 1]) : fallback;
};
const RUNS = arg('--runs', 5);
const PROXY_PORT = arg('--proxy-port', 6008);
const NO_WORKER = process.argv.includes('--no-worker');
const ADD = 'Agregar al Presupuesto';

type Mode = 'fast' | 'slow' | 'stall';
let mode: Mode = 'fast';
let sentToPhone = 0;
const held = new Set<() => void>();

/** One direction of a connection: each chunk leaves half a round trip later, at 50 KB/s. */
function pipeSlowly(from: net.Socket, to: net.Socket, countSent: boolean): void {
  let free = 0;
  from.on('data', (chunk: Buffer) => {
    const send = () => {
      if (mode === 'stall') {
        held.add(send);
        return;
      }
      if (countSent) sentToPhone += chunk.length;
      if (mode === 'fast') return void to.write(chunk);
      const at = Math.max(Date.now() + 200, free) + (chunk.length / 50_000) * 1000;
      free = at;
      setTimeout(() => to.writable && to.write(chunk), at - Date.now());
    };
    send();
  });
  // Ends after its last chunk has left.
  from.on('end', () => setTimeout(() => to.end(), Math.max(0, free - Date.now()) + (mode === 'fast' ? 0 : 200)));
  from.on('error', () => to.destroy());
}

function startProxy(): Promise<net.Server> {
  const server = net.createServer((phone) => {
    const shop = net.connect(Number(base.port), base.hostname);
    pipeSlowly(phone, shop, false);
    pipeSlowly(shop, phone, true);
  });
  return new Promise((resolve) => server.listen(PROXY_PORT, '127.0.0.1', () => resolve(server)));
}

function setMode(next: Mode): void {
  mode = next;
  if (next === 'stall') return;
  for (const send of [...held]) {
    held.delete(send);
    send();
  }
}

const proxied = `http://127.0.0.1:${PROXY_PORT}`;

async function freshPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ baseURL: proxied, serviceWorkers: 'allow', viewport: { width: 390, height: 844 }, locale: 'es-AR' });
  return context.newPage();
}

async function cpu(page: Page, rate: number): Promise<void> {
  await (await page.context().newCDPSession(page)).send('Emulation.setCPUThrottlingRate', { rate });
}

/** A visit with signal, the worker in control and the catalogue kept, as a phone that came before. */
async function visitWithSignal(page: Page, path: string): Promise<void> {
  setMode('fast');
  await page.goto(path);
  // A build before the service worker (--no-worker, to compare with one): the browser's cache alone.
  if (NO_WORKER) {
    await page.goto(path);
    await page.locator('html[data-hydrated]').waitFor({ state: 'attached', timeout: 60_000 });
    return;
  }
  await page.waitForFunction(() => navigator.serviceWorker?.controller != null, undefined, { timeout: 60_000 });
  await page.getByTestId('catalogo-sin-senal-listo').waitFor({ state: 'attached', timeout: 120_000 });
  await page.goto(path);
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached', timeout: 60_000 });
}

async function repeat(browser: Browser, path: string): Promise<{ ms: number; bytes: number }> {
  const page = await freshPage(browser);
  await visitWithSignal(page, path);
  await page.goto('about:blank');
  await cpu(page, 4);
  setMode('slow');
  sentToPhone = 0;
  const start = Date.now();
  await page.goto(path, { waitUntil: 'commit' });
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached', timeout: 60_000 });
  await page.getByRole('button', { name: ADD }).first().waitFor({ state: 'visible', timeout: 60_000 });
  const ms = Date.now() - start;
  const bytes = sentToPhone;
  await page.context().close();
  return { ms, bytes };
}

async function weak(browser: Browser, path: string): Promise<{ ms: number; banner: boolean }> {
  const page = await freshPage(browser);
  await visitWithSignal(page, path);
  await page.goto('about:blank');
  await cpu(page, 4);
  setMode('stall');
  const start = Date.now();
  await page.goto(path, { waitUntil: 'commit', timeout: 60_000 });
  const shown = await page
    .waitForFunction(() => (document.querySelector('main h1')?.textContent?.trim() ?? '') !== '', undefined, { timeout: 30_000, polling: 'raf' })
    .then(
      () => true,
      async () => {
        const text = await page
          .locator('body')
          .innerText({ timeout: 1000 })
          .catch(() => '(nothing)');
        console.log(`  not shown in 30 s (${page.url()}): ${text.replace(/\s+/g, ' ').slice(0, 160)}`);
        return false;
      },
    );
  const ms = shown ? Date.now() - start : Number.NaN;
  const banner = await page.getByRole('status').filter({ hasText: 'Sin conexión' }).count();
  await page.context().close();
  setMode('fast');
  return { ms, banner: banner > 0 };
}

async function tap(browser: Browser, path: string, slug: string): Promise<boolean> {
  const page = await freshPage(browser);
  await cpu(page, 4);
  setMode('slow');
  await page.goto(path, { waitUntil: 'commit' });
  await tapWhenPainted(page, page.getByRole('button', { name: ADD }).first(), 90_000);
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached', timeout: 120_000 });
  await page.waitForTimeout(2000);
  const stored = await page.evaluate(() => localStorage.getItem('mi-presupuesto'));
  const lines = (stored ? JSON.parse(stored) : []) as { slug: string; quantity: number }[];
  await page.context().close();
  setMode('fast');
  return lines.length === 1 && lines[0]!.quantity === 1 && lines[0]!.slug === slug;
}

const proxy = await startProxy();
const browser = await chromium.launch({ executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium', args: CHROMIUM_ARGS });
try {
  const { productos } = (await (await fetch(new URL('/api/productos?por_pagina=1', base))).json()) as { productos: { slug: string }[] };
  const product = { path: `/producto/${productos[0]!.slug}`, slug: productos[0]!.slug };
  console.log(`load average at the start ${loadAverage()}; ${RUNS} runs each`);
  const which = process.argv.includes('--only') ? process.argv[process.argv.indexOf('--only') + 1] : 'all';
  for (const path of which === 'all' || which === 'repeat' ? [product.path, '/repuestos'] : []) {
    const runs = [];
    for (let i = 0; i < RUNS; i++) runs.push(await repeat(browser, path));
    console.log(
      `repeat ${path}: working at ${median(runs.map((r) => r.ms))} ms (${runs.map((r) => r.ms).join(', ')}), ` +
        `${(median(runs.map((r) => r.bytes)) / 1024).toFixed(1)} KB sent (${runs.map((r) => (r.bytes / 1024).toFixed(1)).join(', ')})`,
    );
  }
  for (const path of which === 'all' || which === 'weak' ? [product.path, '/repuestos'] : []) {
    const runs = [];
    for (let i = 0; i < RUNS; i++) runs.push(await weak(browser, path));
    console.log(
      `weak signal ${path}: shown from the phone at ${median(runs.map((r) => r.ms))} ms (${runs.map((r) => r.ms).join(', ')}), ` +
        `with the 'Sin conexión' banner ${runs.filter((r) => r.banner).length} of ${runs.length}`,
    );
  }
  if (which === 'all' || which === 'tap') {
    let kept = 0;
    const taps = Math.max(RUNS, 10);
    for (let i = 0; i < taps; i++) if (await tap(browser, product.path, product.slug)) kept++;
    console.log(`tap as soon as visible, product page, first visit: ${kept} of ${taps} in the cart`);
  }
  console.log(`load average at the end ${loadAverage()}`);
} finally {
  await browser.close();
  proxy.close();
}
