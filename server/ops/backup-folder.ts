// The backups folder: file names, the list newest first, pruning, and the start's write check;
// shared by the running shop and the commands, which must not load the shop's logger (their
// output is for a person).
import fs from 'node:fs';
import path from 'node:path';
import { ConfigError, type Config } from '../config';

/** 2026-11-26T19:50:00.123Z → tienda-2026-11-26T19-50-00Z.jsonl.gz */
export function backupFileName(date: Date): string {
  return `tienda-${date.toISOString().slice(0, 19).replace(/:/g, '-')}Z.jsonl.gz`;
}

const BACKUP_NAME = /^tienda-\d{4}-\d{2}-\d{2}T\d{2}-\d{2}-\d{2}Z\.jsonl\.gz$/;

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

// Where backups go, and the request and result files a backup asked for from the shop passes through.
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
