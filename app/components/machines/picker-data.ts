// The picker's list of brands and models: from the shop (/api/maquinas), or, without signal, read
// from the catalogue saved on the phone with the built-in brands (the saved file carries each
// product's 'Aplica para', not the owner's 'maquinas' tab, so an owner's alias is missing offline).
import type { PickerBrand } from '../../../domain/machines/picker-list';

export const MACHINES_API = '/api/maquinas';

export interface PickerData {
  brands: PickerBrand[];
  /** Read from the phone's copy. */
  saved: boolean;
}

async function fromSavedCatalog(): Promise<PickerData | null> {
  const [{ savedCatalog }, { catalogMachines }, { BUILT_IN_BRANDS }, { pickerBrands }] = await Promise.all([
    import('../../offline/saved-catalog'),
    import('../../../domain/machines/catalog-machines'),
    import('../../../domain/machines/brands'),
    import('../../../domain/machines/picker-list'),
  ]);
  const saved = await savedCatalog().catch(() => null);
  if (!saved) return null;
  return { brands: pickerBrands(catalogMachines(saved.catalog.products, BUILT_IN_BRANDS)), saved: true };
}

/** The list, or null when neither the shop nor a saved catalogue can give one. */
export async function loadPickerData(): Promise<PickerData | null> {
  try {
    const response = await fetch(MACHINES_API, { headers: { Accept: 'application/json' } });
    if (response.ok) {
      const body = (await response.json()) as { brands?: PickerBrand[] };
      if (Array.isArray(body.brands)) return { brands: body.brands, saved: false };
    }
  } catch {
    // No signal: the saved catalogue below.
  }
  return fromSavedCatalog();
}
