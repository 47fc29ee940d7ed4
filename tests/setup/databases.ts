// Databases for integration tests: a fresh PGlite folder, or a fresh database on the test
// PostgreSQL (one per call, so test files running in parallel never share tables).
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { inject } from 'vitest';
import { createDatabase, type Database, type Engine } from '#server/db/client';

export const ENGINES: Engine[] = ['pglite', 'postgres'];

export interface TestDatabase {
  engine: Engine;
  db: Database;
  dataDir: string;
  /** postgres:// URL of this database (PostgreSQL only). */
  url?: string;
  /** Closes the database (if still open) and removes what it made. */
  cleanup(): Promise<void>;
}

/** A new, empty database on the test PostgreSQL; returns its URL. */
export async function createPostgresDatabase(): Promise<{ url: string; drop(): Promise<void> }> {
  const base = inject('TEST_DATABASE_URL');
  if (!base) throw new Error('TEST_DATABASE_URL no está disponible: ¿falta globalSetup tests/setup/postgres.ts?');
  // A generated identifier (hex only), never visitor input: safe to put in DDL.
  const name = `t_${crypto.randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: base });
  await admin.connect();
  try {
    await admin.query(`create database ${name}`);
  } finally {
    await admin.end();
  }
  const url = new URL(base);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const client = new pg.Client({ connectionString: base });
      await client.connect();
      try {
        await client.query(`drop database if exists ${name} with (force)`);
      } finally {
        await client.end();
      }
    },
  };
}

export async function openTestDatabase(engine: Engine): Promise<TestDatabase> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tienda-test-'));
  if (engine === 'pglite') {
    const db = await createDatabase({ dataDir });
    return {
      engine,
      db,
      dataDir,
      async cleanup() {
        await db.$close().catch(() => {});
        fs.rmSync(dataDir, { recursive: true, force: true });
      },
    };
  }
  const pgdb = await createPostgresDatabase();
  const db = await createDatabase({ databaseUrl: pgdb.url, dataDir, poolMax: 5 });
  return {
    engine,
    db,
    dataDir,
    url: pgdb.url,
    async cleanup() {
      await db.$close().catch(() => {});
      await pgdb.drop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
