// The process-wide SEO service, on the process's catalogue store and database (kept on
// globalThis like the store: a development reload must not subscribe a second one).
import { getCatalogStore, type CatalogSnapshot } from '../catalog/store';
import { getConfig } from '../config';
import { getDatabase } from '../db/client';
import { SeoService } from './service';

const KEY = Symbol.for('tienda.seo');

export function getSeoService(): SeoService<CatalogSnapshot> {
  const holder = globalThis as unknown as Record<symbol, SeoService<CatalogSnapshot> | undefined>;
  return (holder[KEY] ??= new SeoService<CatalogSnapshot>({ store: getCatalogStore(), db: getDatabase, shopName: getConfig().SHOP_NAME }));
}
