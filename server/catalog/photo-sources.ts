// Which photos a catalogue snapshot has, in the order the photo engine should prepare them: first
// what the first visitors see (the home page's carousels, the first page of each catalogue page in
// each of its views), then every other product's first photo in the sheet's order, then the rest
// of each gallery. A link shared by several products is one photo.
import { CATALOG_PAGES } from '#domain/categories';
import { homeCarousels } from '#domain/home';
import { PAGE_SIZE } from '#domain/paging';
import { photoKey } from '#domain/photos';
import type { Product } from '#domain/types';
import type { CatalogSnapshot } from './store';

export interface PhotoSource {
  key: string;
  /** The link as the catalogue holds it. */
  source: string;
  /** Lower is sooner. */
  priority: number;
  /** The photo is some product's first (its card shows it), not only a gallery's later one. */
  cover: boolean;
  products: Array<{ id: string; name: string }>;
}

/** Priorities: what the first pages show, then every card, then the galleries' other photos. */
export const PHOTO_PRIORITY = { firstPages: 0, cards: 1, gallery: 2 } as const;

export function photoSources(snapshot: Pick<CatalogSnapshot, 'products' | 'index'>): PhotoSource[] {
  const firstSeen = new Set<Product>();
  for (const carousel of homeCarousels(snapshot.products)) for (const product of carousel.products) firstSeen.add(product);
  for (const page of CATALOG_PAGES) {
    const views = page.filtered ? [[], ['Nuevo'], ['Usado']] : [[]];
    for (const conditions of views) {
      const { items } = snapshot.index.query({ group: page.group, categories: [], conditions, sort: page.sort ?? 'sheet', offset: 0, limit: PAGE_SIZE });
      for (const product of items) firstSeen.add(product);
    }
  }

  const byKey = new Map<string, PhotoSource>();
  const add = (source: string, product: Product, priority: number, cover: boolean) => {
    const key = photoKey(source);
    const known = byKey.get(key);
    if (known) {
      known.priority = Math.min(known.priority, priority);
      known.cover ||= cover;
      if (!known.products.some((p) => p.id === product.id)) known.products.push({ id: product.id, name: product.name });
      return;
    }
    byKey.set(key, { key, source, priority, cover, products: [{ id: product.id, name: product.name }] });
  };
  for (const product of snapshot.products) {
    if (product.image) add(product.image, product, firstSeen.has(product) ? PHOTO_PRIORITY.firstPages : PHOTO_PRIORITY.cards, true);
    for (const image of product.images) if (image !== product.image) add(image, product, PHOTO_PRIORITY.gallery, false);
  }
  return [...byKey.values()];
}
