// The staff's answers to quote requests as documents: the versions kept, the one sent (its
// link, rate and status) and the look-up by the customer's token. The editor, the customer's
// actions and the staff's panel are in editor.ts, customer.ts and panel.ts.
import { and, desc, eq, sql } from 'drizzle-orm';
import { validityEnd, type AnswerContent } from '#domain/quote-answer';
import { answerInvoice, answerTotalsText, needsRate } from '#domain/answer-money';
import { billingView, DEFAULT_SHOP_IVA_CONDITION, type ShopIvaCondition } from '#domain/billing';
import type { ExchangeRate } from '#domain/exchange-rate';
import type { QuoteState } from '#domain/staff';
import type { Executor } from '../../db/client';
import { presupuestoEnlaces, presupuestoRespuestas, presupuestos, type AnswerLinkVia, type Presupuesto } from '../../db/schema';
import type { StaffIdentity } from '../../auth/users';
import { recordAudit } from '../../admin/audit';
import { quoteNumber } from '#domain/quote-number';
import { currentShopIva } from '../../shop-iva/store';
import { answerTokenHash, isTokenShaped, newAnswerToken } from './token';

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

export async function latestVersion(db: Executor, quoteId: string) {
  const [row] = await db
    .select()
    .from(presupuestoRespuestas)
    .where(eq(presupuestoRespuestas.presupuestoId, quoteId))
    .orderBy(desc(presupuestoRespuestas.version))
    .limit(1);
  return row;
}

export async function versionOf(db: Executor, quoteId: string, version: number) {
  const [row] = await db
    .select()
    .from(presupuestoRespuestas)
    .where(and(eq(presupuestoRespuestas.presupuestoId, quoteId), eq(presupuestoRespuestas.version, version)))
    .limit(1);
  return row;
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
  /** 'Factura A', 'B' or 'C', and the customer's CUIT and condition when they gave them. */
  billing: { invoice: string; cuit: string | null; ivaStatus: string | null };
  /**
   * True when the version carries the shop's condition it was sent with; false while it is not
   * sent, its `content.shopIva` then being the shop's condition now (sending writes it in).
   */
  shopIvaFrozen: boolean;
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

function billingOf(quote: Presupuesto, shopIva: ShopIvaCondition): AnswerDocument['billing'] {
  const view = billingView({ cuit: quote.cuit, ivaStatus: quote.ivaStatus, carrier: null, deliveryMethod: null });
  return { invoice: answerInvoice(quote.ivaStatus, shopIva), cuit: view.cuit, ivaStatus: view.ivaStatus };
}

/**
 * `shopIva`: the condition a version without one is read with. The customer's copies pass the
 * default (a version sent before the setting existed went out as a Responsable Inscripto's); the
 * staff's preview and a sending pass the shop's condition now.
 */
function documentOf(
  quote: Presupuesto,
  version: { version: number; contenido: AnswerContent; totalCentavos: number; createdAt: Date },
  shopIva: ShopIvaCondition,
  token = '',
): AnswerDocument {
  const frozen = version.contenido.shopIva;
  const content: AnswerContent = { ...version.contenido, shopIva: frozen ?? shopIva };
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
    billing: billingOf(quote, content.shopIva ?? shopIva),
    shopIvaFrozen: frozen !== undefined,
    requestedAt: quote.createdAt,
    answeredAt: version.createdAt,
    content,
    totalCents: version.totalCentavos,
    estado: quote.estado,
    acceptedAt: quote.aceptadoEl,
    acceptedVersion: quote.aceptadaVersion,
    declinedAt: quote.rechazadoEl,
  };
}

/** The last saved version, for sending and the staff's preview (null when nothing was saved). */
export async function latestAnswer(db: Executor, quoteId: string): Promise<AnswerDocument | null> {
  const [quote] = await db.select().from(presupuestos).where(eq(presupuestos.id, quoteId)).limit(1);
  if (!quote || quote.respuestaVersion === 0) return null;
  const version = await versionOf(db, quoteId, quote.respuestaVersion);
  return version ? documentOf(quote, version, await currentShopIva(db)) : null;
}

/** Every version, newest first (the staff's history of the answer). */
export async function answerVersions(db: Executor, quoteId: string) {
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
 * At a version's first sending (in the caller's transaction), writes into it the shop's condition
 * frente al IVA and, when it is paid in pesos and has dollars, the rate. A version that already has
 * them keeps them, so a later change of either never changes what the customer was sent. The
 * document as sent. (`document.content.shopIva` is already the condition now: see documentOf.)
 */
export async function freezeSending(tx: Executor, document: AnswerDocument, rate: ExchangeRate | null): Promise<AnswerDocument> {
  const addRate = needsRate(document.content) && !document.content.rate && rate !== null;
  if (!addRate && document.shopIvaFrozen) return document;
  const content: AnswerContent = {
    ...document.content,
    shopIva: document.content.shopIva ?? DEFAULT_SHOP_IVA_CONDITION,
    ...(addRate && rate ? { rate: { value: rate.value, label: rate.label, date: rate.date } } : {}),
  };
  await tx
    .update(presupuestoRespuestas)
    .set({ contenido: content })
    .where(and(eq(presupuestoRespuestas.presupuestoId, document.quoteId), eq(presupuestoRespuestas.version, document.version)));
  return { ...document, content, shopIvaFrozen: true };
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
  return version ? documentOf(quote, version, DEFAULT_SHOP_IVA_CONDITION, token) : null;
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
