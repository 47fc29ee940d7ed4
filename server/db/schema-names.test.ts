// The database's naming rule (docs/decisions/0017-which-language-where.md, settled in
// docs/decisions/0047-english-table-names.md): a table and its columns are named in English
// snake_case. The tables that were Spanish before the rule stay as they are, listed here; the list
// only shrinks (a name on it must still be a table), so a new Spanish table cannot hide in it.
import { getTableConfig, PgTable } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import { RENAMED_TABLES } from './renamed-tables';
import * as schema from './schema';

/** Spanish tables kept under their names: renaming one needs a migration on every live database. */
const SPANISH_TABLES = new Set([
  'presupuestos',
  'consultas',
  'correos',
  'busquedas_sin_resultado',
  'limites',
  'productos_fechas',
  'presupuesto_respuestas',
  'ingreso_fallos',
  'ingreso_conocidos',
  // Arrived after the rule; its code was being moved when the others were renamed (decision 0047).
  'presupuesto_enlaces',
]);

/** English tables that kept the Spanish columns they were created with (decision 0047). */
const SPANISH_COLUMNS = new Set(Object.values(RENAMED_TABLES));

/**
 * The words English names are made of. A new table or column with a new word fails until the word
 * is added here, where a reviewer sees it. 'iva' is the tax's own name, as in the staff's pages.
 */
const ENGLISH_WORDS = new Set(
  `accepted action actor at audit body by catalog category claims color count counts created csrf daily date days
  conditions defaults detail disabled email entity exchange expires failures gender group hash height hidden holder id in
  invitations iva key label last leases made members meta name names next origin password phone photo pins
  position product quote quoted rate rates read reads reason refusal revoked role salts search searches seen shop
  sessions sign since staff status team texts token totals tries try updated url user users value version view
  visitors whatsapp width`.split(/\s+/),
);

const tables = (Object.values(schema) as unknown[]).filter((value): value is PgTable => value instanceof PgTable).map((table) => getTableConfig(table));

function notEnglish(name: string): string[] {
  return name.split('_').filter((word) => !ENGLISH_WORDS.has(word));
}

describe('los nombres de las tablas de server/db/schema/', () => {
  it('están en snake_case', () => {
    expect(tables.length).toBeGreaterThan(0);
    for (const table of tables) {
      expect(table.name, table.name).toMatch(/^[a-z]+(_[a-z]+)*$/);
      for (const column of table.columns) expect(column.name, `${table.name}.${column.name}`).toMatch(/^[a-z]+(_[a-z]+)*$/);
    }
  });

  it('están en inglés, salvo las tablas en castellano anteriores a la regla', () => {
    const offending = tables.filter((t) => !SPANISH_TABLES.has(t.name)).flatMap((t) => notEnglish(t.name).map((word) => `${t.name}: ${word}`));
    expect(offending, 'si la palabra es inglesa, agregala a ENGLISH_WORDS').toEqual([]);
  });

  it('sus columnas están en inglés, salvo las de las tablas listadas', () => {
    const offending = tables
      .filter((t) => !SPANISH_TABLES.has(t.name) && !SPANISH_COLUMNS.has(t.name))
      .flatMap((t) => t.columns.flatMap((c) => notEnglish(c.name).map((word) => `${t.name}.${c.name}: ${word}`)));
    expect(offending, 'si la palabra es inglesa, agregala a ENGLISH_WORDS').toEqual([]);
  });

  it('las excepciones solo se achican: cada una sigue siendo una tabla, y ningún nombre viejo vuelve', () => {
    const names = new Set(tables.map((t) => t.name));
    for (const name of [...SPANISH_TABLES, ...SPANISH_COLUMNS]) expect(names.has(name), name).toBe(true);
    for (const old of Object.keys(RENAMED_TABLES)) expect(names.has(old), old).toBe(false);
  });
});
