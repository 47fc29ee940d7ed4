// The machines a search reads in its words, the same on the shop and on the phone: the catalogue's
// machine index (catalog-machines.ts) and the brand matcher of the same brands (built-in plus the
// owner's 'maquinas' tab), with the one rule for a model typed without its series letter.
import { brandMatcher, type BrandMatcher } from './brand-matcher';
import type { BrandEntry } from './brands';
import type { CatalogMachines, MachineModel } from './catalog-machines';

export interface MachineSource {
  matcher: BrandMatcher;
  /** A model the catalogue has, with the positions of the products that fit it. */
  model(brandSlug: string, modelSlug: string): MachineModel | undefined;
}

const LETTERS = /^[a-z]+$/;

/**
 * The one model of the brand that is the typed model plus letters ('6110' is the catalogue's
 * '6110J' when it has no other '6110…'): customers leave the series letter out. Undefined when
 * there is none or several.
 */
function familyModel(machines: CatalogMachines, brandSlug: string, modelSlug: string): MachineModel | undefined {
  const prefix = `${modelSlug}-`;
  const family = machines.brand(brandSlug)?.models.filter((m) => m.slug.startsWith(prefix) && LETTERS.test(m.slug.slice(prefix.length))) ?? [];
  return family.length === 1 ? family[0] : undefined;
}

/** The search's source over a catalogue's machines, read with `brands`. */
export function machineSource(machines: CatalogMachines, brands: readonly BrandEntry[]): MachineSource {
  return {
    matcher: brandMatcher(brands),
    model: (brandSlug, modelSlug) => machines.model(brandSlug, modelSlug) ?? familyModel(machines, brandSlug, modelSlug),
  };
}
