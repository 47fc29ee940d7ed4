// schema.org data for search engines: the shop as a local business, and breadcrumbs.
// Rendered through React Router's 'script:ld+json' meta descriptor, which escapes '<' and '>'
// (no sheet text can close the script) and needs no nonce: a JSON-LD block is data, never run,
// so the CSP does not apply to it.
import type { MetaDescriptor } from 'react-router';
import { CATALOG_PAGES, inGroup, type CatalogPage } from '#domain/categories';
import { pesoPrice } from '#domain/exchange-rate';
import { photoBase, photoJpegPath } from '#domain/photos';
import { productUrl } from '#domain/slug';
import { truncate } from '#domain/text';
import type { Product } from '#domain/types';
import { absoluteUrl } from './meta';
import { SHOP_ADDRESS, SHOP_COORDINATES, type ShopInfo } from './shop';

export interface Crumb {
  name: string;
  path: string;
}

export function breadcrumbJsonLd(origin: string, crumbs: readonly Crumb[]): MetaDescriptor {
  return {
    'script:ld+json': {
      '@context': 'https://schema.org',
      '@type': 'BreadcrumbList',
      itemListElement: crumbs.map((crumb, i) => ({ '@type': 'ListItem', position: i + 1, name: crumb.name, item: absoluteUrl(origin, crumb.path) })),
    },
  };
}

/** The catalogue page a category is listed on (the first: 'Plataformas' is on two). */
function catalogPageForCategory(category: string): CatalogPage | undefined {
  return CATALOG_PAGES.find((page) => inGroup(category, page.group));
}

/** Home › catalogue page › product (the page is left out when the category is on none). */
export function productCrumbs(product: { name: string; category: string }, productPath: string): Crumb[] {
  const page = catalogPageForCategory(product.category);
  return [{ name: 'Inicio', path: '/' }, ...(page ? [{ name: page.title, path: page.path }] : []), { name: product.name, path: productPath }];
}

/** The shop as an auto-parts store (schema.org AutoPartsStore, a LocalBusiness). */
export function localBusinessJsonLd(shop: ShopInfo | null, description: string): MetaDescriptor | null {
  if (!shop) return null;
  const origin = shop.origin;
  const profiles = [shop.instagramUrl, shop.facebookUrl].filter((url): url is string => !!url);
  return {
    'script:ld+json': {
      '@context': 'https://schema.org',
      '@type': 'AutoPartsStore',
      '@id': `${origin}/#tienda`,
      name: shop.name,
      description,
      url: `${origin}/`,
      logo: absoluteUrl(origin, '/logo.svg'),
      image: absoluteUrl(origin, '/og-default.jpg'),
      email: shop.email,
      telephone: `+${shop.whatsappNumber}`,
      currenciesAccepted: 'ARS',
      address: {
        '@type': 'PostalAddress',
        streetAddress: SHOP_ADDRESS.split(',')[0],
        addressLocality: 'Paraná',
        addressRegion: 'Entre Ríos',
        addressCountry: 'AR',
      },
      geo: { '@type': 'GeoCoordinates', latitude: SHOP_COORDINATES.lat, longitude: SHOP_COORDINATES.lon },
      ...(shop.openingHours && shop.openingHours.length > 0 ? { openingHours: shop.openingHours } : {}),
      ...(profiles.length > 0 ? { sameAs: profiles } : {}),
    },
  };
}

/** schema.org Product (Google's product rich results); no Offer without a real price ('Consultar'). */
export function productJsonLd(product: Product, origin: string, shopName: string) {
  const url = absoluteUrl(origin, productUrl(product));
  // A dollar price offers its pesos at the shop's rate, like the feeds; without a rate, no Offer.
  const price = pesoPrice(product);
  const hasPrice = Number.isFinite(price) && price > 0;
  const condition = product.condition === 'Nuevo' ? 'https://schema.org/NewCondition' : 'https://schema.org/UsedCondition';
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    '@id': `${url}#producto`,
    name: product.name,
    description: truncate(product.description || product.name, 5000),
    sku: product.code || product.id,
    mpn: product.code || undefined,
    brand: product.brand ? { '@type': 'Brand', name: product.brand } : undefined,
    category: product.category,
    image: product.images.map((src) => absoluteUrl(origin, photoJpegPath(photoBase(src)))),
    itemCondition: condition,
    url,
    offers: hasPrice
      ? {
          '@type': 'Offer',
          priceCurrency: 'ARS',
          price: price.toFixed(2),
          availability: 'https://schema.org/InStock',
          itemCondition: condition,
          url,
          seller: { '@type': 'Organization', name: shopName, url: `${origin}/` },
        }
      : undefined,
  };
}
