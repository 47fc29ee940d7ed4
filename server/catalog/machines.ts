// The machines of the current catalogue (domain/machines/catalog-machines.ts), built once per
// snapshot on first use and dropped with it.
import { brandMatcher } from '../../domain/machines/brand-matcher';
import { BUILT_IN_BRANDS } from '../../domain/machines/brands';
import { catalogMachines, type CatalogMachines } from '../../domain/machines/catalog-machines';
import type { MachineSource } from './index-types';
import type { CatalogSnapshot } from './store';

const built = new WeakMap<CatalogSnapshot['index'], CatalogMachines>();

export function machinesOf(snapshot: Pick<CatalogSnapshot, 'products' | 'index' | 'machineBrands'>): CatalogMachines {
  let machines = built.get(snapshot.index);
  if (!machines) {
    machines = catalogMachines(snapshot.products, snapshot.machineBrands ?? BUILT_IN_BRANDS);
    built.set(snapshot.index, machines);
  }
  return machines;
}

/**
 * The snapshot's machines as its search reads them (the index asks on the first search that could
 * name one): the same machine index, and the brands with the owner's aliases.
 */
export function machineSourceOf(snapshot: Pick<CatalogSnapshot, 'products' | 'index' | 'machineBrands'>): () => MachineSource {
  let source: MachineSource | null = null;
  return () => {
    if (source === null) {
      const machines = machinesOf(snapshot);
      const model = (brandSlug: string, modelSlug: string) => machines.model(brandSlug, modelSlug) ?? familyModel(machines, brandSlug, modelSlug);
      source = { matcher: brandMatcher(snapshot.machineBrands ?? BUILT_IN_BRANDS), model };
    }
    return source;
  };
}

const LETTERS = /^[a-z]+$/;

/**
 * The one model of the brand that is the typed model plus letters ('6110' is the catalogue's
 * '6110J' when it has no other '6110…'): customers leave the series letter out. Undefined when
 * there is none or several.
 */
function familyModel(machines: CatalogMachines, brandSlug: string, modelSlug: string) {
  const prefix = `${modelSlug}-`;
  const family = machines.brand(brandSlug)?.models.filter((m) => m.slug.startsWith(prefix) && LETTERS.test(m.slug.slice(prefix.length))) ?? [];
  return family.length === 1 ? family[0] : undefined;
}
