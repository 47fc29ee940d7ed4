// Rate limits shared by every process when DATABASE_URL is set: one row per limiter and
// client key. A fixed window keeps its start and the requests counted; a token bucket keeps the
// time of its last update and the tokens left. Rows past expires_at are pruned.
import { doublePrecision, index, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

export const limites = pgTable(
  'limites',
  {
    limiter: text('limiter').notNull(),
    clave: text('clave').notNull(),
    /** Window start, or the bucket's last update (epoch milliseconds). */
    desde: doublePrecision('desde').notNull(),
    /** Requests counted in the window, or tokens left in the bucket. */
    valor: doublePrecision('valor').notNull(),
    venceEl: timestamp('vence_el', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.limiter, t.clave] }), index('limites_vence_el_idx').on(t.venceEl)],
);
