// What every answer of a catalogue page (/repuestos …) carries, lists or not: the server's loader
// (catalog-page.server.ts) and the page drawn from the phone's saved catalogue (app/offline/drawn-lists.ts)
// send the same, and the phone cannot load a *.server.ts module.
import type { CatalogPage } from '#domain/categories';
import type { SearchInterpretation } from '#domain/search-plan';
import type { MachineFilterView } from './my-machines';

export function catalogPageFields({ page, term, exactOnly }: { page: CatalogPage; term: string; exactOnly: boolean }) {
  return {
    title: page.title,
    path: page.path,
    filtered: page.filtered,
    group: page.group,
    term,
    exactOnly,
    interpretation: null as SearchInterpretation | null,
    /** The 'Solo lo que sirve para mi …' filter (~/lib/machine-filter.server): null when off. */
    machineFilter: null as MachineFilterView | null,
  };
}
