// The picker's list read from the catalogue kept on the phone: one module, so the picker's offline
// code is one small chunk the service worker precaches (scripts/service-worker-build.ts keeps every
// chunk a shop chunk imports, even one a staff page imports too), and a first opening without
// signal finds it. The brands are those the file carries (built-in plus the owner's 'maquinas').
import type { PickerBrand } from '#domain/machines/picker-list';
import { pickerBrands } from '#domain/machines/picker-list';
import { savedCatalog } from '../../offline/saved-catalog';
import { savedCatalogMachines } from '../../lib/machine-offline';

/** The picker's brands and models from the kept catalogue, or null when none is kept. */
export async function savedPickerBrands(): Promise<PickerBrand[] | null> {
  const saved = await savedCatalog().catch(() => null);
  if (!saved) return null;
  return pickerBrands(savedCatalogMachines(saved.catalog));
}
