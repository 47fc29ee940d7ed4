// The SEO documents over HTTP, as crawlers, Merchant Center, Meta and WhatsApp's preview fetch it: no
// JavaScript, the bytes the server sends.
import { photoBase } from '#domain/photos';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { FIXTURE_URL } from '../../playwright.config';
import { apiProducts, displayedPriceValue, type ApiProduct } from './helpers';

async function productWith(request: APIRequestContext, predicate: (p: ApiProduct) => boolean): Promise<ApiProduct> {
  for (let page = 1; page <= 20; page++) {
    const found = (await apiProducts(request, `pagina=${page}`)).productos.find(predicate);
    if (found) return found;
  }
  throw new Error('no sample product matches');
}

const meta = (html: string, key: string) => html.match(new RegExp(`<meta (?:property|name)="${key.replace(/[:]/g, '\\$&')}" content="([^"]*)"`))?.[1];

// JSON-LD blocks are free-form objects; the tests read nested fields of them.
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- checked by the assertions that read them
function jsonLd(html: string): Record<string, any>[] {
  return [...html.matchAll(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g)].map((m) => JSON.parse(m[1]));
}

test.describe('search engines and shopping feeds', () => {
  test('robots.txt names the absolute sitemap and keeps crawlers out of private and search pages', async ({ request, baseURL }) => {
    const response = await request.get('/robots.txt');
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toBe('text/plain; charset=utf-8');
    const text = await response.text();
    expect(text).toContain(`Sitemap: ${baseURL}/sitemap.xml`);
    for (const rule of ['/admin', '/presupuesto', '/api/', '/buscar', '/*?*q=']) expect(text).toContain(`Disallow: ${rule}`);
  });

  test('the sitemap index leads to every product by its canonical address, compressed, with ETag and 304', async ({ request, baseURL }) => {
    const index = await request.get('/sitemap.xml', { headers: { 'accept-encoding': 'gzip' } });
    expect(index.status()).toBe(200);
    expect(index.headers()['content-type']).toBe('application/xml; charset=utf-8');
    expect(index.headers()['content-encoding']).toBe('gzip');
    const etag = index.headers()['etag'];
    expect(etag).toMatch(/^"[\w-]+-gzip"$/);
    const xml = await index.text();
    expect(xml).toContain(`<loc>${baseURL}/sitemaps/paginas.xml</loc>`);
    expect(xml).toContain(`<loc>${baseURL}/sitemaps/productos-1.xml</loc>`);
    const again = await request.get('/sitemap.xml', { headers: { 'accept-encoding': 'gzip', 'if-none-match': etag } });
    expect(again.status()).toBe(304);

    const products = await request.get('/sitemaps/productos-1.xml');
    const urls = await products.text();
    const { total, productos } = await apiProducts(request);
    expect(urls.match(/<url>/g)).toHaveLength(total);
    expect(urls).toContain(`<loc>${baseURL}/producto/${productos[0].slug}</loc><lastmod>`);
    const pages = await (await request.get('/sitemaps/paginas.xml')).text();
    for (const path of ['/', '/repuestos', '/contacto']) expect(pages).toContain(`<loc>${baseURL}${path}</loc>`);
  });

  test('the Google and Meta feeds list a product with price and picture, and leave out one with Consultar', async ({ request, baseURL }) => {
    const listed = await productWith(request, (p) => (p.numericPrice ?? 0) > 0 && p.images.length > 0);
    const consultar = await productWith(request, (p) => p.numericPrice === null && p.images.length > 0);
    const google = await request.get('/feeds/google.xml');
    expect(google.headers()['content-type']).toBe('application/xml; charset=utf-8');
    const xml = await google.text();
    expect(xml).toContain('xmlns:g="http://base.google.com/ns/1.0"');
    expect(xml).toContain(`<g:link>${baseURL}/producto/${listed.slug}</g:link>`);
    expect(xml).toContain(`<g:price>${listed.numericPrice!.toFixed(2)} ARS</g:price>`);
    expect(xml).not.toContain(`<g:link>${baseURL}/producto/${consultar.slug}</g:link>`);

    const meta = await request.get('/feeds/meta.csv');
    expect(meta.headers()['content-type']).toBe('text/csv; charset=utf-8');
    const csv = await meta.text();
    expect(csv.split('\r\n')[0]).toBe(
      'id,title,description,availability,condition,price,link,image_link,additional_image_link,brand,mpn,identifier_exists,product_type,google_product_category',
    );
    expect(csv).toContain(`"${baseURL}/producto/${listed.slug}"`);
    expect(csv).not.toContain(`"${baseURL}/producto/${consultar.slug}"`);
  });

  test('a product page without JavaScript shows its picture, name and price to a link preview', async ({ browser, request, baseURL }) => {
    const product = await productWith(request, (p) => (p.numericPrice ?? 0) > 0 && p.images.length > 0 && !!p.code && !!p.brand);
    const html = await (await request.get(`/producto/${product.slug}`)).text();
    // The share preview the shop makes of the first photo (1200×630 JPEG), at the shop's address.
    expect(meta(html, 'og:image')).toBe(new URL(`${photoBase(product.images[0])}/og.jpg`, baseURL).href);
    expect(meta(html, 'og:image:width')).toBe('1200');
    expect(meta(html, 'og:image:height')).toBe('630');
    expect(meta(html, 'og:title')).toBe(product.name.replace(/&/g, '&amp;').replace(/"/g, '&quot;'));
    expect(meta(html, 'og:url')).toBe(`${baseURL}/producto/${product.slug}`);
    expect(meta(html, 'twitter:card')).toBe('summary_large_image');
    // The price leads the description WhatsApp and Facebook show under the title.
    expect(displayedPriceValue(meta(html, 'og:description')!.split('·')[0])).toBe(product.numericPrice);

    const blocks = jsonLd(html);
    const ld = blocks.find((b) => b['@type'] === 'Product')!;
    expect(ld.mpn).toBe(product.code);
    expect(ld.brand.name).toBe(product.brand);
    expect(Number(ld.offers.price)).toBe(product.numericPrice);
    expect(ld.offers.seller['@type']).toBe('Organization');
    const crumbs = blocks.find((b) => b['@type'] === 'BreadcrumbList')!;
    expect(crumbs.itemListElement.at(-1).item).toBe(`${baseURL}/producto/${product.slug}`);

    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(`/producto/${product.slug}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(product.name);
    expect(displayedPriceValue((await page.getByTestId('precio-producto').textContent()) ?? '')).toBe(product.numericPrice);
    await context.close();
  });

  test("a product with 'Consultar' has no offer in its structured data", async ({ request }) => {
    const product = await productWith(request, (p) => p.numericPrice === null);
    const ld = jsonLd(await (await request.get(`/producto/${product.slug}`)).text()).find((b) => b['@type'] === 'Product')!;
    expect(ld.offers).toBeUndefined();
  });

  test('home and contact describe the shop as a local business; every page has an absolute og:image', async ({ request, baseURL }) => {
    for (const path of ['/', '/contacto']) {
      const html = await (await request.get(path)).text();
      const business = jsonLd(html).find((b) => b['@type'] === 'AutoPartsStore')!;
      expect(business.address.streetAddress).toBe('Av. Almafuerte 4346');
      expect(business.geo['@type']).toBe('GeoCoordinates');
      expect(business.sameAs).toEqual(['https://www.instagram.com/tienda.e2e/', 'https://www.facebook.com/tienda.e2e']);
      expect(meta(html, 'og:image')).toBe(`${baseURL}/og-default.jpg`);
      expect(meta(html, 'og:url')).toBe(`${baseURL}${path}`);
    }
    const catalogue = await (await request.get('/repuestos?vista=usados&categoria=Motores')).text();
    expect(catalogue).toContain(`<link rel="canonical" href="${baseURL}/repuestos"/>`);
    expect(meta(catalogue, 'og:image')).toBe(`${baseURL}/og-default.jpg`);
    expect(meta(catalogue, 'robots')).toBeUndefined();
    expect(jsonLd(catalogue).find((b) => b['@type'] === 'BreadcrumbList')!.itemListElement).toHaveLength(2);
    expect(meta(await (await request.get('/repuestos?q=bomba')).text(), 'robots')).toBe('noindex, follow');
  });

  test('a catalogue page without products is not indexed', async ({ request }) => {
    const html = await (await request.get(`${FIXTURE_URL}/consumibles`)).text();
    expect(meta(html, 'robots')).toBe('noindex, follow');
  });
});
