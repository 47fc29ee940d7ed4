// The quotes per shop day, for the owner's summary (quote_days): requests, answers, acceptances,
// the times to the first answer, and requests and units per product (parallel arrays: the
// quickest shape to read back; the names the quotes carried are kept once per product in
// quoted_product_names, for products gone from the catalogue), one row per day. A 90-day
// summary reads 180 rows and adds up the products here (a map in memory is several times faster
// than grouping tens of thousands of rows in the embedded database).
//
// Past days are counted once from the quotes and kept; a trigger on presupuestos (migration 0013)
// marks a day out of date when one of its quotes is added, answered, accepted, deleted or kept
// apart as spam, and the next summary counts that day again. Today is always read from the quotes
// (a few hundred at most). A day is counted again under an exclusive lock on its month that the
// trigger takes shared, so a quote being written for that month is waited for, never missed.
import { sql, type SQL } from 'drizzle-orm';
import { type Executor, rowsOf } from '../db/client';
import { addDays, dayStart, jsonArrays, monthKey, type DayRow, type DaySpan } from '#domain/summary';

/** The advisory lock's first key; the trigger in drizzle/0013_summary_requests.sql uses the same. */
const LOCK_KEY = 1813;

export interface ProductRequests {
  id: string;
  /** The name the quotes carried (for a product gone from the catalogue). */
  name: string;
  requests: number;
  units: number;
}

const num = (value: unknown): number => Number(value ?? 0) || 0;

// The shop day of a quote, as the trigger computes it (Paraná: UTC-3, no daylight saving).
const SHOP_DAY = sql.raw(`((p.created_at at time zone 'UTC') - interval '3 hours')::date`);

const LINES = sql.raw(
  `presupuestos p cross join lateral jsonb_array_elements(case when jsonb_typeof(p.detalles_carrito) = 'array' then p.detalles_carrito else '[]'::jsonb end) as line`,
);

const UNITS = sql.raw(`coalesce(sum(case when jsonb_typeof(line->'quantity') = 'number' then greatest((line->>'quantity')::numeric, 0) end), 0)`);

/** Quotes (not spam) that arrived from the start of `from` to the end of `to`. */
function between(from: string, to: string): SQL {
  return sql`p.spam_reason is null and p.created_at >= ${dayStart(from).toISOString()}::timestamptz and p.created_at < ${dayStart(addDays(to, 1)).toISOString()}::timestamptz`;
}

/** One row per day with quotes: requests, answered, accepted, and the answer delays in seconds. */
function dayStats(where: SQL): SQL {
  return sql`
    select ${SHOP_DAY}::text as dia, count(*)::int as recibidos, count(p.respondido_el)::int as respondidos, count(p.aceptado_el)::int as aceptados,
      coalesce(jsonb_agg(greatest(0, round(extract(epoch from (p.respondido_el - p.created_at))))::int order by p.respondido_el - p.created_at)
        filter (where p.respondido_el is not null), '[]'::jsonb) as demoras
    from presupuestos p where ${where} group by 1`;
}

/** Per day and product: quotes that asked for it, units, and the name the quotes carried. */
function productStats(where: SQL): SQL {
  return sql`
    select ${SHOP_DAY}::text as dia, line->>'id' as id, count(distinct p.id)::int as requests, least(${UNITS}, 2147483647)::int as units,
      max(coalesce(line->>'name', '')) as name
    from ${LINES} where ${where} and line->>'id' is not null group by 1, 2`;
}

/**
 * Counts again the days of `span` up to yesterday that have no up-to-date row (a quote of theirs
 * changed, or they were never read). Returns how many days it counted.
 */
export async function countStaleDays(db: Executor, span: DaySpan, today: string): Promise<number> {
  const last = span.to < today ? span.to : addDays(today, -1);
  if (last < span.from) return 0;
  const stale = rowsOf<{ dia: string }>(
    await db.execute(sql`
      select d::date::text as dia from generate_series(${span.from}::date, ${last}::date, interval '1 day') d
      where not exists (select 1 from quote_days c where c.dia = d::date and c.vigente)
      order by 1`),
  ).map((row) => String(row.dia).slice(0, 10));
  if (stale.length === 0) return 0;
  const months = [...new Set(stale.map(monthKey))];
  const from = stale[0];
  const to = stale[stale.length - 1];
  const days = sql.join(
    stale.map((day) => sql`${day}::date`),
    sql`, `,
  );
  const where = sql`${between(from, to)} and ${SHOP_DAY} in (${days})`;
  await db.transaction(async (tx) => {
    // Ascending, as every other taker of these locks: no deadlock between two summaries.
    for (const month of months) await tx.execute(sql`select pg_advisory_xact_lock(${LOCK_KEY}, ${month})`);
    await tx.execute(sql`
      insert into quote_days (dia, recibidos, respondidos, aceptados, demoras, productos, vigente)
      select d, coalesce(q.recibidos, 0), coalesce(q.respondidos, 0), coalesce(q.aceptados, 0), coalesce(q.demoras, '[]'::jsonb),
        coalesce(l.productos, '[[], [], []]'::jsonb), true
      from unnest(array[${days}]) d
        left join (${dayStats(where)}) q on q.dia::date = d
        left join (
          select dia, jsonb_build_array(jsonb_agg(id order by id), jsonb_agg(requests order by id), jsonb_agg(units order by id)) as productos
          from (${productStats(where)}) per_product group by dia
        ) l on l.dia::date = d
      on conflict (dia) do update set recibidos = excluded.recibidos, respondidos = excluded.respondidos, aceptados = excluded.aceptados,
        demoras = excluded.demoras, productos = excluded.productos, vigente = true`);
    await tx.execute(sql`
      insert into quoted_product_names (product_id, nombre)
      select id, max(name) from (${productStats(where)}) per_product group by id
      on conflict (product_id) do update set nombre = excluded.nombre`);
  });
  return stale.length;
}

/** The days of `span` with quotes: kept rows for the past, counted from the quotes for today on. */
export async function requestDays(db: Executor, span: DaySpan, today: string): Promise<DayRow[]> {
  const liveFrom = span.from > today ? span.from : today;
  const [kept, live] = await Promise.all([
    span.from < today
      ? db.execute(sql`
          select dia::text as dia, recibidos, respondidos, aceptados, demoras from quote_days
          where dia >= ${span.from}::date and dia <= ${span.to}::date and dia < ${today}::date and recibidos > 0`)
      : [],
    span.to >= today ? db.execute(dayStats(between(liveFrom, span.to))) : [],
  ]);
  return [...rowsOf<Record<string, unknown>>(kept), ...rowsOf<Record<string, unknown>>(live)].map((row) => ({
    day: String(row.dia).slice(0, 10),
    received: num(row.recibidos),
    answered: num(row.respondidos),
    accepted: num(row.aceptados),
    delays: (typeof row.demoras === 'string' ? (JSON.parse(row.demoras) as unknown[]) : ((row.demoras as unknown[]) ?? [])).map(num),
  }));
}

/** Requests (quotes that asked for it) and units per product in `span`. Spam is never counted. */
export async function productRequests(db: Executor, span: DaySpan, today: string): Promise<ProductRequests[]> {
  const liveFrom = span.from > today ? span.from : today;
  const [kept, live] = await Promise.all([
    span.from < today
      ? db.execute(sql`select productos from quote_days where dia >= ${span.from}::date and dia <= ${span.to}::date and dia < ${today}::date and recibidos > 0`)
      : [],
    span.to >= today ? db.execute(productStats(between(liveFrom, span.to))) : [],
  ]);
  const totals = new Map<string, ProductRequests>();
  const add = (id: string, requests: number, units: number, name: string) => {
    const entry = totals.get(id);
    if (entry) {
      entry.requests += requests;
      entry.units += units;
      if (name > entry.name) entry.name = name;
    } else totals.set(id, { id, name, requests, units });
  };
  for (const row of rowsOf<{ productos: unknown }>(kept)) {
    const [ids = [], requests = [], units = []] = jsonArrays(row.productos);
    for (let i = 0; i < ids.length; i++) add(String(ids[i]), num(requests[i]), num(units[i]), '');
  }
  for (const row of rowsOf<Record<string, unknown>>(live)) add(String(row.id), num(row.requests), num(row.units), String(row.name ?? ''));
  return [...totals.values()];
}

/** The names the quotes carried for these products (those gone from the catalogue). */
export async function requestedNames(db: Executor, ids: readonly string[]): Promise<Map<string, string>> {
  if (ids.length === 0) return new Map();
  const rows = rowsOf<{ product_id: string; nombre: string }>(
    await db.execute(
      sql`select product_id, nombre from quoted_product_names where product_id in (${sql.join(
        ids.map((id) => sql`${id}`),
        sql`, `,
      )})`,
    ),
  );
  return new Map(rows.map((row) => [String(row.product_id), String(row.nombre)]));
}
