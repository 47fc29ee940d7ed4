// The dollar's exchange rate the shop quotes at (docs/decisions/0037-exchange-rate.md): entered
// by the staff or read from a source the owner configures. Only a plausible value is ever used:
// a rate turns every dollar price into pesos, so one wrong reading would reprice the whole shop.
import { dateTimeParts } from './dates';
import { isDollarText } from './dollars';
import { readPriceText } from './price';
import type { Product } from './types';

export interface ExchangeRate {
  /** Pesos per dollar. */
  value: number;
  /** Which rate it is, as the staff say it ('BNA vendedor'). */
  label: string;
  /** The rate's day, 'YYYY-MM-DD'. */
  date: string;
}

/** Pesos per dollar the shop accepts: a peso rate outside this range is a typo or a broken source. */
const RATE_MIN = 1;
const RATE_MAX = 1_000_000;
/** A rate this many times the last one (or a tenth of it) is held back for the staff to check. */
const JUMP_FACTOR = 10;
/** A rate older than this many days makes the staff area warn. */
export const STALE_DAYS = 3;

export type RateCheck = { ok: true; value: number } | { ok: false; problem: string };

/** A rate as a number, from the staff's text ('1.150', '1150,50') or a source's JSON number or text. */
export function checkRateValue(value: unknown): RateCheck {
  const n = typeof value === 'number' ? value : typeof value === 'string' ? readRateText(value) : NaN;
  if (!Number.isFinite(n)) return { ok: false, problem: 'La cotización tiene que ser un número, por ejemplo 1.150 o 1.150,50.' };
  if (n <= 0) return { ok: false, problem: 'La cotización tiene que ser mayor que cero.' };
  if (n < RATE_MIN || n > RATE_MAX) {
    return {
      ok: false,
      problem: `La cotización ${formatRate(n)} no es creíble: tiene que estar entre ${formatRate(RATE_MIN)} y ${formatRate(RATE_MAX)} por dólar.`,
    };
  }
  return { ok: true, value: Math.round(n * 100) / 100 };
}

/**
 * '1.150', '1.150,50', '1150,5' (as the staff write it) or '1150.50' (a JSON text): dots group
 * thousands only when followed by exactly three digits, otherwise the dot is the decimal point.
 */
function readRateText(text: string): number {
  const t = text.trim().replace(/^\$\s*/, '');
  if (/^\d{1,3}(?:\.\d{3})+(?:,\d+)?$/.test(t)) return Number(t.replace(/\./g, '').replace(',', '.'));
  if (/^\d+(?:,\d+)?$/.test(t)) return Number(t.replace(',', '.'));
  if (/^\d+\.\d+$/.test(t)) return Number(t);
  return NaN;
}

/** Why `next` should not replace `previous` without a person looking at it, or null. */
export function jumpProblem(previous: number | null, next: number): string | null {
  if (previous === null || previous <= 0) return null;
  const ratio = next / previous;
  if (ratio < JUMP_FACTOR && ratio > 1 / JUMP_FACTOR) return null;
  return `La cotización ${formatRate(next)} es más de ${JUMP_FACTOR} veces distinta de la anterior (${formatRate(previous)}).`;
}

/** Whole days from the rate's day to `today` (both 'YYYY-MM-DD'). */
export function rateAgeDays(rate: Pick<ExchangeRate, 'date'>, today: string): number {
  return Math.round((Date.parse(`${today}T00:00:00Z`) - Date.parse(`${rate.date}T00:00:00Z`)) / 86_400_000);
}

export function isStaleRate(rate: Pick<ExchangeRate, 'date'>, today: string): boolean {
  return rateAgeDays(rate, today) > STALE_DAYS;
}

const RATE_FORMAT = new Intl.NumberFormat('es-AR', { minimumFractionDigits: 0, maximumFractionDigits: 2 });

/** '$ 1.150' or '$ 1.150,5' per dollar. */
export function formatRate(value: number): string {
  return `$ ${RATE_FORMAT.format(value)}`;
}

/** 'al dólar BNA vendedor del 27/11': what a peso estimate was worked out with. */
export function rateNote(rate: ExchangeRate): string {
  const [, month, day] = rate.date.split('-');
  const label = rate.label.trim();
  return `al dólar ${label ? `${label} ` : ''}del ${day}/${month}`;
}

/** A dollar amount in whole pesos at the rate. */
function pesosAt(dollars: number, rate: Pick<ExchangeRate, 'value'>): number {
  return Math.round(dollars * rate.value);
}

/** The dollar amount of a price text ('U$S 18.500' -> 18500), or null for pesos and 'Consultar'. */
function dollarAmount(price: string): number | null {
  if (!isDollarText(price)) return null;
  const reading = readPriceText(price);
  return reading.ok && reading.currency === 'USD' && reading.amount > 0 ? reading.amount : null;
}

/**
 * The catalogue at a rate: each dollar product gets `pesoEstimate` (whole pesos), which orders it
 * among peso prices and prices it in the feeds. `numericPrice` stays the sheet's peso price (NaN
 * for dollars), so a quote keeps each line in the currency the shop priced it in.
 */
export function withPesoEstimates(products: Product[], rate: ExchangeRate | null): Product[] {
  if (rate === null) return products;
  return products.map((p) => {
    const dollars = dollarAmount(p.price);
    return dollars === null ? p : { ...p, pesoEstimate: pesosAt(dollars, rate) };
  });
}

/** The price in pesos the shop can state: the sheet's, else the estimate at the rate; NaN for none. */
export function pesoPrice(p: Pick<Product, 'numericPrice' | 'pesoEstimate'>): number {
  if (Number.isFinite(p.numericPrice)) return p.numericPrice;
  return p.pesoEstimate !== undefined && Number.isFinite(p.pesoEstimate) ? p.pesoEstimate : NaN;
}

/**
 * Reads a value at a dotted path of a JSON answer ('results.0.detalle.0.tipoCotizacion'); numbers
 * index arrays. undefined when the path does not exist.
 */
export function valueAtPath(json: unknown, path: string): unknown {
  let at: unknown = json;
  for (const key of path.split('.').filter(Boolean)) {
    if (at === null || typeof at !== 'object') return undefined;
    at = Array.isArray(at) ? at[Number(key)] : (at as Record<string, unknown>)[key];
  }
  return at;
}

/** 'YYYY-MM-DD' from a source's date ('2026-11-27', '2026-11-27T15:00:00-03:00'), else null. */
export function readRateDate(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const match = /^(\d{4}-\d{2}-\d{2})/.exec(value.trim());
  return match && !Number.isNaN(Date.parse(`${match[1]}T00:00:00Z`)) ? match[1]! : null;
}

/** The shop's day (Paraná) of a moment, 'YYYY-MM-DD': what 'today' means for a rate's age. */
export function shopDay(date: Date): string {
  const { year, month, day } = dateTimeParts(date);
  return `${year}-${month}-${day}`;
}

const PESOS = new Intl.NumberFormat('es-AR', { maximumFractionDigits: 0 });

/** '≈ $ 21.275.000': an estimate in pesos, never mistaken for the price itself. */
export function formatEstimate(pesos: number): string {
  return `≈ $ ${PESOS.format(pesos)}`;
}

export interface PesoLine {
  /** '≈ $ 21.275.000' */
  amount: string;
  /** 'al dólar BNA vendedor del 27/11' */
  note: string;
}

/** The pesos line beside a dollar price, or null (a peso price, no rate, 'Consultar'). */
export function pesoLine(product: Pick<Product, 'price' | 'pesoEstimate'>, rate: ExchangeRate | null): PesoLine | null {
  if (rate === null || product.pesoEstimate === undefined || !isDollarText(product.price)) return null;
  return { amount: formatEstimate(product.pesoEstimate), note: rateNote(rate) };
}

/**
 * The cart's estimated total in pesos at the rate: peso lines as priced, dollar lines converted.
 * null without a rate or without a dollar line (then the per-currency total says it all).
 */
export function cartPesoEstimate(items: readonly { price: string; numericPrice: number; quantity: number }[], rate: ExchangeRate | null): number | null {
  if (rate === null) return null;
  let total = 0;
  let dollars = false;
  for (const item of items) {
    const usd = dollarAmount(item.price);
    if (usd !== null) dollars = true;
    const each = usd !== null ? usd * rate.value : Number.isFinite(item.numericPrice) ? item.numericPrice : 0;
    total += each * item.quantity;
  }
  return dollars ? Math.round(total) : null;
}
