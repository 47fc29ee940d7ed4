// SIGTERM with one process: the request in flight is finished, then the shop exits cleanly.
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { embeddedDataDir, someProductId, startShop } from './deploy-helpers';

const root = path.resolve(`.tmp/e2e-deploy-signals-${process.pid}`);
// Starts and stops the built shop, after the run's embedded database is made (deploy-helpers.ts):
// longer than the suite's 45 s on a busy machine.
test.describe.configure({ timeout: 300_000 });
test.afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

test('SIGTERM finishes the quote being sent, refuses new connections meanwhile, and exits 0', async () => {
  const shop = await startShop({ dataDir: await embeddedDataDir(path.join(root, 'datos')) });
  await shop.ready();
  const productId = await someProductId(shop.url);
  const body = JSON.stringify({
    name: 'Cliente Lento',
    location: 'Paraná',
    province: 'Entre Ríos',
    email: 'lento@example.com',
    phone: '343 555-0000',
    items: [{ id: productId, quantity: 1 }],
    idempotencyKey: crypto.randomUUID(),
    website: '',
  });
  // The request's first half is on the wire when SIGTERM arrives; the rest 500 ms later.
  const answer = new Promise<number>((resolve, reject) => {
    const request = http.request(
      {
        host: '127.0.0.1',
        port: shop.port,
        path: '/presupuesto',
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/json', 'content-length': Buffer.byteLength(body) },
      },
      (res) => {
        res.resume();
        res.on('end', () => resolve(res.statusCode ?? 0));
      },
    );
    request.on('error', reject);
    request.write(body.slice(0, 40));
    setTimeout(() => {
      shop.child.kill('SIGTERM');
      setTimeout(async () => {
        // Still running while it waits for this request, but no longer accepting connections.
        const ready = await new Promise<number>((r) => {
          http.get({ host: '127.0.0.1', port: shop.port, path: '/readyz', agent: false }, (res) => r(res.statusCode ?? 0)).on('error', () => r(0));
        });
        readyDuringDrain = ready;
        request.end(body.slice(40));
      }, 500);
    }, 200);
  });
  let readyDuringDrain = -1;
  expect(await answer).toBe(200);
  const code = await new Promise<number | null>((r) => (shop.child.exitCode !== null ? r(shop.child.exitCode) : shop.child.once('exit', r)));
  expect(code).toBe(0);
  // New connections are refused once it stopped listening (0: refused).
  expect(readyDuringDrain).toBe(0);
  expect(shop.output()).toContain('SIGTERM: cerrando la tienda');
});
