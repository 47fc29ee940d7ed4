// Test helpers (not used by the app): a complete Product, or a product as the phone keeps it, with overrides.
import type { OfflineProduct } from './offline-catalog';
import type { Product } from './types';

export function makeProduct(overrides: Partial<Product> = {}): Product {
  return {
    id: '1',
    slug: 'general/repuesto-1',
    name: 'Producto',
    description: '',
    code: '',
    brand: '',
    appliesTo: '',
    price: '',
    numericPrice: NaN,
    category: 'General',
    condition: 'Usado',
    paymentOptions: '',
    image: null,
    images: [],
    videoUrl: null,
    ...overrides,
  };
}

/** A product of the catalogue kept on the phone: blank but for its id, the fields each test reads given. */
export function makeOfflineProduct(id: string, overrides: Partial<OfflineProduct> = {}): OfflineProduct {
  return {
    id,
    slug: `p-${id}`,
    name: '',
    code: '',
    brand: '',
    appliesTo: '',
    ivaRate: 21,
    price: 'Consultar',
    numericPrice: null,
    category: 'Filtros',
    condition: 'Nuevo',
    paymentOptions: '',
    description: '',
    photoKey: null,
    photoColor: null,
    ...overrides,
  };
}
