// The staff's quote page once the quote is answered, in Chromium against the production build
// (the sample shop, its staff account made by playwright.config.ts): the answer sent is the main
// figure and the request's sheet prices are the 'Pedido original'; the quote's sending and the
// plain message to the customer have their own headings and verbs and sit together, at 390 and
// 1280 px. Screenshots: /tmp/staff-quote-{390,1280}.png.
import { expect, test, type Page } from '@playwright/test';
import http from 'node:http';
import { apiProducts, idempotencyKey, seriousViolations } from './helpers';
import { signInStaff } from './staff';

const money = (n: number) =>
  new Intl.NumberFormat('es-AR', { style: 'currency', currency: 'ARS', maximumFractionDigits: 0, minimumFractionDigits: 0 }).format(n);

/**
 * The quote form allows 8 requests per address in 10 minutes, and the other browser tests post
 * theirs to the same shop from 127.0.0.1: this one comes from a loopback address of its own.
 */
const OWN_ADDRESS = '127.0.0.57';

/** Posts a quote as the page's script does (JSON), from `localAddress`. */
function postQuoteFrom(baseURL: string, localAddress: string, data: unknown): Promise<{ status: number; text: string }> {
  const url = new URL('/presupuesto', baseURL);
  const body = JSON.stringify(data);
  return new Promise((resolve, reject) => {
    const request = http.request(
      {
        host: url.hostname,
        port: url.port,
        path: url.pathname,
        method: 'POST',
        localAddress,
        headers: { 'content-type': 'application/json', accept: 'application/json', 'content-length': Buffer.byteLength(body) },
      },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (text += chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, text }));
      },
    );
    request.on('error', reject);
    request.end(body);
  });
}

async function top(page: Page, locator: ReturnType<Page['getByTestId']>): Promise<number> {
  const box = await locator.boundingBox();
  expect(box).not.toBeNull();
  return box!.y;
}

test('an answered quote shows the answer sent as its figure, and the two ways of writing apart', async ({ browser, baseURL, request }) => {
  test.setTimeout(90_000);
  const name = `Cliente Respondido ${Date.now().toString(36)}`;
  const { productos } = await apiProducts(request);
  const [first, second] = productos.filter((p) => p.numericPrice && p.numericPrice > 0);
  const sheetTotal = first.numericPrice! * 2 + second.numericPrice!;
  const quote = await postQuoteFrom(baseURL!, OWN_ADDRESS, {
    name,
    location: 'Paraná',
    province: 'Entre Ríos',
    email: 'respondido@example.com',
    phone: '343 555-1234',
    website: '',
    items: [
      { id: first.id, quantity: 2 },
      { id: second.id, quantity: 1 },
    ],
    idempotencyKey: idempotencyKey(),
  });
  expect(quote.status, quote.text).toBe(200);

  const context = await browser.newContext({ baseURL, viewport: { width: 1280, height: 900 }, locale: 'es-AR', timezoneId: 'America/Argentina/Buenos_Aires' });
  await signInStaff(context, baseURL!);
  // WhatsApp is not reached from the tests: its page is answered here.
  await context.route('https://wa.me/**', (route) => route.fulfill({ status: 200, contentType: 'text/plain', body: 'WhatsApp' }));
  const page = await context.newPage();
  await page.goto(`/admin/presupuestos?q=${encodeURIComponent(name)}`);
  await page.getByTestId('fila-presupuesto').filter({ hasText: name }).click();
  await expect(page.getByRole('heading', { level: 1, name: /Presupuesto Nº [0-9A-F]{8}/ })).toBeVisible();
  const quoteUrl = page.url();

  // Not answered yet: the request's estimate is the figure; the message links already have their group.
  await expect(page.getByTestId('total')).toHaveText(money(sheetTotal));
  await expect(page.getByRole('heading', { name: 'Mensaje al cliente' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Escribirle por WhatsApp' })).toHaveAttribute('href', /^https:\/\/wa\.me\/5493435551234\?text=/);
  await expect(page.getByRole('link', { name: 'Escribirle por e-mail' })).toHaveAttribute('href', /^mailto:respondido@example\.com/);
  await expect(page.getByRole('link', { name: /Responder por/ })).toHaveCount(0);

  // Priced: the first line at $ 1.000.000 each, the second as the sheet says.
  await page.getByRole('link', { name: 'Responder presupuesto' }).click();
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
  await page.getByTestId('linea-editor').first().getByLabel('Precio unitario', { exact: true }).fill('1.000.000');
  await page.getByRole('button', { name: 'Guardar respuesta' }).click();
  await expect(page.getByTestId('estado-envio')).toHaveText('Versión 1 guardada, todavía sin enviar.');
  const answerTotal = 2_000_000 + second.numericPrice!;
  // Saved but not sent: the customer has nothing yet, the request is still the figure.
  await expect(page.getByTestId('total-respuesta-enviada')).toHaveCount(0);

  // Sent by WhatsApp: the shop records it and opens wa.me in a new tab.
  await expect(page.getByRole('heading', { name: 'Enviar la respuesta (presupuesto)' })).toBeVisible();
  const [popup] = await Promise.all([page.waitForEvent('popup'), page.getByRole('button', { name: 'Enviar presupuesto por WhatsApp' }).click()]);
  await popup.waitForURL(/^https:\/\/wa\.me\//);
  await popup.close();
  await page.goto(quoteUrl);

  const total = page.getByTestId('total-respuesta-enviada');
  await expect(total).toHaveText(money(answerTotal));
  await expect(page.getByTestId('respuesta-enviada-version')).toContainText('Versión 1, enviada por WhatsApp el ');
  await expect(page.getByRole('heading', { name: 'Respuesta enviada al cliente' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Pedido original (precios de la planilla)' })).toBeVisible();
  await expect(page.getByTestId('total')).toHaveText(money(sheetTotal));
  await expect(page.getByText('Total estimado', { exact: true })).toHaveCount(0);
  // The answer's total comes first; the sheet's follows, below the sending of the answer.
  expect(await top(page, total)).toBeLessThan(await top(page, page.getByTestId('enviar-respuesta')));
  expect(await top(page, page.getByTestId('enviar-respuesta'))).toBeLessThan(await top(page, page.getByTestId('aviso-pedido-original')));
  await expect(page.getByRole('button', { name: 'Enviar presupuesto por e-mail' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Enviar presupuesto por WhatsApp' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await page.screenshot({ path: '/tmp/staff-quote-1280.png', fullPage: true });

  // On a phone the two groups are one after the other, each under its heading.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(quoteUrl);
  await expect(total).toHaveText(money(answerTotal));
  const sending = await page.getByTestId('enviar-respuesta').boundingBox();
  const message = await page.getByTestId('mensaje-al-cliente').boundingBox();
  expect(message!.y).toBeGreaterThanOrEqual(sending!.y + sending!.height);
  expect(message!.y - (sending!.y + sending!.height)).toBeLessThan(40);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  expect(await seriousViolations(page)).toEqual([]);
  await page.screenshot({ path: '/tmp/staff-quote-390.png', fullPage: true });
  await context.close();
});
