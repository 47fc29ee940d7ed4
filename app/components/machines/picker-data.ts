// The picker's list of brands and models: from the shop (/api/maquinas), or, without signal, read
// from the catalogue saved on the phone with the brands the file carries (picker-reader.ts).
import type { PickerBrand } from '#domain/machines/picker-list';

const MACHINES_API = '/api/maquinas';

export interface PickerData {
  brands: PickerBrand[];
  /** Read from the phone's copy. */
  saved: boolean;
}

const loadReader = () => import('./picker-reader');
let reader: ReturnType<typeof loadReader> | null = null;

/**
 * The code that reads the saved catalogue, asked for as soon as the picker opens (one small chunk,
 * precached by the service worker): a later opening without signal finds it loaded.
 */
export function offlineReaders(): ReturnType<typeof loadReader> {
  reader ??= loadReader().catch((error: unknown) => {
    reader = null;
    throw error;
  });
  return reader;
}

async function fromSavedCatalog(): Promise<PickerData | null> {
  const brands = await (await offlineReaders()).savedPickerBrands();
  return brands ? { brands, saved: true } : null;
}

/** The list, or null when neither the shop nor a saved catalogue can give one. */
export async function loadPickerData(): Promise<PickerData | null> {
  try {
    // Revalidated, not read from the browser's cache: without signal the saved catalogue answers.
    const response = await fetch(MACHINES_API, { headers: { Accept: 'application/json' }, cache: 'no-cache' });
    if (response.ok) {
      const body = (await response.json()) as { brands?: PickerBrand[] };
      if (Array.isArray(body.brands)) return { brands: body.brands, saved: false };
    }
  } catch {
    // No signal: the saved catalogue below.
  }
  return fromSavedCatalog();
}
