// 'Búsquedas sin resultado' for the staff: what customers searched and did not find as
// typed, most searched first, so the staff learn which synonyms or products to add.
import { desc, asc, eq, ne, sql } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { busquedasSinResultado as t, SEARCH_NO_RESULT } from '../db/schema';
import { SEARCH_LOG_FILTERS, SEARCH_LOG_LIST_LIMIT, type SearchLogFilter } from '../../domain/staff';

export interface SearchLogRowView {
  text: string;
  count: number;
  lastSeen: string;
  firstSeen: string;
  /** The fallback step that answered the last time; null when nothing was found. */
  step: string | null;
  /** What the approximate results were for; null when nothing was shown. */
  shownAs: string | null;
}

export interface SearchLogView {
  filter: SearchLogFilter;
  rows: SearchLogRowView[];
  counts: Record<SearchLogFilter, number>;
  limit: number;
}

/** The ?ver= value, or 'todas' for anything else. */
export function parseSearchLogFilter(value: string | null | undefined): SearchLogFilter {
  return (SEARCH_LOG_FILTERS as readonly string[]).includes(value ?? '') ? (value as SearchLogFilter) : 'todas';
}

const FILTER_WHERE = {
  todas: undefined,
  'sin-resultado': eq(t.paso, SEARCH_NO_RESULT),
  aproximadas: ne(t.paso, SEARCH_NO_RESULT),
} as const;

async function searchLogCounts(db: Executor): Promise<Record<SearchLogFilter, number>> {
  const [row] = await db
    .select({
      todas: sql<number>`count(*)::int`,
      empty: sql<number>`count(*) filter (where ${t.paso} = ${SEARCH_NO_RESULT})::int`,
    })
    .from(t);
  const todas = Number(row?.todas ?? 0);
  const empty = Number(row?.empty ?? 0);
  return { todas, 'sin-resultado': empty, aproximadas: todas - empty };
}

/** Most searched first (then the most recent), at most `limit` rows. */
export async function listSearchLog(db: Executor, filter: SearchLogFilter = 'todas', limit = SEARCH_LOG_LIST_LIMIT): Promise<SearchLogView> {
  const [rows, counts] = await Promise.all([
    db
      .select()
      .from(t)
      .where(FILTER_WHERE[filter])
      .orderBy(desc(t.veces), desc(t.ultimaVez), asc(t.texto))
      .limit(Math.max(1, Math.min(limit, SEARCH_LOG_LIST_LIMIT))),
    searchLogCounts(db),
  ]);
  return {
    filter,
    counts,
    limit: SEARCH_LOG_LIST_LIMIT,
    rows: rows.map((row) => ({
      text: row.texto,
      count: row.veces,
      lastSeen: row.ultimaVez.toISOString(),
      firstSeen: row.primeraVez.toISOString(),
      step: row.paso === SEARCH_NO_RESULT ? null : row.paso,
      shownAs: row.paso === SEARCH_NO_RESULT ? null : row.mostrado,
    })),
  };
}
