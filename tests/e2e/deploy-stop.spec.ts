// SIGTERM always ends the built shop within its deadline (SHUTDOWN_GRACE_MS plus 5 s), whatever
// part hangs: the database gone (PostgreSQL stopped, the embedded folder removed), an SMTP server
// that never answers the mail's end, a sheet that stops mid-read, a photo host that stops
// mid-download, a load of requests in flight. No request answered 2xx is lost.
import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { expect, test } from '@playwright/test';
import { startPostgresServer, type PostgresServer } from '../integration/postgres-server';
import { startSmtpServer } from '../setup/smtp';
import { embeddedDataDir as embeddedDataDirIn, quoteBody, someProductId, startShop, type Shop } from './deploy-helpers';

const root = path.resolve(`.tmp/e2e-deploy-stop-${process.pid}`);
const GRACE_MS = 2_000;
/** What server.js gives the services after the grace (STOP_SERVICES_MS). */
const DEADLINE_MS = GRACE_MS + 5_000;
/** The bound each stop is held to: the deadline, plus a generous margin for a loaded machine. */
const BOUND_MS = DEADLINE_MS + 8_000;
const FIXTURE_CSV = fs.readFileSync('tests/fixtures/catalogo-pequeno.csv');

// Each test starts and stops the built shop (and sometimes PostgreSQL): longer than the suite's 45 s.
test.describe.configure({ timeout: 360_000 });
test.afterAll(() => fs.rmSync(root, { recursive: true, force: true, maxRetries: 5 }));

/** A data folder with the run's embedded database (made once, see deploy-helpers.ts). */
const embeddedDataDir = (name: string) => embeddedDataDirIn(path.join(root, name));

const servers: { close(): void }[] = [];
test.afterEach(() => {
  for (const server of servers.splice(0)) server.close();
});

/** Sends `signal` and waits for the exit; `ms` is from the signal to the exit. */
async function stopTimed(shop: Shop, signal: NodeJS.Signals = 'SIGTERM'): Promise<{ code: number | null; signal: string | null; ms: number }> {
  const started = Date.now();
  const exited = new Promise<{ code: number | null; signal: string | null; ms: number }>((resolve) =>
    shop.child.once('exit', (code, by) => resolve({ code, signal: by, ms: Date.now() - started })),
  );
  shop.child.kill(signal);
  // Only so a shop that never ends cannot outlive the test; the assertion below is what fails it.
  const killer = setTimeout(() => shop.child.kill('SIGKILL'), BOUND_MS + 30_000);
  const result = await exited;
  clearTimeout(killer);
  return result;
}

/** The stop ended the process by itself (no SIGKILL) within the bound; logs the figure for the notes. */
function expectBounded(state: string, result: { code: number | null; signal: string | null; ms: number }, shop: Shop) {
  console.log(`[stop] ${state}: exited in ${result.ms} ms with code ${result.code ?? result.signal}`);
  expect(result.signal, shop.output()).toBeNull();
  expect(result.ms, shop.output()).toBeLessThan(BOUND_MS);
  expect(shop.output()).toContain('cerrando la tienda');
}

/** Sockets and servers the tests open on loopback, closed after each test. */
function listen(server: net.Server): Promise<number> {
  const sockets = new Set<net.Socket>();
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.once('close', () => sockets.delete(socket));
  });
  servers.push({
    close: () => {
      for (const socket of sockets) socket.destroy();
      server.close();
    },
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve((server.address() as net.AddressInfo).port)));
}

/** One quote request from a given loopback address (the form allows 8 per address). */
function postQuote(port: number, productId: string, n: number, key: string, agent?: http.Agent): Promise<number> {
  const body = quoteBody(productId, n, key);
  return new Promise((resolve) => {
    const request = http.request(
      {
        host: '127.0.0.1',
        port,
        path: '/presupuesto',
        method: 'POST',
        agent: agent ?? false,
        localAddress: `127.0.0.${10 + (n % 25)}`,
        headers: { 'content-type': 'application/json', accept: 'application/json', 'content-length': Buffer.byteLength(body) },
      },
      (res) => {
        res.resume();
        res.on('end', () => resolve(res.statusCode ?? 0));
        res.on('error', () => resolve(0));
      },
    );
    request.on('error', () => resolve(0));
    request.end(body);
  });
}

/** A sheet served over HTTP, as a published Google Sheet's CSV export. */
async function sheetServer(): Promise<{ url: string; server: http.Server }> {
  const server = http.createServer((req, res) => {
    res.writeHead(200, { 'content-type': 'text/csv; charset=utf-8' });
    res.end(FIXTURE_CSV);
  });
  const port = await listen(server);
  return { url: `http://127.0.0.1:${port}/catalogo.csv`, server };
}

const env = (extra: Record<string, string> = {}) => ({ SHUTDOWN_GRACE_MS: String(GRACE_MS), ...extra });

test('PostgreSQL, SMTP and the sheet all stopped right after SIGTERM', async () => {
  const database: PostgresServer = await startPostgresServer();
  try {
    const smtp = await startSmtpServer();
    const sheet = await sheetServer();
    const shop = await startShop({
      dataDir: path.join(root, 'pg-after'),
      env: env({ DATABASE_URL: database.url, SMTP_URL: smtp.url, CATALOG_SOURCE: sheet.url }),
    });
    await shop.ready(240_000);
    const productId = await someProductId(shop.url);
    for (let n = 0; n < 3; n++) expect(await postQuote(shop.port, productId, n, crypto.randomUUID())).toBe(200);
    const stopping = stopTimed(shop);
    await Promise.all([database.stop(), smtp.stop(), new Promise((r) => sheet.server.close(r))]);
    expectBounded('PostgreSQL stopped after SIGTERM', await stopping, shop);
  } finally {
    await database.destroy();
  }
});

test('PostgreSQL stopped before SIGTERM', async () => {
  const database = await startPostgresServer();
  try {
    const shop = await startShop({ dataDir: path.join(root, 'pg-before'), env: env({ DATABASE_URL: database.url }) });
    await shop.ready(240_000);
    const productId = await someProductId(shop.url);
    expect(await postQuote(shop.port, productId, 1, crypto.randomUUID())).toBe(200);
    await database.stop();
    // A request on the dead pool: the services have something to give up on.
    expect(await postQuote(shop.port, productId, 2, crypto.randomUUID())).not.toBe(200);
    expectBounded('PostgreSQL stopped before SIGTERM', await stopTimed(shop), shop);
  } finally {
    await database.destroy();
  }
});

test('the embedded database folder removed while the shop stops, after a burst of quotes', async () => {
  const dataDir = await embeddedDataDir('pglite-removed');
  const shop = await startShop({ dataDir, env: env() });
  await shop.ready(240_000);
  const productId = await someProductId(shop.url);
  const statuses = await Promise.all(Array.from({ length: 20 }, (_, n) => postQuote(shop.port, productId, n, crypto.randomUUID())));
  expect(statuses.every((s) => s === 200)).toBe(true);
  const stopping = stopTimed(shop);
  fs.rmSync(dataDir, { recursive: true, force: true, maxRetries: 5 });
  expectBounded('embedded folder removed', await stopping, shop);
});

test('an SMTP server that takes the mail and never answers its end', async () => {
  let received = false;
  const smtp = net.createServer((socket) => {
    let inData = false;
    let mail = '';
    socket.write('220 cuelga.test ESMTP\r\n');
    socket.on('data', (chunk) => {
      const text = chunk.toString();
      if (inData) {
        // The mail's end: say nothing, ever.
        mail += text;
        if (mail.includes('\r\n.\r\n')) received = true;
        return;
      }
      for (const line of text.split('\r\n').filter(Boolean)) {
        const command = line.slice(0, 4).toUpperCase();
        if (command === 'EHLO') socket.write('250-cuelga.test\r\n250 8BITMIME\r\n');
        else if (command === 'HELO' || command === 'MAIL' || command === 'RCPT' || command === 'RSET' || command === 'NOOP') socket.write('250 OK\r\n');
        else if (command === 'DATA') {
          inData = true;
          socket.write('354 adelante\r\n');
        } else if (command === 'QUIT') socket.end('221 chau\r\n');
      }
    });
    socket.on('error', () => undefined);
  });
  const smtpPort = await listen(smtp);
  const shop = await startShop({ dataDir: await embeddedDataDir('smtp-hang'), env: env({ SMTP_URL: `smtp://127.0.0.1:${smtpPort}` }) });
  await shop.ready(240_000);
  const productId = await someProductId(shop.url);
  // The quote is stored, then its mail is sent during the request: the request hangs with it.
  const key = crypto.randomUUID();
  const answer = postQuote(shop.port, productId, 1, key);
  await expect.poll(() => received, { timeout: 120_000 }).toBe(true);
  expectBounded('SMTP hanging mid-send', await stopTimed(shop), shop);
  // Never answered 2xx (it was cut): nothing was promised.
  expect(await answer).not.toBe(200);
});

test('a second SIGTERM during a long stop exits at once', async () => {
  const smtp = net.createServer((socket) => {
    // Greets, then never answers: the quote's mail hangs, and with it the request.
    socket.write('220 cuelga.test ESMTP\r\n');
    socket.on('error', () => undefined);
  });
  const smtpPort = await listen(smtp);
  const shop = await startShop({
    dataDir: await embeddedDataDir('second-signal'),
    // A grace this long would hold the first stop for a minute.
    env: { SHUTDOWN_GRACE_MS: '60000', SMTP_URL: `smtp://127.0.0.1:${smtpPort}` },
  });
  await shop.ready(240_000);
  const productId = await someProductId(shop.url);
  void postQuote(shop.port, productId, 1, crypto.randomUUID());
  await new Promise((r) => setTimeout(r, 1_000));
  const started = Date.now();
  const exited = new Promise<{ code: number | null; signal: string | null }>((resolve) => shop.child.once('exit', (code, signal) => resolve({ code, signal })));
  shop.child.kill('SIGTERM');
  await expect.poll(() => shop.output().includes('cerrando la tienda'), { timeout: 10_000 }).toBe(true);
  shop.child.kill('SIGTERM');
  const result = await Promise.race([exited, new Promise<null>((r) => setTimeout(() => r(null), 20_000))]);
  console.log(`[stop] second SIGTERM: exited ${Date.now() - started} ms after the first`);
  if (!result) shop.child.kill('SIGKILL');
  // 128 + 15: ended by the second SIGTERM, well before the 60 s grace.
  expect(result, shop.output()).toEqual({ code: 143, signal: null });
  expect(shop.output()).toContain('SIGTERM otra vez');
});

test('a sheet that stalls mid-read during a refresh', async () => {
  let reads = 0;
  const sheet = http.createServer((req, res) => {
    reads++;
    res.writeHead(200, { 'content-type': 'text/csv; charset=utf-8' });
    // The first read is whole (the shop starts with it); later ones send half and then nothing.
    if (reads === 1) res.end(FIXTURE_CSV);
    else res.write(FIXTURE_CSV.subarray(0, Math.floor(FIXTURE_CSV.length / 2)));
  });
  const port = await listen(sheet);
  const shop = await startShop({
    dataDir: await embeddedDataDir('sheet-hang'),
    env: env({ CATALOG_SOURCE: `http://127.0.0.1:${port}/catalogo.csv`, CATALOG_REFRESH_SECONDS: '5' }),
  });
  await shop.ready(240_000);
  const before = reads;
  await expect.poll(() => reads, { timeout: 120_000 }).toBeGreaterThan(before);
  const result = await stopTimed(shop);
  expectBounded('sheet hanging mid-read', result, shop);
  // The read (20 s before it gives up) was still running at the deadline: named, and the exit
  // code says the stop was not clean.
  expect(shop.output()).toMatch(/"unfinished":\[[^\]]*"catalog"/);
  expect(result.code).toBe(1);
});

test('a photo host that sends part of a photo and then stalls', async () => {
  let downloading = 0;
  const host = http.createServer((req, res) => {
    downloading++;
    res.writeHead(200, { 'content-type': 'image/jpeg', 'content-length': 400_000 });
    res.write(Buffer.from([0xff, 0xd8, 0xff, 0xe0, ...Buffer.alloc(2_000)]));
  });
  const port = await listen(host);
  const dir = path.join(root, 'photo-hang');
  fs.mkdirSync(dir, { recursive: true });
  const header = FIXTURE_CSV.toString().split('\n', 1)[0];
  const rows = [1, 2, 3].map(
    (n) => `${n},Bomba hidráulica ${n},Bomba de engranajes,B-${n},Bosch,,$ 150.000,Bombas hidráulicas,Nuevo,,http://localhost:${port}/p/${n}.jpg,`,
  );
  fs.writeFileSync(path.join(dir, 'catalogo.csv'), [header, ...rows].join('\n') + '\n');
  const shop = await startShop({
    dataDir: await embeddedDataDir('photo-hang/datos'),
    env: env({ CATALOG_SOURCE: path.join(dir, 'catalogo.csv'), IMAGE_ALLOW_PRIVATE_HOSTS: 'localhost' }),
  });
  await shop.ready(240_000);
  await expect.poll(() => downloading, { timeout: 120_000 }).toBeGreaterThan(0);
  expectBounded('photo host hanging mid-download', await stopTimed(shop), shop);
});

test('a load of quotes in flight: every one answered 2xx is stored', async () => {
  const dataDir = await embeddedDataDir('load');
  const shop = await startShop({ dataDir, env: env() });
  await shop.ready(240_000);
  const productId = await someProductId(shop.url);
  const keys: string[] = [];
  const statuses: number[] = [];
  const agent = new http.Agent({ keepAlive: true, maxSockets: 8 });
  let sent = 0;
  let refused = 0;
  let stopping: ReturnType<typeof stopTimed> | undefined;
  const visitor = async () => {
    // Until the shop stops accepting: a few refusals in a row end this visitor.
    while (sent < 200 && refused < 40) {
      const n = sent++;
      keys[n] = crypto.randomUUID();
      if (n === 40) stopping = stopTimed(shop);
      statuses[n] = await postQuote(shop.port, productId, n, keys[n], agent);
      if (statuses[n] === 0) refused++;
    }
  };
  await Promise.all(Array.from({ length: 8 }, visitor));
  agent.destroy();
  expect(stopping).toBeDefined();
  expectBounded('load of requests in flight', await stopping!, shop);

  const answered = keys.filter((_, n) => statuses[n] >= 200 && statuses[n] < 300);
  const db = await PGlite.create({ dataDir: path.join(dataDir, 'db') });
  try {
    const stored = new Set((await db.query<{ idempotency_key: string }>('select idempotency_key from presupuestos')).rows.map((row) => row.idempotency_key));
    const lost = answered.filter((key) => !stored.has(key));
    console.log(`[stop] load: ${sent} sent, ${answered.length} answered 2xx, ${stored.size} stored, ${lost.length} lost`);
    // The load was really running when SIGTERM came.
    expect(answered.length).toBeGreaterThanOrEqual(30);
    expect(lost).toEqual([]);
  } finally {
    await db.close();
  }
});
