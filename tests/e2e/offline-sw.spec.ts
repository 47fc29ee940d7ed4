// Addresses never opened, typed or reloaded without signal, through the service worker (app/offline/sw.ts):
// a product page, a filtered catalogue page and a search open drawn from the catalogue kept on the phone, with
// the 'Sin conexión' banner, not the shop's offline page (docs/decisions/0044-never-visited-pages-offline.md).
// Against the 12,476-product sample. Screenshots: .tmp/shots/sin-senal-dibujada-*.png.
import { expect, test, type BrowserContext } from '@playwright/test';
import { apiProducts } from './helpers';

// Other browser tests run with service workers blocked (playwright.config.ts): this one needs them.
test.use({ serviceWorkers: 'allow', viewport: { width: 390, height: 844 }, locale: 'es-AR', timezoneId: 'America/Argentina/Buenos_Aires' });
// setOffline() does not reach a service worker's own requests; with this Playwright routes them
// through the context, where goOffline() refuses them as a phone without signal does.
process.env.PW_EXPERIMENTAL_SERVICE_WORKER_NETWORK_EVENTS = '1';

/**
 * Refuses every request from now on; returns the paths of each route table request that reached
 * the network ('/producto,/producto/x': what React Router asks for a page it has no route for).
 */
async function goOffline(context: BrowserContext): Promise<string[]> {
  const routeTableAsked: string[] = [];
  await context.setOffline(true);
  await context.route('**/*', (route) => {
    const url = new URL(route.request().url());
    if (url.pathname === '/__manifest') routeTableAsked.push(url.searchParams.get('paths') ?? '');
    return route.abort('internetdisconnected');
  });
  return routeTableAsked;
}

const BANNER = /^Sin conexión · Mostrando lo guardado el \d{2}\/\d{2} a las \d{2}:\d{2}$/;

test('a product, a filtered catalogue page and a search never opened open by address without signal, from the kept catalogue', async ({ page, context }) => {
  test.setTimeout(150_000);
  // A product no test opens first: the phone has never seen its page.
  const product = (await apiProducts(context.request)).productos[7]!;
  await page.goto('/');
  await page.waitForFunction(() => navigator.serviceWorker?.controller != null, undefined, { timeout: 60_000 });
  await expect(page.getByTestId('catalogo-sin-senal-listo')).toBeAttached({ timeout: 60_000 });

  const routeTableAsked = await goOffline(context);
  await page.goto(`/producto/${product.slug}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(product.name, { timeout: 20_000 });
  // Its route came from the worker's precached route table at once, not after a network attempt
  // (a weak signal could hold that attempt for seconds).
  expect(routeTableAsked).not.toContain(`/producto,/producto/${product.slug}`);
  await expect(page.getByRole('status').filter({ hasText: 'Sin conexión' })).toHaveText(BANNER);
  await expect(page.getByTestId('precio-producto')).toBeVisible();
  await page.screenshot({ path: '.tmp/shots/sin-senal-dibujada-producto-390.png' });

  await page.goto('/neumaticos?vista=usados');
  await expect(page).toHaveURL(/\/neumaticos\?vista=usados$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Neumáticos', { timeout: 20_000 });
  await expect(page.getByRole('heading', { level: 2, name: /Usados/ })).toBeVisible();
  await expect(page.getByTestId('tarjeta-producto').first()).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'Sin conexión' })).toHaveText(BANNER);
  await expect(page.getByText('Algo salió mal')).toHaveCount(0);
  expect(routeTableAsked).not.toContain('/neumaticos');
  await page.screenshot({ path: '.tmp/shots/sin-senal-dibujada-neumaticos-390.png' });
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.screenshot({ path: '.tmp/shots/sin-senal-dibujada-neumaticos-1280.png' });
  await page.setViewportSize({ width: 390, height: 844 });

  // A search typed: searched on its own thread (the worker's script precached), not the page's.
  await page.goto('/buscar?q=correa+gates');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Resultados para "correa gates"', { timeout: 20_000 });
  await expect(page.getByTestId('tarjeta-producto').first()).toContainText(/correa/i);
  await expect(page.getByRole('status').filter({ hasText: 'Sin conexión' })).toHaveText(BANNER);
  expect(page.workers().map((worker) => worker.url())).toContainEqual(expect.stringMatching(/\/assets\/search\.worker-[\w-]+\.js$/));
  await page.screenshot({ path: '.tmp/shots/sin-senal-dibujada-busqueda-390.png' });
});
