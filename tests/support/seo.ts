// Helpers for this folder's tests and the benchmark: the sample catalogue and an XML parser.
import { readFileSync } from 'node:fs';
import path from 'node:path';
// @ts-expect-error jsdom has no type declarations installed; only its DOMParser is used.
import { JSDOM } from 'jsdom';
import { productsFromRows } from '#domain/product';
import { makeProduct } from '#domain/testing';
import { productPath } from '#domain/slug';
import type { Product } from '#domain/types';
import { parseCsv } from '#server/catalog/csv';

let sample: Product[] | undefined;

/** The 12,000-row sample sheet that ships in data/. */
export function sampleProducts(): Product[] {
  sample ??= productsFromRows(parseCsv(readFileSync(path.resolve('data/catalogo.csv')), 'catalogo.csv').rows).products;
  return sample;
}

/** `count` products: the sample repeated with new ids. */
export function grownProducts(count: number): Product[] {
  const base = sampleProducts();
  return Array.from({ length: count }, (_, i) => {
    const p = base[i % base.length];
    if (i < base.length) return p;
    const id = `${p.id}x${Math.floor(i / base.length)}`;
    return { ...p, id, slug: productPath({ ...p, id }) };
  });
}

/** Product number i of a made-up catalogue where every product is alike but for its number. */
export function numberedProduct(i: number): Product {
  return makeProduct({
    id: `P${i}`,
    slug: `repuestos/producto-p${i}`,
    name: `Producto ${i}`,
    brand: 'Marca',
    code: `C-${i}`,
    price: '$ 1.000',
    numericPrice: 1000,
    image: '/a.webp',
    images: ['/a.webp'],
  });
}

const window = new JSDOM('').window as { DOMParser: typeof DOMParser };

/** Parses XML; throws with the parser's message when the document is not well formed. */
export function parseXml(text: string): Document {
  const doc = new window.DOMParser().parseFromString(text, 'application/xml');
  const error = doc.getElementsByTagName('parsererror')[0];
  if (error) throw new Error(`XML no válido: ${error.textContent}`);
  return doc;
}
