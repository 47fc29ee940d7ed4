// Where the phone keeps the catalogue (IndexedDB through `idb`, its own database so that no other
// store of the shop can upgrade or clear it). Shared by the pages (saved-catalog.ts) and the
// service worker, which only asks whether one is kept.
import { openDB, type DBSchema, type IDBPDatabase } from 'idb';
import type { OfflineCatalog, OfflineProduct } from '#domain/offline-catalog';
import type { PackedOfflineIndex } from '#domain/offline-index-pack';

const DB_NAME = 'tienda-catalogo';
export const STORE = 'catalogo';
/** The file's text, as it came (SavedRecord). */
export const CURRENT = 'actual';
/** What the menu shows and which version the records below belong to (SavedSummaryRecord). */
export const SUMMARY = 'resumen';
/** The file's products, decoded and checked (ProductsRecord): what most pages need. */
export const PRODUCTS = 'productos';
/** The search's index, built (IndexRecord): only searches need it. */
export const INDEX = 'indice';
// Besides: slices of the products (SliceRecord), keyed as saved-slices.ts says.

/** The file as it came: one record, replaced whole with the others in one transaction. */
export interface SavedRecord {
  version: string;
  /** The file's JSON as it arrived. */
  text: string;
  /** ISO time it was saved. */
  savedAt: string;
  /** Bytes of the text (UTF-8), what the phone keeps. */
  bytes: number;
  /** About how many bytes the search index kept beside it takes (absent: kept by an older build). */
  indexBytes?: number;
  count: number;
}

export type SavedSummaryRecord = Omit<SavedRecord, 'text'>;

export interface ProductsRecord {
  version: string;
  catalog: OfflineCatalog;
}

/** Part of the products, copied apart so that a page decodes only what it draws (saved-slices.ts). */
export interface SliceRecord {
  version: string;
  products: OfflineProduct[];
  pricesIncludeIva: boolean | null;
}

export interface IndexRecord {
  version: string;
  index: PackedOfflineIndex;
}

/** Each key holds its own kind of record (see the keys above). */
interface CatalogDb extends DBSchema {
  [STORE]: { key: string; value: SavedRecord | SavedSummaryRecord | ProductsRecord | IndexRecord | SliceRecord };
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
