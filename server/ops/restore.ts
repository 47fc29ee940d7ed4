// Restores a backup (backup.ts) into the embedded database's folder or a PostgreSQL database.
//
// The file is checked through first (format, app, schema, completeness, checksum): a bad file
// changes nothing. The target must be empty unless `force`; then what it holds is first written
// to a backup of its own. Nobody may be using the target: on PostgreSQL every shop process holds
// IN_USE_LOCK_KEY shared and the restore needs it exclusively, on the embedded database the data
// folder's db.lock says the same. Everything else happens in ONE transaction: drop the tables,
// migrate to the backup's schema version, insert the rows in foreign-key order, move sequences past
// them, run the remaining migrations and compare the counts. Any failure rolls all of it back and
// the target is exactly as it was.
import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { readMigrationFiles, type MigrationMeta } from 'drizzle-orm/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import pg from 'pg';
import { type Executor, initdbInChild, IN_USE_LOCK_KEY, rowsOf } from '../db/client';
import { migrationsFolder, PGLITE_CONF } from '../db/client';
import { acquireDataDirLock, DatabaseInUseError } from '../db/lock';
import { currentTableName, RENAMED_TABLES } from '../db/renamed-tables';
import { createBackup } from './backup';
import { BackupError, readJournal, schemaVersion, tablesInOrder } from './backup-format';
import { readBackup, type VerifiedBackup } from './backup-read';
import { signingKey } from './backup-signing';

export interface RestoreTarget {
  /** postgres:// URL; unset: the embedded database in `dataDir`. */
  databaseUrl?: string;
  dataDir: string;
}

interface RestoreResult {
  rows: Record<string, number>;
  backup: VerifiedBackup['header'];
  schemaVersion: string | null;
  durationMs: number;
}

interface OpenTarget {
  db: Executor & { $engine: string };
  close(): Promise<void>;
}

/** Who holds the in-use lock, for the refusal: 'tienda: server.js (pid 123) desde 10.0.0.5'. */
async function lockHolders(client: pg.Client): Promise<string[]> {
  try {
    const { rows } = await client.query<{ name: string | null; addr: string | null; pid: number }>(
      `select a.application_name as name, a.client_addr::text as addr, a.pid
         from pg_locks l join pg_stat_activity a on a.pid = l.pid
        where l.locktype = 'advisory' and l.classid = 0 and l.objid = $1 and l.granted and a.pid <> pg_backend_pid()`,
      [IN_USE_LOCK_KEY],
    );
    return rows.map((r) => `${r.name || `conexión ${r.pid}`}${r.addr ? ` desde ${r.addr}` : ''}`);
  } catch {
    return [];
  }
}

async function openTarget(target: RestoreTarget): Promise<OpenTarget> {
  if (target.databaseUrl) {
    // One connection: the lock and the transaction live on it.
    const client = new pg.Client({ connectionString: target.databaseUrl, connectionTimeoutMillis: 10_000, application_name: 'tienda: restauración' });
    client.on('error', () => undefined); // a lost connection fails the query in progress, which rolls back
    try {
      await client.connect();
    } catch (error) {
      await client.end().catch(() => undefined);
      throw new BackupError(`No se pudo conectar a PostgreSQL (DATABASE_URL): ${error instanceof Error ? error.message : String(error)}`);
    }
    const { rows } = await client.query<{ ok: boolean }>('select pg_try_advisory_lock($1) as ok', [IN_USE_LOCK_KEY]);
    if (!rows[0]?.ok) {
      const holders = await lockHolders(client);
      await client.end().catch(() => undefined);
      throw new BackupError(
        `La base de PostgreSQL está en uso por la tienda${holders.length ? ` (${holders.join('; ')})` : ''}. ` +
          'Detené la tienda (todos sus procesos, por ejemplo: sudo systemctl stop tienda) y también los comandos que la usen, y volvé a intentarlo. No se modificó nada.',
      );
    }
    const db = Object.assign(drizzlePg({ client }) as unknown as Executor, { $engine: 'postgres' });
    return { db, close: () => client.end() };
  }
  let release: () => void;
  try {
    // A lock left by a process that is gone (a copied folder, a crash) is taken over here.
    release = acquireDataDirLock(target.dataDir);
  } catch (error) {
    if (error instanceof DatabaseInUseError) {
      throw new BackupError(
        `La carpeta de datos ${target.dataDir} está en uso por la tienda u otro proceso (pid ${error.pid}${error.holder ? `: ${error.holder}` : ''}). ` +
          'Detené la tienda antes de restaurar (si ese proceso no es la tienda, borrá el archivo db.lock de la carpeta). No se modificó nada.',
      );
    }
    throw error;
  }
  try {
    const dir = path.join(target.dataDir, 'db');
    fs.mkdirSync(dir, { recursive: true, mode: 0o700 });
    // Creating a new folder (initdb) costs PGlite ~700 MB: done in a child that gives it back.
    if (!fs.existsSync(path.join(dir, 'PG_VERSION'))) await initdbInChild(dir);
    const client = await PGlite.create({ dataDir: dir, postgresqlconf: PGLITE_CONF });
    const db = Object.assign(drizzlePglite({ client }) as unknown as Executor, { $engine: 'pglite' });
    return { db, close: () => client.close().finally(release) };
  } catch (error) {
    release();
    throw error;
  }
}

/** The shop's tables, parents first, then the old names of renamed ones (a target not yet migrated). */
function knownTables(): string[] {
  return [...tablesInOrder(), ...Object.keys(RENAMED_TABLES)];
}

/** Rows in each of the shop's tables that exist in the target (missing tables are left out). */
async function existingRows(db: Executor): Promise<Record<string, number>> {
  const present = new Set(
    rowsOf<{ table_name: string }>(await db.execute(sql`select table_name from information_schema.tables where table_schema = 'public'`)).map(
      (r) => r.table_name,
    ),
  );
  const counts: Record<string, number> = {};
  for (const table of knownTables()) {
    if (!present.has(table)) continue;
    const [row] = rowsOf<{ n: number }>(await db.execute(sql`select count(*)::int as n from ${sql.identifier(table)}`));
    counts[table] = Number(row?.n ?? 0);
  }
  return counts;
}

/**
 * Applies `migrations` not yet recorded, inside the caller's transaction (drizzle's own migrator
 * opens a transaction of its own, which would commit ours). The same table and rows as drizzle's.
 */
async function applyMigrations(tx: Executor, migrations: MigrationMeta[]): Promise<void> {
  await tx.execute(sql`create schema if not exists drizzle`);
  await tx.execute(sql`create table if not exists drizzle.__drizzle_migrations (id serial primary key, hash text not null, created_at bigint)`);
  const [last] = rowsOf<{ created_at: string | number }>(
    await tx.execute(sql`select created_at from drizzle.__drizzle_migrations order by created_at desc limit 1`),
  );
  for (const migration of migrations) {
    if (last && Number(last.created_at) >= migration.folderMillis) continue;
    for (const statement of migration.sql) if (statement.trim()) await tx.execute(sql.raw(statement));
    await tx.execute(sql`insert into drizzle.__drizzle_migrations (hash, created_at) values (${migration.hash}, ${migration.folderMillis})`);
  }
}

export interface RestoreOptions {
  /** The key to check the backup's signature with; default BACKUP_SIGNING_KEY or the target's DATA_DIR/backup-signing.key. */
  signingKey?: Buffer | null;
  /** Restore a file whose signature cannot be checked (made before signatures, or its key lost). */
  skipSignature?: boolean;
  /** Replace a target that holds rows (after writing a backup of them). */
  force?: boolean;
  /** Where the backup of what --force replaces goes (default DATA_DIR/backups/antes-de-restaurar). */
  replacedDir?: string;
}

export interface RestoreOutcome extends RestoreResult {
  /** The backup of what --force replaced, when it replaced something. */
  replacedBackup: string | null;
}

export async function restoreBackup(file: string, target: RestoreTarget, options: RestoreOptions = {}): Promise<RestoreOutcome> {
  const started = performance.now();
  // The whole file is checked before anything is touched.
  const key = options.signingKey !== undefined ? options.signingKey : signingKey({ dataDir: target.dataDir }, false);
  const signature = options.skipSignature ? 'skip' : { key };
  const verified = await readBackup(file, undefined, { signature });
  const migrations = readMigrationFiles({ migrationsFolder: migrationsFolder() });
  const tags = readJournal().entries.map((e) => e.tag);
  const upTo = verified.header.schemaVersion === null ? 0 : tags.indexOf(verified.header.schemaVersion) + 1;
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
    let replacedBackup: string | null = null;
    if (busy.length > 0) {
      // What is about to be replaced, kept first: a restore of the wrong file can be undone.
      const dir = options.replacedDir ?? path.join(target.dataDir, 'backups', 'antes-de-restaurar');
      try {
        replacedBackup = (await createBackup(open.db, dir, new Date(), key ?? signingKey({ dataDir: target.dataDir }, true))).file;
      } catch (error) {
        throw new BackupError(
          `No se pudo guardar una copia de lo que se va a reemplazar (${error instanceof Error ? error.message : String(error)}); no se restauró nada.`,
        );
      }
    }
    await open.db.transaction(async (tx) => {
      // Start from no tables, so an older backup gets its own schema.
      for (const table of knownTables().reverse()) await tx.execute(sql`drop table if exists ${sql.identifier(table)} cascade`);
      await tx.execute(sql`drop schema if exists drizzle cascade`);
      await applyMigrations(tx, migrations.slice(0, upTo));
      // Read (and checked) again: a file changed since the first read fails here and rolls back.
      await readBackup(
        file,
        async (table, rows) => {
          // OVERRIDING SYSTEM VALUE: identity columns (GENERATED ALWAYS) take the backup's ids too.
          await tx.execute(
            sql`insert into ${sql.identifier(table)} overriding system value select * from json_populate_recordset(null::${sql.identifier(table)}, ${`[${rows.join(',')}]`}::json)`,
          );
        },
        { signature },
      );
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
      // An older backup: the newer migrations now run over its rows.
      await applyMigrations(tx, migrations);
      // A table the backup names by an old name holds its rows under the current one now.
      const after = await existingRows(tx);
      for (const [named, expected] of Object.entries(verified.trailer.rows)) {
        const table = currentTableName(named);
        if ((after[table] ?? 0) < expected) throw new BackupError(`Faltan filas en ${table} después de restaurar (${after[table] ?? 0} de ${expected}).`);
      }
    });
    return {
      rows: Object.fromEntries(Object.entries(verified.trailer.rows).map(([table, n]) => [currentTableName(table), n])),
      backup: verified.header,
      schemaVersion: await schemaVersion(open.db),
      durationMs: Math.round(performance.now() - started),
      replacedBackup,
    };
  } catch (error) {
    if (error instanceof BackupError) throw error;
    // Drizzle's message repeats the whole query (every row of a batch): the database's own reason.
    const cause = error instanceof Error && error.cause instanceof Error ? error.cause : error;
    const reason = (cause instanceof Error ? cause.message : String(cause)).slice(0, 300);
    throw new BackupError(`La restauración falló y se deshizo por completo: la base quedó como estaba (${reason}).`);
  } finally {
    await open.close();
  }
}
