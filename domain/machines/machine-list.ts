// The products that fit one machine, narrowed the way a catalogue page narrows its own: condition
// (Nuevos / Usados), category chips, price order. Works on the machine's own few products, so its
// cost does not grow with the catalogue.
import type { Condition, Product, SortOrder } from '../types';

export interface MachineListQuery {
  /** Exact categories; empty = every category. */
  categories: readonly string[];
  condition: Condition | null;
  sort: SortOrder;
}

const priceOf = (p: Product) => (Number.isFinite(p.numericPrice) ? p.numericPrice : 0);

/** The machine's products (by position) that pass the query, in price order (stable). */
export function machineList(products: readonly Product[], positions: readonly number[], q: MachineListQuery): Product[] {
  const categories = q.categories.length > 0 ? new Set(q.categories) : null;
  const out: Product[] = [];
  for (const position of positions) {
    const product = products[position];
    if (!product) continue;
    if (q.condition !== null && product.condition !== q.condition) continue;
    if (categories !== null && !categories.has(product.category)) continue;
    out.push(product);
  }
  const sign = q.sort === 'price_asc' ? 1 : -1;
  return out.sort((a, b) => sign * (priceOf(a) - priceOf(b)));
}

/** The distinct categories of the machine's products, in first-seen order. */
export function machineCategories(products: readonly Product[], positions: readonly number[]): string[] {
  const seen = new Set<string>();
  for (const position of positions) {
    const product = products[position];
    if (product) seen.add(product.category);
  }
  return [...seen];
}
