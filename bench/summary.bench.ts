// The owner's summary under load (npx tsx bench/summary.bench.ts [pglite|postgres-url]): server
// time of loadDashboard (everything /admin/resumen reads) with 100,000 quotes over a year and a
// year of daily counts for 12,000 products, for 7, 30 and 90 days and two typed dates. Goal: 200 ms
// or less. Wall time and this process's CPU time (on PGlite the database runs in this process, so
// CPU time is the whole server's work even when other programs crowd the machine). The first
// summary counts every day of its span into the day rows (what the migration's backfill does once);
// the runs after it read them. First, the CPU one product page view costs to count (goal: 0.1 ms).
//
// The counts are what a busy shop would write: each day 1,500 of the 12,000 products viewed, 300
// added to a cart, 60 with a chat (about 680,000 rows a year); the quotes carry 1 to 4 lines each.
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { createDatabase } from '../server/db/client';
import { loadDashboard } from '../server/admin/dashboard';
import { addDays, parseSummaryRange, shopDay, type RangeParams } from '../domain/summary';
import { idKey } from '../domain/slug';
import { EventCounter } from '../server/stats/counter';
import { productViewCounter } from '../server/stats/views';

const QUOTES = 100_000;
const PRODUCTS = 12_000;
const RUNS = 7;

async function main() {
  const target = process.argv[2] ?? 'pglite';
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'resumen-bench-'));
  const db = target === 'pglite' ? await createDatabase({ dataDir }) : await createDatabase({ dataDir, databaseUrl: target });
  try {
    let started = performance.now();
    await db.execute(sql`
      insert into presupuestos (idempotency_key, nombre_apellido, localidad, provincia, email, telefono, detalles_carrito, total_estimado, created_at, respondido_el, aceptado_el)
      select 'k' || g, 'Cliente', 'Paraná', 'Entre Ríos', 'c@example.com', '343', (
          select jsonb_agg(jsonb_build_object('id', ((g * 7919 + l * 104729) % ${PRODUCTS})::text, 'name', 'Producto', 'code', '', 'quantity', 1 + (g + l) % 5, 'price', 'Consultar', 'unitPrice', 0))
          from generate_series(1, 1 + g % 4) l
        ), 0,
        now() - (g::double precision / ${QUOTES}) * interval '365 days',
        case when g % 3 <> 0 then now() - (g::double precision / ${QUOTES}) * interval '365 days' + ((g % 48) || ' hours')::interval end,
        case when g % 7 = 0 then now() - (g::double precision / ${QUOTES}) * interval '365 days' + interval '3 days' end
      from generate_series(1, ${QUOTES}) g`);
    console.log(`${QUOTES} presupuestos: ${Math.round(performance.now() - started)} ms`);
    started = performance.now();
    for (const [tipo, perDay] of [
      ['vista', 1500],
      ['agregar', 300],
      ['chat', 60],
    ] as const) {
      await db.execute(sql`
        insert into daily_counts (dia, tipo, product_id, veces)
        select current_date - d, ${tipo}, ((d * 131 + p * 8) % ${PRODUCTS})::text, 1 + (d + p) % 9
        from generate_series(0, 364) d, generate_series(1, ${perDay}) p
        on conflict do nothing`);
    }
    const counted = (await db.execute(sql`select count(*)::int as n from daily_counts`)) as unknown as { rows: Array<{ n: number }> };
    const n = counted.rows[0].n;
    console.log(`${n} conteos diarios: ${Math.round(performance.now() - started)} ms`);
    await db.execute(sql`analyze`);

    const today = shopDay(new Date());
    const first = performance.now();
    await loadDashboard(db, parseSummaryRange({ rango: '90' }, today).range, null, { today });
    console.log(`primer resumen de 90 días (cuenta 180 días en filas por día): ${Math.round(performance.now() - first)} ms`);
    const ranges: Array<[string, RangeParams]> = [
      ['rango=7', { rango: '7' }],
      ['rango=30', { rango: '30' }],
      ['rango=90', { rango: '90' }],
      ['desde/hasta (61 días, hace 5 meses)', { desde: addDays(today, -200), hasta: addDays(today, -140) }],
    ];
    for (const [name, params] of ranges) {
      const { range } = parseSummaryRange(params, today);
      const times: number[] = [];
      const cpu: number[] = [];
      for (let i = 0; i < RUNS; i++) {
        const t0 = performance.now();
        const c0 = process.cpuUsage();
        await loadDashboard(db, range, null, { today });
        const used = process.cpuUsage(c0);
        times.push(performance.now() - t0);
        cpu.push((used.user + used.system) / 1000);
      }
      times.sort((a, b) => a - b);
      cpu.sort((a, b) => a - b);
      console.log(
        `${name}: mediana ${times[RUNS >> 1].toFixed(1)} ms, máx ${times[RUNS - 1].toFixed(1)} ms; CPU mediana ${cpu[RUNS >> 1].toFixed(1)} ms (${RUNS} corridas, ${db.$engine})`,
      );
    }
  } finally {
    await db.$close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** CPU a cached product page pays to be counted: the address resolved, the robot test, the count. */
function viewCost() {
  const map = new Map<string, { id: string }>();
  for (let i = 0; i < PRODUCTS; i++) map.set(idKey(String(i)), { id: String(i) });
  const counter = new EventCounter({ db: async () => Promise.reject(new Error('sin base')) });
  const view = productViewCounter(counter, { current: () => ({ index: { byId: (k: string) => map.get(k) } }) as never });
  const headers = {
    headers: { 'user-agent': 'Mozilla/5.0 (Linux; Android 10; K) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36' },
    ip: '10.0.0.1',
  };
  for (let i = 0; i < 200_000; i++) view(`/producto/repuestos/bomba-hidraulica-${i % PRODUCTS}`, headers);
  const n = 1_000_000;
  const before = process.cpuUsage();
  for (let i = 0; i < n; i++) view(`/producto/repuestos/bomba-hidraulica-${i % PRODUCTS}`, headers);
  const used = process.cpuUsage(before);
  console.log(`contar una vista: ${((used.user + used.system) / n).toFixed(2)} µs de CPU (objetivo: 100 µs)`);
}

viewCost();
await main();
