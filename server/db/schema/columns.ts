// Columns several tables share.
import { timestamp } from 'drizzle-orm/pg-core';

/** When the row was made: set by the database. */
export const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
/** When a row last changed: Drizzle sets it on every update it writes. */
export const updatedAt = () =>
  timestamp('updated_at', { withTimezone: true })
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date());
