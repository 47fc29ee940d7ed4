// Backups made by the running shop: one a day on its own (BACKUP_DIR, keeping BACKUP_KEEP), and
// one on request from `npm run backup` while the shop holds the embedded database (the command
// writes DATA_DIR/backup-request.json and sends SIGUSR2 to the process named in db.lock; only
// someone who may signal the shop's process and write in its data folder can ask). Optionally
// every backup is copied to an S3-compatible bucket.
import fs from 'node:fs';
import path from 'node:path';
import type { Config } from '../config';
import type { Executor } from '../db/client';
import { type BackupResult, createBackup } from './backup';
import { backupDirFor, checkBackupDir, listBackups, pruneBackups, REQUEST_FILE, resultFile } from './backup-folder';
import { copyToS3 } from './backup-s3';
import { signingKey } from './backup-signing';
import { checkBackup, updateBackupState } from './backup-check';
import { logger } from './log';

const DAY_MS = 24 * 60 * 60_000;
const CHECK_EVERY_MS = 60 * 60_000;

export interface BackupService {
  /** Makes a backup now (prunes and copies off-site too). */
  runNow(): Promise<BackupResult>;
  stop(): void;
}

export interface BackupServiceOptions {
  config: Config;
  db: () => Promise<Executor>;
  /** First look at the newest backup this long after start (default one minute). */
  firstCheckMs?: number;
}

export function startBackupService(options: BackupServiceOptions): BackupService {
  const { config } = options;
  const dir = backupDirFor(config);
  checkBackupDir(dir);
  const key = signingKey(config, true);
  let running: Promise<BackupResult> | null = null;

  // Read back and parse right after writing: a backup that would not restore is reported today.
  const verify = async (file: string) => {
    const name = path.basename(file);
    try {
      await checkBackup(file, { signature: { key } });
      updateBackupState(dir, { check: { file: name, at: new Date().toISOString(), ok: true } });
      logger.info({ file: name }, 'backup checked');
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      updateBackupState(dir, { check: { file: name, at: new Date().toISOString(), ok: false, error: reason } });
      logger.error({ file: name, err: error }, 'backup check failed');
    }
  };

  const runNow = () => {
    running ??= (async () => {
      try {
        const db = await options.db();
        const result = await createBackup(db, dir, new Date(), key);
        logger.info({ file: path.basename(result.file), bytes: result.bytes, ms: result.durationMs, rows: result.rows }, 'backup written');
        await verify(result.file);
        const removed = pruneBackups(dir, config.BACKUP_KEEP);
        if (removed.length) logger.info({ removed }, 'old backups removed');
        try {
          const key = await copyToS3(config, result.file);
          if (key) logger.info({ bucket: config.BACKUP_S3_BUCKET, key }, 'backup copied to S3');
        } catch (error) {
          logger.error({ err: error }, 'backup copy to S3 failed (the local backup is kept)');
        }
        return result;
      } finally {
        running = null;
      }
    })();
    return running;
  };

  const dueCheck = () => {
    const newest = listBackups(dir)[0];
    if (newest && Date.now() - newest.createdAt.getTime() < DAY_MS) return;
    runNow().catch((error: unknown) => logger.error({ err: error }, 'daily backup failed'));
  };
  // With several processes each looks at a different moment: the first one's backup makes the
  // others' look find a fresh file.
  const jitter = Math.floor(Math.random() * 5 * 60_000);
  const firstMs = (options.firstCheckMs ?? 60_000) + (config.WEB_CONCURRENCY > 1 ? jitter : 0);
  const first = setTimeout(dueCheck, firstMs);
  first.unref();
  // A new shop has no backup yet: the staff area says when the first one comes.
  if (!listBackups(dir)[0]) {
    try {
      updateBackupState(dir, { nextAt: new Date(Date.now() + firstMs).toISOString() });
    } catch (error) {
      logger.warn({ err: error }, 'backup state not written');
    }
  }
  const timer = setInterval(dueCheck, CHECK_EVERY_MS);
  timer.unref();

  // `npm run backup` next to the running shop (embedded database).
  const onSignal = () => {
    const requestPath = path.join(config.dataDir, REQUEST_FILE);
    let id: string;
    try {
      id = String((JSON.parse(fs.readFileSync(requestPath, 'utf8')) as { id?: string }).id ?? '');
      fs.rmSync(requestPath, { force: true });
    } catch {
      return; // a stray signal
    }
    if (!id) return;
    runNow().then(
      (result) => fs.writeFileSync(resultFile(config.dataDir, id), JSON.stringify({ ok: true, ...result })),
      (error: unknown) =>
        fs.writeFileSync(resultFile(config.dataDir, id), JSON.stringify({ ok: false, error: error instanceof Error ? error.message : String(error) })),
    );
  };
  process.on('SIGUSR2', onSignal);

  return {
    runNow,
    stop() {
      clearTimeout(first);
      clearInterval(timer);
      process.off('SIGUSR2', onSignal);
    },
  };
}
