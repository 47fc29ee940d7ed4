// What the owner's summary (/admin/resumen) reads: counts per shop day, and per-day copies of what
// the quotes say.
import { sql } from 'drizzle-orm';
import { bigint, boolean, check, date, integer, jsonb, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';

// What the owner's summary counts (/admin/resumen): per shop day, product and kind ('vista' a
// product page answered, 'chat' a chat opened, 'agregar' an addition to the cart), only a number.
// Nothing about the visitor: no cookie, no address, no user agent. Counted in memory and added in
// batches by server/stats/counter.ts.

export const dailyCounts = pgTable(
  'daily_counts',
  {
    /** The shop's calendar day (Paraná time). */
    dia: date('dia', { mode: 'string' }).notNull(),
    tipo: text('tipo').$type<'vista' | 'chat' | 'agregar'>().notNull(),
    /** The catalogue's product id; '' for a chat opened outside a product page. */
    productId: text('product_id').notNull(),
    veces: integer('veces').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.dia, t.tipo, t.productId] }),
    check('daily_counts_tipo_check', sql`${t.tipo} in ('vista', 'chat', 'agregar')`),
    check('daily_counts_veces_check', sql`${t.veces} >= 0`),
  ],
);

// The owner's summary per shop day, a copy of what the quotes say, so a 90-day summary reads 180
// rows instead of every quote and its lines. A day whose row is 'vigente' is up to date; a trigger
// on presupuestos (migrations 0013 and 0022) marks a day out of date whenever a quote of that day is added,
// answered, accepted, deleted or kept apart as spam, and server/stats/requests.ts counts such days
// again from the quotes before reading.

/** One row per shop day whose quotes are counted; a missing day is counted again from the quotes. */
export const quoteDays = pgTable('quote_days', {
  dia: date('dia', { mode: 'string' }).primaryKey(),
  /** Quotes that arrived that day (spam never counted), and of those the answered and accepted. */
  recibidos: integer('recibidos').notNull().default(0),
  respondidos: integer('respondidos').notNull().default(0),
  aceptados: integer('aceptados').notNull().default(0),
  /** Seconds from each answered quote to its first answer, ascending (for medians). */
  demoras: jsonb('demoras').$type<number[]>().notNull().default([]),
  /** The products asked for that day as parallel arrays: [ids, requests, units]. */
  productos: jsonb('productos').$type<[string[], number[], number[]]>().notNull().default([[], [], []]),
  /** False once a quote of the day changed (set by the trigger): the day is counted again. */
  vigente: boolean('vigente').notNull().default(true),
});

/** The name the quotes carried per product (for a product gone from the catalogue). */
export const quotedProductNames = pgTable('quoted_product_names', {
  productId: text('product_id').primaryKey(),
  nombre: text('nombre').notNull().default(''),
});

// Product page views of a past day in one row ([ids, views]), made from daily_counts
// when the summary first needs that day; a late write of that day's counts deletes it.
export const viewDays = pgTable('view_days', {
  dia: date('dia', { mode: 'string' }).primaryKey(),
  productos: jsonb('productos').$type<[string[], number[]]>().notNull().default([[], []]),
});

// The day's total per kind of count (daily_counts summed over the products), kept beside it by
// the same write so the funnel reads one row per day and kind.
export const dailyCountTotals = pgTable(
  'daily_count_totals',
  {
    dia: date('dia', { mode: 'string' }).notNull(),
    tipo: text('tipo').notNull(),
    veces: bigint('veces', { mode: 'number' }).notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.dia, t.tipo] })],
);
