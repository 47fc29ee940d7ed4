// The summary's searches for a range (daily_searches): the most searched texts and those that
// found nothing, each with its count in the span before, and the searches per week. A few
// thousand day rows at most (200 texts a day), grouped by the database. A text enters the two
// rankings once MIN_VISITORS distinct visitors typed it in the range, and never when the staff hid
// it; the totals and weeks count every search.
import { sql } from 'drizzle-orm';
import { type Executor, rowsOf } from '../db/client';
import { percentChange, sliceIndex, weekSlices, type DaySpan, type SummaryRange } from '#domain/summary';
import { OTHER_SEARCHES } from './daily';
import { notHidden } from './hidden';
import { MIN_VISITORS } from './visitors';

const TOP_SEARCHES = 20;

export interface SearchTrendRow {
  text: string;
  count: number;
  /** Searches of the text in the span before. */
  previous: number;
  /** Percent change from the span before; null when it was not searched then. */
  change: number | null;
  /** How many of `count` found nothing. */
  noResult: number;
  previousNoResult: number;
}

export interface SearchSummary {
  /** Most searched texts of the range (the 'otras' row left out). */
  frequent: SearchTrendRow[];
  /** Texts whose searches found nothing most often in the range. */
  failing: SearchTrendRow[];
  /** Every search of the range and of the span before ('otras' included). */
  total: { current: number; previous: number; currentNoResult: number; previousNoResult: number };
  weeks: Array<DaySpan & { count: number; noResult: number }>;
}

const num = (value: unknown): number => Number(value ?? 0) || 0;

export async function loadSearchSummary(db: Executor, range: SummaryRange): Promise<SearchSummary> {
  const inRange = sql`dia >= ${range.from}::date and dia <= ${range.to}::date`;
  // Visitors of different days are different hashes: the sum is the distinct visitors of the range.
  const shown = sql`texto <> ${OTHER_SEARCHES} and ${notHidden()}`;
  const enough = sql`having sum(visitantes) >= ${MIN_VISITORS}`;
  const [frequent, failing, perDay, before] = await Promise.all([
    db.execute(sql`
      select texto, sum(veces)::int as n, sum(sin_resultado)::int as s from daily_searches
      where ${inRange} and ${shown} group by texto ${enough} order by 2 desc, 1 limit ${TOP_SEARCHES}`),
    db.execute(sql`
      select texto, sum(veces)::int as n, sum(sin_resultado)::int as s from daily_searches
      where ${inRange} and ${shown} and sin_resultado > 0 group by texto ${enough} order by 3 desc, 2 desc, 1 limit ${TOP_SEARCHES}`),
    db.execute(sql`
      select dia::text as dia, sum(veces)::int as n, sum(sin_resultado)::int as s from daily_searches
      where dia >= ${range.previous.from}::date and dia <= ${range.to}::date group by 1`),
    // The span before, for every text that can be shown (at most 40).
    db.execute(sql`
      select texto, sum(veces)::int as n, sum(sin_resultado)::int as s from daily_searches
      where dia >= ${range.previous.from}::date and dia <= ${range.previous.to}::date and texto in (
        (select texto from daily_searches where ${inRange} and ${shown} group by texto ${enough} order by sum(veces) desc, texto limit ${TOP_SEARCHES})
        union
        (select texto from daily_searches where ${inRange} and ${shown} and sin_resultado > 0
          group by texto ${enough} order by sum(sin_resultado) desc, sum(veces) desc, texto limit ${TOP_SEARCHES}))
      group by texto`),
  ]);
  const previous = new Map(rowsOf<Record<string, unknown>>(before).map((row) => [String(row.texto), { n: num(row.n), s: num(row.s) }]));
  const trend = (row: Record<string, unknown>): SearchTrendRow => {
    const text = String(row.texto);
    const count = num(row.n);
    const then = previous.get(text) ?? { n: 0, s: 0 };
    return { text, count, previous: then.n, change: percentChange(count, then.n), noResult: num(row.s), previousNoResult: then.s };
  };
  const slices = weekSlices(range);
  const weeks = slices.map((s) => ({ ...s, count: 0, noResult: 0 }));
  const total = { current: 0, previous: 0, currentNoResult: 0, previousNoResult: 0 };
  for (const row of rowsOf<Record<string, unknown>>(perDay)) {
    const day = String(row.dia).slice(0, 10);
    const index = sliceIndex(range, day);
    if (index >= 0) {
      weeks[index].count += num(row.n);
      weeks[index].noResult += num(row.s);
      total.current += num(row.n);
      total.currentNoResult += num(row.s);
    } else {
      total.previous += num(row.n);
      total.previousNoResult += num(row.s);
    }
  }
  return {
    frequent: rowsOf<Record<string, unknown>>(frequent).map(trend),
    failing: rowsOf<Record<string, unknown>>(failing).map(trend),
    total,
    weeks,
  };
}
