// The SEO service of one server process, on its catalogue store and database (server/services.ts).
import { machinePagePaths } from '#domain/machines/paths';
import { machinesOf } from '../catalog/machines';
import type { CatalogSnapshot, CatalogStore } from '../catalog/store';
import type { Config } from '../config';
import type { Executor } from '../db/client';
import { SeoService, type SeoServiceOptions } from './service';

export function seoServiceFor(
  config: Config,
  store: CatalogStore,
  db: () => Promise<Executor>,
  photos?: SeoServiceOptions<CatalogSnapshot>['photos'],
): SeoService<CatalogSnapshot> {
  const extraPages = (snapshot: CatalogSnapshot) => machinePagePaths(machinesOf(snapshot));
  return new SeoService<CatalogSnapshot>({ store, db, shopName: config.SHOP_NAME, publicUrl: config.PUBLIC_URL, photos, extraPages });
}
