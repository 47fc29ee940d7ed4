// Every search, counted per shop day and normalised text, for the summary's most frequent searches
// and their trend: only the text, the day, how many times, how many of those found nothing, and
// how many distinct visitors typed it (counted up to 3 through hashes kept two days: visitors.ts).
// No address, no session, no single visit.
//
// In memory, at most MAX_PENDING_DAILY (day, text) keys wait between two flushes; a search beyond
// that is still counted, under the day's 'otras' row (the empty text), so totals stay right and
// only the long tail loses its words. In the table, at most MAX_DAILY_TEXTS texts per day: a batch
// adds to the texts the day already has, and new texts only while the day has room (the most
// searched of the batch first); the rest goes to 'otras'. Rows older than KEEP_DAYS are deleted.
import { sql } from 'drizzle-orm';
import type { SearchInterpretation } from '#domain/search-plan';
import { shopDay } from '#domain/summary';
import { type Executor, rowsOf } from '../db/client';
import { dailySearches as t } from '../db/schema';
import { searchLogKey } from './aggregator';
import { addVisitor, countVisitors, pruneVisitors } from './visitors';

/** Distinct (day, text) keys waiting between two flushes. */
export const MAX_PENDING_DAILY = 2_000;
/** Texts kept per day (besides 'otras'). */
export const MAX_DAILY_TEXTS = 200;
/** The text under which a day's searches beyond the caps are counted. */
export const OTHER_SEARCHES = '';
/** Days kept: the longest range (731 days) and the span before it. */
const KEEP_DAYS = 1_462;

const MAX_COUNT = 2_147_483_647;

export interface DailySearch {
  day: string;
  text: string;
  count: number;
  noResult: number;
  /** The visitors' addresses of this batch (at most MIN_VISITORS), until the flush hashes them. */
  visitors: string[];
}

export class DailySearchBuffer {
  private pending = new Map<string, DailySearch>();
  // The day's text is computed once per minute, not once per search.
  private dayCache = { minute: -1, day: '' };

  constructor(readonly maxKeys = MAX_PENDING_DAILY) {}

  get size(): number {
    return this.pending.size;
  }

  private dayOf(now: number): string {
    const minute = Math.floor(now / 60_000);
    if (minute !== this.dayCache.minute) this.dayCache = { minute, day: shopDay(new Date(minute * 60_000)) };
    return this.dayCache.day;
  }

  /** Counts one search with a term; O(1). Returns whether it was counted. */
  record(interpretation: Pick<SearchInterpretation, 'query' | 'normalized' | 'step'>, now = Date.now(), address?: string): boolean {
    const text = searchLogKey(interpretation);
    if (text === null) return false;
    this.add(this.dayOf(now), text, 1, interpretation.step === null ? 1 : 0, address === undefined ? [] : [address]);
    return true;
  }

  private add(day: string, text: string, count: number, noResult: number, visitors: readonly string[]): void {
    let key = `${day}\u0000${text}`;
    let entry = this.pending.get(key);
    if (!entry && this.pending.size >= this.maxKeys) {
      key = `${day}\u0000${OTHER_SEARCHES}`;
      entry = this.pending.get(key);
      text = OTHER_SEARCHES;
    }
    if (!entry) {
      // The 'otras' key may pass the bound by one per day: it is what keeps the totals whole.
      this.pending.set(key, (entry = { day, text, count: 0, noResult: 0, visitors: [] }));
    }
    entry.count += count;
    entry.noResult += noResult;
    // 'otras' is never shown as a text: nobody's address is kept for it.
    if (text !== OTHER_SEARCHES) for (const visitor of visitors) addVisitor(entry.visitors, visitor);
  }

  /** Everything pending, sorted by day and text (a stable lock order); the buffer empties. */
  take(): DailySearch[] {
    if (this.pending.size === 0) return [];
    const batch = [...this.pending.values()].sort((a, b) => (a.day !== b.day ? (a.day < b.day ? -1 : 1) : a.text < b.text ? -1 : a.text > b.text ? 1 : 0));
    this.pending = new Map();
    return batch;
  }

  /** Puts back a batch the database did not take, added to what came in meanwhile. */
  restore(batch: readonly DailySearch[]): void {
    for (const entry of batch) this.add(entry.day, entry.text, entry.count, entry.noResult, entry.visitors);
  }
}

/**
 * Adds a batch to daily_searches within the per-day cap, in one transaction: texts the day
 * already has are added to; new ones only while the day has room, the most searched first; the
 * rest is added to the day's 'otras' row. Several processes may each fill the last places at
 * once, so a day can pass the cap by at most a batch per process.
 */
export async function upsertDailySearches(db: Executor, batch: readonly DailySearch[], maxTexts = MAX_DAILY_TEXTS): Promise<void> {
  if (batch.length === 0) return;
  const byDay = new Map<string, DailySearch[]>();
  for (const entry of batch) {
    const entries = byDay.get(entry.day);
    if (entries) entries.push(entry);
    else byDay.set(entry.day, [entry]);
  }
  await db.transaction(async (tx) => {
    for (const [day, entries] of byDay) {
      const texts = entries.map((e) => e.text).filter((text) => text !== OTHER_SEARCHES);
      const known = new Set<string>();
      let stored = 0;
      if (texts.length > 0) {
        const rows = rowsOf<{ n: number }>(
          await tx.execute(sql`
            select count(*)::int as n from ${t} where ${t.dia} = ${day}::date and ${t.texto} <> ''`),
        );
        stored = Number(rows[0]?.n ?? 0);
        for (const row of rowsOf<{ texto: string }>(
          await tx.execute(
            sql`select ${t.texto} as texto from ${t} where ${t.dia} = ${day}::date and ${t.texto} in (${sql.join(
              texts.map((text) => sql`${text}`),
              sql`, `,
            )})`,
          ),
        )) {
          known.add(String(row.texto));
        }
      }
      const room = Math.max(0, maxTexts - stored);
      const rows: DailySearch[] = [];
      const other: DailySearch = { day, text: OTHER_SEARCHES, count: 0, noResult: 0, visitors: [] };
      const fresh = entries.filter((e) => e.text !== OTHER_SEARCHES && !known.has(e.text)).sort((a, b) => b.count - a.count || (a.text < b.text ? -1 : 1));
      const admitted = new Set(fresh.slice(0, room).map((e) => e.text));
      for (const entry of entries) {
        if (entry.text !== OTHER_SEARCHES && (known.has(entry.text) || admitted.has(entry.text))) rows.push(entry);
        else {
          other.count += entry.count;
          other.noResult += entry.noResult;
        }
      }
      if (other.count > 0) rows.push(other);
      await tx
        .insert(t)
        .values(rows.map((e) => ({ dia: e.day, texto: e.text, veces: Math.min(e.count, MAX_COUNT), sinResultado: Math.min(e.noResult, e.count, MAX_COUNT) })))
        .onConflictDoUpdate({
          target: [t.dia, t.texto],
          set: {
            veces: sql`least(${t.veces}::bigint + excluded.veces, ${MAX_COUNT})::integer`,
            sinResultado: sql`least(${t.sinResultado}::bigint + excluded.sin_resultado, least(${t.veces}::bigint + excluded.veces, ${MAX_COUNT}))::integer`,
          },
        });
      await countVisitors(tx, day, rows);
    }
  });
}

/** Deletes the days older than `keepDays` before `today`, and visitor hashes past yesterday; returns how many day rows went. */
export async function pruneDailySearches(db: Executor, today: string, keepDays = KEEP_DAYS): Promise<number> {
  await pruneVisitors(db, today);
  const result = (await db.execute(sql`delete from ${t} where ${t.dia} < ${today}::date - ${keepDays}::int`)) as {
    rowCount?: number | null;
    affectedRows?: number;
  };
  return result.rowCount ?? result.affectedRows ?? 0;
}
