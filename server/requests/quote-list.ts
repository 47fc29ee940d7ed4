// Quote requests (presupuestos) for the staff: the filtered list, the detail with its lines and
// recomputed total, and the CSV export.
import { sentOfflineText } from '#domain/made-at';
import { and, count, desc, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import { formatARS, formatPrice } from '#domain/price';
import type { Executor } from '../db/client';
import { answerTotalsText } from '#domain/answer-money';
import type { AnswerContent } from '#domain/quote-answer';
import { presupuestoRespuestas, presupuestos, type Presupuesto, type QuoteState, type StoredCartLine } from '../db/schema';
import { listOutbox } from '../mail/outbox';
import { auditFor, type AuditView } from '../admin/audit';
import { csvDate, csvDocument, type CsvCell } from '../admin/csv';
import type { ShopDetails } from '../admin/deps';
import { mailtoLink, quoteGreeting, whatsappReply } from '#domain/reply-links';
import { shortDayText } from '#domain/dates';
import { countByState, EXPORT_MAX, PAGE_SIZE, pageCount, textSearch, type Page } from './staff-shared';
import type { ListQuery } from '../admin/schemas';
import { fold } from '../admin/search';
import { STATE_LABELS } from '#domain/staff';
import { quoteNumber } from '#domain/quote-number';
import { billingView, type BillingView } from '#domain/billing';
import { currentShopIva } from '../shop-iva/store';

/** A stored cart line (price as the visitor saw it: '$ 1.500' or 'Consultar') with its subtotal. */
export interface QuoteLineView extends StoredCartLine {
  subtotal: number;
}

export interface QuoteRowView {
  id: string;
  number: string;
  createdAt: string;
  /** 'Enviado sin señal: hecho 14:05, llegó 17:40' for a request a phone kept a while; null otherwise. */
  sentOffline: string | null;
  name: string;
  location: string;
  email: string;
  phone: string;
  estado: QuoteState;
  /** When the customer accepted the answer (ISO), null otherwise. */
  acceptedAt: string | null;
  units: number;
  products: string;
  total: number;
  /** Total of the answer the customer was sent (cents), null before one was sent. */
  answerTotalCents: number | null;
  /** The answer sent, per currency ('$ 3.000 + U$S 18.500'); null while none was sent. */
  answerTotalText: string | null;
}

export interface RelatedMail {
  id: string;
  status: string;
  lastError: string | null;
}

export interface QuoteDetailView extends QuoteRowView {
  province: string;
  notas: string;
  /** The customer's comments from the form. */
  comments: string;
  /** The form's optional billing and delivery details, with the invoice their IVA status calls for. */
  billing: BillingView;
  /** The customer's 'No me interesa' (ISO) and their reason. */
  declinedAt: string | null;
  declineReason: string | null;
  updatedAt: string;
  lines: QuoteLineView[];
  /** The total stored at submission, when it differs from the lines' sum by a peso or more. */
  storedTotalMismatch: number | null;
  whatsappHref: string | null;
  mailtoHref: string | null;
  history: AuditView[];
  mails: RelatedMail[];
  /** Why it was kept apart as possible spam ('honeypot'); null for a normal request. */
  spamReason: string | null;
}

const num = (v: unknown) => (typeof v === 'number' && Number.isFinite(v) ? v : 0);
const str = (v: unknown) => (typeof v === 'string' ? v : v === null || v === undefined ? '' : String(v));

/** The stored JSON lines, read defensively (the column is jsonb: trust nothing about its shape). */
export function quoteLines(raw: unknown): QuoteLineView[] {
  if (!Array.isArray(raw)) return [];
  return raw.map((item: Partial<StoredCartLine> | null) => {
    const quantity = Math.max(0, Math.floor(num(item?.quantity)));
    const unitPrice = Math.max(0, num(item?.unitPrice));
    return {
      id: str(item?.id),
      name: str(item?.name) || 'Sin título',
      code: str(item?.code),
      quantity,
      price: str(item?.price) || formatPrice(unitPrice),
      unitPrice,
      subtotal: unitPrice * quantity,
    };
  });
}

export function linesTotal(lines: readonly QuoteLineView[]): number {
  return lines.reduce((sum, line) => sum + line.subtotal, 0);
}

function rowView(row: Presupuesto, answerTotalCents: number | null = null, answerContent: AnswerContent | null = null): QuoteRowView {
  const lines = quoteLines(row.detallesCarrito);
  return {
    id: row.id,
    number: quoteNumber(row.id),
    createdAt: row.createdAt.toISOString(),
    sentOffline: sentOfflineText(row.hechoEl, row.createdAt),
    name: row.nombreApellido,
    location: [row.localidad, row.provincia].filter(Boolean).join(', '),
    email: row.email,
    phone: row.telefono,
    estado: row.estado,
    acceptedAt: row.aceptadoEl?.toISOString() ?? null,
    units: lines.reduce((n, l) => n + l.quantity, 0),
    products: lines.map((l) => l.name).join(', '),
    total: linesTotal(lines),
    answerTotalCents,
    answerTotalText: answerContent ? answerTotalsText(answerContent) : null,
  };
}

// Products are searched by name and code inside the stored lines.
const productMatch = (pattern: string) =>
  sql`exists (select 1 from jsonb_array_elements(case when jsonb_typeof(${presupuestos.detallesCarrito}) = 'array' then ${presupuestos.detallesCarrito} else '[]'::jsonb end) as linea(l)
    where ${fold(sql`coalesce(l->>'name', '')`)} like ${pattern} or ${fold(sql`coalesce(l->>'code', '')`)} like ${pattern})`;

function searchFilter(q: string) {
  return textSearch(q, [presupuestos.nombreApellido, presupuestos.email, presupuestos.telefono], presupuestos.telefono, productMatch);
}

// Possible spam (a filled honeypot) has its own tab: every other list, count and export leaves it out.
const spamFilter = (spam: boolean) => (spam ? isNotNull(presupuestos.spamReason) : isNull(presupuestos.spamReason));

function listFilter(query: Pick<ListQuery, 'estado' | 'q'>, spam = false) {
  return and(spamFilter(spam), searchFilter(query.q), query.estado ? eq(presupuestos.estado, query.estado) : undefined);
}

/** Newest first, one page, with the counts per status for the same search. `spam`: the 'Posible spam' tab. */
export async function listQuotes(db: Executor, query: ListQuery, options: { spam?: boolean } = {}): Promise<Page<QuoteRowView>> {
  const spam = options.spam ?? false;
  const filter = listFilter(query, spam);
  const [[{ total }], counts] = await Promise.all([
    db.select({ total: count() }).from(presupuestos).where(filter),
    countByState(db, presupuestos, and(spamFilter(spam), searchFilter(query.q))),
  ]);
  const pages = pageCount(Number(total));
  const page = Math.min(query.pagina, pages);
  // With the total of the version the customer was sent, when there is one.
  const rows = await db
    .select({ quote: presupuestos, answerTotal: presupuestoRespuestas.totalCentavos, answerContent: presupuestoRespuestas.contenido })
    .from(presupuestos)
    .leftJoin(
      presupuestoRespuestas,
      and(eq(presupuestoRespuestas.presupuestoId, presupuestos.id), eq(presupuestoRespuestas.version, presupuestos.respuestaEnviada)),
    )
    .where(filter)
    .orderBy(desc(presupuestos.createdAt), desc(presupuestos.id))
    .limit(PAGE_SIZE)
    .offset((page - 1) * PAGE_SIZE);
  return { rows: rows.map((r) => rowView(r.quote, r.answerTotal, r.answerContent)), total: Number(total), page, pages, counts };
}

export async function quoteDetail(db: Executor, id: string, shop: ShopDetails): Promise<QuoteDetailView | null> {
  const [row] = await db.select().from(presupuestos).where(eq(presupuestos.id, id)).limit(1);
  if (!row) return null;
  const base = rowView(row);
  const lines = quoteLines(row.detallesCarrito);
  const [history, mails, shopIva] = await Promise.all([auditFor(db, 'presupuesto', id), listOutbox({ relatedId: id, limit: 10 }, { db }), currentShopIva(db)]);
  const day = shortDayText(row.createdAt);
  const greeting = quoteGreeting(row.nombreApellido, shop.name, day);
  return {
    ...base,
    province: row.provincia,
    notas: row.notas,
    comments: row.comentarios,
    // The invoice the shop would issue now: a Monotributista or Exento shop issues C to everyone.
    billing: billingView(row, shopIva),
    declinedAt: row.rechazadoEl?.toISOString() ?? null,
    declineReason: row.rechazoMotivo,
    updatedAt: row.updatedAt.toISOString(),
    lines,
    storedTotalMismatch: Math.abs(row.totalEstimado - base.total) >= 1 ? row.totalEstimado : null,
    whatsappHref: whatsappReply(row.telefono, greeting),
    mailtoHref: mailtoLink(row.email, `Tu presupuesto en ${shop.name} (Nº ${base.number})`, `${greeting}\n\n`),
    history,
    mails: mails.map((m) => ({ id: m.id, status: m.status, lastError: m.lastError })),
    spamReason: row.spamReason,
  };
}

const QUOTE_CSV_HEADER = [
  'Número',
  'Fecha',
  'Estado',
  'Nombre y apellido',
  'Localidad',
  'Provincia',
  'Email',
  'Teléfono',
  'Productos',
  'Unidades',
  'Total estimado',
  'Notas',
  'Comentarios del cliente',
  'CUIT',
  'Condición frente al IVA',
  'Factura',
  'Expreso o transporte',
  'Entrega',
] as const;

/** The filtered list (all pages, newest first) as CSV. */
export async function quotesCsv(db: Executor, query: Pick<ListQuery, 'estado' | 'q'>): Promise<string> {
  const rows = await db.select().from(presupuestos).where(listFilter(query)).orderBy(desc(presupuestos.createdAt), desc(presupuestos.id)).limit(EXPORT_MAX);
  const shopIva = await currentShopIva(db);
  const cells = rows.map((row): CsvCell[] => {
    const lines = quoteLines(row.detallesCarrito);
    const billing = billingView(row, shopIva);
    return [
      quoteNumber(row.id),
      csvDate(row.createdAt),
      STATE_LABELS[row.estado] ?? row.estado,
      row.nombreApellido,
      row.localidad,
      row.provincia,
      row.email,
      row.telefono,
      lines.map((l) => `${l.quantity} x ${l.name}${l.code ? ` (${l.code})` : ''} - ${l.unitPrice > 0 ? formatARS(l.unitPrice) : 'Consultar'}`).join(' | '),
      lines.reduce((n, l) => n + l.quantity, 0),
      linesTotal(lines),
      row.notas,
      row.comentarios,
      billing.cuit,
      billing.ivaStatus,
      billing.invoice,
      billing.carrier,
      billing.delivery,
    ];
  });
  return csvDocument(QUOTE_CSV_HEADER, cells);
}
