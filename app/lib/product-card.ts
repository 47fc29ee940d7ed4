import { formatEstimate } from '#domain/exchange-rate';
import type { Product } from '#domain/types';
import { cardTextFields } from './card-fields';
import { photoCheckVersion, photoColor, shownPhoto } from './photos';
import { ivaDefaultsVersion, productIvaRate, productNetLine } from './iva-defaults';

/** What a product card needs: a page ships these, never whole products or the catalogue. */
export interface ProductCardData {
  id: string;
  slug: string;
  name: string;
  shortDescription: string;
  code: string;
  brand: string;
  /** Display text from the sheet (the cart formats it again). */
  price: string;
  /** Formatted for display: '$ 1.234.568' or 'Consultar'. */
  displayPrice: string;
  /** 'Precio sin impuestos nacionales: $ …', or null for a price not shown as a number. */
  netPrice: string | null;
  /** IVA in percent: the row's, its group's or 21 (the cart line keeps it for its own net). */
  ivaRate: number;
  /** null when the sheet has no usable price. */
  numericPrice: number | null;
  /** A dollar price in pesos at the shop's rate ('≈ $ 21.275.000'); null otherwise. */
  pesoEstimate?: string | null;
  category: string;
  condition: Product['condition'];
  image: string | null;
  /** The photo's main colour while it loads ('#rrggbb'), once the shop has prepared it. */
  imageColor: string | null;
}

// One card's data per product object: a catalogue snapshot's products do not change (a refresh
// makes new ones), so every page that shows a product shares its card, and the server's stored
// card HTML (~/lib/card-markup.server.tsx) finds its key without serialising the card again.
// A card's photo is left out when the server knows it cannot be shown; when that list changes
// (photoCheckVersion), a card whose photo changed is made again, the others are kept.
const cards = new WeakMap<Product, { card: Readonly<ProductCardData>; photos: number; iva: number }>();

export function toCardData(p: Product): ProductCardData {
  const version = photoCheckVersion();
  const iva = ivaDefaultsVersion();
  const known = cards.get(p);
  // A change in a group's IVA changes the net line of every card of that group: made again.
  if (known !== undefined && known.iva === iva && (known.photos === version || known.card.image === shownPhoto(p.image)) && !colorArrived(known.card)) {
    known.photos = version;
    return known.card;
  }
  const card = Object.freeze(cardDataOf(p));
  cards.set(p, { card, photos: version, iva });
  return card;
}

/** A card made before its photo was prepared: is the colour known now? (one hash and one look-up) */
function colorArrived(card: ProductCardData): boolean {
  return card.image !== null && card.imageColor === null && photoColor(card.image) !== null;
}

function cardDataOf(p: Product): ProductCardData {
  return {
    ...cardTextFields(p),
    netPrice: productNetLine(p),
    ivaRate: productIvaRate(p),
    numericPrice: Number.isFinite(p.numericPrice) ? p.numericPrice : null,
    pesoEstimate: p.pesoEstimate !== undefined ? formatEstimate(p.pesoEstimate) : null,
    image: shownPhoto(p.image),
    imageColor: photoColor(p.image),
  };
}

/** The cart line of a card (the cart formats the price again). */
export function cartProductFromCard(card: ProductCardData) {
  return {
    id: card.id,
    name: card.name,
    code: card.code,
    price: card.price,
    numericPrice: card.numericPrice ?? Number.NaN,
    ivaRate: card.ivaRate,
    image: card.image,
    slug: card.slug,
    category: card.category,
  };
}
