// Addresses of the machine pages: /maquinas → /maquinas/{marca} → /maquinas/{marca}/{modelo}.
import type { CatalogMachines } from './catalog-machines';

export const MACHINES_PATH = '/maquinas';
export const brandPath = (brandSlug: string) => `${MACHINES_PATH}/${brandSlug}`;
export const machinePath = (brandSlug: string, modelSlug: string) => `${MACHINES_PATH}/${brandSlug}/${modelSlug}`;

/** Every machine page of a catalogue, for the sitemap: the index, each brand, each model. */
export function machinePagePaths(machines: CatalogMachines): string[] {
  return [MACHINES_PATH, ...machines.brands.flatMap((b) => [brandPath(b.slug), ...b.models.map((m) => machinePath(b.slug, m.slug))])];
}
