// 'Búsquedas sin resultado' for the staff: what customers searched and did not find as
// typed, most searched first, so the staff learn which synonyms or products to add. A text shows
// once MIN_VISITORS distinct visitors typed it and never while the staff hide it (decision 0035).
import { and, desc, asc, eq, gte, ne, sql } from 'drizzle-orm';
import { notHidden } from '../search-log/hidden';
import { MIN_VISITORS } from '../search-log/visitors';
import type { Executor } from '../db/client';
import { busquedasSinResultado as t, SEARCH_NO_RESULT } from '../db/schema';
import { SEARCH_LOG_FILTERS, SEARCH_LOG_LIST_LIMIT, type SearchLogFilter } from '#domain/staff';

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
  /** Texts kept that fewer than MIN_VISITORS visitors typed (not listed). */
  waiting: number;
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

const LISTED = and(gte(t.visitantes, MIN_VISITORS), notHidden(sql`${t.texto}`));

async function searchLogCounts(db: Executor): Promise<Record<SearchLogFilter, number> & { waiting: number }> {
  const [row] = await db
    .select({
      todas: sql<number>`count(*) filter (where ${LISTED})::int`,
      empty: sql<number>`count(*) filter (where ${LISTED} and ${t.paso} = ${SEARCH_NO_RESULT})::int`,
      waiting: sql<number>`count(*) filter (where ${t.visitantes} < ${MIN_VISITORS} and ${notHidden(sql`${t.texto}`)})::int`,
    })
    .from(t);
  const todas = Number(row?.todas ?? 0);
  const empty = Number(row?.empty ?? 0);
  return { todas, 'sin-resultado': empty, aproximadas: todas - empty, waiting: Number(row?.waiting ?? 0) };
}

/** Most searched first (then the most recent), at most `limit` rows. */
export async function listSearchLog(db: Executor, filter: SearchLogFilter = 'todas', limit = SEARCH_LOG_LIST_LIMIT): Promise<SearchLogView> {
  const [rows, counts] = await Promise.all([
    db
      .select()
      .from(t)
      .where(and(LISTED, FILTER_WHERE[filter]))
      .orderBy(desc(t.veces), desc(t.ultimaVez), asc(t.texto))
      .limit(Math.max(1, Math.min(limit, SEARCH_LOG_LIST_LIMIT))),
    searchLogCounts(db),
  ]);
  const { waiting, ...byFilter } = counts;
  return {
    filter,
    counts: byFilter,
    waiting,
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
