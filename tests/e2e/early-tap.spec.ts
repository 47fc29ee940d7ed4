// Taps on 'Agregar al Presupuesto' before the app's scripts have run (~/lib/early-tap): kept by the
// page's inline script, marked on the button, confirmed by the app's toast and count once it starts,
// and never applied twice. The scripts are held back (every /assets/*.js waits for the test) so
// the tap lands before hydration for sure; the last test uses the slow link itself.
import { expect, test, type Page } from '@playwright/test';
import { apiProducts } from './helpers';

const ADD = 'Agregar al Presupuesto';

/** Holds every script of the app until `release()`; the HTML and the stylesheet come at once. */
async function holdScripts(page: Page): Promise<() => void> {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/.*\.js(\?.*)?$/, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

/** Errors the page reports: script errors, and console errors such as a CSP refusal of the inline script. */
function collectErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  return errors;
}

const storedCart = (page: Page) => page.evaluate(() => JSON.parse(localStorage.getItem('mi-presupuesto') ?? '[]') as { id: string; quantity: number }[]);
const hydrated = (page: Page) => page.evaluate(() => document.documentElement.dataset.hydrated === 'true');

test('product page: two taps before the scripts run give quantity 2, the toast, the count, and no third add', async ({ page, request }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const errors = collectErrors(page);
  const [product] = (await apiProducts(request, 'q=filtro')).productos;
  const release = await holdScripts(page);
  await page.goto(`/producto/${product!.slug}`, { waitUntil: 'commit' });
  const add = page.getByRole('main').getByRole('button', { name: ADD }).first();
  await add.click();
  await expect(add).toHaveAttribute('data-tomado', '');
  await add.click();
  expect(await hydrated(page)).toBe(false);
  expect(await storedCart(page)).toEqual([expect.objectContaining({ id: product!.id, quantity: 2 })]);
  await add.scrollIntoViewIfNeeded();
  await page.screenshot({ path: '.tmp/shots/agregado-temprano-390.png' });

  release();
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
  await expect(page.getByRole('status').filter({ hasText: 'Producto añadido' }).first()).toBeVisible();
  await expect(page.getByTestId('abrir-presupuesto')).toHaveAccessibleName('Mi Presupuesto, 2 productos');
  await expect(add).not.toHaveAttribute('data-tomado');
  expect(await storedCart(page)).toEqual([expect.objectContaining({ id: product!.id, quantity: 2 })]);

  // Once the app runs, a tap is its own, applied once.
  await add.click();
  await expect(page.getByTestId('abrir-presupuesto')).toHaveAccessibleName('Mi Presupuesto, 3 productos');
  expect(await storedCart(page)).toEqual([expect.objectContaining({ id: product!.id, quantity: 3 })]);
  expect(errors).toEqual([]);
});

test('a card on /repuestos: a tap before the scripts run joins the lines already in the cart', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  const errors = collectErrors(page);
  await page.addInitScript(() => {
    if (!localStorage.getItem('mi-presupuesto')) {
      localStorage.setItem(
        'mi-presupuesto',
        JSON.stringify([
          { id: 'ya-estaba', name: 'Ya estaba', numericPrice: 10, quantity: 1, price: '$10', image: null, slug: 'ya-estaba', category: 'Filtros' },
        ]),
      );
    }
  });
  const release = await holdScripts(page);
  await page.goto('/repuestos', { waitUntil: 'commit' });
  const card = page.getByTestId('tarjeta-producto').nth(1);
  const add = card.getByRole('button', { name: ADD });
  await add.click();
  await expect(add).toHaveAttribute('data-tomado', '');
  expect(await hydrated(page)).toBe(false);
  await page.screenshot({ path: '.tmp/shots/agregado-temprano-1280.png' });
  const name = (await card.getByRole('heading').textContent())!.trim();

  release();
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
  await expect(page.getByRole('status').filter({ hasText: `${name} fue añadido a tu presupuesto.` })).toBeVisible();
  await expect(page.getByTestId('abrir-presupuesto')).toHaveAccessibleName('Mi Presupuesto, 2 productos');
  const lines = await storedCart(page);
  expect(lines.map((line) => [line.id, line.quantity])).toEqual([
    ['ya-estaba', 1],
    [expect.any(String), 1],
  ]);
  expect(errors).toEqual([]);
});

test('on the slow link (400 ms, 50 KB/s, CPU ×4) a tap as soon as the button shows ends in the cart', async ({ page, request }) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 390, height: 844 });
  const [product] = (await apiProducts(request, 'q=bomba')).productos;
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 400, downloadThroughput: 50 * 1024, uploadThroughput: 50 * 1024 });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await page.goto(`/producto/${product!.slug}`, { waitUntil: 'commit' });
  const add = page.getByRole('main').getByRole('button', { name: ADD }).first();
  await add.click({ timeout: 60_000 });
  const tappedBeforeApp = !(await hydrated(page));
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached', timeout: 90_000 });
  await expect(page.getByRole('status').filter({ hasText: 'Producto añadido' }).first()).toBeVisible();
  expect(await storedCart(page)).toEqual([expect.objectContaining({ id: product!.id, quantity: 1 })]);
  // The point of the test: the tap came before the app (on this link the scripts take seconds).
  expect(tappedBeforeApp).toBe(true);
});
