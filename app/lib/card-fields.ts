// The card fields that come straight from the sheet's text, the same for a product of the
// server's catalogue and one of the catalogue kept on the phone. Kept apart from product-card.ts
// so the phone's offline pages do not load the server's photo and IVA look-ups with it.
import { formatPrice } from '#domain/price';
import { CARD_DESCRIPTION_LENGTH, truncate } from '#domain/text';
import type { Product } from '#domain/types';

type SheetText = Pick<Product, 'id' | 'slug' | 'name' | 'description' | 'code' | 'brand' | 'price' | 'category' | 'condition'>;

export function cardTextFields(p: SheetText) {
  return {
    id: p.id,
    slug: p.slug,
    name: p.name,
    shortDescription: truncate(p.description, CARD_DESCRIPTION_LENGTH),
    code: p.code,
    brand: p.brand,
    price: p.price,
    displayPrice: formatPrice(p.price),
    category: p.category,
    condition: p.condition,
  };
}
