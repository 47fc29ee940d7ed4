// Home page product carousels (docs/product.md §9).
import { inGroup } from './categories';
import { filterByView } from './filters';
import type { Product } from './types';

const HOME_CAROUSEL_LIMIT = 10;
/** Under this many machinery products, new and used share one carousel. */
const MACHINERY_SPLIT_MIN = 5;

export interface HomeCarousel {
  key: string;
  title: string;
  products: Product[];
  /** docs/product.md §9: a carousel loops only with more than 4 items. */
  loop: boolean;
}

export function carouselLoops(count: number): boolean {
  return count > 4;
}

function carousel(key: string, title: string, products: readonly Product[]): HomeCarousel {
  const shown = products.slice(0, HOME_CAROUSEL_LIMIT);
  return { key, title, products: shown, loop: carouselLoops(shown.length) };
}

/**
 * Carousels in page order (the order and the parts titles are our choice;
 * the spec names only the machinery titles). Products keep the given order
 * (newest rows first); empty carousels are left out.
 */
export function homeCarousels(products: readonly Product[]): HomeCarousel[] {
  const parts = products.filter((p) => inGroup(p.category, 'Repuestos'));
  const machinery = products.filter((p) => inGroup(p.category, 'Maquinaria'));
  const machineryCarousels =
    machinery.length < MACHINERY_SPLIT_MIN
      ? [carousel('maquinaria', 'Maquinaria', machinery)]
      : [
          carousel('maquinaria-nueva', 'Maquinaria Nueva', filterByView(machinery, 'nuevos')),
          carousel('maquinaria-usada', 'Maquinaria Usada', filterByView(machinery, 'usados')),
        ];
  return [
    carousel('repuestos-nuevos', 'Repuestos Nuevos', filterByView(parts, 'nuevos')),
    carousel('repuestos-usados', 'Repuestos Usados', filterByView(parts, 'usados')),
    ...machineryCarousels,
    carousel(
      'neumaticos',
      'Neumáticos',
      products.filter((p) => p.category === 'Neumáticos'),
    ),
    carousel(
      'herramientas',
      'Herramientas',
      products.filter((p) => p.category === 'Herramientas'),
    ),
    carousel(
      'consumibles',
      'Consumibles',
      products.filter((p) => p.category === 'Consumibles'),
    ),
  ].filter((c) => c.products.length > 0);
}
