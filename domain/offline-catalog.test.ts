import { describe, expect, it } from 'vitest';
import { BUILT_IN_BRANDS, MACHINE_TABLE_LIMITS } from './machines/brands';
import { decodeOfflineCatalog, encodeOfflineCatalog, type OfflineProduct } from './offline-catalog';

const product = (over: Partial<OfflineProduct> = {}): OfflineProduct => ({
  id: '7',
  slug: 'correas/correa-gates-a-112-7',
  name: 'Correa Gates A-112',
  code: 'A-112',
  brand: 'Gates',
  appliesTo: 'Massey Ferguson MF 34',
  ivaRate: 10.5,
  price: '$ 65.200',
  numericPrice: 65200,
  category: 'Correas',
  condition: 'Nuevo',
  paymentOptions: '6',
  description: 'Sección A, desarrollo 112".',
  photoKey: '0123456789abcdef',
  photoColor: '#a1b2c3',
  ...over,
});

describe('offline catalogue file', () => {
  const products = [
    product(),
    product({
      id: '8',
      slug: 'bombas/bomba-8',
      category: 'Bombas',
      condition: 'Usado',
      numericPrice: null,
      price: 'Consultar',
      photoKey: null,
      photoColor: null,
    }),
  ];

  it('reads back exactly what was written', () => {
    const brands = [
      { name: 'Massey Ferguson', aliases: ['MF'], modelPrefixes: ['MF'] },
      { name: 'Metalfor', aliases: ['Mtf'] },
    ];
    const text = encodeOfflineCatalog('abc123', products, [], true, brands);
    expect(decodeOfflineCatalog(text, 'abc123')).toEqual({
      format: 4,
      version: 'abc123',
      products,
      synonyms: [],
      pricesIncludeIva: true,
      machineBrands: brands,
    });
  });

  it("carries the shop's machine brands, the built-in ones when none are given", () => {
    expect(decodeOfflineCatalog(encodeOfflineCatalog('v', products))?.machineBrands.map((b) => b.name)).toEqual(BUILT_IN_BRANDS.map((b) => b.name));
  });

  it("refuses machine brands past what the owner's tab may add", () => {
    const file = JSON.parse(encodeOfflineCatalog('v', products)) as { machineBrands: unknown[] };
    const many = Array.from({ length: BUILT_IN_BRANDS.length + MACHINE_TABLE_LIMITS.brands + 1 }, (_, k) => [`Marca ${k}`, [], []]);
    expect(decodeOfflineCatalog(JSON.stringify({ ...file, machineBrands: many }))).toBeNull();
    const aliases = Array.from({ length: 5_000 }, (_, k) => `alias ${k}`);
    expect(decodeOfflineCatalog(JSON.stringify({ ...file, machineBrands: [['Marca', aliases, []]] }))).toBeNull();
    expect(decodeOfflineCatalog(JSON.stringify({ ...file, machineBrands: [['x'.repeat(81), [], []]] }))).toBeNull();
    expect(decodeOfflineCatalog(JSON.stringify({ ...file, machineBrands: [['Marca', 'MF', []]] }))).toBeNull();
    expect(decodeOfflineCatalog(JSON.stringify({ ...file, machineBrands: [['Marca', ['MF'], []]] }))?.machineBrands).toEqual([
      { name: 'Marca', aliases: ['MF'] },
    ]);
  });

  it('keeps a photo without a colour', () => {
    const text = encodeOfflineCatalog('v', [product({ photoColor: null })]);
    expect(decodeOfflineCatalog(text)?.products[0]).toMatchObject({ photoKey: '0123456789abcdef', photoColor: null });
  });

  it('refuses a file cut short', () => {
    const text = encodeOfflineCatalog('v', products);
    expect(decodeOfflineCatalog(text.slice(0, text.length - 20))).toBeNull();
  });

  it('refuses a file of another version than expected', () => {
    expect(decodeOfflineCatalog(encodeOfflineCatalog('old', products), 'new')).toBeNull();
  });

  it('refuses a file whose rows were altered or lost', () => {
    const file = JSON.parse(encodeOfflineCatalog('v', products)) as { rows: unknown[][]; count: number; format: number };
    expect(decodeOfflineCatalog(JSON.stringify({ ...file, rows: file.rows.slice(1) }))).toBeNull();
    const badCondition = structuredClone(file);
    badCondition.rows[0][9] = 2;
    expect(decodeOfflineCatalog(JSON.stringify(badCondition))).toBeNull();
    const badPhoto = structuredClone(file);
    badPhoto.rows[0][12] = '../../etc/passwd';
    expect(decodeOfflineCatalog(JSON.stringify(badPhoto))).toBeNull();
    const badCategory = structuredClone(file);
    badCategory.rows[1][8] = 99;
    expect(decodeOfflineCatalog(JSON.stringify(badCategory))).toBeNull();
    const badIva = structuredClone(file);
    badIva.rows[0][13] = '21%';
    expect(decodeOfflineCatalog(JSON.stringify(badIva))).toBeNull();
    expect(decodeOfflineCatalog(JSON.stringify({ ...file, pricesIncludeIva: 'si' }))).toBeNull();
    expect(decodeOfflineCatalog(JSON.stringify({ ...file, format: 2 }))).toBeNull();
    expect(decodeOfflineCatalog(JSON.stringify({ ...file, synonyms: [[1]] }))).toBeNull();
    expect(decodeOfflineCatalog('no es JSON')).toBeNull();
  });
});
