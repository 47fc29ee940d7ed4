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
// Cache-Control, ETags, what is expensive) and compression.ts (codings, recompression).
import type { IncomingMessage, ServerResponse } from 'node:http';
import crypto from 'node:crypto';
import type { RouterContextProvider } from 'react-router';
import { writeReadableStreamToWritable } from '@react-router/node';
import type { Request as ExpressRequest, Response as ExpressResponse, RequestHandler } from 'express';
import { isAdminPath } from '../../domain/staff';
import type { RequestDetails } from '../context';
import type { SearchLog } from '../search-log/log';
import { RATE_LIMIT_MESSAGE, type RateLimiter } from '../security/rate-limit';
import type { CachedPage, PageCache, SentAnswer } from './page-cache';
import { captureSearches, replaySearches } from './search-capture';
import { hashInlineScripts } from './inline-scripts';
import type { ViewCounter } from '../stats/views';
import {
  allTags,
  BUFFERED_TYPES,
  cacheControlFor,
  cacheKey,
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

// What other modules import from here.
export { isExpensive, PUBLIC_PAGE_CACHE_CONTROL, SEARCH_PAGE_CACHE_CONTROL, STAFF_CACHE_CONTROL } from './cache-policy';
export { chooseCoding } from './compression';

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

/** A small page of our own, without React (answers that must stay cheap). */
export function plainPage(title: string, message: string): string {
  return `<!doctype html><html lang="es-AR"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${title}</title><meta name="robots" content="noindex"></head><body style="font-family:system-ui,sans-serif;max-width:36rem;margin:4rem auto;padding:0 1rem;color:#1c1917"><h1>${title}</h1><p>${message}</p><p><a href="/">Volver al inicio</a></p></body></html>`;
}

/** Request targets whose cache key the fast path keeps (made-up ones past this empty the map). */
const MAX_TARGET_KEYS = 2_000;

/** A request target's cache key for one catalogue version, and the page's path. */
interface FastKey {
  catalog: string;
  key: string;
  path: string;
}

const tooManyRequestsPage = () => plainPage('Demasiadas solicitudes', RATE_LIMIT_MESSAGE);

/**
 * Methods the Fetch API refuses to build a Request with, so React Router never sees them (TRACK
 * and unknown names never get here: Node's parser answers them 400, see server.js). Without
 * this they ended in Express's English 500 page. The shop itself uses GET, HEAD and POST.
 */
const FETCH_FORBIDDEN_METHODS = new Set(['CONNECT', 'TRACE']);
const METHOD_NOT_ALLOWED_PAGE = plainPage('Método no permitido', 'Esta dirección no admite ese tipo de solicitud.');

export function createPageHandler(options: PageHandlerOptions): PageHandler {
  const { handle, cache, expensiveLimiter } = options;
  // The build of a running process does not change (development has no cache, so no key).
  let buildVersion: string | undefined;

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

  /** The cache key of a request, or null when it may not be answered from the cache. */
  function keyFor(method: string, url: URL, cookie: string | undefined, saveData: boolean): string | null {
    if (!cache) return null;
    return cacheKey({ method, url, cookie, saveData }, { build: buildVersion, catalog: options.catalogVersion }, options.publicOrigin);
  }

  // Recompression of entries that were asked for again (see the header).
  const { queueRecompression, whenRecompressed } = createRecompressor(cache);

  /**
   * What the fast path sends for an entry: its stored headers plus the copy's ETag, coding and
   * length, made once per coding (and per entity tag for a 304) and kept on the entry until its
   * bodies change, so a hit writes one prepared list.
   */
  function sentAnswer(entry: CachedPage, coding: Coding, matched: string | null): SentAnswer {
    const sent = (entry.sent ??= new Map());
    const name = matched ?? coding;
    let answer = sent.get(name);
    if (answer) return answer;
    const headers = [...entry.head!];
    if (matched) {
      answer = { status: 304, headers, body: null };
      headers.push('etag', matched);
    } else {
      const body = coding === 'identity' ? entry.identity! : coding === 'br' ? entry.br! : entry.gzip!;
      answer = { status: entry.status, headers, body };
      headers.push('etag', tagFor(entry.etag, coding));
      if (coding !== 'identity') headers.push('content-encoding', coding);
      headers.push('content-length', String(body.length));
    }
    headers.push('x-request-id', '');
    sent.set(name, answer);
    return answer;
  }

  /**
   * The cache keys of request targets the fast path answered, with the catalogue version each was
   * made for: a repeated target skips parsing its URL and building its key. Only targets whose
   * page was in the cache are kept, and the whole map is emptied when full.
   */
  const targetKeys = new Map<string, FastKey>();

  /** The cache key (and page path) of a GET or HEAD for the fast path, or null when it may not be cached. */
  function fastKey(req: IncomingMessage, method: string, name: string, target: string): FastKey | null {
    if (buildVersion === undefined) return null;
    const cookie = req.headers.cookie;
    if (cookie !== undefined && hasSessionCookie(cookie)) return null;
    const catalog = options.catalogVersion();
    if (catalog === null) return null;
    const known = targetKeys.get(name);
    if (known !== undefined && known.catalog === catalog) return known;
    let url: URL;
    try {
      url = new URL((options.publicOrigin ?? `http://${req.headers.host}`) + target);
    } catch {
      return null;
    }
    const key = keyFor(method, url, cookie, wantsSaveData(req.headers));
    return key === null ? null : { catalog, key, path: pagePath(url.pathname) };
  }

  function serveCached(req: IncomingMessage, res: ServerResponse): boolean {
    const target = req.url;
    if (!options.rawFastPath || !cache || target === undefined || target.charCodeAt(0) !== 47 /* / */) return false;
    const method = req.method;
    if (method !== 'GET' && method !== 'HEAD') return false;
    // With a public origin the Host does not choose the page (keyFor); without one it must be there.
    if (!options.publicOrigin && !req.headers.host) return false;
    // The data-saving copy of a page is another entry (its photos are smaller).
    const name = `${wantsSaveData(req.headers) ? 'ahorro ' : ''}${options.publicOrigin ? target : `${req.headers.host} ${target}`}`;
    const found = fastKey(req, method, name, target);
    const entry = found === null ? undefined : cache.peek(found.key);
    if (!entry?.head) return false;
    if (targetKeys.get(name) !== found) {
      if (targetKeys.size >= MAX_TARGET_KEYS) targetKeys.clear();
      targetKeys.set(name, found!);
    }
    queueRecompression(entry);
    const ifNoneMatch = req.headers['if-none-match'];
    const matched = ifNoneMatch === undefined ? null : etagMatches(ifNoneMatch, allTags(entry.etag));
    let coding: Coding = 'identity';
    if (!matched && !entry.identity) {
      const wanted = chooseCoding(req.headers['accept-encoding']);
      if (wanted === 'br' && entry.br) coding = 'br';
      else if (wanted !== 'identity' && entry.gzip) coding = 'gzip';
      else return false; // a client without compression: the Express path unzips for it
    }
    const answer = sentAnswer(entry, coding, matched);
    cache.touch(entry); // counts the hit and refreshes its place in the LRU
    // The fast path runs only without a trusted proxy: the socket's address is the visitor's.
    replaySearches(options.searchLog, entry.searches, req.socket.remoteAddress);
    if (options.countView && entry.status === 200 && method === 'GET') options.countView(found!.path, req);
    // server.js's ops.track() gave the request its id; the list's last slot carries it.
    const id = (req as { id?: string }).id;
    const headers = answer.headers;
    if (id === undefined) res.writeHead(answer.status, headers.slice(0, -2));
    else {
      headers[headers.length - 1] = id;
      res.writeHead(answer.status, headers);
    }
    if (method === 'HEAD' || !answer.body) res.end();
    else res.end(answer.body);
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
      const key = keyFor(method, url, req.headers.cookie, wantsSaveData(req.headers));

      if (key) {
        const entry = cache!.get(key);
        if (entry) {
          queueRecompression(entry);
          replaySearches(options.searchLog, entry.searches, clientAddress(req));
          if (options.countView && entry.status === 200 && method === 'GET') options.countView(path, req);
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
      const { result: response, searches } = await captureSearches(options.searchLog, () => handle(request, loadContext), details.clientAddress);
      if (res.destroyed || res.writableEnded) {
        await response.body?.cancel();
        return;
      }

      if (options.countView && response.status === 200 && method === 'GET') options.countView(path, req);
      const type = response.headers.get('content-type') ?? '';
      const routeCacheControl = response.headers.get('cache-control');
      const isApi = path.startsWith('/api/');
      const cacheable = isCacheable(key, response, path);

      res.statusCode = response.status;
      if (response.statusText) res.statusMessage = response.statusText;
      for (const [name, value] of response.headers) {
        if (DROPPED.has(name)) continue;
        if (name === 'set-cookie') continue; // appended below, one header each
        res.setHeader(name, value);
      }
      const cookies = response.headers.getSetCookie();
      if (cookies.length) res.setHeader('Set-Cookie', cookies);

      const cacheControl = cacheControlFor({ staff, session, cacheable, api: isApi, search: isSearch(url), routeCacheControl });
      if (cacheControl) res.setHeader('Cache-Control', cacheControl);

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
      res.setHeader('Vary', PAGE_VARY);
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
        // Everything this answer carries that every copy shares, for the fast path (Vary last).
        const head: string[] = [];
        for (const [name, value] of Object.entries(res.getHeaders())) {
          if (value === undefined || NOT_STORED.has(name)) continue;
          if (Array.isArray(value)) for (const one of value) head.push(name, one);
          else head.push(name, String(value));
        }
        head.push('vary', PAGE_VARY);
        const entry: Omit<CachedPage, 'bytes' | 'expiresAt'> = {
          key: key!,
          status: response.status,
          headers,
          head,
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
