// The shop without signal, in Chromium against the production build with its service worker
// (app/offline/sw.ts): pages opened with signal open again offline with the saved-copy banner; a
// page never opened shows the shop's offline page; nothing private reaches CacheStorage; the
// precache stays within its budget. Screenshots: .tmp/shots/sin-senal-*-{390,1280}.png.
import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import http from 'node:http';
import { apiProducts, seriousViolations } from './helpers';
import { signInStaff } from './staff';

// Other browser tests run with service workers blocked (playwright.config.ts): these need them.
test.use({ serviceWorkers: 'allow' });
// setOffline() does not reach a service worker's own requests; with this Playwright routes them
// through the context, where goOffline() refuses them as a phone without signal does.
process.env.PW_EXPERIMENTAL_SERVICE_WORKER_NETWORK_EVENTS = '1';

async function goOffline(context: BrowserContext): Promise<void> {
  await context.setOffline(true);
  await context.route('**/*', (route) => route.abort('internetdisconnected'));
}

async function goOnline(context: BrowserContext): Promise<void> {
  await context.unrouteAll();
  await context.setOffline(false);
}

const BANNER = /^Sin conexión · Mostrando lo guardado el \d{2}\/\d{2} a las \d{2}:\d{2}$/;

/** Opens `path` and waits until the shop's service worker controls the page. */
async function openControlled(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await page.waitForFunction(() => navigator.serviceWorker?.controller !== null && navigator.serviceWorker?.controller !== undefined, undefined, {
    timeout: 30_000,
  });
}

/** Every URL in every cache of the context's origin. */
async function cachedUrls(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    const urls: string[] = [];
    for (const name of await caches.keys()) {
      const cache = await caches.open(name);
      for (const request of await cache.keys()) urls.push(new URL(request.url).pathname + new URL(request.url).search);
    }
    return urls;
  });
}

async function firstProductPath(context: BrowserContext): Promise<string> {
  const { productos } = await apiProducts(context.request);
  return `/producto/${productos[0]!.slug}`;
}

test('pages opened with signal open again without it, marked as saved; others show the offline page', async ({ browser, baseURL }) => {
  test.setTimeout(120_000);
  const context = await browser.newContext({ baseURL, locale: 'es-AR', timezoneId: 'America/Argentina/Buenos_Aires', viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  const product = await firstProductPath(context);
  await openControlled(page, '/');
  // Chromium's own installability checks (what Lighthouse's installable-manifest audit read): only
  // the test browser's private profile stands in the way.
  const cdp = await context.newCDPSession(page);
  const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
  expect(installabilityErrors.filter((error) => error.errorId !== 'in-incognito')).toEqual([]);
  expect((await cdp.send('Page.getAppManifest')).errors).toEqual([]);
  // The page that installed the worker came before it: opened again now, it is saved too.
  for (const path of ['/', '/repuestos', product]) {
    await page.goto(path);
    await expect(page.getByRole('status').filter({ hasText: 'Sin conexión' })).toHaveCount(0);
  }

  await goOffline(context);
  for (const path of ['/', '/repuestos', product]) {
    await page.goto(path);
    const banner = page.getByRole('status').filter({ hasText: 'Sin conexión' });
    await expect(banner).toHaveText(BANNER);
    await expect(page.locator('h1').first()).toBeVisible();
  }
  await page.goto(product);
  await expect(page.getByRole('status').filter({ hasText: 'Sin conexión' })).toBeVisible();
  expect(await seriousViolations(page), 'axe: página guardada').toEqual([]);
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    await page.screenshot({ path: `.tmp/shots/sin-senal-guardada-${width}.png` });
  }

  // Never opened: the shop's own page, saying which one was asked for, with what is saved.
  await page.setViewportSize({ width: 390, height: 844 });
  // (A page the kept catalogue can draw opens from it instead, when it is kept: offline-sw.spec.ts.)
  await page.goto('/politica-de-privacidad');
  await expect(page).toHaveURL(/\/sin-senal\?desde=%2Fpolitica-de-privacidad$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Sin señal' })).toBeVisible();
  const saved = page.getByRole('region', { name: 'Guardado en tu teléfono' }).getByRole('link');
  await expect(saved.filter({ hasText: 'Repuestos' }).first()).toBeVisible();
  await expect(page.getByRole('link', { name: 'Ver mi presupuesto' })).toBeVisible();
  await expect(page.getByRole('search', { name: 'Buscar en la tienda sin señal' })).toBeVisible();
  expect(await seriousViolations(page), 'axe: página sin señal').toEqual([]);
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    await page.screenshot({ path: `.tmp/shots/sin-senal-pagina-${width}.png`, fullPage: true });
  }

  // A saved page from the list opens from the phone.
  await saved.filter({ hasText: 'Repuestos' }).first().click();
  await expect(page).toHaveURL(/\/repuestos$/);
  await expect(page.getByRole('status').filter({ hasText: 'Sin conexión' })).toHaveText(BANNER);

  // With signal again, pages come from the shop, without the banner.
  await goOnline(context);
  await page.goto('/repuestos');
  await expect(page.locator('h1').first()).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'Sin conexión' })).toHaveCount(0);
  await context.close();
});

test('nothing of the staff area, a quote answer or a staff session reaches CacheStorage', async ({ browser, baseURL }) => {
  test.setTimeout(120_000);
  const context = await browser.newContext({ baseURL, locale: 'es-AR', timezoneId: 'America/Argentina/Buenos_Aires' });
  const page = await context.newPage();
  // The worker installs from a public page, before the staff member signs in.
  await openControlled(page, '/politica-de-privacidad');
  await signInStaff(context, baseURL!);
  const product = await firstProductPath(context);
  const token = 'Zx9kq2Lr7TtW3mN8pQ4vB6yH1cJ5dF0g';
  const privatePaths = ['/admin', '/admin/presupuestos', '/admin/consultas', `/presupuesto/${token}`, '/repuestos', product];
  for (const path of privatePaths) await page.goto(path);
  // The PDF downloads (or answers 404 for this made-up token): fetched from the page, through the worker.
  await page.evaluate((url) => fetch(url).then((r) => r.arrayBuffer()), `/presupuesto/${token}/pdf`);
  await page.evaluate(() => fetch('/healthz').then((r) => r.text()));

  const urls = await cachedUrls(page);
  expect(urls.length, 'the worker keeps its own files').toBeGreaterThan(10);
  const leaked = urls.filter((url) => /^\/(admin|presupuesto\/|metrics|healthz|readyz|sitemap|feeds\/)/.test(url) || url === '/repuestos' || url === product);
  expect(leaked).toEqual([]);

  // The shop says the same to every cache: no-store for the staff area and answers to a session.
  for (const path of ['/admin/presupuestos', '/repuestos', `/presupuesto/${token}`, '/healthz', '/readyz', '/metrics']) {
    const response = await context.request.get(path, { maxRedirects: 0 });
    expect(response.headers()['cache-control'] ?? '', path).toMatch(/no-store/);
  }
  await context.close();
});

/** Bytes on the wire for `path` (compressed as a browser asks for it), without decompressing. */
function transferSize(baseURL: string, path: string): Promise<number> {
  const url = new URL(path, baseURL);
  return new Promise((resolve, reject) => {
    http
      // With its query: React Router's route table is precached under one (decision 0044).
      .get({ host: url.hostname, port: url.port, path: url.pathname + url.search, headers: { 'accept-encoding': 'br, gzip' } }, (res) => {
        let size = 0;
        res.on('data', (chunk: Buffer) => (size += chunk.length));
        res.on('end', () => (res.statusCode === 200 ? resolve(size) : reject(new Error(`${path}: ${res.statusCode}`))));
      })
      .on('error', reject);
  });
}

test('the first install moves at most 400 KB, and the worker and manifest are served as they must be', async ({ request, baseURL }) => {
  const worker = await request.get('/sw.js');
  expect(worker.status()).toBe(200);
  expect(worker.headers()['cache-control']).toBe('no-cache');
  expect(worker.headers()['content-security-policy']).toContain("connect-src 'self'");
  const script = await worker.text();
  const precached = [...script.matchAll(/url:"([^"]+)"/g)].map((match) => match[1]!);
  expect(precached).toContain('/sin-senal');
  expect(precached.some((url) => url.startsWith('/__manifest?paths='))).toBe(true);
  expect(precached.some((url) => /\/assets\/entry\.client-/.test(url))).toBe(true);
  let total = Buffer.byteLength(script);
  for (const url of precached) total += await transferSize(baseURL!, url);
  console.log(`precache: ${precached.length} archivos, ${Math.round(total / 1024)} KB en la primera instalación`);
  expect(total).toBeLessThanOrEqual(400 * 1024);

  const page = await request.get('/');
  expect(page.headers()['content-security-policy']).toContain("worker-src 'self'");
  const html = await page.text();
  expect(html).toContain('rel="manifest" href="/manifest.webmanifest"');
  const manifest = (await (await request.get('/manifest.webmanifest')).json()) as {
    name: string;
    short_name: string;
    start_url: string;
    display: string;
    icons: { src: string; sizes: string; purpose: string }[];
  };
  expect(manifest).toMatchObject({ start_url: '/', display: 'standalone', name: 'Agro Industrial Paraná' });
  for (const icon of manifest.icons) {
    const answer = await request.get(icon.src);
    expect(answer.status(), icon.src).toBe(200);
    expect(answer.headers()['content-type']).toBe('image/png');
  }
  expect(manifest.icons.map((icon) => `${icon.sizes} ${icon.purpose}`)).toEqual(['192x192 any', '512x512 any', '512x512 maskable']);
});

test("'Instalar' shows only when the browser offers it, and 'Ahora no' is remembered", async ({ page }) => {
  await page.goto('/politica-de-privacidad');
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
  await expect(page.getByRole('button', { name: 'Instalar' })).toHaveCount(0);
  const offer = () =>
    page.evaluate(() => {
      const event = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
        prompt: async () => undefined,
        userChoice: Promise.resolve({ outcome: 'dismissed' }),
      });
      window.dispatchEvent(event);
      return event.defaultPrevented;
    });
  expect(await offer()).toBe(true);
  await expect(page.getByRole('button', { name: 'Instalar' })).toBeVisible();
  await page.getByRole('button', { name: 'Ahora no' }).click();
  await expect(page.getByRole('button', { name: 'Instalar' })).toHaveCount(0);
  await page.reload();
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
  expect(await offer()).toBe(false);
  await expect(page.getByRole('button', { name: 'Instalar' })).toHaveCount(0);
});
