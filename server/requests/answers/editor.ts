// The 'Responder presupuesto' form: what it opens with (the last version, or the request
// prefilled from the catalogue) and each save, a new version under optimistic concurrency.
import { eq } from 'drizzle-orm';
import {
  addDays,
  answerTotalCents,
  argentineDay,
  VALIDITY_DEFAULT_DAYS,
  centsForInput,
  type AnswerContent,
  type AnswerInput,
  type AnswerLine,
  type Availability,
  type FieldErrors,
  lineField,
} from '#domain/quote-answer';
import { CASH_ONLY } from '#domain/payment';
import { answerInvoice, answerTotalsText, lineCurrency, rateLegend, type PayIn } from '#domain/answer-money';
import type { Currency } from '#domain/dollars';
import type { ExchangeRate } from '#domain/exchange-rate';
import { readPriceText } from '#domain/price';
import { idKey } from '#domain/slug';
import type { Product } from '#domain/types';
import type { QuoteState } from '#domain/staff';
import type { Executor } from '../../db/client';
import { presupuestoRespuestas, presupuestos } from '../../db/schema';
import type { StaffIdentity } from '../../auth/users';
import { recordAudit } from '../../admin/audit';
import { quoteLines } from '../quote-list';
import { quoteNumber } from '#domain/quote-number';
import { ivaRateNow } from '../../iva-defaults/service';
import { currentShopIva } from '../../shop-iva/store';
import { ANSWER_MESSAGES, latestVersion, versionOf } from './store';

export interface CatalogLookup {
  byId(id: string): Product | undefined;
  products: readonly Product[];
}

/** A line of the editor: the request's line and the values the form opens with. */
interface EditorLine {
  index: number;
  requested: { productId: string; name: string; code: string; quantity: number; sheetPrice: string };
  /** Price field text ('' where the sheet says 'Consultar' and nothing was saved). */
  price: string;
  availability: Availability;
  leadDays: string;
  alternative: string;
  image: string | null;
  currency: Currency;
  /** The IVA rate the form opens with, as its select's value ('21', '10.5'). */
  ivaRate: string;
}

export interface AnswerEditorView {
  id: string;
  number: string;
  customer: { name: string; email: string; phone: string };
  estado: QuoteState;
  spam: boolean;
  /** The last saved version (0: none yet); the form sends it back. */
  version: number;
  sentVersion: number | null;
  acceptedAt: string | null;
  lines: EditorLine[];
  shipping: string;
  validUntil: string;
  paymentTerms: string;
  message: string;
  /** The freight as the form opens with it ('' price: none). */
  freight: { price: string; currency: Currency; ivaRate: string };
  payIn: PayIn;
  /** 'Factura A' or 'B' from the customer's condition frente al IVA; 'Factura C' from a Monotributista or Exento shop. */
  invoice: string;
  /** The rate a sending would freeze now ('Cotización: U$S 1 = ...'), or null without one. */
  rateNow: string | null;
  /** The Argentine day the editor was opened (the earliest validity is the next one). */
  today: string;
}
/** The price the form opens with and its currency: the catalogue's now, else the request's. */
function sheetPrice(product: Product | undefined, line: { price: string; unitPrice: number }): { amount: number; currency: Currency } {
  for (const text of [product?.price, line.price]) {
    const reading = text ? readPriceText(text) : null;
    if (reading?.ok && reading.amount > 0) return { amount: reading.amount, currency: reading.currency };
  }
  return { amount: line.unitPrice > 0 ? line.unitPrice : 0, currency: 'ARS' };
}

/** A rate for the form's IVA select ('10.5'). */
const rateValue = (rate: number) => String(rate);

/** Prefilled payment terms: the products' own terms when they all agree, cash otherwise. */
function defaultTerms(products: Array<Product | undefined>): string {
  const terms = new Set(products.map((p) => p?.paymentOptions?.trim() || CASH_ONLY));
  return terms.size === 1 ? [...terms][0] : CASH_ONLY;
}
/** What the 'Responder presupuesto' form opens with: the last version, or the request prefilled. */
export async function answerEditor(
  db: Executor,
  quoteId: string,
  catalog: CatalogLookup,
  now: Date,
  rate: ExchangeRate | null = null,
): Promise<AnswerEditorView | null> {
  const [quote] = await db.select().from(presupuestos).where(eq(presupuestos.id, quoteId)).limit(1);
  if (!quote) return null;
  const requested = quoteLines(quote.detallesCarrito);
  const saved = quote.respuestaVersion > 0 ? await versionOf(db, quoteId, quote.respuestaVersion) : undefined;
  const products = requested.map((line) => catalog.byId(line.id));
  const today = argentineDay(now);
  const lines: EditorLine[] = requested.map((line, index) => {
    const savedLine = saved?.contenido.lines[index];
    const sheet = sheetPrice(products[index], line);
    const price = savedLine ? savedLine.unitPriceCents / 100 : sheet.amount;
    return {
      index,
      requested: { productId: line.id, name: line.name, code: line.code, quantity: line.quantity, sheetPrice: line.price },
      price: savedLine ? centsForInput(savedLine.unitPriceCents) : price > 0 ? centsForInput(Math.round(price * 100)) : '',
      availability: savedLine?.availability ?? 'en-stock',
      leadDays: savedLine?.leadDays ? String(savedLine.leadDays) : '',
      alternative: savedLine?.requested ? savedLine.code || savedLine.productId : '',
      image: savedLine?.image ?? products[index]?.image ?? null,
      currency: savedLine ? lineCurrency(savedLine) : sheet.currency,
      ivaRate: rateValue(savedLine?.ivaRate ?? ivaRateNow(products[index])),
    };
  });
  const content = saved?.contenido;
  const freight = content?.freight;
  return {
    id: quote.id,
    number: quoteNumber(quote.id),
    customer: { name: quote.nombreApellido, email: quote.email, phone: quote.telefono },
    estado: quote.estado,
    spam: quote.spamReason !== null,
    version: quote.respuestaVersion,
    sentVersion: quote.respuestaEnviada,
    acceptedAt: quote.aceptadoEl?.toISOString() ?? null,
    lines,
    shipping: content?.shipping ?? '',
    // A saved validity that has passed is moved forward: the form must open valid.
    validUntil: content && content.validUntil > today ? content.validUntil : addDays(today, VALIDITY_DEFAULT_DAYS),
    paymentTerms: content?.paymentTerms ?? defaultTerms(products),
    message: content?.message ?? '',
    freight: { price: freight ? centsForInput(freight.cents) : '', currency: freight?.currency ?? 'ARS', ivaRate: rateValue(freight?.ivaRate ?? 21) },
    payIn: content?.payIn ?? 'moneda',
    invoice: answerInvoice(quote.ivaStatus, await currentShopIva(db)),
    rateNow: rate ? rateLegend(rate) : null,
    today,
  };
}

/** A product named by staff as an alternative: its code (any case) or its id. */
function findAlternative(catalog: CatalogLookup, text: string): Product | undefined {
  const wanted = text.trim();
  if (!wanted) return undefined;
  const byId = catalog.byId(idKey(wanted)) ?? catalog.byId(wanted);
  if (byId) return byId;
  const folded = wanted.toLocaleLowerCase('es');
  return catalog.products.find((p) => p.code !== '' && p.code.toLocaleLowerCase('es') === folded);
}

export type SaveOutcome = { ok: true; version: number } | { ok: false; status: 400 | 404 | 409; message: string; errors?: FieldErrors };

/**
 * Saves a new version of the answer. `input.baseVersion` must be the last saved version: when
 * someone saved in between, nothing is written and the staff member is told (409).
 */
export async function saveAnswer(
  db: Executor,
  quoteId: string,
  input: AnswerInput,
  actor: StaffIdentity,
  catalog: CatalogLookup,
  now: Date,
): Promise<SaveOutcome> {
  return db.transaction(async (tx) => {
    const [quote] = await tx.select().from(presupuestos).where(eq(presupuestos.id, quoteId)).for('update');
    if (!quote) return { ok: false, status: 404, message: ANSWER_MESSAGES.notFound } as const;
    if (quote.spamReason !== null) return { ok: false, status: 409, message: ANSWER_MESSAGES.spam } as const;
    if (quote.aceptadoEl) return { ok: false, status: 409, message: ANSWER_MESSAGES.accepted(quote.aceptadaVersion ?? quote.respuestaVersion) } as const;
    if (input.baseVersion !== quote.respuestaVersion) {
      const latest = await latestVersion(tx, quoteId);
      return { ok: false, status: 409, message: ANSWER_MESSAGES.conflict(quote.respuestaVersion, latest?.actor ?? 'alguien') } as const;
    }
    const requested = quoteLines(quote.detallesCarrito);
    if (requested.length !== input.lines.length) return { ok: false, status: 409, message: ANSWER_MESSAGES.lines } as const;
    const errors: FieldErrors = {};
    const lines: AnswerLine[] = requested.map((line, i) => {
      const typed = input.lines[i];
      const original = catalog.byId(line.id);
      const alternative = typed.alternative ? findAlternative(catalog, typed.alternative) : undefined;
      if (typed.alternative && !alternative) errors[lineField('alternativa', i)] = ANSWER_MESSAGES.alternativeMissing;
      const offered = alternative && alternative.id !== line.id ? alternative : undefined;
      return {
        productId: offered?.id ?? line.id,
        name: offered?.name ?? line.name,
        code: offered?.code ?? line.code,
        image: offered ? offered.image : (original?.image ?? null),
        quantity: line.quantity,
        unitPriceCents: typed.unitPriceCents,
        availability: typed.availability,
        leadDays: typed.availability === 'a-pedido' ? typed.leadDays : null,
        requested: offered ? { productId: line.id, name: line.name, code: line.code } : null,
        ivaRate: typed.ivaRate ?? ivaRateNow(offered ?? original),
        currency: typed.currency ?? sheetPrice(offered ?? original, line).currency,
      };
    });
    if (Object.keys(errors).length > 0) return { ok: false, status: 400, message: 'Revisá los datos marcados.', errors } as const;
    const content: AnswerContent = {
      lines,
      shipping: input.shipping,
      validUntil: input.validUntil,
      paymentTerms: input.paymentTerms,
      message: input.message,
      freight: input.freight ?? null,
      payIn: input.payIn ?? 'moneda',
    };
    const version = quote.respuestaVersion + 1;
    const total = storedTotalCents(content);
    await tx.insert(presupuestoRespuestas).values({
      presupuestoId: quoteId,
      version,
      contenido: content,
      totalCentavos: total,
      userId: actor.id,
      actor: actor.email,
      createdAt: now,
    });
    await tx.update(presupuestos).set({ respuestaVersion: version, updatedAt: now }).where(eq(presupuestos.id, quoteId));
    await recordAudit(tx, actor, {
      entity: 'presupuesto',
      entityId: quoteId,
      action: 'respuesta-guardada',
      detail: { version, totalCentavos: total, total: answerTotalsText(content) },
      now,
    });
    return { ok: true, version } as const;
  });
}

/**
 * The total kept in the version's row for lists and history: what is owed in pesos (lines and
 * freight priced in pesos). Dollars are not added at any rate: lists show the per-currency text
 * from the content (answerTotalsText).
 */
function storedTotalCents(content: AnswerContent): number {
  const pesos = content.lines.filter((line) => lineCurrency(line) === 'ARS');
  const freight = content.freight && content.freight.currency === 'ARS' ? content.freight.cents : 0;
  return answerTotalCents(pesos) + freight;
}
