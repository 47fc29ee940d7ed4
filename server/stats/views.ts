// Product page views for the owner's summary, counted where a page is answered (rendered or from
// the page cache), from the address alone: '/producto/{slug}' (or its '.data') resolved to the
// catalogue's id by a map look-up. Robots and prefetches (a pointer resting on a card) are not
// views; nothing about the visitor is read beyond those two headers, and nothing is kept.
import type { IncomingHttpHeaders, IncomingMessage } from 'node:http';
import { isRobot } from '../../domain/robots';
import { idFromSlug } from '../../domain/slug';
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

/** Counts a view when `pathname` (already without '.data') is a product of the current catalogue. */
export function productViewCounter(
  counter: Pick<EventCounter, 'record'>,
  catalog: { current(): Pick<CatalogSnapshot, 'index'> | null },
  /** One view per product per address an hour: reloading a page 2,000 times is one view. */
  once = new OncePerWindow(),
  now: () => number = Date.now,
): ViewCounter {
  return (pathname, req) => {
    try {
      const headers = req.headers;
      if (!pathname.startsWith(PRODUCT_PREFIX)) return;
      if (isPrefetch(headers) || isRobot(headers['user-agent'])) return;
      const key = idFromSlug(pathname.slice(PRODUCT_PREFIX.length));
      if (!key) return;
      const product = catalog.current()?.index.byId(key);
      if (product && once.first(`${visitorKey(req.ip ?? req.socket?.remoteAddress)}\u0000${product.id}`, now())) counter.record('vista', product.id);
    } catch {
      // Counting never fails a page.
    }
  };
}
