// With PUBLIC_URL set, a request that names another Host is answered for the shop's own origin:
// the made-up host appears in no page, data answer, redirect, robots.txt, sitemap, feed or mail
// (the built shop, its own process, a real SMTP server on loopback catching the quote's mails).
import { expect, test } from '@playwright/test';
import http from 'node:http';
import path from 'node:path';
import { startSmtpServer, type TestSmtpServer } from '../setup/smtp';
import { embeddedDataDir, startShop, type Shop } from './deploy-helpers';

const PUBLIC_URL = 'https://tienda.example';
const MADE_UP = 'atacante.invalid';
const root = path.resolve(`.tmp/e2e-${process.env.E2E_PORT ?? 3100}/one-origin`);

let shop: Shop;
let smtp: TestSmtpServer;

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  // The run's embedded database may still be in the making (deploy-helpers.ts), then the shop starts.
  test.setTimeout(240_000);
  smtp = await startSmtpServer();
  shop = await startShop({ dataDir: await embeddedDataDir(path.join(root, `datos-${Date.now()}`)), env: { PUBLIC_URL, SMTP_URL: smtp.url } });
  await shop.ready();
});

test.afterAll(async () => {
  await shop?.stop();
  await smtp?.stop();
});

/** A request naming `host` in its Host header (fetch cannot set one). */
function ask(target: string, host: string, init: { method?: string; body?: string; headers?: Record<string, string> } = {}) {
  return new Promise<{ status: number; headers: http.IncomingHttpHeaders; text: string }>((resolve, reject) => {
    const req = http.request(
      { host: '127.0.0.1', port: shop.port, path: target, method: init.method ?? 'GET', headers: { host, 'accept-encoding': 'identity', ...init.headers } },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (text += chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, text }));
      },
    );
    req.on('error', reject);
    req.end(init.body);
  });
}

test('pages, data, documents and redirects name only the public origin', async () => {
  const product = ((await (await fetch(`${shop.url}/api/productos`)).json()) as { productos: { slug: string }[] }).productos[0]!;
  const targets = [
    '/',
    '/repuestos',
    `/${product.slug}`,
    '/buscar?q=filtro',
    '/repuestos?pagina=99',
    '/contacto',
    '/presupuesto',
    '/politica-de-privacidad',
    '/no-existe-esta-pagina',
    '/_root.data',
    '/repuestos.data',
    '/api/productos',
    '/admin',
    '/admin/ingresar',
    '/robots.txt',
    '/sitemap.xml',
    '/sitemaps/paginas.xml',
    '/feeds/google.xml',
    '/feeds/meta.csv',
  ];
  // Twice each: the second may come from the page cache, filled by the first.
  for (const round of [1, 2]) {
    for (const target of targets) {
      const answer = await ask(target, `${MADE_UP}:${shop.port}`);
      expect(answer.status, `${target} (vuelta ${round})`).toBeLessThan(500);
      expect(answer.text, target).not.toContain(MADE_UP);
      expect(JSON.stringify(answer.headers), target).not.toContain(MADE_UP);
    }
  }
  // The documents carry the public origin itself.
  expect((await ask('/robots.txt', MADE_UP)).text).toContain(`Sitemap: ${PUBLIC_URL}/sitemap.xml`);
  expect((await ask('/', MADE_UP)).text).toContain(`<link rel="canonical" href="${PUBLIC_URL}/"`);
});

test('a quote sent through a made-up Host mails no link to it', async () => {
  const product = ((await (await fetch(`${shop.url}/api/productos`)).json()) as { productos: { id: string }[] }).productos[0]!;
  const answer = await ask('/presupuesto', MADE_UP, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json' },
    body: JSON.stringify({
      name: 'Cliente Origen',
      location: 'Paraná',
      province: 'Entre Ríos',
      email: 'cliente.origen@campo-ejemplo.com.ar',
      phone: '+54 9 343 455-0101',
      items: [{ id: product.id, quantity: 1 }],
      idempotencyKey: crypto.randomUUID(),
      website: '',
    }),
  });
  expect(answer.status).toBe(200);
  expect(answer.text).not.toContain(MADE_UP);
  // The shop's notice and the customer's copy.
  await smtp.waitFor(2, 20_000);
  for (const mail of smtp.messages) expect(mail.raw).not.toContain(MADE_UP);
});
