// The sitemaps (sitemaps.org protocol): /sitemap.xml is an index naming one sitemap of
// the shop's own pages and the product sitemaps, each at most 50,000 URLs (the protocol's limit;
// 12,000 products make one file, 100,000 make two).
import { productUrl } from '#domain/slug';
import type { Product } from '#domain/types';
import { absoluteHref, escapeXml } from './xml';

export const SITEMAP_MAX_URLS = 50_000;
export const PAGES_SITEMAP = 'paginas.xml';
const productSitemapName = (n: number) => `productos-${n}.xml`;
/** Where the sitemaps the index names are served. */
const SITEMAPS_PATH = '/sitemaps/';

/** The shop's own pages in the sitemap: home, the five catalogue pages, contact. */
const SHOP_PAGES: readonly string[] = ['/', '/repuestos', '/neumaticos', '/maquinaria', '/herramientas', '/consumibles', '/contacto'];
/** Pages whose content is the catalogue: their lastmod is the newest product change. */
const CATALOGUE_PAGES = new Set(['/', '/repuestos', '/neumaticos', '/maquinaria', '/herramientas', '/consumibles']);

export interface SitemapInput {
  origin: string;
  products: readonly Product[];
  /** When each product last changed (by id); a product without a date gets no lastmod. */
  changedAt: ReadonlyMap<string, Date> | null;
  maxUrls?: number;
  /** More pages whose content is the catalogue (the machine pages), with the pages sitemap. */
  extraPages?: readonly string[];
}

export interface Sitemaps {
  index: string;
  /** File name (under SITEMAPS_PATH) → document. */
  files: Map<string, string>;
  productCount: number;
}

const HEADER = '<?xml version="1.0" encoding="UTF-8"?>\n';
const NS = 'http://www.sitemaps.org/schemas/sitemap/0.9';

/** W3C date-time in UTC, second precision: 2026-11-24T01:02:03Z. */
export function w3cDate(date: Date): string {
  return `${date.toISOString().slice(0, 19)}Z`;
}

function urlEntry(loc: string, lastmod: Date | undefined): string {
  return lastmod ? `<url><loc>${escapeXml(loc)}</loc><lastmod>${w3cDate(lastmod)}</lastmod></url>\n` : `<url><loc>${escapeXml(loc)}</loc></url>\n`;
}

export function buildSitemaps({ origin, products, changedAt, maxUrls = SITEMAP_MAX_URLS, extraPages = [] }: SitemapInput): Sitemaps {
  const files = new Map<string, string>();
  const newest = new Map<string, Date>();
  let latest: Date | undefined;

  // The same product never twice: ids are unique in a snapshot, but a link is what counts.
  const seen = new Set<string>();
  let chunk: string[] = [];
  let chunkLatest: Date | undefined;
  const flush = () => {
    if (chunk.length === 0) return;
    const name = productSitemapName(files.size + 1);
    files.set(name, `${HEADER}<urlset xmlns="${NS}">\n${chunk.join('')}</urlset>\n`);
    if (chunkLatest) newest.set(name, chunkLatest);
    chunk = [];
    chunkLatest = undefined;
  };
  for (const product of products) {
    const loc = absoluteHref(origin, productUrl(product));
    if (seen.has(loc)) continue;
    seen.add(loc);
    const date = changedAt?.get(product.id);
    if (date && (!chunkLatest || date > chunkLatest)) chunkLatest = date;
    if (date && (!latest || date > latest)) latest = date;
    chunk.push(urlEntry(loc, date));
    if (chunk.length >= maxUrls) flush();
  }
  flush();

  const pages =
    SHOP_PAGES.map((path) => urlEntry(absoluteHref(origin, path), CATALOGUE_PAGES.has(path) ? latest : undefined)).join('') +
    extraPages
      .slice(0, maxUrls)
      .map((path) => urlEntry(absoluteHref(origin, path), latest))
      .join('');
  const all = new Map<string, string>([[PAGES_SITEMAP, `${HEADER}<urlset xmlns="${NS}">\n${pages}</urlset>\n`], ...files]);
  if (latest) newest.set(PAGES_SITEMAP, latest);

  const entries = [...all.keys()]
    .map((name) => {
      const loc = `<loc>${escapeXml(absoluteHref(origin, `${SITEMAPS_PATH}${name}`))}</loc>`;
      const date = newest.get(name);
      return `<sitemap>${loc}${date ? `<lastmod>${w3cDate(date)}</lastmod>` : ''}</sitemap>\n`;
    })
    .join('');
  return { index: `${HEADER}<sitemapindex xmlns="${NS}">\n${entries}</sitemapindex>\n`, files: all, productCount: seen.size };
}
