// The schema and the migrations must describe the same tables: migrations are written by hand
// (docs/how-to.md, "Add a migration"), so nothing else notices a column added to server/db/schema/
// without its migration until a query fails in production.
import { PGlite } from '@electric-sql/pglite';
import { getTableConfig, PgTable } from 'drizzle-orm/pg-core';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrationsFolder } from './client';
import * as schema from './schema';

interface ColumnShape {
  type: string;
  nullable: boolean;
}

// information_schema spells a few types differently from the SQL Drizzle writes.
const TYPE_ALIASES: Record<string, string> = {
  'timestamp with time zone': 'timestamptz',
  'timestamp without time zone': 'timestamp',
  'double precision': 'double precision',
  'character varying': 'varchar',
  boolean: 'boolean',
};

function normaliseType(type: string): string {
  const lower = type.toLowerCase().replace(/\(\d+(,\s*\d+)?\)/, '');
  return TYPE_ALIASES[lower] ?? lower;
}

function declaredTables(): Map<string, Map<string, ColumnShape>> {
  const tables = new Map<string, Map<string, ColumnShape>>();
  for (const value of Object.values(schema)) {
    if (!(value instanceof PgTable)) continue;
    const config = getTableConfig(value);
    const columns = new Map<string, ColumnShape>();
    for (const column of config.columns) {
      columns.set(column.name, { type: normaliseType(column.getSQLType()), nullable: !column.notNull });
    }
    tables.set(config.name, columns);
  }
  return tables;
}

let client: PGlite;
let migrated: Map<string, Map<string, ColumnShape>>;

beforeAll(async () => {
  client = await PGlite.create();
  await migrate(drizzle({ client }), { migrationsFolder: migrationsFolder() });
  const { rows } = await client.query<{ table_name: string; column_name: string; data_type: string; udt_name: string; is_nullable: string }>(
    `select table_name, column_name, data_type, udt_name, is_nullable
       from information_schema.columns where table_schema = 'public' order by table_name, ordinal_position`,
  );
  migrated = new Map();
  for (const row of rows) {
    const columns = migrated.get(row.table_name) ?? new Map<string, ColumnShape>();
    // Arrays and user-defined types report data_type 'ARRAY'/'USER-DEFINED': their udt_name says more.
    const type = row.data_type === 'ARRAY' ? `${normaliseType(row.udt_name.replace(/^_/, ''))}[]` : normaliseType(row.data_type);
    columns.set(row.column_name, { type, nullable: row.is_nullable === 'YES' });
    migrated.set(row.table_name, columns);
  }
});

afterAll(async () => {
  await client?.close();
});

describe('schema.ts y las migraciones de drizzle/', () => {
  it('declaran las mismas tablas', () => {
    expect([...migrated.keys()].sort()).toEqual([...declaredTables().keys()].sort());
  });

  it('declaran, tabla por tabla, las mismas columnas con el mismo tipo y nulabilidad', () => {
    const declared = declaredTables();
    expect(declared.size).toBeGreaterThan(0);
    for (const [table, columns] of declared) {
      const actual = Object.fromEntries(migrated.get(table) ?? new Map());
      expect({ table, columns: actual }).toEqual({ table, columns: Object.fromEntries(columns) });
    }
  });
});
