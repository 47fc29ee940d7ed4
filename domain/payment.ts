// Payment terms from the Cheques column (docs/product.md §5).
import { formatUSD } from './dollars';
import { formatARS, readPriceText } from './price';

export const CASH_ONLY = 'Solo contado efectivo o transferencia';

/**
 * Number of cheques written in a cell: a non-negative integer given as a
 * number or as digits with optional surrounding spaces ('3', ' 3 ').
 * Anything else (blank, '3.5', 'tres', -1) gives null.
 */
export function parseCheques(value: unknown): number | null {
  if (typeof value === 'number') return Number.isSafeInteger(value) && value >= 0 ? value : null;
  if (typeof value !== 'string') return null;
  const text = value.trim();
  if (!/^\d+$/.test(text)) return null;
  const n = Number(text);
  return Number.isSafeInteger(n) ? n : null;
}

/**
 * 'En hasta N cheques' for a positive integer N, else cash only. N = 1 keeps
 * the spec's text literally ('En hasta 1 cheques').
 */
export function paymentTerms(cheques: unknown): string {
  const n = parseCheques(cheques);
  return n !== null && n > 0 ? `En hasta ${n} cheques` : CASH_ONLY;
}

/**
 * What paying in cheques means next to the cash price, as the rule on financed offers asks (the
 * cash price, the number and amount of the payments and the total financial cost): '3 cheques de
 * $ 15.000 sin interés (CFTEA 0 %)'. Null when the product is cash only or has no usable price;
 * the cash price itself is the price shown above it.
 */
export function chequePlan(cheques: unknown, price: string, financed?: { price?: string; cftea?: number }): string | null {
  const n = parseCheques(cheques);
  if (n === null || n <= 0) return null;
  const cash = readPriceText(price);
  if (!cash.ok || cash.amount <= 0) return null;
  const paying = financed?.price === undefined ? cash : readPriceText(financed.price);
  // A financed price the shop could not read, or one without its CFTEA, is not shown at all: saying
  // 'sin interés' of it would be false.
  if (!paying.ok || paying.amount <= 0 || paying.currency !== cash.currency) return null;
  if (financed?.price !== undefined && financed.cftea === undefined) return null;
  const amount = (n: number) => (paying.currency === 'USD' ? formatUSD(n, !Number.isInteger(Math.round(n * 100) / 100)) : formatARS(Math.round(n)));
  const payments = `${n} ${n === 1 ? 'cheque' : 'cheques'} de ${amount(paying.amount / n)}`;
  if (financed?.price === undefined) return `${payments} sin interés (CFTEA 0 %)`;
  return `${payments} (total ${amount(paying.amount)}, CFTEA ${PERCENT.format(financed.cftea ?? 0)} %)`;
}

const PERCENT = new Intl.NumberFormat('es-AR', { maximumFractionDigits: 2 });

/** A CFTEA cell: '45', '45,5 %', '45.5%' (percent, 0 to 1000); null when it is not one. */
export function readCftea(text: string): number | null {
  const match = /^(\d{1,4}(?:[.,]\d{1,2})?)\s*%?$/.exec(text.trim());
  if (!match) return null;
  const n = Number(match[1].replace(',', '.'));
  return n <= 1000 ? n : null;
}
