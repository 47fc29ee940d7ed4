// The Express side of React Router, with the page cache: it replaces
// @react-router/express's handler so that every HTML, data and JSON answer is buffered and
// compressed as a whole, anonymous pages are cached and revalidated, and expensive uncached
// requests are rate limited per client.
//
//  - Cached: GET/HEAD without a staff session cookie, outside /admin and NEVER_CACHED_PATHS, when
//    a catalogue is loaded, whose answer is a 200 without Set-Cookie and without a private/no-store
//    Cache-Control: HTML pages, their `.data` twins (client navigations) and /api/ JSON that says
//    `public`. Key: build version + catalogue version + URL (protocol, host, path, and only the query
//    parameters a page reads, page-params.ts: `?utm_source=` or a made-up `?v=1` is the same page);
//    with PUBLIC_URL the protocol and host are always its own (a made-up Host is the same page).
//  - Headers: strong ETag (SHA-1 of the body, a suffix per coding), 304 for If-None-Match, and
//    PUBLIC_PAGE_CACHE_CONTROL (SEARCH_PAGE_CACHE_CONTROL for searches); the staff area and any
//    request with a session get STAFF_CACHE_CONTROL; other uncached answers get it too unless the
//    route chose one.
//  - CSP: cached HTML carries the hashes of its inline scripts instead of a nonce (decision 0001).
//  - Compression: of the whole body. A miss compresses once, in the coding the client wants, at a
//    cheap level and in place (a page asked for once costs no more); the first hit of
//    an entry queues its recompression to both codings at the better levels on the thread pool,
//    one page at a time off the request, so pages that are asked for again only copy bytes.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { promisify } from 'node:util';
import crypto from 'node:crypto';
import zlib from 'node:zlib';
import type { RouterContextProvider } from 'react-router';
import { createReadableStreamFromReadable, writeReadableStreamToWritable } from '@react-router/node';
import type { Request as ExpressRequest, Response as ExpressResponse, RequestHandler } from 'express';
import { isAdminPath } from '../../domain/staff';
import { SESSION_COOKIE } from '../auth/cookie';
import type { RequestDetails } from '../context';
import type { SearchLog } from '../search-log/log';
import { RATE_LIMIT_MESSAGE, type RateLimiter } from '../security/rate-limit';
import type { CachedPage, PageCache } from './page-cache';
import { captureSearches, replaySearches } from './search-capture';
import { hashInlineScripts } from './inline-scripts';
import { cacheUrl } from './page-params';
import type { ViewCounter } from '../stats/views';

/** Browsers revalidate every time (a cheap 304); a CDN may serve 5 minutes and refresh in the background. */
export const PUBLIC_PAGE_CACHE_CONTROL = 'public, max-age=0, s-maxage=300, stale-while-revalidate=600';
/** Searches: shared caches keep them but ask us each time, so every search is counted (a 304 from memory). */
export const SEARCH_PAGE_CACHE_CONTROL = 'public, no-cache';
export const STAFF_CACHE_CONTROL = 'private, no-store';

/**
 * Public pages that must not be shared: /contacto's loader hands each visitor their own form key
 * (idempotency of the enquiry sent without JavaScript).
 */
export const NEVER_CACHED_PATHS: readonly string[] = ['/contacto'];

/** Bodies smaller than this are sent as they are (compression headers cost more than they save). */
export const COMPRESS_MIN_BYTES = 1024;
/** Stored copies of pages that are asked for again (the first hit recompresses). */
const BROTLI_QUALITY = 5;
const GZIP_LEVEL = 6;
/**
 * A miss: one coding, cheap (a crowd of pages not seen before is where CPU runs out). Measured
 * 2026-11-26 in place on /repuestos (127 KB of HTML): brotli 1 takes 0.33 ms for 20.2 KB, brotli 2
 * 0.58 ms for 18.7 KB, brotli 4 1.0 ms for 17.3 KB, gzip 1 0.63 ms for 22.7 KB. The first visitor
 * gets 1.5 KB more; the stored copies (brotli 5 plus gzip 6, about 4 ms) come at the first hit.
 */
const MISS_BROTLI_QUALITY = 1;
const MISS_GZIP_LEVEL = 1;
/** Entries waiting for their recompression; beyond this a hit does not queue another. */
const MAX_PENDING_RECOMPRESSIONS = 64;

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);
const gunzip = promisify(zlib.gunzip);
const unbrotli = promisify(zlib.brotliDecompress);

export type Handle = (request: Request, loadContext: RouterContextProvider) => Promise<Response>;

export interface PageHandlerOptions {
  /** React Router's handler (createRequestHandler from 'react-router') or a fake in tests. */
  handle: Handle;
  /** React Router's context for one request: the process's services and the request's details (server/context.ts). */
  context: (request: RequestDetails) => RouterContextProvider;
  /** The process's search log: what a page's loaders recorded is replayed on every cache hit. */
  searchLog: SearchLog;
  /** Identifies the deployed build (React Router's assets.version). */
  buildVersion: () => string | Promise<string>;
  /** Identifies the catalogue being served; null when none is loaded (nothing is cached then). */
  catalogVersion: () => string | null;
  /** The Content-Security-Policy for a page allowed by these script hashes. */
  cspForHashes: (hashes: string[]) => string;
  /** null: no cache (development). */
  cache: PageCache | null;
  /** Expensive uncached requests (searches, late pages), per client address; null: no limit. */
  expensiveLimiter: RateLimiter | null;
  /**
   * True when the request's URL is what the socket says (no trusted proxy rewrites protocol or
   * host): then cached pages can be answered by serveCached() before Express runs.
   */
  rawFastPath?: boolean;
  /** Counts a product page answered with its page (the owner's summary); absent: nothing counted. */
  countView?: ViewCounter;
  /**
   * PUBLIC_URL's origin. Set, pages are keyed by path and query alone: every page is written for
   * this one origin whatever Host a request names (server/http/public-origin.ts), so a made-up
   * Host is the same cached page, not a new render holding a slot of its own.
   */
  publicOrigin?: string;
}

export type PageHandler = RequestHandler & {
  /**
   * Answers a cached page straight from node:http, skipping Express and its middleware (the
   * stored copy carries the headers they set): true when it answered, false to go on as usual.
   */
  serveCached(req: IncomingMessage, res: ServerResponse): boolean;
  /** Resolves when no recompression is queued or running (tests). */
  whenRecompressed(): Promise<void>;
};

type Coding = 'br' | 'gzip' | 'identity';

/** The client's preferred coding among the ones we make (q=0 refuses one). */
export function chooseCoding(acceptEncoding: string | undefined): Coding {
  if (!acceptEncoding) return 'identity';
  const q = new Map<string, number>();
  for (const part of acceptEncoding.split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    if (!name) continue;
    const qParam = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    const value = qParam ? Number(qParam.slice(2)) : 1;
    q.set(name, Number.isFinite(value) ? value : 0);
  }
  const weight = (name: string) => q.get(name) ?? q.get('*') ?? 0;
  const br = weight('br');
  const gz = weight('gzip');
  if (br > 0 && br >= gz) return 'br';
  if (gz > 0) return 'gzip';
  return 'identity';
}

/**
 * A miss's cheap compression runs on this thread: handing it to the thread pool (a zlib stream,
 * a task, its callback) cost more than the work on a page not in the cache, measured 2026-11-25
 * on a product page (27 KB): brotli 4 took 0.47 ms of CPU on the pool against 0.21 ms in place, and
 * 1.3 against 0.96 ms for /repuestos (176 KB); at brotli 1 the same list (127 KB since) blocks this
 * thread a third of a millisecond. Recompression at the better levels stays on the pool, off the request.
 */
function compressNow(body: Buffer, coding: Coding): Buffer {
  if (coding === 'br') {
    return zlib.brotliCompressSync(body, {
      params: { [zlib.constants.BROTLI_PARAM_QUALITY]: MISS_BROTLI_QUALITY, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length },
    });
  }
  if (coding === 'gzip') return zlib.gzipSync(body, { level: MISS_GZIP_LEVEL });
  return body;
}

function compress(body: Buffer, coding: Coding, cheap = false): Promise<Buffer> {
  if (cheap) return Promise.resolve(compressNow(body, coding));
  if (coding === 'br') {
    return brotli(body, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length } });
  }
  if (coding === 'gzip') return gzip(body, { level: GZIP_LEVEL });
  return Promise.resolve(body);
}

/** The uncompressed body of a cached entry. */
function plainBody(entry: CachedPage): Promise<Buffer> {
  if (entry.identity) return Promise.resolve(entry.identity);
  return entry.br ? unbrotli(entry.br) : gunzip(entry.gzip!);
}

/** The path a `.data` request (client navigation) stands for: /repuestos.data → /repuestos, /_root.data → /. */
export function pagePath(pathname: string): string {
  if (!pathname.endsWith('.data')) return pathname;
  const bare = pathname.slice(0, -'.data'.length);
  return bare === '/_root' ? '/' : bare;
}

export function hasSessionCookie(cookieHeader: string | undefined): boolean {
  if (!cookieHeader) return false;
  for (const part of cookieHeader.split(';')) {
    const name = part.slice(0, part.indexOf('=') < 0 ? undefined : part.indexOf('=')).trim();
    if (name === SESSION_COOKIE || name === `__Host-${SESSION_COOKIE}`) return true;
  }
  return false;
}

/** A search (non-empty q) or a page past the cumulative ones: work that grows with the catalogue. */
export function isExpensive(url: URL): boolean {
  if ((url.searchParams.get('q') ?? '').trim() !== '') return true;
  // The JSON API pages by offset: a late page costs what an early one does.
  if (url.pathname.startsWith('/api/')) return false;
  const pagina = url.searchParams.get('pagina')?.trim() ?? '';
  if (!/^\d+$/.test(pagina)) return false;
  // Past the cumulative pages every page is its own list; pages 2 to 5 with filters too: made-up
  // filter values give endless new URLs the cache has never seen, each a full list to render.
  return Number(pagina) > 5 || (Number(pagina) >= 2 && [...url.searchParams.keys()].some((name) => name !== 'pagina'));
}

function isSearch(url: URL): boolean {
  return url.searchParams.has('q');
}

/** The URL React Router sees (as @react-router/express builds it). */
function requestUrl(req: ExpressRequest): URL {
  const [, forwardedPort] = req.app?.enabled('trust proxy') ? (req.get('X-Forwarded-Host')?.split(':') ?? []) : [];
  const [, hostPort] = req.get('host')?.split(':') ?? [];
  const a = Number.parseInt(forwardedPort ?? '', 10);
  const b = Number.parseInt(hostPort ?? '', 10);
  const port = Number.isSafeInteger(a) ? a : Number.isSafeInteger(b) ? b : '';
  const hostname = req.hostname?.split(/[\\/?#@]/)[0] || 'localhost';
  return new URL(`${req.protocol}://${hostname}${port ? `:${port}` : ''}${req.originalUrl}`);
}

/** The Fetch request React Router sees (as @react-router/express builds it); made on a miss only. */
function fetchRequest(req: ExpressRequest, res: ExpressResponse, url: URL): Request {
  const controller = new AbortController();
  res.on('close', () => {
    if (!res.writableFinished) controller.abort();
  });
  const headers = new Headers();
  for (const [key, values] of Object.entries(req.headers)) {
    if (values === undefined) continue;
    if (Array.isArray(values)) for (const v of values) headers.append(key, v);
    else headers.set(key, values);
  }
  const init: RequestInit & { duplex?: 'half' } = { method: req.method, headers, signal: controller.signal };
  if (req.method !== 'GET' && req.method !== 'HEAD') {
    init.body = createReadableStreamFromReadable(req);
    init.duplex = 'half';
  }
  return new Request(url.href, init);
}

const BUFFERED_TYPES = /^(text\/html|text\/x-script|application\/json|text\/plain|application\/xml|text\/xml)\b/i;
const HTML = /^text\/html\b/i;
const DATA = /^text\/x-script\b/i;
const JSON_TYPE = /^application\/json\b/i;

/** Response headers we set ourselves (or must not copy from a buffered body). */
const DROPPED = new Set(['content-length', 'content-encoding', 'transfer-encoding', 'etag']);
/** Not kept for the fast path: per-answer or set there. */
const NOT_STORED = new Set([...DROPPED, 'vary', 'set-cookie', 'date', 'connection', 'keep-alive', 'x-request-id']);

function etagMatches(ifNoneMatch: string | undefined, tags: string[]): string | null {
  if (!ifNoneMatch) return null;
  const sent = ifNoneMatch.split(',').map((t) => t.trim().replace(/^W\//, ''));
  if (sent.includes('*')) return tags[0];
  return tags.find((t) => sent.includes(t)) ?? null;
}

const tagFor = (etag: string, coding: Coding) => `"${etag}${coding === 'identity' ? '' : `-${coding}`}"`;
const allTags = (etag: string) => (['br', 'gzip', 'identity'] as const).map((c) => tagFor(etag, c));

/** A small page of our own, without React (answers that must stay cheap). */
export function plainPage(title: string, message: string): string {
  return `<!doctype html><html lang="es-AR"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${title}</title><meta name="robots" content="noindex"></head><body style="font-family:system-ui,sans-serif;max-width:36rem;margin:4rem auto;padding:0 1rem;color:#1c1917"><h1>${title}</h1><p>${message}</p><p><a href="/">Volver al inicio</a></p></body></html>`;
}

const tooManyRequestsPage = () => plainPage('Demasiadas solicitudes', RATE_LIMIT_MESSAGE);

/**
 * Methods the Fetch API refuses to build a Request with, so React Router never sees them (TRACK
 * and unknown names never get here: Node's parser answers them 400, see server.js). Without
 * this they ended in Express's English 500 page. The shop itself uses GET, HEAD and POST.
 */
const FETCH_FORBIDDEN_METHODS = new Set(['CONNECT', 'TRACE']);
export const METHOD_NOT_ALLOWED_PAGE = plainPage('Método no permitido', 'Esta dirección no admite ese tipo de solicitud.');

function clientAddress(req: ExpressRequest): string {
  return req.ip ?? req.socket.remoteAddress ?? 'desconocido';
}

export function createPageHandler(options: PageHandlerOptions): PageHandler {
  const { handle, cache, expensiveLimiter } = options;
  // The build of a running process does not change (development has no cache, so no key).
  let buildVersion: string | undefined;

  /** Sends a cached page: a 304 when the client has it, else the stored coding it prefers. */
  async function sendCached(req: ExpressRequest, res: ExpressResponse, entry: CachedPage): Promise<void> {
    for (const [name, value] of entry.headers) res.setHeader(name, value);
    res.setHeader('Vary', 'Accept-Encoding');
    const matched = etagMatches(req.headers['if-none-match'], allTags(entry.etag));
    if (matched) {
      res.statusCode = 304;
      res.setHeader('ETag', matched);
      res.end();
      return;
    }
    const wanted = chooseCoding(req.headers['accept-encoding']);
    let coding = wanted;
    let body: Buffer;
    if (entry.identity) {
      coding = 'identity';
      body = entry.identity;
    } else if (wanted === 'br' && entry.br) body = entry.br;
    else if (wanted !== 'identity' && entry.gzip) {
      coding = 'gzip';
      body = entry.gzip;
    } else {
      // Rare: a client without compression (curl, some bots), or one that takes only gzip before
      // the entry's recompression added it.
      body = await plainBody(entry);
      if (wanted !== 'identity') body = await compress(body, wanted, true);
    }
    res.statusCode = entry.status;
    res.setHeader('ETag', tagFor(entry.etag, coding));
    if (coding !== 'identity') res.setHeader('Content-Encoding', coding);
    res.setHeader('Content-Length', String(body.length));
    if (req.method === 'HEAD') res.end();
    else res.end(body);
  }

  /** The cache key of a request, or null when it may not be answered from the cache. */
  function keyFor(method: string, url: URL, cookie: string | undefined): string | null {
    if (!cache || buildVersion === undefined) return null;
    if (method !== 'GET' && method !== 'HEAD') return null;
    const path = pagePath(url.pathname);
    if (isAdminPath(path) || hasSessionCookie(cookie) || NEVER_CACHED_PATHS.includes(path)) return null;
    const catalogVersion = options.catalogVersion();
    if (catalogVersion === null) return null;
    const page = cacheUrl(url);
    const address = options.publicOrigin ? `${options.publicOrigin}${page.pathname}${page.search}` : page.href;
    return `${buildVersion}|${catalogVersion}|${address}`;
  }

  // Recompression of entries that were asked for again (see the header): one at a time, so under
  // a burst of new pages it takes at most one thread of the pool and never delays a request.
  const pending = new Set<string>();
  let recompressing: Promise<void> | null = null;

  function queueRecompression(entry: CachedPage): void {
    if (entry.final || pending.has(entry.key) || pending.size >= MAX_PENDING_RECOMPRESSIONS) return;
    pending.add(entry.key);
    recompressing ??= recompressPending();
  }

  async function recompressPending(): Promise<void> {
    try {
      for (const key of pending) {
        pending.delete(key);
        const entry = cache?.peek(key);
        if (!entry || entry.final) continue;
        try {
          const body = await plainBody(entry);
          const [br, gz] = await Promise.all([compress(body, 'br'), compress(body, 'gzip')]);
          cache!.replaceBodies(entry, { br, gzip: gz });
        } catch (error) {
          console.error('[caché] no se pudo recomprimir una página:', error instanceof Error ? error.message : error);
        }
      }
    } finally {
      recompressing = null;
    }
  }

  async function whenRecompressed(): Promise<void> {
    while (recompressing) await recompressing;
  }

  function serveCached(req: IncomingMessage, res: ServerResponse): boolean {
    if (!options.rawFastPath || !cache || !req.url?.startsWith('/')) return false;
    // With a public origin the Host does not choose the page (keyFor); without one it must be there.
    const origin = options.publicOrigin ?? (req.headers.host ? `http://${req.headers.host}` : null);
    if (!origin) return false;
    let url: URL;
    try {
      url = new URL(`${origin}${req.url}`);
    } catch {
      return false;
    }
    const key = keyFor(String(req.method).toUpperCase(), url, req.headers.cookie);
    const entry = key ? cache.peek(key) : undefined;
    if (!entry?.allHeaders) return false;
    queueRecompression(entry);
    const matched = etagMatches(req.headers['if-none-match'], allTags(entry.etag));
    let coding: Coding = 'identity';
    let body: Buffer | null = null;
    if (!matched) {
      const wanted = chooseCoding(req.headers['accept-encoding']);
      if (entry.identity) body = entry.identity;
      else if (wanted === 'br' && entry.br) [coding, body] = ['br', entry.br];
      else if (wanted !== 'identity' && entry.gzip) [coding, body] = ['gzip', entry.gzip];
      else return false; // a client without compression: the Express path unzips for it
    }
    cache.get(key!); // counts the hit and refreshes its place in the LRU
    replaySearches(options.searchLog, entry.searches);
    if (options.countView && entry.status === 200 && req.method === 'GET') options.countView(pagePath(url.pathname), req.headers);
    const headers: Record<string, string | string[]> = { ...entry.allHeaders, vary: 'Accept-Encoding' };
    if (matched) {
      headers.etag = matched;
      res.writeHead(304, headers);
      res.end();
      return true;
    }
    headers.etag = tagFor(entry.etag, coding);
    if (coding !== 'identity') headers['content-encoding'] = coding;
    headers['content-length'] = String(body!.length);
    res.writeHead(entry.status, headers);
    if (req.method === 'HEAD') res.end();
    else res.end(body);
    return true;
  }

  const middleware: RequestHandler = async (req, res, next) => {
    try {
      const url = requestUrl(req);
      const method = req.method.toUpperCase();
      const path = pagePath(url.pathname);
      const staff = isAdminPath(path);
      const session = hasSessionCookie(req.headers.cookie);
      const readOnly = method === 'GET' || method === 'HEAD';
      if (cache && buildVersion === undefined) buildVersion = await options.buildVersion();
      const key = keyFor(method, url, req.headers.cookie);

      if (key) {
        const entry = cache!.get(key);
        if (entry) {
          queueRecompression(entry);
          replaySearches(options.searchLog, entry.searches);
          if (options.countView && entry.status === 200 && method === 'GET') options.countView(path, req.headers);
          await sendCached(req, res, entry);
          return;
        }
      }

      if (FETCH_FORBIDDEN_METHODS.has(method)) {
        res.statusCode = 405;
        res.setHeader('Allow', 'GET, HEAD, POST');
        res.setHeader('Cache-Control', 'no-store');
        res.setHeader('Content-Type', 'text/html; charset=utf-8');
        res.end(METHOD_NOT_ALLOWED_PAGE);
        return;
      }

      if (expensiveLimiter && readOnly && !staff && isExpensive(url)) {
        const limit = await expensiveLimiter.check(clientAddress(req));
        if (!limit.ok) {
          res.statusCode = 429;
          res.setHeader('Retry-After', String(limit.retryAfterSeconds));
          res.setHeader('Cache-Control', 'no-store');
          res.setHeader('Content-Type', 'text/html; charset=utf-8');
          res.end(tooManyRequestsPage());
          return;
        }
      }

      const details: RequestDetails = { cspNonce: String(res.locals.cspNonce ?? ''), clientAddress: clientAddress(req) };
      const loadContext = options.context(details);
      const request = fetchRequest(req, res, url);
      const { result: response, searches } = await captureSearches(options.searchLog, () => handle(request, loadContext));
      if (res.destroyed || res.writableEnded) {
        await response.body?.cancel();
        return;
      }

      if (options.countView && response.status === 200 && method === 'GET') options.countView(path, req.headers);
      const type = response.headers.get('content-type') ?? '';
      const routeCacheControl = response.headers.get('cache-control');
      const isApi = path.startsWith('/api/');
      const cacheable =
        key !== null &&
        response.status === 200 &&
        !response.headers.has('set-cookie') &&
        !/\b(private|no-store|no-cache)\b/i.test(routeCacheControl ?? '') &&
        (isApi ? JSON_TYPE.test(type) && /\bpublic\b/i.test(routeCacheControl ?? '') : HTML.test(type) || DATA.test(type));

      res.statusCode = response.status;
      if (response.statusText) res.statusMessage = response.statusText;
      for (const [name, value] of response.headers) {
        if (DROPPED.has(name)) continue;
        if (name === 'set-cookie') continue; // appended below, one header each
        res.setHeader(name, value);
      }
      const cookies = response.headers.getSetCookie();
      if (cookies.length) res.setHeader('Set-Cookie', cookies);

      // The staff area and sessions: never stored anywhere (a route's own 'no-store' is kept as it is).
      if (staff || session) {
        if (!/\bno-store\b/i.test(routeCacheControl ?? '')) res.setHeader('Cache-Control', STAFF_CACHE_CONTROL);
      } else if (cacheable && !isApi) res.setHeader('Cache-Control', isSearch(url) ? SEARCH_PAGE_CACHE_CONTROL : PUBLIC_PAGE_CACHE_CONTROL);
      else if (!routeCacheControl) res.setHeader('Cache-Control', STAFF_CACHE_CONTROL);

      if (!response.body || method === 'HEAD' || !BUFFERED_TYPES.test(type)) {
        // Files, streams and bodiless answers go out as they come (server.js may compress them).
        if (response.body && method !== 'HEAD') await writeReadableStreamToWritable(response.body, res);
        else {
          await response.body?.cancel();
          res.end();
        }
        return;
      }

      // A document's bytes as the render left them (app/entry.server.tsx), else the body's.
      const rendered = HTML.test(type) ? details.renderedDocument : undefined;
      if (rendered) await response.body?.cancel();
      let body = rendered ?? Buffer.from(await response.arrayBuffer());
      if (cacheable && HTML.test(type)) {
        const page = hashInlineScripts(body, details.cspNonce);
        body = page.body;
        res.setHeader('Content-Security-Policy', options.cspForHashes(page.hashes));
      }
      res.setHeader('Vary', 'Accept-Encoding');
      const wanted = body.length < COMPRESS_MIN_BYTES ? 'identity' : chooseCoding(req.headers['accept-encoding']);

      if (cacheable) {
        // SHA-1 is enough to tell versions of a page apart (no one gains by forging a tag), and a
        // third of SHA-256's time on a large page.
        const etag = crypto.createHash('sha1').update(body).digest('base64url');
        const small = body.length < COMPRESS_MIN_BYTES;
        // One coding, cheap (see the header); a client without compression gets gzip stored.
        const stored: Coding = small ? 'identity' : wanted === 'identity' ? 'gzip' : wanted;
        const encoded = await compress(body, stored, true);
        // The route's headers and our Cache-Control (and, for HTML, the hashed CSP); the other
        // security headers are set fresh on every request by the middleware before this one.
        const headers: [string, string][] = [];
        for (const [name, value] of response.headers) if (!DROPPED.has(name) && name !== 'cache-control') headers.push([name, value]);
        headers.push(['cache-control', String(res.getHeader('cache-control'))]);
        if (HTML.test(type)) headers.push(['content-security-policy', String(res.getHeader('content-security-policy'))]);
        const allHeaders: Record<string, string | string[]> = {};
        for (const [name, value] of Object.entries(res.getHeaders())) {
          if (value !== undefined && !NOT_STORED.has(name)) allHeaders[name] = typeof value === 'number' ? String(value) : value;
        }
        const entry: Omit<CachedPage, 'bytes' | 'expiresAt'> = {
          key: key!,
          status: response.status,
          headers,
          allHeaders,
          etag,
          identity: small ? body : null,
          gzip: stored === 'gzip' ? encoded : null,
          br: stored === 'br' ? encoded : null,
          size: body.length,
          searches,
          final: small,
        };
        cache!.set(entry);
        // Sent as it was stored (the plain body for a client without compression).
        await sendCached(req, res, { ...entry, identity: wanted === 'identity' || small ? body : null, bytes: 0, expiresAt: 0 });
        return;
      }

      // Sent once: the cheap level, like a miss.
      const encoded = await compress(body, wanted, true);
      if (wanted !== 'identity') res.setHeader('Content-Encoding', wanted);
      res.setHeader('Content-Length', String(encoded.length));
      res.end(encoded);
    } catch (error) {
      next(error);
    }
  };

  return Object.assign(middleware, { serveCached, whenRecompressed });
}
