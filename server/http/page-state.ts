// What the page handler's parts share for one handler (server/http/page-handler.ts): its
// options, the build version once known, the fast path's known targets and the recompression
// queue. The parts are plain functions that take this state, so each reads on its own.
import type { RouterContextProvider } from 'react-router';
import type { RequestDetails } from '../context';
import type { SearchLog } from '../search-log/log';
import type { RateLimiter } from '../security/rate-limit';
import type { ViewCounter } from '../stats/views';
import { cacheKey } from './cache-policy';
import type { CachedPage, PageCache } from './page-cache';

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

/** A request target's cache key for one catalogue version, and the page's path. */
export interface FastKey {
  catalog: string;
  key: string;
  path: string;
}

export interface HandlerState {
  options: PageHandlerOptions;
  cache: PageCache | null;
  /** The build of a running process does not change (development has no cache, so no key). */
  buildVersion: string | undefined;
  /**
   * The cache keys of request targets the fast path answered, with the catalogue version each was
   * made for: a repeated target skips parsing its URL and building its key. Only targets whose
   * page was in the cache are kept, and the whole map is emptied when full.
   */
  targetKeys: Map<string, FastKey>;
  /** Recompression of entries that were asked for again (compression.ts). */
  queueRecompression: (entry: CachedPage) => void;
}

/** The cache key of a request, or null when it may not be answered from the cache. */
export function keyFor(state: HandlerState, method: string, url: URL, cookie: string | undefined, saveData: boolean): string | null {
  if (!state.cache) return null;
  const { options } = state;
  return cacheKey({ method, url, cookie, saveData }, { build: state.buildVersion, catalog: options.catalogVersion }, options.publicOrigin);
}
