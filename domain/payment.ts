// Payment terms from the Cheques column (docs/product.md §5).

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
