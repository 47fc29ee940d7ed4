// A private PostgreSQL server for tests that must stop and restart the database itself (the
// shared one of tests/setup/postgres.ts serves every other test file at once). Same binaries and
// same settings; stop() and start() keep the data folder and the port.
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { findBinDir, freePort, initCluster, runAs, stopServer, waitReady } from '../setup/postgres';

function binDir(): string {
  const found = findBinDir();
  if (!found) throw new Error('No se encontró PostgreSQL (apt-get install -y postgresql).');
  return found;
}

/** Servers still running: stopped when the test process exits (a timed-out test skips its clean-up). */
const running = new Set<ChildProcess>();
process.once('exit', () => {
  for (const child of running) child.kill('SIGINT');
});

export interface PostgresServer {
  /** postgres://postgres@127.0.0.1:port/tienda */
  url: string;
  stop(): Promise<void>;
  start(): Promise<void>;
  /** Stops it and removes its folder. */
  destroy(): Promise<void>;
}

export async function startPostgresServer(): Promise<PostgresServer> {
  const bin = binDir();
  const user = runAs();
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'tienda-pg-own-'));
  if (user) fs.chownSync(root, user.uid, user.gid);
  const dataDir = path.join(root, 'data');
  initCluster(bin, root, dataDir, user);
  const port = await freePort();
  let child: ChildProcess | null = null;
  let output = '';

  async function start(): Promise<void> {
    child = spawn(
      path.join(bin, 'postgres'),
      ['-D', dataDir, '-p', String(port), '-k', root, '-c', 'listen_addresses=127.0.0.1', '-c', 'fsync=off', '-c', 'synchronous_commit=off'],
      { ...user, cwd: root, stdio: ['ignore', 'pipe', 'pipe'] },
    );
    const started = child;
    running.add(started);
    started.once('exit', () => running.delete(started));
    child.stdout?.on('data', (d) => (output = (output + d).slice(-4000)));
    child.stderr?.on('data', (d) => (output = (output + d).slice(-4000)));
    await waitReady(`postgres://postgres@127.0.0.1:${port}/postgres`, started, () => output);
  }

  async function stop(): Promise<void> {
    const running = child;
    child = null;
    if (running) await stopServer(running);
  }

  await start();
  const admin = new pg.Client({ connectionString: `postgres://postgres@127.0.0.1:${port}/postgres` });
  await admin.connect();
  await admin.query('create database tienda');
  await admin.end();
  return {
    url: `postgres://postgres@127.0.0.1:${port}/tienda`,
    stop,
    start,
    async destroy() {
      await stop();
      fs.rmSync(root, { recursive: true, force: true });
    },
  };
}
