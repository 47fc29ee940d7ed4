// The mail outbox for the staff: pending, failed and sent mails with their last error, and a
// resend action for the ones that have not gone out.
import { eq, sql } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { correos, type Correo, type MailStatus } from '../db/schema';
import { listOutbox, resendMail } from '../mail/outbox';
import type { MailTransport } from '../mail/transport';
import type { StaffIdentity } from '../auth/users';
import { recordAudit } from './audit';
import { MAIL_LIST_LIMIT, type MailTab } from '../../domain/staff';

export type { MailTab };

export const TAB_STATUS: Record<MailTab, MailStatus> = { pendientes: 'pending', fallidos: 'failed', enviados: 'sent' };

export interface MailRowView {
  id: string;
  kind: string;
  /** Link to the request it reports, when known. */
  relatedHref: string | null;
  to: string;
  subject: string;
  status: MailStatus;
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
    .select({ status: correos.status, n: sql<number>`count(*)::int` })
    .from(correos)
    .groupBy(correos.status);
  const by = Object.fromEntries(rows.map((r) => [r.status, Number(r.n)]));
  return { pendientes: by.pending ?? 0, fallidos: by.failed ?? 0, enviados: by.sent ?? 0 };
}

export async function listMails(db: Executor, tab: MailTab): Promise<{ rows: MailRowView[]; counts: Record<MailTab, number> }> {
  const [rows, counts] = await Promise.all([listOutbox({ status: TAB_STATUS[tab], limit: MAIL_LIST_LIMIT }, { db }), mailCounts(db)]);
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
      ? { ok: true, status: 200, message: 'Correo enviado.' }
      : result.outcome === 'error'
        ? { ok: false, status: 502, message: `No se pudo enviar: ${result.error}` }
        : { ok: false, status: 409, message: result.locked ? 'El correo se está enviando en este momento.' : 'El correo no se pudo reenviar.' };
  await recordAudit(db, actor, { entity: 'correo', entityId: id, action: 'reenvio', detail: { resultado: result.outcome }, now });
  return outcome;
}
