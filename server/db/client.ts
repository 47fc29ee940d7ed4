// The database: embedded PGlite under DATA_DIR/db when DATABASE_URL is unset, PostgreSQL (a
// node-postgres Pool) when it is set. Both speak the same Drizzle schema and migrations.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { sql, type ExtractTablesWithRelations } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { getConfig } from '../config';
import { acquireDataDirLock, describeSelf } from './lock';
import * as schema from './schema';

type Schema = typeof schema;
export type Engine = 'pglite' | 'postgres';

/** Anything that runs queries: the database itself or an open transaction. */
/** The rows of a raw `execute()`: PGlite answers `{ rows }`, node-postgres through Drizzle too, some drivers an array. */
export function rowsOf<T>(result: unknown): T[] {
  return (Array.isArray(result) ? result : (result as { rows: T[] }).rows) as T[];
}

export type Executor = PgDatabase<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;

export type Database = Executor & {
  readonly $engine: Engine;
  /** Ends the pool or closes PGlite; the database cannot be used afterwards. */
  $close(): Promise<void>;
};

export interface DatabaseOptions {
  /** postgres:// URL; when absent the embedded PGlite is used. */
  databaseUrl?: string;
  /** DATA_DIR: PGlite keeps its files in `${dataDir}/db`. */
  dataDir: string;
  /** Pool size for PostgreSQL. */
  poolMax?: number;
}

// Any constant works; it only has to be the same in every process that migrates this database.
const MIGRATION_LOCK_KEY = 4_242_001;

/**
 * Held (shared) by every process that uses a PostgreSQL database through createDatabase, for as
 * long as it has it open; a restore takes it exclusively, so it refuses while a shop runs and a
 * shop starting during a restore waits for it to end.
 */
export const IN_USE_LOCK_KEY = 4_242_002;

/** drizzle/ at the repository root: seen from server/db/, from build/server/assets/, or the cwd. */
export function migrationsFolder(): string {
  const candidates = [
    fileURLToPath(new URL('../../drizzle', import.meta.url)),
    fileURLToPath(new URL('../../../drizzle', import.meta.url)),
    path.resolve('drizzle'),
  ];
  const found = candidates.find((dir) => fs.existsSync(path.join(dir, 'meta', '_journal.json')));
  if (!found) throw new Error(`No se encontraron las migraciones (drizzle/) en: ${candidates.join(', ')}`);
  return found;
}

/** Opens a database and applies pending migrations. Tests call this directly. */
export async function createDatabase(options: DatabaseOptions): Promise<Database> {
  return options.databaseUrl ? openPostgres(options.databaseUrl, options.poolMax) : openPglite(options.dataDir);
}

export const PGLITE_CONF = 'shared_buffers = 16MB\n';

async function openPglite(dataDir: string): Promise<Database> {
  const dir = path.join(dataDir, 'db');
  fs.mkdirSync(dir, { recursive: true, mode: 0o700 }); // PGlite does not create missing parents.
  // One process per folder (server/db/lock.ts): throws DatabaseInUseError while another holds it.
  const release = acquireDataDirLock(dataDir);
  let client: PGlite | undefined;
  try {
    // The shop's tables are small: a 16 MB buffer pool instead of PostgreSQL's 128 MB keeps about
    // 120 MB less resident in every process.
    if (!fs.existsSync(path.join(dir, 'PG_VERSION'))) {
      try {
        await initdbInChild(dir);
      } catch (error) {
        if (fs.existsSync(path.join(dir, 'PG_VERSION'))) throw error; // created, but not cleanly: do not paper over it
        console.error(
          `[base de datos] no se pudo crear la base en un proceso aparte (${error instanceof Error ? error.message : String(error)}); se crea aquí.`,
        );
        // Creating the database (initdb) leaves this instance about 450 MB larger than one that
        // opens an existing folder, for as long as it runs: close it and open the folder again.
        await (await PGlite.create({ dataDir: dir, postgresqlconf: PGLITE_CONF })).close();
      }
    }
    client = await PGlite.create({ dataDir: dir, postgresqlconf: PGLITE_CONF });
    const opened = client;
    const db = drizzlePglite({ client: opened, schema });
    await migratePglite(db, { migrationsFolder: migrationsFolder() });
    return Object.assign(db as unknown as Executor, {
      $engine: 'pglite' as const,
      $close: () => opened.close().finally(release),
    });
  } catch (error) {
    await client?.close().catch(() => {});
    release();
    throw error;
  }
}

/** The child's program: create (initdb) the folder argv[2] with PGlite from argv[1], then exit. */
const INITDB_CHILD = `const [, file, dir, conf] = process.argv;
require(file).PGlite.create({ dataDir: dir, postgresqlconf: conf })
  .then((db) => db.close())
  .then(() => process.exit(0), (error) => { console.error(String(error && error.stack || error)); process.exit(1); });`;

/**
 * Creates a new PGlite folder (initdb) in a short-lived child process. initdb takes PGlite about
 * 700 MB for a few seconds; in this process it added that to the start's peak, and the allocator kept
 * part of it for good (323 -> 197 MB resident after opening the new folder).
 * A child gives all of it back when it exits. Rejects when the child cannot run or fails.
 */
export function initdbInChild(dir: string): Promise<void> {
  const file = createRequire(import.meta.url).resolve('@electric-sql/pglite');
  return new Promise((resolve, reject) => {
    let errors = '';
    const child = spawn(process.execPath, ['-e', INITDB_CHILD, file, dir, PGLITE_CONF], { stdio: ['ignore', 'ignore', 'pipe'] });
    child.stderr.on('data', (chunk: Buffer) => (errors = (errors + chunk.toString()).slice(-2000)));
    child.once('error', reject);
    child.once('close', (code, signal) => {
      if (code === 0) resolve();
      else reject(new Error(`initdb terminó con ${signal ?? `código ${code}`}${errors.trim() ? `: ${errors.trim()}` : ''}`));
    });
  });
}

async function openPostgres(url: string, max = 10): Promise<Database> {
  const pool = new pg.Pool({
    connectionString: url,
    max,
    // A database that is down should fail a request quickly ('Error al guardar'), not hang it.
    connectionTimeoutMillis: 5_000,
    idleTimeoutMillis: 30_000,
  });
  // An idle client losing its connection emits 'error' on the pool; unhandled, it kills the process.
  pool.on('error', (error) => console.error('[db] conexión de PostgreSQL perdida:', error.message));
  let inUse: { release(): Promise<void> } | undefined;
  try {
    inUse = await holdInUseLock(url);
    await migrateWithLock(pool);
    const db = drizzlePg({ client: pool, schema });
    const held = inUse;
    return Object.assign(db as unknown as Executor, {
      $engine: 'postgres' as const,
      $close: () => pool.end().finally(() => held.release()),
    });
  } catch (error) {
    await pool.end().catch(() => {});
    await inUse?.release();
    throw error;
  }
}

/**
 * IN_USE_LOCK_KEY, shared, on a connection of its own (a pool's clients come and go, and a
 * session lock lives with its connection). Its application_name tells a refused restore what
 * to stop. A lost connection (PostgreSQL restarted) is replaced every few seconds until it holds
 * the lock again.
 */
async function holdInUseLock(url: string): Promise<{ release(): Promise<void> }> {
  let closed = false;
  let current: pg.Client | null = null;
  let retry: NodeJS.Timeout | undefined;
  const connect = async () => {
    const client = new pg.Client({
      connectionString: url,
      connectionTimeoutMillis: 5_000,
      application_name: `tienda: ${describeSelf()} (pid ${process.pid})`.slice(0, 63),
    });
    client.on('error', () => {
      if (current === client) current = null;
      if (!closed) again();
    });
    try {
      await client.connect();
      await client.query('select pg_advisory_lock_shared($1)', [IN_USE_LOCK_KEY]);
    } catch (error) {
      await client.end().catch(() => {});
      throw error;
    }
    if (closed) await client.end().catch(() => {});
    else current = client;
  };
  const again = () => {
    clearTimeout(retry);
    retry = setTimeout(() => connect().catch(again), 5_000);
    retry.unref();
  };
  await connect();
  return {
    async release() {
      closed = true;
      clearTimeout(retry);
      await current?.end().catch(() => {});
      current = null;
    },
  };
}

// Several server processes may start at once against one PostgreSQL: an advisory lock makes
// them apply migrations one after the other instead of racing on CREATE TABLE.
async function migrateWithLock(pool: pg.Pool): Promise<void> {
  const client = await pool.connect();
  try {
    const db = drizzlePg({ client });
    await db.execute(sql`select pg_advisory_lock(${MIGRATION_LOCK_KEY})`);
    try {
      await migratePg(db, { migrationsFolder: migrationsFolder() });
    } finally {
      await db.execute(sql`select pg_advisory_unlock(${MIGRATION_LOCK_KEY})`);
    }
  } finally {
    client.release();
  }
}

/** The process's database, opened on first use: server/services.ts makes one per process. */
export interface DatabaseHandle {
  /**
   * The database, opened and migrated once. A failed open is retried on the next call. After
   * close() it rejects: a late request or worker tick during shutdown must not reopen PGlite and
   * keep the process alive.
   */
  get(): Promise<Database>;
  /** Closes the database (SIGTERM/SIGINT); PGlite otherwise keeps the process alive. */
  close(): Promise<void>;
}

export function databaseHandle(options: DatabaseOptions): DatabaseHandle {
  let shared: Promise<Database> | undefined;
  let closed = false;
  return {
    get() {
      if (closed) {
        const refused = Promise.reject(new Error('La base de datos está cerrada (el servidor se está deteniendo).'));
        // Callers that never await it (a form answered before its save step) must not crash the process.
        refused.catch(() => undefined);
        return refused;
      }
      if (!shared) {
        const opening = createDatabase(options);
        shared = opening;
        opening.catch(() => {
          if (shared === opening) shared = undefined;
        });
      }
      return shared;
    },
    async close() {
      closed = true;
      const current = shared;
      shared = undefined;
      if (!current) return;
      const db = await current.catch(() => undefined);
      await db?.$close();
    },
  };
}

/** One start-up log line saying where requests are stored. */
export function describeDatabase(config = getConfig()): string {
  if (config.DATABASE_URL) {
    const url = new URL(config.DATABASE_URL);
    return `Base de datos: PostgreSQL en ${url.hostname}${url.port ? `:${url.port}` : ''}${url.pathname}`;
  }
  return `Base de datos: PostgreSQL embebido (PGlite) en ${path.join(config.dataDir, 'db')}`;
}
