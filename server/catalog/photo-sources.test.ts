import { describe, expect, it } from 'vitest';
import { photoKey } from '#domain/photos';
import { makeProduct } from '#domain/testing';
import { buildCatalogIndex } from './index';
import { PHOTO_PRIORITY, photoSources } from './photo-sources';

const snapshotOf = (products: ReturnType<typeof makeProduct>[]) => ({ products, index: buildCatalogIndex(products) });

describe('photoSources', () => {
  it('puts the first pages first, then the other cards, then the galleries; one photo per link', () => {
    // 30 products of one catalogue page: its first page shows the first 24 of the stored order.
    const products = Array.from({ length: 30 }, (_, i) =>
      makeProduct({
        id: String(i + 1),
        name: `Neumático ${i + 1}`,
        category: 'Neumáticos',
        condition: 'Nuevo',
        image: `https://i.ibb.co/x/${i + 1}.jpg`,
        images: [`https://i.ibb.co/x/${i + 1}.jpg`, `https://i.ibb.co/x/${i + 1}-b.jpg`],
      }),
    );
    // Two products share a link: one photo, both named for the staff.
    products[1] = { ...products[1], image: products[0].image, images: [products[0].image!] };
    const sources = photoSources(snapshotOf(products));
    const byLink = new Map(sources.map((s) => [s.source, s]));

    const shared = byLink.get('https://i.ibb.co/x/1.jpg')!;
    expect(shared.key).toBe(photoKey('https://i.ibb.co/x/1.jpg'));
    expect(shared.products.map((p) => p.id)).toEqual(['1', '2']);
    expect(sources.filter((s) => s.source === 'https://i.ibb.co/x/1.jpg')).toHaveLength(1);

    const covers = sources.filter((s) => s.cover);
    const onFirstPage = covers.filter((s) => s.priority === PHOTO_PRIORITY.firstPages);
    // Products 1 and 2 are on it and share a link: 23 photos; 25 to 30 are later cards.
    expect(onFirstPage).toHaveLength(23);
    expect(covers.filter((s) => s.priority === PHOTO_PRIORITY.cards).map((s) => s.products[0].id)).toEqual(['25', '26', '27', '28', '29', '30']);
    const gallery = sources.filter((s) => !s.cover);
    expect(gallery.length).toBe(29);
    expect(gallery.every((s) => s.priority === PHOTO_PRIORITY.gallery)).toBe(true);
  });

  it('has nothing for products without photos', () => {
    expect(photoSources(snapshotOf([makeProduct({ image: null, images: [] })]))).toEqual([]);
  });
});
