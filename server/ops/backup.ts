// Backups of everything the database holds, for the embedded database and PostgreSQL alike,
// through the app's own connection (no pg_dump needed).
//
// File: `tienda-AAAA-MM-DDTHH-MM-SSZ.jsonl.gz`, gzip of JSON lines:
//   1. a header: format, app, app version, schema version (last applied migration), engine, time;
//   2. per table, in foreign-key order: {"table": name} then one line per row (PostgreSQL's own
//      row_to_json, so every type comes back exactly through json_populate_recordset);
//   3. a trailer: row counts per table, the SHA-256 of every byte before it and an HMAC-SHA-256
//      of that hash under the shop's signing key (BACKUP_SIGNING_KEY, else DATA_DIR/backup-signing.key),
//      which is never in the file.
// A file without its trailer is truncated; one whose hash differs was damaged; one whose signature
// differs was edited (recomputing the hash is not enough). Files and folder are the shop user's
// only (0600/0700): a backup holds password hashes and every customer's data. The file is written
// under a hidden temporary name and renamed only once complete and flushed to disk, so an
// interrupted backup (kill -9, full disk) never leaves a file that looks complete.
import { execFileSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import zlib from 'node:zlib';
import { getTableConfig, PgTable } from 'drizzle-orm/pg-core';
import { is, sql } from 'drizzle-orm';
import { ConfigError, type Config } from '../config';
import { migrationsFolder, rowsOf, type Executor } from '../db/client';
import * as schema from '../db/schema';

const BACKUP_FORMAT = 'tienda-backup';
const BACKUP_FORMAT_VERSION = 1;
const APP_NAME = 'tienda-agro-parana';
const BATCH_ROWS = 500;

export class BackupError extends Error {
  override name = 'BackupError';
}

/** The shop's tables, parents before children (a table after every table it references). */
export function tablesInOrder(): string[] {
  const tables = (Object.values(schema) as unknown[]).filter((value): value is PgTable => is(value, PgTable));
  const deps = new Map<string, Set<string>>();
  for (const table of tables) {
    const config = getTableConfig(table);
    const refs = new Set(config.foreignKeys.map((fk) => getTableConfig(fk.reference().foreignTable).name).filter((name) => name !== config.name));
    deps.set(config.name, refs);
  }
  const ordered: string[] = [];
  const visit = (name: string, seen: Set<string>) => {
    if (ordered.includes(name)) return;
    if (seen.has(name)) throw new Error(`ciclo de claves foráneas en ${name}`);
    seen.add(name);
    for (const dep of deps.get(name) ?? []) visit(dep, seen);
    ordered.push(name);
  };
  for (const name of [...deps.keys()].sort()) visit(name, new Set());
  return ordered;
}

interface Journal {
  entries: { idx: number; when: number; tag: string }[];
}

export function readJournal(folder = migrationsFolder()): Journal {
  return JSON.parse(fs.readFileSync(path.join(folder, 'meta', '_journal.json'), 'utf8')) as Journal;
}

/** The tag of the last migration applied to this database ('0008_quote_answers'), or null for none. */
export async function schemaVersion(db: Executor): Promise<string | null> {
  let last: number | null = null;
  try {
    const rows = rowsOf<{ created_at: string | number }>(
      await db.execute(sql`select created_at from drizzle.__drizzle_migrations order by created_at desc limit 1`),
    );
    last = rows[0] ? Number(rows[0].created_at) : null;
  } catch {
    return null; // no migrations table: an empty database
  }
  if (last === null) return null;
  const entry = readJournal().entries.find((e) => e.when === last);
  return entry?.tag ?? `desconocida-${last}`;
}

let cachedVersion: string | undefined;
/**
 * The deployed code's version: APP_VERSION; else the commit git archive wrote into
 * server/ops/release-commit.txt (a release made by deploy/update.sh has no .git); else the
 * checkout's git commit; else 'desconocida'.
 */
function appVersion(): string {
  if (cachedVersion) return cachedVersion;
  cachedVersion = process.env.APP_VERSION?.trim() || releaseCommit() || '';
  if (!cachedVersion) {
    try {
      cachedVersion = execFileSync('git', ['rev-parse', '--short', 'HEAD'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
    } catch {
      cachedVersion = 'desconocida';
    }
  }
  return cachedVersion;
}

/** 'abc1234 2026-11-27' from a release's release-commit.txt; null in a checkout (the placeholder is still there). */
export function releaseCommit(root = path.dirname(migrationsFolder())): string | null {
  try {
    const text = fs.readFileSync(path.join(root, 'server', 'ops', 'release-commit.txt'), 'utf8').trim();
    return text && !text.includes('$Format') ? text : null;
  } catch {
    return null;
  }
}

interface BackupHeader {
  format: typeof BACKUP_FORMAT;
  formatVersion: number;
  app: string;
  appVersion: string;
  schemaVersion: string | null;
  engine: string;
  createdAt: string;
  tables: string[];
}

interface BackupTrailer {
  end: true;
  rows: Record<string, number>;
  sha256: string;
  /** HMAC-SHA-256 (hex) of `sha256` under the signing key; absent in backups made before signatures. */
  hmac?: string;
}

const SIGNING_KEY_FILE = 'backup-signing.key';

/** The trailer's hmac for a body whose SHA-256 is `sha256`. */
export function sign(key: Buffer, sha256: string): string {
  return crypto.createHmac('sha256', key).update(`${BACKUP_FORMAT}:${sha256}`).digest('hex');
}

function envSigningKey(): Buffer | null {
  const value = process.env.BACKUP_SIGNING_KEY?.trim();
  return value ? Buffer.from(value, 'utf8') : null;
}

/**
 * The key backups are signed with: BACKUP_SIGNING_KEY, else DATA_DIR/backup-signing.key (32 random
 * bytes, 0600), created when `create` and missing. Null when there is none and none may be made.
 */
export function signingKey(config: { dataDir: string; BACKUP_SIGNING_KEY?: string }, create: boolean): Buffer | null {
  if (config.BACKUP_SIGNING_KEY) return Buffer.from(config.BACKUP_SIGNING_KEY, 'utf8');
  const fromEnv = envSigningKey();
  if (fromEnv) return fromEnv;
  const file = path.join(config.dataDir, SIGNING_KEY_FILE);
  try {
    return Buffer.from(fs.readFileSync(file, 'utf8').trim(), 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT' || !create) return null;
  }
  fs.mkdirSync(config.dataDir, { recursive: true, mode: 0o700 });
  try {
    fs.writeFileSync(file, `${crypto.randomBytes(32).toString('hex')}\n`, { flag: 'wx', mode: 0o600 });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error; // another process made it first
  }
  return Buffer.from(fs.readFileSync(file, 'utf8').trim(), 'utf8');
}

export interface BackupResult {
  file: string;
  bytes: number;
  rows: Record<string, number>;
  durationMs: number;
  schemaVersion: string | null;
}

/** 2026-11-26T19:50:00.123Z → tienda-2026-11-26T19-50-00Z.jsonl.gz */
function backupFileName(date: Date): string {
  return `tienda-${date.toISOString().slice(0, 19).replace(/:/g, '-')}Z.jsonl.gz`;
}

const BACKUP_NAME = /^tienda-\d{4}-\d{2}-\d{2}T\d{2}-\d{2}-\d{2}Z\.jsonl\.gz$/;

/**
 * Writes a backup of `db` into `dir`. Every table is read in one REPEATABLE READ, read-only
 * transaction (one consistent picture while the shop keeps writing), a batch at a time through a
 * cursor, yielding between batches so visitors are not held up.
 */
export async function createBackup(
  db: Executor & { $engine?: string },
  dir: string,
  now = new Date(),
  key: Buffer | null = envSigningKey(),
): Promise<BackupResult> {
  const started = performance.now();
  fs.mkdirSync(dir, { recursive: true, mode: 0o700 });
  const file = path.join(dir, backupFileName(now));
  const partial = path.join(dir, `.${path.basename(file)}.${process.pid}.partial`);
  const hash = crypto.createHash('sha256');
  const gzip = zlib.createGzip({ level: 6 });
  const out = fs.createWriteStream(partial, { flags: 'wx', mode: 0o600 });
  const done = pipeline(gzip, out);
  const write = async (line: string, hashed = true) => {
    const bytes = Buffer.from(`${line}\n`);
    if (hashed) hash.update(bytes);
    if (!gzip.write(bytes)) await new Promise((r) => gzip.once('drain', r));
  };
  const rows: Record<string, number> = {};
  let version: string | null = null;
  try {
    const tables = tablesInOrder();
    await db.transaction(
      async (tx) => {
        version = await schemaVersion(tx);
        const header: BackupHeader = {
          format: BACKUP_FORMAT,
          formatVersion: BACKUP_FORMAT_VERSION,
          app: APP_NAME,
          appVersion: appVersion(),
          schemaVersion: version,
          engine: db.$engine ?? 'postgres',
          createdAt: now.toISOString(),
          tables,
        };
        await write(JSON.stringify(header));
        for (const table of tables) {
          await write(JSON.stringify({ table }));
          rows[table] = 0;
          await tx.execute(sql.raw(`declare tienda_backup no scroll cursor for select row_to_json(t)::text as r from "${table}" t`));
          for (;;) {
            const batch = rowsOf<{ r: string }>(await tx.execute(sql.raw(`fetch ${BATCH_ROWS} from tienda_backup`)));
            for (const row of batch) await write(row.r);
            rows[table] += batch.length;
            if (batch.length < BATCH_ROWS) break;
            await new Promise((r) => setImmediate(r));
          }
          await tx.execute(sql.raw('close tienda_backup'));
        }
      },
      { isolationLevel: 'repeatable read', accessMode: 'read only' },
    );
    const sha256 = hash.digest('hex');
    const trailer: BackupTrailer = { end: true, rows, sha256, ...(key ? { hmac: sign(key, sha256) } : {}) };
    await write(JSON.stringify(trailer), false);
    gzip.end();
    await done;
    // On disk before it gets its final name: a crash after the rename finds a whole file.
    const handle = fs.openSync(partial, 'r');
    fs.fsyncSync(handle);
    fs.closeSync(handle);
    fs.renameSync(partial, file);
    try {
      const dirHandle = fs.openSync(dir, 'r');
      fs.fsyncSync(dirHandle);
      fs.closeSync(dirHandle);
    } catch {
      // some file systems cannot fsync a folder; the rename is still atomic
    }
  } catch (error) {
    gzip.destroy();
    out.destroy();
    await done.catch(() => undefined);
    fs.rmSync(partial, { force: true });
    throw error;
  }
  return { file, bytes: fs.statSync(file).size, rows, durationMs: Math.round(performance.now() - started), schemaVersion: version };
}

class CallbackFailure extends Error {
  constructor(override readonly cause: unknown) {
    super('onTable failed');
  }
}

export interface VerifiedBackup {
  header: BackupHeader;
  trailer: BackupTrailer;
}

/**
 * Reads a backup file through and checks it: our format and app, complete (trailer present),
 * unedited (hash), counts matching, a schema this code knows. Throws a BackupError in Spanish.
 * With `onTable`, hands each table's rows (JSON text) over in batches as it goes.
 */
export interface ReadBackupOptions {
  /** Migration tags this code knows (default: drizzle/'s journal). */
  knownTags?: string[];
  /** Called with the header once it is read (may throw a BackupError to stop). */
  onHeader?: (header: BackupHeader) => void;
  /**
   * The signature check: the key to check it with (null: none available), or 'skip' for a file
   * the person restoring trusts (one made before signatures, or whose key is lost). Unset: the
   * signature is not looked at (the checksum still is).
   */
  signature?: { key: Buffer | null } | 'skip';
}

/** No real row comes near it; PostgreSQL's own limit for one value is 1 GB, a JS string's ~512 MB. */
const MAX_LINE_BYTES = 64 * 1024 * 1024;

/** The lines of a stream, refusing one longer than `max` bytes before it is ever joined. */
async function* linesOf(input: AsyncIterable<Buffer>, max: number): AsyncGenerator<string> {
  let pending: Buffer[] = [];
  let pendingBytes = 0;
  const tooLong = () =>
    new BackupError(`La copia tiene una línea de más de ${Math.round(max / 1024 / 1024)} MB: no es una copia de la tienda o está dañada. No se restaura.`);
  for await (const chunk of input) {
    let start = 0;
    for (;;) {
      const end = chunk.indexOf(10, start);
      const piece = chunk.subarray(start, end === -1 ? chunk.length : end);
      if (pendingBytes + piece.length > max) throw tooLong();
      if (end === -1) {
        pending.push(piece);
        pendingBytes += piece.length;
        break;
      }
      yield (pending.length ? Buffer.concat([...pending, piece]) : piece).toString('utf8');
      pending = [];
      pendingBytes = 0;
      start = end + 1;
    }
  }
  if (pendingBytes > 0) yield Buffer.concat(pending).toString('utf8');
}

export async function readBackup(
  file: string,
  onTable?: (table: string, rows: string[]) => Promise<void>,
  options: ReadBackupOptions = {},
): Promise<VerifiedBackup> {
  const knownTags = options.knownTags ?? readJournal().entries.map((e) => e.tag);
  if (!fs.existsSync(file)) throw new BackupError(`No existe el archivo ${file}.`);
  const hash = crypto.createHash('sha256');
  const source = fs.createReadStream(file);
  const gunzip = zlib.createGunzip();
  // A cut or damaged file errors in gunzip, which ends the lines with that error (said below).
  source.on('error', (error) => gunzip.destroy(error));
  source.pipe(gunzip);
  const lines = linesOf(gunzip, MAX_LINE_BYTES);
  let header: BackupHeader | null = null;
  let trailer: BackupTrailer | null = null;
  let table: string | null = null;
  let batch: string[] = [];
  const counts: Record<string, number> = {};
  const flush = async () => {
    if (table && batch.length && onTable) {
      try {
        await onTable(table, batch);
      } catch (error) {
        throw new CallbackFailure(error);
      }
    }
    batch = [];
  };
  try {
    for await (const line of lines) {
      if (trailer) throw new BackupError('La copia tiene datos después de su cierre: fue modificada.');
      if (!header) {
        let parsed: Partial<BackupHeader>;
        try {
          parsed = JSON.parse(line) as Partial<BackupHeader>;
        } catch {
          throw new BackupError('El archivo no es una copia de seguridad de la tienda.');
        }
        if (parsed.format !== BACKUP_FORMAT || parsed.app !== APP_NAME)
          throw new BackupError('El archivo no es una copia de seguridad de esta tienda (otra aplicación).');
        if ((parsed.formatVersion ?? 0) > BACKUP_FORMAT_VERSION)
          throw new BackupError('La copia fue hecha por una versión más nueva de la tienda: actualizá la tienda antes de restaurarla.');
        if (parsed.schemaVersion && !knownTags.includes(parsed.schemaVersion)) {
          throw new BackupError(
            `La copia tiene un esquema de base de datos más nuevo (${parsed.schemaVersion}) que esta versión de la tienda: actualizá la tienda antes de restaurarla.`,
          );
        }
        header = parsed as BackupHeader;
        options.onHeader?.(header);
        hash.update(`${line}\n`);
        continue;
      }
      if (line.startsWith('{"end":true')) {
        await flush();
        trailer = JSON.parse(line) as BackupTrailer;
        continue;
      }
      hash.update(`${line}\n`);
      if (line.startsWith('{"table":')) {
        await flush();
        table = (JSON.parse(line) as { table: string }).table;
        if (!header.tables.includes(table)) throw new BackupError(`La copia nombra una tabla desconocida (${table}): fue modificada.`);
        counts[table] = 0;
        continue;
      }
      if (!table) throw new BackupError('La copia está dañada (filas fuera de una tabla).');
      counts[table]++;
      batch.push(line);
      if (batch.length >= BATCH_ROWS) await flush();
    }
  } catch (error) {
    source.destroy();
    gunzip.destroy();
    // The caller's own failure (a refused insert) is its to report, not the file's.
    if (error instanceof CallbackFailure) throw error.cause;
    if (error instanceof BackupError) throw error;
    // gunzip's 'unexpected end of file' and friends: a cut or damaged file.
    throw new BackupError(`La copia está incompleta o dañada (${error instanceof Error ? error.message : String(error)}).`);
  }
  if (!header) throw new BackupError('El archivo está vacío: no es una copia de seguridad de la tienda.');
  if (!trailer) throw new BackupError('La copia está incompleta (se cortó antes de terminar): no se restaura.');
  const digest = hash.digest('hex');
  if (digest !== trailer.sha256) throw new BackupError('La suma de verificación no coincide: la copia fue modificada o está dañada.');
  checkSignature(trailer, digest, options.signature);
  for (const name of header.tables) {
    if ((counts[name] ?? 0) !== (trailer.rows[name] ?? 0)) throw new BackupError(`La copia no coincide con su resumen (tabla ${name}): fue modificada.`);
  }
  return { header, trailer };
}

function checkSignature(trailer: BackupTrailer, digest: string, signature: ReadBackupOptions['signature']): void {
  if (signature === undefined || signature === 'skip') return;
  if (!trailer.hmac) {
    throw new BackupError(
      'La copia no tiene firma: no se puede saber si alguien la modificó. No se restaura; si confiás en el archivo ' +
        '(por ejemplo, una copia hecha antes de que la tienda firmara sus copias), usá --skip-signature.',
    );
  }
  if (!signature.key) {
    throw new BackupError(
      'No hay clave para comprobar la firma de la copia: definí BACKUP_SIGNING_KEY con la clave de la instalación que la hizo ' +
        `(o copiá su DATA_DIR/${SIGNING_KEY_FILE}), o usá --skip-signature si confiás en el archivo.`,
    );
  }
  const expected = Buffer.from(sign(signature.key, digest), 'hex');
  const given = Buffer.from(trailer.hmac, 'hex');
  if (given.length !== expected.length || !crypto.timingSafeEqual(given, expected)) {
    throw new BackupError(
      `La firma de la copia no coincide con la clave de esta tienda (BACKUP_SIGNING_KEY o DATA_DIR/${SIGNING_KEY_FILE}): ` +
        'fue modificada o la hizo otra instalación. No se restaura; si la hizo otra instalación, usá su clave en BACKUP_SIGNING_KEY.',
    );
  }
}

/** Backups in a folder, newest first. */
export function listBackups(dir: string): { name: string; file: string; bytes: number; createdAt: Date }[] {
  let names: string[];
  try {
    names = fs.readdirSync(dir);
  } catch {
    return [];
  }
  return names
    .filter((name) => BACKUP_NAME.test(name))
    .map((name) => {
      const file = path.join(dir, name);
      const stat = fs.statSync(file);
      const stamp = name.slice('tienda-'.length, -'Z.jsonl.gz'.length).replace(/T(\d{2})-(\d{2})-(\d{2})$/, 'T$1:$2:$3');
      return { name, file, bytes: stat.size, createdAt: new Date(`${stamp}Z`) };
    })
    .sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime());
}

/** Keeps the `keep` newest backups; also removes temporary files left by an interrupted backup. */
export function pruneBackups(dir: string, keep: number, now = Date.now()): string[] {
  const removed: string[] = [];
  for (const old of listBackups(dir).slice(keep)) {
    fs.rmSync(old.file, { force: true });
    removed.push(old.name);
  }
  for (const name of fs.existsSync(dir) ? fs.readdirSync(dir) : []) {
    // An hour old: no backup runs that long, so its process is gone.
    if (name.endsWith('.partial') && now - fs.statSync(path.join(dir, name)).mtimeMs > 3_600_000) {
      fs.rmSync(path.join(dir, name), { force: true });
      removed.push(name);
    }
  }
  return removed;
}

// Where backups go, and the off-site copy (shared by the running shop and the commands, which must
// not load the shop's logger: their output is for a person).
export const REQUEST_FILE = 'backup-request.json';
export const resultFile = (dataDir: string, id: string) => path.join(dataDir, `backup-result-${id.replace(/[^a-z0-9-]/gi, '')}.json`);

export function backupDirFor(config: Pick<Config, 'BACKUP_DIR' | 'dataDir'>): string {
  return path.resolve(config.BACKUP_DIR ?? path.join(config.dataDir, 'backups'));
}

/** Creates the folder and writes a probe file in it; a folder the shop cannot write stops the start, naming BACKUP_DIR. */
export function checkBackupDir(dir: string): void {
  const probe = path.join(dir, `.escritura-${process.pid}`);
  try {
    fs.mkdirSync(dir, { recursive: true, mode: 0o700 });
    fs.writeFileSync(probe, '');
    fs.rmSync(probe, { force: true });
  } catch (error) {
    throw new ConfigError(
      `Configuración inválida:\n  BACKUP_DIR: no se puede escribir en ${dir} (${(error as NodeJS.ErrnoException).code ?? String(error)}); ` +
        'elegí una carpeta donde el usuario de la tienda pueda escribir.',
    );
  }
}

/** Copies a backup to BACKUP_S3_BUCKET (under backups/), when configured. */
export async function copyToS3(config: Pick<Config, 'BACKUP_S3_BUCKET' | 'BACKUP_S3_ENDPOINT' | 'BACKUP_S3_REGION'>, file: string): Promise<string | null> {
  if (!config.BACKUP_S3_BUCKET) return null;
  const { S3Client, PutObjectCommand } = await import('@aws-sdk/client-s3');
  const client = new S3Client({
    region: config.BACKUP_S3_REGION ?? 'us-east-1',
    ...(config.BACKUP_S3_ENDPOINT ? { endpoint: config.BACKUP_S3_ENDPOINT, forcePathStyle: true } : {}),
  });
  const key = `backups/${path.basename(file)}`;
  try {
    await client.send(
      new PutObjectCommand({
        Bucket: config.BACKUP_S3_BUCKET,
        Key: key,
        Body: fs.readFileSync(file),
        ContentType: 'application/gzip',
      }),
    );
  } finally {
    client.destroy();
  }
  return key;
}
