// The catalogue kept on the phone (IndexedDB through `idb`, its own database so that no other store
// of the shop can upgrade or clear it): the file's text as it came, checked before it is kept, with
// its products decoded and its search index built beside it when it is saved (in the download's
// worker), so that a page drawn from it reads only what it needs: a product or a catalogue page the
// products, a search the index too. Loaded on demand, never in the first bundle
// (docs/decisions/0034-catalogue-on-the-phone.md, 0044-never-visited-pages-offline.md). The
// products are also kept in slices (saved-slices.ts) so that a catalogue or product page drawn
// without signal decodes a part of them, not 12,000 (decision 0060).
import { decodeOfflineCatalog, type OfflineCatalog, type OfflineProduct } from '#domain/offline-catalog';
import { packOfflineIndex, unpackOfflineIndex } from '#domain/offline-index-pack';
import { packedIndexBytes } from '#domain/offline-index-bytes';
import { buildOfflineIndex, type OfflineIndex } from '#domain/offline-search';
import {
  CURRENT,
  INDEX,
  PRODUCTS,
  STORE,
  SUMMARY,
  catalogDb,
  type IndexRecord,
  type ProductsRecord,
  type SavedRecord,
  type SavedSummaryRecord,
  type SliceRecord,
} from './catalog-db';
import type { SliceOfPage } from './saved-slices';

/** What the menu shows of the saved catalogue. */
export type SavedSummary = SavedSummaryRecord;

/** Told whenever what is kept changes (saved, replaced, deleted), so the menu can show it. */
export const SAVED_CHANGED_EVENT = 'tienda:catalogo-guardado';

/** The kept catalogue's products and when it was saved (milliseconds), read once per page session. */
export interface LoadedCatalog {
  catalog: OfflineCatalog;
  savedAt: number;
}

let loaded: (LoadedCatalog & { version: string; index?: OfflineIndex }) | null = null;

/** Slices read in this page session (or being read), by their key. */
const slices = new Map<string, Promise<SavedProducts | null>>();

function forget(): void {
  loaded = null;
  slices.clear();
}

// Saved by the download's worker (sync-off-thread.ts tells this page): what was read is of another version.
if (typeof window !== 'undefined') window.addEventListener(SAVED_CHANGED_EVENT, forget);

function announce(): void {
  // In the download's worker there is no page to tell (sync-off-thread.ts tells it).
  if (typeof window !== 'undefined') window.dispatchEvent(new Event(SAVED_CHANGED_EVENT));
}

async function readSummary(): Promise<SavedSummary | null> {
  const db = await catalogDb();
  const summary = (await db.get(STORE, SUMMARY)) as SavedSummaryRecord | undefined;
  if (summary) return summary;
  // Kept by an older build (the text alone): its products and index are made now, once.
  const record = (await db.get(STORE, CURRENT)) as SavedRecord | undefined;
  if (!record || !(await keep(record.text, record.version, record.savedAt))) return null;
  return ((await db.get(STORE, SUMMARY)) as SavedSummaryRecord | undefined) ?? null;
}

export async function savedSummary(): Promise<SavedSummary | null> {
  return readSummary();
}

/** Checks `text` and keeps it with its products and search index, all in one transaction. */
async function keep(text: string, expectedVersion: string | null, savedAt = new Date().toISOString()): Promise<boolean> {
  const catalog = decodeOfflineCatalog(text, expectedVersion ?? undefined);
  if (!catalog) return false;
  const { version } = catalog;
  const packed = packOfflineIndex(buildOfflineIndex(catalog.products, catalog.synonyms));
  const summary: SavedSummaryRecord = { version, savedAt, bytes: new Blob([text]).size, indexBytes: packedIndexBytes(packed), count: catalog.products.length };
  const index: IndexRecord = { version, index: packed };
  const products: ProductsRecord = { version, catalog };
  // Loaded here, not with this file: the menu's panel loads this file on every page, the slices'
  // code is only for saving (in the download's worker) and for the pages drawn offline.
  const { sliceRecords } = await import('./saved-slices');
  const parts = sliceRecords(catalog);
  const tx = (await catalogDb()).transaction(STORE, 'readwrite');
  // Cleared first in the same transaction: no slice of the last version outlives it.
  await Promise.all([
    tx.store.clear(),
    tx.store.put({ ...summary, text }, CURRENT),
    tx.store.put(summary, SUMMARY),
    tx.store.put(products, PRODUCTS),
    tx.store.put(index, INDEX),
    ...parts.map(([key, record]) => tx.store.put(record, key)),
    tx.done,
  ]);
  forget();
  return true;
}

/**
 * Keeps `text` if it is a whole, valid file of `expectedVersion`; otherwise keeps what was there
 * and returns false (a file cut short, altered or of another version is never kept).
 */
export async function saveCatalog(text: string, expectedVersion: string | null): Promise<boolean> {
  if (!(await keep(text, expectedVersion))) return false;
  announce();
  return true;
}

export async function deleteSaved(): Promise<void> {
  const tx = (await catalogDb()).transaction(STORE, 'readwrite');
  await Promise.all([tx.store.clear(), tx.done]);
  forget();
  announce();
}

/** The saved catalogue's products (read once per page session), or null when none is kept. */
export async function savedCatalog(): Promise<LoadedCatalog | null> {
  const summary = await readSummary();
  if (!summary) return null;
  if (loaded?.version === summary.version) return loaded;
  const record = (await (await catalogDb()).get(STORE, PRODUCTS)) as ProductsRecord | undefined;
  if (!record || record.version !== summary.version) return null;
  loaded = { version: summary.version, catalog: record.catalog, savedAt: Date.parse(summary.savedAt) };
  return loaded;
}

/** The saved catalogue with its search index (read once per page session), or null. */
export async function savedSearch(): Promise<(LoadedCatalog & { index: OfflineIndex }) | null> {
  const saved = await savedCatalog();
  if (!saved || !loaded) return null;
  if (loaded.index) return { ...saved, index: loaded.index };
  const record = (await (await catalogDb()).get(STORE, INDEX)) as IndexRecord | undefined;
  const { products, synonyms } = saved.catalog;
  const index = (record?.version === loaded.version ? unpackOfflineIndex(record.index, products, synonyms) : null) ?? buildOfflineIndex(products, synonyms);
  loaded = { ...loaded, index };
  return { ...saved, index };
}

/** Products to draw a page from, with what their cards need. */
export interface SavedProducts {
  products: readonly OfflineProduct[];
  pricesIncludeIva: boolean | null;
  savedAt: number;
}

async function readSlice(key: string): Promise<SavedProducts | null> {
  // The summary and the slice in one transaction: one wait for IndexedDB instead of two.
  const tx = (await catalogDb()).transaction(STORE);
  const [summary, slice] = (await Promise.all([tx.store.get(SUMMARY), tx.store.get(key)])) as [SavedSummaryRecord | undefined, SliceRecord | undefined];
  if (summary && slice?.version === summary.version)
    return { products: slice.products, pricesIncludeIva: slice.pricesIncludeIva, savedAt: Date.parse(summary.savedAt) };
  // Kept by a build without slices (or as text alone): the whole, as before.
  const saved = await savedCatalog();
  return saved && { products: saved.catalog.products, pricesIncludeIva: saved.catalog.pricesIncludeIva, savedAt: saved.savedAt };
}

/**
 * The products of one slice (saved-slices.ts), read once per page session; all of them when the
 * catalogue was kept by a build without slices; null when none is kept.
 */
export function savedSlice(key: string): Promise<SavedProducts | null> {
  let read = slices.get(key);
  if (!read) {
    read = readSlice(key);
    slices.set(key, read);
    // A failed read is tried again by the next page.
    read.catch(() => slices.delete(key));
  }
  return read;
}

/**
 * Starts reading what a page will be drawn from (`sliceFor()` of its address) while its own code
 * (the route table, the route's module) is still loading: the route then finds it read or on its way.
 */
export function warmSaved(part: SliceOfPage): void {
  const read = part === 'search' ? savedSearch() : part === 'whole' ? savedCatalog() : part === null ? null : savedSlice(part);
  read?.catch(() => null);
}
