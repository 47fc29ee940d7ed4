// The staff's priced answer to a quote request: lines with a unit price, availability
// and an optional alternative product, plus shipping, validity, payment terms and a message.
// Pure: the form's rules, amounts in cents, the texts the customer reads. Prices are kept in
// cents so that totals of prices with two decimals add up exactly. Currencies, freight and the
// frozen rate: domain/answer-money.ts.
import type { ShopIvaCondition } from './billing';
import { ANSWER_CURRENCIES, PAY_IN, type Freight, type PayIn } from './answer-money';
import type { Currency } from './dollars';
import type { ExchangeRate } from './exchange-rate';
import { KNOWN_RATES } from './iva';

/** How a line can be supplied. */
export const AVAILABILITIES = ['en-stock', 'a-pedido', 'sin-stock'] as const;
export type Availability = (typeof AVAILABILITIES)[number];

export const AVAILABILITY_LABELS: Record<Availability, string> = {
  'en-stock': 'En stock',
  'a-pedido': 'A pedido',
  'sin-stock': 'Sin stock',
};

export const SHIPPING_MAX = 500;
export const TERMS_MAX = 1000;
export const MESSAGE_MAX = 2000;
export const ALTERNATIVE_MAX = 100;
const LEAD_DAYS_MAX = 365;
export const VALIDITY_DEFAULT_DAYS = 7;
export const VALIDITY_MAX_DAYS = 365;
/** A customer's link keeps working this long after the answer's validity ended (to see it and ask again). */
export const LINK_DAYS_AFTER_VALIDITY = 90;
/** The quotes list's summary covers the requests of this many days. */
export const SUMMARY_DAYS = 7;
/** Highest unit price accepted: far above any product, far below where cents lose precision. */
const PRICE_MAX_CENTS = 100_000_000_000_00;

/** One priced line as stored in a version of the answer and shown to the customer. */
export interface AnswerLine {
  /** The catalogue product offered (the alternative when there is one). */
  productId: string;
  name: string;
  code: string;
  image: string | null;
  quantity: number;
  unitPriceCents: number;
  availability: Availability;
  /** Days to arrive, for 'a-pedido'. */
  leadDays: number | null;
  /** What the customer asked for, when this line offers another product instead. */
  requested: { productId: string; name: string; code: string } | null;
  /**
   * The line's IVA rate in percent when the version was saved, so a later change of a rate does
   * not change an answer already sent; absent in versions saved before rates were kept.
   */
  ivaRate?: number;
  /** The line's currency; absent in versions saved before lines had one (they were pesos). */
  currency?: Currency;
}

/** What an answer says besides its lines, alike in a saved version and in the staff's form. */
interface AnswerTerms {
  /** Shipping or pickup note. */
  shipping: string;
  /** Last day the prices hold, 'YYYY-MM-DD' in Argentine time. */
  validUntil: string;
  paymentTerms: string;
  message: string;
  /** Freight as a line of its own; absent or null: none. */
  freight?: Freight | null;
  /** How the customer pays; absent: each line in its currency. */
  payIn?: PayIn;
}

/** One saved version of the answer. */
export interface AnswerContent extends AnswerTerms {
  lines: AnswerLine[];
  /**
   * The dollar's rate written into the version when it is first sent to a customer who pays in
   * pesos: the total in pesos is worked out at it, whatever the shop's rate does later.
   */
  rate?: ExchangeRate | null;
  /**
   * The shop's condition frente al IVA written into the version when it is first sent: it decides
   * the invoice class and whether IVA is shown apart, whatever the setting says later. Absent in
   * versions not yet sent and in those sent before the setting existed (a Responsable Inscripto).
   */
  shopIva?: ShopIvaCondition;
}

/** 'En stock', 'A pedido: 5 días', 'Sin stock'. */
export function availabilityText(availability: Availability, leadDays: number | null): string {
  if (availability === 'a-pedido' && leadDays !== null) return `A pedido: ${leadDays} ${leadDays === 1 ? 'día' : 'días'}`;
  return AVAILABILITY_LABELS[availability];
}

/**
 * Reads a price as staff type it: '103000', '103.000', '103.000,50', '1500,5', '1500.50', '$ 1.500'.
 * A comma is always the decimal mark; without one, a dot followed by exactly three digits groups
 * thousands and a dot followed by one or two digits is the decimal mark. Null when not a number
 * ≥ 0 with at most two decimals.
 */
export function parseStaffPrice(raw: string): number | null {
  const text = raw.replace(/[$\s\u00a0]/g, '');
  if (text === '') return null;
  let integer: string;
  let decimals = '';
  if (text.includes(',')) {
    const [int, dec, ...rest] = text.split(',');
    if (rest.length > 0 || !/^\d{1,2}$/.test(dec ?? '')) return null;
    if (!/^(\d+|\d{1,3}(\.\d{3})+)$/.test(int)) return null;
    integer = int.replace(/\./g, '');
    decimals = dec;
  } else if (/^\d{1,3}(\.\d{3})+$/.test(text)) {
    integer = text.replace(/\./g, '');
  } else {
    const match = /^(\d+)(?:\.(\d{1,2}))?$/.exec(text);
    if (!match) return null;
    integer = match[1];
    decimals = match[2] ?? '';
  }
  const cents = Number(integer) * 100 + Number(decimals.padEnd(2, '0') || '0');
  return Number.isSafeInteger(cents) && cents <= PRICE_MAX_CENTS ? cents : null;
}

const WHOLE = new Intl.NumberFormat('es-AR', { style: 'currency', currency: 'ARS', minimumFractionDigits: 0, maximumFractionDigits: 0 });
const CENTS = new Intl.NumberFormat('es-AR', { style: 'currency', currency: 'ARS', minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** Pesos as in the rest of the shop ('$ 103.000'), with the cents only when there are some ('$ 1.500,50'). */
export function formatCents(cents: number): string {
  const safe = Number.isFinite(cents) ? Math.round(cents) : 0;
  return safe % 100 === 0 ? WHOLE.format(safe / 100) : CENTS.format(safe / 100);
}

/**
 * A price for the form's field as es-AR writes it: '3.809.000' or '3.809.000,50', so staff read a
 * million at a glance; parseStaffPrice reads it back to the same cents (a dot before exactly
 * three digits groups thousands).
 */
export function centsForInput(cents: number): string {
  const whole = Math.floor(cents / 100);
  const rest = cents % 100;
  const grouped = String(whole).replace(/\B(?=(\d{3})+$)/g, '.');
  return rest === 0 ? grouped : `${grouped},${String(rest).padStart(2, '0')}`;
}

export function lineSubtotalCents(line: Pick<AnswerLine, 'unitPriceCents' | 'quantity'>): number {
  return line.unitPriceCents * line.quantity;
}

/** Sum of the lines that can be supplied ('Sin stock' lines are shown but not added). */
export function answerTotalCents(lines: readonly Pick<AnswerLine, 'unitPriceCents' | 'quantity' | 'availability'>[]): number {
  return lines.reduce((sum, line) => (line.availability === 'sin-stock' ? sum : sum + lineSubtotalCents(line)), 0);
}

/** 'YYYY-MM-DD' of a moment in Argentine time (UTC-3 all year, no daylight saving). */
export function argentineDay(date: Date): string {
  return new Date(date.getTime() - 3 * 3_600_000).toISOString().slice(0, 10);
}

export function addDays(day: string, days: number): string {
  const d = new Date(`${day}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/** The last moment of a validity day: 23:59:59.999 in Paraná. */
export function validityEnd(day: string): Date {
  return new Date(`${day}T23:59:59.999-03:00`);
}

/** '30/11/2026'. */
export function dayText(day: string): string {
  const [y, m, d] = day.split('-');
  return `${Number(d)}/${Number(m)}/${y}`;
}

export function isExpired(validUntil: string, now: Date): boolean {
  return now.getTime() > validityEnd(validUntil).getTime();
}

/** What staff typed for one line of the request. */
interface LineInput {
  unitPriceCents: number;
  availability: Availability;
  leadDays: number | null;
  /** Code or id of an alternative product; '' for none. */
  alternative: string;
  /** null: the form did not say (one opened before lines had it): the product's. */
  currency?: Currency | null;
  /** In percent; null: the form did not say, the product's rate. */
  ivaRate?: number | null;
}

export interface AnswerInput extends AnswerTerms {
  lines: LineInput[];
  /** The version the form was opened on (optimistic concurrency). */
  baseVersion: number;
}

/** Field name → Spanish message, shown next to the field. */
export type FieldErrors = Record<string, string>;

export const lineField = (name: 'precio' | 'disponibilidad' | 'dias' | 'alternativa' | 'moneda' | 'iva', index: number) => `${name}-${index}`;

/** The currency a field chose; null when absent (a form opened before it existed). */
function currencyField(fields: Record<string, string>, name: string, errors: FieldErrors): Currency | null {
  const raw = fields[name];
  if (raw === undefined) return null;
  if ((ANSWER_CURRENCIES as readonly string[]).includes(raw)) return raw as Currency;
  errors[name] = 'Elegí la moneda: pesos o dólares.';
  return null;
}

/** The IVA rate a field chose ('21', '10.5', '0'); null when absent. */
function ivaField(fields: Record<string, string>, name: string, errors: FieldErrors): number | null {
  const raw = fields[name];
  if (raw === undefined) return null;
  const rate = /^\d{1,2}(?:[.,]\d)?$/.test(raw.trim()) ? Number(raw.trim().replace(',', '.')) : NaN;
  if (KNOWN_RATES.includes(rate)) return rate;
  errors[name] = 'Elegí la alícuota de IVA (21 %, 10,5 %, 0 % u otra de las que se facturan).';
  return null;
}

/** The freight: empty amount for none; an amount with its currency and IVA rate. */
function freightFields(fields: Record<string, string>, errors: FieldErrors): Freight | null {
  const raw = (fields.flete ?? '').trim();
  const currency = currencyField(fields, 'flete-moneda', errors) ?? 'ARS';
  const ivaRate = ivaField(fields, 'flete-iva', errors) ?? 21;
  if (raw === '') return null;
  const cents = parseStaffPrice(raw);
  if (cents === null) {
    errors.flete = 'El flete debe ser un número mayor o igual a 0, con hasta dos decimales (por ejemplo 45000 o 45.000,50).';
    return null;
  }
  return cents > 0 ? { cents, currency, ivaRate } : null;
}

// NUL and other control characters (line breaks and tabs aside) never reach the database.
const clean = (v: string) =>
  v
    .replace(/\r\n?/g, '\n')
    .replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f\u202a-\u202e\u2066-\u2069]/g, '')
    .trim();

function boundedText(fields: Record<string, string>, name: string, max: number, label: string, errors: FieldErrors): string {
  const value = clean(fields[name] ?? '');
  if (value.length > max) errors[name] = `${label} puede tener como máximo ${max} caracteres.`;
  return value;
}

/**
 * Checks the answer form. `lineCount` lines of the request are expected; `today` is the Argentine
 * day ('YYYY-MM-DD'). Every problem is a Spanish message keyed by its field.
 */
export function parseAnswerForm(
  fields: Record<string, string>,
  lineCount: number,
  today: string,
): { ok: true; value: AnswerInput } | { ok: false; errors: FieldErrors } {
  const errors: FieldErrors = {};
  const lines: LineInput[] = [];
  for (let i = 0; i < lineCount; i++) {
    const priceField = lineField('precio', i);
    const rawPrice = (fields[priceField] ?? '').trim();
    const cents = parseStaffPrice(rawPrice);
    if (rawPrice === '') errors[priceField] = 'Escribí el precio unitario.';
    else if (cents === null) errors[priceField] = 'El precio debe ser un número mayor o igual a 0, con hasta dos decimales (por ejemplo 103000 o 1.500,50).';
    const availabilityField = lineField('disponibilidad', i);
    const availability = (AVAILABILITIES as readonly string[]).includes(fields[availabilityField] ?? '') ? (fields[availabilityField] as Availability) : null;
    if (!availability) errors[availabilityField] = 'Elegí la disponibilidad.';
    let leadDays: number | null = null;
    if (availability === 'a-pedido') {
      const daysField = lineField('dias', i);
      const rawDays = (fields[daysField] ?? '').trim();
      if (!/^\d{1,3}$/.test(rawDays) || Number(rawDays) < 1 || Number(rawDays) > LEAD_DAYS_MAX) {
        errors[daysField] = `Indicá en cuántos días llega (de 1 a ${LEAD_DAYS_MAX}).`;
      } else leadDays = Number(rawDays);
    }
    const alternativeField = lineField('alternativa', i);
    const alternative = clean(fields[alternativeField] ?? '');
    if (alternative.length > ALTERNATIVE_MAX) errors[alternativeField] = 'El código o ID del producto alternativo es demasiado largo.';
    const currency = currencyField(fields, lineField('moneda', i), errors);
    const ivaRate = ivaField(fields, lineField('iva', i), errors);
    lines.push({ unitPriceCents: cents ?? 0, availability: availability ?? 'en-stock', leadDays, alternative, currency, ivaRate });
  }
  const freight = freightFields(fields, errors);
  const rawPayIn = fields.cobro ?? 'moneda';
  if (!(PAY_IN as readonly string[]).includes(rawPayIn)) errors.cobro = 'Elegí cómo paga el cliente: en la moneda de cada línea o en pesos.';
  const payIn: PayIn = rawPayIn === 'pesos' ? 'pesos' : 'moneda';
  const shipping = boundedText(fields, 'envio', SHIPPING_MAX, 'El envío o retiro', errors);
  const paymentTerms = boundedText(fields, 'condiciones', TERMS_MAX, 'Las condiciones de pago', errors);
  const message = boundedText(fields, 'mensaje', MESSAGE_MAX, 'El mensaje', errors);
  const validUntil = (fields.validez ?? '').trim();
  if (!/^\d{4}-\d{2}-\d{2}$/.test(validUntil) || Number.isNaN(Date.parse(`${validUntil}T00:00:00Z`)) || addDays(validUntil, 0) !== validUntil) {
    errors.validez = 'Elegí la fecha hasta la que vale el presupuesto.';
  } else if (validUntil <= today) {
    errors.validez = 'La validez debe ser una fecha futura.';
  } else if (validUntil > addDays(today, VALIDITY_MAX_DAYS)) {
    errors.validez = `La validez puede ser de hasta ${VALIDITY_MAX_DAYS} días.`;
  }
  const rawVersion = (fields.version ?? '').trim();
  const baseVersion = /^\d{1,6}$/.test(rawVersion) ? Number(rawVersion) : -1;
  if (baseVersion < 0) errors.form = 'El formulario está incompleto. Recargá la página e intentá de nuevo.';
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  return { ok: true, value: { lines, shipping, validUntil, paymentTerms, message, freight, payIn, baseVersion } };
}

/** The customer's reference: the same 8 characters the staff see. */
export function answerWhatsappText(number: string): string {
  return `¡Hola! Les escribo por el presupuesto Nº ${number}.`;
}

/** The staff's WhatsApp message to the customer, with the link to the answer. */
export function answerShareText(input: { firstName: string; shopName: string; number: string; link: string; validUntil: string }): string {
  const hello = input.firstName ? `¡Hola, ${input.firstName}!` : '¡Hola!';
  return `${hello} Te enviamos el presupuesto Nº ${input.number} de ${input.shopName}. Lo podés ver, descargar en PDF y aceptar acá: ${input.link}\nVale hasta el ${dayText(input.validUntil)}.`;
}

/** '45 min', '3 h 20 min', '2 d 4 h'. */
export function durationText(ms: number): string {
  const minutes = Math.max(0, Math.round(ms / 60_000));
  if (minutes < 60) return `${minutes} min`;
  const hours = Math.floor(minutes / 60);
  if (hours < 48) return minutes % 60 === 0 ? `${hours} h` : `${hours} h ${minutes % 60} min`;
  const days = Math.floor(hours / 24);
  return hours % 24 === 0 ? `${days} d` : `${days} d ${hours % 24} h`;
}
