// Product page views for the owner's summary, counted where a page is answered (rendered or from
// the page cache), from the address alone: '/producto/{slug}' (or its '.data') resolved to the
// catalogue's id by a map look-up. Robots and prefetches (a pointer resting on a card) are not
// views; nothing about the visitor is read beyond those two headers, and nothing is kept.
import type { IncomingHttpHeaders, IncomingMessage } from 'node:http';
import { isRobot } from '#domain/robots';
import { idFromSlug } from '#domain/slug';
import type { CatalogSnapshot } from '../catalog/store';
import type { EventCounter } from './counter';
import { OncePerWindow, visitorKey } from './once';

const PRODUCT_PREFIX = '/producto/';

/** The request a page answered: its headers, and its client's address (Express's `ip` behind a trusted proxy). */
export type ViewRequest = Pick<IncomingMessage, 'headers'> & { ip?: string; socket?: { remoteAddress?: string } };
export type ViewCounter = (pathname: string, req: ViewRequest) => void;

function isPrefetch(headers: IncomingHttpHeaders): boolean {
  const purpose = headers['sec-purpose'] ?? headers.purpose ?? headers['x-moz'];
  return typeof purpose === 'string' && purpose.toLowerCase().includes('prefetch');
}

/** User agents and product addresses whose answer is kept (past this the map starts again). */
const MAX_REMEMBERED_AGENTS = 256;
const MAX_REMEMBERED_ADDRESSES = 4096;

/** Counts a view when `pathname` (already without '.data') is a product of the current catalogue. */
export function productViewCounter(
  counter: Pick<EventCounter, 'record'>,
  catalog: { current(): Pick<CatalogSnapshot, 'index'> | null },
  /** One view per product per address an hour: reloading a page 2,000 times is one view. */
  once = new OncePerWindow(),
  now: () => number = Date.now,
): ViewCounter {
  // A product page from the page cache is counted on every hit: the verdict on a user agent and
  // the product of an address (per catalogue snapshot) are kept for the ones seen last, so a
  // repeated view reads two maps instead of running the robot pattern and decoding the address.
  const robots = new Map<string, boolean>();
  const products = new WeakMap<object, Map<string, string | null>>();
  return (pathname, req) => {
    try {
      const headers = req.headers;
      if (!pathname.startsWith(PRODUCT_PREFIX)) return;
      if (isPrefetch(headers)) return;
      const agent = headers['user-agent'];
      if (agent === undefined) return; // no user agent: a robot (isRobot)
      let robot = robots.get(agent);
      if (robot === undefined) {
        if (robots.size >= MAX_REMEMBERED_AGENTS) robots.clear();
        robots.set(agent, (robot = isRobot(agent)));
      }
      if (robot) return;
      const snapshot = catalog.current();
      if (!snapshot) return;
      let ids = products.get(snapshot);
      if (!ids) products.set(snapshot, (ids = new Map()));
      let id = ids.get(pathname);
      if (id === undefined) {
        const key = idFromSlug(pathname.slice(PRODUCT_PREFIX.length));
        id = (key ? snapshot.index.byId(key)?.id : undefined) ?? null;
        if (ids.size >= MAX_REMEMBERED_ADDRESSES) ids.clear();
        ids.set(pathname, id);
      }
      if (id !== null && once.first(`${visitorKey(req.ip ?? req.socket?.remoteAddress)}\u0000${id}`, now())) counter.record('vista', id);
    } catch {
      // Counting never fails a page.
    }
  };
}
