// Integration: the change dates live in the database (both engines), so an unchanged product keeps
// its date across a catalogue refresh and across a restart (a new process reading the table).
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { makeProduct } from '#domain/testing';
import type { Product } from '#domain/types';
import { ENGINES, openTestDatabase, type TestDatabase } from '../../tests/setup/databases';
import { productosFechas } from '../db/schema';
import { ProductDates } from './product-dates';
import { documentText, SeoService } from './service';
import { parseXml } from '../../tests/support/seo';

const T1 = new Date('2026-11-01T10:00:00Z');
const T2 = new Date('2026-11-02T10:00:00Z');
const T3 = new Date('2026-11-03T10:00:00Z');

function products(count: number): Product[] {
  return Array.from({ length: count }, (_, i) =>
    makeProduct({
      id: `P${i}`,
      slug: `repuestos/producto-p${i}`,
      name: `Producto ${i}`,
      price: '$ 1.000',
      numericPrice: 1000,
      image: '/a.webp',
      images: ['/a.webp'],
    }),
  );
}

class FakeStore {
  snapshot: { products: readonly Product[] } | null = null;
  listeners = new Set<(s: { products: readonly Product[] }) => void>();
  current() {
    return this.snapshot;
  }
  onSwap(listener: (s: { products: readonly Product[] }) => void) {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }
  swap(list: readonly Product[]) {
    this.snapshot = { products: list };
    for (const l of this.listeners) l(this.snapshot);
    return this.snapshot;
  }
}

const quiet = { info() {}, error() {} };

describe.each(ENGINES)('fechas de cambio de los productos en %s', (engine) => {
  let t: TestDatabase;
  beforeEach(async () => {
    t = await openTestDatabase(engine);
  });
  afterEach(async () => {
    await t.cleanup();
  });

  it('keeps the date of an unchanged product across a refresh and a restart, and dates only what changed', async () => {
    const first = products(12);
    const dates = new ProductDates();
    const a = await dates.sync(t.db, first, T1);
    expect(a.written).toBe(12);
    expect([...a.dates.values()].every((d) => d.getTime() === T1.getTime())).toBe(true);

    // Refresh: the same rows, one price changed, one product new, one removed.
    const second = [...first.slice(1).map((p) => (p.id === 'P3' ? { ...p, price: '$ 2.000', numericPrice: 2000 } : p)), ...products(13).slice(12)];
    const b = await dates.sync(t.db, second, T2);
    expect(b.written).toBe(2);
    expect(b.dates.get('P1')).toEqual(T1);
    expect(b.dates.get('P3')).toEqual(T2);
    expect(b.dates.get('P12')).toEqual(T2);
    expect(b.dates.has('P0')).toBe(false);

    // Restart: a new process (new memory) reads the table; nothing changed, nothing is written.
    const restarted = new ProductDates();
    const c = await restarted.sync(t.db, second, T3);
    expect(c.written).toBe(0);
    expect(c.dates.get('P1')).toEqual(T1);
    expect(c.dates.get('P3')).toEqual(T2);
    const rows = await t.db.select().from(productosFechas);
    expect(rows.length).toBe(13);
  });

  it('writes thousands of changed rows in batches', async () => {
    const many = Array.from({ length: 12_000 }, (_, i) => makeProduct({ id: `X${i}`, slug: `r/x-x${i}`, name: `X ${i}` }));
    const result = await new ProductDates().sync(t.db, many, T1);
    expect(result.written).toBe(12_000);
    expect(result.dates.size).toBe(12_000);
  });

  it('the sitemap after a refresh keeps the date of unchanged products and drops removed ones', async () => {
    const store = new FakeStore();
    const service = new SeoService({ store, db: async () => t.db, shopName: 'Tienda', logger: quiet, now: () => T1 });
    service.start();
    const first = store.swap(products(3));
    const doc1 = (await service.document(first, 'https://t.example', 'sitemaps/productos-1.xml'))!;
    expect(await documentText(doc1)).toContain('<lastmod>2026-11-01T10:00:00Z</lastmod>');
    // Same version, same bytes: built once.
    expect(await service.document(first, 'https://t.example', 'sitemaps/productos-1.xml')).toBe(doc1);

    // The first process is gone before the refresh: two services on one store would both sync the
    // new catalogue's dates (each at its own clock), and whichever wrote first would win.
    await service.stop();
    const later = new SeoService({ store, db: async () => t.db, shopName: 'Tienda', logger: quiet, now: () => T2 });
    later.start();
    const next = store.swap([products(3)[0], { ...products(3)[1], name: 'Producto 1 cambiado' }]);
    const text = await documentText((await later.document(next, 'https://t.example', 'sitemaps/productos-1.xml'))!);
    parseXml(text);
    expect(text).toContain('<loc>https://t.example/producto/repuestos/producto-p0</loc><lastmod>2026-11-01T10:00:00Z</lastmod>');
    expect(text).toContain('<loc>https://t.example/producto/repuestos/producto-p1</loc><lastmod>2026-11-02T10:00:00Z</lastmod>');
    expect(text).not.toContain('producto-p2');
    await later.stop();
  });
});

describe('sin base de datos', () => {
  it('serves the sitemap without lastmod when the dates cannot be saved', async () => {
    const store = new FakeStore();
    const service = new SeoService({ store, db: () => Promise.reject(new Error('caída')), shopName: 'Tienda', logger: quiet });
    const snapshot = store.swap(products(2));
    const text = await documentText((await service.document(snapshot, 'https://t.example', 'sitemaps/productos-1.xml'))!);
    expect(text).toContain('<loc>https://t.example/producto/repuestos/producto-p1</loc>');
    expect(text).not.toContain('<lastmod>');
  });
});
