// The built shop started by a test on its own free loopback port and data folder, with its
// output kept (the deployment tests read its log lines).
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { freePort } from '../setup/postgres';
import { keepShopLog } from '../setup/shop-log';

export { freePort };

/** Shops still running: killed when the test worker exits (a timed-out test skips its finally). */
const running = new Set<ChildProcess>();
process.once('exit', () => {
  for (const child of running) child.kill('SIGKILL');
});

export const STAFF = { email: 'admin@tienda.test', password: 'clave-de-prueba-deploy-123', name: 'Equipo Deploy' };

export interface Shop {
  url: string;
  port: number;
  dataDir: string;
  child: ChildProcess;
  /** Everything the shop wrote to stdout and stderr so far. */
  output(): string;
  /** Resolves when /readyz answers 200 (or rejects after the limit). */
  ready(limitMs?: number): Promise<void>;
  stop(signal?: NodeJS.Signals): Promise<number | null>;
}

export function shopEnv(port: number, dataDir: string, extra: Record<string, string> = {}): Record<string, string> {
  return {
    PATH: process.env.PATH ?? '',
    HOME: process.env.HOME ?? '/tmp',
    NODE_ENV: 'production',
    HOST: '127.0.0.1',
    PORT: String(port),
    DATA_DIR: dataDir,
    CATALOG_SOURCE: 'tests/fixtures/catalogo-pequeno.csv',
    CATALOG_REFRESH_SECONDS: '3600',
    WHATSAPP_NUMBER: '5493435550000',
    SHOP_EMAIL: 'ventas@tienda.test',
    ...extra,
  };
}

export async function startShop(options: {
  dataDir: string;
  env?: Record<string, string>;
  port?: number;
  /** A command the shop runs under, e.g. ['prlimit', '--data=1073741824', '--']. */
  prefix?: string[];
}): Promise<Shop> {
  const port = options.port ?? (await freePort());
  fs.mkdirSync(options.dataDir, { recursive: true });
  let output = '';
  const [command, ...args] = [...(options.prefix ?? []), process.execPath, 'server.js'];
  const child = spawn(command!, args, {
    env: shopEnv(port, options.dataDir, options.env),
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  running.add(child);
  child.once('exit', () => running.delete(child));
  keepShopLog(child, `deploy-${port}-${path.basename(options.dataDir)}`);
  child.stdout!.on('data', (d: Buffer) => (output += d.toString()));
  child.stderr!.on('data', (d: Buffer) => (output += d.toString()));
  const url = `http://127.0.0.1:${port}`;
  return {
    url,
    port,
    dataDir: options.dataDir,
    child,
    output: () => output,
    // A bound on a start that hangs: at load 35 on the shared machine the catalogue took over 60 s.
    async ready(limitMs = 180_000) {
      const deadline = Date.now() + limitMs;
      for (;;) {
        if (child.exitCode !== null) throw new Error(`la tienda terminó al iniciar (código ${child.exitCode}):\n${output}`);
        const status = await fetch(`${url}/readyz`).then(
          (r) => r.status,
          () => 0,
        );
        if (status === 200) return;
        if (Date.now() > deadline) throw new Error(`la tienda no quedó lista en ${limitMs} ms:\n${output}`);
        await new Promise((r) => setTimeout(r, 200));
      }
    },
    async stop(signal: NodeJS.Signals = 'SIGTERM') {
      // A shop killed by a signal has no exit code, only signalCode: it is gone all the same.
      if (child.exitCode !== null || child.signalCode !== null) return child.exitCode;
      const exited = new Promise<number | null>((r) => child.once('exit', (code) => r(code)));
      child.kill(signal);
      const timer = setTimeout(() => child.kill('SIGKILL'), 30_000);
      const code = await exited;
      clearTimeout(timer);
      return code;
    },
  };
}

/**
 * The embedded database of a data folder with the staff account (STAFF) in it, made once a run with
 * `npm run staff:create` as an operator makes it, then copied into each data folder that asks: the
 * first open of a new folder (initdb) costs PGlite most of a minute on a busy machine, and the tests
 * that call this check what a shop does with its data, not its first start (the suite's own shops in
 * playwright.config.ts and startup.spec.ts start on new folders). Shared by the run's workers: the
 * first one makes it under a lock, the others wait for it.
 */
export async function embeddedDataDir(dataDir: string): Promise<string> {
  const template = await embeddedTemplate();
  fs.rmSync(dataDir, { recursive: true, force: true });
  fs.mkdirSync(dataDir, { recursive: true });
  fs.cpSync(path.join(template, 'db'), path.join(dataDir, 'db'), { recursive: true });
  return dataDir;
}

/** A folder a run (E2E_LOG_DIR is new each run): earlier runs' templates on this port are removed. */
function templatePaths(): { parent: string; template: string } {
  const run = process.env.E2E_LOG_DIR;
  if (!run) return { parent: path.resolve('.tmp'), template: path.resolve(`.tmp/e2e-plantilla-db-${process.pid}`) };
  // E2E_LOG_DIR is .tmp/e2e-<port>/logs/<time>: the template goes beside logs/.
  const parent = path.dirname(path.dirname(run));
  return { parent, template: path.join(parent, `plantilla-db-${path.basename(run)}`) };
}

let templateMade: Promise<string> | undefined;
function embeddedTemplate(): Promise<string> {
  // A failed attempt (a timed-out test) is not kept: the next test tries again.
  return (templateMade ??= makeTemplate().catch((error: unknown) => {
    templateMade = undefined;
    throw error;
  }));
}

async function makeTemplate(): Promise<string> {
  const { parent, template } = templatePaths();
  const lock = `${template}.lock`;
  const deadline = Date.now() + 300_000;
  fs.mkdirSync(parent, { recursive: true });
  for (;;) {
    // Complete once renamed into place.
    if (fs.existsSync(path.join(template, 'db', 'PG_VERSION'))) return template;
    let holder = false;
    try {
      fs.mkdirSync(lock);
      holder = true;
    } catch {
      // Another worker is making it, unless that worker is gone.
      const pid = lockHolder(lock);
      if (pid > 0 && !isAlive(pid)) fs.rmSync(lock, { recursive: true, force: true });
    }
    if (holder) {
      try {
        fs.writeFileSync(path.join(lock, 'pid'), String(process.pid));
        for (const entry of fs.readdirSync(parent)) {
          if (entry.startsWith('plantilla-db-') && !entry.startsWith(path.basename(template))) {
            fs.rmSync(path.join(parent, entry), { recursive: true, force: true });
          }
        }
        // Its own folder: a worker that died holding the lock may have left a staff:create running.
        const making = `${template}.${process.pid}`;
        fs.rmSync(making, { recursive: true, force: true });
        await createStaff({ DATA_DIR: making });
        fs.renameSync(making, template);
        return template;
      } finally {
        fs.rmSync(lock, { recursive: true, force: true });
      }
    }
    if (Date.now() > deadline) throw new Error(`la base de datos de plantilla no quedó lista en 300 s (${template})`);
    await new Promise((r) => setTimeout(r, 250));
  }
}

/** The pid of the worker making the template; 0 while it has not written it yet (or is done). */
function lockHolder(lock: string): number {
  try {
    return Number(fs.readFileSync(path.join(lock, 'pid'), 'utf8')) || 0;
  } catch {
    return 0;
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/** Creates a staff account in a data folder (or database) the way an operator does. */
export async function createStaff(env: Record<string, string>): Promise<void> {
  const child = spawn(
    process.execPath,
    [path.resolve('node_modules/tsx/dist/cli.mjs'), 'scripts/staff-create.ts', '--email', STAFF.email, '--password', STAFF.password, '--name', STAFF.name],
    { env: { ...shopEnv(3000, env.DATA_DIR ?? ''), ...env, NODE_ENV: 'production' }, stdio: ['ignore', 'pipe', 'pipe'] },
  );
  running.add(child);
  child.once('exit', () => running.delete(child));
  let output = '';
  child.stdout!.on('data', (d: Buffer) => (output += d.toString()));
  child.stderr!.on('data', (d: Buffer) => (output += d.toString()));
  const code = await new Promise<number | null>((r) => child.once('exit', r));
  if (code !== 0) throw new Error(`staff:create terminó con ${code}:\n${output}`);
}

/** A product id of the fixture catalogue (first product the API lists). */
export async function someProductId(url: string): Promise<string> {
  const body = (await fetch(`${url}/api/productos`).then((r) => r.json())) as { productos: { id: string }[] };
  return body.productos[0].id;
}

/** The JSON body the quote page's script posts for visitor `n` (one line of `productId`). */
export function quoteBody(productId: string, n: number, key: string): string {
  return JSON.stringify({
    name: `Cliente Prueba ${n}`,
    location: 'Paraná',
    province: 'Entre Ríos',
    email: `cliente${n}.prueba@campo-ejemplo.com.ar`,
    phone: `+54 9 343 ${String(4000000 + n).slice(0, 3)}-${String(1000 + n).slice(-4)}`,
    items: [{ id: productId, quantity: 1 + (n % 3) }],
    idempotencyKey: key,
    website: '',
  });
}

/** Posts a quote request as the page's script does (JSON). */
export async function postQuote(url: string, productId: string, n: number, key = crypto.randomUUID()): Promise<Response> {
  return fetch(`${url}/presupuesto`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
    body: quoteBody(productId, n, key),
  });
}

/** Signs in to the staff area through the JSON endpoint the sign-in page uses; returns the status and cookie. */
export async function signIn(url: string): Promise<{ status: number; cookie: string }> {
  const res = await fetch(`${url}/admin/api/ingresar`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Origin: url },
    body: JSON.stringify({ email: STAFF.email, password: STAFF.password }),
  });
  const cookie = res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  return { status: res.status, cookie };
}
