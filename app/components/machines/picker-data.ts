// The picker's list of brands and models: from the shop (/api/maquinas), or, without signal, read
// from the catalogue saved on the phone with the built-in brands (the saved file carries each
// product's 'Aplica para', not the owner's 'maquinas' tab, so an owner's alias is missing offline).
import type { PickerBrand } from '../../../domain/machines/picker-list';

const MACHINES_API = '/api/maquinas';

export interface PickerData {
  brands: PickerBrand[];
  /** Read from the phone's copy. */
  saved: boolean;
}

const loadReaders = () =>
  Promise.all([
    import('../../offline/saved-catalog'),
    import('../../../domain/machines/catalog-machines'),
    import('../../../domain/machines/brands'),
    import('../../../domain/machines/picker-list'),
  ]);
let readers: ReturnType<typeof loadReaders> | null = null;

/**
 * The code that reads the saved catalogue, asked for as soon as the picker opens (a few KB): the
 * service worker does not keep every piece of it, so a later opening without signal finds it loaded.
 */
export function offlineReaders(): ReturnType<typeof loadReaders> {
  readers ??= loadReaders().catch((error: unknown) => {
    readers = null;
    throw error;
  });
  return readers;
}

async function fromSavedCatalog(): Promise<PickerData | null> {
  const [{ savedCatalog }, { catalogMachines }, { BUILT_IN_BRANDS }, { pickerBrands }] = await offlineReaders();
  const saved = await savedCatalog().catch(() => null);
  if (!saved) return null;
  return { brands: pickerBrands(catalogMachines(saved.catalog.products, BUILT_IN_BRANDS)), saved: true };
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
