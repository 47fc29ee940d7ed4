// What the product feeds say about a product: whether it can be listed at all (Google
// Merchant Center and Meta refuse products without a price, an image or a title, and an item whose
// image_link does not answer a photo), and the attributes both feeds share.
import { CATEGORY_GROUPS } from '#domain/categories';
import { photoBase, photoJpegPath } from '#domain/photos';
import { productUrl } from '#domain/slug';
import { isDollarText } from '#domain/dollars';
import { pesoPrice } from '#domain/exchange-rate';
import type { Product } from '#domain/types';
import { absoluteHref } from './xml';

/** Google: description at most 5,000 characters; title at most 150. */
const FEED_DESCRIPTION_MAX = 5000;
const FEED_TITLE_MAX = 150;
/** Google accepts up to 10 additional images; Meta up to 20. */
const FEED_ADDITIONAL_IMAGES_MAX = 10;

export type ListingProblem = 'sin-precio' | 'en-dolares' | 'sin-imagen' | 'foto-no-carga' | 'sin-titulo' | 'rechazado-por-google';

/**
 * Whether a photo link of the sheet can be served by the shop (/fotos/...). False for a link the
 * photo engine found dead with no copy kept: its address answers 404, and Merchant Center and Meta
 * reject an item whose image_link does. A link not tried yet counts as loading (it is made on demand).
 */
export type PhotoShown = (source: string) => boolean;

const EVERY_PHOTO: PhotoShown = () => true;

/** Each reason as the staff's catalogue report names it (the page explains why once, above). */
export const LISTING_PROBLEM_TEXT: Record<ListingProblem, string> = {
  'sin-precio': "Sin precio (dice 'Consultar')",
  'en-dolares': 'Precio en dólares (Google y Meta piden el precio en pesos; se publica cuando la tienda tenga cotización)',
  'sin-imagen': 'Sin imagen',
  'foto-no-carga': 'La foto no carga (corregí el enlace en la planilla; el motivo está en «Fotos que no cargan»)',
  'sin-titulo': 'Sin título',
  'rechazado-por-google': 'Google lo rechazaría (ID de más de 50 caracteres, enlace demasiado largo o precio fuera de rango)',
};

/**
 * Merchant Center refuses an item whose id is over 50 characters or whose link is over 2,000, and a
 * price written in exponent form ('1e+24 ARS', what toFixed gives from 10^21 on). Such items are
 * left out and named to the staff instead of failing in Merchant Center unseen.
 */
const GOOGLE_ID_MAX = 50;
const GOOGLE_LINK_MAX = 2_000;
/** Ten trillion pesos: far above any machine, far below where toFixed turns to exponent form. */
const FEED_PRICE_MAX = 1e13;
/** Room left in a link for the shop's origin ('https://' and a long domain). */
const ORIGIN_ALLOWANCE = 100;

function googleWouldRefuse(product: Product): boolean {
  if (product.id.length > GOOGLE_ID_MAX) return true;
  if (productUrl(product).length + ORIGIN_ALLOWANCE > GOOGLE_LINK_MAX) return true;
  return hasListedPrice(product) && pesoPrice(product) >= FEED_PRICE_MAX;
}

// A dollar price is listed in pesos at the shop's rate (both feeds want the country's currency);
// without a rate it has none and stays out (docs/decisions/0037-exchange-rate.md).
function hasListedPrice(product: Product): boolean {
  const pesos = pesoPrice(product);
  return Number.isFinite(pesos) && pesos > 0;
}

/** The reasons a product is left out of the feeds; empty when it can be listed. */
export function listingProblems(product: Product, photoShown: PhotoShown = EVERY_PHOTO): ListingProblem[] {
  const problems: ListingProblem[] = [];
  const name = product.name.trim();
  if (name === '' || name.toLowerCase() === 'sin título' || name.toLowerCase() === 'sin titulo') problems.push('sin-titulo');
  if (isDollarText(product.price) && !hasListedPrice(product)) problems.push('en-dolares');
  else if (!hasListedPrice(product)) problems.push('sin-precio');
  if (!product.image) problems.push('sin-imagen');
  else if (!photoShown(product.image)) problems.push('foto-no-carga');
  if (googleWouldRefuse(product)) problems.push('rechazado-por-google');
  return problems;
}

/** The catalogue group a category is shown under (the first one: 'Plataformas' is in two). */
function categoryGroup(category: string): string | null {
  for (const [group, categories] of Object.entries(CATEGORY_GROUPS)) if (categories.includes(category)) return group;
  return null;
}

/** 'Repuestos > Bombas hidráulicas'; a group page's own category is not repeated. */
export function productType(category: string): string {
  const group = categoryGroup(category);
  if (!group || group === category) return category;
  return `${group} > ${category}`;
}

// Google's product taxonomy (full English paths, which Merchant Center accepts as well as the
// numeric ids). Categories not in the table get no google_product_category: Google then infers one.
const PARTS = 'Vehicles & Parts > Vehicle Parts & Accessories > Motor Vehicle Parts';
const AGRICULTURE = 'Business & Industrial > Agriculture';
const HEAVY_MACHINERY = 'Business & Industrial > Heavy Machinery';
const GOOGLE_CATEGORY_BY_CATEGORY: Readonly<Record<string, string>> = {
  Repuestos: PARTS,
  Motores: PARTS,
  Reductores: PARTS,
  'Cajas de cambio': PARTS,
  'Bombas hidráulicas': PARTS,
  'Radiadores de agua': PARTS,
  'Radiadores de aceite': PARTS,
  'Plaquetas Electrónicas (ECU)': PARTS,
  'Cuerpo de válvulas hidráulicas': PARTS,
  Vidrios: PARTS,
  Asientos: PARTS,
  Rodamientos: PARTS,
  Correas: PARTS,
  Neumáticos: `${PARTS} > Motor Vehicle Tires`,
  Herramientas: 'Hardware > Tools',
  Cosechadoras: AGRICULTURE,
  Tractores: AGRICULTURE,
  Sembradoras: AGRICULTURE,
  Implementos: AGRICULTURE,
  Rotoenfardadoras: AGRICULTURE,
  Pulverizadoras: AGRICULTURE,
  Tolvas: AGRICULTURE,
  Desmalezadoras: AGRICULTURE,
  Palas: HEAVY_MACHINERY,
  Minicargadoras: HEAVY_MACHINERY,
  Cargadoras: HEAVY_MACHINERY,
  Grúas: HEAVY_MACHINERY,
  Retroexcavadoras: HEAVY_MACHINERY,
  Topadoras: HEAVY_MACHINERY,
  Autoelevadores: HEAVY_MACHINERY,
  Jardin: 'Home & Garden > Lawn & Garden > Outdoor Power Equipment',
};

function googleProductCategory(category: string): string | null {
  return Object.hasOwn(GOOGLE_CATEGORY_BY_CATEGORY, category) ? GOOGLE_CATEGORY_BY_CATEGORY[category] : null;
}

// Control characters other than tab and line breaks, and markup a sheet may carry.
const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/g;
const TAGS = /<\/?[a-z][a-z0-9]*\b[^<>]*>/gi;

/** Plain text at most `max` characters, cut at a whole character (never half an emoji). */
function plainText(text: string, max: number): string {
  const clean = String(text ?? '')
    .replace(TAGS, ' ')
    .replace(CONTROL, '')
    .replace(/[ \t]+/g, ' ')
    .trim();
  if (clean.length <= max) return clean;
  let cut = clean.slice(0, max);
  const last = cut.charCodeAt(cut.length - 1);
  if (last >= 0xd800 && last <= 0xdbff) cut = cut.slice(0, -1);
  return cut;
}

/** '103000.00 ARS' */
export function feedPrice(amount: number): string {
  return `${amount.toFixed(2)} ARS`;
}

export interface FeedItem {
  id: string;
  title: string;
  description: string;
  link: string;
  imageLink: string;
  additionalImageLinks: string[];
  availability: 'in stock';
  price: string;
  condition: 'new' | 'used';
  brand: string;
  mpn: string;
  identifierExists: 'yes' | 'no';
  productType: string;
  googleProductCategory: string | null;
}

/** The feed attributes of a listable product (call listingProblems first). */
export function feedItem(product: Product, origin: string, photoShown: PhotoShown = EVERY_PHOTO): FeedItem {
  // The shop's own JPEG of each photo at 1200 px: a stable address whatever the client accepts, large
  // enough for Google and Meta (800 px), and the photo host never sees the feed readers. A gallery
  // photo that does not load is left out of the additional images (the cover was checked above).
  const sources = product.images.length > 0 ? product.images : product.image ? [product.image] : [];
  const images = sources.filter((src, i) => i === 0 || photoShown(src)).map((src) => photoJpegPath(photoBase(src)));
  const brand = plainText(product.brand, 70);
  const mpn = plainText(product.code, 70);
  return {
    id: product.id,
    title: plainText(product.name, FEED_TITLE_MAX),
    description: plainText(product.description || product.name, FEED_DESCRIPTION_MAX),
    link: absoluteHref(origin, productUrl(product)),
    imageLink: absoluteHref(origin, images[0] ?? ''),
    additionalImageLinks: images.slice(1, 1 + FEED_ADDITIONAL_IMAGES_MAX).map((src) => absoluteHref(origin, src)),
    // The sheet has no stock column: what is listed is offered.
    availability: 'in stock',
    price: feedPrice(pesoPrice(product)),
    condition: product.condition === 'Usado' ? 'used' : 'new',
    brand,
    mpn,
    // Google: 'no' when the product has neither a brand with a part number (nor a GTIN, which we do not have).
    identifierExists: brand !== '' && mpn !== '' ? 'yes' : 'no',
    productType: productType(product.category),
    googleProductCategory: googleProductCategory(product.category),
  };
}

export interface UnlistedProduct {
  id: string;
  name: string;
  problems: ListingProblem[];
}

/** The products the feeds leave out, in catalogue order, with their reasons. */
export function unlistedProducts(products: readonly Product[], photoShown: PhotoShown = EVERY_PHOTO): UnlistedProduct[] {
  const out: UnlistedProduct[] = [];
  for (const product of products) {
    const problems = listingProblems(product, photoShown);
    if (problems.length > 0) out.push({ id: product.id, name: product.name, problems });
  }
  return out;
}
