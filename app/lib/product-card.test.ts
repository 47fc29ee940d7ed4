import { describe, expect, it } from 'vitest';
import { formatPrice } from '../../domain/price';
import { makeProduct } from '../../domain/testing';
import { toCardData } from './product-card';

describe('toCardData', () => {
  it('gives every page the same frozen card for a product, and a refreshed product its own', () => {
    const product = makeProduct({ id: '17', name: 'Bomba hidráulica', price: '150.000', numericPrice: 150000, description: 'x'.repeat(90) });
    const card = toCardData(product);
    expect(toCardData(product)).toBe(card);
    expect(Object.isFrozen(card)).toBe(true);
    expect(card).toMatchObject({ id: '17', name: 'Bomba hidráulica', displayPrice: formatPrice(150000), numericPrice: 150000 });
    expect(card.shortDescription).toHaveLength(73); // 70 characters and the ellipsis (spec 5)

    // A catalogue refresh makes new product objects: their cards are made anew, never reused by id.
    const refreshed = toCardData({ ...product, price: '175.000', numericPrice: 175000 });
    expect(refreshed).not.toBe(card);
    expect(refreshed.displayPrice).toBe(formatPrice(175000));
    expect(card.displayPrice).toBe(formatPrice(150000));
    expect(formatPrice(150000)).toMatch(/^\$\s150\.000$/);
  });
});
