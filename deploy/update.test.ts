// deploy/update.sh as docs/deploy.md runs it on a plain server, on this machine: a bare origin,
// the server's clone, the example variables file as it ships (plus this machine's values), a
// first release on an empty PostgreSQL, a new commit pushed to the origin, then an update that
// must put that commit in use. `sudo` is a stand-in earlier in PATH that records its arguments
// (there is no systemd service here). node_modules is the checkout's (TIENDA_NODE_MODULES).
import { execFile, execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../tests/setup/postgres';
import { startPostgresServer, type PostgresServer } from '../tests/integration/postgres-server';

const run = promisify(execFile);
const checkout = path.resolve('.');
// Outside the checkout: the copy of the sources must not meet the checkout's type check or lint.
const work = fs.mkdtempSync(path.join(os.tmpdir(), 'tienda-update-'));
const origin = path.join(work, 'origin.git');
const dev = path.join(work, 'dev');
const root = path.join(work, 'srv');
const stubs = path.join(work, 'stubs');
const envFile = path.join(work, 'tienda.env');
const dataDir = path.join(work, 'datos');
const backups = path.join(work, 'copias');
let database: PostgresServer;

const git = (cwd: string, ...args: string[]) =>
  execFileSync('git', ['-c', 'user.name=Prueba', '-c', 'user.email=prueba@tienda.test', ...args], { cwd, encoding: 'utf8' }).trim();

interface Outcome {
  code: number;
  output: string;
}

/** update.sh runs: their process groups are killed after the tests (a timed-out test leaves its build running). */
const running = new Set<number>();

function update(ref: string, extra: Record<string, string> = {}): Promise<Outcome> {
  const child = spawn(path.join(root, 'repo', 'deploy', 'update.sh'), [ref], {
    env: {
      PATH: `${stubs}:${process.env.PATH}`,
      HOME: process.env.HOME ?? '/tmp',
      TIENDA_ROOT: root,
      TIENDA_ENV: envFile,
      TIENDA_NODE_MODULES: path.join(checkout, 'node_modules'),
      ...extra,
    },
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  running.add(child.pid!);
  let output = '';
  child.stdout!.on('data', (d: Buffer) => (output += d.toString()));
  child.stderr!.on('data', (d: Buffer) => (output += d.toString()));
  return new Promise((resolve) =>
    child.once('close', (code) => {
      running.delete(child.pid!);
      resolve({ code: code ?? -1, output });
    }),
  );
}

const sudoCalls = () => (fs.existsSync(path.join(stubs, 'calls')) ? fs.readFileSync(path.join(stubs, 'calls'), 'utf8').trim().split('\n') : []);
const releases = () => fs.readdirSync(path.join(root, 'releases')).sort();
const inUse = () => fs.realpathSync(path.join(root, 'current'));

/** Pushes a commit to the origin that adds public/version.txt (the build copies it to build/client). */
function pushVersion(text: string): string {
  fs.writeFileSync(path.join(dev, 'public', 'version.txt'), `${text}\n`);
  git(dev, 'add', '-A');
  git(dev, 'commit', '-q', '-m', `Versión ${text}`);
  git(dev, 'push', '-q', 'origin', 'main');
  return git(dev, 'rev-parse', 'HEAD');
}

/**
 * The first administrador, with docs/deploy.md's command (deploy/env-file.sh reads the variables
 * file as systemd does): it opens the database, which applies the migrations.
 */
function createFirstAdministrador(): void {
  execFileSync(
    path.join(root, 'current', 'deploy', 'env-file.sh'),
    [
      envFile,
      'env',
      'NODE_ENV=production',
      'npm',
      'run',
      'staff:create',
      '--',
      '--email',
      'admin@tienda.test',
      '--password',
      'una clave bien larga 123',
      '--name',
      'Admin',
    ],
    { cwd: path.join(root, 'current'), env: { PATH: process.env.PATH, HOME: process.env.HOME }, stdio: ['ignore', 'pipe', 'pipe'] },
  );
}

beforeAll(async () => {
  fs.mkdirSync(stubs, { recursive: true });
  database = await startPostgresServer();

  // The origin holds this checkout's files as they are now (committed or not).
  fs.mkdirSync(dev);
  const files = execFileSync('git', ['ls-files', '-z', '-co', '--exclude-standard'], { cwd: checkout })
    .toString()
    .split('\0')
    .filter((f) => f && fs.existsSync(f));
  for (const file of files) {
    fs.mkdirSync(path.dirname(path.join(dev, file)), { recursive: true });
    fs.copyFileSync(file, path.join(dev, file));
    fs.chmodSync(path.join(dev, file), fs.statSync(file).mode);
  }
  git(dev, 'init', '-q', '-b', 'main');
  git(dev, 'add', '-A');
  git(dev, 'commit', '-q', '-m', 'Primera versión');
  git(work, 'init', '-q', '--bare', '-b', 'main', origin);
  git(dev, 'remote', 'add', 'origin', origin);
  git(dev, 'push', '-q', 'origin', 'main');

  // The server, as docs/deploy.md sets it up.
  fs.mkdirSync(path.join(root, 'releases'), { recursive: true });
  git(work, 'clone', '-q', origin, path.join(root, 'repo'));
  const overrides = {
    DATA_DIR: dataDir,
    BACKUP_DIR: backups,
    DATABASE_URL: database.url,
    CATALOG_SOURCE: path.join(checkout, 'tests/fixtures/catalogo-pequeno.csv'),
    REQUIRE_REAL_CONTENT: 'false',
    SMTP_URL: '',
  };
  fs.writeFileSync(
    envFile,
    fs.readFileSync('deploy/tienda.env.example', 'utf8') +
      Object.entries(overrides)
        .map(([k, v]) => `${k}='${v}'\n`)
        .join(''),
  );
  fs.writeFileSync(path.join(stubs, 'sudo'), `#!/bin/sh\necho "$*" >> '${stubs}/calls'\n`, { mode: 0o755 });
}, 120_000);

// A test that timed out leaves its update.sh (and its build) running: end them before the next.
afterEach(() => {
  for (const pid of running) {
    try {
      process.kill(-pid, 'SIGKILL');
    } catch {
      // already gone
    }
  }
  running.clear();
});

afterAll(async () => {
  await database?.destroy();
  fs.rmSync(work, { recursive: true, force: true });
});

describe('deploy/update.sh', () => {
  it('puts a first release on an empty PostgreSQL in use, then deploys the commit pushed to origin', { timeout: 600_000 }, async () => {
    const first = git(dev, 'rev-parse', 'HEAD');
    const one = await update('main');
    expect(one.output).toContain('Sin copia de seguridad: la base de datos todavía está vacía');
    expect(one.code, one.output).toBe(0);
    expect(one.output).toContain(`Versión en uso: ${first}`);
    expect(inUse()).toContain(first.slice(0, 12));
    expect(fs.existsSync(path.join(inUse(), 'build', 'server', 'index.js'))).toBe(true);
    // The first time there is no service to restart yet.
    expect(sudoCalls()).toEqual([]);

    createFirstAdministrador();
    // The server's checkout stays on its old local main: the update must take origin's.
    const second = pushVersion('dos');
    const localMain = git(path.join(root, 'repo'), 'rev-parse', 'main');
    expect(localMain).toBe(first);

    // Keeping one release: the first goes, never the one in use.
    const two = await update('main', { TIENDA_KEEP_RELEASES: '1' });
    expect(two.code, two.output).toBe(0);
    expect(two.output).toContain(`Versión en uso: ${second}`);
    expect(inUse()).toContain(second.slice(0, 12));
    expect(fs.readFileSync(path.join(inUse(), 'build', 'client', 'version.txt'), 'utf8')).toBe('dos\n');
    // The database had tables this time: a backup was made, readable by its owner only.
    expect(two.output).toContain('Copia de seguridad:');
    const made = fs.readdirSync(backups).filter((f) => f.endsWith('.jsonl.gz'));
    expect(made).toHaveLength(1);
    expect(fs.statSync(path.join(backups, made[0])).mode & 0o077).toBe(0);
    expect(sudoCalls()).toEqual(['-n systemctl restart tienda']);
    expect(releases()).toEqual([path.basename(inUse())]);
  });

  it('removes the release of a failed update and keeps the one in use', { timeout: 120_000 }, async () => {
    const before = inUse();
    // A commit whose build fails.
    fs.writeFileSync(path.join(dev, 'react-router.config.ts'), 'throw new Error("configuración rota");\n');
    git(dev, 'commit', '-q', '-am', 'Romper la compilación');
    git(dev, 'push', '-q', 'origin', 'main');
    const broken = await update('main');
    expect(broken.code).not.toBe(0);
    expect(broken.output).toContain('La actualización falló');
    expect(inUse()).toBe(before);
    expect(releases()).toEqual([path.basename(before)]);
  });

  it('stops at once on an unknown ref, naming it', async () => {
    const unknown = await update('no-existe');
    expect(unknown.code).not.toBe(0);
    expect(unknown.output).toContain("'no-existe' no es una rama de origin, una etiqueta ni un commit.");
  });

  it('fails loudly when the database cannot be reached before the backup', async () => {
    const port = await freePort();
    const answer = await run(process.execPath, [path.join(checkout, 'node_modules/.bin/tsx'), 'scripts/database-state.ts'], {
      env: { ...process.env, NODE_ENV: 'production', DATABASE_URL: `postgres://tienda@127.0.0.1:${port}/tienda` },
    }).then(
      () => ({ code: 0, stderr: '' }),
      (e: { code: number; stderr: string }) => e,
    );
    expect(answer.code).toBe(1);
    expect(answer.stderr).toContain('No se pudo consultar la base de datos de la tienda');
  });
});
