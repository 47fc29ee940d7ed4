// Texts the staff hid from the rankings of searches ('most searched', 'Búsquedas sin resultado'
// in the summary and on their own page): what a visitor typed never comes back there, whoever
// types it again, until a staff member shows it again. Who hid it and when is kept.
import { desc, eq, sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import type { Executor } from '../db/client';
import { hiddenSearchTexts } from '../db/schema';
import type { StaffIdentity } from '../auth/users';
import { recordAudit } from '../admin/audit';

export interface HiddenSearch {
  text: string;
  by: string;
  at: string;
}

/** A condition on a query's `texto` column: not hidden. */
export function notHidden(column: SQL | string = 'texto'): SQL {
  return sql`${typeof column === 'string' ? sql.raw(column) : column} not in (select ${hiddenSearchTexts.texto} from ${hiddenSearchTexts})`;
}

/** The text posted by 'Ocultar' or 'Volver a mostrar'. */
const hiddenTextSchema = z.string('Falta el texto de la búsqueda.').trim().min(1, 'Falta el texto de la búsqueda.').max(100, 'El texto es demasiado largo.');

async function hideSearch(db: Executor, text: string, actor: StaffIdentity, now: Date): Promise<void> {
  await db.insert(hiddenSearchTexts).values({ texto: text, userId: actor.id, ocultadaPor: actor.email, ocultadaEl: now }).onConflictDoNothing();
}

/** True when the text was hidden (and now shows again). */
async function showSearch(db: Executor, text: string): Promise<boolean> {
  const rows = await db.delete(hiddenSearchTexts).where(eq(hiddenSearchTexts.texto, text)).returning({ texto: hiddenSearchTexts.texto });
  return rows.length > 0;
}

export async function hiddenSearches(db: Executor, limit = 500): Promise<HiddenSearch[]> {
  const rows = await db.select().from(hiddenSearchTexts).orderBy(desc(hiddenSearchTexts.ocultadaEl)).limit(limit);
  return rows.map((row) => ({ text: row.texto, by: row.ocultadaPor, at: row.ocultadaEl.toISOString() }));
}

/** 'Ocultar' and 'Volver a mostrar' (intent 'ocultar' or 'mostrar', the text in 'texto'), recorded in the audit. */
export async function hiddenSearchAction(
  db: Executor,
  input: Record<string, unknown>,
  actor: StaffIdentity,
  now: Date,
): Promise<{ ok: boolean; message: string; status?: number }> {
  const parsed = hiddenTextSchema.safeParse(input.texto);
  if (!parsed.success) return { ok: false, message: parsed.error.issues[0]?.message ?? 'Falta el texto de la búsqueda.', status: 400 };
  const text = parsed.data;
  if (input.intent === 'ocultar') {
    await hideSearch(db, text, actor, now);
    await recordAudit(db, actor, { entity: 'catalogo', action: 'ocultar_busqueda', detail: { texto: text }, now });
    return { ok: true, message: `«${text}» ya no aparece en las listas de búsquedas. Podés volver a mostrarla en Búsquedas sin resultado.` };
  }
  if (input.intent === 'mostrar') {
    if (!(await showSearch(db, text))) return { ok: false, message: 'Esa búsqueda no estaba oculta.', status: 404 };
    await recordAudit(db, actor, { entity: 'catalogo', action: 'mostrar_busqueda', detail: { texto: text }, now });
    return { ok: true, message: `«${text}» vuelve a aparecer en las listas de búsquedas.` };
  }
  return { ok: false, message: 'Elegí ocultar o volver a mostrar la búsqueda.', status: 400 };
}
