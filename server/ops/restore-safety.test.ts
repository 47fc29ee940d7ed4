// A restore that fails or is refused leaves the target exactly as it was: a cut file, a row that
// breaks a constraint halfway through the insert, a shop still using the database. And --force
// keeps a backup of what it replaces.
import { spawn } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPostgresDatabase, ENGINES } from '../../tests/setup/databases';
import { insertFirstAnswer, insertQuote } from '../../tests/support/backup-rows';
import { createDatabase, rowsOf, type Database, type Engine } from '../db/client';
import { consultas, staffUsers } from '../db/schema';
import { createBackup } from './backup';
import { BackupError, tablesInOrder } from './backup-format';
import { readBackup } from './backup-read';
import { sign } from './backup-signing';
import { restoreBackup } from './restore';

// Backups are signed with this key; restores check it.
const SIGNING_KEY = 'clave-de-firma-de-las-pruebas-0123456789abcdef';
process.env.BACKUP_SIGNING_KEY = SIGNING_KEY;

async function fill(db: Database, prefix: string, quotes: number): Promise<void> {
  const [user] = await db
    .insert(staffUsers)
    .values({ email: `${prefix}@tienda.test`, passwordHash: 'x', name: prefix, role: 'administrador' })
    .returning();
  for (let i = 0; i < quotes; i++) {
    const quoteId = await insertQuote(db, { key: `${prefix}-${i}`, name: `${prefix} ${i}`, email: `${prefix}${i}@example.com`, cart: [], total: 10 });
    await insertFirstAnswer(db, quoteId, { message: 'Hola', totalCents: 1000, userId: user.id, actor: `${prefix}@tienda.test` });
  }
  await db.insert(consultas).values({ idempotencyKey: `${prefix}-e`, name: 'María', email: 'm@example.com', message: 'Hola, ¿tienen stock?' });
}

/** Every table's rows as text: equal before and after means untouched. */
async function snapshot(db: Database): Promise<Record<string, string[]>> {
  const out: Record<string, string[]> = {};
  for (const table of tablesInOrder()) {
    out[table] = rowsOf<{ r: string }>(await db.execute(sql.raw(`select row_to_json(t)::text as r from "${table}" t order by 1`))).map((r) => r.r);
  }
  return out;
}

/** A backup rewritten line by line, with its checksum and counts made to match again. */
function rewrite(file: string, out: string, edit: (lines: string[]) => string[]): string {
  const lines = zlib.gunzipSync(fs.readFileSync(file)).toString().split('\n').filter(Boolean);
  const trailer = JSON.parse(lines.at(-1)!) as { rows: Record<string, number>; sha256: string };
  const body = edit(lines.slice(0, -1));
  const rows: Record<string, number> = {};
  let table = '';
  for (const line of body.slice(1)) {
    if (line.startsWith('{"table":')) rows[(table = (JSON.parse(line) as { table: string }).table)] = 0;
    else rows[table]++;
  }
  const text = body.map((l) => `${l}\n`).join('');
  const sha256 = crypto.createHash('sha256').update(text).digest('hex');
  const signed = { ...trailer, end: true, rows, sha256, hmac: sign(Buffer.from(SIGNING_KEY), sha256) };
  fs.writeFileSync(out, zlib.gzipSync(`${text}${JSON.stringify(signed)}\n`));
  return out;
}

describe.each(ENGINES)('una restauración fallida o rechazada no toca la base (%s)', (engine: Engine) => {
  let root: string;
  let backupFile: string;
  let url: string | undefined;
  let dataDir: string;
  let before: Record<string, string[]>;
  const drops: (() => Promise<void>)[] = [];
  const open = () => createDatabase({ databaseUrl: url, dataDir, poolMax: 2 });
  const target = () => ({ databaseUrl: url, dataDir });

  beforeAll(async () => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), 'tienda-restauracion-segura-'));
    const source = await createDatabase({ dataDir: path.join(root, 'origen') });
    await fill(source, 'copia', 12);
    backupFile = (await createBackup(source, path.join(root, 'copias'))).file;
    await source.$close();
    dataDir = path.join(root, 'destino');
    if (engine === 'postgres') {
      const pgdb = await createPostgresDatabase();
      drops.push(pgdb.drop);
      url = pgdb.url;
    }
    const db = await open();
    await fill(db, 'vivo', 5);
    before = await snapshot(db);
    await db.$close();
  }, 120_000);
  afterAll(async () => {
    for (const drop of drops) await drop();
    fs.rmSync(root, { recursive: true, force: true });
  });

  async function unchanged(): Promise<void> {
    const db = await open();
    try {
      expect(await snapshot(db)).toEqual(before);
    } finally {
      await db.$close();
    }
  }

  it('un archivo cortado: rechazado, la base igual', async () => {
    const bytes = fs.readFileSync(backupFile);
    const cut = path.join(root, 'cortada.jsonl.gz');
    fs.writeFileSync(cut, bytes.subarray(0, Math.floor(bytes.length * 0.7)));
    await expect(restoreBackup(cut, target(), { force: true })).rejects.toThrow(/incompleta|dañada/);
    await unchanged();
  });

  it('una fila que rompe una restricción a mitad de la carga: se deshace todo, la base igual', async () => {
    // The last table's first row twice: its primary key fails after every other table is in.
    const bad = rewrite(backupFile, path.join(root, 'duplicada.jsonl.gz'), (lines) => {
      const at = lines.findIndex((l) => l === '{"table":"presupuesto_respuestas"}');
      expect(at).toBeGreaterThan(0);
      return [...lines.slice(0, at + 2), lines[at + 1], ...lines.slice(at + 2)];
    });
    await readBackup(bad); // a well-formed file: only the database can refuse it
    const refused = await restoreBackup(bad, target(), { force: true }).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(BackupError);
    expect((refused as Error).message).toMatch(/se deshizo por completo: la base quedó como estaba \(.*(duplicate key|duplicada)/);
    expect((refused as Error).message.length).toBeLessThan(600);
    await unchanged();
  });

  it('con la tienda usando la base: rechazada, nombrando qué detener; la base igual', async () => {
    if (engine === 'pglite') {
      // PGlite is one process per folder: a shop is another process holding db.lock.
      const other = spawn('sleep', ['60'], { stdio: 'ignore' });
      fs.writeFileSync(path.join(dataDir, 'db.lock'), JSON.stringify({ pid: other.pid, command: 'node server.js', since: new Date().toISOString() }));
      try {
        await expect(restoreBackup(backupFile, target(), { force: true })).rejects.toThrow(/en uso por la tienda .*pid \d+: node server\.js/);
      } finally {
        other.kill();
        await new Promise((r) => other.once('exit', r));
      }
      await unchanged();
      return;
    }
    const shop = await open();
    try {
      const refused = await restoreBackup(backupFile, target(), { force: true }).catch((error: unknown) => error);
      expect(refused).toBeInstanceOf(BackupError);
      expect((refused as Error).message).toMatch(/en uso por la tienda \(tienda: .*pid \d+.*\)\. Detené la tienda/);
      expect(await snapshot(shop)).toEqual(before);
    } finally {
      await shop.$close();
    }
    await unchanged();
  });

  it('--force guarda primero una copia de lo que reemplaza, y dice dónde', async () => {
    const result = await restoreBackup(backupFile, target(), { force: true });
    expect(result.replacedBackup).toMatch(/antes-de-restaurar/);
    const kept = await readBackup(result.replacedBackup!);
    expect(kept.trailer.rows.presupuestos).toBe(before.presupuestos.length);
    const db = await open();
    try {
      expect((await snapshot(db)).presupuestos.length).toBe(12);
    } finally {
      await db.$close();
    }
    // And that backup brings the replaced rows back.
    await restoreBackup(result.replacedBackup!, target(), { force: true, replacedDir: path.join(root, 'otra') });
    await unchanged();
  }, 60_000);
});
