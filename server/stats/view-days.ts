// Product page views per day for the owner's summary, read as one row per past day
// (view_days: [ids, views]) instead of one row per product and day: a 90-day range reads
// 90 rows and adds them up in memory. A past day's row is made from daily_counts the first time
// the summary needs it; a late write of that day's counts (server/stats/counter.ts) deletes it
// under a shared lock on its month, which this takes exclusively, so no count is left out.
import { sql } from 'drizzle-orm';
import { type Executor, rowsOf } from '../db/client';
import { addDays, jsonArrays, monthKey, type DaySpan } from '#domain/summary';

/** The advisory lock's first key, shared with EventCounter's flush. */
export const VIEW_DAYS_LOCK = 1814;

/** Makes the missing rows of `span`'s past days; returns how many it made. */
async function compactViewDays(db: Executor, span: DaySpan, today: string): Promise<number> {
  const last = span.to < today ? span.to : addDays(today, -1);
  if (last < span.from) return 0;
  const missing = rowsOf<{ dia: string }>(
    await db.execute(sql`
      select d::date::text as dia from generate_series(${span.from}::date, ${last}::date, interval '1 day') d
      where not exists (select 1 from view_days v where v.dia = d::date)
      order by 1`),
  ).map((row) => String(row.dia).slice(0, 10));
  if (missing.length === 0) return 0;
  const days = sql.join(
    missing.map((day) => sql`${day}::date`),
    sql`, `,
  );
  await db.transaction(async (tx) => {
    for (const month of new Set(missing.map(monthKey))) await tx.execute(sql`select pg_advisory_xact_lock(${VIEW_DAYS_LOCK}, ${month})`);
    await tx.execute(sql`
      insert into view_days (dia, productos)
      select d, coalesce(v.productos, '[[], []]'::jsonb)
      from unnest(array[${days}]) d
        left join (
          select dia, jsonb_build_array(jsonb_agg(product_id order by product_id), jsonb_agg(veces order by product_id)) as productos from daily_counts
          where tipo = 'vista' and product_id <> '' and dia in (${days}) group by dia
        ) v on v.dia = d
      on conflict (dia) do nothing`);
  });
  return missing.length;
}

/** Views per product id in `span`: the past from view_days, today on from daily_counts. */
export async function productViews(db: Executor, span: DaySpan, today: string): Promise<Map<string, number>> {
  await compactViewDays(db, span, today);
  const [kept, live] = await Promise.all([
    span.from < today
      ? db.execute(sql`select productos from view_days where dia >= ${span.from}::date and dia <= ${span.to}::date and dia < ${today}::date`)
      : [],
    span.to >= today
      ? db.execute(sql`
          select product_id as id, veces from daily_counts
          where tipo = 'vista' and product_id <> '' and dia >= ${span.from > today ? span.from : today}::date and dia <= ${span.to}::date`)
      : [],
  ]);
  const views = new Map<string, number>();
  for (const row of rowsOf<{ productos: unknown }>(kept)) {
    const [ids = [], counts = []] = jsonArrays(row.productos);
    for (let i = 0; i < ids.length; i++) {
      const id = String(ids[i]);
      views.set(id, (views.get(id) ?? 0) + (Number(counts[i]) || 0));
    }
  }
  for (const row of rowsOf<{ id: string; veces: unknown }>(live)) views.set(String(row.id), (views.get(String(row.id)) ?? 0) + (Number(row.veces) || 0));
  return views;
}
