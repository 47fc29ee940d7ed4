// `npm run dev` as the README starts it: Vite's development server through server.js, the sample
// catalogue and a throwaway data folder. It runs on a copy of the project (its node_modules
// linked, not copied) so that a page can be edited to see the edit picked up without touching the
// checkout. A logger transport that could not load once made every development page a 500
// while every other test passed.
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../tests/setup/postgres';

/** What the development server reads from the project (the rest is tests, docs and tools). */
const PROJECT_FILES = [
  'app',
  'server',
  'domain',
  'data',
  'public',
  'scripts',
  'drizzle',
  'server.js',
  'package.json',
  'vite.config.ts',
  'react-router.config.ts',
  'tsconfig.json',
];
/** The sign-in page's subtitle, edited in the copy to check the reload. */
const SIGN_IN_PAGE = 'app/routes/admin/sign-in.tsx';
const SUBTITLE = 'Acceso solo para el equipo de la tienda.';
/** The first Vite transform of every module is slow on a busy two-core machine. */
const START_LIMIT_MS = 420_000;

let root = '';
let child: ChildProcess | undefined;
let output = '';
let url = '';

/** The development server is npm, its shell and node: stop the whole process group. */
function stopGroup(signal: NodeJS.Signals): void {
  if (child?.pid === undefined || child.exitCode !== null || child.signalCode !== null) return;
  try {
    process.kill(-child.pid, signal);
  } catch {
    // already gone
  }
}
// A test worker that ends early (a timed-out hook) still takes the server down.
process.once('exit', () => stopGroup('SIGKILL'));

function copyProject(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'tienda-dev-'));
  for (const entry of PROJECT_FILES) fs.cpSync(entry, path.join(dir, entry), { recursive: true });
  // Each package linked on its own, so Vite's cache (node_modules/.vite) is the copy's, not the checkout's.
  fs.mkdirSync(path.join(dir, 'node_modules'));
  for (const entry of fs.readdirSync('node_modules')) {
    if (entry !== '.vite') fs.symlinkSync(path.resolve('node_modules', entry), path.join(dir, 'node_modules', entry));
  }
  return dir;
}

async function get(pathname: string): Promise<{ status: number; body: string }> {
  const response = await fetch(url + pathname, { signal: AbortSignal.timeout(120_000) });
  return { status: response.status, body: await response.text() };
}

async function waitUntil(limitMs: number, what: string, check: () => Promise<boolean>): Promise<void> {
  const deadline = Date.now() + limitMs;
  for (;;) {
    if (child?.exitCode !== null) throw new Error(`npm run dev terminó (código ${child?.exitCode}):\n${output}`);
    if (await check()) return;
    if (Date.now() > deadline) throw new Error(`${what}: no ocurrió en ${limitMs / 1000} s:\n${output.slice(-4000)}`);
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}

beforeAll(async () => {
  root = copyProject();
  const port = await freePort();
  url = `http://127.0.0.1:${port}`;
  child = spawn('npm', ['run', 'dev'], {
    cwd: root,
    // Only what a developer's shell would have: no DATABASE_URL or NODE_ENV from the test run.
    env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? os.tmpdir(), HOST: '127.0.0.1', PORT: String(port), DATA_DIR: path.join(root, '.data') },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  let failures = 0;
  await waitUntil(START_LIMIT_MS, 'la tienda de desarrollo lista (/readyz 200)', async () => {
    const answer = await get('/readyz').catch(() => undefined);
    if (!answer) return false; // not listening yet
    const { status, body } = answer;
    // 503 while the catalogue loads. Another 5xx three times running is an app that cannot load:
    // say so now rather than after the whole wait.
    failures = status >= 500 && status !== 503 ? failures + 1 : 0;
    if (failures >= 3) throw new Error(`/readyz respondió ${status}: ${body.slice(0, 300)}\n${output.slice(-4000)}`);
    return status === 200;
  });
}, START_LIMIT_MS + 30_000);

afterAll(async () => {
  if (child && child.exitCode === null && child.signalCode === null) {
    const exited = new Promise((resolve) => child!.once('exit', resolve));
    stopGroup('SIGTERM');
    const timer = setTimeout(() => stopGroup('SIGKILL'), 15_000);
    await exited;
    clearTimeout(timer);
  }
  if (root) fs.rmSync(root, { recursive: true, force: true });
}, 60_000);

describe('npm run dev', () => {
  it('answers 200 for the home page, a product page and the staff sign-in page', async () => {
    const home = await get('/');
    expect(home.status, home.body.slice(0, 500)).toBe(200);
    expect(home.body).toContain('Agro Industrial Paraná');

    const listing = JSON.parse((await get('/api/productos')).body) as { productos: { slug: string; name: string }[] };
    const [product] = listing.productos;
    const page = await get(`/producto/${product.slug}`);
    expect(page.status, page.body.slice(0, 500)).toBe(200);
    expect(page.body).toContain(product.name);

    const signIn = await get('/admin/ingresar');
    expect(signIn.status, signIn.body.slice(0, 500)).toBe(200);
    expect(signIn.body).toContain(SUBTITLE);
  }, 300_000);

  it('picks up an edit of a page without a restart (hot reload)', async () => {
    const file = path.join(root, SIGN_IN_PAGE);
    const edited = 'Acceso solo para el equipo de la tienda (editado).';
    const source = fs.readFileSync(file, 'utf8');
    expect(source).toContain(SUBTITLE);
    fs.writeFileSync(file, source.replace(SUBTITLE, edited));
    await waitUntil(120_000, 'la página editada', async () => (await get('/admin/ingresar')).body.includes(edited));
  }, 150_000);
});
