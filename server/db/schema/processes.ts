// Work shared between the shop's processes: leases (one process does a job at a time) and the
// photos being made, failed or prepared, the same for every process.
import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** Work one process of the deployment does at a time (server/ops/lease.ts, decision 0041). */
export const leases = pgTable('leases', {
  name: text('name').primaryKey(),
  holder: text('holder').notNull(),
  /** Grows with each new holder: a holder that lost the lease cannot renew it. */
  token: integer('token').notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
});

/** A photo being made by one process; the others wait for its copies (server/photos/coordination.ts). */
export const photoClaims = pgTable('photo_claims', {
  key: text('key').primaryKey(),
  holder: text('holder').notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
});

/** Links that failed, the same for every process; nextTry null: never tried again. */
export const photoFailures = pgTable('photo_failures', {
  key: text('key').primaryKey(),
  reason: text('reason').notNull(),
  status: integer('status'),
  since: timestamp('since', { withTimezone: true }).notNull(),
  lastTry: timestamp('last_try', { withTimezone: true }).notNull(),
  tries: integer('tries').notNull(),
  nextTry: timestamp('next_try', { withTimezone: true }),
});

/** Each prepared photo's size and main colour, for every process's pages (server/photos/coordination.ts). */
export const photoMeta = pgTable(
  'photo_meta',
  {
    key: text('key').primaryKey(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    color: text('color').notNull(),
    madeAt: timestamp('made_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('photo_meta_made_at_idx').on(t.madeAt)],
);
