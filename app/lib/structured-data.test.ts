import { photoBase } from '#domain/photos';
import { describe, expect, it } from 'vitest';
import { makeProduct } from '#domain/testing';
import { parseConfig } from '#server/config';
import { breadcrumbJsonLd, localBusinessJsonLd, productCrumbs, productJsonLd } from './structured-data';
import type { ShopInfo } from './shop';

const ORIGIN = 'https://tienda.example';
const shop: ShopInfo = {
  name: 'Agro Industrial Paraná',
  email: 'ventas@example.com',
  whatsappNumber: '5493435551234',
  instagramUrl: null,
  facebookUrl: null,
  origin: ORIGIN,
  adsId: null,
  adsConversionLabel: null,
  socialFeedWidgetId: null,
};

const product = makeProduct({
  id: 'A1',
  slug: 'bombas-hidraulicas/bomba-a1',
  name: 'Bomba </script><script>alert(1)</script>',
  code: 'B-77',
  brand: 'Bosch',
  category: 'Bombas hidráulicas',
  condition: 'Nuevo',
  price: '$ 103.000',
  numericPrice: 103000,
  image: '/a.webp',
  images: ['/a.webp', 'https://cdn.example/b.jpg'],
});

describe('structured data', () => {
  it('a product with a price has an Offer in pesos with availability, condition and seller', () => {
    const json = productJsonLd(product, ORIGIN, shop.name);
    expect(json).toMatchObject({
      '@type': 'Product',
      sku: 'B-77',
      mpn: 'B-77',
      brand: { '@type': 'Brand', name: 'Bosch' },
      // The shop's own stable JPEG of each photo, never the photo host's address.
      image: [`${ORIGIN}${photoBase('/a.webp')}/1200.jpg`, `${ORIGIN}${photoBase('https://cdn.example/b.jpg')}/1200.jpg`],
      offers: {
        '@type': 'Offer',
        price: '103000.00',
        priceCurrency: 'ARS',
        availability: 'https://schema.org/InStock',
        itemCondition: 'https://schema.org/NewCondition',
        seller: { '@type': 'Organization', name: shop.name },
      },
    });
  });

  it("a product with 'Consultar' has no offer and so no made-up price", () => {
    const json = productJsonLd({ ...product, price: 'Consultar', numericPrice: NaN, condition: 'Usado' }, ORIGIN, shop.name);
    expect(json.offers).toBeUndefined();
    expect(JSON.stringify(json)).not.toMatch(/price/i);
    expect(json.itemCondition).toBe('https://schema.org/UsedCondition');
  });

  it('breadcrumbs go home › catalogue page › product, with absolute addresses', () => {
    const crumbs = productCrumbs(product, '/producto/bombas-hidraulicas/bomba-a1');
    expect(crumbs.map((c) => c.path)).toEqual(['/', '/repuestos', '/producto/bombas-hidraulicas/bomba-a1']);
    expect(productCrumbs({ name: 'X', category: 'Otra' }, '/producto/x').map((c) => c.name)).toEqual(['Inicio', 'X']);
    const json = breadcrumbJsonLd(ORIGIN, crumbs)['script:ld+json' as never] as { itemListElement: { position: number; item: string }[] };
    expect(json.itemListElement.map((i) => [i.position, i.item])).toEqual([
      [1, `${ORIGIN}/`],
      [2, `${ORIGIN}/repuestos`],
      [3, `${ORIGIN}/producto/bombas-hidraulicas/bomba-a1`],
    ]);
  });

  it('the local business has the address, map point, contact and logo; hours and profiles only when configured', () => {
    const bare = localBusinessJsonLd(shop, 'd')!['script:ld+json' as never] as Record<string, unknown>;
    expect(bare).toMatchObject({
      '@type': 'AutoPartsStore',
      telephone: '+5493435551234',
      email: 'ventas@example.com',
      logo: `${ORIGIN}/logo.svg`,
      address: { streetAddress: 'Av. Almafuerte 4346', addressLocality: 'Paraná', addressRegion: 'Entre Ríos', addressCountry: 'AR' },
      geo: { '@type': 'GeoCoordinates' },
    });
    expect(bare).not.toHaveProperty('sameAs');
    expect(bare).not.toHaveProperty('openingHours');
    const full = localBusinessJsonLd(
      { ...shop, instagramUrl: 'https://www.instagram.com/tienda/', openingHours: ['Mo-Fr 08:00-12:30', 'Sa 08:30-12:30'] },
      'd',
    )!['script:ld+json' as never] as Record<string, unknown>;
    expect(full.sameAs).toEqual(['https://www.instagram.com/tienda/']);
    expect(full.openingHours).toEqual(['Mo-Fr 08:00-12:30', 'Sa 08:30-12:30']);
    expect(localBusinessJsonLd(null, 'd')).toBeNull();
  });

  it('OPENING_HOURS is read as schema.org entries and a wrong one is refused naming the variable', () => {
    expect(parseConfig({ OPENING_HOURS: ' Mo-Fr 08:00-12:30 ;Mo,We 15:30-19:30; Sa 08:30-12:30 ' }).OPENING_HOURS).toEqual([
      'Mo-Fr 08:00-12:30',
      'Mo,We 15:30-19:30',
      'Sa 08:30-12:30',
    ]);
    expect(() => parseConfig({ OPENING_HOURS: 'lunes a viernes de 8 a 12' })).toThrow(/OPENING_HOURS/);
    expect(parseConfig({}).OPENING_HOURS).toBeUndefined();
  });
});
