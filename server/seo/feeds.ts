// The product feeds: Google Merchant Center (RSS 2.0 with the g: namespace) and the
// Meta commerce catalogue (CSV with Meta's column names), for Facebook and Instagram shops and the
// WhatsApp Business catalogue. Products that cannot be listed are left out (listing.ts).
import type { Product } from '#domain/types';
import { neutralizeFormula } from '../admin/csv';
import { feedItem, listingProblems, type FeedItem, type PhotoShown } from './listing';
import { escapeXml } from './xml';

export interface FeedInput {
  origin: string;
  shopName: string;
  products: readonly Product[];
  /** Which photo links load: a product whose cover does not is left out until it does. */
  photoShown?: PhotoShown;
}

/** The listable products' feed items, each product once (by id). */
export function feedItems({ origin, products, photoShown }: Pick<FeedInput, 'origin' | 'products' | 'photoShown'>): FeedItem[] {
  const items: FeedItem[] = [];
  const seen = new Set<string>();
  for (const product of products) {
    if (seen.has(product.id) || listingProblems(product, photoShown).length > 0) continue;
    seen.add(product.id);
    items.push(feedItem(product, origin, photoShown));
  }
  return items;
}

const G = 'http://base.google.com/ns/1.0';

function g(name: string, value: string | null): string {
  return value ? `<g:${name}>${escapeXml(value)}</g:${name}>` : '';
}

export function googleFeed(input: FeedInput, items = feedItems(input)): string {
  const out: string[] = [
    '<?xml version="1.0" encoding="UTF-8"?>\n',
    `<rss version="2.0" xmlns:g="${G}">\n<channel>\n`,
    `<title>${escapeXml(input.shopName)}</title>\n<link>${escapeXml(`${input.origin}/`)}</link>\n`,
    `<description>${escapeXml(`Productos de ${input.shopName}`)}</description>\n`,
  ];
  for (const item of items) {
    out.push(
      '<item>' +
        g('id', item.id) +
        g('title', item.title) +
        g('description', item.description) +
        g('link', item.link) +
        g('image_link', item.imageLink) +
        item.additionalImageLinks.map((link) => g('additional_image_link', link)).join('') +
        g('availability', item.availability) +
        g('price', item.price) +
        g('condition', item.condition) +
        g('brand', item.brand) +
        g('mpn', item.mpn) +
        g('identifier_exists', item.identifierExists) +
        g('product_type', item.productType) +
        g('google_product_category', item.googleProductCategory) +
        '</item>\n',
    );
  }
  out.push('</channel>\n</rss>\n');
  return out.join('');
}

export const META_COLUMNS = [
  'id',
  'title',
  'description',
  'availability',
  'condition',
  'price',
  'link',
  'image_link',
  'additional_image_link',
  'brand',
  'mpn',
  'identifier_exists',
  'product_type',
  'google_product_category',
] as const;

/** Every cell quoted; text a spreadsheet would run as a formula gets the apostrophe server/admin/csv.ts gives it. */
function cell(value: string): string {
  return `"${neutralizeFormula(value).replace(/"/g, '""')}"`;
}

/**
 * Meta's catalogue CSV: comma-separated, UTF-8 without a byte-order mark (Meta reads the first
 * header as '\uFEFFid' otherwise), additional images as one comma-separated cell.
 */
export function metaCsv(input: FeedInput, items = feedItems(input)): string {
  const lines: string[] = [META_COLUMNS.join(',')];
  for (const item of items) {
    const values: Record<(typeof META_COLUMNS)[number], string> = {
      id: item.id,
      title: item.title,
      description: item.description,
      availability: item.availability,
      condition: item.condition,
      price: item.price,
      link: item.link,
      image_link: item.imageLink,
      additional_image_link: item.additionalImageLinks.join(','),
      brand: item.brand,
      mpn: item.mpn,
      identifier_exists: item.identifierExists,
      product_type: item.productType,
      google_product_category: item.googleProductCategory ?? '',
    };
    lines.push(META_COLUMNS.map((column) => cell(values[column])).join(','));
  }
  return `${lines.join('\r\n')}\r\n`;
}
