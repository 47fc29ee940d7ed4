// Offline pages (bench/README.md, 'Sin señal'): in Chromium (390 px, service workers allowed),
// opens /, /repuestos and a product page with signal, loses it, then opens six pages: those three
// and three never opened (a catalogue page, another product, a search). Counts the pages shown
// from the phone (the shop's page with the 'Sin conexión' banner), the shop's own offline page,
// and the browser's error page.
// Usage, after `npm run build` and with the shop running: BASE_URL=http://127.0.0.1:3000 npx tsx bench/offline.ts
import { chromium, type BrowserContext } from '@playwright/test';
import { CHROMIUM_ARGS } from '../tests/setup/chromium';

// Playwright's setOffline() does not reach a service worker's own requests: routed through the
// context, they are refused as a phone without signal refuses them.
process.env.PW_EXPERIMENTAL_SERVICE_WORKER_NETWORK_EVENTS = '1';
const base = process.env.BASE_URL ?? 'http://127.0.0.1:3000';

async function goOffline(context: BrowserContext): Promise<void> {
  await context.setOffline(true);
  await context.route('**/*', (route) => route.abort('internetdisconnected'));
}

const browser = await chromium.launch({ executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium', args: CHROMIUM_ARGS });
const context = await browser.newContext({ baseURL: base, serviceWorkers: 'allow', viewport: { width: 390, height: 844 }, locale: 'es-AR' });
const page = await context.newPage();
const { productos } = (await (await context.request.get('/api/productos')).json()) as { productos: { slug: string }[] };
const [visited, other] = [`/producto/${productos[0]!.slug}`, `/producto/${productos[1]!.slug}`];
for (const path of ['/', '/repuestos', visited]) await page.goto(path);
// The worker starts after the first page's load event: give it time to install, then open the
// three pages again so they pass through it (as a visitor's next pages do).
await page.waitForFunction(() => navigator.serviceWorker?.controller != null, undefined, { timeout: 30_000 }).catch(() => console.log('sin service worker'));
for (const path of ['/', '/repuestos', visited]) await page.goto(path);

await goOffline(context);
const counts = { saved: 0, offlinePage: 0, browserError: 0 };
for (const path of ['/', '/repuestos', visited, '/neumaticos', other, '/buscar?q=filtro']) {
  let kind: keyof typeof counts = 'browserError';
  try {
    await page.goto(path, { timeout: 30_000, waitUntil: 'domcontentloaded' });
    await page.locator('html[data-hydrated]').waitFor({ state: 'attached', timeout: 15_000 });
    if (await page.getByText('Sin conexión · Mostrando lo guardado').count()) kind = 'saved';
    else if (await page.getByRole('heading', { level: 1, name: 'Sin señal' }).count()) kind = 'offlinePage';
  } catch (error) {
    // net::ERR_INTERNET_DISCONNECTED: the browser's own page.
    console.log(`  ${(error as Error).message.split('\n')[0]}`);
  }
  counts[kind]++;
  console.log(`${path.padEnd(50)} ${kind}`);
}
console.log(`guardadas ${counts.saved}/6, página sin señal de la tienda ${counts.offlinePage}/6, error del navegador ${counts.browserError}/6`);
await browser.close();
