// Columns several tables share.
import { timestamp } from 'drizzle-orm/pg-core';

/** When the row was made: set by the database. */
export const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
