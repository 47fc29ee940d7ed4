// The machines of the current catalogue (domain/machines/catalog-machines.ts), built once per
// snapshot on first use and dropped with it.
import { BUILT_IN_BRANDS } from '#domain/machines/brands';
import { catalogMachines, type CatalogMachines } from '#domain/machines/catalog-machines';
import { machineSource } from '#domain/machines/machine-source';
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
  return () => (source ??= machineSource(machinesOf(snapshot), snapshot.machineBrands ?? BUILT_IN_BRANDS));
}
