import { describe, expect, it } from 'vitest';
import { makeProduct } from '../../domain/testing';
import { catalogView, parseIssueQuery, unlistedView } from './catalog';

const product = (n: number, overrides = {}) =>
  makeProduct({
    id: `P${n}`,
    slug: `r/p-p${n}`,
    name: `Producto ${n}`,
    price: '$ 1.000',
    numericPrice: 1000,
    image: '/a.webp',
    images: ['/a.webp'],
    ...overrides,
  });

describe('products left out of the feeds in the staff catalogue report', () => {
  it('lists them with their reasons, counted per reason, 100 a page', () => {
    const products = [
      product(1),
      product(2, { price: 'Consultar', numericPrice: NaN }),
      product(3, { image: null, images: [] }),
      product(4, { price: 'Consultar', numericPrice: NaN, image: null, images: [] }),
      ...Array.from({ length: 150 }, (_, i) => product(10 + i, { price: 'Consultar', numericPrice: NaN })),
    ];
    const first = unlistedView(products);
    expect(first.count).toBe(153);
    expect(first.byProblem).toEqual({ 'sin-precio': 152, 'sin-imagen': 2, 'sin-titulo': 0, 'rechazado-por-google': 0 });
    expect(first.items).toHaveLength(100);
    expect(first.items[0]).toEqual({ id: 'P2', name: 'Producto 2', reasons: ["Sin precio (dice 'Consultar')"] });
    expect(first.items[2].reasons).toHaveLength(2);
    expect(first.pages).toBe(2);
    expect(unlistedView(products, 9).items).toHaveLength(53);
    expect(unlistedView(null).count).toBe(0);
  });

  it('reads the page from ?fuera= and shows it beside the row report', () => {
    expect(parseIssueQuery(new URL('https://x/admin/catalogo?fuera=2')).fuera).toBe(2);
    expect(parseIssueQuery(new URL('https://x/admin/catalogo?fuera=abc')).fuera).toBe(1);
    const control = {
      status: () => ({
        source: 's',
        state: 'ok' as const,
        loadedAt: null,
        lastAttemptAt: null,
        lastError: null,
        lastErrorCode: null,
        productCount: 2,
        issues: [],
        refreshing: false,
      }),
      refreshNow: () => Promise.reject(new Error('no')),
      current: () => ({ products: [product(1), product(2, { image: null, images: [] })] }),
    };
    expect(catalogView(control).unlisted.items.map((i) => i.id)).toEqual(['P2']);
  });
});
