// The staff's answers to quote requests, in the database: versions saved with
// optimistic concurrency, sending (the customer's link, the status, the history), the customer's
// acceptance (once, whatever the clicks), expiry, and the summary above the quotes list.
import { and, desc, eq, gte, isNotNull, isNull, lt, sql } from 'drizzle-orm';
import {
  addDays,
  answerTotalCents,
  argentineDay,
  isExpired,
  validityEnd,
  VALIDITY_DEFAULT_DAYS,
  SUMMARY_DAYS,
  centsForInput,
  type AnswerContent,
  type AnswerInput,
  type AnswerLine,
  type Availability,
  type FieldErrors,
  lineField,
} from '../../../domain/quote-answer';
import { CASH_ONLY } from '../../../domain/payment';
import { answerInvoice, answerTotalsText, lineCurrency, needsRate, rateLegend, type PayIn } from '../../../domain/answer-money';
import { billingView } from '../../../domain/billing';
import type { Currency } from '../../../domain/dollars';
import type { ExchangeRate } from '../../../domain/exchange-rate';
import { readPriceText } from '../../../domain/price';
import { idKey } from '../../../domain/slug';
import type { Product } from '../../../domain/types';
import type { QuoteState } from '../../../domain/staff';
import type { Executor } from '../../db/client';
import { presupuestoEnlaces, presupuestoRespuestas, presupuestos, staffAudit, type AnswerLinkVia, type Presupuesto } from '../../db/schema';
import type { StaffIdentity } from '../../auth/users';
import { recordAudit } from '../../admin/audit';
import { quoteLines } from '../quote-list';
import { quoteNumber } from '../../../domain/quote-number';
import { ivaRateNow } from '../../iva-defaults/service';
import { answerTokenHash, isTokenShaped, newAnswerToken } from './token';

/** How the answer code sees the catalogue: a product by id, and every product (for codes). */
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
  /** 'Factura A' or 'Factura B', from the customer's condition frente al IVA. */
  invoice: string;
  /** The rate a sending would freeze now ('Cotización: U$S 1 = ...'), or null without one. */
  rateNow: string | null;
  /** The Argentine day the editor was opened (the earliest validity is the next one). */
  today: string;
}

export const ANSWER_MESSAGES = {
  notFound: 'El presupuesto no existe.',
  spam: 'Este pedido está en «Posible spam»: restauralo antes de responderlo.',
  accepted: (version: number) => `El cliente ya aceptó la versión ${version}: la respuesta no se puede cambiar.`,
  conflict: (version: number, actor: string) =>
    `Otra persona (${actor}) guardó la versión ${version} de esta respuesta mientras editabas. Tus cambios no se guardaron: recargá la página para ver esa versión y volvé a cargarlos.`,
  lines: 'Los productos del pedido cambiaron. Recargá la página.',
  alternativeMissing: 'No hay ningún producto con ese código o ID en el catálogo.',
  nothingSaved: 'Guardá la respuesta antes de enviarla.',
  noRate: 'La respuesta se cobra en pesos y tiene precios en dólares, pero no hay cotización del dólar: cargala en «Cotización del dólar» y volvé a enviarla.',
  noEmail: 'El pedido no tiene un e-mail válido para enviarle la respuesta.',
  noWhatsapp: 'El teléfono del pedido no es un celular argentino con código de área: no se puede abrir WhatsApp.',
} as const;

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

async function latestVersion(db: Executor, quoteId: string) {
  const [row] = await db
    .select()
    .from(presupuestoRespuestas)
    .where(eq(presupuestoRespuestas.presupuestoId, quoteId))
    .orderBy(desc(presupuestoRespuestas.version))
    .limit(1);
  return row;
}

async function versionOf(db: Executor, quoteId: string, version: number) {
  const [row] = await db
    .select()
    .from(presupuestoRespuestas)
    .where(and(eq(presupuestoRespuestas.presupuestoId, quoteId), eq(presupuestoRespuestas.version, version)))
    .limit(1);
  return row;
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
    invoice: answerInvoice(quote.ivaStatus),
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

/** One version as the customer, the PDF and the mails show it. */
export interface AnswerDocument {
  quoteId: string;
  number: string;
  version: number;
  /**
   * The raw token of the link this code holds: the one just issued for a sending, or the one the
   * customer opened. '' otherwise: the database keeps only hashes, so no other link can be rebuilt.
   */
  token: string;
  customer: { name: string; email: string; phone: string; location: string };
  /** 'Factura A' or 'Factura B', and the customer's CUIT and condition when they gave them. */
  billing: { invoice: string; cuit: string | null; ivaStatus: string | null };
  requestedAt: Date;
  /** When this version was saved (the document's date). */
  answeredAt: Date;
  content: AnswerContent;
  totalCents: number;
  estado: QuoteState;
  acceptedAt: Date | null;
  acceptedVersion: number | null;
  /** The customer's 'No me interesa'. */
  declinedAt: Date | null;
}

function billingOf(quote: Presupuesto): AnswerDocument['billing'] {
  const view = billingView({ cuit: quote.cuit, ivaStatus: quote.ivaStatus, carrier: null, deliveryMethod: null });
  return { invoice: answerInvoice(quote.ivaStatus), cuit: view.cuit, ivaStatus: view.ivaStatus };
}

function documentOf(
  quote: Presupuesto,
  version: { version: number; contenido: AnswerContent; totalCentavos: number; createdAt: Date },
  token = '',
): AnswerDocument {
  return {
    quoteId: quote.id,
    number: quoteNumber(quote.id),
    version: version.version,
    token,
    customer: {
      name: quote.nombreApellido,
      email: quote.email,
      phone: quote.telefono,
      location: [quote.localidad, quote.provincia].filter(Boolean).join(', '),
    },
    billing: billingOf(quote),
    requestedAt: quote.createdAt,
    answeredAt: version.createdAt,
    content: version.contenido,
    totalCents: version.totalCentavos,
    estado: quote.estado,
    acceptedAt: quote.aceptadoEl,
    acceptedVersion: quote.aceptadaVersion,
    declinedAt: quote.rechazadoEl,
  };
}

/** The last saved version, for sending (null when nothing was saved). */
export async function latestAnswer(db: Executor, quoteId: string): Promise<AnswerDocument | null> {
  const [quote] = await db.select().from(presupuestos).where(eq(presupuestos.id, quoteId)).limit(1);
  if (!quote || quote.respuestaVersion === 0) return null;
  const version = await versionOf(db, quoteId, quote.respuestaVersion);
  return version ? documentOf(quote, version) : null;
}

/** Every version, newest first (the staff's history of the answer). */
async function answerVersions(db: Executor, quoteId: string) {
  const rows = await db
    .select({
      version: presupuestoRespuestas.version,
      totalCents: presupuestoRespuestas.totalCentavos,
      content: presupuestoRespuestas.contenido,
      actor: presupuestoRespuestas.actor,
      createdAt: presupuestoRespuestas.createdAt,
    })
    .from(presupuestoRespuestas)
    .where(eq(presupuestoRespuestas.presupuestoId, quoteId))
    .orderBy(desc(presupuestoRespuestas.version))
    .limit(100);
  return rows.map(({ content, ...r }) => ({ ...r, totalText: answerTotalsText(content), createdAt: r.createdAt.toISOString() }));
}

/**
 * A new link to the quote's answer, for one sending: only its hash is stored (in the caller's
 * transaction); the raw token returned goes into that sending's mail or WhatsApp message and
 * nowhere else. Earlier links keep working and open the version last sent.
 */
export async function issueAnswerLink(tx: Executor, quoteId: string, via: Exclude<AnswerLinkVia, 'anterior'>, now: Date): Promise<string> {
  const token = newAnswerToken();
  await tx.insert(presupuestoEnlaces).values({ tokenHash: answerTokenHash(token), presupuestoId: quoteId, via, creadoEl: now });
  return token;
}

/**
 * Writes the rate into the version when it is paid in pesos and has dollars, at its first
 * sending (in the caller's transaction); a version that already has one keeps it, so a later
 * change of the rate never changes what the customer was sent. The document as sent.
 */
export async function freezeRate(tx: Executor, document: AnswerDocument, rate: ExchangeRate | null): Promise<AnswerDocument> {
  if (!needsRate(document.content) || document.content.rate || !rate) return document;
  const content: AnswerContent = { ...document.content, rate: { value: rate.value, label: rate.label, date: rate.date } };
  await tx
    .update(presupuestoRespuestas)
    .set({ contenido: content })
    .where(and(eq(presupuestoRespuestas.presupuestoId, document.quoteId), eq(presupuestoRespuestas.version, document.version)));
  return { ...document, content };
}

/**
 * Records that a version went to the customer (by e-mail or WhatsApp), in the caller's
 * transaction: the customer's page now shows it, the status becomes 'respondido' (an accepted
 * quote stays accepted), the first answer's time is kept for the summary.
 */
export async function markSent(tx: Executor, document: AnswerDocument, via: 'e-mail' | 'whatsapp', actor: StaffIdentity, now: Date): Promise<void> {
  const keepState = document.estado === 'aceptado';
  await tx
    .update(presupuestos)
    .set({
      respuestaEnviada: keepState ? sql`${presupuestos.respuestaEnviada}` : document.version,
      respondidoEl: sql`coalesce(${presupuestos.respondidoEl}, ${now.toISOString()}::timestamptz)`,
      venceEl: keepState ? sql`${presupuestos.venceEl}` : validityEnd(document.content.validUntil),
      estado: keepState ? 'aceptado' : 'respondido',
      updatedAt: now,
    })
    .where(eq(presupuestos.id, document.quoteId));
  await recordAudit(tx, actor, {
    entity: 'presupuesto',
    entityId: document.quoteId,
    action: 'respuesta-enviada',
    detail: { via, version: document.version, ...(document.estado !== 'respondido' && !keepState ? { de: document.estado } : {}) },
    now,
  });
}

/**
 * The answer behind a customer's link: the version last sent. Null for a token of the wrong
 * shape, an unknown one, or one whose answer was never sent: the page answers the same 404.
 */
export async function answerByToken(db: Executor, token: string): Promise<AnswerDocument | null> {
  if (!isTokenShaped(token)) return null;
  const hash = answerTokenHash(token);
  // A hash is looked up by equality: its first characters tell a guesser nothing about a token.
  const [found] = await db
    .select({ quote: presupuestos })
    .from(presupuestoEnlaces)
    .innerJoin(presupuestos, eq(presupuestos.id, presupuestoEnlaces.presupuestoId))
    .where(eq(presupuestoEnlaces.tokenHash, hash))
    .limit(1);
  const quote = found?.quote ?? (await moveLegacyToken(db, token, hash));
  if (!quote || quote.respuestaEnviada === null || quote.spamReason !== null) return null;
  const version = await versionOf(db, quote.id, quote.respuestaEnviada);
  return version ? documentOf(quote, version, token) : null;
}

/**
 * A raw token an older process wrote during a rolling restart (migration 0035 hashed the ones
 * before): moved to presupuesto_enlaces the first time its link is opened, then erased.
 */
async function moveLegacyToken(db: Executor, token: string, hash: string): Promise<Presupuesto | undefined> {
  const [quote] = await db.select().from(presupuestos).where(eq(presupuestos.respuestaToken, token)).limit(1);
  if (!quote) return undefined;
  await db
    .insert(presupuestoEnlaces)
    .values({ tokenHash: hash, presupuestoId: quote.id, via: 'anterior', creadoEl: quote.respondidoEl ?? quote.updatedAt })
    .onConflictDoNothing();
  await db.update(presupuestos).set({ respuestaToken: null }).where(eq(presupuestos.id, quote.id));
  return { ...quote, respuestaToken: null };
}

export type AcceptOutcome =
  | { outcome: 'accepted'; document: AnswerDocument }
  | { outcome: 'already'; document: AnswerDocument }
  | { outcome: 'expired' | 'closed'; document: AnswerDocument }
  | { outcome: 'not-found' };

/** Who the history names for the customer's own actions. */
const CUSTOMER_ACTOR = 'el cliente (desde su enlace)';

/**
 * The customer accepts the version on their page. One row update guarded by `aceptado_el is
 * null` decides: a double click or two tabs accept once, and only the first calls `onAccepted`
 * (in the same transaction: the staff's notification mail is written with the acceptance).
 */
export async function acceptAnswer(
  db: Executor,
  token: string,
  version: number,
  now: Date,
  onAccepted: (tx: Executor, document: AnswerDocument) => Promise<void>,
): Promise<AcceptOutcome> {
  return db.transaction(async (tx) => {
    const document = await answerByToken(tx, token);
    if (!document) return { outcome: 'not-found' } as const;
    if (document.acceptedAt) return { outcome: 'already', document } as const;
    if (document.version !== version || document.estado === 'rechazado' || document.estado === 'cerrado') {
      return { outcome: 'closed', document } as const;
    }
    if (isExpired(document.content.validUntil, now)) return { outcome: 'expired', document } as const;
    const updated = await tx
      .update(presupuestos)
      .set({ estado: 'aceptado', aceptadoEl: now, aceptadaVersion: document.version, updatedAt: now })
      .where(and(eq(presupuestos.id, document.quoteId), isNull(presupuestos.aceptadoEl)))
      .returning({ id: presupuestos.id });
    if (updated.length === 0) return { outcome: 'already', document } as const;
    await tx.insert(staffAudit).values({
      userId: null,
      actor: CUSTOMER_ACTOR,
      entity: 'presupuesto',
      entityId: document.quoteId,
      action: 'aceptado',
      detail: { version: document.version },
      createdAt: now,
    });
    const accepted = { ...document, estado: 'aceptado' as const, acceptedAt: now, acceptedVersion: document.version };
    await onAccepted(tx, accepted);
    return { outcome: 'accepted', document: accepted } as const;
  });
}

export type DeclineOutcome = { outcome: 'declined' | 'already' | 'closed'; document: AnswerDocument } | { outcome: 'not-found' };

/** Longest reason kept for a 'No me interesa'. */
export const DECLINE_REASON_MAX = 500;

/**
 * The customer's 'No me interesa' on the version they see, with an optional reason: the quote
 * becomes 'rechazado' once (a guarded update, as acceptAnswer), and `onDeclined` writes the
 * staff's mail in the same transaction. An accepted quote cannot be declined.
 */
export async function declineAnswer(
  db: Executor,
  token: string,
  version: number,
  reason: string,
  now: Date,
  onDeclined: (tx: Executor, document: AnswerDocument, reason: string) => Promise<void>,
): Promise<DeclineOutcome> {
  return db.transaction(async (tx) => {
    const document = await answerByToken(tx, token);
    if (!document) return { outcome: 'not-found' } as const;
    if (document.declinedAt) return { outcome: 'already', document } as const;
    if (document.acceptedAt || document.version !== version || document.estado === 'cerrado') return { outcome: 'closed', document } as const;
    const text = reason.trim().slice(0, DECLINE_REASON_MAX);
    const updated = await tx
      .update(presupuestos)
      .set({ estado: 'rechazado', rechazadoEl: now, rechazoMotivo: text || null, updatedAt: now })
      .where(and(eq(presupuestos.id, document.quoteId), isNull(presupuestos.aceptadoEl), isNull(presupuestos.rechazadoEl)))
      .returning({ id: presupuestos.id });
    if (updated.length === 0) return { outcome: 'already', document } as const;
    await tx.insert(staffAudit).values({
      userId: null,
      actor: CUSTOMER_ACTOR,
      entity: 'presupuesto',
      entityId: document.quoteId,
      action: 'no-me-interesa',
      detail: { version: document.version, ...(text ? { motivo: text } : {}) },
      createdAt: now,
    });
    const declined = { ...document, estado: 'rechazado' as const, declinedAt: now };
    await onDeclined(tx, declined, text);
    return { outcome: 'declined', document: declined } as const;
  });
}

/** Answers sent and not accepted whose validity ended become 'vencido'. Cheap; run before lists. */
export async function expireAnswers(db: Executor, now: Date): Promise<number> {
  const rows = await db
    .update(presupuestos)
    .set({ estado: 'vencido', updatedAt: now })
    .where(and(eq(presupuestos.estado, 'respondido'), isNotNull(presupuestos.venceEl), lt(presupuestos.venceEl, now), isNull(presupuestos.aceptadoEl)))
    .returning({ id: presupuestos.id });
  return rows.length;
}

export interface QuoteSummary {
  /** Requests received in the last 7 days (possible spam left out). */
  received: number;
  /** Of those, answered (first sent) within 24 hours of arriving. */
  answeredWithin24h: number;
  /** Of those, accepted by the customer. */
  accepted: number;
  /** Median time from request to first answer, of those answered; null when none was. */
  medianAnswerMs: number | null;
}

export async function quoteSummary(db: Executor, now: Date): Promise<QuoteSummary> {
  const since = new Date(now.getTime() - SUMMARY_DAYS * 86_400_000);
  const [row] = await db
    .select({
      received: sql<number>`count(*)::int`,
      within: sql<number>`count(*) filter (where ${presupuestos.respondidoEl} <= ${presupuestos.createdAt} + interval '24 hours')::int`,
      accepted: sql<number>`count(*) filter (where ${presupuestos.aceptadoEl} is not null)::int`,
      medianSeconds: sql<
        number | null
      >`percentile_cont(0.5) within group (order by extract(epoch from ${presupuestos.respondidoEl} - ${presupuestos.createdAt})) filter (where ${presupuestos.respondidoEl} is not null)`,
    })
    .from(presupuestos)
    .where(and(gte(presupuestos.createdAt, since), isNull(presupuestos.spamReason)));
  const median = row?.medianSeconds === null || row?.medianSeconds === undefined ? null : Number(row.medianSeconds) * 1000;
  return {
    received: Number(row?.received ?? 0),
    answeredWithin24h: Number(row?.within ?? 0),
    accepted: Number(row?.accepted ?? 0),
    medianAnswerMs: median,
  };
}

/** The 'Respuesta' card of a quote's page. */
export interface AnswerPanel {
  version: number;
  sentVersion: number | null;
  acceptedAt: string | null;
  acceptedVersion: number | null;
  /** The links sent to the customer (one per sending) and the last one's sending; their tokens are not kept. */
  links: { count: number; lastAt: string | null; lastVia: AnswerLinkVia | null };
  /** Validity of the version the customer sees ('YYYY-MM-DD'). */
  validUntil: string | null;
  versions: Array<{ version: number; totalCents: number; totalText: string; actor: string; createdAt: string }>;
}

export async function answerPanel(db: Executor, quoteId: string): Promise<AnswerPanel | null> {
  const [quote] = await db.select().from(presupuestos).where(eq(presupuestos.id, quoteId)).limit(1);
  if (!quote) return null;
  const versions = quote.respuestaVersion > 0 ? await answerVersions(db, quoteId) : [];
  const links = await db
    .select({ creadoEl: presupuestoEnlaces.creadoEl, via: presupuestoEnlaces.via })
    .from(presupuestoEnlaces)
    .where(eq(presupuestoEnlaces.presupuestoId, quoteId))
    .orderBy(desc(presupuestoEnlaces.creadoEl))
    .limit(100);
  const sent = quote.respuestaEnviada !== null ? await versionOf(db, quoteId, quote.respuestaEnviada) : undefined;
  return {
    version: quote.respuestaVersion,
    sentVersion: quote.respuestaEnviada,
    acceptedAt: quote.aceptadoEl?.toISOString() ?? null,
    acceptedVersion: quote.aceptadaVersion,
    links: { count: links.length, lastAt: links[0]?.creadoEl.toISOString() ?? null, lastVia: links[0]?.via ?? null },
    validUntil: sent?.contenido.validUntil ?? null,
    versions,
  };
}
