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
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import zlib from 'node:zlib';
import { sql } from 'drizzle-orm';
import { rowsOf, type Executor } from '../db/client';
import { backupFileName } from './backup-folder';
import {
  APP_NAME,
  BACKUP_FORMAT,
  BACKUP_FORMAT_VERSION,
  BATCH_ROWS,
  appVersion,
  schemaVersion,
  tablesInOrder,
  type BackupHeader,
  type BackupTrailer,
} from './backup-format';
import { envSigningKey, sign } from './backup-signing';

export interface BackupResult {
  file: string;
  bytes: number;
  rows: Record<string, number>;
  durationMs: number;
  schemaVersion: string | null;
}

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
