// One Drizzle schema for both engines (embedded PGlite and PostgreSQL). Column names of presupuestos
// follow docs/product.md §3. Migrations in drizzle/ are written by hand to match this file
// (docs/how-to.md, "Add a migration"); schema-migrations.test.ts fails when the two disagree.
import { sql } from 'drizzle-orm';
import { bigint, boolean, check, date, doublePrecision, index, integer, jsonb, pgTable, primaryKey, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import type { AnswerContent } from '../../domain/quote-answer';

import { QUOTE_STATES, REQUEST_STATES, type QuoteState, type RequestState } from '../../domain/staff';

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

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

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
    updatedAt: timestamp('updated_at', { withTimezone: true })
      .notNull()
      .defaultNow()
      .$onUpdate(() => new Date()),
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
    updatedAt: timestamp('updated_at', { withTimezone: true })
      .notNull()
      .defaultNow()
      .$onUpdate(() => new Date()),
  },
  (t) => [index('consultas_created_at_idx').on(t.createdAt), check('consultas_estado_check', sql`${t.estado} in ('nuevo', 'contactado', 'cerrado')`)],
);

export interface MailAttachment {
  filename: string;
  contentType: string;
  contentBase64: string;
}

export const MAIL_STATUSES = ['pending', 'sent', 'failed'] as const;
export type MailStatus = (typeof MAIL_STATUSES)[number];
/** How a 'sent' mail left: handed to an SMTP server, or only written as an .eml file (no SMTP_URL). */
export type MailVia = 'smtp' | 'file';
export type MailKind = 'presupuesto' | 'consulta' | (string & {});

/** The mail outbox: a mail is written here in the same transaction as the request it reports. */
export const correos = pgTable(
  'correos',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kind: text('kind').$type<MailKind>().notNull(),
    /** The presupuestos/consultas row this mail reports (no foreign key: kinds vary). */
    relatedId: uuid('related_id'),
    to: text('to').notNull(),
    replyTo: text('reply_to'),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html').notNull(),
    /** Files sent with the mail (the answer's PDF), base64; null for none. */
    adjuntos: jsonb('adjuntos').$type<MailAttachment[]>(),
    status: text('status').$type<MailStatus>().notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    /** Lease: while in the future, one process is sending this mail and no other may claim it. */
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    lastError: text('last_error'),
    createdAt: createdAt(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    deliveredVia: text('delivered_via').$type<MailVia>(),
  },
  (t) => [
    index('correos_due_idx').on(t.status, t.nextAttemptAt),
    index('correos_related_idx').on(t.relatedId),
    check('correos_status_check', sql`${t.status} in ('pending', 'sent', 'failed')`),
    check('correos_delivered_via_check', sql`${t.deliveredVia} is null or ${t.deliveredVia} in ('smtp', 'file')`),
  ],
);

export type Presupuesto = typeof presupuestos.$inferSelect;
export type Consulta = typeof consultas.$inferSelect;
export type Correo = typeof correos.$inferSelect;
export type NewCorreo = typeof correos.$inferInsert;

// ---------------------------------------------------------------------------------------------
// The staff area: accounts, sessions, invitations and an audit of what staff changed.

/** Team roles (docs/product.md §3), reused as permissions: only an administrador invites. */
export const STAFF_ROLES = ['administrador', 'vendedor'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

export const staffUsers = pgTable(
  'staff_users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Always stored lower-cased, so the unique index is case-insensitive in practice. */
    email: text('email').notNull().unique(),
    name: text('name').notNull().default(''),
    /** scrypt$N$r$p$salt$hash (server/auth/password.ts); never the password itself. */
    passwordHash: text('password_hash').notNull(),
    role: text('role').$type<StaffRole>().notNull().default('vendedor'),
    createdAt: createdAt(),
    lastSignInAt: timestamp('last_sign_in_at', { withTimezone: true }),
    /** Set when an administrador removes the access; the row stays for the audit trail. */
    disabledAt: timestamp('disabled_at', { withTimezone: true }),
  },
  (t) => [check('staff_users_role_check', sql`${t.role} in ('administrador', 'vendedor')`)],
);

export const staffSessions = pgTable(
  'staff_sessions',
  {
    /** SHA-256 (hex) of the cookie's token: a copy of this table cannot be replayed as cookies. */
    id: text('id').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => staffUsers.id, { onDelete: 'cascade' }),
    /** Per-session anti-CSRF token, sent back by every state-changing staff request. */
    csrfToken: text('csrf_token').notNull(),
    createdAt: createdAt(),
    /** Idle expiry is counted from here (refreshed at most every few minutes). */
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    /** Absolute end of the session, whatever the activity. */
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('staff_sessions_user_idx').on(t.userId), index('staff_sessions_expires_idx').on(t.expiresAt)],
);

export const staffInvitations = pgTable(
  'staff_invitations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** SHA-256 (hex) of the token in the invitation link; the link itself is shown once. */
    tokenHash: text('token_hash').notNull().unique(),
    email: text('email').notNull(),
    role: text('role').$type<StaffRole>().notNull(),
    createdBy: uuid('created_by').references(() => staffUsers.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
    acceptedBy: uuid('accepted_by').references(() => staffUsers.id, { onDelete: 'set null' }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [check('staff_invitations_role_check', sql`${t.role} in ('administrador', 'vendedor')`)],
);

/** Who changed what in the staff area (status, notes, resends, refreshes, accounts). */
export const staffAudit = pgTable(
  'staff_audit',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id').references(() => staffUsers.id, { onDelete: 'set null' }),
    /** The actor's e-mail at the time, kept when the account is gone. */
    actor: text('actor').notNull(),
    entity: text('entity').notNull(),
    entityId: text('entity_id'),
    action: text('action').notNull(),
    detail: jsonb('detail').$type<Record<string, string | number | boolean | null>>().notNull().default({}),
    createdAt: createdAt(),
  },
  (t) => [index('staff_audit_entity_idx').on(t.entity, t.entityId, t.createdAt)],
);

export type StaffUser = typeof staffUsers.$inferSelect;
export type StaffSession = typeof staffSessions.$inferSelect;
export type StaffInvitation = typeof staffInvitations.$inferSelect;
export type StaffAuditEntry = typeof staffAudit.$inferSelect;

// ---------------------------------------------------------------------------------------------
// What customers searched and did not find as typed: one row per normalised text,
// aggregated in memory and upserted in batches by server/search-log/log.ts. Nothing personal: no
// address, no session, no time of a single visit (only the first and last time of the text).

/** `paso` of a search that found nothing (otherwise the fallback step that answered). */
export const SEARCH_NO_RESULT = 'sin resultado';

export const busquedasSinResultado = pgTable(
  'busquedas_sin_resultado',
  {
    /** The query normalised (lowercase, no accents or symbols), at most 100 characters. */
    texto: text('texto').primaryKey(),
    veces: integer('veces').notNull().default(0),
    /** The last outcome: SEARCH_NO_RESULT or the fallback step that answered ('typo', ...). */
    paso: text('paso').notNull(),
    /** The words the approximate results were for ('bomba hidráulica'); null when nothing was shown. */
    mostrado: text('mostrado'),
    primeraVez: timestamp('primera_vez', { withTimezone: true }).notNull().defaultNow(),
    ultimaVez: timestamp('ultima_vez', { withTimezone: true }).notNull().defaultNow(),
    /** Distinct visitors per day who typed it, added up over the days and counted up to 3 (server/search-log/visitors.ts). */
    visitantes: integer('visitantes').notNull().default(0),
  },
  (t) => [
    index('busquedas_sin_resultado_veces_idx').on(t.veces, t.ultimaVez),
    check('busquedas_sin_resultado_texto_check', sql`char_length(${t.texto}) between 1 and 100`),
    check('busquedas_sin_resultado_veces_check', sql`${t.veces} >= 0`),
  ],
);

export type BusquedaSinResultado = typeof busquedasSinResultado.$inferSelect;

// ---------------------------------------------------------------------------------------------
// The sales team shown on the home page and /contacto, edited by the staff in
// /admin/equipo-de-ventas. Empty: the section is hidden (sample people only in development).

export const TEAM_ROLES = ['vendedor', 'administrador'] as const;
export type TeamRole = (typeof TEAM_ROLES)[number];
export const TEAM_GENDERS = ['masculino', 'femenino'] as const;
export type TeamGender = (typeof TEAM_GENDERS)[number];

export const teamMembers = pgTable(
  'team_members',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    role: text('role').$type<TeamRole>().notNull(),
    /** Grammatical gender of the role text: 'Vendedor' or 'Vendedora'. */
    gender: text('gender').$type<TeamGender>().notNull().default('masculino'),
    /** International digits for wa.me ('5493434000000'). */
    whatsapp: text('whatsapp').notNull(),
    /** The number as shown ('343 400-0000'); empty: shown from the WhatsApp digits. */
    phone: text('phone').notNull().default(''),
    /** An https image URL; null: initials. */
    photoUrl: text('photo_url'),
    position: integer('position').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true })
      .notNull()
      .defaultNow()
      .$onUpdate(() => new Date()),
  },
  (t) => [
    check('team_members_role_check', sql`${t.role} in ('vendedor', 'administrador')`),
    check('team_members_gender_check', sql`${t.gender} in ('masculino', 'femenino')`),
    check('team_members_whatsapp_check', sql`${t.whatsapp} ~ '^[0-9]{8,15}$'`),
  ],
);

export type TeamMemberRow = typeof teamMembers.$inferSelect;

// ---------------------------------------------------------------------------------------------
// Rate limits shared by every process when DATABASE_URL is set: one row per limiter and
// client key. A fixed window keeps its start and the requests counted; a token bucket keeps the
// time of its last update and the tokens left. Rows past expires_at are pruned.

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

// ---------------------------------------------------------------------------------------------
// When each product last changed, for the sitemaps' lastmod: a hash of the product as
// the shop shows it, and the time that hash was first seen. Kept across refreshes and restarts,
// so an unchanged product keeps its date.

export const productosFechas = pgTable('productos_fechas', {
  productId: text('product_id').primaryKey(),
  hash: text('hash').notNull(),
  changedAt: timestamp('changed_at', { withTimezone: true }).notNull(),
});

// ---------------------------------------------------------------------------------------------
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

// ---------------------------------------------------------------------------------------------
// The sign-in throttle's memory (server/auth/throttle.ts), in the database so that it survives a
// restart and is the same for every process: each account's recent failures, and the addresses
// and devices (a hash of the device cookie) that account signed in from.

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

// ---------------------------------------------------------------------------------------------
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

// ---------------------------------------------------------------------------------------------
// Staff pins (/admin/busquedas): a phrase customers search and a product the staff want first for
// it. `clave` is the phrase as the search normalises it (domain/search-pins.ts); `texto` as typed.

export const searchPins = pgTable(
  'search_pins',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    clave: text('clave').notNull(),
    texto: text('texto').notNull(),
    /** The catalogue's product id, as the sheet has it. */
    productId: text('product_id').notNull(),
    creadoPor: text('creado_por').notNull(),
    creadoEl: timestamp('creado_el', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [unique('search_pins_clave_product_uq').on(t.clave, t.productId)],
);

export type SearchPinRow = typeof searchPins.$inferSelect;

// ---------------------------------------------------------------------------------------------
// The staff's IVA rate per category group, for rows whose sheet leaves the IVA column empty
// (docs/decisions/0039-price-without-national-taxes.md). A group without a row uses 21 %.

export const categoryIvaDefaults = pgTable('category_iva_defaults', {
  categoryGroup: text('category_group').primaryKey(),
  /** Percent: 21, 10.5, 0. */
  rate: doublePrecision('rate').notNull(),
  updatedBy: text('updated_by').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

// ---------------------------------------------------------------------------------------------
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

// How often each normalised search text was searched per shop day, and how many of those found
// nothing. No visitor data. At most a bounded number of texts per day (server/search-log/daily.ts);
// the rest of the day's searches add up under the empty text ('otras búsquedas').

export const dailySearches = pgTable(
  'daily_searches',
  {
    dia: date('dia', { mode: 'string' }).notNull(),
    /** The normalised query; '' gathers the day's searches beyond the cap. */
    texto: text('texto').notNull(),
    veces: integer('veces').notNull().default(0),
    sinResultado: integer('sin_resultado').notNull().default(0),
    /** Distinct visitors who typed it that day, counted up to 3: fewer keep it out of the staff's rankings. */
    visitantes: integer('visitantes').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.dia, t.texto] }),
    check('daily_searches_texto_check', sql`char_length(${t.texto}) <= 100`),
    check('daily_searches_veces_check', sql`${t.veces} >= 0 and ${t.sinResultado} between 0 and ${t.veces}`),
  ],
);

// Who typed a text on a day, for the count above: a keyed hash of the visitor's address (an IPv6
// /64 as one) under that day's random salt, at most a few per text and day. Both tables keep only
// today and yesterday: once a day's salt is gone its hashes could not be matched to an address
// again, and the day keeps only its counts.
export const searchVisitors = pgTable(
  'search_visitors',
  {
    dia: date('dia', { mode: 'string' }).notNull(),
    texto: text('texto').notNull(),
    visitante: text('visitante').notNull(),
  },
  (t) => [primaryKey({ columns: [t.dia, t.texto, t.visitante] })],
);

export const searchSalts = pgTable('search_salts', {
  dia: date('dia', { mode: 'string' }).primaryKey(),
  sal: text('sal').notNull(),
});

// Texts the staff hid from every ranking of searches (the summary, 'Búsquedas sin resultado'):
// an insult sent a few hundred times stays out for good; 'Volver a mostrar' deletes the row.
export const hiddenSearchTexts = pgTable('hidden_search_texts', {
  texto: text('texto').primaryKey(),
  userId: uuid('user_id').references(() => staffUsers.id, { onDelete: 'set null' }),
  /** Who hid it (e-mail), kept when the account is gone. */
  ocultadaPor: text('ocultada_por').notNull(),
  ocultadaEl: timestamp('ocultada_el', { withTimezone: true }).notNull().defaultNow(),
});

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

/** The sheet as its one reader last read it (the raw rows, as last-good.json), for the other processes. */
export const catalogReads = pgTable('catalog_reads', {
  name: text('name').primaryKey(),
  version: text('version').notNull(),
  body: text('body').notNull(),
  readAt: timestamp('read_at', { withTimezone: true }).notNull(),
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
