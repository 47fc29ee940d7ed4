import { describe, expect, it } from 'vitest';
import { formatPrice } from '#domain/price';
import { makeProduct } from '#domain/testing';
import { registerPhotoCheck } from '#server/photos/visibility';
import { toCardData } from './product-card';

describe('toCardData', () => {
  it('gives every page the same frozen card for a product, and a refreshed product its own', () => {
    const product = makeProduct({ id: '17', name: 'Bomba hidráulica', price: '150.000', numericPrice: 150000, description: 'x'.repeat(90) });
    const card = toCardData(product);
    expect(toCardData(product)).toBe(card);
    expect(Object.isFrozen(card)).toBe(true);
    expect(card).toMatchObject({ id: '17', name: 'Bomba hidráulica', displayPrice: formatPrice(150000), numericPrice: 150000 });
    expect(card.shortDescription).toHaveLength(73); // 70 characters and the ellipsis (docs/product.md §5)

    // A catalogue refresh makes new product objects: their cards are made anew, never reused by id.
    const refreshed = toCardData({ ...product, price: '175.000', numericPrice: 175000 });
    expect(refreshed).not.toBe(card);
    expect(refreshed.displayPrice).toBe(formatPrice(175000));
    expect(card.displayPrice).toBe(formatPrice(150000));
    expect(formatPrice(150000)).toMatch(/^\$\s150\.000$/);
  });

  it("leaves out a photo the server cannot show, and makes only that product's card again when the list changes", () => {
    const dead = makeProduct({ id: '1', image: 'https://i.ibb.co/x/dead.jpg', images: ['https://i.ibb.co/x/dead.jpg'] });
    const fine = makeProduct({ id: '2', image: 'https://i.ibb.co/x/fine.jpg', images: ['https://i.ibb.co/x/fine.jpg'] });
    const before = [toCardData(dead), toCardData(fine)];
    expect(before[0].image).toBe('https://i.ibb.co/x/dead.jpg');

    let hidden = new Set(['https://i.ibb.co/x/dead.jpg']);
    let version = 1;
    registerPhotoCheck({ shown: (source) => !hidden.has(source), version: () => version, color: () => null });
    try {
      const after = [toCardData(dead), toCardData(fine)];
      expect(after[0].image).toBeNull();
      expect(after[0]).not.toBe(before[0]);
      // Its photo did not change: the same card (and the same stored card HTML).
      expect(after[1]).toBe(before[1]);

      hidden = new Set();
      version = 2;
      expect(toCardData(dead).image).toBe('https://i.ibb.co/x/dead.jpg');
    } finally {
      registerPhotoCheck(null);
    }
  });

  it("paints a card's photo box in the photo's colour once it is prepared, making that card again", () => {
    const product = makeProduct({ id: '9', image: 'https://i.ibb.co/x/rueda.jpg', images: ['https://i.ibb.co/x/rueda.jpg'] });
    let color: string | null = null;
    registerPhotoCheck({ shown: () => true, version: () => 7, color: () => color });
    try {
      const before = toCardData(product);
      expect(before.imageColor).toBeNull();
      expect(toCardData(product)).toBe(before);
      color = '#7a5c2e';
      const after = toCardData(product);
      expect(after.imageColor).toBe('#7a5c2e');
      expect(toCardData(product)).toBe(after);
      // Anything but a plain colour is never written into the page.
      color = 'red;background:url(x)';
      expect(toCardData(makeProduct({ id: '10', image: 'https://i.ibb.co/x/otra.jpg' })).imageColor).toBeNull();
    } finally {
      registerPhotoCheck(null);
    }
  });
});
