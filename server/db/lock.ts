// One process per embedded database. PGlite keeps the whole database in the
// memory of the process that opened it and writes it back on its own: a second process on the same
// folder (e.g. `npm run staff:create` next to the running server) works on its own copy, reports
// success, and its changes are lost or overwrite the server's. PGlite has no lock of its own, so the
// process that opens the folder writes DATA_DIR/db.lock with its pid and removes it when it closes;
// another process finding a lock whose pid is alive refuses. A lock left by a killed process (its
// pid is gone) is taken over.
import fs from 'node:fs';
import path from 'node:path';

export const LOCK_FILE = 'db.lock';

export class DatabaseInUseError extends Error {
  constructor(
    readonly lockFile: string,
    readonly pid: number,
    readonly holder: string,
  ) {
    super(
      `La base de datos embebida (${path.dirname(lockFile)}${path.sep}db) está en uso por otro proceso (pid ${pid}${holder ? `: ${holder}` : ''}). ` +
        'PGlite admite un solo proceso por carpeta de datos. / ' +
        `The embedded database is in use by another process (pid ${pid}); PGlite allows one process per data folder.`,
    );
    this.name = 'DatabaseInUseError';
  }
}

interface LockContent {
  pid: number;
  /** What holds it, for the message: 'node server.js', 'tsx scripts/staff-create.ts'. */
  command: string;
  since: string;
}

/** True while a process with that pid exists (EPERM: it exists but is not ours). */
function processAlive(pid: number): boolean {
  if (!Number.isInteger(pid) || pid <= 0) return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function readLock(file: string): LockContent | null {
  try {
    const parsed = JSON.parse(fs.readFileSync(file, 'utf8')) as Partial<LockContent>;
    return typeof parsed.pid === 'number' ? { pid: parsed.pid, command: String(parsed.command ?? ''), since: String(parsed.since ?? '') } : null;
  } catch {
    return null; // missing, or half-written by a crash: not a live lock
  }
}

export function describeSelf(): string {
  return process.argv
    .slice(1, 3)
    .map((arg) => path.relative(process.cwd(), arg) || arg)
    .join(' ')
    .slice(0, 200);
}

/**
 * Takes the data folder for this process, or throws DatabaseInUseError. Returns the release
 * function (idempotent; it only removes a lock that is still this process's).
 */
export function acquireDataDirLock(dataDir: string): () => void {
  // The data folder holds every customer's data: the shop user's only.
  fs.mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  const file = path.join(dataDir, LOCK_FILE);
  const content: LockContent = { pid: process.pid, command: describeSelf(), since: new Date().toISOString() };
  let written = false;
  for (let attempt = 0; attempt < 3 && !written; attempt++) {
    try {
      // 'wx': created only if absent, so two processes starting together cannot both win.
      fs.writeFileSync(file, JSON.stringify(content), { flag: 'wx', mode: 0o600 });
      written = true;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const held = readLock(file);
      if (held && held.pid !== process.pid && processAlive(held.pid)) throw new DatabaseInUseError(file, held.pid, held.command);
      // Stale (its process is gone), unreadable, or our own: replace it.
      fs.rmSync(file, { force: true });
    }
  }
  if (!written) throw new Error(`No se pudo tomar ${file}: otro proceso lo crea y lo borra a la vez.`);
  let released = false;
  const release = () => {
    if (released) return;
    released = true;
    process.off('exit', release);
    if (readLock(file)?.pid === process.pid) fs.rmSync(file, { force: true });
  };
  // A process that exits without closing the database (process.exit) still leaves no lock behind.
  process.on('exit', release);
  return release;
}
