// Offline pages (bench/README.md, 'Sin señal'): in Chromium (390 px, service workers allowed),
// opens /, /repuestos and a product page with signal and waits until the catalogue is kept on the
// phone, loses the signal, sets the CPU 4 times slower (CDP Emulation.setCPUThrottlingRate) and
// opens, each by its address as if typed, the fixed list of 20 pages: those three, six
// catalogue pages with filters, six product pages never opened and five searches. A page counts as
// open when it shows its own heading with the 'Sin conexión' banner; its time runs from asking for
// the address to that moment. Also counted: the shop's own offline page, the browser's error page;
// and, as the floor under them all, the time the app takes to start on the offline page itself.
// Usage, after `npm run build` and with the shop running: BASE_URL=http://127.0.0.1:3000 npx tsx bench/offline.ts
import { chromium, type BrowserContext, type Page } from '@playwright/test';
import { CHROMIUM_ARGS } from '../tests/setup/chromium';

// Playwright's setOffline() does not reach a service worker's own requests: routed through the
// context, they are refused as a phone without signal refuses them.
process.env.PW_EXPERIMENTAL_SERVICE_WORKER_NETWORK_EVENTS = '1';
const base = process.env.BASE_URL ?? 'http://127.0.0.1:3000';
const GOAL_MS = 1000;

/** Route table requests (their `paths`) that reached the refused network: a page waits for each. */
const routeTableAsked: string[] = [];

async function goOffline(context: BrowserContext): Promise<void> {
  await context.setOffline(true);
  await context.route('**/*', (route) => {
    const url = new URL(route.request().url());
    if (url.pathname === '/__manifest') routeTableAsked.push(url.searchParams.get('paths') ?? '');
    return route.abort('internetdisconnected');
  });
}

/** What React Router asks for a page it has no route for: the path and its ancestors, sorted. */
function ownRouteTablePaths(path: string): string {
  const pathname = new URL(path, base).pathname;
  const paths = [...pathname.matchAll(/\//g)].slice(1).map((m) => pathname.slice(0, m.index));
  return [...new Set([...paths, pathname])].sort().join(',');
}

type Kind = 'content' | 'offlinePage' | 'browserError';

/** Opens `path` and waits until it shows its own heading and the banner, or the offline page. */
/** The page's first route table request: how long it took, and when it ended after the document began (ms). */
interface RouteTableWait {
  took: number;
  endedAt: number;
}
// Given as text: tsx's helper names (__name) do not exist in the page.
const ROUTE_TABLE_WAIT = `(() => {
  const first = performance.getEntriesByType('resource').filter((e) => new URL(e.name).pathname === '/__manifest').sort((a, b) => a.startTime - b.startTime)[0];
  return first ? { took: Math.round(first.responseEnd - first.startTime), endedAt: Math.round(first.responseEnd) } : null;
})()`;

async function open(page: Page, path: string): Promise<{ kind: Kind; ms: number; routeTable?: RouteTableWait | null }> {
  const start = Date.now();
  try {
    await page.goto(path, { timeout: 30_000, waitUntil: 'commit' });
    const shown = await page.waitForFunction(
      () => {
        const h1 = document.querySelector('main h1')?.textContent?.trim() ?? '';
        if (h1 === 'Sin señal') return 'offlinePage';
        const banner = [...document.querySelectorAll('[role="status"]')].some((e) => e.textContent?.startsWith('Sin conexión'));
        return h1 !== '' && banner ? 'content' : false;
      },
      undefined,
      { timeout: 20_000, polling: 'raf' },
    );
    const ms = Date.now() - start;
    return { kind: (await shown.jsonValue()) as Kind, ms, routeTable: (await page.evaluate(ROUTE_TABLE_WAIT)) as RouteTableWait | null };
  } catch (error) {
    // net::ERR_INTERNET_DISCONNECTED: the browser's own page (or nothing shown in 20 s).
    console.log(
      `  ${(error as Error).message.split('\n')[0]} (${page.url()}: ${(
        await page
          .locator('main')
          .innerText()
          .catch(() => '')
      ).slice(0, 80)})`,
    );
    return { kind: 'browserError', ms: Date.now() - start };
  }
}

const browser = await chromium.launch({ executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium', args: CHROMIUM_ARGS });
const context = await browser.newContext({ baseURL: base, serviceWorkers: 'allow', viewport: { width: 390, height: 844 }, locale: 'es-AR' });
const page = await context.newPage();
if (process.env.DEBUG_OFFLINE) page.on('console', (m) => m.type() === 'error' && console.log('   consola:', m.text().slice(0, 300)));
const { productos } = (await (await context.request.get('/api/productos?por_pagina=100')).json()) as { productos: { slug: string }[] };
const product = (i: number) => `/producto/${productos[i]!.slug}`;
const visited = ['/', '/repuestos', product(0)];
const pages = [
  ...visited,
  '/repuestos?vista=usados',
  '/repuestos?categoria=Rodamientos',
  '/neumaticos?vista=nuevos',
  '/maquinaria?vista=usados',
  '/herramientas?q=llave',
  '/consumibles?vista=nuevos&q=aceite',
  ...[3, 12, 25, 40, 60, 90].map(product),
  '/buscar?q=filtro',
  '/buscar?q=correa+gates',
  '/buscar?q=rodamiento+6205',
  '/buscar?q=neumatico+usado',
  '/buscar?q=bomba+inyectora',
];

for (const path of visited) await page.goto(path);
// The worker starts after the first page's load event, the catalogue's download when the page is
// idle: wait for both, then open the three pages again so they pass through the worker.
await page.waitForFunction(() => navigator.serviceWorker?.controller != null, undefined, { timeout: 60_000 }).catch(() => console.log('sin service worker'));
await page
  .getByTestId('catalogo-sin-senal-listo')
  .waitFor({ state: 'attached', timeout: 120_000 })
  .catch(() => console.log('sin catálogo guardado'));
for (const path of visited) await page.goto(path);

await goOffline(context);
const cdp = await context.newCDPSession(page);
await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
const counts = { withinGoal: 0, content: 0, offlinePage: 0, browserError: 0 };
const times: number[] = [];
const routeTableTook: number[] = [];
for (const path of pages) {
  const { kind, ms, routeTable } = await open(page, path);
  if (routeTable) routeTableTook.push(routeTable.took);
  counts[kind]++;
  if (kind === 'content') times.push(ms);
  if (kind === 'content' && ms <= GOAL_MS) counts.withinGoal++;
  const waited = routeTableAsked.includes(ownRouteTablePaths(path)) ? ' (tabla de rutas por la red)' : '';
  const table = routeTable ? `; tabla de rutas ${routeTable.took} ms, lista a los ${routeTable.endedAt} ms` : '';
  console.log(`${path.padEnd(60)} ${kind.padEnd(12)} ${ms} ms${table}${waited}`);
}
routeTableTook.sort((a, b) => a - b);
console.log(
  `tabla de rutas pedida en ${routeTableTook.length}/${pages.length} páginas: mediana ${routeTableTook[Math.floor(routeTableTook.length / 2)] ?? '-'} ms, máx ${routeTableTook.at(-1) ?? '-'} ms`,
);
console.log(`pedidos de la tabla de rutas que llegaron a la red: ${routeTableAsked.length}`);
times.sort((a, b) => a - b);
const n = pages.length;
console.log(
  `con contenido ${counts.content}/${n} (en ≤ ${GOAL_MS} ms: ${counts.withinGoal}/${n}; mediana ${times[Math.floor(times.length / 2)] ?? '-'} ms, máx ${times.at(-1) ?? '-'} ms), ` +
    `página sin señal de la tienda ${counts.offlinePage}/${n}, error del navegador ${counts.browserError}/${n}`,
);
// The floor under every page drawn by the app: the shop's offline page typed without signal, from
// asking for it until the app has started on it (html[data-hydrated], set by the cart's provider).
// It reads nothing of the kept catalogue and asks for no route: what is left is the document, the
// shell's scripts from the worker and the framework's start at CPU ×4. Median of 5.
const floor: number[] = [];
for (let i = 0; i < 5; i++) {
  await page.goto('/repuestos', { waitUntil: 'commit' });
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true', undefined, { timeout: 20_000 });
  const start = Date.now();
  await page.goto('/sin-senal', { waitUntil: 'commit' });
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true', undefined, { timeout: 20_000, polling: 'raf' });
  floor.push(Date.now() - start);
}
floor.sort((a, b) => a - b);
console.log(`piso: la página sin señal de la tienda, escrita, hasta que la app arrancó: mediana ${floor[2]} ms (${floor.join(', ')})`);
// What a page drawn from the kept catalogue decodes, alone and alternated so that the shared
// machine's load falls on each alike: the whole products record against the parts pages read now
// (decision 0060). Milliseconds per read at CPU ×4, median of 7; absent records are skipped. Given
// as text: tsx's helper names (__name) do not exist in the page.
const READS = `(async () => {
  const keys = ['productos', 'grupo:Repuestos', 'grupo:Neumáticos', 'fragmento:17', 'indice'];
  const db = await new Promise((resolve, reject) => {
    const open = indexedDB.open('tienda-catalogo');
    open.onsuccess = () => resolve(open.result);
    open.onerror = () => reject(open.error);
  });
  const times = {};
  for (let round = 0; round < 7; round++)
    for (const key of keys)
      (times[key] ??= []).push(
        await new Promise((resolve) => {
          const start = performance.now();
          const request = db.transaction('catalogo').objectStore('catalogo').get(key);
          // The getter decodes the value: the time a page pays.
          request.onsuccess = () => resolve(request.result === undefined ? Number.NaN : performance.now() - start);
        }),
      );
  return Object.entries(times).map(([key, list]) => key + ' ' + list.sort((a, b) => a - b)[3].toFixed(0) + ' ms');
})()`;
const reads = (await page.evaluate(READS)) as string[];
console.log(`lectura del catálogo guardado (CPU ×4, mediana de 7): ${reads.join(', ')}`);
await browser.close();
