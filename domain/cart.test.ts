import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { z } from 'zod';
import {
  addItem,
  budgetDetailsText,
  budgetEmailPayload,
  budgetRequestRecord,
  cartCount,
  cartItemFromProduct,
  cartTotal,
  formatCartTotal,
  MAX_QUANTITY,
  parseStoredCart,
  removeItem,
  setQuantity,
  type CartItem,
} from './cart';
import { formatARS } from './price';
import { normalizeImageUrl } from './media';
import { makeProduct } from './testing';

const NBSP = '\u00a0';
const bomba = cartItemFromProduct(
  makeProduct({ id: '1', name: 'Bomba', code: 'BH-55', price: '$ 1.500', numericPrice: 1500, slug: 'bombas/bomba-1', category: 'Bombas', image: '/img/b.jpg' }),
);
const filtro = cartItemFromProduct(makeProduct({ id: '2', name: 'Filtro', price: 'Consultar', numericPrice: NaN }));
const form = { name: 'Ana Pérez', location: 'Paraná', province: 'Entre Ríos', email: 'ana@example.com', phone: '343 4123456' };

describe('cartItemFromProduct', () => {
  it('copies the fields and starts at quantity 1', () => {
    expect(bomba).toEqual({
      id: '1',
      name: 'Bomba',
      code: 'BH-55',
      numericPrice: 1500,
      quantity: 1,
      price: '$ 1.500',
      image: '/img/b.jpg',
      slug: 'bombas/bomba-1',
      category: 'Bombas',
    });
  });

  it('uses 0 for a missing price and leaves out a missing code', () => {
    expect(filtro.numericPrice).toBe(0);
    expect('code' in filtro).toBe(false);
  });
});

describe('cart operations', () => {
  it('adds new items and raises quantity for existing ones', () => {
    let cart = addItem([], bomba);
    cart = addItem(cart, filtro);
    cart = addItem(cart, bomba);
    expect(cart.map((i) => [i.id, i.quantity])).toEqual([
      ['1', 2],
      ['2', 1],
    ]);
  });

  it('appends with quantity 1 whatever quantity the item carries', () => {
    expect(addItem([], { ...bomba, quantity: 7 })[0].quantity).toBe(1);
  });

  it('does not mutate the input', () => {
    const cart = [bomba];
    addItem(cart, bomba);
    setQuantity(cart, '1', 5);
    removeItem(cart, '1');
    expect(cart).toEqual([bomba]);
    expect(bomba.quantity).toBe(1);
  });

  it('sets quantities: floors, caps and removes below 1', () => {
    const cart = [bomba, filtro];
    expect(setQuantity(cart, '1', 3)[0].quantity).toBe(3);
    expect(setQuantity(cart, '1', 2.9)[0].quantity).toBe(2);
    expect(setQuantity(cart, '1', 5000)[0].quantity).toBe(MAX_QUANTITY);
    expect(setQuantity(cart, '1', Infinity)[0].quantity).toBe(MAX_QUANTITY);
    expect(setQuantity(cart, '1', 0).map((i) => i.id)).toEqual(['2']);
    expect(setQuantity(cart, '1', 0.5).map((i) => i.id)).toEqual(['2']);
    expect(setQuantity(cart, '1', -3).map((i) => i.id)).toEqual(['2']);
    expect(setQuantity(cart, '1', NaN)).toEqual(cart);
    expect(setQuantity(cart, 'nope', 4)).toEqual(cart);
  });

  it('caps quantity when adding repeatedly', () => {
    const cart = [{ ...bomba, quantity: MAX_QUANTITY }];
    expect(addItem(cart, bomba)[0].quantity).toBe(MAX_QUANTITY);
  });

  it('removes items', () => {
    expect(removeItem([bomba, filtro], '1')).toEqual([filtro]);
    expect(removeItem([bomba], 'x')).toEqual([bomba]);
  });

  it('totals and counts', () => {
    const cart = [
      { ...bomba, quantity: 2 },
      { ...filtro, quantity: 3 },
      { ...bomba, id: '9', numericPrice: NaN, quantity: 4 },
    ];
    expect(cartTotal(cart)).toBe(3000);
    expect(cartCount(cart)).toBe(9);
    expect(cartTotal([])).toBe(0);
    expect(cartCount([])).toBe(0);
  });

  it('keeps count equal to the sum of quantities under any operations', () => {
    const op = fc.oneof(
      fc.record({ kind: fc.constant('add' as const), id: fc.constantFrom('a', 'b', 'c') }),
      fc.record({ kind: fc.constant('set' as const), id: fc.constantFrom('a', 'b', 'c'), q: fc.integer({ min: -5, max: 2000 }) }),
      fc.record({ kind: fc.constant('remove' as const), id: fc.constantFrom('a', 'b', 'c') }),
    );
    fc.assert(
      fc.property(fc.array(op), (ops) => {
        let cart: CartItem[] = [];
        for (const o of ops) {
          if (o.kind === 'add') cart = addItem(cart, { ...bomba, id: o.id });
          else if (o.kind === 'set') cart = setQuantity(cart, o.id, o.q);
          else cart = removeItem(cart, o.id);
        }
        expect(new Set(cart.map((i) => i.id)).size).toBe(cart.length);
        for (const item of cart) expect(item.quantity >= 1 && item.quantity <= MAX_QUANTITY && Number.isInteger(item.quantity)).toBe(true);
        expect(cartTotal(cart)).toBe(1500 * cartCount(cart));
      }),
    );
  });
});

describe('totals per currency', () => {
  const tractor = cartItemFromProduct(makeProduct({ id: '3', name: 'Tractor', price: 'U$S 18.500', numericPrice: NaN }));
  const sembradora = cartItemFromProduct(makeProduct({ id: '4', name: 'Sembradora', price: 'U$S 1.234,50', numericPrice: NaN }));

  it('gives pesos alone as before', () => {
    const items = setQuantity(addItem([], bomba), '1', 2);
    expect(formatCartTotal(items)).toBe(formatARS(3000));
  });

  it('gives dollars alone, and both side by side without adding them', () => {
    expect(formatCartTotal(setQuantity(addItem([], tractor), '3', 2))).toBe('U$S 37.000');
    expect(formatCartTotal([...addItem([], bomba), tractor, sembradora])).toBe(`${formatARS(1500)} + U$S 19.734,50`);
    expect(cartTotal([bomba, tractor])).toBe(1500);
  });

  it('carries both totals into the mail payload', () => {
    expect(budgetEmailPayload(form, [bomba, tractor]).total).toBe(`${formatARS(1500)} + U$S 18.500`);
  });
});

describe('parseStoredCart', () => {
  it('round-trips a stored cart', () => {
    const cart = [{ ...bomba, quantity: 3 }, filtro];
    expect(parseStoredCart(JSON.stringify(cart))).toEqual(cart);
  });

  it.each([[null], [''], ['{'], ['null'], ['42'], ['{"id":"1"}'], ['"texto"']])('%j -> []', (raw) => {
    expect(parseStoredCart(raw)).toEqual([]);
  });

  it('drops malformed entries and repairs harmless fields', () => {
    const raw = JSON.stringify([
      null,
      { ...bomba, quantity: 0 },
      { ...bomba, quantity: 1.5 },
      { ...bomba, id: '' },
      { name: 'sin id', quantity: 1 },
      { ...bomba, id: '3', numericPrice: null, code: null, image: 'javascript:alert(1)', slug: '../../admin', price: 5, quantity: 5000 },
      { ...bomba, id: '4' },
      { ...bomba, id: '4', quantity: 9 },
    ]);
    expect(parseStoredCart(raw)).toEqual([
      { id: '3', name: 'Bomba', numericPrice: 0, quantity: MAX_QUANTITY, price: '', image: null, slug: '', category: 'Bombas' },
      { ...bomba, id: '4' },
    ]);
  });

  // The stored-cart check was a zod schema; it is plain code now (zod stays out of the browser
  // bundle). Both must agree on every entry: the schema below is the one the code replaced.
  it('keeps the rules of the former zod schema, entry by entry', () => {
    const SLUG_PATH = /^[a-z0-9]+(-[a-z0-9]+)*(\/[a-z0-9]+(-[a-z0-9]+)*)*$/;
    const schema = z.object({
      id: z.string().trim().min(1).max(200),
      name: z.string().max(500),
      code: z.string().max(200).nullish().catch(undefined),
      numericPrice: z.number().nullish().catch(null),
      quantity: z.number().int().min(1),
      price: z.string().max(200).catch(''),
      image: z.string().nullish().catch(null),
      slug: z.string().regex(SLUG_PATH).catch(''),
      category: z.string().max(200).catch(''),
    });
    const reference = (entry: unknown): CartItem[] => {
      const parsed = schema.safeParse(entry);
      if (!parsed.success) return [];
      const s = parsed.data;
      return [
        {
          id: s.id,
          name: s.name,
          ...(s.code ? { code: s.code } : {}),
          numericPrice: s.numericPrice ?? 0,
          quantity: Math.min(s.quantity, MAX_QUANTITY),
          price: s.price,
          image: s.image ? normalizeImageUrl(s.image) : null,
          slug: s.slug,
          category: s.category,
        },
      ];
    };
    // Mostly valid values, so that each rule is met often with the others passing.
    const text = (max: number) =>
      fc.oneof(
        { arbitrary: fc.string({ maxLength: 4 }), weight: 3 },
        { arbitrary: fc.string({ minLength: max - 1, maxLength: max + 1 }), weight: 2 },
        { arbitrary: fc.constantFrom('  ', ' 7 ', 'bombas/bomba-1', 'A/b', ''), weight: 2 },
      );
    const anything = fc.oneof(fc.constant(undefined), fc.constant(null), fc.boolean(), fc.double(), fc.constantFrom(Infinity, NaN, 2 ** 60, 1.5, 0, -1));
    const field = (valid: fc.Arbitrary<unknown>) => fc.oneof({ arbitrary: valid, weight: 6 }, { arbitrary: anything, weight: 1 });
    const entry = fc.record(
      {
        id: field(text(200)),
        name: field(text(500)),
        code: field(text(200)),
        numericPrice: field(fc.oneof(fc.double(), fc.integer())),
        quantity: field(fc.oneof(fc.integer({ min: -1, max: 1200 }), fc.constantFrom(1, 999, 1000))),
        price: field(text(200)),
        image: field(fc.oneof(text(10), fc.constantFrom('/img/a.jpg', 'https://x.test/a.webp', 'javascript:alert(1)'))),
        slug: field(text(20)),
        category: field(text(200)),
        extra: field(text(3)),
      },
      { requiredKeys: ['id', 'name', 'quantity'] },
    );
    fc.assert(
      fc.property(fc.oneof({ arbitrary: entry, weight: 8 }, anything, fc.array(fc.integer())), (value) => {
        expect(parseStoredCart(JSON.stringify([value]) ?? null)).toEqual(reference(JSON.parse(JSON.stringify([value]))[0]));
      }),
      { numRuns: 2000 },
    );
  });

  it('never throws on arbitrary input', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.json()), (raw) => {
        expect(Array.isArray(parseStoredCart(raw))).toBe(true);
      }),
    );
  });
});

describe('quote texts and payloads', () => {
  const cart = [{ ...bomba, quantity: 2 }, filtro];

  it('lists the lines for the e-mail', () => {
    expect(budgetDetailsText(cart)).toBe(`- 2 x Bomba (Código: BH-55) - $${NBSP}1.500\n- 1 x Filtro (Código: N/A) - Consultar`);
    expect(budgetDetailsText([])).toBe('');
  });

  it('builds the presupuestos record', () => {
    expect(budgetRequestRecord(form, cart)).toEqual({
      nombre_apellido: 'Ana Pérez',
      localidad: 'Paraná',
      provincia: 'Entre Ríos',
      email: 'ana@example.com',
      telefono: '343 4123456',
      detalles_carrito: [
        { id: '1', name: 'Bomba', code: 'BH-55', quantity: 2, price: `$${NBSP}1.500` },
        { id: '2', name: 'Filtro', code: '', quantity: 1, price: 'Consultar' },
      ],
      total_estimado: 3000,
    });
  });

  it('builds the e-mail payload', () => {
    expect(budgetEmailPayload(form, cart)).toEqual({ formData: form, cartDetails: budgetDetailsText(cart), total: formatARS(3000) });
  });
});
