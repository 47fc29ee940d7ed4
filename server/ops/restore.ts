// Restores a backup (backup.ts) into the embedded database's folder or a PostgreSQL database.
//
// The file is checked through first (format, app, schema, completeness, checksum): a bad file
// changes nothing. The target must be empty unless `force`, which drops the shop's tables first.
// The database is migrated to the backup's schema version, the rows are inserted in foreign-key
// order in one transaction, sequences are moved past the restored rows, and then the remaining
// migrations bring an older backup forward to this code's schema.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { type Executor, rowsOf } from '../db/client';
import { migrationsFolder, PGLITE_CONF } from '../db/client';
import { acquireDataDirLock, DatabaseInUseError } from '../db/lock';
import { BackupError, readBackup, readJournal, schemaVersion, tablesInOrder, type VerifiedBackup } from './backup';

export interface RestoreTarget {
  /** postgres:// URL; unset: the embedded database in `dataDir`. */
  databaseUrl?: string;
  dataDir: string;
}

export interface RestoreResult {
  rows: Record<string, number>;
  backup: VerifiedBackup['header'];
  schemaVersion: string | null;
  durationMs: number;
}

interface OpenTarget {
  db: Executor;
  migrate(folder: string): Promise<void>;
  close(): Promise<void>;
}

async function openTarget(target: RestoreTarget): Promise<OpenTarget> {
  if (target.databaseUrl) {
    const pool = new pg.Pool({ connectionString: target.databaseUrl, max: 2, connectionTimeoutMillis: 10_000 });
    const db = drizzlePg({ client: pool }) as unknown as Executor;
    try {
      await db.execute(sql`select 1`);
    } catch (error) {
      await pool.end().catch(() => undefined);
      throw new BackupError(`No se pudo conectar a PostgreSQL (DATABASE_URL): ${error instanceof Error ? error.message : String(error)}`);
    }
    return { db, migrate: (folder) => migratePg(drizzlePg({ client: pool }), { migrationsFolder: folder }), close: () => pool.end() };
  }
  let release: () => void;
  try {
    // A lock left by a process that is gone (a copied folder, a crash) is taken over here.
    release = acquireDataDirLock(target.dataDir);
  } catch (error) {
    if (error instanceof DatabaseInUseError) {
      throw new BackupError(
        `La carpeta de datos ${target.dataDir} está en uso por la tienda u otro proceso (pid ${error.pid}). ` +
          'Detené la tienda antes de restaurar (si ese proceso no es la tienda, borrá el archivo db.lock de la carpeta).',
      );
    }
    throw error;
  }
  const dir = path.join(target.dataDir, 'db');
  fs.mkdirSync(dir, { recursive: true });
  const client = await PGlite.create({ dataDir: dir, postgresqlconf: PGLITE_CONF });
  const db = drizzlePglite({ client }) as unknown as Executor;
  return {
    db,
    migrate: (folder) => migratePglite(drizzlePglite({ client }), { migrationsFolder: folder }),
    close: () => client.close().finally(release),
  };
}

/** Rows in each of the shop's tables that exist in the target (missing tables are left out). */
async function existingRows(db: Executor): Promise<Record<string, number>> {
  const present = new Set(
    rowsOf<{ table_name: string }>(await db.execute(sql`select table_name from information_schema.tables where table_schema = 'public'`)).map(
      (r) => r.table_name,
    ),
  );
  const counts: Record<string, number> = {};
  for (const table of tablesInOrder()) {
    if (!present.has(table)) continue;
    const [row] = rowsOf<{ n: number }>(await db.execute(sql`select count(*)::int as n from ${sql.identifier(table)}`));
    counts[table] = Number(row?.n ?? 0);
  }
  return counts;
}

/** A copy of drizzle/ whose journal stops at `tag`: migrating with it builds the backup's schema. */
function migrationsUpTo(tag: string | null): { folder: string; cleanup(): void } {
  const full = migrationsFolder();
  if (tag === null) return { folder: full, cleanup: () => undefined };
  const journal = readJournal(full);
  const last = journal.entries.findIndex((e) => e.tag === tag);
  if (last === journal.entries.length - 1) return { folder: full, cleanup: () => undefined };
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'tienda-migraciones-'));
  fs.cpSync(full, folder, { recursive: true });
  fs.writeFileSync(path.join(folder, 'meta', '_journal.json'), JSON.stringify({ ...journal, entries: journal.entries.slice(0, last + 1) }));
  return { folder, cleanup: () => fs.rmSync(folder, { recursive: true, force: true }) };
}

export async function restoreBackup(file: string, target: RestoreTarget, options: { force?: boolean } = {}): Promise<RestoreResult> {
  const started = performance.now();
  // The whole file is checked before anything is touched.
  const verified = await readBackup(file);
  const open = await openTarget(target);
  try {
    const before = await existingRows(open.db);
    const busy = Object.entries(before).filter(([, n]) => n > 0);
    if (busy.length > 0 && !options.force) {
      throw new BackupError(
        `La base de destino no está vacía (${busy.map(([t, n]) => `${t}: ${n}`).join(', ')}). ` +
          'Usá --force para reemplazar todo su contenido por el de la copia.',
      );
    }
    if (Object.keys(before).length > 0) {
      // Empty, or replaced on purpose: start from no tables, so an older backup gets its own schema.
      await open.db.transaction(async (tx) => {
        for (const table of tablesInOrder().reverse()) await tx.execute(sql`drop table if exists ${sql.identifier(table)} cascade`);
        await tx.execute(sql`drop schema if exists drizzle cascade`);
      });
    }
    const partial = migrationsUpTo(verified.header.schemaVersion);
    try {
      await open.migrate(partial.folder);
    } finally {
      partial.cleanup();
    }
    await open.db.transaction(async (tx) => {
      await readBackup(file, async (table, rows) => {
        await tx.execute(
          sql`insert into ${sql.identifier(table)} overriding system value select * from json_populate_recordset(null::${sql.identifier(table)}, ${`[${rows.join(',')}]`}::json)`,
        );
      });
      // Sequences (serial and identity columns) continue after the restored rows.
      const sequences = rowsOf<{ table_name: string; column_name: string; seq: string }>(
        await tx.execute(
          sql`select table_name, column_name, pg_get_serial_sequence(quote_ident(table_name), column_name) as seq from information_schema.columns where table_schema = 'public' and pg_get_serial_sequence(quote_ident(table_name), column_name) is not null`,
        ),
      );
      for (const s of sequences) {
        await tx.execute(
          sql`select setval(${s.seq}, coalesce((select max(${sql.identifier(s.column_name)}) from ${sql.identifier(s.table_name)}), 0) + 1, false)`,
        );
      }
    });
    // An older backup: the newer migrations now run over its rows.
    await open.migrate(migrationsFolder());
    const after = await existingRows(open.db);
    for (const [table, expected] of Object.entries(verified.trailer.rows)) {
      if ((after[table] ?? 0) < expected) throw new BackupError(`Faltan filas en ${table} después de restaurar (${after[table] ?? 0} de ${expected}).`);
    }
    return {
      rows: verified.trailer.rows,
      backup: verified.header,
      schemaVersion: await schemaVersion(open.db),
      durationMs: Math.round(performance.now() - started),
    };
  } finally {
    await open.close();
  }
}
