// What the loaders share about the in-memory catalogue. A request never waits for a refresh: it
// reads whatever snapshot is current (`context.get(servicesContext).catalog.current()`), or learns
// that none has ever loaded.
import { TEXTS } from '../../domain/copy';

export type { CatalogSnapshot } from '../../server/catalog/store';

/** docs/product.md §8: what pages show when no catalogue has ever loaded. */
export const CATALOG_LOAD_ERROR = TEXTS.productsLoadFailed;

// The paging rule of the product lists lives in domain/paging.ts: 24 cards a page,
// 'Ver más' cumulative up to page 5, numbered pages of 24 after it, at most 120 cards a list.
// /api/productos reads its page number with the same parsePage.
export { MAX_CARDS_PER_LIST, MAX_CARDS_PER_REQUEST, MAX_PAGE, PAGE_SIZE, pageSlice, pageWindow, parsePage } from '../../domain/paging';
