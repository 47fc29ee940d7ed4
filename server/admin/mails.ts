// The mail outbox for the staff: pending, failed and sent mails with their last error, and a
// resend action for the ones that have not gone out.
import { eq, sql } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { correos, type Correo, type MailStatus, type MailVia } from '../db/schema';
import { deliverNow, enqueueMail, listOutbox, resendMail } from '../mail/outbox';
import { MAIL_STATUS_TEXTS } from '../mail/status';
import type { MailTransport } from '../mail/transport';
import type { StaffIdentity } from '../auth/users';
import { recordAudit } from './audit';
import { MAIL_LIST_LIMIT, type MailTab } from '#domain/staff';

export type { MailTab };

// 'Enviados' are only the mails an SMTP server accepted; the ones written as files are apart.
const TAB_FILTER: Record<MailTab, { status: MailStatus; via?: MailVia }> = {
  pendientes: { status: 'pending' },
  fallidos: { status: 'failed' },
  enviados: { status: 'sent', via: 'smtp' },
  archivados: { status: 'sent', via: 'file' },
};

export interface MailRowView {
  id: string;
  kind: string;
  /** Link to the request it reports, when known. */
  relatedHref: string | null;
  to: string;
  subject: string;
  status: MailStatus;
  /** For a sent mail: 'file' when it was only written as an .eml file. */
  via: MailVia | null;
  attempts: number;
  createdAt: string;
  nextAttemptAt: string;
  sentAt: string | null;
  lastError: string | null;
  /** Plain-text body, shown as text (never the HTML). */
  text: string;
}

function relatedHref(mail: Correo): string | null {
  if (!mail.relatedId) return null;
  if (mail.kind === 'presupuesto') return `/admin/presupuestos/${mail.relatedId}`;
  if (mail.kind === 'consulta') return `/admin/consultas/${mail.relatedId}`;
  return null;
}

function view(mail: Correo): MailRowView {
  return {
    id: mail.id,
    kind: mail.kind,
    relatedHref: relatedHref(mail),
    to: mail.to,
    subject: mail.subject,
    status: mail.status,
    via: mail.deliveredVia,
    attempts: mail.attempts,
    createdAt: mail.createdAt.toISOString(),
    nextAttemptAt: mail.nextAttemptAt.toISOString(),
    sentAt: mail.sentAt?.toISOString() ?? null,
    lastError: mail.lastError,
    text: mail.text,
  };
}

export async function mailCounts(db: Executor): Promise<Record<MailTab, number>> {
  const rows = await db
    .select({ status: correos.status, file: sql<boolean>`coalesce(${correos.deliveredVia} = 'file', false)`, n: sql<number>`count(*)::int` })
    .from(correos)
    .groupBy(correos.status, sql`2`);
  const count = (status: MailStatus, file: boolean) => rows.filter((r) => r.status === status && Boolean(r.file) === file).reduce((n, r) => n + Number(r.n), 0);
  return { pendientes: count('pending', false), fallidos: count('failed', false), enviados: count('sent', false), archivados: count('sent', true) };
}

export async function listMails(db: Executor, tab: MailTab): Promise<{ rows: MailRowView[]; counts: Record<MailTab, number> }> {
  const [rows, counts] = await Promise.all([listOutbox({ ...TAB_FILTER[tab], limit: MAIL_LIST_LIMIT }, { db }), mailCounts(db)]);
  return { rows: rows.map(view), counts };
}

export type ResendOutcome = { ok: boolean; status: 200 | 404 | 409 | 502; message: string };

/** Resends a pending or failed mail now and records who did it. */
export async function resendFromStaff(db: Executor, id: string, actor: StaffIdentity, now: Date, transport?: MailTransport): Promise<ResendOutcome> {
  const [mail] = await db.select({ status: correos.status }).from(correos).where(eq(correos.id, id)).limit(1);
  if (!mail) return { ok: false, status: 404, message: 'El correo no existe.' };
  if (mail.status === 'sent') return { ok: false, status: 409, message: 'Ese correo ya fue enviado.' };
  const result = await resendMail(id, { db, now: () => now, ...(transport ? { transport } : {}) });
  const outcome: ResendOutcome =
    result.outcome === 'sent'
      ? { ok: true, status: 200, message: result.via === 'file' ? `${MAIL_STATUS_TEXTS.savedAsFile}.` : 'Correo enviado.' }
      : result.outcome === 'error'
        ? { ok: false, status: 502, message: `No se pudo enviar: ${result.error}` }
        : { ok: false, status: 409, message: result.locked ? 'El correo se está enviando en este momento.' : 'El correo no se pudo reenviar.' };
  await recordAudit(db, actor, { entity: 'correo', entityId: id, action: 'reenvio', detail: { resultado: result.outcome }, now });
  return outcome;
}

/**
 * An administrador's test mail to the shop's inbox, through the outbox like any other, sent at
 * once: the answer says whether an SMTP server took it, it was only written as a file, or why not.
 */
export async function sendTestMail(
  db: Executor,
  actor: StaffIdentity,
  context: { now: Date; to: string; shopName: string; transport?: MailTransport },
): Promise<ResendOutcome> {
  const when = context.now.toLocaleString('es-AR', { timeZone: 'America/Argentina/Buenos_Aires' });
  const text = `Este es un correo de prueba de ${context.shopName}, pedido por ${actor.email} el ${when}. Si lo recibiste, los avisos de presupuestos y consultas llegan a esta casilla.`;
  const id = await enqueueMail(
    db,
    { kind: 'prueba', to: context.to, subject: `Correo de prueba de ${context.shopName}`, text, html: `<p>${escapeHtml(text)}</p>` },
    { now: context.now },
  );
  const result = await deliverNow(id, { db, now: () => context.now, ...(context.transport ? { transport: context.transport } : {}) });
  await recordAudit(db, actor, { entity: 'correo', entityId: id, action: 'prueba', detail: { resultado: result.outcome }, now: context.now });
  if (result.outcome === 'sent') {
    return result.via === 'file'
      ? { ok: true, status: 200, message: `${MAIL_STATUS_TEXTS.savedAsFile}.` }
      : { ok: true, status: 200, message: `El servidor de correo aceptó el correo de prueba para ${context.to}. Revisá esa casilla (y la carpeta de spam).` };
  }
  if (result.outcome === 'error') return { ok: false, status: 502, message: `No se pudo enviar: ${result.error}` };
  return { ok: false, status: 409, message: 'El correo de prueba quedó en la cola de envío (Correos).' };
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}
