// Prices in dollars as owners write them. Agricultural machinery, and many parts, are priced in
// dollars ('U$S 18.500', 'USD 2.300', 'US$ 950'); a shop that read those as 'Consultar' hid the
// price of everything it sells in dollars. The amount follows the same Argentine number format as
// pesos (dots for thousands, comma for decimals); readPriceText (price.ts) decides the currency.

export type Currency = 'ARS' | 'USD';

// U$S, u$s, U$D, U $ S, US$, USD, u$, dólar(es), with or without spaces before the amount.
const DOLLAR_SOURCE = String.raw`u\s?\$\s?[sd](?![a-z])|us\s?\$|\busd(?![a-z])|\bu\$(?![sd])|\bd[oó]lar(?:es)?(?![a-z])`;
const DOLLAR_MARK = new RegExp(DOLLAR_SOURCE, 'iu');
const DOLLAR_MARKS = new RegExp(DOLLAR_SOURCE, 'giu');
export const PESO_MARK = /\$|\bars\b|\bpesos?\b/iu;
const AMOUNT = /^-?\d{1,3}(?:\.\d{3})*(?:,\d{1,2})?$|^-?\d+(?:,\d{1,2})?$/;

/** True when the text names dollars anywhere ('U$S 950', '950 dólares'). */
export function isDollarText(text: string): boolean {
  return DOLLAR_MARK.test(text);
}

/** The text without its dollar marks (what is left should be the amount). */
export function withoutDollarMarks(text: string): string {
  return text.replace(DOLLAR_MARKS, ' ');
}

/** A dollar amount ('18.500', '1.234,56'), or null when it is not one. */
export function readDollarAmount(text: string): { amount: number; cents: boolean } | null {
  const compact = text.replace(/\s+/g, '');
  if (!AMOUNT.test(compact)) return null;
  return { amount: Number(compact.replace(/\./g, '').replace(',', '.')), cents: compact.includes(',') };
}

/** The 'Moneda' column: 'ARS'/'pesos'/'$' or 'USD'/'U$S'/'dólares'; null when empty. */
export function readCurrencyColumn(text: string): Currency | null | 'unknown' {
  const t = text.trim();
  if (t === '') return null;
  if (isDollarText(t) || /^us$/i.test(t)) return 'USD';
  if (/^(?:ars|\$|pesos?|\$\s?ar)$/i.test(t)) return 'ARS';
  return 'unknown';
}

const WHOLE = new Intl.NumberFormat('es-AR', { maximumFractionDigits: 0 });
const WITH_CENTS = new Intl.NumberFormat('es-AR', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** 'U$S 18.500', or 'U$S 1.234,56' when the sheet wrote cents. */
export function formatUSD(amount: number, cents = false): string {
  return `U$S ${(cents ? WITH_CENTS : WHOLE).format(amount)}`;
}
