// An update without losing requests: the built shop with two processes on PostgreSQL receives
// 200 quote requests while SIGHUP replaces its processes one at a time. Every request answered
// 200 is stored once; none fails.
import http from 'node:http';
import fs from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { expect, test } from '@playwright/test';
import { startPostgresServer, type PostgresServer } from '../integration/postgres-server';
import { quoteBody, someProductId, startShop, type Shop } from './deploy-helpers';

const TOKEN = 'metricas-cluster-0123456789abcdef';
const root = path.resolve(`.tmp/e2e-deploy-rolling-${process.pid}`);
let database: PostgresServer;
let shop: Shop;

// One shop for the file's tests (the suite runs files in parallel, tests of a file together).
test.describe.configure({ mode: 'serial', timeout: 420_000 });

test.beforeAll(async () => {
  // A private PostgreSQL and two processes that load the catalogue: over the 45 s hook limit at load 20+.
  test.setTimeout(240_000);
  fs.rmSync(root, { recursive: true, force: true });
  database = await startPostgresServer();
  shop = await startShop({ dataDir: path.join(root, 'datos'), env: { DATABASE_URL: database.url, WEB_CONCURRENCY: '2', METRICS_TOKEN: TOKEN } });
  await shop.ready(180_000);
});
test.afterAll(async () => {
  await shop?.stop();
  await database?.destroy();
  fs.rmSync(root, { recursive: true, force: true });
});

/** Pause between one visitor's requests: 200 requests span the replacement of both processes. */
const PAUSE_MS = 150;

/** One keep-alive agent per visitor address, as a front keeps its connections open. */
const agents = new Map<string, http.Agent>();
/** Why the requests that got no answer failed, for the log line. */
const errors: string[] = [];
/** Requests sent again after their reused connection closed before any answer. */
let resent = 0;
/**
 * Closing an idle keep-alive connection races a request the client is sending on it at that moment;
 * HTTP/1.1 cannot avoid that. Browsers (Chromium's ShouldResendRequest) and Caddy send such a request
 * again on a new connection when the reused one failed before any byte of an answer, POSTs included:
 * so does this client, once, with the same body and so the same idempotency key (the shop stores it
 * once). A failure on a new connection is not retried and fails the test.
 */
async function post(url: URL, body: string, from: string): Promise<number> {
  const first = await postOnce(url, body, from);
  if (first !== 'reused-socket-closed') return first;
  resent++;
  const again = await postOnce(url, body, from);
  return again === 'reused-socket-closed' ? 0 : again;
}
function postOnce(url: URL, body: string, from: string): Promise<number | 'reused-socket-closed'> {
  let agent = agents.get(from);
  if (!agent) agents.set(from, (agent = new http.Agent({ keepAlive: true, maxSockets: 2 })));
  return new Promise((resolve) => {
    const request = http.request(
      {
        host: url.hostname,
        port: url.port,
        path: '/presupuesto',
        method: 'POST',
        agent,
        localAddress: from,
        headers: { 'content-type': 'application/json', accept: 'application/json', 'content-length': Buffer.byteLength(body) },
      },
      (res) => {
        res.resume();
        res.on('end', () => resolve(res.statusCode ?? 0));
      },
    );
    request.on('error', (error: NodeJS.ErrnoException) => {
      errors.push(`${error.code ?? error.message}${request.reusedSocket ? ' (reused socket)' : ''}`);
      const closedBeforeAnswer = error.code === 'ECONNRESET' || error.code === 'EPIPE';
      resolve(request.reusedSocket && closedBeforeAnswer ? 'reused-socket-closed' : 0);
    });
    request.end(body);
  });
}

test("/metrics answers with both processes' figures added up", async () => {
  // Wait until both processes listen (the second starts after the first).
  await expect.poll(() => (shop.output().match(/Tienda lista en/g) ?? []).length, { timeout: 60_000 }).toBe(2);
  const scrape = async () => (await fetch(`${shop.url}/metrics`, { headers: { authorization: `Bearer ${TOKEN}` } })).text();
  const count = (text: string) => Number(/tienda_http_requests_total\{route="contact",status="200"\} (\d+)/.exec(text)?.[1] ?? 0);
  const before = count(await scrape());
  // New connections are dealt to the processes in turn: ten requests reach both.
  for (let i = 0; i < 10; i++) {
    const res = await fetch(`${shop.url}/contacto`, { headers: { connection: 'close' } });
    expect(res.status).toBe(200);
    await res.text();
  }
  const text = await scrape();
  expect(count(text)).toBe(before + 10);
  expect(text).toContain('tienda_catalog_products');
});

test('200 quotes during a rolling restart: none lost, none duplicated, none failed', async () => {
  // At load 20-30 on two cores each new process takes about a minute to be ready: the rotation alone can take 3 min.
  test.setTimeout(420_000);
  const productId = await someProductId(shop.url);
  const url = new URL(shop.url);
  const keys: string[] = [];
  const statuses: number[] = [];
  let sent = 0;
  let hupAt = 0;
  let rotatedAt = 0;
  const started = Date.now();
  // 25 visitor addresses (the quote form allows 8 per address), 8 requests in flight at a time.
  const next = async (): Promise<void> => {
    while (sent < 200) {
      const n = sent++;
      const key = crypto.randomUUID();
      keys[n] = key;
      const body = quoteBody(productId, n, key);
      if (n === 20) {
        hupAt = Date.now();
        shop.child.kill('SIGHUP');
      }
      // The last 40 go after the replacement: the others arrive while it runs, whatever it takes.
      while (n >= 160 && !shop.output().includes('reemplazo terminado')) await new Promise((r) => setTimeout(r, 50));
      statuses[n] = await post(url, body, `127.0.0.${10 + (n % 25)}`);
      if (!rotatedAt && shop.output().includes('reemplazo terminado')) rotatedAt = Date.now();
      await new Promise((r) => setTimeout(r, PAUSE_MS));
    }
  };
  await Promise.all(Array.from({ length: 8 }, () => next()));
  const endedAt = Date.now();
  for (const agent of agents.values()) agent.destroy();

  await expect.poll(() => shop.output().includes('reemplazo terminado'), { timeout: 60_000 }).toBe(true);
  const client = new pg.Client({ connectionString: database.url });
  await client.connect();
  const stored = await client.query<{ idempotency_key: string; n: number }>(
    'select idempotency_key, count(*)::int as n from presupuestos group by idempotency_key',
  );
  await client.end();
  const storedKeys = new Map(stored.rows.map((row) => [row.idempotency_key, row.n]));
  const answered = keys.filter((_, i) => statuses[i] === 200);
  const lost = answered.filter((key) => !storedKeys.has(key)).length;
  const duplicated = stored.rows.filter((row) => row.n > 1).length;
  const failed = statuses.filter((s) => s !== 200).length;
  console.log(
    `[rolling] 200 quotes, SIGHUP after the 21st: ${answered.length} answered 200, ${failed} failed, ${resent} sent again ` +
      `(${JSON.stringify(statuses.filter((s) => s !== 200))} ${JSON.stringify(errors)}), ${lost} lost, ${duplicated} duplicated, ${stored.rows.length} stored; ` +
      `SIGHUP at ${hupAt - started} ms, both processes replaced at ${rotatedAt ? rotatedAt - started : 'after the last request, '} ms, last answer at ${endedAt - started} ms`,
  );
  expect(shop.output()).toMatch(/SIGHUP: reemplazando 2 procesos/);
  // The replacement happened while requests were arriving.
  expect(rotatedAt).toBeGreaterThan(0);
  expect(lost).toBe(0);
  expect(duplicated).toBe(0);
  expect(failed).toBe(0);
  expect(stored.rows.length).toBe(200);
});
