// What the first bundle knows of the catalogue on the phone: its address, and when to fetch it in
// the background. Everything else (IndexedDB, the search, the pages) loads on demand.
import { APP_SHELL_META } from '../offline/sw-rules';

export const OFFLINE_CATALOG_URL = '/catalogo-offline.json';

interface NetworkInformation {
  saveData?: boolean;
  effectiveType?: string;
}

/**
 * A background download only on a connection that can afford it: never with Save-Data, never on
 * 2g (the visitor can still download it from the menu).
 */
export function connectionAllowsBackgroundDownload(connection: NetworkInformation | undefined): boolean {
  if (!connection) return true;
  if (connection.saveData) return false;
  return connection.effectiveType !== '2g' && connection.effectiveType !== 'slow-2g';
}

/**
 * The data request of a client navigation failed for want of a network (offline, DNS, a cut
 * connection): fetch rejects with a TypeError. An answer from the shop (a 404, a 503) is not one.
 */
function isNetworkFailure(error: unknown): boolean {
  return error instanceof TypeError || (typeof navigator !== 'undefined' && navigator.onLine === false && error instanceof Error);
}

/** Told when the page shown changes between drawn from the kept catalogue and from the shop. */
export const DRAWN_CHANGED_EVENT = 'tienda:dibujada-sin-senal';
let drawnAt: number | null = null;

/** When the kept catalogue the page shown was drawn from was saved (milliseconds), or null. */
export function drawnFromSavedAt(): number | null {
  return drawnAt;
}

/** Marks the page shown as drawn from a catalogue saved at `at` (null: from the shop). */
export function markDrawn(at: number | null): void {
  if (drawnAt === at) return;
  drawnAt = at;
  window.dispatchEvent(new Event(DRAWN_CHANGED_EVENT));
}

/**
 * The document is the service worker's app shell (decision 0044): read before React hydrates it.
 * Its first load fails without a network error (React Router takes a document's route data from
 * its HTML, which the shell lacks), and that failure is drawn from the kept catalogue too.
 */
let shellLoadPending = typeof document !== 'undefined' && document.querySelector(`meta[name="${APP_SHELL_META}"]`) !== null;

/** What a route's loader gave in a navigation, as React Router's middleware sees it. */
type LoadResults = Record<string, { type: 'data' | 'error'; result: unknown }>;

/**
 * A route's client middleware (not a clientLoader: React Router prefetches the data of a link only
 * for routes without one, decision 0034): when the navigation's data request failed for want of a
 * network, the route's data is drawn from the catalogue kept on the phone instead of the error.
 * Without a kept catalogue, or for an address it cannot draw, the error stays as it was. The same
 * runs when a page opened without signal starts from the service worker's app shell (decision 0044).
 */
export function savedWhenOffline(routeId: (url: URL) => string, saved: (url: URL, params: Record<string, string | undefined>) => Promise<unknown>) {
  return async (
    { request, params }: { request: Request; params: Record<string, string | undefined> },
    next: () => Promise<unknown>,
  ): Promise<LoadResults | undefined> => {
    const results = (await next()) as LoadResults | undefined;
    const url = new URL(request.url);
    const id = routeId(url);
    const own = results?.[id];
    const shellLoad = shellLoadPending;
    shellLoadPending = false;
    if (own?.type === 'data') markDrawn(null);
    if (!results || own?.type !== 'error' || !(shellLoad || isNetworkFailure(own.result))) return results;
    const page = await saved(url, params).catch(() => null);
    if (page === null || page === undefined) return results;
    return { ...results, [id]: { type: 'data', result: page } };
  };
}
