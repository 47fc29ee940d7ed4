// Test helper (not used by the app): a complete Product with overrides.
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
