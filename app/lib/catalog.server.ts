// What the loaders share about the in-memory catalogue. A request never waits for a refresh: it
// reads whatever snapshot is current (`context.get(servicesContext).catalog.current()`), or learns
// that none has ever loaded.
import { TEXTS } from '../../domain/copy';

/** docs/product.md §8: what pages show when no catalogue has ever loaded. */
export const CATALOG_LOAD_ERROR = TEXTS.productsLoadFailed;
