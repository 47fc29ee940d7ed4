// The page cache's policy for the page handler (page-handler.ts): which requests may be answered
// from the cache and under which key, which answers may be stored and with which headers, the
// Cache-Control each answer gets, ETags, and which uncached requests are expensive.
import type { IncomingHttpHeaders } from 'node:http';
import { isAdminPath } from '#domain/staff';
import { SESSION_COOKIE } from '../auth/cookie';
import type { Coding } from './compression';
import { cacheUrl } from './page-params';

/** Browsers revalidate every time (a cheap 304); a CDN may serve 5 minutes and refresh in the background. */
export const PUBLIC_PAGE_CACHE_CONTROL = 'public, max-age=0, s-maxage=300, stale-while-revalidate=600';
/** Searches: shared caches keep them but ask us each time, so every search is counted (a 304 from memory). */
export const SEARCH_PAGE_CACHE_CONTROL = 'public, no-cache';
export const STAFF_CACHE_CONTROL = 'private, no-store';

/**
 * Public pages that must not be shared: /contacto's loader hands each visitor their own form key
 * (idempotency of the enquiry sent without JavaScript).
 */
const NEVER_CACHED_PATHS: readonly string[] = ['/contacto'];

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

export function isSearch(url: URL): boolean {
  return url.searchParams.has('q');
}

export const BUFFERED_TYPES = /^(text\/html|text\/x-script|application\/json|text\/plain|application\/xml|text\/xml)\b/i;
export const HTML = /^text\/html\b/i;
const DATA = /^text\/x-script\b/i;
const JSON_TYPE = /^application\/json\b/i;

/** Response headers we set ourselves (or must not copy from a buffered body). */
export const DROPPED = new Set(['content-length', 'content-encoding', 'transfer-encoding', 'etag']);
/** Not kept for the fast path: per-answer or set there. */
export const NOT_STORED = new Set([...DROPPED, 'vary', 'set-cookie', 'date', 'connection', 'keep-alive', 'x-request-id']);

export function etagMatches(ifNoneMatch: string | undefined, tags: string[]): string | null {
  if (!ifNoneMatch) return null;
  const sent = ifNoneMatch.split(',').map((t) => t.trim().replace(/^W\//, ''));
  if (sent.includes('*')) return tags[0];
  return tags.find((t) => sent.includes(t)) ?? null;
}

export const tagFor = (etag: string, coding: Coding) => `"${etag}${coding === 'identity' ? '' : `-${coding}`}"`;
export const allTags = (etag: string) => (['br', 'gzip', 'identity'] as const).map((c) => tagFor(etag, c));

/**
 * The cache key of a request, or null when it may not be answered from the cache: build version +
 * catalogue version + URL with only the parameters pages read; with a public origin the protocol
 * and host are always its own (a made-up Host is the same page).
 */
export function cacheKey(
  request: { method: string; url: URL; cookie: string | undefined; saveData?: boolean },
  versions: { build: string | undefined; catalog: () => string | null },
  publicOrigin: string | undefined,
): string | null {
  if (versions.build === undefined) return null;
  const { method, url, cookie } = request;
  if (method !== 'GET' && method !== 'HEAD') return null;
  const path = pagePath(url.pathname);
  if (isAdminPath(path) || hasSessionCookie(cookie) || NEVER_CACHED_PATHS.includes(path)) return null;
  const catalogVersion = versions.catalog();
  if (catalogVersion === null) return null;
  const page = cacheUrl(url);
  const address = publicOrigin ? `${publicOrigin}${page.pathname}${page.search}` : page.href;
  // A visitor saving data gets smaller card photos in the same page (~/lib/save-data): its own copy.
  return `${versions.build}|${catalogVersion}|${request.saveData ? 'ahorro|' : ''}${address}`;
}

/**
 * Pages differ with the browser's data-saving request (`Save-Data: on`: card photos at most 320 px,
 * app/lib/save-data.tsx): this cache and any shared one keep one copy each way.
 */
export const PAGE_VARY = 'Accept-Encoding, Save-Data';

/** True when the request carries `Save-Data: on` (the browser's or the phone's data saver). */
export function wantsSaveData(headers: IncomingHttpHeaders): boolean {
  const value = headers['save-data'];
  return typeof value === 'string' && value.trim().toLowerCase() === 'on';
}

/**
 * May this answer be stored? A 200 without Set-Cookie nor private/no-store/no-cache; HTML pages
 * and their `.data` twins, or /api/ JSON that says `public`.
 */
export function isCacheable(key: string | null, response: Response, path: string): boolean {
  const type = response.headers.get('content-type') ?? '';
  const routeCacheControl = response.headers.get('cache-control') ?? '';
  if (key === null || response.status !== 200 || response.headers.has('set-cookie')) return false;
  if (/\b(private|no-store|no-cache)\b/i.test(routeCacheControl)) return false;
  return path.startsWith('/api/') ? JSON_TYPE.test(type) && /\bpublic\b/i.test(routeCacheControl) : HTML.test(type) || DATA.test(type);
}

/**
 * The Cache-Control an answer gets, or null to keep the route's: the staff area and sessions are
 * never stored anywhere (a route's own 'no-store' is kept as it is); cached pages are public;
 * other answers without one are private.
 */
export function cacheControlFor(answer: {
  staff: boolean;
  session: boolean;
  cacheable: boolean;
  api: boolean;
  search: boolean;
  routeCacheControl: string | null;
}): string | null {
  const { routeCacheControl } = answer;
  if (answer.staff || answer.session) return /\bno-store\b/i.test(routeCacheControl ?? '') ? null : STAFF_CACHE_CONTROL;
  if (answer.cacheable && !answer.api) return answer.search ? SEARCH_PAGE_CACHE_CONTROL : PUBLIC_PAGE_CACHE_CONTROL;
  return routeCacheControl ? null : STAFF_CACHE_CONTROL;
}
