// The database client: PGlite under DATA_DIR/db, PostgreSQL from a URL, migrations once.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { createPostgresDatabase } from '../../tests/setup/databases';
import { createDatabase, initdbInChild } from './client';
import { consultas, correos, presupuestos } from './schema';

const tempDirs: string[] = [];
const tempDir = () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'tienda-db-'));
  tempDirs.push(dir);
  return dir;
};
afterAll(() => tempDirs.forEach((dir) => fs.rmSync(dir, { recursive: true, force: true })));

// A new PGlite folder is initdb plus every migration: seconds alone, over 30 s on a loaded 2-core
// machine while other test files run beside it.
const NEW_FOLDER_TIMEOUT = 120_000;

describe('databaseHandle (PGlite desde la configuración)', () => {
  it(
    'abre PGlite en DATA_DIR/db (creando la carpeta), una sola vez, y no guarda una apertura fallida',
    async () => {
      const root = tempDir();
      const dataDir = path.join(root, 'datos');
      fs.writeFileSync(dataDir, 'un archivo donde debería ir una carpeta');
      vi.resetModules();
      vi.stubEnv('DATA_DIR', dataDir);
      vi.stubEnv('DATABASE_URL', '');
      try {
        const { databaseHandle, describeDatabase } = await import('./client');
        const { getConfig } = await import('../config');
        const handle = databaseHandle({ databaseUrl: getConfig().DATABASE_URL, dataDir: getConfig().dataDir });
        const getDatabase = () => handle.get();
        const closeDatabase = () => handle.close();
        await expect(getDatabase()).rejects.toThrow();

        fs.rmSync(dataDir);
        const db = await getDatabase();
        expect(db.$engine).toBe('pglite');
        expect(await getDatabase()).toBe(db);
        expect(fs.existsSync(path.join(dataDir, 'db', 'PG_VERSION'))).toBe(true);
        expect(describeDatabase()).toContain(path.join(dataDir, 'db'));
        expect(await db.select().from(presupuestos)).toEqual([]);
        // The small buffer pool (memory bound of one process).
        expect(((await db.execute(sql`show shared_buffers`)) as unknown as { rows: unknown[] }).rows).toEqual([{ shared_buffers: '16MB' }]);

        await closeDatabase();
        await expect(db.select().from(presupuestos)).rejects.toThrow();
        await closeDatabase(); // a second close is harmless
        await expect(getDatabase()).rejects.toThrow('cerrada'); // no reopening during shutdown
      } finally {
        vi.unstubAllEnvs();
      }
    },
    NEW_FOLDER_TIMEOUT,
  );
});

describe('initdbInChild (a new PGlite folder is created in a short-lived child process)', () => {
  it(
    'creates the folder without loading PGlite in this process, and the shop opens it',
    async () => {
      const dir = path.join(tempDir(), 'db');
      fs.mkdirSync(dir);
      const before = process.memoryUsage().external;
      await initdbInChild(dir);
      expect(fs.existsSync(path.join(dir, 'PG_VERSION'))).toBe(true);
      // initdb in this process would have added hundreds of MB of WebAssembly memory here.
      expect(process.memoryUsage().external - before).toBeLessThan(50 * 1024 * 1024);
      const db = await createDatabase({ dataDir: path.dirname(dir) });
      try {
        expect(((await db.execute(sql`show shared_buffers`)) as unknown as { rows: unknown[] }).rows).toEqual([{ shared_buffers: '16MB' }]);
        expect(await db.select().from(presupuestos)).toEqual([]);
      } finally {
        await db.$close();
      }
    },
    NEW_FOLDER_TIMEOUT,
  );

  it('rejects with what the child said when it cannot create the folder', async () => {
    const file = path.join(tempDir(), 'un-archivo');
    fs.writeFileSync(file, 'no es una carpeta');
    await expect(initdbInChild(path.join(file, 'db'))).rejects.toThrow(/initdb terminó con código 1: .+/s);
  });
});

describe('PostgreSQL', () => {
  it('dos procesos que arrancan a la vez aplican las migraciones sin chocar, y reabrir no las repite', async () => {
    const target = await createPostgresDatabase();
    try {
      const dbs = await Promise.all([0, 1, 2].map(() => createDatabase({ databaseUrl: target.url, dataDir: '.', poolMax: 2 })));
      expect(dbs.map((db) => db.$engine)).toEqual(['postgres', 'postgres', 'postgres']);
      for (const table of [presupuestos, consultas, correos]) expect(await dbs[0].select().from(table)).toEqual([]);
      await Promise.all(dbs.map((db) => db.$close()));
      const again = await createDatabase({ databaseUrl: target.url, dataDir: '.' });
      expect(await again.select().from(correos)).toEqual([]);
      await again.$close();
    } finally {
      await target.drop();
    }
  });

  it('una URL inalcanzable falla rápido', async () => {
    const started = Date.now();
    await expect(createDatabase({ databaseUrl: 'postgres://nadie@127.0.0.1:1/x', dataDir: '.' })).rejects.toThrow();
    expect(Date.now() - started).toBeLessThan(6_000);
  });
});
