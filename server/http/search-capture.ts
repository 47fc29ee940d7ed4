// Cached pages skip their loaders, and so the loaders' searchLog.record() call (which feeds
// 'Búsquedas sin resultado'). While a page renders, this notes what its loaders recorded (per
// request, through AsyncLocalStorage); the page cache keeps it with the page and replays it on
// every hit, so the counts are the same with or without the cache.
//
// The hook wraps the process's SearchLog.record once (server/search-log/log.ts is not changed): a
// record() outside a capture behaves exactly as before.
import { AsyncLocalStorage } from 'node:async_hooks';
import type { SearchInterpretation } from '#domain/search-plan';
import type { SearchLog } from '../search-log/log';

const scope = new AsyncLocalStorage<{ searches: SearchInterpretation[]; address: string | undefined }>();
const wrapped = new WeakSet<SearchLog>();

function install(log: SearchLog): void {
  if (wrapped.has(log)) return;
  wrapped.add(log);
  const record = log.record.bind(log);
  log.record = (interpretation, now, address) => {
    const store = scope.getStore();
    store?.searches.push(interpretation);
    // The loader knows the search, the request its visitor (who, for the 'most searched' lists).
    record(interpretation, now, address ?? store?.address);
  };
}

/**
 * Runs `fn`, collecting the searches recorded on `log` inside it (including in its awaited work),
 * each counted for `address`, the visitor's address as the rate limits see it.
 */
export async function captureSearches<T>(log: SearchLog, fn: () => Promise<T>, address?: string): Promise<{ result: T; searches: SearchInterpretation[] }> {
  install(log);
  const searches: SearchInterpretation[] = [];
  const result = await scope.run({ searches, address }, fn);
  return { result, searches };
}

/** Records again what a cached page's loaders recorded when it was rendered, for this visitor. */
export function replaySearches(log: SearchLog, searches: readonly SearchInterpretation[], address?: string): void {
  for (const interpretation of searches) log.record(interpretation, undefined, address);
}
