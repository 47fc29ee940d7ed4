// What the shop keeps about the catalogue beside the sheet: when each product last changed, the
// sheet as its one reader last read it, the staff's IVA rate per category group and the dollar's
// exchange rate.
import { sql } from 'drizzle-orm';
import { check, date, doublePrecision, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';
import { staffUsers } from './staff';

// When each product last changed, for the sitemaps' lastmod: a hash of the product as
// the shop shows it, and the time that hash was first seen. Kept across refreshes and restarts,
// so an unchanged product keeps its date.
export const productosFechas = pgTable('productos_fechas', {
  productId: text('product_id').primaryKey(),
  hash: text('hash').notNull(),
  changedAt: timestamp('changed_at', { withTimezone: true }).notNull(),
});

/** The sheet as its one reader last read it (the raw rows, as last-good.json), for the other processes. */
export const catalogReads = pgTable('catalog_reads', {
  name: text('name').primaryKey(),
  version: text('version').notNull(),
  body: text('body').notNull(),
  readAt: timestamp('read_at', { withTimezone: true }).notNull(),
});

// The staff's IVA rate per category group, for rows whose sheet leaves the IVA column empty
// (docs/decisions/0039-price-without-national-taxes.md). A group without a row uses 21 %.

export const categoryIvaDefaults = pgTable('category_iva_defaults', {
  categoryGroup: text('category_group').primaryKey(),
  /** Percent: 21, 10.5, 0. */
  rate: doublePrecision('rate').notNull(),
  updatedBy: text('updated_by').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

// The dollar's exchange rate (docs/decisions/0037-exchange-rate.md): every value the staff entered
// or the configured source answered, newest last; the newest accepted row is the shop's rate. A
// source reading that was refused (HTML, not a number, a jump of 10x) is kept with its reason, so
// the staff area can warn about it.
export const exchangeRates = pgTable(
  'exchange_rates',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    /** Pesos per dollar; null for a refused reading that was not a number. */
    value: doublePrecision('value'),
    label: text('label').notNull(),
    rateDate: date('rate_date', { mode: 'string' }).notNull(),
    /** 'staff' (entered in the staff area) or 'source' (read from EXCHANGE_RATE_URL). */
    origin: text('origin').$type<'staff' | 'source'>().notNull(),
    userId: uuid('user_id').references(() => staffUsers.id, { onDelete: 'set null' }),
    /** Who entered it (e-mail), kept when the account is gone; 'fuente' for the source. */
    actor: text('actor').notNull(),
    /** Why a reading was kept out (Spanish, for the staff); null for a rate in use. */
    refusal: text('refusal'),
    createdAt: createdAt(),
  },
  (t) => [check('exchange_rates_origin_check', sql`${t.origin} in ('staff', 'source')`), index('exchange_rates_created_idx').on(t.createdAt)],
);

export type ExchangeRateRow = typeof exchangeRates.$inferSelect;
