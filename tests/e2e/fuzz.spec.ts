// Odd bytes never make a 5xx: a bounded share of scripts/fuzz.ts (POST bodies, queries, methods and
// request targets with NUL, lone surrogates, bidi controls, prototype names) against the built
// shop, signed out and signed in as staff. On a server of its own (the fixture catalogue, a fresh
// embedded database): the fuzzing spends its address's form, search and sign-in limits, which the
// other specs' servers need.
import { spawn, execFileSync, type ChildProcess } from 'node:child_process';
import { keepShopLog } from '../setup/shop-log';
import fs from 'node:fs';
import net from 'node:net';
import { expect, test } from '@playwright/test';
import { fixtureShopEnv } from '../support/fixture-shop';
import { fuzzShop, staffSession } from '../support/fuzz';

const STAFF = { email: 'fuzz@tienda.test', password: 'clave-de-prueba-fuzz-123' };

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });
}

let shop: ChildProcess | undefined;
let baseURL = '';
let log = '';
let staff: { cookie: string; csrf: string };

test.describe('fuzzing', () => {
  test.describe.configure({ mode: 'serial', timeout: 300_000 });

  test.beforeAll(async () => {
    test.setTimeout(180_000);
    const port = await freePort();
    fs.mkdirSync('.tmp', { recursive: true });
    const dataDir = fs.mkdtempSync('.tmp/e2e-fuzz-');
    const env = {
      ...fixtureShopEnv(port, dataDir),
      // Port 9 (discard): mails fail at once, nothing leaves the machine.
      SMTP_URL: 'smtp://127.0.0.1:9',
    };
    execFileSync('npx', ['tsx', 'scripts/staff-create.ts', '--email', STAFF.email, '--password', STAFF.password, '--name', 'Fuzz'], { env, stdio: 'ignore' });
    shop = spawn('node', ['server.js'], { env, stdio: ['ignore', 'pipe', 'pipe'] });
    shop.stdout!.on('data', (chunk: Buffer) => (log += chunk.toString()));
    shop.stderr!.on('data', (chunk: Buffer) => (log += chunk.toString()));
    keepShopLog(shop, `fuzz-${port}`);
    baseURL = `http://127.0.0.1:${port}`;
    for (let i = 0; i < 240; i++) {
      const ok = await fetch(`${baseURL}/api/productos`)
        .then((r) => r.ok)
        .catch(() => false);
      if (ok) {
        // Signed in first: the visitor's fuzzing spends this address's sign-in limit.
        staff = await staffSession(baseURL, STAFF.email, STAFF.password);
        return;
      }
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
    throw new Error(`la tienda de prueba no arrancó:\n${log.slice(-2_000)}`);
  });

  test.afterAll(() => {
    shop?.kill('SIGTERM');
  });

  test('odd input from a visitor answers below 500', async () => {
    const report = await fuzzShop({ baseURL, runs: 150, seed: 7 });
    expect(report.sent.post).toBe(150);
    expect(report.failures).toEqual([]);
  });

  test('odd input from a signed-in staff member answers below 500, and no stack trace is logged', async () => {
    const report = await fuzzShop({ baseURL, runs: 150, seed: 11, staff });
    expect(report.sent.post).toBe(150);
    expect(report.failures).toEqual([]);
    expect(log).not.toMatch(/\n\s+at .+\(.+:\d+:\d+\)/);
  });
});
