// 'Posible spam': quotes and enquiries whose hidden honeypot field was filled are stored
// apart and not mailed. The staff see them in their own tab and may restore one: it becomes a
// normal request and its mail goes through the outbox exactly as a fresh submission's would.
import { eq, isNotNull, sql } from 'drizzle-orm';
import { budgetEmailPayload, type CartItem } from '#domain/cart';
import type { StaffDeps } from '../auth/deps';
import type { StaffIdentity } from '../auth/users';
import type { Executor } from '../db/client';
import { consultas, presupuestos } from '../db/schema';
import { enqueueMail, tryDelivery, type DeliveryResult } from '../mail/outbox';
import { MAIL_STATUS_TEXTS, savedAsFile } from '../mail/status';
import { contactMail, quoteMail } from '../mail/templates';
import type { MailTransport } from '../mail/transport';
import { requireStaffAction } from '../auth/guard';
import { recordAudit } from '../admin/audit';
import { actionResult, requireId } from '../admin/http';
import { quoteLines } from './quote-list';

export type SpamEntity = 'presupuesto' | 'consulta';

const tableOf = (entity: SpamEntity) => (entity === 'presupuesto' ? presupuestos : consultas);

/** Requests marked as possible spam. */
const onlySpam = (entity: SpamEntity) => isNotNull(tableOf(entity).spamReason);

export async function countSpam(db: Executor, entity: SpamEntity): Promise<number> {
  const table = tableOf(entity);
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(table)
    .where(onlySpam(entity));
  return Number(row?.n ?? 0);
}

export type RestoreOutcome = { ok: true; changed: false } | { ok: true; changed: true; mailId: string; delivery: DeliveryResult } | { ok: false; status: 404 };

function itemsOf(raw: unknown): CartItem[] {
  return quoteLines(raw).map((line) => ({
    id: line.id,
    name: line.name,
    ...(line.code ? { code: line.code } : {}),
    numericPrice: line.unitPrice,
    quantity: line.quantity,
    price: line.price,
    image: null,
    slug: '',
    category: '',
  }));
}

/**
 * Turns a possible-spam request into a normal one: clears the mark, enqueues the mail a normal
 * submission enqueues and records who did it, in one transaction; then tries to send the mail at
 * once (a failure leaves it to the outbox's retries, as for a visitor's submission).
 */
async function restoreRequest(
  db: Executor,
  entity: SpamEntity,
  id: string,
  actor: StaffIdentity,
  options: { now: Date; mailTo: string; transport?: MailTransport },
): Promise<RestoreOutcome> {
  const { now, mailTo } = options;
  const restored = await db.transaction(async (tx) => {
    if (entity === 'presupuesto') {
      const [row] = await tx.select().from(presupuestos).where(eq(presupuestos.id, id)).for('update');
      if (!row) return { ok: false, status: 404 } as const;
      if (row.spamReason === null) return { ok: true, changed: false } as const;
      await tx.update(presupuestos).set({ spamReason: null, updatedAt: now }).where(eq(presupuestos.id, id));
      const items = itemsOf(row.detallesCarrito);
      const form = { name: row.nombreApellido, location: row.localidad, province: row.provincia, email: row.email, phone: row.telefono };
      const mailId = await enqueueMail(
        tx,
        {
          kind: 'presupuesto',
          relatedId: id,
          ...quoteMail({ payload: budgetEmailPayload(form, items), items, to: mailTo, createdAt: row.createdAt, comments: row.comentarios }),
        },
        { now },
      );
      await recordAudit(tx, actor, { entity, entityId: id, action: 'restaurado', detail: { motivo: row.spamReason }, now });
      return { ok: true, changed: true, mailId } as const;
    }
    const [row] = await tx.select().from(consultas).where(eq(consultas.id, id)).for('update');
    if (!row) return { ok: false, status: 404 } as const;
    if (row.spamReason === null) return { ok: true, changed: false } as const;
    await tx.update(consultas).set({ spamReason: null, updatedAt: now }).where(eq(consultas.id, id));
    const enquiry = { name: row.name, email: row.email, phone: row.phone ?? undefined, message: row.message };
    const mailId = await enqueueMail(tx, { kind: 'consulta', relatedId: id, ...contactMail({ enquiry, to: mailTo, createdAt: row.createdAt }) }, { now });
    await recordAudit(tx, actor, { entity, entityId: id, action: 'restaurado', detail: { motivo: row.spamReason }, now });
    return { ok: true, changed: true, mailId } as const;
  });
  if (!restored.ok || !restored.changed) return restored;
  // Saved and enqueued: a failed send now is left to the outbox worker's retries.
  const delivery = await tryDelivery(restored.mailId, { db, transport: options.transport, now }, entity);
  return { ...restored, delivery };
}

/** What the staff read after 'Restaurar'. */
function restoreMessage(entity: SpamEntity, outcome: RestoreOutcome): string {
  const noun = entity === 'presupuesto' ? 'El presupuesto' : 'La consulta';
  if (!outcome.ok) return entity === 'presupuesto' ? 'El presupuesto no existe.' : 'La consulta no existe.';
  if (!outcome.changed) return `${noun} ya no estaba marcad${entity === 'presupuesto' ? 'o' : 'a'} como posible spam.`;
  const sent = outcome.delivery?.outcome === 'sent';
  const mail = savedAsFile(outcome.delivery)
    ? `${MAIL_STATUS_TEXTS.savedAsFile}.`
    : sent
      ? 'El correo se envió.'
      : 'El correo quedó en la cola de envío (Correos).';
  return `${noun} volvió a la lista normal. ${mail}`;
}

/** What restoring needs: the staff session's dependencies, where the shop's mail goes and how. */
interface RestoreDeps {
  staff: StaffDeps;
  config: { mailTo: string };
  admin: { transport?: MailTransport };
}

/** The 'Restaurar' POST of a detail page: staff session, same origin and CSRF token, then restore. */
export async function restoreAction(services: RestoreDeps, request: Request, rawId: string | undefined, entity: SpamEntity) {
  const { staff } = await requireStaffAction(request, services.staff);
  const missing = entity === 'presupuesto' ? 'El presupuesto no existe.' : 'La consulta no existe.';
  const id = requireId(rawId, missing);
  const deps = services.staff;
  const outcome = await restoreRequest(await deps.db(), entity, id, staff.user, {
    now: deps.now(),
    mailTo: services.config.mailTo,
    transport: services.admin.transport,
  });
  if (!outcome.ok) return actionResult(false, missing, 404);
  return actionResult(true, restoreMessage(entity, outcome));
}
