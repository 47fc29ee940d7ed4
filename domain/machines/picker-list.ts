// What the 'Mi máquina' picker offers: the catalogue's brands, each with the models its products
// name and how many parts fit each. Only brands with a model: the picker saves a model. Built by the
// server for /api/maquinas and by the phone from its saved catalogue when there is no signal.
import type { CatalogMachines } from './catalog-machines';

interface PickerModel {
  /** 'John Deere 3530', as the machine's page names it. */
  name: string;
  slug: string;
  count: number;
}

export interface PickerBrand {
  name: string;
  slug: string;
  /** Parts that fit any machine of the brand. */
  count: number;
  models: PickerModel[];
}

/** A sheet of thousands of models (a hostile one) gives the picker its first ones per brand. */
const MAX_MODELS = 300;

export function pickerBrands(machines: Pick<CatalogMachines, 'brands'>): PickerBrand[] {
  return machines.brands
    .filter((b) => b.models.length > 0)
    .map((b) => ({
      name: b.name,
      slug: b.slug,
      count: b.count,
      models: b.models.slice(0, MAX_MODELS).map((m) => ({ name: `${b.name} ${m.name}`, slug: m.slug, count: m.positions.length })),
    }));
}
