// The dollar's exchange rate, the whole path in Chromium against the production build, on its own
// shop (a small catalogue with two dollar rows): a dollar product shows only dollars; a staff
// member enters the rate in 'Cotización del dólar'; after the catalogue refresh it starts, the
// product page shows the pesos line with the rate's name and day, and the cart an estimate in
// pesos. A 10x jump is refused until confirmed. Screenshots at 390 and 1280 px.
import { expect, test, type Browser, type Page } from '@playwright/test';
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, rmSync } from 'node:fs';
import { keepShopLog } from '../setup/shop-log';
import { STAFF, signInStaff } from './staff';

const PORT = Number(process.env.E2E_PORT ?? 3100) + 7;
const BASE = `http://127.0.0.1:${PORT}`;
const DATA_DIR = `.tmp/e2e-${PORT}/rates`;
const SHOTS = `.tmp/e2e-${PORT}/screens`;

let shop: ChildProcess;

test.describe.configure({ mode: 'serial' });
test.use({ baseURL: BASE, locale: 'es-AR', timezoneId: 'America/Argentina/Buenos_Aires' });

test.beforeAll(async () => {
  test.setTimeout(180_000);
  rmSync(DATA_DIR, { recursive: true, force: true });
  mkdirSync(DATA_DIR, { recursive: true });
  mkdirSync(SHOTS, { recursive: true });
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: 'production',
    PORT: String(PORT),
    DATA_DIR,
    CATALOG_SOURCE: 'tests/fixtures/catalogo-dolares.csv',
    CATALOG_REFRESH_SECONDS: '3600',
    WHATSAPP_NUMBER: '5493435551234',
  };
  delete env.DATABASE_URL; // the embedded database, as a fresh clone runs
  delete env.EXCHANGE_RATE_URL; // the staff's rate only
  execFileSync('npx', ['tsx', 'scripts/staff-create.ts', '--email', STAFF.email, '--password', STAFF.password, '--name', 'Equipo E2E'], { env, stdio: 'pipe' });
  shop = spawn('node', ['server.js'], { env, stdio: ['ignore', 'pipe', 'pipe'] });
  keepShopLog(shop, `exchange-rate-${PORT}`);
  const deadline = Date.now() + 150_000;
  for (;;) {
    try {
      if ((await fetch(`${BASE}/api/productos`)).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error('La tienda de prueba no arrancó');
    await new Promise((r) => setTimeout(r, 250));
  }
});

test.afterAll(() => {
  shop?.kill('SIGTERM');
});

async function staffPage(browser: Browser, width: number): Promise<Page> {
  const context = await browser.newContext({ baseURL: BASE, viewport: { width, height: 900 }, locale: 'es-AR', timezoneId: 'America/Argentina/Buenos_Aires' });
  await signInStaff(context, BASE);
  return context.newPage();
}

async function saveRate(page: Page, value: string) {
  await page.goto('/admin/cotizacion');
  await page.getByLabel('Pesos por dólar').fill(value);
  await page.getByLabel('Cuál (como la dicen los clientes)').fill('BNA vendedor');
  await page.getByRole('button', { name: 'Guardar cotización' }).click();
}

test('a dollar price shows only dollars until the shop has a rate', async ({ page }) => {
  await page.goto('/producto/2');
  await expect(page.getByTestId('precio-producto')).toHaveText('U$S 18.500');
  await expect(page.getByTestId('precio-en-pesos')).toHaveCount(0);
});

test('staff enter a rate; the product page then shows the pesos line', async ({ browser, page }) => {
  const staff = await staffPage(browser, 1280);
  await saveRate(staff, '1.150');
  await expect(staff.getByTestId('cotizacion-actual')).toContainText('U$S 1 = $ 1.150');
  await expect(staff.getByTestId('historial-cotizacion')).toContainText(STAFF.email);
  const day = await staff.getByLabel('Fecha').inputValue();
  const [, month, date] = day.split('-');

  // The rate reaches the pages with the catalogue refresh the save started.
  await expect(async () => {
    await page.goto('/producto/2');
    await expect(page.getByTestId('precio-en-pesos')).toHaveText(`≈ $ 21.275.000 al dólar BNA vendedor del ${date}/${month}`, { timeout: 1_000 });
  }).toPass({ timeout: 60_000 });
  await expect(page.getByTestId('precio-producto')).toHaveText('U$S 18.500');
  await page.screenshot({ path: `${SHOTS}/producto-1280.png`, fullPage: true });
  await staff.screenshot({ path: `${SHOTS}/cotizacion-1280.png`, fullPage: true });

  await page
    .getByRole('button', { name: /Agregar/ })
    .first()
    .click();
  await page.goto('/presupuesto');
  await expect(page.getByTestId('total-presupuesto')).toHaveText('U$S 18.500');
  await expect(page.getByTestId('total-en-pesos')).toContainText('≈ $ 21.275.000');
  await staff.context().close();
});

test('a jump of ten times is refused until the staff confirm it', async ({ browser }) => {
  const staff = await staffPage(browser, 390);
  await saveRate(staff, '11.500');
  await expect(staff.getByText(/más de 10 veces distinta/).first()).toBeVisible();
  await expect(staff.getByTestId('cotizacion-actual')).toContainText('$ 1.150');
  await staff.screenshot({ path: `${SHOTS}/cotizacion-390.png`, fullPage: true });
  const width = await staff.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(390);
  await staff.context().close();
});

test('the product page at 390 px has the pesos line and no sideways scroll', async ({ browser }) => {
  const context = await browser.newContext({ baseURL: BASE, viewport: { width: 390, height: 844 }, locale: 'es-AR' });
  const page = await context.newPage();
  await page.goto('/producto/2');
  await expect(page.getByTestId('precio-en-pesos')).toContainText('≈ $ 21.275.000');
  await page.screenshot({ path: `${SHOTS}/producto-390.png`, fullPage: true });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await page.goto('/');
  await expect(page.getByTestId('precio-en-pesos-tarjeta').first()).toBeVisible();
  await context.close();
});
