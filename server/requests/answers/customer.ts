// The customer's own answer from their link: accepting a version (once, whatever the clicks)
// or declining it with a reason; each is recorded and told to the shop once.
import { and, eq, isNull } from 'drizzle-orm';
import { isExpired } from '#domain/quote-answer';
import type { Executor } from '../../db/client';
import { presupuestos, staffAudit } from '../../db/schema';
import { answerByToken, type AnswerDocument } from './store';

export type AcceptOutcome =
  | { outcome: 'accepted'; document: AnswerDocument }
  | { outcome: 'already'; document: AnswerDocument }
  | { outcome: 'expired' | 'closed'; document: AnswerDocument }
  | { outcome: 'not-found' };

/** Who the history names for the customer's own actions. */
const CUSTOMER_ACTOR = 'el cliente (desde su enlace)';

/** The staff's history line for what the customer did from the link: no staff user behind it. */
async function auditCustomer(
  tx: Executor,
  document: AnswerDocument,
  action: string,
  detail: Record<string, string | number | boolean | null>,
  now: Date,
): Promise<void> {
  await tx
    .insert(staffAudit)
    .values({ userId: null, actor: CUSTOMER_ACTOR, entity: 'presupuesto', entityId: document.quoteId, action, detail, createdAt: now });
}

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
    await auditCustomer(tx, document, 'aceptado', { version: document.version }, now);
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
    await auditCustomer(tx, document, 'no-me-interesa', { version: document.version, ...(text ? { motivo: text } : {}) }, now);
    const declined = { ...document, estado: 'rechazado' as const, declinedAt: now };
    await onDeclined(tx, declined, text);
    return { outcome: 'declined', document: declined } as const;
  });
}
