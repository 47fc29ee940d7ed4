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
//
// The parts: express-adapter.ts (Express to React Router), cache-policy.ts (keys, what is stored,
// Cache-Control, ETags, what is expensive), compression.ts (codings, recompression), fast-path.ts
// (cached pages before Express) and page-state.ts (the options and what the parts share).
import type { IncomingMessage, ServerResponse } from 'node:http';
import crypto from 'node:crypto';
import { writeReadableStreamToWritable } from '@react-router/node';
import type { Request as ExpressRequest, Response as ExpressResponse, RequestHandler } from 'express';
import { isAdminPath } from '#domain/staff';
import type { RequestDetails } from '../context';
import type { SearchInterpretation } from '#domain/search-plan';
import { RATE_LIMIT_MESSAGE } from '../security/rate-limit';
import type { CachedPage } from './page-cache';
import { captureSearches, replaySearches } from './search-capture';
import { hashInlineScripts } from './inline-scripts';
import {
  allTags,
  BUFFERED_TYPES,
  cacheControlFor,
  DROPPED,
  etagMatches,
  hasSessionCookie,
  HTML,
  isCacheable,
  isExpensive,
  isSearch,
  NOT_STORED,
  pagePath,
  tagFor,
  PAGE_VARY,
  wantsSaveData,
} from './cache-policy';
import { chooseCoding, COMPRESS_MIN_BYTES, compress, createRecompressor, plainBody, type Coding } from './compression';
import { clientAddress, fetchRequest, requestUrl } from './express-adapter';
import { serveCached } from './fast-path';
import { keyFor, type HandlerState, type PageHandlerOptions } from './page-state';

// What other modules import from here.
export { isExpensive, PUBLIC_PAGE_CACHE_CONTROL, SEARCH_PAGE_CACHE_CONTROL, STAFF_CACHE_CONTROL } from './cache-policy';
export { chooseCoding } from './compression';
export type { Handle, PageHandlerOptions } from './page-state';

export type PageHandler = RequestHandler & {
  /**
   * Answers a cached page straight from node:http, skipping Express and its middleware (the
   * stored copy carries the headers they set): true when it answered, false to go on as usual.
   */
  serveCached(req: IncomingMessage, res: ServerResponse): boolean;
  /** Resolves when no recompression is queued or running (tests). */
  whenRecompressed(): Promise<void>;
};

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
const METHOD_NOT_ALLOWED_PAGE = plainPage('Método no permitido', 'Esta dirección no admite ese tipo de solicitud.');

/** One request as the handler sees it. */
interface PageRequest {
  url: URL;
  method: string;
  /** The page's path (a `.data` twin's page). */
  path: string;
  staff: boolean;
  session: boolean;
  /** Its cache key; null when it may not be answered from the cache. */
  key: string | null;
}

export function createPageHandler(options: PageHandlerOptions): PageHandler {
  const { queueRecompression, whenRecompressed } = createRecompressor(options.cache);
  const state: HandlerState = { options, cache: options.cache, buildVersion: undefined, targetKeys: new Map(), queueRecompression };
  const middleware: RequestHandler = async (req, res, next) => {
    try {
      await handlePage(state, req, res);
    } catch (error) {
      next(error);
    }
  };
  return Object.assign(middleware, {
    serveCached: (req: IncomingMessage, res: ServerResponse) => serveCached(state, req, res),
    whenRecompressed,
  });
}

/** Answers one request through Express: from the cache, refused, or rendered (and maybe stored). */
async function handlePage(state: HandlerState, req: ExpressRequest, res: ExpressResponse): Promise<void> {
  const { options } = state;
  const url = requestUrl(req);
  const method = req.method.toUpperCase();
  const path = pagePath(url.pathname);
  if (state.cache && state.buildVersion === undefined) state.buildVersion = await options.buildVersion();
  const page: PageRequest = {
    url,
    method,
    path,
    staff: isAdminPath(path),
    session: hasSessionCookie(req.headers.cookie),
    key: keyFor(state, method, url, req.headers.cookie, wantsSaveData(req.headers)),
  };
  if (await answeredFromCache(state, req, res, page)) return;
  if (await refused(state, req, res, page)) return;

  const details: RequestDetails = { cspNonce: String(res.locals.cspNonce ?? ''), clientAddress: clientAddress(req) };
  const loadContext = options.context(details);
  const request = fetchRequest(req, res, url);
  const { result: response, searches } = await captureSearches(options.searchLog, () => options.handle(request, loadContext), details.clientAddress);
  if (res.destroyed || res.writableEnded) {
    await response.body?.cancel();
    return;
  }

  if (options.countView && response.status === 200 && method === 'GET') options.countView(path, req);
  const type = response.headers.get('content-type') ?? '';
  const cacheable = isCacheable(page.key, response, path);
  copyHeaders(res, response, page, cacheable);

  if (!response.body || method === 'HEAD' || !BUFFERED_TYPES.test(type)) {
    // Files, streams and bodiless answers go out as they come (server.js may compress them).
    if (response.body && method !== 'HEAD') await writeReadableStreamToWritable(response.body, res);
    else {
      await response.body?.cancel();
      res.end();
    }
    return;
  }
  await sendBuffered(state, req, res, { page, response, details, cacheable, searches, type });
}

/** Sends the request's page from the cache when it is there: true when it did. */
async function answeredFromCache(state: HandlerState, req: ExpressRequest, res: ExpressResponse, page: PageRequest): Promise<boolean> {
  const entry = page.key ? state.cache!.get(page.key) : undefined;
  if (!entry) return false;
  const { options } = state;
  state.queueRecompression(entry);
  replaySearches(options.searchLog, entry.searches, clientAddress(req));
  if (options.countView && entry.status === 200 && page.method === 'GET') options.countView(page.path, req);
  await sendCached(req, res, entry);
  return true;
}

/** Refuses a method the Fetch API cannot carry (405) or an expensive request over its limit (429): true when it did. */
async function refused(state: HandlerState, req: ExpressRequest, res: ExpressResponse, page: PageRequest): Promise<boolean> {
  if (FETCH_FORBIDDEN_METHODS.has(page.method)) {
    res.statusCode = 405;
    res.setHeader('Allow', 'GET, HEAD, POST');
    res.setHeader('Cache-Control', 'no-store');
    res.setHeader('Content-Type', 'text/html; charset=utf-8');
    res.end(METHOD_NOT_ALLOWED_PAGE);
    return true;
  }
  const limiter = state.options.expensiveLimiter;
  const readOnly = page.method === 'GET' || page.method === 'HEAD';
  if (!limiter || !readOnly || page.staff || !isExpensive(page.url)) return false;
  const limit = await limiter.check(clientAddress(req));
  if (limit.ok) return false;
  res.statusCode = 429;
  res.setHeader('Retry-After', String(limit.retryAfterSeconds));
  res.setHeader('Cache-Control', 'no-store');
  res.setHeader('Content-Type', 'text/html; charset=utf-8');
  res.end(tooManyRequestsPage());
  return true;
}

/** The route's status and headers (cookies one header each) and our Cache-Control. */
function copyHeaders(res: ExpressResponse, response: Response, page: PageRequest, cacheable: boolean): void {
  res.statusCode = response.status;
  if (response.statusText) res.statusMessage = response.statusText;
  for (const [name, value] of response.headers) {
    if (DROPPED.has(name)) continue;
    if (name === 'set-cookie') continue; // appended below, one header each
    res.setHeader(name, value);
  }
  const cookies = response.headers.getSetCookie();
  if (cookies.length) res.setHeader('Set-Cookie', cookies);
  const routeCacheControl = response.headers.get('cache-control');
  const api = page.path.startsWith('/api/');
  const cacheControl = cacheControlFor({ staff: page.staff, session: page.session, cacheable, api, search: isSearch(page.url), routeCacheControl });
  if (cacheControl) res.setHeader('Cache-Control', cacheControl);
}

interface Rendered {
  page: PageRequest;
  response: Response;
  details: RequestDetails;
  cacheable: boolean;
  searches: SearchInterpretation[];
  type: string;
}

/** A page, data or JSON answer, whole: hashed CSP for cached HTML, compressed, and stored when cacheable. */
async function sendBuffered(state: HandlerState, req: ExpressRequest, res: ExpressResponse, rendered: Rendered): Promise<void> {
  const { response, details, cacheable, type } = rendered;
  // A document's bytes as the render left them (app/entry.server.tsx), else the body's.
  const document = HTML.test(type) ? details.renderedDocument : undefined;
  if (document) await response.body?.cancel();
  let body = document ?? Buffer.from(await response.arrayBuffer());
  if (cacheable && HTML.test(type)) {
    const page = hashInlineScripts(body, details.cspNonce);
    body = page.body;
    res.setHeader('Content-Security-Policy', state.options.cspForHashes(page.hashes));
  }
  res.setHeader('Vary', PAGE_VARY);
  const wanted = body.length < COMPRESS_MIN_BYTES ? 'identity' : chooseCoding(req.headers['accept-encoding']);
  if (cacheable) {
    await storeAndSend(state, req, res, body, wanted, rendered);
    return;
  }
  // Sent once: the cheap level, like a miss.
  const encoded = await compress(body, wanted, true);
  if (wanted !== 'identity') res.setHeader('Content-Encoding', wanted);
  res.setHeader('Content-Length', String(encoded.length));
  res.end(encoded);
}

/** Stores a cacheable answer in one cheap coding and sends it as stored. */
async function storeAndSend(state: HandlerState, req: ExpressRequest, res: ExpressResponse, body: Buffer, wanted: Coding, rendered: Rendered): Promise<void> {
  const { response, type, searches } = rendered;
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
  const entry: Omit<CachedPage, 'bytes' | 'expiresAt'> = {
    key: rendered.page.key!,
    status: response.status,
    headers,
    head: sharedHead(res),
    etag,
    identity: small ? body : null,
    gzip: stored === 'gzip' ? encoded : null,
    br: stored === 'br' ? encoded : null,
    size: body.length,
    searches,
    final: small,
  };
  state.cache!.set(entry);
  // Sent as it was stored (the plain body for a client without compression).
  await sendCached(req, res, { ...entry, identity: wanted === 'identity' || small ? body : null, bytes: 0, expiresAt: 0 });
}

/** Everything this answer carries that every copy shares, for the fast path (Vary last). */
function sharedHead(res: ExpressResponse): string[] {
  const head: string[] = [];
  for (const [name, value] of Object.entries(res.getHeaders())) {
    if (value === undefined || NOT_STORED.has(name)) continue;
    if (Array.isArray(value)) for (const one of value) head.push(name, one);
    else head.push(name, String(value));
  }
  head.push('vary', PAGE_VARY);
  return head;
}

/** Sends a cached page: a 304 when the client has it, else the stored coding it prefers. */
async function sendCached(req: ExpressRequest, res: ExpressResponse, entry: CachedPage): Promise<void> {
  for (const [name, value] of entry.headers) res.setHeader(name, value);
  res.setHeader('Vary', PAGE_VARY);
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
