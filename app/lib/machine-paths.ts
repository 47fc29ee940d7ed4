// Words and structured data of the machine pages (their addresses: domain/machines/paths.ts).
import type { MetaDescriptor } from 'react-router';
import type { MachineFit } from '#domain/machines/read-applies-to';
import { brandPath, machinePath } from '#domain/machines/paths';
import { absoluteUrl } from './meta';

/** 'John Deere 3530' ('MF 34' already names its brand in its model: 'Massey Ferguson MF 34'). */
export const machineName = (brand: string, model: string) => `${brand} ${model}`;

export function partsLabel(count: number): string {
  return `${count.toLocaleString('es-AR')} ${count === 1 ? 'repuesto' : 'repuestos'}`;
}

/** schema.org ItemList of the links a page lists (brands, models or products), in order. */
export function itemListJsonLd(origin: string, name: string, items: readonly { name: string; path: string }[]): MetaDescriptor {
  return {
    'script:ld+json': {
      '@context': 'https://schema.org',
      '@type': 'ItemList',
      name,
      numberOfItems: items.length,
      itemListElement: items.map((item, i) => ({ '@type': 'ListItem', position: i + 1, name: item.name, url: absoluteUrl(origin, item.path) })),
    },
  };
}

/** A product's machines as links to their pages (a cell naming the brand alone links the brand). */
export function productMachineLinks(fits: readonly MachineFit[]): { name: string; path: string }[] {
  return fits.map((f) =>
    f.model === null || f.modelSlug === null
      ? { name: f.brand, path: brandPath(f.brandSlug) }
      : { name: machineName(f.brand, f.model), path: machinePath(f.brandSlug, f.modelSlug) },
  );
}
