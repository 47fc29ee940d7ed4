// The home page's product carousels (docs/product.md §9), as card data, built once per catalogue
// snapshot. The page ships only the first slides of each (what a wide screen shows at once); the
// rest come from /api/carrusel/:key when the carousel comes within reach.
import { homeCarousels } from '#domain/home';
import type { HomeCarouselData } from '../components/home/product-carousels';
import type { CatalogSnapshot } from '#server/catalog/store';
import { toCardData } from './product-card';

/** Slides of each carousel in the page (and its loader data): four side by side on a wide screen. */
export const HOME_FIRST_SLIDES = 4;

/** Where each home carousel's 'Ver todos' leads. */
const CAROUSEL_PAGES: Record<string, string> = {
  'repuestos-nuevos': '/repuestos?vista=nuevos',
  'repuestos-usados': '/repuestos?vista=usados',
  'maquinaria-nueva': '/maquinaria?vista=nuevos',
  'maquinaria-usada': '/maquinaria?vista=usados',
  maquinaria: '/maquinaria',
  neumaticos: '/neumaticos',
  herramientas: '/herramientas',
  consumibles: '/consumibles',
};

// The carousels change only when the catalogue does: built once per snapshot.
const carouselCache = new WeakMap<CatalogSnapshot, HomeCarouselData[]>();

/** Every carousel with all its slides (at most 10 each). */
export function carouselsFor(catalog: CatalogSnapshot): HomeCarouselData[] {
  let carousels = carouselCache.get(catalog);
  if (!carousels) {
    carousels = homeCarousels(catalog.products).map((c) => ({
      key: c.key,
      title: c.title,
      href: CAROUSEL_PAGES[c.key] ?? '/',
      loop: c.loop,
      total: c.products.length,
      items: c.products.map(toCardData),
    }));
    carouselCache.set(catalog, carousels);
  }
  return carousels;
}

/** The carousels as the page ships them: the first HOME_FIRST_SLIDES slides of each. */
export function homePageCarousels(catalog: CatalogSnapshot): HomeCarouselData[] {
  return carouselsFor(catalog).map((c) => ({ ...c, items: c.items.slice(0, HOME_FIRST_SLIDES) }));
}
