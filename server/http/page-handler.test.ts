// The page cache, its headers, CSP hashes, compression, search-log replay and rate limit, through
// a real Express app on an ephemeral port with a fake React Router handler.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import crypto from 'node:crypto';
import zlib from 'node:zlib';
import express from 'express';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { SearchInterpretation } from '#domain/search-plan';
import { RouterContextProvider } from 'react-router';
import { requestContext } from '../context';
import { SearchLog } from '../search-log/log';
import { createTokenBucketLimiter, type RateLimiter } from '../security/rate-limit';
import { scriptHash } from './inline-scripts';
import { PageCache } from './page-cache';
import { createPageHandler, PUBLIC_PAGE_CACHE_CONTROL, SEARCH_PAGE_CACHE_CONTROL, STAFF_CACHE_CONTROL, type Handle, type PageHandler } from './page-handler';
import { cspWithHashes, securityHeaders, staticHeaders } from './security-headers';

const csp = { development: false, extraScriptHosts: ['https://elfsightcdn.com'] };

interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
  text: string;
}

function interpretation(q: string): SearchInterpretation {
  return { query: q, normalized: q, step: null, approximate: false, shownAs: null, condition: null };
}

/** A page like the shop's: two inline scripts of ours, one external, one injected without nonce. */
function page(nonce: string, marker: string, filler = 'Repuestos agrícolas '.repeat(300)): string {
  const n = nonce ? ` nonce="${nonce}"` : '';
  return (
    `<!DOCTYPE html><html lang="es-AR"><head><script${n}>window.__ctx={"page":"${marker}"}</script>` +
    `<script type="module" async=""${n}>import "/assets/entry.js";</script>` +
    `<script async${n} src="https://www.googletagmanager.com/gtag/js?id=AW-1"></script>` +
    `<script type="application/ld+json"${n}>{"@type":"Product"}</script></head>` +
    `<body><h1>${marker}</h1><p>${filler}</p><script>alert("inyectado")</script></body></html>`
  );
}

let renders: string[];
let catalogVersion: string | null;
let server: http.Server;
let base: string;

let fastAnswers: number;
/** The process's search log in the real server (server/services.ts); never written to a database here. */
const searchLog = new SearchLog({ db: () => Promise.reject(new Error('sin base en esta prueba')) });
let handler: PageHandler;

/** The headers server.js sets on every answer the page cache does not give (server/app.ts, setFileHeaders). */
const fileHeaders = staticHeaders({ development: false });
let requestIds: number;

function start({ cache = new PageCache(), limiter = null as RateLimiter | null, fast = false, publicOrigin = undefined as string | undefined } = {}) {
  requestIds = 0;
  fastAnswers = 0;
  const handle: Handle = async (request, routerContext) => {
    const context = routerContext.get(requestContext);
    const url = new URL(request.url);
    const path = url.pathname;
    renders.push(`${request.method} ${path}${url.search}`);
    const q = url.searchParams.get('q');
    if (q) searchLog.record(interpretation(q));
    if (path === '/con-cookie')
      return new Response(page(context.cspNonce, path), { headers: { 'Content-Type': 'text/html; charset=utf-8', 'Set-Cookie': 'a=1; Path=/' } });
    if (path === '/no-existe') return new Response(page(context.cspNonce, path), { status: 404, headers: { 'Content-Type': 'text/html; charset=utf-8' } });
    if (path === '/repuestos.data')
      return new Response(`[{"page":"${url.search}"}]`.padEnd(3000, ' '), { headers: { 'Content-Type': 'text/x-script', 'X-Remix-Response': 'yes' } });
    if (path === '/api/productos') return Response.json({ productos: [1, 2, 3] }, { headers: { 'Cache-Control': 'public, max-age=60' } });
    if (path === '/api/privada') return Response.json({ ok: true });
    if (request.method === 'POST') return new Response(page(context.cspNonce, 'respuesta'), { headers: { 'Content-Type': 'text/html; charset=utf-8' } });
    // Incompressible filler: byte bounds are about real sizes.
    const filler = path.startsWith('/grande') ? crypto.randomBytes(30_000).toString('base64') : undefined;
    return new Response(page(context.cspNonce, `${path}${url.search}`, filler), { headers: { 'Content-Type': 'text/html; charset=utf-8' } });
  };
  const app = express();
  if (!fast) app.set('trust proxy', 1);
  app.use(securityHeaders(csp));
  const pageHandler = createPageHandler({
    handle,
    context: (details) => {
      const context = new RouterContextProvider();
      context.set(requestContext, details);
      return context;
    },
    searchLog,
    buildVersion: () => 'build-1',
    catalogVersion: () => catalogVersion,
    cspForHashes: (hashes) => cspWithHashes(csp, hashes),
    cache,
    expensiveLimiter: limiter,
    rawFastPath: fast,
    publicOrigin,
  });
  app.use(pageHandler);
  handler = pageHandler;
  // As server.js does: a request id (ops.track), cached pages straight from node:http, the rest
  // through Express with the file headers and the id set first.
  server = http.createServer((req, res) => {
    const id = `solicitud-${++requestIds}`;
    (req as { id?: string }).id = id;
    if (pageHandler.serveCached(req, res)) {
      fastAnswers++;
      return;
    }
    for (const [name, value] of Object.entries(fileHeaders)) res.setHeader(name, value);
    res.setHeader('X-Request-Id', id);
    app(req, res);
  });
  server.listen(0, '127.0.0.1');
  return new Promise<void>((resolve) =>
    server.once('listening', () => {
      base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
      resolve();
    }),
  );
}

function request(path: string, headers: Record<string, string> = {}, method = 'GET', body?: string): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = http.request(`${base}${path}`, { method, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => {
        const raw = Buffer.concat(chunks);
        const coding = res.headers['content-encoding'];
        const plain = coding === 'br' ? zlib.brotliDecompressSync(raw) : coding === 'gzip' ? zlib.gunzipSync(raw) : raw;
        resolve({ status: res.statusCode ?? 0, headers: res.headers, body: raw, text: plain.toString('utf8') });
      });
    });
    req.on('error', reject);
    req.end(body);
  });
}

const get = (path: string, headers: Record<string, string> = {}) => request(path, { 'accept-encoding': 'gzip, deflate, br', ...headers });

beforeEach(() => {
  renders = [];
  catalogVersion = 'v1';
  searchLog.buffer.take();
});

afterEach(async () => {
  await new Promise((resolve) => server.close(resolve));
});

describe('page cache', () => {
  it('renders once and answers the repeats from memory', async () => {
    await start();
    const first = await get('/repuestos');
    const second = await get('/repuestos');
    expect(first.status).toBe(200);
    expect(second.status).toBe(200);
    expect(renders).toEqual(['GET /repuestos']);
    expect(second.text).toBe(first.text);
    expect(second.headers['cache-control']).toBe(PUBLIC_PAGE_CACHE_CONTROL);
    expect(second.headers.vary).toMatch(/Accept-Encoding/i);
    await get('/repuestos?pagina=2');
    expect(renders).toEqual(['GET /repuestos', 'GET /repuestos?pagina=2']);
  });

  it('sends a strong ETag and answers If-None-Match with 304', async () => {
    await start();
    const first = await get('/repuestos');
    const etag = first.headers.etag!;
    expect(etag).toMatch(/^"[\w-]+"$/);
    const again = await get('/repuestos', { 'if-none-match': etag });
    expect(again.status).toBe(304);
    expect(again.body.length).toBe(0);
    expect(again.headers.etag).toBe(etag);
    expect(again.headers['cache-control']).toBe(PUBLIC_PAGE_CACHE_CONTROL);
    expect((await get('/repuestos', { 'if-none-match': '"otro"' })).status).toBe(200);
    // The same body gives the same tag after a re-render (no per-request nonce left in it).
    catalogVersion = 'v2';
    expect((await get('/repuestos')).headers.etag).toBe(etag);
    expect(renders).toHaveLength(2);
  });

  it('answers If-None-Match on the very first render too', async () => {
    await start();
    const etag = (await get('/repuestos')).headers.etag!;
    await start(); // a fresh cache: the page is rendered again and still matches
    expect((await get('/repuestos', { 'if-none-match': etag })).status).toBe(304);
  });

  it('never caches a request with a staff session cookie', async () => {
    await start();
    for (const cookie of ['tienda_staff=abc', 'otra=1; __Host-tienda_staff=abc']) {
      const answer = await get('/repuestos', { cookie });
      expect(answer.status).toBe(200);
      expect(answer.headers['cache-control']).toBe(STAFF_CACHE_CONTROL);
      expect(answer.headers.etag).toBeUndefined();
    }
    await get('/repuestos', { cookie: 'tienda_staff=abc' });
    expect(renders).toHaveLength(3);
    // Other cookies (analytics) do not stop the cache.
    await get('/repuestos', { cookie: '_ga=1' });
    await get('/repuestos', { cookie: '_ga=1' });
    expect(renders).toHaveLength(4);
  });

  it('never caches the staff area, and keeps its nonce CSP', async () => {
    await start();
    for (const path of ['/admin', '/admin/productos', '/admin/productos.data']) {
      const a = await get(path);
      const b = await get(path);
      expect(b.headers['cache-control']).toBe(STAFF_CACHE_CONTROL);
      expect(a.headers['content-security-policy']).toMatch(/'nonce-/);
      expect(a.headers['content-security-policy']).not.toBe(b.headers['content-security-policy']);
    }
    expect(renders).toHaveLength(6);
  });

  it('does not cache forms, cookies, errors, private JSON or /contacto', async () => {
    await start();
    for (let i = 0; i < 2; i++) {
      await request('/contacto', { 'content-type': 'application/x-www-form-urlencoded', 'content-length': '3' }, 'POST', 'a=1');
      const cookie = await get('/con-cookie');
      expect(cookie.headers['set-cookie']).toEqual(['a=1; Path=/']);
      expect((await get('/no-existe')).status).toBe(404);
      expect((await get('/api/privada')).headers['cache-control']).toBe(STAFF_CACHE_CONTROL);
      expect((await get('/contacto')).headers['cache-control']).toBe(STAFF_CACHE_CONTROL);
    }
    expect(renders).toHaveLength(10);
  });

  it("caches client-navigation data and public JSON, keeping the route's own Cache-Control for the API", async () => {
    await start();
    await get('/repuestos.data?_routes=routes%2Fcatalog');
    const data = await get('/repuestos.data?_routes=routes%2Fcatalog');
    expect(data.headers['x-remix-response']).toBe('yes');
    expect(data.headers['cache-control']).toBe(PUBLIC_PAGE_CACHE_CONTROL);
    await get('/api/productos');
    const api = await get('/api/productos');
    expect(api.headers['cache-control']).toBe('public, max-age=60');
    expect(JSON.parse(api.text)).toEqual({ productos: [1, 2, 3] });
    expect(renders).toHaveLength(2);
  });

  it('renders again when the catalogue version changes, and caches nothing without a catalogue', async () => {
    await start();
    await get('/repuestos');
    await get('/repuestos');
    catalogVersion = 'v2';
    await get('/repuestos');
    await get('/repuestos');
    expect(renders).toHaveLength(2);
    catalogVersion = null;
    await get('/repuestos');
    await get('/repuestos');
    expect(renders).toHaveLength(4);
  });

  it('keeps its byte bound by evicting the least recently used pages', async () => {
    // Each /grande page carries 30 KB of random bytes (as base64): about 35 KB stored after its
    // render (one coding), 66 KB once a hit had it recompressed (br and gzip). 1 (66 KB) and 2
    // (35 KB) fit in 120 KB; 3 evicts 2, the least recently used.
    const cache = new PageCache({ maxBytes: 120_000 });
    await start({ cache });
    await get('/grande/1');
    await get('/grande/2');
    await get('/grande/1'); // 1 is now the most recently used
    await handler.whenRecompressed();
    expect(cache.stats().bytes).toBeGreaterThan(90_000);
    await get('/grande/3'); // evicts 2
    expect(cache.stats().bytes).toBeLessThanOrEqual(120_000);
    expect(cache.stats().entries).toBe(2);
    expect(cache.stats().evictions).toBeGreaterThanOrEqual(1);
    renders = [];
    await get('/grande/1');
    await get('/grande/2');
    expect(renders).toEqual(['GET /grande/2']);
  });

  it('keeps the copy for Save-Data: on apart, on both paths, and says the page varies with it', async () => {
    await start({ fast: true });
    const plain = await get('/repuestos');
    const saving = await get('/repuestos', { 'save-data': 'on' });
    expect(renders).toEqual(['GET /repuestos', 'GET /repuestos']);
    await get('/repuestos', { 'save-data': 'on' });
    await get('/repuestos', { 'save-data': 'On ' });
    await get('/repuestos');
    expect(renders).toHaveLength(2);
    expect(fastAnswers).toBe(3);
    for (const answer of [plain, saving]) expect(String(answer.headers.vary)).toMatch(/Accept-Encoding, Save-Data/);
    // Any other value is no request to save data.
    await get('/repuestos', { 'save-data': 'off' });
    expect(renders).toHaveLength(2);
  });

  it('answers parameters no page reads (utm_source, gclid, a made-up v) from the same cached page', async () => {
    await start({ fast: true });
    const bare = await get('/repuestos?pagina=2');
    const tagged = await get('/repuestos?utm_source=facebook&pagina=2&gclid=abc');
    const junk = await get('/repuestos?pagina=2&v=' + 'x'.repeat(5000));
    expect(renders).toEqual(['GET /repuestos?pagina=2']);
    expect(tagged.text).toBe(bare.text);
    expect(junk.text).toBe(bare.text);
    expect(fastAnswers).toBe(2);
    // A parameter a page reads is a page of its own.
    await get('/repuestos?pagina=3&utm_source=facebook');
    expect(renders).toEqual(['GET /repuestos?pagina=2', 'GET /repuestos?pagina=3&utm_source=facebook']);
  });

  it('with a public origin, answers every made-up Host from the one cached page, on both paths', async () => {
    for (const fast of [false, true]) {
      renders = [];
      const cache = new PageCache();
      await start({ cache, fast, publicOrigin: 'https://tienda.example' });
      const first = await get('/repuestos', { host: 'tienda.example' });
      for (let i = 0; i < 20; i++) {
        const answer = await get('/repuestos', { host: `h${i}.invalid` });
        expect(answer.text).toBe(first.text);
      }
      expect(renders).toEqual(['GET /repuestos']);
      expect(cache.stats().entries).toBe(1);
      if (fast) expect(fastAnswers).toBe(20);
      await new Promise((resolve) => server.close(resolve));
    }
    // Without one, each Host is its own page (development, tests on another port).
    renders = [];
    await start();
    await get('/repuestos', { host: 'a.invalid' });
    await get('/repuestos', { host: 'b.invalid' });
    expect(renders).toHaveLength(2);
  });

  it('keeps its entry bound', async () => {
    const cache = new PageCache({ maxEntries: 2 });
    await start({ cache });
    for (const p of ['/a', '/b', '/c']) await get(p);
    expect(cache.stats().entries).toBe(2);
  });
});

describe('fast path for cached pages', () => {
  it('answers a cached page from node:http with the same body and headers as through Express', async () => {
    await start({ fast: true });
    const first = await get('/repuestos');
    const second = await get('/repuestos');
    expect(renders).toEqual(['GET /repuestos']);
    expect(fastAnswers).toBe(1);
    expect(second.text).toBe(first.text);
    for (const name of [
      'content-type',
      'cache-control',
      'content-security-policy',
      'x-content-type-options',
      'strict-transport-security',
      'referrer-policy',
      'etag',
      'content-encoding',
      'vary',
    ]) {
      expect(second.headers[name], name).toBe(first.headers[name]);
    }
    const notModified = await get('/repuestos', { 'if-none-match': String(second.headers.etag) });
    expect(notModified.status).toBe(304);
    expect(notModified.headers['x-content-type-options']).toBe('nosniff');
    expect(fastAnswers).toBe(2);
  });

  it('sends from the cache exactly the headers the page got when it was rendered, 200 and 304, each coding', async () => {
    await start({ fast: true, publicOrigin: 'https://tienda.example' });
    // What differs from one answer to the next by nature: the time and the request's id.
    const comparable = (answer: Answer) => {
      const headers: Record<string, unknown> = { ...answer.headers };
      expect(headers['x-request-id']).toMatch(/^solicitud-\d+$/);
      for (const name of ['date', 'x-request-id']) delete headers[name];
      // A `.data` answer is no document: it keeps the nonce policy of the render it came from.
      headers['content-security-policy'] = String(headers['content-security-policy']).replace(/'nonce-[^']+'/, "'nonce'");
      return headers;
    };
    for (const [path, acceptEncoding] of [
      ['/repuestos', 'gzip, deflate, br'],
      ['/herramientas', 'gzip'],
      ['/repuestos.data', 'br'],
    ]) {
      const rendered = await get(path, { 'accept-encoding': acceptEncoding });
      const before = fastAnswers;
      const cached = await get(path, { 'accept-encoding': acceptEncoding });
      expect(fastAnswers, path).toBe(before + 1);
      expect(cached.body.equals(rendered.body), path).toBe(true);
      expect(comparable(cached), path).toEqual(comparable(rendered));
      // The file headers never stay on a page: each of them carries the page's value.
      expect(cached.headers['content-security-policy']).not.toBe(fileHeaders['content-security-policy']);
      // A 304 from the cache and one from a render of the same page (a new catalogue) agree too.
      const etag = String(rendered.headers.etag);
      const cachedNotModified = await get(path, { 'accept-encoding': acceptEncoding, 'if-none-match': etag });
      expect(fastAnswers, path).toBe(before + 2);
      catalogVersion = `${catalogVersion}+`;
      const renderedNotModified = await get(path, { 'accept-encoding': acceptEncoding, 'if-none-match': etag });
      expect(fastAnswers, path).toBe(before + 2);
      expect([cachedNotModified.status, renderedNotModified.status]).toEqual([304, 304]);
      expect(comparable(cachedNotModified), path).toEqual(comparable(renderedNotModified));
      // Every request got its own id, on both paths.
      expect(new Set([rendered, cached, cachedNotModified, renderedNotModified].map((a) => a.headers['x-request-id'])).size).toBe(4);
    }
  });

  it('leaves to Express what the cache may not answer: sessions, the staff area, posts, plain clients, a new catalogue', async () => {
    await start({ fast: true });
    await get('/repuestos');
    await get('/repuestos', { cookie: 'tienda_staff=x' });
    await get('/admin/presupuestos');
    await request('/repuestos', {}); // no Accept-Encoding: Express unzips for it
    await request('/repuestos', { 'accept-encoding': 'br' }, 'POST', 'a=1');
    catalogVersion = 'v2';
    await get('/repuestos');
    expect(fastAnswers).toBe(0);
    expect(renders).toEqual(['GET /repuestos', 'GET /repuestos', 'GET /admin/presupuestos', 'POST /repuestos', 'GET /repuestos']);
  });

  it('is off behind a trusted proxy (the URL comes from forwarded headers)', async () => {
    await start({ fast: false });
    await get('/repuestos');
    await get('/repuestos');
    expect(fastAnswers).toBe(0);
    expect(renders).toEqual(['GET /repuestos']);
  });
});

describe('CSP of cached pages', () => {
  it("allows exactly the page's own inline scripts by hash, with no nonce left", async () => {
    await start();
    const first = await get('/repuestos');
    const hit = await get('/repuestos');
    for (const answer of [first, hit]) {
      const policy = answer.headers['content-security-policy'] as string;
      const scriptSrc = policy
        .split(';')
        .find((d) => d.startsWith('script-src '))!
        .split(' ')
        .slice(1);
      expect(scriptSrc).toEqual([
        "'self'",
        scriptHash('window.__ctx={"page":"/repuestos"}'),
        scriptHash('import "/assets/entry.js";'),
        'https://www.googletagmanager.com',
        'https://www.google-analytics.com',
        'https://*.google-analytics.com',
        'https://googleads.g.doubleclick.net',
        'https://www.google.com',
        'https://elfsightcdn.com',
      ]);
      expect(policy).not.toMatch(/unsafe-inline'[^;]*;style/);
      expect(policy).not.toContain("'nonce-");
      expect(answer.text).not.toContain('nonce=');
      // The injected script has no hash: it stays blocked.
      expect(scriptSrc).not.toContain(scriptHash('alert("inyectado")'));
    }
    expect(hit.headers['content-security-policy']).toBe(first.headers['content-security-policy']);
    // The other security headers are still sent on a hit.
    expect(hit.headers['x-content-type-options']).toBe('nosniff');
  });
});

describe('compression', () => {
  it('serves the stored brotli or gzip copy the client accepts, or the plain page', async () => {
    await start();
    const plain = (await request('/repuestos')).text;
    await request('/repuestos'); // a hit: both codings are made
    await handler.whenRecompressed();
    const br = await request('/repuestos', { 'accept-encoding': 'gzip, br' });
    const gz = await request('/repuestos', { 'accept-encoding': 'gzip' });
    const refusesBr = await request('/repuestos', { 'accept-encoding': 'br;q=0, gzip' });
    const none = await request('/repuestos');
    expect(br.headers['content-encoding']).toBe('br');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(refusesBr.headers['content-encoding']).toBe('gzip');
    expect(none.headers['content-encoding']).toBeUndefined();
    for (const a of [br, gz, refusesBr, none]) {
      expect(a.text).toBe(plain);
      expect(Number(a.headers['content-length'])).toBe(a.body.length);
      expect(a.headers.vary).toMatch(/Accept-Encoding/i);
    }
    expect(br.body.length).toBeLessThan(plain.length / 5);
    // One tag per coding (they are different bytes), all from the same body.
    expect(new Set([br.headers.etag, gz.headers.etag, none.headers.etag]).size).toBe(3);
    expect(renders).toHaveLength(1);
  });

  it('compresses a new page once, in the coding asked for, and both codings after its first hit', async () => {
    const cache = new PageCache();
    await start({ cache, fast: true });
    const first = await request('/repuestos', { 'accept-encoding': 'br' });
    expect(first.headers['content-encoding']).toBe('br');
    const oneCoding = cache.stats().bytes;
    // Before the hit, a gzip-only client is answered through Express (the fast path lacks gzip).
    const gzipOnly = await request('/repuestos', { 'accept-encoding': 'gzip' });
    expect(gzipOnly.headers['content-encoding']).toBe('gzip');
    expect(gzipOnly.text).toBe(first.text);
    expect(fastAnswers).toBe(0);
    await handler.whenRecompressed();
    expect(cache.stats().bytes).toBeGreaterThan(oneCoding);
    const fromStore = await request('/repuestos', { 'accept-encoding': 'gzip' });
    expect(fromStore.headers['content-encoding']).toBe('gzip');
    expect(fromStore.text).toBe(first.text);
    expect(fastAnswers).toBe(1);
    expect(renders).toEqual(['GET /repuestos']);
  });

  it('compresses uncached pages as a whole too', async () => {
    await start();
    const a = await get('/repuestos', { cookie: 'tienda_staff=x' });
    expect(a.headers['content-encoding']).toBe('br');
    expect(Number(a.headers['content-length'])).toBe(a.body.length);
    expect(a.text).toContain('<h1>/repuestos</h1>');
  });
});

describe('methods', () => {
  it('answers TRACE and the other methods fetch refuses with a Spanish 405, without rendering', async () => {
    await start();
    for (const method of ['TRACE']) {
      const answer = await request('/repuestos', {}, method);
      expect(answer.status, method).toBe(405);
      expect(answer.headers.allow).toBe('GET, HEAD, POST');
      expect(answer.text).toContain('Método no permitido');
    }
    expect(renders).toEqual([]);
  });
});

describe('search log', () => {
  it('counts a search again when its page comes from the cache (and on a 304)', async () => {
    await start();
    const first = await get('/buscar?q=zzzz');
    await get('/buscar?q=zzzz');
    await get('/buscar?q=zzzz', { 'if-none-match': first.headers.etag! });
    expect(renders).toEqual(['GET /buscar?q=zzzz']);
    expect(first.headers['cache-control']).toBe(SEARCH_PAGE_CACHE_CONTROL);
    const pending = searchLog.buffer.take();
    expect(pending.map((p) => [p.text, p.count])).toEqual([['zzzz', 3]]);
    // A page without a search records nothing.
    await get('/repuestos');
    await get('/repuestos');
    expect(searchLog.buffer.take()).toEqual([]);
  });
});

describe('rate limit of expensive uncached requests', () => {
  it('answers 429 with Retry-After and a Spanish page past the burst; cached pages stay free', async () => {
    await start({ limiter: createTokenBucketLimiter({ burst: 2, perSecond: 1 / 60 }) });
    expect((await get('/buscar?q=uno')).status).toBe(200);
    expect((await get('/repuestos?pagina=9')).status).toBe(200);
    const refused = await get('/buscar?q=tres');
    expect(refused.status).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    expect(refused.headers['content-type']).toMatch(/text\/html/);
    expect(refused.text).toContain('Demasiadas solicitudes');
    expect(refused.headers['cache-control']).toBe('no-store');
    // Cheap or cached requests are not limited.
    expect((await get('/buscar?q=uno')).status).toBe(200);
    expect((await get('/repuestos?pagina=2')).status).toBe(200);
    expect((await get('/repuestos')).status).toBe(200);
    // The JSON API's late pages are offset reads, not limited; its searches are.
    expect((await get('/api/productos?pagina=90')).status).toBe(200);
    expect((await get('/api/productos?q=bomba')).status).toBe(429);
    // A fake session cookie skips the cache, not the limit.
    expect((await get('/buscar?q=uno', { cookie: 'tienda_staff=x' })).status).toBe(429);
    expect(renders).toEqual(['GET /buscar?q=uno', 'GET /repuestos?pagina=9', 'GET /repuestos?pagina=2', 'GET /repuestos', 'GET /api/productos?pagina=90']);
  });
});
