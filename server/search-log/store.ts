// The database half of the search log: one upsert per batch, and a cap on the table so
// a bot sending random queries cannot grow it without bound.
import { sql } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { busquedasSinResultado as t, SEARCH_NO_RESULT } from '../db/schema';
import type { PendingSearch } from './aggregator';

/** Rows the table keeps; beyond it the least searched (then the oldest) are deleted. */
export const MAX_STORED_TEXTS = 5_000;

/** veces is an integer column: it stops at its largest value instead of failing the batch. */
const MAX_COUNT = 2_147_483_647;

/**
 * Adds a batch in one statement: new texts are inserted, known ones get `veces = veces + n`, the
 * latest last time and, when this batch is newer, its outcome. The batch should be sorted by
 * text (SearchLogBuffer.take does it), so concurrent processes lock rows in the same order.
 */
export async function upsertSearches(db: Executor, batch: readonly PendingSearch[]): Promise<void> {
  if (batch.length === 0) return;
  await db
    .insert(t)
    .values(
      batch.map((entry) => ({
        texto: entry.text,
        veces: Math.min(entry.count, MAX_COUNT),
        paso: entry.step ?? SEARCH_NO_RESULT,
        mostrado: entry.step === null ? null : entry.shownAs,
        primeraVez: new Date(entry.firstSeen),
        ultimaVez: new Date(entry.lastSeen),
      })),
    )
    .onConflictDoUpdate({
      target: t.texto,
      set: {
        veces: sql`least(${t.veces}::bigint + excluded.veces, ${MAX_COUNT})::integer`,
        paso: sql`case when excluded.ultima_vez >= ${t.ultimaVez} then excluded.paso else ${t.paso} end`,
        mostrado: sql`case when excluded.ultima_vez >= ${t.ultimaVez} then excluded.mostrado else ${t.mostrado} end`,
        primeraVez: sql`least(${t.primeraVez}, excluded.primera_vez)`,
        ultimaVez: sql`greatest(${t.ultimaVez}, excluded.ultima_vez)`,
      },
    });
}

/**
 * Keeps the `keep` most searched texts (ties: the most recent) and deletes the rest: random texts
 * searched once are the first to go, what customers search again and again stays.
 * Returns how many rows were deleted.
 */
export async function pruneSearches(db: Executor, keep = MAX_STORED_TEXTS): Promise<number> {
  const deleted = await db.execute<{ texto: string }>(sql`
    delete from ${t} where ${t.texto} in (
      select ${t.texto} from ${t}
      order by ${t.veces} desc, ${t.ultimaVez} desc, ${t.texto}
      offset ${Math.max(0, Math.floor(keep))}
    )
    returning ${t.texto}`);
  return rowCount(deleted);
}

// node-postgres answers { rowCount, rows }, PGlite { affectedRows, rows }.
function rowCount(result: unknown): number {
  const r = result as { rows?: unknown[]; rowCount?: number | null; affectedRows?: number };
  return r.rows?.length ?? r.rowCount ?? r.affectedRows ?? 0;
}
