// The catalogue kept on the phone (IndexedDB through `idb`, its own database so that no other store
// of the shop can upgrade or clear it): the file's text as it came, checked before it is kept, and
// read back, checked again and indexed once per page session. Loaded on demand, never in the first
// bundle (docs/decisions/0034-catalogue-on-the-phone.md).
import { decodeOfflineCatalog, type OfflineCatalog } from '../../domain/offline-catalog';
import { buildOfflineIndex, type OfflineIndex } from '../../domain/offline-search';
import { CURRENT, STORE, catalogDb, type SavedRecord } from './catalog-db';

/** What the menu shows of the saved catalogue. */
export interface SavedSummary {
  version: string;
  savedAt: string;
  bytes: number;
  count: number;
}

/** Told whenever what is kept changes (saved, replaced, deleted), so the menu can show it. */
export const SAVED_CHANGED_EVENT = 'tienda:catalogo-guardado';

let loaded: { version: string; catalog: OfflineCatalog; index: OfflineIndex } | null = null;

function announce(): void {
  // In the download's worker there is no page to tell (sync-off-thread.ts tells it).
  if (typeof window !== 'undefined') window.dispatchEvent(new Event(SAVED_CHANGED_EVENT));
}

export async function savedSummary(): Promise<SavedSummary | null> {
  const record = await (await catalogDb()).get(STORE, CURRENT);
  return record ? { version: record.version, savedAt: record.savedAt, bytes: record.bytes, count: record.count } : null;
}

/**
 * Keeps `text` if it is a whole, valid file of `expectedVersion`; otherwise keeps what was there
 * and returns false (a file cut short, altered or of another version is never kept).
 */
export async function saveCatalog(text: string, expectedVersion: string | null): Promise<boolean> {
  const catalog = decodeOfflineCatalog(text, expectedVersion ?? undefined);
  if (!catalog) return false;
  const record: SavedRecord = {
    version: catalog.version,
    text,
    savedAt: new Date().toISOString(),
    bytes: new Blob([text]).size,
    count: catalog.products.length,
  };
  await (await catalogDb()).put(STORE, record, CURRENT);
  // Indexed when a page first needs it, not now: a background download stays one short task.
  loaded = null;
  announce();
  return true;
}

export async function deleteSaved(): Promise<void> {
  await (await catalogDb()).delete(STORE, CURRENT);
  loaded = null;
  announce();
}

/** The saved catalogue, checked and indexed (once per page session), or null when none is kept. */
export async function savedCatalog(): Promise<{ catalog: OfflineCatalog; index: OfflineIndex } | null> {
  const record = await (await catalogDb()).get(STORE, CURRENT);
  if (!record) return null;
  if (loaded?.version === record.version) return loaded;
  const catalog = decodeOfflineCatalog(record.text, record.version);
  if (!catalog) return null;
  loaded = { version: catalog.version, catalog, index: buildOfflineIndex(catalog.products, catalog.synonyms) };
  return loaded;
}
