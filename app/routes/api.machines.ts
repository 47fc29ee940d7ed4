// GET /api/maquinas: the brands and models the 'Mi máquina' picker offers, with how many parts fit
// each (domain/machines/picker-list.ts). Asked for only when a visitor opens the picker.
import { data } from 'react-router';
import type { Route } from './+types/api.machines';
import { catalogUnavailableData } from '../lib/catalog.server';
import { currentMachines } from '../lib/machines.server';
import { pickerBrands } from '#domain/machines/picker-list';

export function loader({ context }: Route.LoaderArgs) {
  const { services, machines } = currentMachines(context);
  if (!machines) return catalogUnavailableData(services.catalog, { brands: [] });
  return data({ brands: pickerBrands(machines), error: null }, { headers: { 'Cache-Control': 'public, max-age=60' } });
}
