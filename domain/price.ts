// Price rules (docs/product.md §5). The sheet writes prices in the Argentine
// business format: dots for thousands, comma for decimals ('$ 1.234.567,50'),
// in pesos or, marked as such ('U$S 18.500'), in dollars.
import { formatUSD, isDollarText, PESO_MARK, readDollarAmount, withoutDollarMarks, type Currency } from './dollars';

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

export type PriceReading =
  | {
      ok: true;
      currency: Currency;
      amount: number;
      /** The sheet wrote cents. */
      cents: boolean;
      /** Read by the rule, but probably not what the owner meant ('1,500.00' is 1,5). */
      doubt?: string;
    }
  | { ok: false; problem: string };

const NOT_DOLLARS = 'el monto en dólares no es un número escrito como 18.500 o 1.234,56';

/**
 * Reads a price text as pesos or dollars. `column` is the optional 'Moneda' cell: it wins over
 * what the text says, so '18.500' with Moneda 'USD' is dollars. Pesos keep parsePrice's rule.
 */
export function readPriceText(raw: string, column: Currency | null = null): PriceReading {
  const text = raw.replace(/\s+/g, ' ').trim();
  if (isDollarText(text)) {
    const rest = withoutDollarMarks(text);
    if (PESO_MARK.test(rest)) return { ok: false, problem: 'tiene dos monedas en la misma celda (dólares y pesos)' };
    if (column === 'ARS') return { ok: false, problem: "dice dólares pero la columna Moneda dice 'ARS'" };
    const dollars = readDollarAmount(rest);
    return dollars ? { ok: true, currency: 'USD', ...dollars } : { ok: false, problem: NOT_DOLLARS };
  }
  if (column === 'USD') {
    const dollars = readDollarAmount(text.replace(PESO_MARK, ' '));
    return dollars ? { ok: true, currency: 'USD', ...dollars } : { ok: false, problem: NOT_DOLLARS };
  }
  const amount = parsePrice(text);
  if (Number.isNaN(amount)) return { ok: false, problem: 'no es un número válido' };
  const commaThousands = /\d,\d{3}(?!\d)/.test(text);
  return {
    ok: true,
    currency: 'ARS',
    amount,
    cents: /,\d/.test(text),
    ...(commaThousands ? { doubt: 'tiene una coma seguida de tres cifras: la coma separa los decimales, así que se leyó como' } : {}),
  };
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
 * Display text for a price: es-AR pesos without decimals, dollars as the sheet wrote them
 * (U$S, cents only when written), or 'Consultar'
 * for anything that is not a usable number. Amounts that round to $ 0
 * (|n| < 0.5) also count as zero, so the shop never shows '$ 0' or '-$ 0'.
 */
export function formatPrice(value: unknown): string {
  if (isConsultar(value)) return CONSULTAR;
  if (typeof value === 'string' && isDollarText(value)) {
    const reading = readPriceText(value);
    return reading.ok && reading.amount >= 0.005 ? formatUSD(reading.amount, reading.cents) : CONSULTAR;
  }
  const n = typeof value === 'number' ? value : typeof value === 'string' ? parsePrice(value) : NaN;
  if (!Number.isFinite(n) || Math.abs(n) < 0.5) return CONSULTAR;
  return ARS.format(n);
}

/** Pesos for totals: 0 (and NaN, which cannot be a total) prints '$ 0'. */
export function formatARS(n: number): string {
  const safe = Number.isFinite(n) && Math.abs(n) >= 0.5 ? n : 0;
  return ARS.format(safe);
}
