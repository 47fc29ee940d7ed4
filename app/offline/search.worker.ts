// Draws the pages that search the kept catalogue on a thread of their own (search-thread.ts tells
// why): the whole catalogue and its index are read here once per page session and kept, so that
// the page's thread receives only the page's data. The shop's static files, this script included,
// are allowed as workers by the CSP (`worker-src 'self'`) and precached for use without signal.
import { catalogPageDrawn, searchPageDrawn, type Drawn } from './drawn-lists';
import { savedSearch } from './saved-catalog';
import type { SearchThreadAsk, SearchThreadReply } from './search-thread';

interface WorkerScope {
  onmessage: ((event: MessageEvent<SearchThreadAsk>) => void) | null;
  postMessage(message: SearchThreadReply): void;
}
declare const self: WorkerScope;

function reply(message: SearchThreadReply): void {
  try {
    self.postMessage(message);
  } catch {
    // Something in the page's data could not be copied: the page draws it on its own thread.
    self.postMessage({ id: message.id, failed: true });
  }
}

self.onmessage = ({ data: { id, kind, href } }) => {
  if (kind === 'warm' || !href) {
    void savedSearch().catch(() => null);
    return;
  }
  const draw: (url: URL) => Promise<Drawn<unknown> | null> = kind === 'search' ? searchPageDrawn : catalogPageDrawn;
  // Inside the promise: a throw would otherwise leave the page waiting for an answer.
  Promise.resolve()
    .then(() => draw(new URL(href)))
    .then(
      (drawn) => reply({ id, drawn }),
      () => reply({ id, failed: true }),
    );
};
