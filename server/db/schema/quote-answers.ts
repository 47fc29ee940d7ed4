// The staff's answers to a quote: every saved version, and the customer's links to the one sent.
import { sql } from 'drizzle-orm';
import { check, doublePrecision, index, integer, jsonb, pgTable, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import type { AnswerContent } from '#domain/quote-answer';
import { createdAt } from './columns';
import { presupuestos } from './requests';
import { staffUsers } from './staff';

// Every saved version of the staff's answer to a quote. The newest is what the editor
// opens; the one named by presupuestos.respuesta_enviada is what the customer sees.

export const presupuestoRespuestas = pgTable(
  'presupuesto_respuestas',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    presupuestoId: uuid('presupuesto_id')
      .notNull()
      .references(() => presupuestos.id, { onDelete: 'cascade' }),
    version: integer('version').notNull(),
    contenido: jsonb('contenido').$type<AnswerContent>().notNull(),
    totalCentavos: doublePrecision('total_centavos').notNull(),
    userId: uuid('user_id').references(() => staffUsers.id, { onDelete: 'set null' }),
    /** Who saved it (e-mail), kept when the account is gone. */
    actor: text('actor').notNull(),
    createdAt: createdAt(),
  },
  (t) => [unique('presupuesto_respuestas_version_uq').on(t.presupuestoId, t.version), check('presupuesto_respuestas_version_check', sql`${t.version} >= 1`)],
);

export type PresupuestoRespuesta = typeof presupuestoRespuestas.$inferSelect;

/** How a link reached the customer; 'anterior' for a link sent before links were kept hashed. */
export type AnswerLinkVia = 'e-mail' | 'whatsapp' | 'anterior';

// The customer's links to a quote's answer (/presupuesto/{token}): one per sending, each kept only
// as the SHA-256 of its token (server/quote-answers/token.ts). Every link of a quote opens the
// version last sent.
export const presupuestoEnlaces = pgTable(
  'presupuesto_enlaces',
  {
    tokenHash: text('token_hash').primaryKey(),
    presupuestoId: uuid('presupuesto_id')
      .notNull()
      .references(() => presupuestos.id, { onDelete: 'cascade' }),
    via: text('via').$type<AnswerLinkVia>().notNull(),
    creadoEl: timestamp('creado_el', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('presupuesto_enlaces_presupuesto_idx').on(t.presupuestoId, t.creadoEl)],
);
