// The catalogue's 'Solo lo que sirve para mi …' filter: `maquina=john-deere/3530` narrows a page's
// lists to the products whose 'Aplica para' names that machine (the snapshot's machine index,
// server/catalog/machines.ts). The index answers the page's own query or search in full and this
// keeps the fitting products, so order, views, chips and paging stay those of the page.
import { z } from 'zod';
import { groupCategories } from '#domain/categories';
import { ALL_BRANDS, ALL_CATEGORIES, ALL_CONDITIONS, sortProducts } from '#domain/filters';
import { searchWords } from '#domain/search';
import type { Product } from '#domain/types';
import { machinesOf } from '#server/catalog/machines';
import type { CatalogQuery, CatalogSearchQuery } from '#server/catalog/index-types';
import type { CatalogSnapshot } from '#server/catalog/store';
import { machineName } from './machine-paths';
import { MACHINE_PARAM, MACHINE_SLUG, type MachineFilterView } from './my-machines';

const slug = z.string().max(80).regex(MACHINE_SLUG);
const paramSchema = z
  .string()
  .max(161)
  .transform((value) => value.split('/'))
  .pipe(z.tuple([slug, slug]));

interface MachineFilter {
  view: MachineFilterView;
  keep: (product: Product) => boolean;
  /** The machine's products in the catalogue's stored order (few, whatever the catalogue's size). */
  fits: readonly Product[];
}

type Snapshot = Pick<CatalogSnapshot, 'products' | 'index' | 'machineBrands'>;

/** The filter the URL asks for, or null without one. An unknown or malformed machine keeps nothing. */
export function readMachineFilter(catalog: Snapshot, params: URLSearchParams): MachineFilter | null {
  const raw = params.get(MACHINE_PARAM);
  if (raw === null) return null;
  const parsed = paramSchema.safeParse(raw);
  const model = parsed.success ? machinesOf(catalog).model(parsed.data[0], parsed.data[1]) : undefined;
  if (!model) return { view: { param: raw.slice(0, 161), name: null }, keep: () => false, fits: [] };
  const list = model.positions.map((i) => catalog.products[i]);
  const fits = new Set(list);
  return { view: { param: `${model.brandSlug}/${model.slug}`, name: machineName(model.brand, model.name) }, keep: (p) => fits.has(p), fits: list };
}

type Index = Pick<CatalogSnapshot['index'], 'query' | 'search'>;

/** A filter as the index's masks read it: none, or these exact values (a list naming 'all' is none). */
function oneOf(values: readonly string[] | undefined, allLabel: string): ((value: string) => boolean) | null {
  if (!values || values.length === 0 || values.includes(allLabel)) return null;
  const set = new Set(values);
  return (value) => set.has(value);
}

/**
 * A list without words narrowed to a machine, from the machine's own products: the index's filters
 * (postings.ts filterMasks) and orders (the same stable price sort) on a few products instead of
 * the page's whole list, which cost 14 ms at 12,000 products (bench/machines.bench.ts).
 */
function machineQuery(fits: readonly Product[], q: CatalogQuery): { items: Product[]; total: number } {
  const category = oneOf(q.categories, ALL_CATEGORIES);
  const group = q.group === undefined ? null : new Set(groupCategories(q.group));
  const brand = oneOf(q.brands, ALL_BRANDS);
  const condition = oneOf(q.conditions, ALL_CONDITIONS);
  const kept = fits.filter(
    (p) => (!category || category(p.category)) && (!group || group.has(p.category)) && (!brand || brand(p.brand)) && (!condition || condition(p.condition)),
  );
  const sort = q.sort ?? 'sheet';
  const ordered = sort === 'price_asc' || sort === 'price_desc' ? sortProducts(kept, sort) : kept;
  const offset = Math.max(0, Math.floor(Number.isFinite(q.offset) ? q.offset : 0));
  const limit = Math.max(0, Number.isNaN(q.limit) ? 0 : q.limit);
  return { items: ordered.slice(offset, offset + limit), total: ordered.length };
}

/** The index as the page uses it, answering only the products the filter keeps. */
export function narrowIndex(index: Index, filter: MachineFilter | null): Index {
  if (!filter) return index;
  const page = <T extends { items: Product[] }>(result: T, q: { offset: number; limit: number }) => {
    const items = result.items.filter(filter.keep);
    return { ...result, items: items.slice(q.offset, q.offset + q.limit), total: items.length };
  };
  return {
    query: (q: CatalogQuery) =>
      searchWords(q.term ?? '').length === 0 ? machineQuery(filter.fits, q) : page(index.query({ ...q, offset: 0, limit: Infinity }), q),
    search: (q: CatalogSearchQuery) => page(index.search({ ...q, offset: 0, limit: Infinity }), q),
  };
}
