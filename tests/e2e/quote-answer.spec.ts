// The staff's answer to a quote, the whole path in Chromium against the production build: a visitor sends a quote;
// a staff member signs in, prices the 'Consultar' line and sends the answer by e-mail (caught by
// a real SMTP server on loopback, started here with its own shop process); the customer opens
// the link from that mail, downloads the PDF (parsed to check the total) and accepts; the staff
// list shows 'Aceptado' and the shop is told by mail.
import { expect, test, type Browser } from '@playwright/test';
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync } from 'node:fs';
import { keepShopLog } from '../setup/shop-log';
import { startSmtpServer, type TestSmtpServer } from '../setup/smtp';
import { seriousViolations } from './helpers';
import { STAFF, signInStaff } from './staff';

const PORT = Number(process.env.E2E_PORT ?? 3100) + 5;
const BASE = `http://127.0.0.1:${PORT}`;
const DATA_DIR = `.tmp/e2e-${PORT}/answers`;
const SHOP_EMAIL = 'ventas@agroindustrialparana.com.ar';

let smtp: TestSmtpServer;
let shop: ChildProcess;

test.describe.configure({ mode: 'serial' });
test.use({ baseURL: BASE });

test.beforeAll(async () => {
  test.setTimeout(120_000);
  smtp = await startSmtpServer();
  rmSync(DATA_DIR, { recursive: true, force: true });
  mkdirSync(DATA_DIR, { recursive: true });
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: 'production',
    PORT: String(PORT),
    DATA_DIR,
    CATALOG_SOURCE: 'tests/fixtures/catalogo-pequeno.csv',
    CATALOG_REFRESH_SECONDS: '3600',
    WHATSAPP_NUMBER: '5493435551234',
    SHOP_EMAIL,
    SMTP_URL: smtp.url,
    // Prices say they include IVA: next to a product's price, under the totals and in the PDF.
    PRICES_INCLUDE_IVA: 'true',
  };
  delete env.DATABASE_URL; // the embedded database, as a fresh clone runs
  execFileSync('npx', ['tsx', 'scripts/staff-create.ts', '--email', STAFF.email, '--password', STAFF.password, '--name', 'Equipo E2E'], { env, stdio: 'pipe' });
  shop = spawn('node', ['server.js'], { env, stdio: ['ignore', 'pipe', 'pipe'] });
  keepShopLog(shop, `quote-answer-${PORT}`);
  const deadline = Date.now() + 90_000;
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

test.afterAll(async () => {
  shop?.kill('SIGTERM');
  await smtp?.stop();
});

async function staffContext(browser: Browser) {
  const context = await browser.newContext({
    baseURL: BASE,
    viewport: { width: 1280, height: 900 },
    locale: 'es-AR',
    timezoneId: 'America/Argentina/Buenos_Aires',
  });
  await signInStaff(context, BASE);
  return context;
}

async function pdfText(bytes: Buffer): Promise<string> {
  const pdfjs = await import('pdfjs-dist/legacy/build/pdf.mjs');
  const pdf = await pdfjs.getDocument({ data: new Uint8Array(bytes), verbosity: 0 }).promise;
  const texts: string[] = [];
  for (let n = 1; n <= pdf.numPages; n++) {
    const content = await (await pdf.getPage(n)).getTextContent();
    texts.push(content.items.map((item) => ('str' in item ? item.str : '')).join(' '));
  }
  return texts.join('\n').replace(/\u00a0/g, ' ');
}

test('a quote is priced, sent by e-mail with its PDF, opened from the mail, downloaded and accepted', async ({ page, browser }) => {
  test.setTimeout(120_000);
  const name = `Juana Respuesta ${Date.now().toString(36)}`;

  // The visitor asks for a quote: a priced filter and a wrench whose price says 'Consultar'.
  await page.goto('/repuestos');
  await page.getByTestId('tarjeta-producto').filter({ hasText: 'Filtro de aceite Fram PH8A' }).getByRole('button', { name: 'Agregar al Presupuesto' }).click();
  await page.getByTestId('tarjeta-producto').filter({ hasText: 'Filtro de aceite Fram PH8A' }).getByRole('link').first().click();
  await expect(page.getByTestId('precio-iva')).toHaveText('IVA incluido');
  await page.goto('/herramientas');
  await page.getByTestId('tarjeta-producto').filter({ hasText: 'Llave combinada Bahco 19 mm' }).getByRole('button', { name: 'Agregar al Presupuesto' }).click();
  await page.goto('/presupuesto');
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
  await expect(page.getByTestId('precio-iva')).toHaveText('Los precios incluyen IVA.');
  await page.getByLabel('Nombre y Apellido').fill(name);
  await page.getByLabel('Localidad').fill('Crespo');
  await page.getByLabel('Provincia').selectOption('Entre Ríos');
  await page.getByLabel('Email').fill('juana@example.com');
  await page.getByLabel('Teléfono').fill('343 4123456');
  await page.getByRole('button', { name: 'Enviar Presupuesto por Email' }).click();
  await expect(page.getByRole('dialog').getByRole('heading', { name: '¡Presupuesto enviado!' })).toBeVisible();
  const before = smtp.messages.length;

  // The staff price it.
  const context = await staffContext(browser);
  const staff = await context.newPage();
  await staff.goto(`/admin/presupuestos?q=${encodeURIComponent(name)}`);
  await staff.getByTestId('fila-presupuesto').filter({ hasText: name }).click();
  await staff.getByRole('link', { name: 'Responder presupuesto' }).click();
  await expect(staff.getByRole('heading', { name: /^Responder presupuesto Nº/ })).toBeVisible();
  await staff.locator('html[data-hydrated]').waitFor({ state: 'attached' });
  const lines = staff.getByTestId('linea-editor');
  const filter = lines.filter({ hasText: 'Filtro de aceite Fram PH8A' });
  const wrench = lines.filter({ hasText: 'Llave combinada Bahco 19 mm' });
  await expect(filter.getByLabel('Precio unitario', { exact: true })).toHaveValue('25.000'); // from the sheet, with the thousands dot
  await expect(wrench.getByLabel('Precio unitario', { exact: true })).toHaveValue(''); // 'Consultar'
  // Saving without the wrench's price: a Spanish message next to the field, nothing saved.
  await staff.getByRole('button', { name: 'Guardar respuesta' }).click();
  await expect(wrench.getByText('Escribí el precio unitario.')).toBeVisible();
  await wrench.getByLabel('Precio unitario', { exact: true }).fill('12.345,50');
  await wrench.getByLabel('Disponibilidad').selectOption('a-pedido');
  await wrench.getByLabel(/Días de entrega/).fill('5');
  await expect(staff.getByTestId('total-editor')).toHaveText(/37\.345,50/);
  expect(await seriousViolations(staff)).toEqual([]);
  await staff.getByLabel('Envío o retiro').fill('Retiro en el local de Paraná');
  await staff.getByLabel('Mensaje para el cliente').fill('Gracias por tu consulta. <b>Sin HTML</b> & "comillas".');
  await staff.getByRole('button', { name: 'Guardar respuesta' }).click();
  await expect(staff.getByTestId('estado-envio')).toHaveText('Versión 1 guardada, todavía sin enviar.');

  // Sent by e-mail: the customer's mail has the link and the PDF.
  await staff.getByRole('button', { name: 'Enviar presupuesto por e-mail' }).click();
  await expect(staff.getByTestId('estado-envio')).toContainText('El cliente ve la versión 1');
  // The page's main figure is now the answer sent, not the sheet's estimate.
  await expect(staff.getByTestId('total-respuesta-enviada')).toHaveText(/37\.345,50/);
  await expect(staff.getByTestId('estado')).toHaveText('Respondido');
  await expect(staff.getByTestId('historial')).toContainText('envió la versión 1 de la respuesta por e-mail');
  await expect.poll(() => smtp.messages.slice(before).filter((m) => m.envelopeTo.includes('juana@example.com')).length).toBe(1);
  const mail = smtp.messages.slice(before).find((m) => m.envelopeTo.includes('juana@example.com'))!;
  expect(mail.headers.subject).toMatch(/^Tu presupuesto Nº [0-9A-F]{8} de /);
  expect(mail.html).toContain('&lt;b&gt;Sin HTML&lt;/b&gt; &amp; &quot;comillas&quot;');
  expect(mail.attachments).toHaveLength(1);
  expect(mail.attachments[0].contentType).toBe('application/pdf');
  expect(await pdfText(mail.attachments[0].content)).toMatch(/Total:\s+\$ 37\.345,50/);
  const link = /(http:\/\/\S+\/presupuesto\/[A-Za-z0-9_-]{32})/.exec(mail.text ?? '')?.[1];
  expect(link).toBeTruthy();

  // The customer opens the link from the mail.
  const customer = await browser.newContext({ viewport: { width: 390, height: 844 }, locale: 'es-AR', timezoneId: 'America/Argentina/Buenos_Aires' });
  const answer = await customer.newPage();
  const response = await answer.goto(link!);
  expect(response?.headers()['cache-control']).toBe('private, no-store');
  expect(response?.headers()['x-robots-tag']).toContain('noindex');
  await expect(answer.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex, nofollow');
  await expect(answer.getByRole('heading', { level: 1 })).toHaveText(/^Presupuesto Nº [0-9A-F]{8}$/);
  await expect(answer.getByTestId('total-respuesta')).toHaveText(/37\.345,50/);
  await expect(answer.getByTestId('precio-iva')).toHaveText('Los precios incluyen IVA.');
  // Without national taxes (21 % out of prices that include it), beside each line and the total.
  await expect(answer.getByTestId('total-sin-impuestos')).toHaveText(/^Precio sin impuestos nacionales: \$\s?30\.864,0\d$/);
  await expect(answer.getByTestId('precio-sin-impuestos').filter({ visible: true }).first()).toHaveText(/^Precio sin impuestos nacionales: \$/);
  await expect(answer.getByText('A pedido: 5 días')).toBeVisible();
  await expect(answer.getByText('Gracias por tu consulta. <b>Sin HTML</b> & "comillas".')).toBeVisible();
  const whatsapp = await answer.getByRole('link', { name: 'Consultar por WhatsApp' }).getAttribute('href');
  expect(decodeURIComponent(whatsapp!)).toMatch(/^https:\/\/wa\.me\/5493435551234\?text=¡Hola! Les escribo por el presupuesto Nº [0-9A-F]{8}\.$/);
  expect(await seriousViolations(answer)).toEqual([]);
  mkdirSync('test-results', { recursive: true });
  await answer.screenshot({ path: 'test-results/respuesta-390.png', fullPage: true });
  // Under the total: the net subtotal and the IVA of each rate, adding up to the total.
  await expect(answer.getByTestId('iva-por-alicuota')).toHaveText(/^Subtotal neto:\s?\$\s?30\.864,0\dIVA 21 %:\s?\$\s?6\.481,4\d$/);
  expect(await answer.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth)).toBe(true);
  await answer.setViewportSize({ width: 1280, height: 900 });
  await answer.screenshot({ path: 'test-results/respuesta-1280.png', fullPage: true });
  await answer.setViewportSize({ width: 390, height: 844 });

  const [download] = await Promise.all([answer.waitForEvent('download'), answer.getByRole('link', { name: 'Descargar PDF' }).click()]);
  const pdf = await pdfText(readFileSync((await download.path())!));
  expect(pdf).toMatch(/Presupuesto Nº [0-9A-F]{8}/);
  expect(pdf).toMatch(/Total:\s+\$ 37\.345,50/);
  expect(pdf).toContain('Llave combinada Bahco 19 mm');
  expect(pdf).toMatch(/Los precios incluyen IVA\./);
  expect(pdf).toMatch(/Precio sin impuestos nacionales: \$ 30\.864,0\d/);
  expect(pdf).toMatch(/Subtotal neto: \$ 30\.864,0\d/);
  expect(pdf).toMatch(/IVA 21 %: \$ 6\.481,4\d/);

  // Accepting is a same-origin POST with the page's form token: forged ones change nothing.
  await answer.locator('html[data-hydrated]').waitFor({ state: 'attached' });
  // One tap only asks: the total and the validity, then 'Sí, aceptar presupuesto' (390 px).
  await answer.getByRole('button', { name: 'Aceptar presupuesto' }).click();
  const confirm = answer.getByTestId('confirmar-aceptacion');
  await expect(confirm).toContainText('¿Confirmás que aceptás el presupuesto Nº');
  await expect(confirm).toContainText(/\$\s?\d/);
  await expect(confirm).toContainText('Es válido hasta el');
  await expect(answer.getByTestId('estado-respuesta')).toHaveCount(0);
  await answer.screenshot({ path: '.tmp/shots/aceptar-confirmar-390.png' });
  const formToken = await answer.locator('input[name="_csrf"]').inputValue();
  const forged = await customer.request.post(link!, {
    form: { intent: 'aceptar', version: '1', _csrf: formToken },
    headers: { Origin: 'https://otro-sitio.example' },
    maxRedirects: 0,
  });
  // React Router refuses a cross-origin action itself (400); our own check answers 403 behind it.
  expect([400, 403]).toContain(forged.status());
  const noToken = await customer.request.post(link!, {
    form: { intent: 'aceptar', version: '1', _csrf: 'x'.repeat(43) },
    headers: { Origin: BASE },
    maxRedirects: 0,
  });
  expect(noToken.status()).toBe(403);

  // Without signal, accepting says so beside the buttons and the confirmation stays: no error page.
  await customer.setOffline(true);
  await confirm.getByRole('button', { name: 'Sí, aceptar presupuesto' }).click();
  await expect(answer.getByRole('alert')).toContainText('Sin conexión: no pudimos comunicarnos con la tienda');
  await expect(answer.getByText('Algo salió mal')).toHaveCount(0);
  await expect(confirm.getByRole('button', { name: 'Sí, aceptar presupuesto' })).toBeEnabled();
  await answer.screenshot({ path: '.tmp/shots/aceptar-sin-conexion-390.png' });
  await customer.setOffline(false);

  await confirm.getByRole('button', { name: 'Sí, aceptar presupuesto' }).click();
  await expect(answer.getByTestId('estado-respuesta')).toContainText('Aceptaste este presupuesto');
  await expect(answer.getByRole('button', { name: 'Aceptar presupuesto' })).toHaveCount(0);
  // The same POST again (a double click that got through): accepted once, the same page.
  const again = await customer.request.post(link!, { form: { intent: 'aceptar', version: '1', _csrf: formToken }, headers: { Origin: BASE }, maxRedirects: 0 });
  expect(again.status()).toBe(303);

  // The staff see it accepted, and the shop got one mail about it.
  await staff.goto(`/admin/presupuestos?estado=aceptado&q=${encodeURIComponent(name)}`);
  await expect(staff.getByTestId('fila-presupuesto').filter({ hasText: name }).getByTestId('estado')).toHaveText('Aceptado');
  await expect(staff.getByTestId('resumen-presupuestos')).toContainText('Aceptados');
  await expect
    .poll(() => smtp.messages.filter((m) => m.envelopeTo.includes(SHOP_EMAIL) && /^Presupuesto aceptado/.test(m.headers.subject ?? '')).length)
    .toBe(1);

  // A wrong token of the right shape, and one of the wrong shape: the same 404.
  const wrong = await answer.goto(`${BASE}/presupuesto/${'A'.repeat(32)}`);
  expect(wrong?.status()).toBe(404);
  expect((await answer.goto(`${BASE}/presupuesto/corto`))?.status()).toBe(404);
  await customer.close();
  await context.close();
});

test('a line in dollars paid in pesos keeps the rate it was sent with; freight and invoice on the page', async ({ page, browser }) => {
  test.setTimeout(150_000);
  const name = `Juan Dólares ${Date.now().toString(36)}`;
  await page.goto('/repuestos');
  await page.getByTestId('tarjeta-producto').filter({ hasText: 'Filtro de aceite Fram PH8A' }).getByRole('button', { name: 'Agregar al Presupuesto' }).click();
  await page.goto('/presupuesto');
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
  await page.getByLabel('Nombre y Apellido').fill(name);
  await page.getByLabel('Localidad').fill('Crespo');
  await page.getByLabel('Provincia').selectOption('Entre Ríos');
  await page.getByLabel('Email').fill('juan@example.com');
  await page.getByLabel('Teléfono').fill('343 4123456');
  await page.getByRole('button', { name: 'Enviar Presupuesto por Email' }).click();
  await expect(page.getByRole('dialog').getByRole('heading', { name: '¡Presupuesto enviado!' })).toBeVisible();
  const before = smtp.messages.length;

  const staff = await (await staffContext(browser)).newPage();
  const saveRate = async (value: string) => {
    await staff.goto('/admin/cotizacion');
    await staff.getByLabel('Pesos por dólar').fill(value);
    await staff.getByLabel('Cuál (como la dicen los clientes)').fill('BNA vendedor');
    await staff.getByRole('button', { name: 'Guardar cotización' }).click();
    await expect(staff.getByText(/^Cotización guardada/).first()).toBeVisible();
  };
  await saveRate('1.150');
  await staff.goto(`/admin/presupuestos?q=${encodeURIComponent(name)}`);
  await staff.getByTestId('fila-presupuesto').filter({ hasText: name }).click();
  await staff.getByRole('link', { name: 'Responder presupuesto' }).click();
  await staff.locator('html[data-hydrated]').waitFor({ state: 'attached' });
  const line = staff.getByTestId('linea-editor').first();
  await line.getByLabel('Moneda').selectOption('USD');
  await line.getByLabel('Precio unitario', { exact: true }).fill('100');
  await line.getByLabel('IVA', { exact: true }).selectOption('10.5');
  await staff.getByRole('textbox', { name: /^Flete/ }).fill('12.100');
  await staff.getByLabel('El cliente paga').selectOption('pesos');
  await expect(staff.getByTestId('total-editor')).toHaveText(/^\$\s?12\.100 \+ U\$S 100$/);
  await expect(staff.getByTestId('factura-editor')).toHaveText('Factura B');
  await staff.getByRole('button', { name: 'Guardar respuesta' }).click();
  await staff.getByRole('button', { name: 'Enviar presupuesto por e-mail' }).click();
  await expect(staff.getByTestId('estado-envio')).toContainText('El cliente ve la versión 1');
  await expect.poll(() => smtp.messages.slice(before).filter((m) => m.envelopeTo.includes('juan@example.com')).length).toBe(1);
  const mail = smtp.messages.slice(before).find((m) => m.envelopeTo.includes('juan@example.com'))!;
  const legend = /^Cotización: U\$S 1 = \$ 1\.150, BNA vendedor \d{2}\/\d{2}$/;
  // U$S 100 x 1.150 + $ 12.100 of freight.
  expect(await pdfText(mail.attachments[0].content)).toContain('Total a pagar en pesos: $ 127.100');
  const link = /(http:\/\/\S+\/presupuesto\/[A-Za-z0-9_-]{32})/.exec(mail.text ?? '')?.[1];

  // The shop's rate changes after the sending: the customer's page keeps the rate it was sent with.
  await saveRate('1.300');
  const customer = await browser.newContext({ viewport: { width: 390, height: 844 }, locale: 'es-AR' });
  const answer = await customer.newPage();
  await answer.goto(link!);
  await expect(answer.getByTestId('cotizacion-respuesta')).toHaveText(legend);
  await expect(answer.getByTestId('total-en-pesos')).toContainText(/\$\s?127\.100/);
  await expect(answer.getByTestId('total-respuesta')).toHaveText(/^\$\s?12\.100 \+ U\$S 100$/);
  await expect(answer.getByTestId('flete-respuesta')).toContainText('Flete');
  await expect(answer.getByTestId('factura-respuesta')).toHaveText('Factura B');
  await expect(answer.getByTestId('total-en-pesos-sin-impuestos')).toHaveText(/^Precio sin impuestos nacionales: \$/);
  expect(await answer.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth)).toBe(true);
  mkdirSync('test-results', { recursive: true });
  await answer.screenshot({ path: 'test-results/respuesta-dolares-390.png', fullPage: true });
  await answer.setViewportSize({ width: 1280, height: 900 });
  await answer.screenshot({ path: 'test-results/respuesta-dolares-1280.png', fullPage: true });
  await customer.close();
});
