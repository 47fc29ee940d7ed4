// The sign-in throttle's memory (server/auth/throttle.ts), in the database so that it survives a
// restart and is the same for every process: each account's recent failures, and the addresses
// and devices (a hash of the device cookie) that account signed in from.
import { doublePrecision, index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

export const ingresoFallos = pgTable(
  'ingreso_fallos',
  {
    email: text('email').primaryKey(),
    /** Start of the failure window (epoch milliseconds). */
    desde: doublePrecision('desde').notNull(),
    fallos: integer('fallos').notNull(),
    ultimoFallo: doublePrecision('ultimo_fallo').notNull(),
    /** When the owner was last warned by e-mail (epoch milliseconds). */
    avisado: doublePrecision('avisado'),
    venceEl: timestamp('vence_el', { withTimezone: true }).notNull(),
  },
  (t) => [index('ingreso_fallos_vence_el_idx').on(t.venceEl)],
);

export const ingresoConocidos = pgTable(
  'ingreso_conocidos',
  {
    email: text('email').notNull(),
    /** 'ip:<address>' or 'dispositivo:<sha-256 of the device cookie>'. */
    clave: text('clave').notNull(),
    vistoEl: timestamp('visto_el', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.email, t.clave] }), index('ingreso_conocidos_visto_el_idx').on(t.vistoEl)],
);
