// Requests kept on the phone, against a shop of this file's own (tests/e2e/delivery-shop.ts: the
// suite's shared shops have spent their per-address form limit): a quote reaches the staff exactly
// once when its answer was lost, when its tab was closed (the worker's sync, dispatched through
// CDP) and when the browser restarted (the signal lost before sending is offline-requests.spec.ts);
// a refused one stays with the shop's reason, in the drawer too, and 'Corregir' reopens it; a
// waiting one can be deleted; what is typed in a form is kept over a reload, the honeypot not.
// The 100-trial version is bench/offline-delivery.ts. Screenshots: .tmp/shots/pedidos-*.png.
import { expect, test, type Page } from '@playwright/test';
import { deliveryName, deliveryTrial, storedQuotes, type DeliveryCase } from './delivery-trials';
import { startDeliveryShop } from './delivery-shop';
import { signInStaff } from './staff';
import { freePort } from '../setup/postgres';

let shop: { base: string; stop: () => void };

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  test.setTimeout(200_000);
  // A free port: the fixed offsets of E2E_PORT belong to the config's shops and other specs' own.
  shop = await startDeliveryShop(await freePort(), `.tmp/e2e-${process.env.E2E_PORT ?? 3100}/entrega`);
});

test.afterAll(() => shop?.stop());

const run = Date.now().toString(36);
let trial = 0;

for (const kind of ['during-post', 'tab-closed', 'restart'] as DeliveryCase[]) {
  test(`a quote kept on the phone (${kind}) reaches the staff exactly once`, async ({ browser }) => {
    test.setTimeout(150_000);
    const staff = await browser.newContext();
    await signInStaff(staff, shop.base);
    const name = deliveryName(run, trial++);
    const result = await deliveryTrial(kind, name, { base: shop.base, browser, staff, address: `10.78.0.${trial}`, timeoutMs: 100_000 });
    expect(result.stored).toBe(1);
    if (kind === 'during-post') expect(result.cutPostStatus).toBe(200);
    if (kind === 'tab-closed') expect(result.resends).toBe(1);
    await staff.close();
  });
}

const hydrated = (page: Page) => page.locator('html[data-hydrated]').waitFor({ state: 'attached' });

test('a kept quote the shop refuses shows why, in the drawer too; Corregir reopens it and the correction replaces it', async ({ page, context, browser }) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 390, height: 844 });
  const name = deliveryName(run, trial++);
  await page.goto(`${shop.base}/repuestos`);
  await hydrated(page);
  await page.getByTestId('tarjeta-producto').first().getByRole('button', { name: 'Agregar al Presupuesto' }).click();
  await page.goto(`${shop.base}/presupuesto`);
  await hydrated(page);
  await page.getByLabel('Nombre y Apellido').fill(name);
  await page.getByLabel('Localidad').fill('Crespo');
  await page.getByLabel('Provincia').selectOption('Entre Ríos');
  await page.getByLabel('Email').fill('campo@example.com');
  // A number the shop cannot read: the phone keeps it, the shop refuses it once it arrives.
  await page.getByLabel('Teléfono', { exact: true }).fill('12');
  await context.setOffline(true);
  await page.getByRole('button', { name: 'Enviar Presupuesto por Email' }).click();
  await expect(page.getByTestId('pedido-guardado-aviso')).toBeVisible();
  await context.setOffline(false);
  const state = page.getByTestId('estado-pedido-guardado');
  await expect(state).toHaveText('La tienda no lo aceptó: Revisá los datos del formulario.', { timeout: 40_000 });

  await page.getByTestId('abrir-presupuesto').click();
  const drawer = page.getByTestId('cajon-presupuesto');
  await expect(drawer.getByTestId('estado-pedido-guardado')).toHaveText('La tienda no lo aceptó: Revisá los datos del formulario.');
  await expect(drawer.getByTestId('pedido-guardado')).toContainText('Hecho el');
  await page.screenshot({ path: '.tmp/shots/pedidos-cajon-rechazado-390.png' });
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  await drawer.getByRole('button', { name: 'Corregir' }).click();

  await expect(drawer).toHaveCount(0);
  const banner = page.getByTestId('corrigiendo-pedido');
  await expect(banner.getByTestId('motivo-rechazo')).toHaveText('Revisá los datos del formulario.');
  await expect(page.getByLabel('Nombre y Apellido')).toHaveValue(name);
  await expect(page.getByLabel('Teléfono', { exact: true })).toHaveValue('12');
  await expect(page.locator('#phone-error')).toHaveText('Agregá el código de área, por ejemplo 343 4123456.');
  await page.screenshot({ path: '.tmp/shots/pedidos-corregir-390.png', fullPage: true });
  await page.getByLabel('Teléfono', { exact: true }).fill('343 4123456');
  await page.getByRole('button', { name: 'Enviar Presupuesto por Email' }).click();
  await expect(page.getByRole('heading', { name: '¡Presupuesto enviado!' })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByTestId('pedidos-guardados')).toHaveCount(0);

  const staff = await browser.newContext();
  await signInStaff(staff, shop.base);
  expect(await storedQuotes(staff, shop.base, name)).toBe(1);
  await staff.close();
});

test('the contact form keeps what is typed over a reload (not the honeypot); a waiting enquiry can be deleted', async ({ page, context }) => {
  test.setTimeout(90_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(`${shop.base}/contacto`);
  await hydrated(page);
  await page.locator('#website').fill('http://robot.example', { force: true });
  await page.getByLabel('Nombre').fill('Ana Campo');
  await page.getByLabel('Email').fill('ana@example.com');
  await page.getByLabel('Mensaje').fill('¿Tienen el filtro PH8A?');
  const draft = await page.evaluate(() => JSON.parse(localStorage.getItem('borrador:consulta') ?? '{}') as Record<string, string>);
  expect(draft).toMatchObject({ name: 'Ana Campo', email: 'ana@example.com', message: '¿Tienen el filtro PH8A?' });
  expect(draft).not.toHaveProperty('website');
  await page.reload();
  await hydrated(page);
  await expect(page.getByLabel('Mensaje')).toHaveValue('¿Tienen el filtro PH8A?');
  await expect(page.getByLabel('Nombre')).toHaveValue('Ana Campo');
  await expect(page.locator('#website')).toHaveValue('');

  // The drawer's code, opened once with signal (this context has no service worker to hold it).
  await page.getByTestId('abrir-presupuesto').click();
  await expect(page.getByTestId('cajon-presupuesto')).toBeVisible();
  await page.keyboard.press('Escape');
  // Focusing the form loads its rules: with signal, as a visitor typing would.
  await page.getByLabel('Mensaje').focus();
  await context.setOffline(true);
  await page.getByRole('button', { name: 'Enviar mensaje' }).click();
  await expect(page.getByTestId('pedido-guardado-aviso')).toContainText('guardamos tu mensaje en este teléfono');
  await page.getByTestId('abrir-presupuesto').click();
  const drawer = page.getByTestId('cajon-presupuesto');
  await expect(drawer.getByTestId('estado-pedido-guardado')).toHaveText('Esperando señal');
  await expect(drawer.getByTestId('pedido-guardado')).toContainText('Consulta: ¿Tienen el filtro PH8A?');
  await page.screenshot({ path: '.tmp/shots/pedidos-cajon-esperando-1280.png' });
  await drawer.getByRole('button', { name: 'Eliminar' }).click();
  await expect(drawer.getByTestId('pedidos-guardados')).toHaveCount(0);
  const left = await page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        const open = indexedDB.open('tienda-pedidos');
        open.onsuccess = () => {
          const count = open.result.transaction('requests').objectStore('requests').count();
          count.onsuccess = () => resolve(count.result);
        };
      }),
  );
  expect(left).toBe(0);
  await context.setOffline(false);
});
