// The machines of the current catalogue (domain/machines/catalog-machines.ts), built once per
// snapshot on first use and dropped with it.
import { BUILT_IN_BRANDS } from '../../domain/machines/brands';
import { catalogMachines, type CatalogMachines } from '../../domain/machines/catalog-machines';
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
