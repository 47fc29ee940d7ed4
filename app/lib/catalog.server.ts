// What the loaders share about the in-memory catalogue. A request never waits for a refresh: it
// reads whatever snapshot is current (`context.get(servicesContext).catalog.current()`), or learns
// that none has ever loaded and answers at once with why.
import { data } from 'react-router';
import { SHOP_TEXTS, TEXTS } from '#domain/copy';
import type { CatalogStatus } from '#server/catalog/store';

/** docs/product.md §8: what pages show when the Google sheet refused the shop's account. */
const CATALOG_LOAD_ERROR = TEXTS.productsLoadFailed;

export interface CatalogUnavailable {
  /** `waiting`: the first read is still running, a wait rather than a failure (shown calmly). */
  error: { title: string; description: string; waiting?: boolean };
  /** Seconds a visitor (or a crawler) should wait before asking again. */
  retryAfterSeconds: number;
}

/** Seconds until a start-up read is usually done (a 12,000-row sheet takes 2-4 s). */
export const LOADING_RETRY_SECONDS = 5;
/** A failed read is tried again on the next refresh, minutes away. */
export const FAILED_RETRY_SECONDS = 60;

/**
 * Why there is no catalogue to show, in words for the visitor. The owner's hint about sharing the
 * sheet appears only when Google really refused the account (403); while the first read of a
 * start is still running, visitors read that the catalogue is being updated.
 */
export function catalogUnavailable(status: Pick<CatalogStatus, 'lastErrorCode' | 'lastError'>): CatalogUnavailable {
  if (status.lastErrorCode === 'google-forbidden') return { error: CATALOG_LOAD_ERROR, retryAfterSeconds: FAILED_RETRY_SECONDS };
  if (status.lastError === null) return { error: { ...SHOP_TEXTS.catalogUpdating, waiting: true }, retryAfterSeconds: LOADING_RETRY_SECONDS };
  return { error: SHOP_TEXTS.catalogFailed, retryAfterSeconds: FAILED_RETRY_SECONDS };
}

/** A loader's 503 answer while there is no catalogue: `fields` plus `error`, with Retry-After. */
export function catalogUnavailableData<T extends object>(catalog: { status(): Pick<CatalogStatus, 'lastErrorCode' | 'lastError'> }, fields: T) {
  const { error, retryAfterSeconds } = catalogUnavailable(catalog.status());
  return data({ ...fields, error }, { status: 503, headers: { 'Retry-After': String(retryAfterSeconds) } });
}

/** The route's `headers`: passes the loader's Retry-After on to the page. */
export function catalogHeaders({ loaderHeaders }: { loaderHeaders: Headers }): Headers {
  const retryAfter = loaderHeaders.get('Retry-After');
  return new Headers(retryAfter ? { 'Retry-After': retryAfter } : {});
}
