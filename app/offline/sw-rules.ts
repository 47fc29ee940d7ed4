// What the service worker (app/offline/sw.ts) may keep and how it names things: plain functions,
// shared with the pages (the saved-page banner, the offline page) and unit-tested beside.
// docs/decisions/0032-service-worker-workbox.md

/** The cache of pages kept for a visit without signal (network first, then this copy). */
export const PAGES_CACHE = 'paginas';
/** Catalogue photos and the shop's own pictures (cache first, bounded). */
export const PHOTOS_CACHE = 'fotos';
/** Build assets not precached, and those of the previous build a saved page still names. */
export const ASSETS_CACHE = 'recursos';
/** The shop's own page for an address not saved on the phone (precached). */
export const OFFLINE_PATH = '/sin-senal';
/** The header the worker stamps on a page it keeps: when it was saved (milliseconds since 1970). */
export const SAVED_AT_HEADER = 'x-guardado-en';
/** The meta tag the worker adds to a page it answers from the cache (read by the banner). */
export const SAVED_AT_META = 'guardado-en';

/**
 * Addresses never kept in any cache: the staff area, a customer's quote answer (its address is
 * its secret) and its PDF, operations, feeds, sitemaps and robots.txt, and the JSON API (answers
 * that need the shop now: suggestions, events, sessions).
 */
export function neverSaved(pathname: string): boolean {
  return (
    pathname === '/admin' ||
    pathname.startsWith('/admin/') ||
    pathname.startsWith('/admin.') ||
    /^\/presupuesto\/[^/]+/.test(pathname) ||
    pathname.startsWith('/api/') ||
    pathname === '/metrics' ||
    pathname === '/healthz' ||
    pathname === '/readyz' ||
    pathname === '/robots.txt' ||
    pathname === '/sitemap.xml' ||
    pathname.startsWith('/sitemaps/') ||
    pathname.startsWith('/feeds/')
  );
}

/**
 * May this answer be kept? A plain 200 HTML page that does not forbid storing: the shop answers a
 * request carrying the staff session cookie, and every private page, with `no-store` (the
 * worker cannot read the request's cookies, so the answer's header decides).
 */
export function mayKeepPage(response: { status: number; type?: string; headers: { get(name: string): string | null } }): boolean {
  if (response.status !== 200 || response.type === 'opaqueredirect') return false;
  if (!/^text\/html\b/i.test(response.headers.get('content-type') ?? '')) return false;
  if (response.headers.get('set-cookie') !== null) return false;
  return !/\bno-store\b/i.test(response.headers.get('cache-control') ?? '');
}

/**
 * The page a client navigation's data request stands for: /repuestos.data?_routes=x → /repuestos,
 * /_root.data → /. When that request fails the worker sends the browser to the page itself, which
 * it answers from the phone.
 */
export function pageOfDataRequest(url: URL): string | null {
  if (!url.pathname.endsWith('.data')) return null;
  const bare = url.pathname.slice(0, -'.data'.length);
  const page = new URL(bare === '/_root' ? '/' : bare, url.origin);
  for (const [name, value] of url.searchParams) if (name !== '_routes' && name !== 'index') page.searchParams.append(name, value);
  return page.pathname + page.search;
}

/** The catalogue pages the phone can draw from a kept catalogue (domain/categories.ts names them). */
const DRAWN_FROM_CATALOG = /^\/(repuestos|neumaticos|maquinaria|herramientas|consumibles|buscar|producto\/.+)$/;

/** One address of each page the kept catalogue can draw ('/producto/_' stands for every product). */
export const DRAWN_PAGES = ['/buscar', '/producto/_', '/repuestos', '/neumaticos', '/maquinaria', '/herramientas', '/consumibles'] as const;

/** Can the phone draw this page (a pathname) from the catalogue it keeps? */
export function drawnFromCatalogPage(pathname: string): boolean {
  return DRAWN_FROM_CATALOG.test(pathname);
}

/**
 * React Router's own request for the part of its route table that `DRAWN_PAGES` need, as its lazy
 * route discovery asks for it (every ancestor path, sorted, and the build's version): the worker
 * precaches this answer, so that a page opened without signal at an address the shell was not
 * rendered for can still learn its route (docs/decisions/0044-never-visited-pages-offline.md).
 */
export function routeTableAddress(version: string): string {
  const params = new URLSearchParams({ paths: [...DRAWN_PATHS].sort().join(','), version });
  return `${ROUTE_TABLE_PATH}?${params.toString()}`;
}

/** Every drawn page and its ancestors, as React Router lists them in a route table request. */
function withAncestors(pages: readonly string[]): ReadonlySet<string> {
  return new Set(
    pages.flatMap((page) => {
      const segments = page.split('/').filter(Boolean);
      return ['/', ...segments.map((_, i) => `/${segments.slice(0, i + 1).join('/')}`)];
    }),
  );
}
// Pure: the pages that import this file for a name or two leave it out of their bundle.
const DRAWN_PATHS = /* @__PURE__ */ withAncestors(DRAWN_PAGES);

/**
 * Does the precached route table (`routeTableAddress(version)`) hold every route this request for
 * a part of the table asks for? Then the worker answers it at once, with or without signal: the
 * answer depends only on the build (the version) and the paths, and a page drawn from the kept
 * catalogue waits for nothing on the network before its route's code loads (decision 0060).
 */
export function routeTableCovers(request: URL, version: string): boolean {
  if (request.pathname !== ROUTE_TABLE_PATH || request.searchParams.get('version') !== version) return false;
  const paths = (request.searchParams.get('paths') ?? '').split(',');
  return paths.every((path) => DRAWN_PATHS.has(path) || drawnFromCatalogPage(path));
}

/** Where React Router asks the shop for parts of its route table. */
export const ROUTE_TABLE_PATH = '/__manifest';

/**
 * The app shell for a page drawn from the kept catalogue: the offline page's HTML (precached, the
 * same build's scripts) with its content replaced by a line that says what is happening; React
 * Router then learns the wanted route, its loader fails for want of a network and the route's
 * client middleware draws the page from the catalogue.
 */
export function appShell(offlinePageHtml: string): string {
  const open = /<main\b[^>]*>/i.exec(offlinePageHtml);
  const close = offlinePageHtml.lastIndexOf('</main>');
  const head = /<head[^>]*>/i.exec(offlinePageHtml);
  if (!open || !head || close < open.index) return offlinePageHtml;
  const start = open.index + open[0].length;
  const placeholder = '<p class="mx-auto max-w-3xl px-4 py-10 text-stone-700">Buscando en lo guardado en tu teléfono…</p>';
  const headEnd = head.index + head[0].length;
  return (
    offlinePageHtml.slice(0, headEnd) +
    `<meta name="${APP_SHELL_META}" content="1">` +
    offlinePageHtml.slice(headEnd, start) +
    placeholder +
    offlinePageHtml.slice(close)
  );
}

/**
 * The meta tag that marks the app shell. React Router's first load of a document does not fetch
 * route data (it expects it in the HTML), so the route's loader fails without a network error
 * there: this tells the route's client middleware that the page is the shell's to draw.
 */
export const APP_SHELL_META = 'armado-sin-senal';

/**
 * Can the page itself draw this data request's answer from the catalogue kept on the phone? Then a
 * failed request is left to fail (the route's client middleware draws it) instead of reloading
 * the document, which the worker could only answer with the offline page for a page never saved.
 */
export function drawnFromCatalog(url: URL): boolean {
  const page = pageOfDataRequest(url);
  return page !== null && drawnFromCatalogPage(new URL(page, url.origin).pathname);
}

/** Where a visitor is sent for an address the phone has not saved (it says which one). */
export function offlineAddress(wanted: URL): string {
  const path = wanted.pathname + wanted.search;
  return path === '/' || path === OFFLINE_PATH ? OFFLINE_PATH : `${OFFLINE_PATH}?desde=${encodeURIComponent(path)}`;
}

/** Adds the saved-at meta tag right after `<head>` (before hydration reads nothing else there). */
export function markSavedCopy(html: string, savedAt: number): string {
  const at = html.search(/<head[^>]*>/i);
  if (at < 0 || !Number.isFinite(savedAt)) return html;
  const end = html.indexOf('>', at) + 1;
  return `${html.slice(0, end)}<meta name="${SAVED_AT_META}" content="${Math.trunc(savedAt)}">${html.slice(end)}`;
}

const PARTS = new Intl.DateTimeFormat('es-AR', {
  day: 'numeric',
  month: 'numeric',
  hour: 'numeric',
  minute: 'numeric',
  hourCycle: 'h23',
  timeZone: 'America/Argentina/Buenos_Aires',
});

/** 'el 27/11 a las 14:05' in the shop's time zone, for a moment in milliseconds (two digits each). */
export function savedWhen(savedAt: number): string {
  const part = (type: Intl.DateTimeFormatPartTypes) => (PARTS.formatToParts(new Date(savedAt)).find((p) => p.type === type)?.value ?? '').padStart(2, '0');
  return `el ${part('day')}/${part('month')} a las ${part('hour')}:${part('minute')}`;
}
