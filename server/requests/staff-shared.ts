// What quotes and enquiries share in the staff area: status and notes changes with their audit,
// counts per status, and the text search filter.
import { and, eq, or, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { consultas, presupuestos, QUOTE_STATES, REQUEST_STATES, type QuoteState } from '../db/schema';
import type { StaffIdentity } from '../auth/users';
import type { StaffDeps } from '../auth/deps';
import { requireStaffAction } from '../auth/guard';
import { recordAudit } from '../admin/audit';
import { actionResult, requireId } from '../admin/http';
import { requestUpdateSchema, type RequestUpdate } from '../admin/schemas';
import { containsPattern, fold, phoneDigits, searchWords } from '../admin/search';

export const PAGE_SIZE = 50;
/** Rows in one CSV export; a bigger list should be narrowed with the filters. */
export const EXPORT_MAX = 10_000;

/** Per status (the quote's states include the enquiry's), plus 'todos'. */
export type StateCounts = Record<QuoteState | 'todos', number>;

export interface Page<T> {
  rows: T[];
  /** Rows matching the filters. */
  total: number;
  page: number;
  pages: number;
  /** Per status, for the search alone (the status tabs). */
  counts: StateCounts;
}

/**
 * Every word must appear in one of the text fields (accents and case ignored); a word that looks
 * like part of a phone number also matches the phone's digits whatever its spaces and dashes.
 */
export function textSearch(q: string, fields: SQLWrapper[], phone?: SQLWrapper, extra?: (pattern: string) => SQL): SQL | undefined {
  const words = searchWords(q);
  if (words.length === 0) return undefined;
  return and(
    ...words.map((word) => {
      const pattern = containsPattern(word);
      const digits = phone ? phoneDigits(word) : null;
      return or(
        ...fields.map((f) => sql`${fold(f)} like ${pattern}`),
        ...(extra ? [extra(pattern)] : []),
        ...(digits && phone ? [sql`regexp_replace(coalesce(${phone}, ''), '[^0-9]', '', 'g') like ${containsPattern(digits)}`] : []),
      );
    }),
  );
}

export async function countByState(db: Executor, table: typeof presupuestos | typeof consultas, filter: SQL | undefined): Promise<StateCounts> {
  const rows = await db
    .select({ estado: table.estado, n: sql<number>`count(*)::int` })
    .from(table)
    .where(filter)
    .groupBy(table.estado);
  const counts = Object.fromEntries([...QUOTE_STATES, 'todos'].map((s) => [s, 0])) as StateCounts;
  for (const row of rows) {
    if ((QUOTE_STATES as readonly string[]).includes(row.estado)) counts[row.estado as QuoteState] = Number(row.n);
    counts.todos += Number(row.n);
  }
  return counts;
}

export function pageCount(total: number): number {
  return Math.max(1, Math.ceil(total / PAGE_SIZE));
}

export type UpdateOutcome = { ok: true; changed: boolean } | { ok: false; status: 400 | 404 };

/** Applies a status or notes change and records it, in one transaction. */
export async function updateRequest(
  db: Executor,
  entity: 'presupuesto' | 'consulta',
  id: string,
  update: RequestUpdate,
  actor: StaffIdentity,
  now: Date,
): Promise<UpdateOutcome> {
  const table = entity === 'presupuesto' ? presupuestos : consultas;
  // An enquiry has no answer to price: the answer's states belong to quotes only.
  if (update.intent === 'estado' && entity === 'consulta' && !(REQUEST_STATES as readonly string[]).includes(update.estado)) {
    return { ok: false, status: 400 };
  }
  return db.transaction(async (tx) => {
    const [before] = await tx.select({ estado: table.estado, notas: table.notas }).from(table).where(eq(table.id, id)).for('update');
    if (!before) return { ok: false, status: 404 } as const;
    if (update.intent === 'estado') {
      if (before.estado === update.estado) return { ok: true, changed: false } as const;
      await tx
        .update(table)
        .set({ estado: update.estado as never, updatedAt: now })
        .where(eq(table.id, id));
      await recordAudit(tx, actor, { entity, entityId: id, action: 'estado', detail: { de: before.estado, a: update.estado }, now });
      return { ok: true, changed: true } as const;
    }
    if (before.notas === update.notas) return { ok: true, changed: false } as const;
    await tx.update(table).set({ notas: update.notas, updatedAt: now }).where(eq(table.id, id));
    await recordAudit(tx, actor, { entity, entityId: id, action: 'notas', detail: { caracteres: update.notas.length }, now });
    return { ok: true, changed: true } as const;
  });
}

const DETAIL_TEXTS = {
  presupuesto: { missing: 'El presupuesto no existe.', stateChanged: 'El estado del presupuesto cambió.' },
  consulta: { missing: 'La consulta no existe.', stateChanged: 'El estado de la consulta cambió.' },
} as const;

/** The action of a quote's or an enquiry's detail page: a status or notes change by a staff member. */
export async function updateRequestAction(services: { staff: StaffDeps }, request: Request, rawId: string | undefined, entity: 'presupuesto' | 'consulta') {
  const { staff, input } = await requireStaffAction(request, services.staff);
  const texts = DETAIL_TEXTS[entity];
  const id = requireId(rawId, texts.missing);
  const parsed = requestUpdateSchema.safeParse(input);
  if (!parsed.success) return actionResult(false, parsed.error.issues[0]?.message ?? 'Datos inválidos.');
  const deps = services.staff;
  const outcome = await updateRequest(await deps.db(), entity, id, parsed.data, staff.user, deps.now());
  if (!outcome.ok) return actionResult(false, texts.missing, 404);
  return actionResult(true, parsed.data.intent === 'estado' ? texts.stateChanged : 'Las notas quedaron guardadas.');
}
