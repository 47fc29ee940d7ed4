// The shop's condition frente al IVA in Chromium against the production build, on a shop of this
// file's own (switching the condition of a shared shop would change the other specs' invoices):
// the staff switch to Monotributo on /admin/iva and send an answer; the customer's page says
// 'Factura C' and lists no IVA apart; switched back (without JavaScript), that answer keeps it.
// Screenshots: .tmp/shots/condicion-iva-*.png.
import { expect, test, type Browser, type Page } from '@playwright/test';
import { mkdirSync } from 'node:fs';
import { freePort } from '../setup/postgres';
import { startDeliveryShop } from './delivery-shop';
import { seriousViolations } from './helpers';
import { signInStaff } from './staff';

let shop: { base: string; stop: () => void };
const SHOTS = '.tmp/shots';

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  test.setTimeout(200_000);
  mkdirSync(SHOTS, { recursive: true });
  // A free port: the fixed offsets of E2E_PORT belong to the config's shops and other specs' own.
  shop = await startDeliveryShop(await freePort(), `.tmp/e2e-${process.env.E2E_PORT ?? 3100}/condicion-iva`);
});

test.afterAll(() => shop?.stop());

const noHorizontalScroll = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

async function askForQuote(browser: Browser, name: string): Promise<void> {
  const visitor = await browser.newContext({ baseURL: shop.base, locale: 'es-AR' });
  const page = await visitor.newPage();
  await page.goto('/repuestos');
  await page.getByTestId('tarjeta-producto').filter({ hasText: 'Filtro de aceite Fram PH8A' }).getByRole('button', { name: 'Agregar al Presupuesto' }).click();
  await page.goto('/presupuesto');
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
  await page.getByLabel('Nombre y Apellido').fill(name);
  await page.getByLabel('Localidad').fill('Crespo');
  await page.getByLabel('Provincia').selectOption('Entre Ríos');
  await page.getByLabel('Email').fill('facturacion@example.com');
  await page.getByLabel('Teléfono').fill('343 4123456');
  // A Responsable Inscripto customer: from a Responsable Inscripto shop, a Factura A.
  await page.getByText('Facturación y envío (opcional)').click();
  await page.getByLabel('CUIT').fill('30-54668997-9');
  await page.getByLabel('Condición frente al IVA').selectOption({ label: 'Responsable Inscripto' });
  await page.getByRole('button', { name: 'Enviar Presupuesto por Email' }).click();
  await expect(page.getByRole('dialog')).toBeVisible({ timeout: 20_000 });
  await visitor.close();
}

/** Prices and sends the quote's answer by WhatsApp; the customer's link from the message. */
async function answerByWhatsapp(staff: Page, name: string): Promise<string> {
  await staff.goto(`/admin/presupuestos?q=${encodeURIComponent(name)}`);
  await staff.getByTestId('fila-presupuesto').filter({ hasText: name }).click();
  await expect(staff.getByTestId('tipo-factura')).toHaveText('Factura C');
  await staff.getByRole('link', { name: 'Responder presupuesto' }).click();
  await staff.locator('html[data-hydrated]').waitFor({ state: 'attached' });
  await expect(staff.getByTestId('factura-editor')).toHaveText('Factura C');
  await staff.getByRole('button', { name: 'Guardar respuesta' }).click();
  await expect(staff.getByTestId('estado-envio')).toHaveText('Versión 1 guardada, todavía sin enviar.');
  const [tab] = await Promise.all([staff.context().waitForEvent('page'), staff.getByRole('button', { name: 'Enviar presupuesto por WhatsApp' }).click()]);
  await tab.waitForURL(/^https:\/\/wa\.me\//);
  const link = /(http:\/\/\S+\/presupuesto\/[A-Za-z0-9_-]{32})/.exec(decodeURIComponent(tab.url()))?.[1];
  expect(link, 'el enlace del cliente en el mensaje').toBeTruthy();
  await tab.close();
  return link!;
}

async function expectFacturaC(answer: Page) {
  await expect(answer.getByTestId('factura-respuesta')).toContainText('Factura C');
  await expect(answer.getByTestId('factura-respuesta')).toContainText('Responsable Inscripto · CUIT 30-54668997-9');
  await expect(answer.getByTestId('total-respuesta')).toHaveText(/\$\s?25\.000/);
  // No net subtotal and no IVA per rate; the price without national taxes stays (decision 0059).
  await expect(answer.getByTestId('iva-por-alicuota')).toHaveCount(0);
  await expect(answer.getByText(/Subtotal neto|IVA 21 %|IVA 10,5 %/)).toHaveCount(0);
  await expect(answer.getByTestId('total-sin-impuestos')).toHaveText(/^Precio sin impuestos nacionales: \$\s?20\.661/);
}

test('Monotributo: the answer says Factura C and lists no IVA; switching back keeps the sent answer', async ({ browser }) => {
  test.setTimeout(180_000);
  const name = `Cliente Factura C ${Date.now().toString(36)}`;
  await askForQuote(browser, name);

  const context = await browser.newContext({ baseURL: shop.base, locale: 'es-AR', viewport: { width: 1280, height: 900 } });
  await signInStaff(context, shop.base);
  // WhatsApp is not reached from a test: its page answers here, with the address it was sent to.
  await context.route('https://wa.me/**', (route) => route.fulfill({ status: 200, contentType: 'text/html', body: '<p>wa.me</p>' }));
  const staff = await context.newPage();
  await staff.goto('/admin/iva');
  await expect(staff.getByLabel('Responsable Inscripto')).toBeChecked();
  await staff.getByLabel('Monotributo').check();
  await staff.getByRole('button', { name: 'Guardar condición' }).click();
  await expect(staff.getByTestId('respuesta-condicion-iva')).toContainText('Condición guardada: Monotributo');
  await expect(staff.getByTestId('condicion-iva-cambio')).toContainText('Cambiada por admin@tienda.test');
  await expect(staff.getByLabel('Monotributo')).toBeChecked();
  expect(await seriousViolations(staff)).toEqual([]);
  await staff.screenshot({ path: `${SHOTS}/condicion-iva-1280.png`, fullPage: true });
  await staff.setViewportSize({ width: 390, height: 844 });
  expect(await noHorizontalScroll(staff)).toBe(true);
  await staff.screenshot({ path: `${SHOTS}/condicion-iva-390.png`, fullPage: true });
  await staff.setViewportSize({ width: 1280, height: 900 });

  const link = await answerByWhatsapp(staff, name);
  const customer = await browser.newContext({ viewport: { width: 390, height: 844 }, locale: 'es-AR' });
  const answer = await customer.newPage();
  await answer.goto(link);
  await expectFacturaC(answer);
  expect(await noHorizontalScroll(answer)).toBe(true);
  expect(await seriousViolations(answer)).toEqual([]);
  await answer.screenshot({ path: `${SHOTS}/condicion-iva-respuesta-390.png`, fullPage: true });
  await answer.setViewportSize({ width: 1280, height: 900 });
  await answer.screenshot({ path: `${SHOTS}/condicion-iva-respuesta-1280.png`, fullPage: true });

  // Switched back without JavaScript: a plain post, answered in the page.
  const plain = await browser.newContext({ baseURL: shop.base, locale: 'es-AR', javaScriptEnabled: false });
  await signInStaff(plain, shop.base);
  const form = await plain.newPage();
  await form.goto('/admin/iva');
  await form.getByLabel('Responsable Inscripto').check();
  await form.getByRole('button', { name: 'Guardar condición' }).click();
  await expect(form.getByTestId('respuesta-condicion-iva')).toContainText('Condición guardada: Responsable Inscripto');
  await expect(form.getByLabel('Responsable Inscripto')).toBeChecked();
  await plain.close();

  // The answer already sent keeps the condition it went out with.
  await answer.reload();
  await expectFacturaC(answer);
  // The staff's card of the customer follows the shop now.
  await staff.goto(`/admin/presupuestos?q=${encodeURIComponent(name)}`);
  await staff.getByTestId('fila-presupuesto').filter({ hasText: name }).click();
  await expect(staff.getByTestId('tipo-factura')).toHaveText('Factura A');
  await customer.close();
  await context.close();
});
