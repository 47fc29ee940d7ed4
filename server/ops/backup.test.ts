// Backup and restore against real databases (PGlite and PostgreSQL): every row back, staff can
// sign in, and bad files change nothing.
import { spawn } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPostgresDatabase, ENGINES } from '../../tests/setup/databases';
import { insertFirstAnswer, insertQuote } from '../../tests/support/backup-rows';
import { verifyPassword } from '../auth/password';
import { createStaffUser, findStaffByEmail } from '../auth/users';
import { createDatabase, type Database, type Engine } from '../db/client';
import { consultas, correos, presupuestos, teamMembers } from '../db/schema';
import { createBackup } from './backup';
import { listBackups, pruneBackups } from './backup-folder';
import { BackupError, tablesInOrder } from './backup-format';
import { readBackup } from './backup-read';
import { sign } from './backup-signing';
import { restoreBackup } from './restore';

// Backups are signed with this key; restores check it.
const SIGNING_KEY = 'clave-de-firma-de-las-pruebas-0123456789abcdef';
process.env.BACKUP_SIGNING_KEY = SIGNING_KEY;

const PASSWORD = 'clave-de-prueba-copias-123';

async function fill(db: Database, quotes: number): Promise<void> {
  const user = await createStaffUser(db, { email: 'admin@tienda.test', password: PASSWORD, name: 'Admin', role: 'administrador' });
  for (let i = 0; i < quotes; i++) {
    const quoteId = await insertQuote(db, {
      key: `k-${i}`,
      name: `Cliente ${i} "con comillas" y ñandú`,
      email: `c${i}@example.com`,
      cart: [{ id: '1', name: 'Bomba', code: 'B1', quantity: 2, price: '$ 1.500', unitPrice: 1500 }],
      total: 3000.5,
    });
    if (i % 3 === 0) {
      await insertFirstAnswer(db, quoteId, { message: 'Hola\nlínea 2', totalCents: 300050, userId: user.id, actor: 'admin@tienda.test' });
    }
  }
  await db.insert(consultas).values({ idempotencyKey: 'e-1', name: 'María', email: 'm@example.com', message: 'Hola, ¿tienen stock?' });
  await db.insert(teamMembers).values({ name: 'Ana', role: 'vendedor', gender: 'femenino', whatsapp: '5493434000000' });
  await db.insert(correos).values({ kind: 'presupuesto', to: 'v@example.com', subject: 's', text: 't', html: '<p>h</p>' });
}

async function counts(db: Database): Promise<Record<string, number>> {
  const out: Record<string, number> = {};
  for (const table of tablesInOrder()) {
    const result = (await db.execute(`select count(*)::int as n from "${table}"` as never)) as unknown;
    const rows = (Array.isArray(result) ? result : (result as { rows: { n: number }[] }).rows) as { n: number }[];
    out[table] = Number(rows[0].n);
  }
  return out;
}

interface Target {
  engine: Engine;
  dataDir: string;
  url?: string;
  open(): Promise<Database>;
  drop(): Promise<void>;
}

async function target(engine: Engine, root: string, name: string): Promise<Target> {
  const dataDir = path.join(root, name);
  if (engine === 'pglite') {
    return { engine, dataDir, open: () => createDatabase({ dataDir }), drop: async () => undefined };
  }
  const pgdb = await createPostgresDatabase();
  return { engine, dataDir, url: pgdb.url, open: () => createDatabase({ databaseUrl: pgdb.url, dataDir, poolMax: 2 }), drop: pgdb.drop };
}

/** The backup's text with its checksum recomputed and signed with `key` (null: no signature). */
function resigned(plain: string, key: string | null): Buffer {
  const lines = plain.split('\n').filter(Boolean);
  const body = lines
    .slice(0, -1)
    .map((l) => `${l}\n`)
    .join('');
  const sha256 = crypto.createHash('sha256').update(body).digest('hex');
  const { hmac: _hmac, ...trailer } = JSON.parse(lines.at(-1)!) as { hmac?: string };
  return zlib.gzipSync(`${body}${JSON.stringify({ ...trailer, sha256, ...(key ? { hmac: sign(Buffer.from(key), sha256) } : {}) })}\n`);
}

/** A small gzip that inflates to one 80 MB line (no newline anywhere). */
async function hugeLine(): Promise<Buffer> {
  const chunks: Buffer[] = [];
  const gzip = zlib.createGzip();
  gzip.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise((r) => gzip.once('end', r));
  const mb = Buffer.alloc(1024 * 1024, 'a');
  for (let i = 0; i < 80; i++) if (!gzip.write(mb)) await new Promise((r) => gzip.once('drain', r));
  gzip.end();
  await done;
  return Buffer.concat(chunks);
}

describe.each(ENGINES)('copia y restauración con %s', (engine) => {
  let root: string;
  let source: Target;
  let backupFile: string;
  let original: Record<string, number>;

  beforeAll(async () => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), 'tienda-copias-'));
    source = await target(engine, root, 'origen');
    const db = await source.open();
    await fill(db, 30);
    original = await counts(db);
    const result = await createBackup(db, path.join(root, 'copias'));
    backupFile = result.file;
    expect(result.rows).toEqual(original);
    // A backup holds password hashes and every customer's data: the shop user's only.
    expect(fs.statSync(backupFile).mode & 0o777).toBe(0o600);
    expect(fs.statSync(path.dirname(backupFile)).mode & 0o777).toBe(0o700);
    if (engine === 'pglite') expect(fs.statSync(source.dataDir).mode & 0o777).toBe(0o700);
    await db.$close();
  }, 60_000);
  afterAll(async () => {
    await source?.drop();
    fs.rmSync(root, { recursive: true, force: true });
  });

  it('restaura en una base vacía: las mismas filas y el personal puede ingresar', async () => {
    const dest = await target(engine, root, 'destino');
    const result = await restoreBackup(backupFile, { databaseUrl: dest.url, dataDir: dest.dataDir });
    expect(result.rows).toEqual(original);
    const db = await dest.open();
    expect(await counts(db)).toEqual(original);
    const user = await findStaffByEmail(db, 'admin@tienda.test');
    expect(await verifyPassword(PASSWORD, user!.passwordHash)).toBe(true);
    const [quote] = await db.select().from(presupuestos).limit(1);
    expect(quote.nombreApellido).toMatch(/con comillas" y ñandú$/);
    expect(quote.detallesCarrito[0].unitPrice).toBe(1500);
    expect(quote.createdAt).toBeInstanceOf(Date);

    // Not empty any more: refused without --force, nothing changed; with --force replaced.
    await db.insert(consultas).values({ idempotencyKey: 'e-nueva', name: 'Otra', email: 'o@example.com', message: 'Consulta nueva' });
    await db.$close();
    await expect(restoreBackup(backupFile, { databaseUrl: dest.url, dataDir: dest.dataDir })).rejects.toThrow(/no está vacía.*--force/);
    const again = await dest.open();
    expect((await counts(again)).consultas).toBe(original.consultas + 1);
    await again.$close();
    await restoreBackup(backupFile, { databaseUrl: dest.url, dataDir: dest.dataDir }, { force: true });
    const replaced = await dest.open();
    expect(await counts(replaced)).toEqual(original);
    await replaced.$close();
    await dest.drop();
  }, 60_000);

  it('rechaza archivos truncados, editados o de otra aplicación sin tocar la base', async () => {
    const bytes = fs.readFileSync(backupFile);
    const plain = zlib.gunzipSync(bytes).toString();
    const variants: [string, Buffer, RegExp][] = [
      ['truncado', bytes.subarray(0, Math.floor(bytes.length / 2)), /incompleta|dañada/],
      ['sin cierre', zlib.gzipSync(plain.split('\n').slice(0, -2).join('\n') + '\n'), /incompleta/],
      ['editado', zlib.gzipSync(plain.replace('Cliente 1 ', 'Cliente 9 ')), /suma de verificación/],
      // Edited with its checksum recomputed: only the signature can tell.
      [
        'editado y resumado',
        resigned(plain.replace('Cliente 1 ', 'Cliente 9 '), 'otra-clave-que-no-es-la-de-la-tienda-000000'),
        /firma de la copia no coincide/,
      ],
      ['sin firma', resigned(plain, null), /no tiene firma.*--skip-signature/],
      ['una línea enorme', await hugeLine(), /línea de más de 64 MB/],
      ['otra app', zlib.gzipSync(plain.replace('"app":"tienda-agro-parana"', '"app":"otra-tienda"')), /otra aplicación/],
      ['esquema nuevo', zlib.gzipSync(plain.replace(/"schemaVersion":"[^"]+"/, '"schemaVersion":"0999_futuro"')), /esquema .* más nuevo/],
      ['no es gzip', Buffer.from('hola'), /incompleta|dañada|no es una copia/],
    ];
    const dest = await target(engine, root, 'destino-malo');
    for (const [name, content, message] of variants) {
      const file = path.join(root, `${name}.jsonl.gz`);
      fs.writeFileSync(file, content);
      const refused = await restoreBackup(file, { databaseUrl: dest.url, dataDir: dest.dataDir }).then(
        () => null,
        (error: unknown) => error,
      );
      expect(refused, name).toBeInstanceOf(BackupError);
      expect((refused as Error).message, name).toMatch(message);
    }
    // Nothing was created in the target.
    if (engine === 'pglite') expect(fs.existsSync(path.join(dest.dataDir, 'db'))).toBe(false);
    await dest.drop();
  });

  it('una copia de un esquema anterior se restaura y se migra hacia adelante', async () => {
    // The same rows as a backup made at 0007: every table and column the later migrations add is
    // taken out (read from their SQL files), and the header says 0007.
    const plain = zlib.gunzipSync(fs.readFileSync(backupFile)).toString();
    const lines = plain.split('\n').filter(Boolean);
    const header = JSON.parse(lines[0]) as { schemaVersion: string; tables: string[] };
    const journal = JSON.parse(fs.readFileSync('drizzle/meta/_journal.json', 'utf8')) as { entries: { tag: string }[] };
    const latest = journal.entries.at(-1)!.tag;
    expect(header.schemaVersion).toBe(latest);
    const later = journal.entries.map((e) => e.tag).filter((tag) => tag > '0007_shared_limits');
    const sql = later.map((tag) => fs.readFileSync(`drizzle/${tag}.sql`, 'utf8')).join('\n');
    const added = [...sql.matchAll(/ALTER TABLE "([a-z_]+)" ADD COLUMN "([a-z_]+)"/g)].map((m) => [m[1], m[2]]);
    const newTables = new Set([...sql.matchAll(/CREATE TABLE "([a-z_]+)"/g)].map((m) => m[1]));
    expect(newTables.has('presupuesto_respuestas')).toBe(true);
    const out: string[] = [];
    let table = '';
    for (const line of lines.slice(1, -1)) {
      if (line.startsWith('{"table":')) table = (JSON.parse(line) as { table: string }).table;
      if (newTables.has(table)) continue;
      if (!line.startsWith('{"table":')) {
        const row = JSON.parse(line) as Record<string, unknown>;
        for (const [t, column] of added) if (t === table) delete row[column];
        out.push(JSON.stringify(row));
      } else out.push(line);
    }
    const oldHeader = { ...header, schemaVersion: '0007_shared_limits', tables: header.tables.filter((t) => !newTables.has(t)) };
    const body = [JSON.stringify(oldHeader), ...out].map((l) => `${l}\n`).join('');
    const rows = Object.fromEntries(Object.entries(original).filter(([t]) => !newTables.has(t)));
    const trailer = { end: true, rows, sha256: crypto.createHash('sha256').update(body).digest('hex') };
    const file = path.join(root, 'antigua.jsonl.gz');
    fs.writeFileSync(file, zlib.gzipSync(`${body}${JSON.stringify(trailer)}\n`));
    expect(added.length).toBeGreaterThan(0);

    const dest = await target(engine, root, 'destino-antiguo');
    // Made before signatures: refused unless the person restoring says they trust it.
    await expect(restoreBackup(file, { databaseUrl: dest.url, dataDir: dest.dataDir })).rejects.toThrow(/no tiene firma/);
    const result = await restoreBackup(file, { databaseUrl: dest.url, dataDir: dest.dataDir }, { skipSignature: true });
    expect(result.schemaVersion).toBe(latest);
    const db = await dest.open();
    const after = await counts(db);
    expect(after.presupuestos).toBe(original.presupuestos);
    expect(after.presupuesto_respuestas).toBe(0);
    await db.$close();
    await dest.drop();
  }, 60_000);
});

describe('copias en disco', () => {
  it('kill -9 durante la copia: las anteriores quedan intactas y no queda ningún archivo que parezca completo', async () => {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), 'tienda-copias-kill-'));
    const dataDir = path.join(root, 'datos');
    const dir = path.join(root, 'copias');
    const db = await createDatabase({ dataDir });
    await fill(db, 3000);
    const earlier = await createBackup(db, dir, new Date('2026-01-01T00:00:00Z'));
    await db.$close();
    const earlierBytes = fs.readFileSync(earlier.file);

    // A backup in a child process, killed as soon as its temporary file appears.
    const child = spawn(process.execPath, [path.resolve('node_modules/tsx/dist/cli.mjs'), 'scripts/backup.ts', '--dir', dir], {
      env: { ...process.env, NODE_ENV: 'production', DATA_DIR: dataDir, PORT: '3000' },
      stdio: 'ignore',
    });
    const exited = new Promise((r) => child.once('exit', r));
    const started = Date.now();
    while (!fs.readdirSync(dir).some((n) => n.endsWith('.partial')) && Date.now() - started < 30_000 && child.exitCode === null) {
      await new Promise((r) => setTimeout(r, 5));
    }
    child.kill('SIGKILL');
    await exited;

    const names = fs.readdirSync(dir);
    expect(names.some((n) => n.endsWith('.partial'))).toBe(true);
    expect(listBackups(dir).map((b) => b.name)).toEqual([path.basename(earlier.file)]);
    expect(fs.readFileSync(earlier.file).equals(earlierBytes)).toBe(true);
    await readBackup(earlier.file);
    // The next prune removes an old leftover.
    expect(pruneBackups(dir, 14, Date.now() + 2 * 3_600_000).some((n) => n.endsWith('.partial'))).toBe(true);
    fs.rmSync(root, { recursive: true, force: true });
  }, 120_000);

  it('pruneBackups deja las más nuevas', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'tienda-copias-prune-'));
    for (const day of ['01', '02', '03', '04']) fs.writeFileSync(path.join(dir, `tienda-2026-11-${day}T03-00-00Z.jsonl.gz`), 'x');
    fs.writeFileSync(path.join(dir, 'otra-cosa.txt'), 'x');
    expect(pruneBackups(dir, 2).sort()).toEqual(['tienda-2026-11-01T03-00-00Z.jsonl.gz', 'tienda-2026-11-02T03-00-00Z.jsonl.gz']);
    expect(fs.readdirSync(dir).sort()).toEqual(['otra-cosa.txt', 'tienda-2026-11-03T03-00-00Z.jsonl.gz', 'tienda-2026-11-04T03-00-00Z.jsonl.gz']);
    fs.rmSync(dir, { recursive: true, force: true });
  });
});
