// Vitest globalSetup: a throwaway PostgreSQL from the system's binaries (Debian: apt-get install
// postgresql), on a free loopback port, for the integration tests. TEST_DATABASE_URL, when set,
// is used instead (its user needs CREATEDB: each test file makes its own database).
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    TEST_DATABASE_URL: string;
  }
}

const INSTALL_HINT =
  'No se encontró PostgreSQL para las pruebas de integración (PostgreSQL binaries not found). ' +
  'Instálalo con `apt-get install -y postgresql` o define TEST_DATABASE_URL=postgres://...';

export function findBinDir(): string | undefined {
  const fromEnv = process.env.POSTGRES_BIN_DIR;
  const candidates = fromEnv ? [fromEnv] : [];
  const root = '/usr/lib/postgresql';
  if (fs.existsSync(root)) {
    // Prefer 15 (what production runs), then the newest installed.
    const versions = fs.readdirSync(root).sort((a, b) => Number(b) - Number(a));
    candidates.push(...['15', ...versions].map((v) => path.join(root, v, 'bin')));
  }
  try {
    candidates.push(execFileSync('pg_config', ['--bindir'], { encoding: 'utf8' }).trim());
  } catch {
    // no pg_config on PATH
  }
  return candidates.find((dir) => fs.existsSync(path.join(dir, 'initdb')) && fs.existsSync(path.join(dir, 'postgres')));
}

// PostgreSQL refuses to run as root: as root, run it as the 'postgres' system user.
export function runAs(): { uid: number; gid: number } | undefined {
  if (process.getuid?.() !== 0) return undefined;
  try {
    const uid = Number(execFileSync('id', ['-u', 'postgres'], { encoding: 'utf8' }).trim());
    const gid = Number(execFileSync('id', ['-g', 'postgres'], { encoding: 'utf8' }).trim());
    return { uid, gid };
  } catch {
    throw new Error('Las pruebas corren como root y no existe el usuario "postgres" (apt-get install postgresql lo crea).');
  }
}

/** A free port on loopback (tests start their servers there). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

/** A new cluster in dataDir (inside root, which owner owns), its superuser 'postgres' trusted on loopback. */
export function initCluster(binDir: string, root: string, dataDir: string, owner: { uid: number; gid: number } | undefined): void {
  execFileSync(path.join(binDir, 'initdb'), ['-D', dataDir, '-U', 'postgres', '-A', 'trust', '-E', 'UTF8', '--locale=C', '--no-sync'], {
    ...owner,
    stdio: ['ignore', 'ignore', 'pipe'],
    cwd: root,
  });
}

/** Fast shutdown (open connections are cut, as when a server dies), killed if it takes 10 s. */
export async function stopServer(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return;
  const exited = new Promise((r) => child.once('exit', r));
  child.kill('SIGINT');
  const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
  await exited;
  clearTimeout(timer);
}

/** Until the server at url takes a connection; fails at once if it exits, and after 30 s. */
export async function waitReady(url: string, child: ChildProcess, log: () => string): Promise<void> {
  const deadline = Date.now() + 30_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`PostgreSQL terminó al iniciar (código ${child.exitCode}):\n${log()}`);
    const client = new pg.Client({ connectionString: url });
    try {
      await client.connect();
      await client.end();
      return;
    } catch (error) {
      await client.end().catch(() => {});
      if (Date.now() > deadline) throw new Error(`PostgreSQL no respondió en 30 s: ${String(error)}\n${log()}`);
      await new Promise((r) => setTimeout(r, 100));
    }
  }
}

export default async function setup(project: TestProject) {
  if (process.env.TEST_DATABASE_URL) {
    project.provide('TEST_DATABASE_URL', process.env.TEST_DATABASE_URL);
    return;
  }
  const binDir = findBinDir();
  if (!binDir) throw new Error(INSTALL_HINT);
  const owner = runAs();

  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'tienda-pg-'));
  const dataDir = path.join(root, 'data');
  if (owner) fs.chownSync(root, owner.uid, owner.gid);

  initCluster(binDir, root, dataDir, owner);

  const port = await freePort();
  let output = '';
  // Durability is worthless for a throwaway cluster: fsync off makes it several times faster.
  const child = spawn(
    path.join(binDir, 'postgres'),
    [
      '-D',
      dataDir,
      '-p',
      String(port),
      '-k',
      root,
      '-c',
      'listen_addresses=127.0.0.1',
      '-c',
      'fsync=off',
      '-c',
      'synchronous_commit=off',
      '-c',
      'full_page_writes=off',
      '-c',
      'max_connections=200',
    ],
    { ...owner, cwd: root, stdio: ['ignore', 'pipe', 'pipe'] },
  );
  child.stdout?.on('data', (d) => (output += d));
  child.stderr?.on('data', (d) => (output += d));

  const stop = async () => {
    await stopServer(child);
    fs.rmSync(root, { recursive: true, force: true });
  };

  try {
    const adminUrl = `postgres://postgres@127.0.0.1:${port}/postgres`;
    await waitReady(adminUrl, child, () => output);
    const client = new pg.Client({ connectionString: adminUrl });
    await client.connect();
    await client.query('create database tienda_test');
    await client.end();
  } catch (error) {
    await stop();
    throw error;
  }
  project.provide('TEST_DATABASE_URL', `postgres://postgres@127.0.0.1:${port}/tienda_test`);
  return stop;
}
