import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { formatARS, formatPrice, hasSuspiciousDots, isConsultar, parsePrice } from './price';

const intl = new Intl.NumberFormat('es-AR', {
  style: 'currency',
  currency: 'ARS',
  minimumFractionDigits: 0,
  maximumFractionDigits: 0,
});
const NBSP = '\u00a0';

/** Builds '$ 1.234.567,50' from an integer part and cents. */
function businessFormat(int: number, cents: number): string {
  const grouped = String(int).replace(/\B(?=(\d{3})+(?!\d))/g, '.');
  return `$ ${grouped},${String(cents).padStart(2, '0')}`;
}

describe('parsePrice', () => {
  it.each([
    ['$ 1.234.567,50', 1234567.5],
    ['1.500', 1500],
    ['12,5', 12.5],
    [' $ 0 ', 0],
    ['$1500', 1500],
    [`$${NBSP}2.000`, 2000],
    ['1 500', 1500],
    ['-500', -500],
    ['-$ 1.500,25', -1500.25],
    ['$ -1.500', -1500],
  ])('%j -> %d', (input, expected) => {
    expect(parsePrice(input)).toBe(expected);
  });

  it.each([[''], ['   '], ['abc'], ['consultar'], ['Consultar'], ['12abc'], ['1,2,3'], ['$'], ['-'], ['1e3'], ['0x10']])('%j -> NaN', (input) => {
    expect(parsePrice(input)).toBeNaN();
  });

  it('returns finite numbers as they are', () => {
    expect(parsePrice(1234567.5)).toBe(1234567.5);
    expect(parsePrice(-3)).toBe(-3);
    expect(parsePrice(0)).toBe(0);
  });

  it('gives NaN for non-strings and non-finite numbers', () => {
    for (const v of [null, undefined, {}, [], true, NaN, Infinity, -Infinity]) {
      expect(parsePrice(v)).toBeNaN();
    }
  });

  it('parses the business format built from random amounts', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10 ** 13 }), fc.integer({ min: 0, max: 99 }), (int, cents) => {
        expect(parsePrice(businessFormat(int, cents))).toBe((int * 100 + cents) / 100);
      }),
    );
  });
});

describe('formatPrice', () => {
  it('formats like Intl es-AR ARS without decimals', () => {
    expect(formatPrice(1234567.5)).toBe(intl.format(1234567.5));
    expect(formatPrice(1234567.5)).toBe(`$${NBSP}1.234.568`);
    expect(formatPrice('$ 1.234.567,50')).toBe(`$${NBSP}1.234.568`);
    expect(formatPrice('1.500')).toBe(`$${NBSP}1.500`);
    expect(formatPrice('12,5')).toBe(`$${NBSP}13`);
  });

  it.each([['  consultar '], ['CONSULTAR'], [0], ['0'], [' $ 0 '], [''], [null], [undefined], ['abc'], [NaN], [Infinity], [{}], [0.4]])(
    '%j -> Consultar',
    (input) => {
      expect(formatPrice(input)).toBe('Consultar');
    },
  );

  it('shows negative amounts as Intl prints them (the sheet report flags them)', () => {
    expect(formatPrice(-500)).toBe(intl.format(-500));
  });

  it('round-trips integers through parsePrice', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -(10 ** 15), max: 10 ** 15 }).filter((n) => n !== 0),
        (n) => {
          expect(parsePrice(formatPrice(n))).toBe(n);
        },
      ),
    );
  });
});

describe('formatARS', () => {
  it('formats totals, including zero', () => {
    expect(formatARS(0)).toBe(`$${NBSP}0`);
    expect(formatARS(-0)).toBe(`$${NBSP}0`);
    expect(formatARS(NaN)).toBe(`$${NBSP}0`);
    expect(formatARS(2500.4)).toBe(`$${NBSP}2.500`);
    expect(formatARS(1234567)).toBe(intl.format(1234567));
  });
});

describe('helpers', () => {
  it('detects consultar', () => {
    expect(isConsultar(' Consultar ')).toBe(true);
    expect(isConsultar('consultar precio')).toBe(false);
    expect(isConsultar(0)).toBe(false);
  });

  it('flags dots that are not thousands separators', () => {
    expect(hasSuspiciousDots('1500.50')).toBe(true);
    expect(hasSuspiciousDots('1.5')).toBe(true);
    expect(hasSuspiciousDots('$ 1.234.567,50')).toBe(false);
    expect(hasSuspiciousDots('1500')).toBe(false);
    expect(hasSuspiciousDots('-1.500')).toBe(false);
  });
});
