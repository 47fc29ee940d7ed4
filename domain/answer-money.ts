// The money of a staff answer (docs/decisions/0045-answer-currencies-freight-and-invoice.md): each
// line in its own currency with its own IVA rate, freight as a line of its own, and the totals per
// currency. When the customer pays in pesos, the total in pesos is worked out at the rate frozen
// in the answer when it was sent, and says which rate that was, so the figure can be checked.
import { formatUSD, type Currency } from './dollars';
import { formatRate, type ExchangeRate } from './exchange-rate';
import { answerNetCents, answerTaxLines, GENERAL_IVA, ivaRateLabel, type TaxLine } from './iva';
import { discriminatesIva, invoiceType } from './billing';

/** The currencies a line can be priced in, pesos first (the order totals are listed in). */
export const ANSWER_CURRENCIES: readonly Currency[] = ['ARS', 'USD'];

export const CURRENCY_LABELS: Record<Currency, string> = { ARS: 'Pesos ($)', USD: 'Dólares (U$S)' };

/** How the customer pays: each line in its currency, or everything in pesos at the rate. */
export const PAY_IN = ['moneda', 'pesos'] as const;
export type PayIn = (typeof PAY_IN)[number];

export const PAY_IN_LABELS: Record<PayIn, string> = {
  moneda: 'En la moneda de cada línea',
  pesos: 'En pesos, a la cotización del día del envío',
};

/** The freight's name wherever it is listed as a line. */
export const FREIGHT_NAME = 'Flete';
/** The freight's id among the priced lines (no product has it: ids come from the sheet's rows). */
const FREIGHT_ID = '__flete__';

/** The freight of an answer: one amount in its currency, with its IVA rate. */
export interface Freight {
  cents: number;
  currency: Currency;
  ivaRate: number;
}

/** What the totals need of a line (an AnswerLine has it all). */
export interface MoneyLine {
  productId: string;
  unitPriceCents: number;
  quantity: number;
  availability: string;
  /** Absent in versions saved before lines had a currency: those were pesos. */
  currency?: Currency;
  ivaRate?: number;
}

export const lineCurrency = (line: { currency?: Currency }): Currency => line.currency ?? 'ARS';

// The same formats as formatCents (quote-answer.ts), so pesos read alike on every answer figure.
const WHOLE = new Intl.NumberFormat('es-AR', { style: 'currency', currency: 'ARS', minimumFractionDigits: 0, maximumFractionDigits: 0 });
const CENTS = new Intl.NumberFormat('es-AR', { style: 'currency', currency: 'ARS', minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** '$ 103.000', '$ 1.500,50', 'U$S 18.500', 'U$S 950,50': cents only when there are some. */
export function formatMoney(cents: number, currency: Currency): string {
  const safe = Number.isFinite(cents) ? Math.round(cents) : 0;
  if (currency === 'USD') return formatUSD(safe / 100, safe % 100 !== 0);
  return (safe % 100 === 0 ? WHOLE : CENTS).format(safe / 100);
}

/** The answer's priced lines with the freight as one more line (quantity 1, always supplied). */
function pricedLines<L extends MoneyLine>(content: { lines: readonly L[]; freight?: Freight | null }): MoneyLine[] {
  const freight = content.freight;
  if (!freight || freight.cents <= 0) return [...content.lines];
  return [
    ...content.lines,
    { productId: FREIGHT_ID, unitPriceCents: freight.cents, quantity: 1, availability: 'en-stock', currency: freight.currency, ivaRate: freight.ivaRate },
  ];
}

/** One currency's figures under an answer's lines. */
export interface CurrencyTotal {
  currency: Currency;
  /** What the customer pays in this currency ('Sin stock' lines left out). */
  totalCents: number;
  /** The same without IVA (the price without national taxes). */
  netCents: number;
  /** 'Subtotal neto' and one 'IVA 21 %' per rate, in this currency. */
  taxes: TaxLine[];
}

/**
 * The totals per currency, pesos first; a currency with no line supplied is left out. `rateOf`
 * gives a line's IVA rate (the frozen one, or the catalogue's for versions saved without). An
 * answer sent as a Monotributista or Exento shop (`shopIva`) lists no net subtotal and no IVA per
 * rate: its invoice is a C, whose prices are final (docs/decisions/0059-shop-iva-condition.md).
 */
export function answerTotals(
  content: { lines: readonly MoneyLine[]; freight?: Freight | null; shopIva?: string | null },
  rateOf: (line: MoneyLine) => number,
  pricesIncludeIva: boolean | null | undefined,
): CurrencyTotal[] {
  const all = pricedLines(content).filter((line) => line.availability !== 'sin-stock');
  return ANSWER_CURRENCIES.flatMap((currency) => {
    const lines = all.filter((line) => lineCurrency(line) === currency);
    if (lines.length === 0) return [];
    return [
      {
        currency,
        totalCents: lines.reduce((sum, line) => sum + line.unitPriceCents * line.quantity, 0),
        netCents: answerNetCents(lines, rateOf, pricesIncludeIva).totalCents,
        taxes: discriminatesIva(content.shopIva) ? answerTaxLines(lines, rateOf, pricesIncludeIva) : [],
      },
    ];
  });
}

/** 'IVA 21 %' beside a line or the freight; '' without a rate, and on a C invoice, which shows no IVA. */
export function lineIvaLabel(rate: number | undefined, shopIva: string | null | undefined): string {
  return rate !== undefined && discriminatesIva(shopIva) ? ivaRateLabel(rate) : '';
}

/** The rate a line or the freight carries, else the general rate: for callers without a catalogue. */
export const frozenRate = (line: MoneyLine): number => line.ivaRate ?? GENERAL_IVA;

/** '$ 3.000 + U$S 18.500' ('$ 0' when nothing is supplied): the totals or their nets. */
export function totalsText(totals: readonly CurrencyTotal[], which: 'totalCents' | 'netCents' = 'totalCents'): string {
  const parts = totals.filter((t) => t[which] > 0 || totals.length === 1).map((t) => formatMoney(t[which], t.currency));
  return parts.length > 0 ? parts.join(' + ') : formatMoney(0, 'ARS');
}

/** Said of today's rate on the staff's preview of a version not yet sent: sending freezes a rate. */
const ESTIMATE_NOTE = 'estimado con la cotización de hoy; se fija al enviar';

/** 'Cotización: U$S 1 = $ 1.150, BNA vendedor 27/11' (with the estimate's note when not yet frozen). */
export function rateLegend(rate: ExchangeRate, estimate = false): string {
  const [, month, day] = rate.date.split('-');
  const label = rate.label.trim();
  const legend = `Cotización: U$S 1 = ${formatRate(rate.value)}, ${label ? `${label} ` : ''}${day}/${month}`;
  return estimate ? `${legend} (${ESTIMATE_NOTE})` : legend;
}

/** The answer's total in pesos at a rate, with its net and the rate's legend. */
export interface PesoTotal {
  totalCents: number;
  netCents: number;
  legend: string;
}

/** Pesos plus dollars at the rate; null when nothing is in dollars (the peso total says it all). */
export function pesoTotal(totals: readonly CurrencyTotal[], rate: ExchangeRate, estimate = false): PesoTotal | null {
  const dollars = totals.find((t) => t.currency === 'USD');
  if (!dollars) return null;
  const pesos = totals.find((t) => t.currency === 'ARS');
  const at = (cents: number) => Math.round(cents * rate.value);
  return {
    totalCents: (pesos?.totalCents ?? 0) + at(dollars.totalCents),
    netCents: (pesos?.netCents ?? 0) + at(dollars.netCents),
    legend: rateLegend(rate, estimate),
  };
}

/**
 * From a Responsable Inscripto shop, 'Factura A' for a Responsable Inscripto or Monotributo
 * customer and 'Factura B' for everyone else, a customer who did not say included (a sale to an unknown buyer is
 * a sale to a Consumidor Final). From a Monotributista or Exento shop, 'Factura C' for everyone.
 */
export function answerInvoice(ivaStatus: string | null | undefined, shop?: string | null): 'Factura A' | 'Factura B' | 'Factura C' {
  const type = invoiceType(ivaStatus, shop ?? undefined);
  return type === 'A' ? 'Factura A' : type === 'C' ? 'Factura C' : 'Factura B';
}

/** True when the answer is paid in pesos and has something in dollars: its sending needs a rate. */
export function needsRate(content: { lines: readonly MoneyLine[]; freight?: Freight | null; payIn?: PayIn }): boolean {
  return content.payIn === 'pesos' && pricedLines(content).some((line) => lineCurrency(line) === 'USD' && line.availability !== 'sin-stock');
}

/** One row under an answer's lines, as the PDF and the mails list them. */
export interface TotalRow {
  label: string;
  amount: string;
  /** A total (bold, larger) rather than a detail. */
  strong: boolean;
}

/**
 * The rows under an answer's lines: per currency its total, the price without national taxes and
 * the IVA of each rate; then, paid in pesos, the total in pesos, its net and the rate it used.
 */
export function totalRows(totals: readonly CurrencyTotal[], pesos: PesoTotal | null, netLegend: string): TotalRow[] {
  const rows: TotalRow[] = [];
  const several = totals.length > 1;
  for (const t of totals.length > 0 ? totals : [{ currency: 'ARS' as const, totalCents: 0, netCents: 0, taxes: [] }]) {
    const label = several ? `Total en ${t.currency === 'USD' ? 'dólares' : 'pesos'}` : 'Total';
    rows.push({ label, amount: formatMoney(t.totalCents, t.currency), strong: true });
    if (t.netCents > 0) rows.push({ label: netLegend, amount: formatMoney(t.netCents, t.currency), strong: true });
    for (const tax of t.taxes) rows.push({ label: tax.label, amount: formatMoney(tax.cents, t.currency), strong: false });
  }
  if (pesos) {
    rows.push({ label: 'Total a pagar en pesos', amount: formatMoney(pesos.totalCents, 'ARS'), strong: true });
    if (pesos.netCents > 0) rows.push({ label: netLegend, amount: formatMoney(pesos.netCents, 'ARS'), strong: true });
    rows.push({ label: pesos.legend, amount: '', strong: false });
  }
  return rows;
}

/** What the editor's fields hold for one amount. */
interface TypedAmount {
  price: string;
  currency: string;
  quantity: number;
  availability: string;
}

/**
 * The editor's running total as typed ('$ 3.000 + U$S 18.500'); null while a price cannot be
 * read. An empty freight adds nothing. `readPrice` is the form's own reader (parseStaffPrice).
 */
export function typedTotalText(amounts: readonly TypedAmount[], readPrice: (text: string) => number | null): string | null {
  const sums: Record<Currency, number> = { ARS: 0, USD: 0 };
  const seen = new Set<Currency>();
  for (const a of amounts) {
    if (a.availability === 'sin-stock' || (a.quantity === 0 && a.price.trim() === '')) continue;
    const cents = readPrice(a.price);
    if (cents === null) return null;
    const currency: Currency = a.currency === 'USD' ? 'USD' : 'ARS';
    sums[currency] += cents * a.quantity;
    seen.add(currency);
  }
  const parts = ANSWER_CURRENCIES.filter((c) => seen.has(c)).map((c) => formatMoney(sums[c], c));
  return parts.length > 0 ? parts.join(' + ') : formatMoney(0, 'ARS');
}

/** A saved version's total for lists and history: '$ 3.000 + U$S 18.500' (amounts need no IVA rate). */
export function answerTotalsText(content: { lines: readonly MoneyLine[]; freight?: Freight | null }): string {
  return totalsText(answerTotals({ lines: Array.isArray(content.lines) ? content.lines : [], freight: content.freight }, frozenRate, null));
}
