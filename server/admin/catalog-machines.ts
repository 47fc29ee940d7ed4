// What /admin/catalogo shows of the machines read from 'Aplica para' (domain/machines/): the texts
// that named no machine (so the owner can fix the sheet or add an alias in the 'maquinas' tab) and
// the machines found per brand. Bounded: a sheet of thousands of odd texts shows the first ones.
import { machinesOf } from '../catalog/machines';
import type { CatalogSnapshot } from '../catalog/store';

const SHOWN_TEXTS = 50;
const SHOWN_IDS = 10;
const TEXT_CHARS = 300;
const SHOWN_MODELS = 300;

export interface MachinesView {
  /** Products with an 'Aplica para', and those of them that gave no machine. */
  withText: number;
  unreadRows: number;
  unreadTexts: number;
  unread: Array<{ text: string; rows: number; ids: string[] }>;
  brands: Array<{ name: string; slug: string; count: number; brandLevel: number; models: Array<{ name: string; slug: string; count: number }> }>;
}

export function machinesView(snapshot: Pick<CatalogSnapshot, 'products' | 'index' | 'machineBrands'> | null): MachinesView | null {
  if (!snapshot) return null;
  const machines = machinesOf(snapshot);
  let withText = 0;
  for (const p of snapshot.products) if (p.appliesTo.trim() !== '') withText++;
  return {
    withText,
    unreadRows: machines.unread.reduce((n, u) => n + u.rows, 0),
    unreadTexts: machines.unread.length,
    unread: machines.unread.slice(0, SHOWN_TEXTS).map((u) => ({
      text: u.text.length > TEXT_CHARS ? `${u.text.slice(0, TEXT_CHARS)}…` : u.text,
      rows: u.rows,
      ids: u.ids.slice(0, SHOWN_IDS),
    })),
    brands: machines.brands.map((b) => ({
      name: b.name,
      slug: b.slug,
      count: b.count,
      brandLevel: b.brandLevel.length,
      // A brand of thousands of models (a hostile sheet) shows its first ones: the page stays light.
      models: b.models.slice(0, SHOWN_MODELS).map((m) => ({ name: m.name, slug: m.slug, count: m.positions.length })),
    })),
  };
}
