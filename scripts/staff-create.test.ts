// `npm run staff:create` next to a running server with the embedded database
// used to report success while its account was lost. Now the process that opens PGlite holds
// DATA_DIR/db.lock, and the command refuses with what to do; once the holder stops, it works.
import { execFile, spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDatabase } from '../server/db/client';
import { acquireDataDirLock, DatabaseInUseError, LOCK_FILE } from '../server/db/lock';
import { staffUsers } from '../server/db/schema';

const run = promisify(execFile);
const TSX = path.resolve('node_modules/.bin/tsx');

function staffCreate(dataDir: string) {
  return run(TSX, ['scripts/staff-create.ts', '--email', 'nueva@tienda.test', '--password', 'una clave bien larga 123', '--name', 'Nueva'], {
    env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', NODE_ENV: 'production' },
  }).then(
    (r) => ({ code: 0, stdout: r.stdout, stderr: r.stderr }),
    (e: { code: number; stdout: string; stderr: string }) => ({ code: e.code, stdout: e.stdout, stderr: e.stderr }),
  );
}

/** A process holding the embedded database open, as the server does, until SIGTERM. */
function startHolder(dataDir: string): Promise<ChildProcess> {
  const script = `
    const { createDatabase } = await import('./server/db/client.ts');
    const db = await createDatabase({ dataDir: process.env.DATA_DIR });
    process.on('SIGTERM', async () => { await db.$close(); process.exit(0); });
    console.log('abierta');
    setInterval(() => {}, 1000);
  `;
  const child = spawn(TSX, ['--eval', script, '--input-type=module'], { env: { ...process.env, DATA_DIR: dataDir }, stdio: ['ignore', 'pipe', 'inherit'] });
  return new Promise((resolve, reject) => {
    child.stdout!.on('data', (chunk: Buffer) => {
      if (chunk.toString().includes('abierta')) resolve(child);
    });
    child.once('exit', (code) => reject(new Error(`el proceso terminó (${code})`)));
  });
}

describe('el candado de la base embebida', () => {
  let dir: string;
  beforeAll(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'tienda-lock-'));
  });
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  it('rechaza un candado de otro proceso vivo y toma el de uno que ya no existe', async () => {
    const dataDir = path.join(dir, 'a');
    fs.mkdirSync(dataDir);
    const sleeper = spawn('sleep', ['30']);
    try {
      fs.writeFileSync(path.join(dataDir, LOCK_FILE), JSON.stringify({ pid: sleeper.pid, command: 'node server.js', since: '' }));
      expect(() => acquireDataDirLock(dataDir)).toThrow(DatabaseInUseError);
      expect(() => acquireDataDirLock(dataDir)).toThrow(`pid ${sleeper.pid}: node server.js`);
    } finally {
      sleeper.kill();
      await new Promise((r) => sleeper.once('exit', r));
    }
    // Its process is gone: the lock is stale and taken over, then released.
    const release = acquireDataDirLock(dataDir);
    expect(JSON.parse(fs.readFileSync(path.join(dataDir, LOCK_FILE), 'utf8')).pid).toBe(process.pid);
    release();
    expect(fs.existsSync(path.join(dataDir, LOCK_FILE))).toBe(false);
  });

  it('createDatabase lo toma al abrir y lo suelta al cerrar', async () => {
    const dataDir = path.join(dir, 'b');
    const db = await createDatabase({ dataDir });
    expect(fs.existsSync(path.join(dataDir, LOCK_FILE))).toBe(true);
    await db.$close();
    expect(fs.existsSync(path.join(dataDir, LOCK_FILE))).toBe(false);
  });

  it('staff:create junto a un servidor con la base abierta: se niega y explica qué hacer; sin él, crea la cuenta', async () => {
    const dataDir = path.join(dir, 'c');
    const holder = await startHolder(dataDir);
    let refused;
    try {
      refused = await staffCreate(dataDir);
    } finally {
      holder.kill('SIGTERM');
      await new Promise((r) => holder.once('exit', r));
    }
    expect(refused.code).toBe(1);
    // (tsx runs the script in a child process: the pid is that child's.)
    expect(refused.stderr).toMatch(
      /^No se creó la cuenta: la base de datos embebida está abierta por otro proceso, normalmente el servidor de la tienda \(pid \d+/,
    );
    expect(refused.stderr).toContain('Detené el servidor y volvé a ejecutar este comando, o, con el servidor andando, invitá a la persona desde /admin/equipo');
    expect(refused.stderr).toContain('Stop the server and run this command again');
    expect(refused.stdout).not.toContain('Cuenta creada');

    const created = await staffCreate(dataDir);
    expect(created.stdout).toContain('Cuenta creada: nueva@tienda.test');
    expect(created.code).toBe(0);
    const db = await createDatabase({ dataDir });
    try {
      expect((await db.select().from(staffUsers)).map((u) => u.email)).toEqual(['nueva@tienda.test']);
    } finally {
      await db.$close();
    }
  }, 90_000);
});
