// Cached pages skip their loaders, and so the loaders' recordSearchOutcome() call (issue 9's
// 'Búsquedas sin resultado'). While a page renders, this notes what its loaders recorded (per
// request, through AsyncLocalStorage); the page cache keeps it with the page and replays it on
// every hit, so the counts are the same with or without the cache.
//
// The hook wraps the process's SearchLog.record once (server/search/log.ts is not changed): a
// record() outside a capture behaves exactly as before.
import { AsyncLocalStorage } from 'node:async_hooks';
import type { SearchInterpretation } from '../../domain/search-plan';
import { getSearchLog, recordSearchOutcome } from '../search/log';

type Holder = { scope?: AsyncLocalStorage<SearchInterpretation[]>; installed?: boolean };
// On globalThis: a development reload re-evaluates this module but keeps the wrapped log.
const holder = ((globalThis as unknown as Record<symbol, Holder | undefined>)[Symbol.for('tienda.searchCapture')] ??= {});
const scope = (holder.scope ??= new AsyncLocalStorage<SearchInterpretation[]>());

function install(): void {
  if (holder.installed) return;
  holder.installed = true;
  const log = getSearchLog();
  const record = log.record.bind(log);
  log.record = (interpretation, now) => {
    scope.getStore()?.push(interpretation);
    record(interpretation, now);
  };
}

/** Runs `fn`, collecting the searches recorded inside it (including in its awaited work). */
export async function captureSearches<T>(fn: () => Promise<T>): Promise<{ result: T; searches: SearchInterpretation[] }> {
  install();
  const searches: SearchInterpretation[] = [];
  const result = await scope.run(searches, fn);
  return { result, searches };
}

/** Records again what a cached page's loaders recorded when it was rendered. */
export function replaySearches(searches: readonly SearchInterpretation[]): void {
  for (const interpretation of searches) recordSearchOutcome(interpretation);
}
