// The check the running shop makes of each backup right after writing it: the file is read back
// through (format, completeness, checksum, counts) and every row is parsed against this code's
// schema (every column present and of its type, nothing unknown, no null where the schema forbids
// it). A backup the restore would refuse is caught the day it is made, not the day it is needed.
// The result is kept beside the backups (.backup-state.json) for the staff area and /readyz.
import fs from 'node:fs';
import path from 'node:path';
import { is } from 'drizzle-orm';
import { getTableConfig, PgTable } from 'drizzle-orm/pg-core';
import * as schema from '../db/schema';
import { BackupError, readJournal } from './backup-format';
import { readBackup, type ReadBackupOptions } from './backup-read';

interface ColumnSpec {
  name: string;
  type: string;
  notNull: boolean;
}

let specs: Map<string, ColumnSpec[]> | undefined;
function columnSpecs(): Map<string, ColumnSpec[]> {
  specs ??= new Map(
    (Object.values(schema) as unknown[])
      .filter((value): value is PgTable => is(value, PgTable))
      .map((table) => {
        const config = getTableConfig(table);
        return [config.name, config.columns.map((c) => ({ name: c.name, type: c.columnType, notNull: c.notNull }))] as const;
      }),
  );
  return specs;
}

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Whether a value from row_to_json fits a column of this Drizzle type (null is checked apart). */
function fits(type: string, value: unknown): boolean {
  switch (type) {
    case 'PgText':
    case 'PgVarchar':
      return typeof value === 'string';
    case 'PgInteger':
    case 'PgSerial':
    case 'PgBigInt53':
    case 'PgBigInt64':
      return Number.isInteger(value);
    case 'PgDoublePrecision':
    case 'PgReal':
      // PostgreSQL writes NaN and the infinities as strings.
      return typeof value === 'number' || value === 'NaN' || value === 'Infinity' || value === '-Infinity';
    case 'PgBoolean':
      return typeof value === 'boolean';
    case 'PgDate':
    case 'PgDateString':
      return typeof value === 'string' && DATE.test(value);
    case 'PgTimestamp':
    case 'PgTimestampString':
      return typeof value === 'string' && !Number.isNaN(Date.parse(value));
    case 'PgUUID':
      return typeof value === 'string' && UUID.test(value);
    case 'PgJsonb':
    case 'PgJson':
      return true;
    default:
      return false;
  }
}

/** Throws a BackupError naming the table and column when a row does not fit the schema. */
export function checkRow(table: string, line: string): void {
  const columns = columnSpecs().get(table);
  if (!columns) throw new BackupError(`La copia tiene una tabla que esta versión no conoce (${table}).`);
  let row: unknown;
  try {
    row = JSON.parse(line);
  } catch {
    throw new BackupError(`La copia tiene una fila ilegible en ${table}.`);
  }
  if (typeof row !== 'object' || row === null || Array.isArray(row)) throw new BackupError(`La copia tiene una fila que no es un registro en ${table}.`);
  const record = row as Record<string, unknown>;
  for (const column of columns) {
    const value = record[column.name];
    if (value === undefined) throw new BackupError(`A una fila de ${table} le falta la columna ${column.name}.`);
    if (value === null) {
      if (column.notNull) throw new BackupError(`Una fila de ${table} tiene ${column.name} vacía y el esquema no lo permite.`);
      continue;
    }
    if (!fits(column.type, value)) throw new BackupError(`Una fila de ${table} tiene en ${column.name} un valor que no es del tipo de la columna.`);
  }
  const known = new Set(columns.map((c) => c.name));
  const extra = Object.keys(record).find((key) => !known.has(key));
  if (extra) throw new BackupError(`Una fila de ${table} tiene una columna que el esquema no tiene (${extra}).`);
}

/**
 * Reads a backup through and parses every row against the schema. A backup of an older schema
 * (made before an update) is only read through: its rows have that schema's columns.
 */
export async function checkBackup(file: string, options: ReadBackupOptions = {}): Promise<void> {
  const latest = readJournal().entries.at(-1)?.tag ?? null;
  let current = true;
  await readBackup(
    file,
    async (table, rows) => {
      if (!current) return;
      for (const line of rows) checkRow(table, line);
    },
    {
      ...options,
      onHeader: (header) => {
        current = header.schemaVersion === latest;
        if (current) {
          const missing = [...columnSpecs().keys()].filter((t) => !header.tables.includes(t));
          if (missing.length) throw new BackupError(`A la copia le faltan tablas: ${missing.join(', ')}.`);
        }
      },
    },
  );
}

// What the shop remembers about its backups, shared by its processes through the backup folder.
const STATE_FILE = '.backup-state.json';

export interface BackupState {
  /** When the first backup of a shop without any is due (ISO). */
  nextAt?: string;
  /** The last check: the file's name, when, and the reason it failed. */
  check?: { file: string; at: string; ok: boolean; error?: string };
}

export function readBackupState(dir: string): BackupState {
  try {
    return JSON.parse(fs.readFileSync(path.join(dir, STATE_FILE), 'utf8')) as BackupState;
  } catch {
    return {};
  }
}

/** Merges `patch` into the state file (written whole under a temporary name, then renamed). */
export function updateBackupState(dir: string, patch: BackupState): void {
  const next = { ...readBackupState(dir), ...patch };
  const temp = path.join(dir, `${STATE_FILE}.${process.pid}`);
  fs.writeFileSync(temp, JSON.stringify(next), { mode: 0o600 });
  fs.renameSync(temp, path.join(dir, STATE_FILE));
}
