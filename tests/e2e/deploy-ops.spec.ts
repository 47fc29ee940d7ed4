// The built shop as an operator runs it: JSON log lines with request ids and nothing personal in
// them, the health addresses, and /metrics behind its token.
import fs from 'node:fs';
import http from 'node:http';
import { expect, test } from '@playwright/test';
import { embeddedDataDir, postQuote, signIn, someProductId, startShop, STAFF, type Shop } from './deploy-helpers';

const TOKEN = 'metricas-de-prueba-0123456789abcdef';
const dataDir = `.tmp/e2e-deploy-ops-${process.pid}`;
let shop: Shop;

// One shop for the file's tests (the suite runs files in parallel, tests of a file together).
test.describe.configure({ mode: 'serial', timeout: 180_000 });

test.beforeAll(async () => {
  // The run's embedded database may still be in the making (deploy-helpers.ts), then the shop starts.
  test.setTimeout(240_000);
  // With the staff account, made as an operator makes it (npm run staff:create).
  await embeddedDataDir(dataDir);
  shop = await startShop({ dataDir, env: { METRICS_TOKEN: TOKEN } });
  await shop.ready();
});
test.afterAll(async () => {
  await shop?.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

test('a quote and an enquiry with e-mail and phone leave JSON lines with request ids and nothing personal', async () => {
  const productId = await someProductId(shop.url);
  const quote = await postQuote(shop.url, productId, 7);
  expect(quote.status).toBe(200);
  const requestId = quote.headers.get('x-request-id');
  expect(requestId).toMatch(/^[0-9a-f-]{36}$/);
  const enquiry = await fetch(`${shop.url}/contacto`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
    body: JSON.stringify({
      name: 'Marta Gómez',
      email: 'marta.gomez@chacra-ejemplo.com.ar',
      phone: '0343 155 123456',
      message: 'Quiero saber si tienen el rodamiento en stock. Mi número es 3435559876.',
      idempotencyKey: crypto.randomUUID(),
      website: '',
    }),
  });
  expect(enquiry.status).toBeLessThan(500);
  const session = await signIn(shop.url);
  expect(session.status).toBe(200);
  // The staff list shows the quote with its e-mail: a page full of personal data.
  const list = await fetch(`${shop.url}/admin/presupuestos`, { headers: { cookie: session.cookie } });
  expect(await list.text()).toContain('cliente7.prueba@campo-ejemplo.com.ar');
  await fetch(`${shop.url}/buscar?q=3435559876`);
  await fetch(`${shop.url}/no-existe?email=marta.gomez@chacra-ejemplo.com.ar`);

  await expect.poll(() => shop.output().includes(requestId!)).toBe(true);
  const lines = shop
    .output()
    .split('\n')
    .filter((line) => line.trim());
  // Every line is one JSON object with a time and a level.
  for (const line of lines) {
    const parsed = JSON.parse(line) as { time?: string; level?: string };
    expect(parsed.time, line).toBeTruthy();
    expect(parsed.level, line).toBeTruthy();
  }
  const quoteLine = lines.map((l) => JSON.parse(l) as Record<string, unknown>).find((l) => l.reqId === requestId);
  expect(quoteLine).toMatchObject({ method: 'POST', route: 'quote', status: 200, client: '127.0.0.0/24' });
  expect(typeof quoteLine!.ms).toBe('number');
  const all = shop.output();
  for (const secret of [
    'cliente7.prueba@campo-ejemplo.com.ar',
    'campo-ejemplo',
    'marta.gomez',
    'chacra-ejemplo',
    '3435559876',
    '155 123456',
    STAFF.email,
    STAFF.password,
    TOKEN,
    session.cookie.split('=')[1] ?? 'sin-cookie',
  ]) {
    expect(all, `el log no debe contener ${secret}`).not.toContain(secret);
  }
});

test('healthz and readyz answer 200, uncached; metrics is 404 without the token and Prometheus text with it', async () => {
  const health = await fetch(`${shop.url}/healthz`);
  expect(health.status).toBe(200);
  expect(health.headers.get('cache-control')).toBe('no-store');
  const ready = await fetch(`${shop.url}/readyz`);
  expect(ready.status).toBe(200);
  // No SMTP_URL here: ready, and it says that mails are only saved as files.
  expect(await ready.text()).toBe('listo\naviso: correos guardados como archivos .eml (no hay SMTP_URL): no le llegan a nadie\n');
  expect((await fetch(`${shop.url}/metrics`)).status).toBe(404);
  expect((await fetch(`${shop.url}/metrics`, { headers: { authorization: 'Bearer otra-cosa-0123456789abcdef' } })).status).toBe(404);

  // Fill the page cache, then scrape.
  for (let i = 0; i < 3; i++) await fetch(`${shop.url}/repuestos`, { headers: { 'accept-encoding': 'br' } });
  const scrape = () => fetch(`${shop.url}/metrics`, { headers: { authorization: `Bearer ${TOKEN}` } });
  const metrics = await scrape();
  expect(metrics.status).toBe(200);
  expect(metrics.headers.get('content-type')).toContain('text/plain');
  const text = await metrics.text();
  expect(text).toMatch(/tienda_http_requests_total\{route="quote",status="200"\} [1-9]/);
  expect(text).toMatch(/tienda_page_cache_hits_total [1-9]/);
  expect(text).toMatch(/tienda_catalog_products [1-9]/);
  expect(text).toMatch(/tienda_mails_total\{outcome="sent"\} [1-9]/);
  expect(text).toContain('tienda_outbox_pending');
  // The first test searched for a phone number: nothing found.
  expect(text).toMatch(/tienda_searches_without_result_total [1-9]/);
  expect(text).toMatch(/tienda_catalog_refreshes_total\{outcome="ok"\} [1-9]/);
  expect(text).toContain('nodejs_eventloop_lag_seconds');

  // Scrape time, measured over 50 scrapes (figure for the notes, not a pass/fail time).
  const times: number[] = [];
  for (let i = 0; i < 50; i++) {
    const started = performance.now();
    await (await scrape()).text();
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  console.log(`[metrics] scrape p50 ${times[25].toFixed(1)} ms, p95 ${times[47].toFixed(1)} ms (50 scrapes)`);
});

test('the sign-in page says when it was opened without HTTPS on a real host name', async () => {
  const page = (host: string) =>
    new Promise<string>((resolve, reject) => {
      const request = http.get({ host: '127.0.0.1', port: shop.port, path: '/admin/ingresar', headers: { host } }, (res) => {
        let body = '';
        res.on('data', (d: Buffer) => (body += d.toString()));
        res.on('end', () => resolve(body));
      });
      request.on('error', reject);
    });
  expect(await page('tienda.example.com')).toContain('Esta página se abrió sin HTTPS');
  expect(await page(`127.0.0.1:${shop.port}`)).not.toContain('Esta página se abrió sin HTTPS');
});
