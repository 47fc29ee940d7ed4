// The backup file's format (see backup.ts for the whole layout): its header and trailer, the
// tables in the order they are written and restored, and the versions a header names.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { getTableConfig, PgTable } from 'drizzle-orm/pg-core';
import { is, sql } from 'drizzle-orm';
import { migrationsFolder, rowsOf, type Executor } from '../db/client';
import * as schema from '../db/schema';

export const BACKUP_FORMAT = 'tienda-backup';
export const BACKUP_FORMAT_VERSION = 1;
export const APP_NAME = 'tienda-agro-parana';
/** Rows read from the database, and handed to a restore, at a time. */
export const BATCH_ROWS = 500;

export class BackupError extends Error {
  override name = 'BackupError';
}

/** The shop's tables, parents before children (a table after every table it references). */
export function tablesInOrder(): string[] {
  const tables = (Object.values(schema) as unknown[]).filter((value): value is PgTable => is(value, PgTable));
  const deps = new Map<string, Set<string>>();
  for (const table of tables) {
    const config = getTableConfig(table);
    const refs = new Set(config.foreignKeys.map((fk) => getTableConfig(fk.reference().foreignTable).name).filter((name) => name !== config.name));
    deps.set(config.name, refs);
  }
  const ordered: string[] = [];
  const visit = (name: string, seen: Set<string>) => {
    if (ordered.includes(name)) return;
    if (seen.has(name)) throw new Error(`ciclo de claves foráneas en ${name}`);
    seen.add(name);
    for (const dep of deps.get(name) ?? []) visit(dep, seen);
    ordered.push(name);
  };
  for (const name of [...deps.keys()].sort()) visit(name, new Set());
  return ordered;
}

interface Journal {
  entries: { idx: number; when: number; tag: string }[];
}

export function readJournal(folder = migrationsFolder()): Journal {
  return JSON.parse(fs.readFileSync(path.join(folder, 'meta', '_journal.json'), 'utf8')) as Journal;
}

/** The tag of the last migration applied to this database ('0008_quote_answers'), or null for none. */
export async function schemaVersion(db: Executor): Promise<string | null> {
  let last: number | null = null;
  try {
    const rows = rowsOf<{ created_at: string | number }>(
      await db.execute(sql`select created_at from drizzle.__drizzle_migrations order by created_at desc limit 1`),
    );
    last = rows[0] ? Number(rows[0].created_at) : null;
  } catch {
    return null; // no migrations table: an empty database
  }
  if (last === null) return null;
  const entry = readJournal().entries.find((e) => e.when === last);
  return entry?.tag ?? `desconocida-${last}`;
}

let cachedVersion: string | undefined;
/**
 * The deployed code's version: APP_VERSION; else the commit git archive wrote into
 * server/ops/release-commit.txt (a release made by deploy/update.sh has no .git); else the
 * checkout's git commit; else 'desconocida'.
 */
export function appVersion(): string {
  if (cachedVersion) return cachedVersion;
  cachedVersion = process.env.APP_VERSION?.trim() || releaseCommit() || '';
  if (!cachedVersion) {
    try {
      cachedVersion = execFileSync('git', ['rev-parse', '--short', 'HEAD'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
    } catch {
      cachedVersion = 'desconocida';
    }
  }
  return cachedVersion;
}

/** 'abc1234 2026-11-27' from a release's release-commit.txt; null in a checkout (the placeholder is still there). */
export function releaseCommit(root = path.dirname(migrationsFolder())): string | null {
  try {
    const text = fs.readFileSync(path.join(root, 'server', 'ops', 'release-commit.txt'), 'utf8').trim();
    return text && !text.includes('$Format') ? text : null;
  } catch {
    return null;
  }
}

export interface BackupHeader {
  format: typeof BACKUP_FORMAT;
  formatVersion: number;
  app: string;
  appVersion: string;
  schemaVersion: string | null;
  engine: string;
  createdAt: string;
  tables: string[];
}

export interface BackupTrailer {
  end: true;
  rows: Record<string, number>;
  sha256: string;
  /** HMAC-SHA-256 (hex) of `sha256` under the signing key; absent in backups made before signatures. */
  hmac?: string;
}
