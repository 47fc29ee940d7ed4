// The staff audit trail: who changed a status or notes, resent a mail, refreshed the catalogue or
// managed accounts. Written in the same transaction as the change it records.
import { and, desc, eq } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { staffAudit } from '../db/schema';
import type { StaffIdentity } from '../auth/users';

export type AuditEntity = 'presupuesto' | 'consulta' | 'correo' | 'catalogo' | 'equipo';
export type AuditDetail = Record<string, string | number | boolean | null>;

export interface AuditView {
  id: string;
  actor: string;
  action: string;
  detail: AuditDetail;
  createdAt: string;
}

export async function recordAudit(
  db: Executor,
  actor: StaffIdentity,
  entry: { entity: AuditEntity; entityId?: string | null; action: string; detail?: AuditDetail; now: Date },
): Promise<void> {
  await db.insert(staffAudit).values({
    userId: actor.id,
    actor: actor.email,
    entity: entry.entity,
    entityId: entry.entityId ?? null,
    action: entry.action,
    detail: entry.detail ?? {},
    createdAt: entry.now,
  });
}

export async function auditFor(db: Executor, entity: AuditEntity, entityId: string, limit = 50): Promise<AuditView[]> {
  const rows = await db
    .select()
    .from(staffAudit)
    .where(and(eq(staffAudit.entity, entity), eq(staffAudit.entityId, entityId)))
    .orderBy(desc(staffAudit.createdAt))
    .limit(limit);
  return rows.map((r) => ({ id: r.id, actor: r.actor, action: r.action, detail: r.detail, createdAt: r.createdAt.toISOString() }));
}
