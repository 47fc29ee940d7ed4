// Every table of the schema, one row at least, backed up and restored on both engines. The rows are
// generated from the Drizzle schema itself (each table, each column by its type, parents before
// children), so a table added later is filled and checked here without anyone remembering to.
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { is, sql } from 'drizzle-orm';
import { getTableConfig, PgTable, type PgColumn } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPostgresDatabase } from '../../tests/setup/databases';
import { createDatabase, rowsOf, type Database, type Engine } from '../db/client';
import * as schema from '../db/schema';
import { RENAMED_TABLES } from '../db/renamed-tables';
import { createBackup } from './backup';
import { readJournal, tablesInOrder } from './backup-format';
import { sign } from './backup-signing';
import { restoreBackup } from './restore';

// Backups are signed with this key; restores check it.
const SIGNING_KEY = 'clave-de-firma-de-las-pruebas-0123456789abcdef';
process.env.BACKUP_SIGNING_KEY = SIGNING_KEY;

const tables = new Map(
  (Object.values(schema) as unknown[]).filter((value): value is PgTable => is(value, PgTable)).map((table) => [getTableConfig(table).name, table] as const),
);

// Values a CHECK constraint asks for, where the column's type alone cannot tell.
const CHECKED: Record<string, unknown> = {
  'presupuestos.estado': 'respondido',
  'consultas.estado': 'contactado',
  'correos.status': 'sent',
  'team_members.whatsapp': '5493434000000',
  'team_members.gender': 'femenino',
  'team_members.role': 'vendedor',
  'staff_users.role': 'administrador',
  'staff_invitations.role': 'vendedor',
  'correos.delivered_via': 'smtp',
  'daily_counts.tipo': 'vista',
  'daily_searches.sin_resultado': 1,
  'daily_searches.veces': 2,
  'exchange_rates.origin': 'staff',
};

function valueFor(table: string, column: PgColumn, n: number): unknown {
  const key = `${table}.${column.name}`;
  if (key in CHECKED) return CHECKED[key];
  if (column.enumValues?.length) return column.enumValues[n % column.enumValues.length];
  switch (column.columnType) {
    case 'PgText':
    case 'PgVarchar':
      return `${column.name} ${n} «ñandú» "comillas"`.slice(0, 60);
    case 'PgInteger':
    case 'PgBigInt53':
      return 7 + n;
    case 'PgBigInt64':
      return BigInt(7 + n);
    case 'PgDoublePrecision':
    case 'PgReal':
      return 1234.5 + n;
    case 'PgBoolean':
      return n % 2 === 0;
    case 'PgDate':
      return `2026-03-${String(10 + n).padStart(2, '0')}`;
    case 'PgDateString':
      return `2026-03-${String(10 + n).padStart(2, '0')}`;
    case 'PgTimestamp':
      return new Date(Date.UTC(2026, 2, 10 + n, 13, 14, 15, 678));
    case 'PgTimestampString':
      return `2026-03-${String(10 + n).padStart(2, '0')} 13:14:15.678+00`;
    case 'PgJsonb':
    case 'PgJson':
      return { texto: `línea ${n}\ncon "comillas"`, lista: [1, 2.5, null, true], anidado: { a: n } };
    case 'PgUUID':
      return crypto.randomUUID();
    default:
      throw new Error(`La prueba no sabe generar ${key} (${column.columnType}): agregalo aquí.`);
  }
}

/** Two rows in every table; returns the rows per table as the database stored them. */
async function fillEveryTable(db: Database): Promise<void> {
  const stored = new Map<string, Record<string, unknown>[]>();
  for (const name of tablesInOrder()) {
    const table = tables.get(name)!;
    const config = getTableConfig(table);
    const inserted: Record<string, unknown>[] = [];
    for (let n = 0; n < 2; n++) {
      const row: Record<string, unknown> = {};
      for (const column of config.columns) {
        // An identity column is the database's to fill (an insert with a value is refused).
        if (column.generatedIdentity || column.columnType === 'PgSerial') continue;
        row[column.name] = valueFor(name, column, n);
      }
      for (const fk of config.foreignKeys) {
        const ref = fk.reference();
        const parent = stored.get(getTableConfig(ref.foreignTable).name);
        if (!parent?.length) throw new Error(`${name}: su tabla madre no tiene filas`);
        ref.columns.forEach((column, i) => (row[column.name] = parent[n % parent.length][ref.foreignColumns[i].name]));
      }
      const values = Object.fromEntries(config.columns.filter((c) => c.name in row).map((c) => [keyOf(table, c), row[c.name]]));
      const [back] = (await db
        .insert(table)
        .values(values as never)
        .returning()) as Record<string, unknown>[];
      inserted.push(Object.fromEntries(config.columns.map((c) => [c.name, back[keyOf(table, c)]])));
    }
    stored.set(name, inserted);
  }
}

/** The property name Drizzle uses for a column (camelCase in the schema, snake_case in SQL). */
function keyOf(table: PgTable, column: PgColumn): string {
  const entry = Object.entries(table as unknown as Record<string, unknown>).find(([, value]) => value === column);
  if (!entry) throw new Error(`columna ${column.name} sin propiedad`);
  return entry[0];
}

/** Every table's rows as PostgreSQL's JSON text, sorted: equal contents give equal arrays. */
async function contents(db: Database): Promise<Record<string, string[]>> {
  const out: Record<string, string[]> = {};
  for (const name of tablesInOrder()) {
    const rows = rowsOf<{ r: string }>(await db.execute(sql.raw(`select row_to_json(t)::text as r from "${name}" t order by 1`)));
    out[name] = rows.map((row) => row.r);
  }
  return out;
}

const engines: Engine[] = ['pglite', 'postgres'];

/**
 * `file` as the shop wrote it before the tables of RENAMED_TABLES took their current names: the
 * same rows under the old names, at the schema version just before the renaming migration, signed.
 */
const RENAMED_AT = '0022_english_table_names';

/** The tables created by migrations after the renaming: a copy made before it cannot hold them. */
function tablesAfterRenaming(): Set<string> {
  const tags = readJournal().entries.map((e) => e.tag);
  const later = tags.slice(tags.indexOf(RENAMED_AT) + 1);
  const sqlOf = (tag: string) => fs.readFileSync(path.join(import.meta.dirname, '../../drizzle', `${tag}.sql`), 'utf8');
  return new Set(later.flatMap((tag) => [...sqlOf(tag).matchAll(/CREATE TABLE IF NOT EXISTS "(\w+)"/g)].map((m) => m[1])));
}

function withOldTableNames(file: string, out: string): void {
  const oldName = new Map(Object.entries(RENAMED_TABLES).map(([old, current]) => [current, old]));
  const tags = readJournal().entries.map((e) => e.tag);
  const later = tablesAfterRenaming();
  const lines = zlib.gunzipSync(fs.readFileSync(file)).toString().split('\n').filter(Boolean);
  const header = JSON.parse(lines[0]) as { tables: string[]; schemaVersion: string };
  const renamedAt = tags.indexOf(RENAMED_AT);
  expect(renamedAt).toBeGreaterThan(0);
  const tables = header.tables.filter((t) => !later.has(t)).map((t) => oldName.get(t) ?? t);
  const oldHeader = { ...header, schemaVersion: tags[renamedAt - 1], tables };
  let current = '';
  const body = [JSON.stringify(oldHeader), ...lines.slice(1, -1)]
    .filter((line) => {
      if (line.startsWith('{"table":')) current = (JSON.parse(line) as { table: string }).table;
      return !later.has(current);
    })
    .map((line) => {
      if (!line.startsWith('{"table":')) return line;
      const { table } = JSON.parse(line) as { table: string };
      return JSON.stringify({ table: oldName.get(table) ?? table });
    })
    .map((line) => `${line}\n`)
    .join('');
  const { rows } = JSON.parse(lines.at(-1)!) as { rows: Record<string, number> };
  const sha256 = crypto.createHash('sha256').update(body).digest('hex');
  const oldRows = Object.fromEntries(
    Object.entries(rows)
      .filter(([t]) => !later.has(t))
      .map(([t, n]) => [oldName.get(t) ?? t, n]),
  );
  const trailer = { end: true, rows: oldRows, sha256, hmac: sign(Buffer.from(SIGNING_KEY), sha256) };
  fs.writeFileSync(out, zlib.gzipSync(`${body}${JSON.stringify(trailer)}\n`));
}

describe.each(engines)('cada tabla del esquema, copiada desde %s', (sourceEngine) => {
  let root: string;
  let backupFile: string;
  let original: Record<string, string[]>;
  const drops: (() => Promise<void>)[] = [];

  beforeAll(async () => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), 'tienda-cada-tabla-'));
    let db: Database;
    if (sourceEngine === 'pglite') db = await createDatabase({ dataDir: path.join(root, 'origen') });
    else {
      const pgdb = await createPostgresDatabase();
      drops.push(pgdb.drop);
      db = await createDatabase({ databaseUrl: pgdb.url, dataDir: path.join(root, 'origen'), poolMax: 2 });
    }
    await fillEveryTable(db);
    original = await contents(db);
    backupFile = (await createBackup(db, path.join(root, 'copias'))).file;
    await db.$close();
  }, 120_000);
  afterAll(async () => {
    for (const drop of drops) await drop();
    fs.rmSync(root, { recursive: true, force: true });
  });

  it('el esquema tiene tablas y todas tienen filas, incluidas las de identidad', () => {
    expect(Object.keys(original).sort()).toEqual([...tables.keys()].sort());
    for (const [name, rows] of Object.entries(original)) expect(rows.length, name).toBeGreaterThanOrEqual(1);
    expect(original.search_pins.length).toBe(2);
  });

  it.each(engines)(
    'se restaura en %s vacío: las mismas filas, tabla por tabla, y los ids siguen después',
    async (destEngine) => {
      const dataDir = path.join(root, `destino-${destEngine}`);
      let url: string | undefined;
      if (destEngine === 'postgres') {
        const pgdb = await createPostgresDatabase();
        drops.push(pgdb.drop);
        url = pgdb.url;
      }
      const result = await restoreBackup(backupFile, { databaseUrl: url, dataDir });
      expect(result.rows).toEqual(Object.fromEntries(Object.entries(original).map(([t, rows]) => [t, rows.length])));
      const db = await createDatabase({ databaseUrl: url, dataDir, poolMax: 2 });
      try {
        const restored = await contents(db);
        for (const name of Object.keys(original)) expect(restored[name], name).toEqual(original[name]);
        // Identity and serial columns continue after the restored ids instead of colliding with them.
        const [pin] = await db
          .insert(schema.searchPins)
          .values(
            Object.fromEntries(
              getTableConfig(schema.searchPins)
                .columns.filter((c) => !c.generatedIdentity)
                .map((c) => [keyOf(schema.searchPins, c), valueFor('search_pins', c, 5)]),
            ) as never,
          )
          .returning();
        const ids = original.search_pins.map((r) => (JSON.parse(r) as { id: number }).id);
        expect(pin.id).toBeGreaterThan(Math.max(...ids));
      } finally {
        await db.$close();
      }
    },
    120_000,
  );

  it('una copia hecha con los nombres de tabla anteriores se restaura con las mismas filas bajo los nombres actuales', async () => {
    const oldFile = path.join(root, 'nombres-anteriores.jsonl.gz');
    withOldTableNames(backupFile, oldFile);
    const plain = zlib.gunzipSync(fs.readFileSync(oldFile)).toString();
    for (const old of Object.keys(RENAMED_TABLES)) expect(plain).toContain(`{"table":"${old}"}`);
    const dataDir = path.join(root, 'destino-nombres-anteriores');
    let url: string | undefined;
    if (sourceEngine === 'postgres') {
      const pgdb = await createPostgresDatabase();
      drops.push(pgdb.drop);
      url = pgdb.url;
    }
    const result = await restoreBackup(oldFile, { databaseUrl: url, dataDir });
    const older = Object.entries(original).filter(([t]) => !tablesAfterRenaming().has(t));
    expect(result.rows).toEqual(Object.fromEntries(older.map(([t, rows]) => [t, rows.length])));
    const db = await createDatabase({ databaseUrl: url, dataDir, poolMax: 2 });
    try {
      const restored = await contents(db);
      for (const [name, rows] of older) expect(restored[name], name).toEqual(rows);
      const left = rowsOf<{ n: number }>(
        await db.execute(sql`select count(*)::int as n from information_schema.tables where table_name in ${Object.keys(RENAMED_TABLES)}`),
      );
      expect(left[0].n).toBe(0);
    } finally {
      await db.$close();
    }
  }, 120_000);
});
