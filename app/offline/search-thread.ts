// A search drawn without signal runs on a thread of its own (search.worker.ts): reading the whole
// kept catalogue and its index back from IndexedDB is about 200 ms of a slow phone's thread, and
// the page's thread is the one that must also start the app and render the answer. There it only
// receives the page's data (docs/decisions/0062-offline-search-thread.md). Without module workers,
// or when the thread fails, the page's own thread draws it as before.
import type { Drawn } from './drawn-lists';

/** What a page asks the thread to draw: a catalogue page with words, or /buscar. */
export type DrawnKind = 'catalog' | 'search';

export interface SearchThreadAsk {
  id: number;
  kind: DrawnKind | 'warm';
  href?: string;
}
export interface SearchThreadReply {
  id: number;
  drawn?: Drawn<unknown> | null;
  failed?: true;
}

/** undefined: not started yet; null: not available in this browser or failed. */
let worker: Worker | null | undefined;
const waiting = new Map<number, (reply: SearchThreadReply) => void>();
let nextId = 0;

function failAll(): void {
  worker?.terminate();
  worker = null;
  for (const done of waiting.values()) done({ id: -1, failed: true });
  waiting.clear();
}

function thread(): Worker | null {
  if (worker !== undefined) return worker;
  try {
    worker = new Worker(new URL('./search.worker.ts', import.meta.url), { type: 'module' });
  } catch {
    worker = null;
    return null;
  }
  worker.onmessage = (event: MessageEvent<SearchThreadReply>) => {
    waiting.get(event.data.id)?.(event.data);
    waiting.delete(event.data.id);
  };
  // Its script could not load (or it broke): what waits is drawn on the page's thread.
  worker.onerror = failAll;
  return worker;
}

/**
 * Starts the thread and its reading of the kept catalogue and index, while the page's own code is
 * still loading. False when there is no such thread here.
 */
export function warmSearchThread(): boolean {
  const started = thread();
  started?.postMessage({ id: nextId++, kind: 'warm' } satisfies SearchThreadAsk);
  return started !== null;
}

/** The page at `url` drawn on the thread, or by `here` on the page's thread when it cannot be. */
export async function drawnOffThread<Page>(kind: DrawnKind, url: URL, here: () => Promise<Drawn<Page> | null>): Promise<Drawn<Page> | null> {
  const started = thread();
  if (!started) return here();
  const id = nextId++;
  const reply = await new Promise<SearchThreadReply>((resolve) => {
    waiting.set(id, resolve);
    started.postMessage({ id, kind, href: url.href } satisfies SearchThreadAsk);
  });
  return reply.failed ? here() : ((reply.drawn ?? null) as Drawn<Page> | null);
}
