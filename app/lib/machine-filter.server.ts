// The catalogue's 'Solo lo que sirve para mi …' filter: `maquina=john-deere/3530` narrows a page's
// lists to the products whose 'Aplica para' names that machine (the snapshot's machine index,
// server/catalog/machines.ts). The index answers the page's own query or search in full and this
// keeps the fitting products, so order, views, chips and paging stay those of the page.
import { z } from 'zod';
import type { Product } from '../../domain/types';
import { machinesOf } from '../../server/catalog/machines';
import type { CatalogQuery, CatalogSearchQuery } from '../../server/catalog/index-types';
import type { CatalogSnapshot } from '../../server/catalog/store';
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
}

type Snapshot = Pick<CatalogSnapshot, 'products' | 'index' | 'machineBrands'>;

/** The filter the URL asks for, or null without one. An unknown or malformed machine keeps nothing. */
export function readMachineFilter(catalog: Snapshot, params: URLSearchParams): MachineFilter | null {
  const raw = params.get(MACHINE_PARAM);
  if (raw === null) return null;
  const parsed = paramSchema.safeParse(raw);
  const model = parsed.success ? machinesOf(catalog).model(parsed.data[0], parsed.data[1]) : undefined;
  if (!model) return { view: { param: raw.slice(0, 161), name: null }, keep: () => false };
  const fits = new Set(model.positions.map((i) => catalog.products[i]));
  return { view: { param: `${model.brandSlug}/${model.slug}`, name: machineName(model.brand, model.name) }, keep: (p) => fits.has(p) };
}

type Index = Pick<CatalogSnapshot['index'], 'query' | 'search'>;

/** The index as the page uses it, answering only the products the filter keeps. */
export function narrowIndex(index: Index, filter: MachineFilter | null): Index {
  if (!filter) return index;
  const page = <T extends { items: Product[] }>(result: T, q: { offset: number; limit: number }) => {
    const items = result.items.filter(filter.keep);
    return { ...result, items: items.slice(q.offset, q.offset + q.limit), total: items.length };
  };
  return {
    query: (q: CatalogQuery) => page(index.query({ ...q, offset: 0, limit: Infinity }), q),
    search: (q: CatalogSearchQuery) => page(index.search({ ...q, offset: 0, limit: Infinity }), q),
  };
}
