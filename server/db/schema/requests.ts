// A visitor's requests: quotes (presupuestos, column names after docs/product.md §3) and enquiries
// (consultas), each with the staff's state and notes.
import { sql } from 'drizzle-orm';
import { check, doublePrecision, index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { QUOTE_STATES, REQUEST_STATES, type QuoteState, type RequestState } from '#domain/staff';
import { createdAt, updatedAt } from './columns';

export { QUOTE_STATES, REQUEST_STATES, type QuoteState, type RequestState };

/** One cart line as stored: every value recomputed by the server from its own catalogue. */
export interface StoredCartLine {
  id: string;
  name: string;
  code: string;
  quantity: number;
  /** Display text, e.g. '$ 1.500' or 'Consultar'. */
  price: string;
  /** Unit price in pesos; 0 when the product has no usable price. */
  unitPrice: number;
}

export const presupuestos = pgTable(
  'presupuestos',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    idempotencyKey: text('idempotency_key').notNull().unique(),
    nombreApellido: text('nombre_apellido').notNull(),
    localidad: text('localidad').notNull(),
    provincia: text('provincia').notNull(),
    email: text('email').notNull(),
    telefono: text('telefono').notNull(),
    detallesCarrito: jsonb('detalles_carrito').$type<StoredCartLine[]>().notNull(),
    // An estimate shown to people, never charged: double precision is exact enough for pesos
    // and reads back as a number on both drivers (numeric would come back as text).
    totalEstimado: doublePrecision('total_estimado').notNull(),
    estado: text('estado').$type<QuoteState>().notNull().default('nuevo'),
    notas: text('notas').notNull().default(''),
    /** Set (e.g. 'honeypot') when the request looks like spam: kept apart and not mailed until restored. */
    spamReason: text('spam_reason'),
    /** The visitor's optional note: machine model, serial number, deadline. */
    comentarios: text('comentarios').notNull().default(''),
    /** The phone in international digits (5493434123456) beside what was typed (telefono); null when it cannot be told. */
    telefonoNormalizado: text('telefono_normalizado'),
    /** When the visitor made it, for a request a phone kept without signal and sent later; null otherwise. */
    hechoEl: timestamp('hecho_el', { withTimezone: true }),
    // The form's optional billing and delivery details (decision 0038), null when not given. English
    // names although the table's older columns are Spanish: new columns follow the English rule.
    /** The customer's CUIT as its 11 digits (check digit verified). */
    cuit: text('cuit'),
    /** A key of domain/billing.ts IVA_STATUSES. */
    ivaStatus: text('iva_status'),
    /** The carrier ('expreso') the customer prefers, as typed. */
    carrier: text('carrier'),
    /** A key of domain/billing.ts DELIVERY_METHODS. */
    deliveryMethod: text('delivery_method'),
    /** The customer's 'No me interesa' on the answer page, with their optional reason. */
    rechazadoEl: timestamp('rechazado_el', { withTimezone: true }),
    rechazoMotivo: text('rechazo_motivo'),
    // The staff's answer: the last saved version (0: none yet), the version the customer
    // sees (the last one sent), the customer's link, and when it was first sent and accepted.
    respuestaVersion: integer('respuesta_version').notNull().default(0),
    respuestaEnviada: integer('respuesta_enviada'),
    /**
     * Always null now: the links' tokens live hashed in presupuesto_enlaces (migration 0035). Kept
     * so that an older process still running during a rolling restart can write one; the look-up
     * moves such a token to presupuesto_enlaces the first time its link is opened.
     */
    respuestaToken: text('respuesta_token').unique(),
    respondidoEl: timestamp('respondido_el', { withTimezone: true }),
    aceptadoEl: timestamp('aceptado_el', { withTimezone: true }),
    /** The version the customer accepted. */
    aceptadaVersion: integer('aceptada_version'),
    /** End of the validity of the version sent (Paraná time, end of that day). */
    venceEl: timestamp('vence_el', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('presupuestos_created_at_idx').on(t.createdAt),
    check('presupuestos_estado_check', sql`${t.estado} in ('nuevo', 'contactado', 'respondido', 'aceptado', 'rechazado', 'vencido', 'cerrado')`),
  ],
);

export const consultas = pgTable(
  'consultas',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    idempotencyKey: text('idempotency_key').notNull().unique(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    phone: text('phone'),
    message: text('message').notNull(),
    estado: text('estado').$type<RequestState>().notNull().default('nuevo'),
    notas: text('notas').notNull().default(''),
    /** As presupuestos.spamReason. */
    spamReason: text('spam_reason'),
    /** As presupuestos.hechoEl. */
    madeAt: timestamp('made_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('consultas_created_at_idx').on(t.createdAt), check('consultas_estado_check', sql`${t.estado} in ('nuevo', 'contactado', 'cerrado')`)],
);

export type Presupuesto = typeof presupuestos.$inferSelect;
export type Consulta = typeof consultas.$inferSelect;
