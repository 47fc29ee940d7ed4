// The parts of the kept catalogue's products a page drawn without signal reads instead of all of
// them (decision 0060): a catalogue page without words its group's products, a product page the
// products whose id falls in its shard. Kept beside the whole, in the same transaction, in the
// stored order; a search still reads the whole and its index.
import { CATALOG_PAGES, catalogPageByPath, inGroup } from '#domain/categories';
import type { OfflineCatalog, OfflineProduct } from '#domain/offline-catalog';
import { idFromSlug, idKey } from '#domain/slug';
import { MACHINE_PARAM } from '../lib/my-machines';
import type { SliceRecord } from './catalog-db';

/** Before a catalogue page's group ('grupo:Repuestos'). */
const GROUP_PREFIX = 'grupo:';
/** Before a shard's number ('fragmento:17'). */
const SHARD_PREFIX = 'fragmento:';
/** Shards of the products by id: a product page reads one, about 200 products of 12,476. */
export const SHARDS = 64;

/** The shard an id key falls in (FNV-1a of the key: the same on every phone and build). */
export function shardOf(key: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < key.length; i++) hash = Math.imul(hash ^ key.charCodeAt(i), 0x01000193);
  return (hash >>> 0) % SHARDS;
}

export const groupKey = (group: string) => `${GROUP_PREFIX}${group}`;
/** The record of the shard that holds the product with this id key (idKey(), idFromSlug()). */
export const shardKey = (key: string) => `${SHARD_PREFIX}${shardOf(key)}`;

/** Every slice of `catalog`, by its record's key. */
export function sliceRecords(catalog: OfflineCatalog): [string, SliceRecord][] {
  const { version, pricesIncludeIva, products } = catalog;
  const shards = Array.from({ length: SHARDS }, (): OfflineProduct[] => []);
  for (const p of products) shards[shardOf(idKey(p.id))]!.push(p);
  return [
    ...CATALOG_PAGES.map((page): [string, SliceRecord] => [
      groupKey(page.group),
      { version, pricesIncludeIva, products: products.filter((p) => inGroup(p.category, page.group)) },
    ]),
    ...shards.map((list, n): [string, SliceRecord] => [`${SHARD_PREFIX}${n}`, { version, pricesIncludeIva, products: list }]),
  ];
}

/**
 * What the page at `url` reads of the kept catalogue: a slice's key, 'whole' for the products
 * (a catalogue page filtered by a machine: its reading counts positions in the whole), 'search'
 * for the products and the index, or null for a page not drawn from it.
 */
export type SliceOfPage = string | 'whole' | 'search' | null;

export function sliceFor(url: URL): SliceOfPage {
  if (url.pathname.startsWith('/producto/')) {
    const key = idFromSlug(url.pathname.slice('/producto/'.length));
    return key === null ? 'whole' : shardKey(key);
  }
  const page = catalogPageByPath(url.pathname);
  const words = (url.searchParams.get('q') ?? '').trim() !== '';
  if (url.pathname === '/buscar' || (page && words)) return 'search';
  if (!page) return null;
  return url.searchParams.has(MACHINE_PARAM) ? 'whole' : groupKey(page.group);
}
