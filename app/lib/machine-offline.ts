// The machines of the catalogue kept on the phone, for the pages drawn from it without signal
// (app/offline/drawn-lists.ts) and the picker: the same reading as the shop's (domain/machines), with the
// brands the file carries (built-in plus the owner's 'maquinas' tab).
import { BUILT_IN_BRANDS, type BrandEntry } from '#domain/machines/brands';
import type { MachineSource } from '#domain/machines/machine-source';
import { savedMachineSource, savedMachines } from '#domain/machines/offline-fit';
import type { OfflineCatalog, OfflineProduct } from '#domain/offline-catalog';
import { machineName } from './machine-paths';
import { MACHINE_PARAM, MACHINE_SLUG, type MachineFilterView } from './my-machines';

type Saved = Pick<OfflineCatalog, 'products'> & { machineBrands?: BrandEntry[] };

/** A copy kept by an older build has no brands of its own: the built-in ones read it. */
const brandsOf = (catalog: Saved) => catalog.machineBrands ?? BUILT_IN_BRANDS;

const sources = new WeakMap<readonly OfflineProduct[], MachineSource>();

/** The search's machine source over the kept catalogue (the machine index is read on the first brand typed). */
export function savedSearchMachines(catalog: Saved): MachineSource {
  let source = sources.get(catalog.products);
  if (!source) sources.set(catalog.products, (source = savedMachineSource(catalog.products, brandsOf(catalog))));
  return source;
}

/** The kept catalogue's machine index (the picker's brands and models). */
export function savedCatalogMachines(catalog: Saved) {
  return savedMachines(catalog.products, brandsOf(catalog));
}

const MAX_SLUG = 80;

interface SavedMachineFilter {
  view: MachineFilterView;
  keep: (product: OfflineProduct) => boolean;
}

/**
 * The 'Solo lo que sirve para mi …' filter (`maquina=john-deere/3530`) on the kept catalogue, as
 * the shop reads it (app/lib/machine-filter.server.ts): null without one; an unknown or malformed
 * machine keeps nothing.
 */
export function savedMachineFilter(catalog: Saved, params: URLSearchParams): SavedMachineFilter | null {
  const raw = params.get(MACHINE_PARAM);
  if (raw === null) return null;
  const parts = raw.length <= 2 * MAX_SLUG + 1 ? raw.split('/') : [];
  const valid = parts.length === 2 && parts.every((p) => p.length <= MAX_SLUG && MACHINE_SLUG.test(p));
  const model = valid ? savedCatalogMachines(catalog).model(parts[0], parts[1]) : undefined;
  if (!model) return { view: { param: raw.slice(0, 2 * MAX_SLUG + 1), name: null }, keep: () => false };
  const fits = new Set(model.positions.map((i) => catalog.products[i]));
  return { view: { param: `${model.brandSlug}/${model.slug}`, name: machineName(model.brand, model.name) }, keep: (p) => fits.has(p) };
}
