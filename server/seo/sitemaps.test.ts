import { describe, expect, it } from 'vitest';
import { productUrl } from '#domain/slug';
import { makeProduct } from '#domain/testing';
import { robotsTxt } from './robots';
import { buildSitemaps, PAGES_SITEMAP, SITEMAP_MAX_URLS, w3cDate } from './sitemaps';
import { grownProducts, parseXml, sampleProducts } from '../../tests/support/seo';
import { escapeXml } from './xml';

const ORIGIN = 'https://tienda.example.com.ar';
const NS = 'http://www.sitemaps.org/schemas/sitemap/0.9';

function locs(doc: Document, tag = 'url'): { loc: string; lastmod: string | null }[] {
  // Walked by siblings: jsdom's .children collections are slow at 50,000 entries.
  const out: { loc: string; lastmod: string | null }[] = [];
  for (let el = doc.documentElement.firstElementChild; el; el = el.nextElementSibling) {
    expect(el.namespaceURI).toBe(NS);
    expect(el.localName).toBe(tag);
    const fields: Record<string, string> = {};
    for (let child = el.firstElementChild; child; child = child.nextElementSibling) fields[child.localName] = child.textContent ?? '';
    out.push({ loc: fields.loc ?? '', lastmod: fields.lastmod ?? null });
  }
  return out;
}

describe('sitemaps', () => {
  it('lists the machine pages with the shop pages, dated by the newest product', () => {
    const products = [makeProduct({ id: '7' })];
    const changedAt = new Map([['7', new Date(Date.UTC(2026, 4, 2))]]);
    const { files } = buildSitemaps({ origin: ORIGIN, products, changedAt, extraPages: ['/maquinas', '/maquinas/case-ih/patriot-250'] });
    const pages = locs(parseXml(files.get(PAGES_SITEMAP)!));
    expect(pages.find((p) => p.loc === `${ORIGIN}/maquinas/case-ih/patriot-250`)?.lastmod).toBe('2026-05-02T00:00:00Z');
    expect(pages.some((p) => p.loc === `${ORIGIN}/maquinas`)).toBe(true);
  });

  it('lists every sample product once, by its absolute canonical URL, with its change date', () => {
    const products = sampleProducts();
    expect(products.length).toBeGreaterThan(11_000);
    const changedAt = new Map(products.map((p, i) => [p.id, new Date(Date.UTC(2026, 0, 1 + (i % 300)))]));
    const { index, files } = buildSitemaps({ origin: ORIGIN, products, changedAt });

    const entries = locs(parseXml(index), 'sitemap');
    expect(entries.map((e) => e.loc)).toEqual([`${ORIGIN}/sitemaps/${PAGES_SITEMAP}`, `${ORIGIN}/sitemaps/productos-1.xml`]);
    expect([...files.keys()]).toEqual([PAGES_SITEMAP, 'productos-1.xml']);

    const urls = locs(parseXml(files.get('productos-1.xml')!));
    expect(urls).toHaveLength(products.length);
    expect(new Set(urls.map((u) => u.loc)).size).toBe(urls.length);
    const expected = new Map(products.map((p) => [new URL(productUrl(p), ORIGIN).href, w3cDate(changedAt.get(p.id)!)]));
    for (const url of urls) {
      expect(url.loc.startsWith(`${ORIGIN}/producto/`)).toBe(true);
      expect(url.lastmod).toBe(expected.get(url.loc));
    }
    // The index's date of the product file is its newest product.
    const newest = w3cDate(new Date(Math.max(...[...changedAt.values()].map((d) => d.getTime()))));
    expect(entries[1].lastmod).toBe(newest);

    const pages = locs(parseXml(files.get(PAGES_SITEMAP)!));
    expect(pages.map((p) => p.loc)).toEqual(
      ['/', '/repuestos', '/neumaticos', '/maquinaria', '/herramientas', '/consumibles', '/contacto'].map((path) => `${ORIGIN}${path}`),
    );
    expect(pages[0].lastmod).toBe(newest);
    expect(pages.at(-1)!.lastmod).toBeNull();
  });

  it('splits 100,000 products into sitemaps of at most 50,000 URLs that all parse', () => {
    const products = grownProducts(100_000);
    const { index, files, productCount } = buildSitemaps({ origin: ORIGIN, products, changedAt: null });
    expect(productCount).toBe(100_000);
    expect(locs(parseXml(index), 'sitemap')).toHaveLength(3);
    const all = new Set<string>();
    for (const name of ['productos-1.xml', 'productos-2.xml']) {
      const urls = locs(parseXml(files.get(name)!));
      expect(urls.length).toBeLessThanOrEqual(SITEMAP_MAX_URLS);
      for (const url of urls) {
        expect(url.lastmod).toBeNull();
        all.add(url.loc);
      }
    }
    expect(all.size).toBe(100_000);
    // The protocol's other limit: 50 MB uncompressed per file.
    for (const text of files.values()) expect(Buffer.byteLength(text)).toBeLessThan(50 * 1024 * 1024);
  });

  it('splits at the configured size and leaves out a link it already listed', () => {
    const a = makeProduct({ id: 'A1', slug: 'repuestos/bomba-a1' });
    const products = [a, { ...a }, makeProduct({ id: 'B2', slug: 'repuestos/filtro-b2' }), makeProduct({ id: 'C3', slug: 'repuestos/x-c3' })];
    const { files } = buildSitemaps({ origin: ORIGIN, products, changedAt: null, maxUrls: 2 });
    expect(locs(parseXml(files.get('productos-1.xml')!))).toHaveLength(2);
    expect(locs(parseXml(files.get('productos-2.xml')!)).map((u) => u.loc)).toEqual([`${ORIGIN}/producto/repuestos/x-c3`]);
  });

  it('escapes what XML reserves and drops what it cannot carry', () => {
    expect(escapeXml(`a & b < c > d "e" 'f' 🚜`)).toBe('a &amp; b &lt; c &gt; d &quot;e&quot; &apos;f&apos; 🚜');
    expect(escapeXml('x\u0000\u0008y\uD800z\tw')).toBe('xyz\tw');
    // An origin with a query-like or odd path still yields well-formed XML.
    const { index, files } = buildSitemaps({ origin: 'https://a.example/?x=1&y=<2>', products: [makeProduct({ slug: 'r/a-1' })], changedAt: null });
    parseXml(index);
    for (const text of files.values()) parseXml(text);
  });

  it('robots.txt names the sitemap and keeps crawlers out of the staff area, the quote, the API and searches', () => {
    const text = robotsTxt(ORIGIN);
    expect(text).toContain(`Sitemap: ${ORIGIN}/sitemap.xml`);
    for (const rule of ['/admin', '/presupuesto', '/api/', '/buscar', '/*?*q=']) expect(text).toContain(`Disallow: ${rule}\n`);
  });
});
