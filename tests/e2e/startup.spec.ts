// A shop starting on a new data folder whose catalogue source has not answered yet: the first
// requests answer at once that the catalogue is being updated (503 with Retry-After), never the
// owner's sheet-sharing hint and never a request that hangs; once the source answers, the shop
// serves products.
import { expect, test } from '@playwright/test';
import { mkdirSync, readFileSync, rmSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { postQuote, startShop, type Shop } from './deploy-helpers';

const UPDATING = 'Estamos actualizando el catálogo, volvé a intentar en unos segundos.';
const SHOTS = '/tmp/shots-words';

test.describe.configure({ mode: 'serial' });

let source: http.Server;
let release: () => void;
let shop: Shop;
const dataDir = `.tmp/e2e-startup-${process.pid}`;

test.beforeAll(async () => {
  test.setTimeout(120_000);
  // The catalogue source holds every request until the test releases it: the first read stays
  // "in progress" for as long as the test needs, with no clock involved.
  const held: http.ServerResponse[] = [];
  let released = false;
  const csv = readFileSync('tests/fixtures/catalogo-pequeno.csv');
  const answer = (res: http.ServerResponse) => res.writeHead(200, { 'Content-Type': 'text/csv' }).end(csv);
  source = http.createServer((_req, res) => (released ? answer(res) : held.push(res)));
  await new Promise<void>((resolve) => source.listen(0, '127.0.0.1', resolve));
  release = () => {
    released = true;
    for (const res of held.splice(0)) answer(res);
  };
  rmSync(dataDir, { recursive: true, force: true });
  mkdirSync(SHOTS, { recursive: true });
  shop = await startShop({ dataDir, env: { CATALOG_SOURCE: `http://127.0.0.1:${(source.address() as AddressInfo).port}/catalogo.csv` } });
  await expect
    .poll(
      () =>
        fetch(`${shop.url}/healthz`).then(
          (r) => r.status,
          () => 0,
        ),
      { timeout: 60_000 },
    )
    .toBe(200);
});

test.afterAll(async () => {
  release?.();
  await shop?.stop();
  await new Promise((resolve) => source?.close(resolve));
  rmSync(dataDir, { recursive: true, force: true });
});

test('while the first read runs, every page answers at once: updating, 503, Retry-After', async () => {
  for (const path of ['/', '/repuestos', '/buscar?q=bomba', '/producto/repuestos/filtro-1']) {
    const response = await fetch(`${shop.url}${path}`);
    const body = await response.text();
    expect(response.status, path).toBe(503);
    expect(response.headers.get('retry-after'), path).toBe('5');
    expect(body, path).toContain(UPDATING);
    expect(body, path).not.toContain('Asegúrate de haber compartido');
    // The tab says the same as the page, not 'Error al cargar productos'.
    expect(body, path).not.toContain('<title>Error al cargar productos');
  }
  const api = await fetch(`${shop.url}/api/productos`);
  expect(api.status).toBe(503);
  expect(api.headers.get('retry-after')).toBe('5');
  expect(((await api.json()) as { error: { description: string } }).error.description).toBe(UPDATING);
});

test('a phone reads the short message, not the owner’s hint', async ({ browser }) => {
  for (const width of [390, 1280]) {
    const page = await browser.newPage({ viewport: { width, height: 844 } });
    const response = await page.goto(`${shop.url}/repuestos`);
    expect(response?.status()).toBe(503);
    await expect(page.getByRole('alert')).toHaveCount(0); // a wait, not a failure
    await expect(page.getByRole('status').filter({ hasText: 'Un momento' })).toContainText(UPDATING);
    await page.screenshot({ path: `${SHOTS}/startup-repuestos-${width}.png`, fullPage: false });
    await page.close();
  }
});

// The tractor of tests/fixtures/catalogo-pequeno.csv.
const TRACTOR_ID = '1';
const quoteKey = crypto.randomUUID();

test('a quote sent meanwhile is answered 503 with Retry-After, never that its products are gone', async () => {
  const response = await postQuote(shop.url, TRACTOR_ID, 1, quoteKey);
  expect(response.status).toBe(503);
  expect(response.headers.get('retry-after')).toBe('5');
  const body = await response.text();
  expect(body).toContain(UPDATING);
  expect(body).not.toContain('ya no están disponibles');
});

test('once the source answers, the shop serves its products', async ({ browser }) => {
  release();
  await expect.poll(() => fetch(`${shop.url}/repuestos`).then((r) => r.status), { timeout: 30_000 }).toBe(200);
  // The quote refused while the shop started goes through when sent again, with the same key.
  expect((await postQuote(shop.url, TRACTOR_ID, 1, quoteKey)).status).toBe(200);
  const body = await (await fetch(`${shop.url}/`)).text();
  expect(body).not.toContain(UPDATING);
  // A product without 'Aplica para' leaves the row out ('N/A' says nothing), and without
  // PRICES_INCLUDE_IVA the price says nothing about IVA.
  const page = await browser.newPage({ viewport: { width: 390, height: 844 } });
  await page.goto(`${shop.url}/producto/tractores/tractor-pauny-540-1`);
  await expect(page.getByTestId('precio-producto')).toContainText('90.000.000');
  await expect(page.getByText('Marca')).toBeVisible();
  await expect(page.getByText('Aplica para')).toHaveCount(0);
  await expect(page.getByText('N/A')).toHaveCount(0);
  await expect(page.getByTestId('precio-iva')).toHaveCount(0);
  await page.close();
});
