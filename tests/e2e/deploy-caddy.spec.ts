// Debian's caddy in front of the built shop, with the site block the deployment uses
// (deploy/tienda.caddy) and Caddy's own certificate authority, everything on loopback.
import type { ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import https from 'node:https';
import http from 'node:http';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { runCaddy } from '../support/caddy';
import { embeddedDataDir, freePort, someProductId, startShop, type Shop } from './deploy-helpers';

const TOKEN = 'metricas-caddy-0123456789abcdef';
const root = path.resolve(`.tmp/e2e-deploy-caddy-${process.pid}`);
let shop: Shop;
let caddy: ChildProcess;
let caddyOutput = '';
let httpPort = 0;
let httpsPort = 0;
let ca: Buffer;

interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
}

/** A request through Caddy: HTTPS with Caddy's authority (SNI localhost), from a chosen loopback address. */
function through(
  pathname: string,
  options: { method?: string; headers?: Record<string, string>; body?: string; from?: string; plain?: boolean } = {},
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const request = (options.plain ? http : https).request(
      {
        host: '127.0.0.1',
        port: options.plain ? httpPort : httpsPort,
        path: pathname,
        method: options.method ?? 'GET',
        headers: { host: `localhost:${options.plain ? httpPort : httpsPort}`, ...options.headers },
        localAddress: options.from ?? '127.0.0.1',
        ...(options.plain ? {} : { ca, servername: 'localhost' }),
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks).toString('latin1') }));
      },
    );
    request.on('error', reject);
    request.end(options.body);
  });
}

// One shop for the file's tests (the suite runs files in parallel, tests of a file together).
test.describe.configure({ mode: 'serial', timeout: 180_000 });

test.beforeAll(async () => {
  // The run's embedded database may still be in the making (deploy-helpers.ts), then the shop and Caddy start.
  test.setTimeout(240_000);
  fs.rmSync(root, { recursive: true, force: true });
  fs.mkdirSync(root, { recursive: true });
  shop = await startShop({ dataDir: await embeddedDataDir(path.join(root, 'datos')), env: { TRUST_PROXY: 'loopback', METRICS_TOKEN: TOKEN } });
  await shop.ready();
  httpPort = await freePort();
  httpsPort = await freePort();
  caddy = runCaddy(
    root,
    ['local_certs', 'skip_install_trust', `http_port ${httpPort}`, `https_port ${httpsPort}`],
    { SHOP_DOMAIN: 'localhost', SHOP_UPSTREAM: `127.0.0.1:${shop.port}` },
    (text) => (caddyOutput += text),
  );
  const rootCert = path.join(root, 'caddy', 'pki', 'authorities', 'local', 'root.crt');
  const deadline = Date.now() + 30_000;
  for (;;) {
    if (caddy.exitCode !== null) throw new Error(`caddy terminó (código ${caddy.exitCode}):\n${caddyOutput}`);
    if (fs.existsSync(rootCert)) {
      ca = fs.readFileSync(rootCert);
      const ok = await through('/healthz').then(
        (a) => a.status === 200,
        () => false,
      );
      if (ok) break;
    }
    if (Date.now() > deadline) throw new Error(`caddy no respondió en 30 s:\n${caddyOutput}`);
    await new Promise((r) => setTimeout(r, 200));
  }
});

test.afterAll(async () => {
  if (caddy && caddy.exitCode === null) {
    const exited = new Promise((r) => caddy.once('exit', r));
    caddy.kill('SIGTERM');
    await exited;
  }
  await shop?.stop();
  fs.rmSync(root, { recursive: true, force: true });
});

test('HTTP redirects to HTTPS; HTTPS carries HSTS, compressed pages and /readyz', async () => {
  const redirect = await through('/repuestos?x=1', { plain: true });
  expect([301, 308]).toContain(redirect.status);
  // Caddy 2.6 names the HTTPS port only when the site address does (here it is plain 'localhost').
  expect(redirect.headers.location).toMatch(new RegExp(`^https://localhost(:${httpsPort})?/repuestos\\?x=1$`));

  const page = await through('/repuestos', { headers: { 'accept-encoding': 'gzip' } });
  expect(page.status).toBe(200);
  expect(page.headers['strict-transport-security']).toMatch(/max-age=\d+/);
  expect(page.headers['content-encoding']).toBe('gzip');
  const ready = await through('/readyz');
  expect(ready.status).toBe(200);
  expect(ready.body).toMatch(/^listo\n/); // then 'aviso: ...' lines (this shop has no SMTP_URL)
  // The operators' address is not published through the front, even with the token.
  expect((await through('/metrics', { headers: { authorization: `Bearer ${TOKEN}` } })).status).toBe(404);
});

test('the page cache still answers behind the front', async () => {
  const scrape = async () => {
    const text = await (await fetch(`${shop.url}/metrics`, { headers: { authorization: `Bearer ${TOKEN}` } })).text();
    return Number(/tienda_page_cache_hits_total (\d+)/.exec(text)?.[1] ?? NaN);
  };
  await through('/maquinaria', { headers: { 'accept-encoding': 'br' } });
  const before = await scrape();
  const second = await through('/maquinaria', { headers: { 'accept-encoding': 'br' } });
  expect(second.status).toBe(200);
  expect(second.headers['cache-control']).toContain('public');
  expect(await scrape()).toBe(before + 1);
});

test("the shop sees each visitor's own address; a forged X-Forwarded-For changes nothing", async () => {
  const productId = await someProductId(shop.url);
  const quote = (n: number, from: string, forged?: string) =>
    through('/presupuesto', {
      method: 'POST',
      from,
      headers: { 'content-type': 'application/json', accept: 'application/json', ...(forged ? { 'x-forwarded-for': forged } : {}) },
      body: JSON.stringify({
        name: `Visitante ${n}`,
        location: 'Paraná',
        province: 'Entre Ríos',
        email: `visitante${n}@example.com`,
        phone: '343 555-0000',
        items: [{ id: productId, quantity: 1 }],
        idempotencyKey: crypto.randomUUID(),
        website: '',
      }),
    });
  // The quote form allows 8 per address every 10 minutes. Visitor A (127.0.0.2) uses them up,
  // each time claiming another address in X-Forwarded-For.
  for (let n = 1; n <= 8; n++) expect((await quote(n, '127.0.0.2', `203.0.113.${n}`)).status).toBe(200);
  const refused = await quote(9, '127.0.0.2', '198.51.100.77');
  expect(refused.status).toBe(429);
  // Visitor B (127.0.0.3), behind the same front, is a different address: still allowed.
  expect((await quote(10, '127.0.0.3')).status).toBe(200);
});

// Last: it stops the shop. While the shop restarts (one process) Caddy cannot reach it.
test('while the shop is down, Caddy answers a Spanish page with 503 and Retry-After', async () => {
  await shop.stop();
  const down = await through('/repuestos');
  expect(down.status).toBe(503);
  expect(down.headers['retry-after']).toBe('5');
  expect(down.headers['cache-control']).toBe('no-store');
  expect(down.headers['content-type']).toBe('text/html; charset=utf-8');
  const body = Buffer.from(down.body, 'latin1').toString('utf8');
  expect(body).toContain('La tienda se está actualizando.');
  expect(body).toContain('Probá de nuevo en unos segundos.');
});
