import { parse } from 'csv-parse/sync';
import { photoBase } from '#domain/photos';
import { describe, expect, it } from 'vitest';
import { productUrl } from '#domain/slug';
import { makeProduct } from '#domain/testing';
import type { Product } from '#domain/types';
import { feedItems, googleFeed, META_COLUMNS, metaCsv } from './feeds';
import { feedPrice, listingProblems, productType, unlistedProducts } from './listing';
import { parseXml, sampleProducts } from '../../tests/support/seo';

const ORIGIN = 'https://tienda.example.com.ar';
const G = 'http://base.google.com/ns/1.0';
const REQUIRED = ['id', 'title', 'description', 'link', 'image_link', 'availability', 'price', 'condition', 'identifier_exists', 'product_type'];

function googleItems(xml: string): Record<string, string[]>[] {
  const doc = parseXml(xml);
  expect(doc.documentElement.localName).toBe('rss');
  expect(doc.documentElement.getAttribute('version')).toBe('2.0');
  const channel = doc.documentElement.firstElementChild!;
  const items: Record<string, string[]>[] = [];
  for (let el = channel.firstElementChild; el; el = el.nextElementSibling) {
    if (el.localName !== 'item') continue;
    const fields: Record<string, string[]> = {};
    for (let child = el.firstElementChild; child; child = child.nextElementSibling) {
      expect(child.namespaceURI).toBe(G);
      (fields[child.localName] ??= []).push(child.textContent ?? '');
    }
    items.push(fields);
  }
  return items;
}

function metaRows(csv: string): Record<string, string>[] {
  return parse(csv, { columns: true, bom: false, relax_column_count: false });
}

const listable = (overrides: Partial<Product> = {}) =>
  makeProduct({
    id: 'A-1',
    slug: 'repuestos/bomba-a1',
    name: 'Bomba',
    brand: 'Bosch',
    code: 'B-77',
    price: '$ 103.000',
    numericPrice: 103000,
    category: 'Bombas hidráulicas',
    condition: 'Nuevo',
    image: '/a.webp',
    images: ['/a.webp', 'https://cdn.example/b c.jpg'],
    ...overrides,
  });

describe('product feeds', () => {
  it('the Google feed of the sample catalogue lists every listable product once with every required attribute', () => {
    const products = sampleProducts();
    const xml = googleFeed({ origin: ORIGIN, shopName: 'Agro & Industrial', products });
    const items = googleItems(xml);
    const listableProducts = products.filter((p) => listingProblems(p).length === 0);
    expect(items.length).toBe(listableProducts.length);
    expect(items.length).toBeGreaterThan(10_000);
    expect(new Set(items.map((i) => i.id[0])).size).toBe(items.length);
    const byId = new Map(products.map((p) => [p.id, p]));
    for (const item of items) {
      for (const name of REQUIRED) expect(item[name]?.[0], `${item.id} ${name}`).toBeTruthy();
      const product = byId.get(item.id[0])!;
      expect(item.link[0]).toBe(new URL(productUrl(product), ORIGIN).href);
      expect(item.image_link[0].startsWith(`${ORIGIN}/`) || item.image_link[0].startsWith('https://')).toBe(true);
      expect(item.price[0]).toMatch(/^\d+\.\d{2} ARS$/);
      expect(Number(item.price[0].split(' ')[0])).toBeCloseTo(product.numericPrice, 2);
      expect(['new', 'used']).toContain(item.condition[0]);
      expect(item.description[0].length).toBeLessThanOrEqual(5000);
      expect(item.identifier_exists[0]).toBe(item.brand?.[0] && item.mpn?.[0] ? 'yes' : 'no');
    }
    // Left out: the ones with 'Consultar' or no image.
    const left = unlistedProducts(products);
    expect(left.length).toBe(products.length - items.length);
    expect(left.some((p) => p.problems.includes('sin-precio'))).toBe(true);
    expect(left.some((p) => p.problems.includes('sin-imagen'))).toBe(true);
  });

  it("the Meta CSV of the sample catalogue has Meta's columns and the same products as the Google feed", () => {
    const products = sampleProducts();
    const csv = metaCsv({ origin: ORIGIN, shopName: 'Tienda', products });
    expect(csv.charCodeAt(0)).not.toBe(0xfeff);
    const rows = metaRows(csv);
    expect(Object.keys(rows[0])).toEqual([...META_COLUMNS]);
    expect(rows.map((r) => r.id)).toEqual(feedItems({ origin: ORIGIN, products }).map((i) => i.id));
    for (const row of rows) {
      for (const name of ['id', 'title', 'description', 'availability', 'condition', 'price', 'link', 'image_link']) expect(row[name], name).toBeTruthy();
      expect(row.link.startsWith(`${ORIGIN}/producto/`)).toBe(true);
    }
  });

  it('escapes &, <, quotes and emoji in both feeds and neutralises spreadsheet formulas in the CSV', () => {
    const tricky = listable({ name: 'Bomba "A&B" <1/2> 🚜', description: `=HYPERLINK("http://x") & 'más' <b>negrita</b>\u0007`, brand: '+Marca', code: '-5' });
    const xml = googleFeed({ origin: ORIGIN, shopName: 'A & B', products: [tricky] });
    const [item] = googleItems(xml);
    expect(item.title[0]).toBe('Bomba "A&B" <1/2> 🚜');
    expect(item.description[0]).toBe(`=HYPERLINK("http://x") & 'más' negrita`);
    // The shop's own JPEG address of the photo: the photo host's link never reaches the feed.
    expect(item.additional_image_link).toEqual([`${ORIGIN}${photoBase(tricky.images[1])}/1200.jpg`]);

    const [row] = metaRows(metaCsv({ origin: ORIGIN, shopName: 'A', products: [tricky] }));
    expect(row.title).toBe('Bomba "A&B" <1/2> 🚜');
    expect(row.description.startsWith(`'=HYPERLINK`)).toBe(true);
    expect(row.brand).toBe("'+Marca");
    expect(row.mpn).toBe("'-5");
  });

  it('maps the attributes: price, condition, category path and Google category', () => {
    const [item] = feedItems({ origin: ORIGIN, products: [listable({ condition: 'Usado' })] });
    expect(item.price).toBe('103000.00 ARS');
    expect(feedPrice(1234.5)).toBe('1234.50 ARS');
    expect(item.condition).toBe('used');
    expect(item.productType).toBe('Repuestos > Bombas hidráulicas');
    expect(item.googleProductCategory).toBe('Vehicles & Parts > Vehicle Parts & Accessories > Motor Vehicle Parts');
    expect(productType('Neumáticos')).toBe('Neumáticos');
    expect(feedItems({ origin: ORIGIN, products: [listable({ category: 'Consumibles' })] })[0].googleProductCategory).toBeNull();
    expect(feedItems({ origin: ORIGIN, products: [listable({ brand: '' })] })[0].identifierExists).toBe('no');
  });

  it('leaves out a product whose photo does not load, and a gallery photo that does not load', () => {
    const dead = new Set(['https://cdn.example/b c.jpg', '/muerta.webp']);
    const photoShown = (source: string) => !dead.has(source);
    const products = [listable(), listable({ id: 'D-1', slug: 'repuestos/x-d1', image: '/muerta.webp', images: ['/muerta.webp', '/a.webp'] })];
    expect(listingProblems(products[1], photoShown)).toEqual(['foto-no-carga']);
    expect(listingProblems(products[1])).toEqual([]);
    const items = feedItems({ origin: ORIGIN, products, photoShown });
    expect(items.map((i) => i.id)).toEqual(['A-1']);
    expect(items[0].imageLink).toBe(`${ORIGIN}${photoBase('/a.webp')}/1200.jpg`);
    expect(items[0].additionalImageLinks).toEqual([]);
    expect(unlistedProducts(products, photoShown)).toEqual([{ id: 'D-1', name: 'Bomba', problems: ['foto-no-carga'] }]);
    const xml = googleFeed({ origin: ORIGIN, shopName: 'A', products, photoShown });
    expect(xml).not.toContain('D-1');
    expect(metaCsv({ origin: ORIGIN, shopName: 'A', products, photoShown })).not.toContain('D-1');
  });

  it('leaves out what cannot be listed, with the reasons, and a product removed from the sheet', () => {
    expect(listingProblems(listable({ price: 'Consultar', numericPrice: NaN }))).toEqual(['sin-precio']);
    expect(listingProblems(listable({ image: null, images: [] }))).toEqual(['sin-imagen']);
    expect(listingProblems(listable({ price: 'U$S 18.500', numericPrice: NaN }))).toEqual(['en-dolares']);
    expect(feedItems({ origin: ORIGIN, products: [listable({ price: 'U$S 18.500', numericPrice: NaN })] })).toEqual([]);
    expect(listingProblems(listable({ name: ' ' }))).toEqual(['sin-titulo']);
    const products = [listable(), listable({ id: 'B-2', slug: 'repuestos/x-b2', price: 'Consultar', numericPrice: NaN })];
    expect(feedItems({ origin: ORIGIN, products }).map((i) => i.id)).toEqual(['A-1']);
    expect(feedItems({ origin: ORIGIN, products: products.slice(1) })).toEqual([]);
    expect(unlistedProducts(products)).toEqual([{ id: 'B-2', name: 'Bomba', problems: ['sin-precio'] }]);
  });

  it('lists a dollar product in pesos at the shop rate, and only with a rate', () => {
    const tractor = listable({ price: 'U$S 18.500', numericPrice: NaN, pesoEstimate: 21_275_000 });
    expect(listingProblems(tractor)).toEqual([]);
    expect(feedItems({ origin: ORIGIN, products: [tractor] }).map((i) => i.price)).toEqual([
      feedItems({ origin: ORIGIN, products: [listable({ numericPrice: 21_275_000 })] })[0]!.price,
    ]);
    expect(googleFeed({ origin: ORIGIN, shopName: 'A', products: [tractor] })).toContain('21275000.00 ARS');
  });

  it('cuts a long description at 5,000 characters without splitting an emoji', () => {
    const [item] = feedItems({ origin: ORIGIN, products: [listable({ description: `${'a'.repeat(4999)}🚜 más` })] });
    expect(item.description).toBe('a'.repeat(4999));
  });
});

describe('feeds of a sheet with hostile cells', () => {
  it('carry no NUL, control or bidi character in the Google feed or the Meta CSV', async () => {
    const { productsFromRows } = await import('#domain/product');
    const { products } = productsFromRows([
      {
        ID: 'X\u00001',
        Titulo: 'Bomba\u0000 \u202Ehidráulica\uD800',
        Descripción: 'Usada\u0000 \u0007ok',
        Codigo: 'C\u0000',
        Marca: 'Deere\u202E',
        'Aplica para': '3530',
        Precio: '$ 1.000',
        Categoria: 'Motores',
        Estado: 'Nuevo',
        Cheques: '',
        'URL Imagenes': 'https://i.postimg.cc/abc/foto.jpg',
        'URL Video': '',
      },
    ]);
    const input = { origin: ORIGIN, shopName: 'Tienda', products };
    for (const text of [googleFeed(input), metaCsv(input)]) {
      expect(text).not.toMatch(/[\u0000-\u0008\u000B\u000C\u000E-\u001F\u202A-\u202E\uD800-\uDFFF]/);
      expect(text).toContain('Bomba hidráulica');
    }
  });
});

describe('items Merchant Center would refuse', () => {
  it('are left out of the feeds and named to the staff', () => {
    const longId = listable({ id: 'X'.repeat(51), slug: 'repuestos/bomba-largo' });
    const huge = listable({ id: 'H-1', slug: 'repuestos/bomba-h1', numericPrice: 1e24, price: '$ 1e24' });
    const fine = listable({ id: 'OK-1', slug: 'repuestos/bomba-ok1' });
    expect(listingProblems(longId)).toEqual(['rechazado-por-google']);
    expect(listingProblems(huge)).toEqual(['rechazado-por-google']);
    expect(listingProblems(fine)).toEqual([]);
    const xml = googleFeed({ origin: ORIGIN, shopName: 'Tienda', products: [longId, huge, fine] });
    expect(googleItems(xml).map((item) => item.id![0])).toEqual(['OK-1']);
    expect(xml).not.toContain('e+24');
    expect(unlistedProducts([longId, huge, fine]).map((item) => item.id)).toEqual([longId.id, 'H-1']);
  });
});
