// Contact enquiries (consultas) for the staff: the filtered list, the detail and the CSV export.
import { sentOfflineText } from '#domain/made-at';
import { and, count, desc, eq, isNotNull, isNull } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { consultas, type Consulta, type RequestState } from '../db/schema';
import { listOutbox } from '../mail/outbox';
import { auditFor, type AuditView } from '../admin/audit';
import { csvDate, csvDocument, type CsvCell } from '../admin/csv';
import type { ShopDetails } from '../admin/deps';
import { enquiryGreeting, mailtoLink, whatsappReply } from '#domain/reply-links';
import { shortDayText } from '#domain/dates';
import type { RelatedMail } from './quote-list';
import { STATE_LABELS } from '#domain/staff';
import { countByState, EXPORT_MAX, PAGE_SIZE, pageCount, textSearch, type Page } from './staff-shared';
import type { ListQuery } from '../admin/schemas';

export interface EnquiryRowView {
  id: string;
  createdAt: string;
  /** As QuoteRowView.sentOffline. */
  sentOffline: string | null;
  name: string;
  email: string;
  phone: string;
  estado: RequestState;
  /** The message's beginning, on one line. */
  preview: string;
}

export interface EnquiryDetailView extends EnquiryRowView {
  message: string;
  notas: string;
  updatedAt: string;
  whatsappHref: string | null;
  mailtoHref: string | null;
  history: AuditView[];
  mails: RelatedMail[];
  /** Why it was kept apart as possible spam ('honeypot'); null for a normal enquiry. */
  spamReason: string | null;
}

const PREVIEW_CHARS = 120;

function rowView(row: Consulta): EnquiryRowView {
  const flat = row.message.replace(/\s+/g, ' ').trim();
  return {
    id: row.id,
    createdAt: row.createdAt.toISOString(),
    sentOffline: sentOfflineText(row.madeAt, row.createdAt),
    name: row.name,
    email: row.email,
    phone: row.phone ?? '',
    estado: row.estado,
    preview: flat.length > PREVIEW_CHARS ? `${flat.slice(0, PREVIEW_CHARS - 1)}…` : flat,
  };
}

function searchFilter(q: string) {
  return textSearch(q, [consultas.name, consultas.email, consultas.phone, consultas.message], consultas.phone);
}

// Possible spam (a filled honeypot) has its own tab: every other list, count and export leaves it out.
const spamFilter = (spam: boolean) => (spam ? isNotNull(consultas.spamReason) : isNull(consultas.spamReason));

function listFilter(query: Pick<ListQuery, 'estado' | 'q'>, spam = false) {
  return and(spamFilter(spam), searchFilter(query.q), query.estado ? eq(consultas.estado, query.estado as RequestState) : undefined);
}

/** `spam`: the 'Posible spam' tab. */
export async function listEnquiries(db: Executor, query: ListQuery, options: { spam?: boolean } = {}): Promise<Page<EnquiryRowView>> {
  const spam = options.spam ?? false;
  const filter = listFilter(query, spam);
  const [[{ total }], counts] = await Promise.all([
    db.select({ total: count() }).from(consultas).where(filter),
    countByState(db, consultas, and(spamFilter(spam), searchFilter(query.q))),
  ]);
  const pages = pageCount(Number(total));
  const page = Math.min(query.pagina, pages);
  const rows = await db
    .select()
    .from(consultas)
    .where(filter)
    .orderBy(desc(consultas.createdAt), desc(consultas.id))
    .limit(PAGE_SIZE)
    .offset((page - 1) * PAGE_SIZE);
  return { rows: rows.map(rowView), total: Number(total), page, pages, counts };
}

export async function enquiryDetail(db: Executor, id: string, shop: ShopDetails): Promise<EnquiryDetailView | null> {
  const [row] = await db.select().from(consultas).where(eq(consultas.id, id)).limit(1);
  if (!row) return null;
  const [history, mails] = await Promise.all([auditFor(db, 'consulta', id), listOutbox({ relatedId: id, limit: 10 }, { db })]);
  const greeting = enquiryGreeting(row.name, shop.name, shortDayText(row.createdAt));
  return {
    ...rowView(row),
    message: row.message,
    notas: row.notas,
    updatedAt: row.updatedAt.toISOString(),
    whatsappHref: whatsappReply(row.phone, greeting),
    mailtoHref: mailtoLink(row.email, `Tu consulta en ${shop.name}`, `${greeting}\n\n`),
    history,
    mails: mails.map((m) => ({ id: m.id, status: m.status, lastError: m.lastError })),
    spamReason: row.spamReason,
  };
}

const ENQUIRY_CSV_HEADER = ['Fecha', 'Estado', 'Nombre', 'Email', 'Teléfono', 'Mensaje', 'Notas'] as const;

export async function enquiriesCsv(db: Executor, query: Pick<ListQuery, 'estado' | 'q'>): Promise<string> {
  const rows = await db.select().from(consultas).where(listFilter(query)).orderBy(desc(consultas.createdAt), desc(consultas.id)).limit(EXPORT_MAX);
  const cells = rows.map((row): CsvCell[] => [
    csvDate(row.createdAt),
    STATE_LABELS[row.estado] ?? row.estado,
    row.name,
    row.email,
    row.phone ?? '',
    row.message,
    row.notas,
  ]);
  return csvDocument(ENQUIRY_CSV_HEADER, cells);
}
