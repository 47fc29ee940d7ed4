// The loaders' door to the in-memory catalogue. A request never waits for a refresh: it reads
// whatever snapshot is current, or learns that none has ever loaded.
import { TEXTS } from '../../domain/copy';
import { getCatalogStore } from '../../server/catalog/store';

export type CatalogSnapshot = NonNullable<ReturnType<ReturnType<typeof getCatalogStore>['current']>>;

export function currentCatalog(): CatalogSnapshot | null {
  return getCatalogStore().current();
}

/** Spec section 8: what pages show when no catalogue has ever loaded. */
export const CATALOG_LOAD_ERROR = TEXTS.productsLoadFailed;

export const PAGE_SIZE = 24;
export const MAX_PAGE = 200;

export function parsePage(value: string | null): number {
  const n = Number.parseInt(value ?? '1', 10);
  return Number.isFinite(n) && n >= 1 ? Math.min(n, MAX_PAGE) : 1;
}
