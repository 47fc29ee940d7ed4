// What customers search: texts that found nothing as typed, the day's counts and who typed them,
// the texts the staff hid, and the staff's pins. Nothing personal is kept beyond a day's salted hash.
import { sql } from 'drizzle-orm';
import { check, date, index, integer, pgTable, primaryKey, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import { staffUsers } from './staff';

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
