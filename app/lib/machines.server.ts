// What the machine pages' loaders share: the current catalogue's machines, or why there is none.
import type { RouterContextProvider } from 'react-router';
import { machinesOf } from '#server/catalog/machines';
import { servicesContext } from '#server/context';

export function currentMachines(context: Readonly<RouterContextProvider>) {
  const services = context.get(servicesContext);
  const catalog = services.catalog.current();
  return catalog ? { services, catalog, machines: machinesOf(catalog) } : { services, catalog: null, machines: null };
}
