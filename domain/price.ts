// Price rules (docs/product.md §5). The sheet writes prices in the Argentine
// business format: dots for thousands, comma for decimals ('$ 1.234.567,50').

const ARS = new Intl.NumberFormat('es-AR', {
  style: 'currency',
  currency: 'ARS',
  minimumFractionDigits: 0,
  maximumFractionDigits: 0,
});

/** Word the sheet uses (and the shop shows) when there is no fixed price. */
export const CONSULTAR = 'Consultar';

// '$', ordinary and non-breaking spaces (\s covers U+00A0 and U+202F).
const NOISE = /[$\s]/g;
const CLEAN_NUMBER = /^-?\d+(\.\d+)?$/;

/**
 * Parses a sheet price. A finite number is returned as is (XLSX cells);
 * an empty or non-string value, or text that is not a clean number once
 * '$', spaces and thousands dots are removed, gives NaN ('Consultar').
 */
export function parsePrice(value: unknown): number {
  if (typeof value === 'number') return Number.isFinite(value) ? value : NaN;
  if (typeof value !== 'string') return NaN;
  const compact = value.replace(NOISE, '').replace(/\./g, '').replace(',', '.');
  return CLEAN_NUMBER.test(compact) ? Number(compact) : NaN;
}

/**
 * True when the price text uses dots in a way that is not thousands grouping
 * ('1500.50'), i.e. parsePrice probably read it 100 times too big.
 */
export function hasSuspiciousDots(value: string): boolean {
  const integerPart = value.replace(NOISE, '').split(',')[0];
  return integerPart.includes('.') && !/^-?\d{1,3}(\.\d{3})+$/.test(integerPart);
}

/** True for 'consultar' in any case, with surrounding spaces. */
export function isConsultar(value: unknown): boolean {
  return typeof value === 'string' && value.trim().toLowerCase() === 'consultar';
}

/**
 * Display text for a price: es-AR pesos without decimals, or 'Consultar'
 * for anything that is not a usable number. Amounts that round to $ 0
 * (|n| < 0.5) also count as zero, so the shop never shows '$ 0' or '-$ 0'.
 */
export function formatPrice(value: unknown): string {
  if (isConsultar(value)) return CONSULTAR;
  const n = typeof value === 'number' ? value : typeof value === 'string' ? parsePrice(value) : NaN;
  if (!Number.isFinite(n) || Math.abs(n) < 0.5) return CONSULTAR;
  return ARS.format(n);
}

/** Pesos for totals: 0 (and NaN, which cannot be a total) prints '$ 0'. */
export function formatARS(n: number): string {
  const safe = Number.isFinite(n) && Math.abs(n) >= 0.5 ? n : 0;
  return ARS.format(safe);
}
