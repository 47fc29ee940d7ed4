// Where the phone keeps the catalogue (IndexedDB through `idb`, its own database so that no other
// store of the shop can upgrade or clear it). Shared by the pages (saved-catalog.ts) and the
// service worker, which only asks whether one is kept.
import { openDB, type DBSchema, type IDBPDatabase } from 'idb';

const DB_NAME = 'tienda-catalogo';
export const STORE = 'catalogo';
export const CURRENT = 'actual';

/** What is kept: one record, replaced whole. */
export interface SavedRecord {
  version: string;
  /** The file's JSON as it arrived. */
  text: string;
  /** ISO time it was saved. */
  savedAt: string;
  /** Bytes of the text (UTF-8), what the phone keeps. */
  bytes: number;
  count: number;
}

interface CatalogDb extends DBSchema {
  [STORE]: { key: string; value: SavedRecord };
}

let dbPromise: Promise<IDBPDatabase<CatalogDb>> | null = null;

export function catalogDb(): Promise<IDBPDatabase<CatalogDb>> {
  dbPromise ??= openDB<CatalogDb>(DB_NAME, 1, {
    upgrade(database) {
      database.createObjectStore(STORE);
    },
  }).catch((error: unknown) => {
    // Private mode or storage refused: the next call tries again.
    dbPromise = null;
    throw error;
  });
  return dbPromise;
}

/** Is a catalogue kept? (Its key only: the file itself is megabytes.) */
export async function hasSavedCatalog(): Promise<boolean> {
  try {
    return (await (await catalogDb()).getKey(STORE, CURRENT)) !== undefined;
  } catch {
    return false;
  }
}
