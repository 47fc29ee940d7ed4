// The shop's service worker, built by Workbox's modules into build/client/sw.js at the end of the
// build (scripts/service-worker-build.ts; never in development). Why Workbox, and how an update
// reaches visitors: docs/decisions/0032-service-worker-workbox.md.
//  - the build's scripts and styles, the offline page and the app's icons: precached with revisions;
//  - pages: network first (3 s), then the copy saved on the phone, marked for the banner;
//  - a page the phone never saved: drawn from the kept catalogue when it is a catalogue page, a
//    product or a search (an app shell, decision 0044), otherwise the shop's own offline page;
//  - photos: cache first, bounded, least recently used out;
//  - never kept: see neverSaved() and mayKeepPage() in sw-rules.ts.
import { clientsClaim } from 'workbox-core';
import { addPlugins, cleanupOutdatedCaches, matchPrecache, precacheAndRoute, type PrecacheEntry } from 'workbox-precaching';
import { registerRoute, setCatchHandler } from 'workbox-routing';
import { CacheFirst, NetworkFirst, NetworkOnly } from 'workbox-strategies';
import { ExpirationPlugin } from 'workbox-expiration';
import { CacheableResponsePlugin } from 'workbox-cacheable-response';
import {
  ASSETS_CACHE,
  OFFLINE_PATH,
  PAGES_CACHE,
  PHOTOS_CACHE,
  ROUTE_TABLE_PATH,
  appShell,
  drawnFromCatalog,
  drawnFromCatalogPage,
  SAVED_AT_HEADER,
  markSavedCopy,
  mayKeepPage,
  neverSaved,
  offlineAddress,
  pageOfDataRequest,
  routeTableCovers,
} from './sw-rules';
import { syncRegistry } from './sw-sync';
import { hasSavedCatalog } from './catalog-db';
import { flushOutbox, OUTBOX_SYNC_TAG } from './outbox';

/** What this file uses of the worker's global scope (the DOM library of the project lacks its types). */
interface WorkerScope {
  skipWaiting(): Promise<void>;
  addEventListener(type: 'install' | 'sync', listener: (event: { tag: string; waitUntil(work: Promise<unknown>): void }) => void): void;
}
declare const self: WorkerScope;
/** Written by the build: the precache list (URL and revision of each file). */
declare const __PRECACHE_MANIFEST__: PrecacheEntry[];

/** A slow signal: after this long without an answer the saved copy is shown, when there is one. */
const NETWORK_TIMEOUT_SECONDS = 3;
const DAY_SECONDS = 24 * 60 * 60;

// A new build takes over at once; pages always come from the network first, so a page is never
// drawn with the new build's HTML and the old one's scripts (the old scripts a saved page names
// are kept in ASSETS_CACHE below).
void self.skipWaiting();
clientsClaim();

// Precached files are fetched without cookies: the offline page is the same for every visitor.
addPlugins([{ requestWillFetch: async ({ request }) => new Request(request, { credentials: 'omit' }) }]);
self.addEventListener('install', (event) => event.waitUntil(keepPreviousAssets()));
precacheAndRoute(__PRECACHE_MANIFEST__);
cleanupOutdatedCaches();

/**
 * The previous build's scripts and styles go to ASSETS_CACHE before the new build's precache
 * replaces them: a page saved under the previous build still opens, whole, without signal.
 */
async function keepPreviousAssets(): Promise<void> {
  const kept = await caches.open(ASSETS_CACHE);
  for (const name of await caches.keys()) {
    if (!name.startsWith('workbox-precache')) continue;
    const cache = await caches.open(name);
    for (const request of await cache.keys()) {
      const url = new URL(request.url);
      if (!url.pathname.startsWith('/assets/')) continue;
      const response = await cache.match(request);
      if (response) await kept.put(url.origin + url.pathname, response);
    }
  }
}

const savedPages = {
  // Only public pages that allow storing; stamped with the moment they were saved.
  cacheWillUpdate: async ({ response }: { response: Response }) => {
    if (!mayKeepPage(response)) return null;
    const headers = new Headers(response.headers);
    headers.set(SAVED_AT_HEADER, String(Date.now()));
    return new Response(response.body, { status: response.status, statusText: response.statusText, headers });
  },
  // Network first reads the cache only when the network failed or was too slow: mark the copy.
  cachedResponseWillBeUsed: async ({ cachedResponse }: { cachedResponse?: Response }) => {
    if (!cachedResponse) return cachedResponse;
    const headers = new Headers(cachedResponse.headers);
    headers.delete('content-length');
    headers.delete('content-encoding');
    const html = markSavedCopy(await cachedResponse.text(), Number(cachedResponse.headers.get(SAVED_AT_HEADER)));
    return new Response(html, { status: 200, headers });
  },
};

const pages = new NetworkFirst({
  cacheName: PAGES_CACHE,
  networkTimeoutSeconds: NETWORK_TIMEOUT_SECONDS,
  plugins: [savedPages, new ExpirationPlugin({ maxEntries: 80, maxAgeSeconds: 30 * DAY_SECONDS, purgeOnQuotaError: true })],
});
const networkOnly = new NetworkOnly();

registerRoute(
  ({ request, url }) => request.mode === 'navigate' && url.origin === location.origin,
  (options) => (neverSaved(options.url.pathname) ? networkOnly.handle(options) : pages.handle(options)),
);

// A client navigation's data: from the network only. When it fails the browser is sent to the
// page itself (React Router's document reload), which the route above answers from the phone;
// unless the page can draw it from the catalogue kept on the phone (decision 0034): then the
// failure reaches the page as one.
registerRoute(
  ({ request, url }) => request.method === 'GET' && url.origin === location.origin && url.pathname.endsWith('.data'),
  async (options) => {
    try {
      return await networkOnly.handle(options);
    } catch {
      if (drawnFromCatalog(options.url) && (await hasSavedCatalog())) return Response.error();
      const page = pageOfDataRequest(options.url);
      return new Response(null, { status: 204, headers: { 'X-Remix-Redirect': page ?? '/', 'X-Remix-Reload-Document': 'true' } });
    }
  },
);

registerRoute(
  ({ request, url }) => request.method === 'GET' && url.origin === location.origin && url.pathname.startsWith('/assets/'),
  new CacheFirst({
    cacheName: ASSETS_CACHE,
    plugins: [
      new CacheableResponsePlugin({ statuses: [200] }),
      new ExpirationPlugin({ maxEntries: 200, maxAgeSeconds: 60 * DAY_SECONDS, purgeOnQuotaError: true }),
    ],
  }),
);

// About 600 photos of at most ~100 KB each: at most about 60 MB (decision 0032).
registerRoute(
  ({ request, url }) => request.method === 'GET' && url.origin === location.origin && /^\/(fotos|hero|muestras|equipo)\//.test(url.pathname),
  new CacheFirst({
    cacheName: PHOTOS_CACHE,
    plugins: [
      new CacheableResponsePlugin({ statuses: [200] }),
      new ExpirationPlugin({ maxEntries: 600, maxAgeSeconds: 30 * DAY_SECONDS, purgeOnQuotaError: true }),
    ],
  }),
);

// React Router's route table for the pages drawn from the kept catalogue, precached with the build
// (scripts/service-worker-build.ts), which holds every route such a page needs (decision 0044). A
// request it covers is answered from it at once, signal or not: a page never waits for the network
// (or a weak signal's silence) before its route's code loads (decision 0060). Any other request
// goes to the network, and without signal gets this one too.
const routeTable = __PRECACHE_MANIFEST__.find((entry) => entry.url.startsWith(ROUTE_TABLE_PATH))?.url ?? null;
const routeTableVersion = routeTable ? new URL(routeTable, location.origin).searchParams.get('version') : null;
registerRoute(
  ({ request, url }) => request.method === 'GET' && url.origin === location.origin && url.pathname === ROUTE_TABLE_PATH,
  async (options) => {
    const kept = () => (routeTable ? matchPrecache(routeTable) : Promise.resolve(undefined));
    const atOnce = routeTableVersion !== null && routeTableCovers(options.url, routeTableVersion) ? await kept() : undefined;
    if (atOnce) return atOnce;
    try {
      return await networkOnly.handle(options);
    } catch (error) {
      const fallback = await kept();
      if (fallback) return fallback;
      throw error;
    }
  },
);

/**
 * A catalogue page, product or search never saved, while a catalogue is kept: the app shell under
 * the wanted address; the page's client middleware draws it from the catalogue (decision 0044).
 */
async function shellFor(url: URL): Promise<Response | null> {
  if (!drawnFromCatalogPage(url.pathname) || !routeTable || !(await hasSavedCatalog())) return null;
  const offlinePage = await matchPrecache(OFFLINE_PATH);
  if (!offlinePage) return null;
  const headers = new Headers(offlinePage.headers);
  headers.delete('content-length');
  headers.delete('content-encoding');
  return new Response(appShell(await offlinePage.text()), { status: 200, headers });
}

// A page neither the network nor the phone could give: drawn from the kept catalogue when it can
// be, else the shop's offline page at its own address (the app then starts on the route the HTML
// was made for).
setCatchHandler(async ({ request, url }) => {
  const shell = request.mode === 'navigate' && url ? await shellFor(url) : null;
  if (shell) return shell;
  if (request.mode === 'navigate' && url && !url.pathname.startsWith(OFFLINE_PATH)) return Response.redirect(offlineAddress(url), 302);
  if (request.mode === 'navigate') return (await matchPrecache(OFFLINE_PATH)) ?? Response.error();
  return Response.error();
});

// ---------------------------------------------------------------------------------------------
// Background Sync: other parts of the shop register their work by tag here (the request queue
// sends what waits on the phone). Add registrations below this line.
// ---------------------------------------------------------------------------------------------
export const sync = syncRegistry();
// A request kept on the phone goes as soon as the browser has signal, even with the tab closed.
// Something still waiting (no signal yet) rejects, so that the browser fires the sync again later
// instead of counting it done.
sync.onSync(OUTBOX_SYNC_TAG, async () => {
  const { waiting } = await flushOutbox();
  if (waiting > 0) throw new Error(`${waiting} pedidos esperan señal`);
});
self.addEventListener('sync', (event) => {
  const work = sync.run(event.tag);
  if (work) event.waitUntil(work);
});
