import { describe, expect, it } from 'vitest';
import { formatUSD, isDollarText, readCurrencyColumn } from './dollars';
import { formatPrice, readPriceText } from './price';

// Price texts as owners write them in real sheets: each read as meant (currency and amount) or,
// when it cannot be, refused with a reason the row report shows.
const READ: Array<[string, 'ARS' | 'USD', number]> = [
  ['U$S 18.500', 'USD', 18_500],
  ['USD 2.300', 'USD', 2_300],
  ['US$ 950', 'USD', 950],
  ['u$s 950', 'USD', 950],
  ['U$s 1.200', 'USD', 1_200],
  ['U$D 3.400', 'USD', 3_400],
  ['U$S18.500', 'USD', 18_500],
  ['USD2300', 'USD', 2_300],
  ['usd 75', 'USD', 75],
  ['US $ 1.050', 'USD', 1_050],
  ['U $ S 600', 'USD', 600],
  ['u$ 480', 'USD', 480],
  ['18.500 U$S', 'USD', 18_500],
  ['2.300 USD', 'USD', 2_300],
  ['950 dólares', 'USD', 950],
  ['950 dolares', 'USD', 950],
  ['Dólares 12.000', 'USD', 12_000],
  ['1 dólar', 'USD', 1],
  ['U$S 1.234,56', 'USD', 1_234.56],
  ['USD 99,9', 'USD', 99.9],
  ['U$S 0,50', 'USD', 0.5],
  ['U$S 1.250.000', 'USD', 1_250_000],
  ['  U$S   18.500  ', 'USD', 18_500],
  ['U$S\u00a018.500', 'USD', 18_500],
  ['USD 18500', 'USD', 18_500],
  ['U$S 185000', 'USD', 185_000],
  ['US$18.500,00', 'USD', 18_500],
  ['-U$S 10', 'USD', -10],
  ['$ 1.500', 'ARS', 1_500],
  ['$1.500', 'ARS', 1_500],
  ['1.500', 'ARS', 1_500],
  ['1500', 'ARS', 1_500],
  ['$ 1.234.567,50', 'ARS', 1_234_567.5],
  ['1.234.567,50', 'ARS', 1_234_567.5],
  ['$ 45.000', 'ARS', 45_000],
  ['$\u00a045.000', 'ARS', 45_000],
  ['$ 12,5', 'ARS', 12.5],
  ['850', 'ARS', 850],
  ['$850', 'ARS', 850],
  ['$ 2.100.000', 'ARS', 2_100_000],
  ['0', 'ARS', 0],
  ['$ 0', 'ARS', 0],
  ['1500.50', 'ARS', 150_050], // read as the spec always read it; the row report flags the dot
  ['-1.500', 'ARS', -1_500], // negative: the product reader shows 'Consultar' and reports it
];

const REFUSED: Array<[string, RegExp]> = [
  ['U$D 12,5OO', /no es un número/],
  ['dos mil', /no es un número válido/],
  ['U$S 100 / $ 120.000', /dos monedas/],
  ['USD 100 o 120.000 pesos', /dos monedas/],
  ['U$S 100 (ARS 120.000)', /dos monedas/],
  ['USD 2,300', /no es un número/],
  ['U$S', /no es un número/],
  ['U$S mil', /no es un número/],
  ['$ 1.500,-', /no es un número válido/],
  ['1.500 pesos + IVA', /no es un número válido/],
  ['A convenir', /no es un número válido/],
  ['12 cuotas de $ 1.000', /no es un número válido/],
  ['U$S 1.5.00', /no es un número/],
  ['U$S 12..500', /no es un número/],
  ['USD 1.234,567', /no es un número/],
  ['Precio: U$S 500', /no es un número/],
  ['euros 500', /no es un número válido/],
];

describe('readPriceText', () => {
  it.each(READ)('%s is %s %d', (text, currency, amount) => {
    expect(readPriceText(text)).toMatchObject({ ok: true, currency, amount });
  });

  it.each(REFUSED)('%s is refused with its reason', (text, reason) => {
    const reading = readPriceText(text);
    expect(reading.ok).toBe(false);
    expect(!reading.ok && reading.problem).toMatch(reason);
  });

  it('holds more than 60 texts as owners write them', () => {
    expect(READ.length + REFUSED.length).toBeGreaterThanOrEqual(60);
  });

  it('reads a comma before three digits by the rule, with a doubt for the row report', () => {
    expect(readPriceText('$ 1,500.00')).toMatchObject({ ok: true, currency: 'ARS', amount: 1.5, doubt: expect.stringMatching(/coma/) });
    expect(readPriceText('1,500')).toMatchObject({ ok: true, amount: 1.5, doubt: expect.any(String) });
    expect(readPriceText('$ 1.500,50')).not.toHaveProperty('doubt');
  });

  it('knows whether the sheet wrote cents', () => {
    expect(readPriceText('U$S 1.234,56')).toMatchObject({ cents: true });
    expect(readPriceText('U$S 1.234')).toMatchObject({ cents: false });
  });

  it('lets the Moneda column decide a bare number, and names a contradiction', () => {
    expect(readPriceText('18.500', 'USD')).toMatchObject({ ok: true, currency: 'USD', amount: 18_500 });
    expect(readPriceText('$ 18.500', 'USD')).toMatchObject({ ok: true, currency: 'USD', amount: 18_500 });
    expect(readPriceText('18.500', 'ARS')).toMatchObject({ ok: true, currency: 'ARS', amount: 18_500 });
    expect(readPriceText('U$S 18.500', 'ARS')).toMatchObject({ ok: false, problem: expect.stringMatching(/Moneda/) });
  });
});

describe('readCurrencyColumn', () => {
  it.each([
    ['USD', 'USD'],
    ['U$S', 'USD'],
    ['dólares', 'USD'],
    ['ARS', 'ARS'],
    ['Pesos', 'ARS'],
    ['$', 'ARS'],
    ['', null],
    ['euros', 'unknown'],
  ])('%s -> %s', (text, expected) => {
    expect(readCurrencyColumn(text)).toBe(expected);
  });
});

describe('formatUSD and isDollarText', () => {
  it('writes dollars with es-AR grouping, cents only when asked', () => {
    expect(formatUSD(18_500)).toBe('U$S 18.500');
    expect(formatUSD(2_300)).toBe('U$S 2.300');
    expect(formatUSD(1_234.56, true)).toBe('U$S 1.234,56');
    expect(formatUSD(1_234.5, true)).toBe('U$S 1.234,50');
  });

  it('does not take a peso text or a word that merely contains the letters for dollars', () => {
    expect(isDollarText('$ 1.500')).toBe(false);
    expect(isDollarText('Consultar')).toBe(false);
    expect(isDollarText('usado')).toBe(false);
    expect(isDollarText('busdriver')).toBe(false);
  });
});

describe('formatPrice with dollar texts', () => {
  it('shows a dollar price in dollars, never as Consultar', () => {
    expect(formatPrice('U$S 18.500')).toBe('U$S 18.500');
    expect(formatPrice('USD 2300')).toBe('U$S 2.300');
    expect(formatPrice('950 dólares')).toBe('U$S 950');
    expect(formatPrice('US$ 1.234,5')).toBe('U$S 1.234,50');
  });

  it('keeps Consultar for a dollar text without a usable amount', () => {
    expect(formatPrice('U$D 12,5OO')).toBe('Consultar');
    expect(formatPrice('U$S 0')).toBe('Consultar');
    expect(formatPrice('-U$S 10')).toBe('Consultar');
  });

  it('leaves pesos exactly as before', () => {
    expect(formatPrice('$ 1.234.567,50')).toBe(formatPrice(1_234_567.5));
    expect(formatPrice('Consultar')).toBe('Consultar');
  });
});
