import { describe, expect, it } from 'vitest';
import { makeProduct } from '#domain/testing';
import type { Product } from '#domain/types';
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

/** A catalogue that loaded fine with these products and cannot be refreshed. */
const catalogControl = (products: Product[]) => ({
  status: () => ({
    source: 's',
    state: 'ok' as const,
    loadedAt: null,
    confirmedAt: null,
    lastAttemptAt: null,
    lastError: null,
    lastErrorCode: null,
    productCount: products.length,
    issues: [],
    refreshing: false,
  }),
  refreshNow: () => Promise.reject(new Error('no')),
  current: () => ({ products }),
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
    expect(first.byProblem).toEqual({ 'sin-precio': 152, 'en-dolares': 0, 'sin-imagen': 2, 'foto-no-carga': 0, 'sin-titulo': 0, 'rechazado-por-google': 0 });
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
    const control = catalogControl([product(1), product(2, { image: null, images: [] })]);
    expect(catalogView(control).unlisted.items.map((i) => i.id)).toEqual(['P2']);
  });

  it('counts a product whose photo does not load, and not one whose copy the shop kept', () => {
    const failure = (source: string, gone: boolean) => ({ source, gone, message: 'x', since: '2026-11-27T10:00:00.000Z', products: [] });
    const photos = {
      progress: () => ({ total: 3, ready: 1, failed: 2, pending: 0, line: '' }),
      failures: () => [failure('/muerta.jpg', false), failure('/guardada.jpg', true)],
    };
    const products = [
      product(1),
      product(2, { image: '/muerta.jpg', images: ['/muerta.jpg'] }),
      product(3, { image: '/guardada.jpg', images: ['/guardada.jpg'] }),
    ];
    const control = catalogControl(products);
    const { unlisted } = catalogView(control, parseIssueQuery(new URL('https://x/admin/catalogo')), photos);
    expect(unlisted.count).toBe(1);
    expect(unlisted.byProblem['foto-no-carga']).toBe(1);
    expect(unlisted.items).toEqual([
      { id: 'P2', name: 'Producto 2', reasons: ['La foto no carga (corregí el enlace en la planilla; el motivo está en «Fotos que no cargan»)'] },
    ]);
    // The same catalogue once the link works again: the cached scan is not reused.
    expect(catalogView(control).unlisted.count).toBe(0);
  });
});
