// npm run backup [-- --dir <folder>]: one backup file of everything the database holds.
//
// PostgreSQL (DATABASE_URL): read through its own connection, also while the shop runs. Embedded
// database: if the shop is running it holds the folder, so the shop is asked to make the backup
// (DATA_DIR/backup-request.json and SIGUSR2 to the process in db.lock); otherwise this command
// opens the folder itself. Prints the file, its size and the rows per table.
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import pg from 'pg';
import { ConfigError, getConfig } from '../server/config';
import type { Executor } from '../server/db/client';
import { PGLITE_CONF } from '../server/db/client';
import { acquireDataDirLock, DatabaseInUseError } from '../server/db/lock';
import { type BackupResult, createBackup } from '../server/ops/backup';
import { backupDirFor, pruneBackups, REQUEST_FILE, resultFile } from '../server/ops/backup-folder';
import { copyToS3 } from '../server/ops/backup-s3';
import { signingKey } from '../server/ops/backup-signing';

/** How long the running shop may take (a large database on a slow disk). */
const WAIT_FOR_SHOP_MS = 10 * 60_000;

function report(result: BackupResult): void {
  const total = Object.values(result.rows).reduce((a, b) => a + b, 0);
  console.log(`Copia de seguridad: ${result.file}`);
  console.log(`  ${(result.bytes / 1024).toFixed(1)} KB, ${total} filas, esquema ${result.schemaVersion ?? '(vacío)'}, ${result.durationMs} ms`);
  for (const [table, rows] of Object.entries(result.rows)) console.log(`  ${table}: ${rows}`);
}

async function askRunningShop(dataDir: string, pid: number, dir: string): Promise<BackupResult> {
  const id = crypto.randomUUID();
  fs.writeFileSync(path.join(dataDir, REQUEST_FILE), JSON.stringify({ id, dir }));
  process.kill(pid, 'SIGUSR2');
  console.log(`La tienda (pid ${pid}) tiene abierta la base embebida: se le pidió la copia...`);
  const file = resultFile(dataDir, id);
  const deadline = Date.now() + WAIT_FOR_SHOP_MS;
  while (Date.now() < deadline) {
    if (fs.existsSync(file)) {
      const answer = JSON.parse(fs.readFileSync(file, 'utf8')) as { ok: boolean; error?: string } & BackupResult;
      fs.rmSync(file, { force: true });
      if (!answer.ok) throw new Error(`La tienda no pudo hacer la copia: ${answer.error}`);
      return answer;
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error('La tienda no respondió en 10 minutos; revisá su registro.');
}

async function main(): Promise<void> {
  const { values } = parseArgs({ options: { dir: { type: 'string' } } });
  const config = getConfig();
  const dir = values.dir ? path.resolve(values.dir) : backupDirFor(config);
  let result: BackupResult;
  if (config.DATABASE_URL) {
    const pool = new pg.Pool({ connectionString: config.DATABASE_URL, max: 1 });
    try {
      result = await createBackup(
        Object.assign(drizzlePg({ client: pool }) as unknown as Executor, { $engine: 'postgres' }),
        dir,
        new Date(),
        signingKey(config, true),
      );
    } finally {
      await pool.end();
    }
  } else {
    let release: (() => void) | null = null;
    try {
      release = acquireDataDirLock(config.dataDir);
    } catch (error) {
      if (!(error instanceof DatabaseInUseError)) throw error;
      result = await askRunningShop(config.dataDir, error.pid, dir);
      report(result);
      return;
    }
    if (!fs.existsSync(path.join(config.dataDir, 'db', 'PG_VERSION'))) {
      release();
      throw new Error(`No hay base de datos en ${path.join(config.dataDir, 'db')} (DATA_DIR): nada que copiar.`);
    }
    const client = await PGlite.create({ dataDir: path.join(config.dataDir, 'db'), postgresqlconf: PGLITE_CONF });
    try {
      result = await createBackup(
        Object.assign(drizzlePglite({ client }) as unknown as Executor, { $engine: 'pglite' }),
        dir,
        new Date(),
        signingKey(config, true),
      );
    } finally {
      await client.close();
      release();
    }
  }
  pruneBackups(dir, config.BACKUP_KEEP);
  const key = await copyToS3(config, result.file);
  report(result);
  if (key) console.log(`  copiada a s3://${config.BACKUP_S3_BUCKET}/${key}`);
}

main().catch((error: unknown) => {
  console.error(error instanceof ConfigError || error instanceof Error ? error.message : error);
  process.exit(1);
});
