// Product page views for the owner's summary, counted where a page is answered (rendered or from
// the page cache), from the address alone: '/producto/{slug}' (or its '.data') resolved to the
// catalogue's id by a map look-up. Robots and prefetches (a pointer resting on a card) are not
// views; nothing about the visitor is read beyond those two headers, and nothing is kept.
import type { IncomingHttpHeaders } from 'node:http';
import { isRobot } from '../../domain/robots';
import { idFromSlug } from '../../domain/slug';
import type { CatalogSnapshot } from '../catalog/store';
import type { EventCounter } from './counter';

const PRODUCT_PREFIX = '/producto/';

export type ViewCounter = (pathname: string, headers: IncomingHttpHeaders) => void;

function isPrefetch(headers: IncomingHttpHeaders): boolean {
  const purpose = headers['sec-purpose'] ?? headers.purpose ?? headers['x-moz'];
  return typeof purpose === 'string' && purpose.toLowerCase().includes('prefetch');
}

/** Counts a view when `pathname` (already without '.data') is a product of the current catalogue. */
export function productViewCounter(counter: Pick<EventCounter, 'record'>, catalog: { current(): Pick<CatalogSnapshot, 'index'> | null }): ViewCounter {
  return (pathname, headers) => {
    try {
      if (!pathname.startsWith(PRODUCT_PREFIX)) return;
      if (isPrefetch(headers) || isRobot(headers['user-agent'])) return;
      const key = idFromSlug(pathname.slice(PRODUCT_PREFIX.length));
      if (!key) return;
      const product = catalog.current()?.index.byId(key);
      if (product) counter.record('vista', product.id);
    } catch {
      // Counting never fails a page.
    }
  };
}
