// IVA per product and the price without national taxes (docs/decisions/0039-price-without-national-taxes.md).
// Consumer prices must also show what they cost without national taxes, in the same type and size;
// the shop knows only IVA among those taxes, so the net is the price without its IVA.
import { formatUSD } from './dollars';
import { CATEGORY_GROUPS, type CategoryGroup } from './categories';
import { formatARS, readPriceText } from './price';

/** The rate when neither the row nor its category group says another: the general rate. */
export const GENERAL_IVA = 21;

/** The rates Argentine invoices use, in percent; 'exento' is 0. */
export const KNOWN_RATES = [0, 2.5, 5, 10.5, 21, 27];

export const NET_PRICE_LEGEND = 'Precio sin impuestos nacionales';

export type IvaReading = { ok: true; rate: number } | { ok: false; problem: string };

const NUMBER = /^(\d+(?:[.,]\d+)?)\s*%?$/;

/**
 * Reads an IVA cell as owners write it: '21', '21%', '10,5 %', '10.5', 'exento', or as a fraction
 * ('0,21', '0.105'). Anything that is not one of the rates invoices use is refused with a reason.
 */
export function readIvaText(raw: string): IvaReading {
  const text = raw.replace(/\s+/g, ' ').trim().toLowerCase();
  if (/^(?:exento|exenta|ex\.?)$/.test(text)) return { ok: true, rate: 0 };
  const match = NUMBER.exec(text);
  if (!match) return { ok: false, problem: 'no es una alícuota de IVA (escribí 21, 10,5, 0 o exento)' };
  const n = Number(match[1].replace(',', '.'));
  const asFraction = !text.endsWith('%') && n > 0 && n < 1 ? Math.round(n * 1000) / 10 : n;
  if (KNOWN_RATES.includes(asFraction)) return { ok: true, rate: asFraction };
  return { ok: false, problem: 'no es una alícuota de IVA que se use en las facturas (21, 10,5, 0 o exento)' };
}

/** The groups the staff set a rate for, in the catalogue's order. */
export const IVA_GROUPS = Object.keys(CATEGORY_GROUPS) as CategoryGroup[];

/** The staff's choices for a group ('' gives it back the general rate). */
export const IVA_CHOICES = [
  { value: '', label: 'General (21 %)' },
  { value: '21', label: '21 %' },
  { value: '10.5', label: '10,5 % (bienes de capital)' },
  { value: '0', label: '0 % o exento' },
] as const;

/** The staff's default for each category group, in percent. */
export type GroupIvaDefaults = Partial<Record<CategoryGroup, number>>;

/** The group a category belongs to ('Tractores' → 'Maquinaria'); the first one listing it. */
export function groupOfCategory(category: string): CategoryGroup | null {
  for (const [group, categories] of Object.entries(CATEGORY_GROUPS) as Array<[CategoryGroup, readonly string[]]>) {
    if (categories.includes(category)) return group;
  }
  return null;
}

/** The row's own rate, else its category group's default, else the general rate. */
export function ivaRateFor(product: { ivaRate?: number; category: string }, defaults: GroupIvaDefaults): number {
  if (product.ivaRate !== undefined) return product.ivaRate;
  const group = groupOfCategory(product.category);
  return (group !== null ? defaults[group] : undefined) ?? GENERAL_IVA;
}

/**
 * The amount without IVA: price / (1 + rate) when the sheet's prices include IVA (and when the
 * setting is unset, since a price offered to a consumer is the final price), else the price itself.
 */
export function netAmount(amount: number, rate: number, pricesIncludeIva: boolean | null | undefined): number {
  return pricesIncludeIva === false ? amount : amount / (1 + rate / 100);
}

/**
 * 'Precio sin impuestos nacionales: $ 17.355', in the price's own currency; null for a price the
 * shop does not show as a number ('Consultar', empty, unreadable).
 */
export function netPriceLine(price: string, rate: number | undefined, pricesIncludeIva: boolean | null | undefined): string | null {
  const reading = readPriceText(price);
  if (!reading.ok || reading.amount < 0.005 || (reading.currency === 'ARS' && reading.amount < 0.5)) return null;
  const net = netAmount(reading.amount, rate ?? GENERAL_IVA, pricesIncludeIva);
  const shown = reading.currency === 'USD' ? formatUSD(net, !Number.isInteger(Math.round(net * 100) / 100)) : formatARS(net);
  return `${NET_PRICE_LEGEND}: ${shown}`;
}

/** The cart's net total per currency, each line at its own rate: '$ 1.000 + U$S 50'. Null when nothing has a price. */
export function netCartTotalLine(
  items: ReadonlyArray<{ price: string; quantity: number; ivaRate?: number }>,
  pricesIncludeIva: boolean | null | undefined,
): string | null {
  let pesos = 0;
  let dollars = 0;
  for (const item of items) {
    const reading = readPriceText(item.price);
    if (!reading.ok || reading.amount <= 0) continue;
    const net = netAmount(reading.amount, item.ivaRate ?? GENERAL_IVA, pricesIncludeIva) * item.quantity;
    if (reading.currency === 'USD') dollars += net;
    else pesos += net;
  }
  const parts = [
    ...(pesos >= 0.5 ? [formatARS(pesos)] : []),
    ...(dollars >= 0.005 ? [formatUSD(dollars, !Number.isInteger(Math.round(dollars * 100) / 100))] : []),
  ];
  return parts.length > 0 ? `${NET_PRICE_LEGEND}: ${parts.join(' + ')}` : null;
}

/**
 * The answer's nets in cents: each line's subtotal without IVA (null for a line not supplied) and
 * the total of those; `rateOf` gives a line's rate in percent.
 */
export function answerNetCents<L extends { productId: string; unitPriceCents: number; quantity: number; availability: string }>(
  lines: readonly L[],
  rateOf: (line: L) => number,
  pricesIncludeIva: boolean | null | undefined,
): { lines: Array<number | null>; totalCents: number } {
  const nets = lines.map((line) =>
    line.availability === 'sin-stock' ? null : Math.round(netAmount(line.unitPriceCents * line.quantity, rateOf(line), pricesIncludeIva)),
  );
  return { lines: nets, totalCents: nets.reduce<number>((sum, n) => sum + (n ?? 0), 0) };
}

/** A line under an answer's total: the net subtotal, then the IVA of each rate. */
export interface TaxLine {
  label: string;
  cents: number;
}

/** 'IVA 21 %', 'IVA 10,5 %'. */
export function ivaRateLabel(rate: number): string {
  return `IVA ${rate.toLocaleString('es-AR', { maximumFractionDigits: 2 })} %`;
}

/**
 * The lines under an answer's total: 'Subtotal neto' (the sum of the lines' nets, as
 * answerNetCents rounds them) and the IVA of each rate, highest rate first, so that with prices
 * including IVA the lines add up to the total to the cent. A rate with no IVA (exento, 0 %) has no
 * line of its own; its lines are in the subtotal. Empty when nothing in the answer has a price.
 */
export function answerTaxLines<L extends { productId: string; unitPriceCents: number; quantity: number; availability: string }>(
  lines: readonly L[],
  rateOf: (line: L) => number,
  pricesIncludeIva: boolean | null | undefined,
): TaxLine[] {
  const nets = answerNetCents(lines, rateOf, pricesIncludeIva);
  const byRate = new Map<number, number>();
  for (const [i, line] of lines.entries()) {
    const net = nets.lines[i];
    if (net === null || net <= 0) continue;
    const rate = rateOf(line);
    const gross = pricesIncludeIva === false ? Math.round(net * (1 + rate / 100)) : line.unitPriceCents * line.quantity;
    byRate.set(rate, (byRate.get(rate) ?? 0) + gross - net);
  }
  if (nets.totalCents <= 0) return [];
  const perRate = [...byRate.entries()].filter(([, cents]) => cents > 0).sort(([a], [b]) => b - a);
  return [{ label: 'Subtotal neto', cents: nets.totalCents }, ...perRate.map(([rate, cents]) => ({ label: ivaRateLabel(rate), cents }))];
}
