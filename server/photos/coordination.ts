// What the processes of one deployment tell each other about photos, through PostgreSQL (decision
// 0041): which process is making a photo's copies now (a claim per key, so a link is downloaded
// and a width made once however many processes are asked for it), and which links failed (the
// staff report is the same whichever process draws it). Only with DATABASE_URL: the embedded
// database is one process, whose memory already says all of it.
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { rowsOf, type Executor } from '../db/client';
import type { PhotoFailureReason } from './reasons';

export interface FailureRecord {
  reason: PhotoFailureReason;
  status?: number;
  since: number;
  lastTry: number;
  tries: number;
  nextTry: number;
}

export interface PhotoCoordination {
  /** Takes the right to make this photo's copies; false while another process holds it. */
  claim(key: string): Promise<boolean>;
  release(key: string): Promise<void>;
  /** Resolves once nobody holds the photo's claim (or after `maxMs`). */
  waitFree(key: string, maxMs: number): Promise<void>;
  saveFailure(key: string, failure: FailureRecord): Promise<void>;
  clearFailure(key: string): Promise<void>;
  /** Every failure any process recorded. */
  loadFailures(): Promise<Map<string, FailureRecord>>;
  /** A photo's size and colour, for the pages of every process. */
  saveMeta(key: string, meta: PhotoMeta): Promise<void>;
  /** Those saved after `since` (a value from an earlier answer; null: all), and the next `since`. */
  loadMeta(since: string | null): Promise<{ meta: Map<string, PhotoMeta>; since: string | null }>;
}

export interface PhotoMeta {
  width: number;
  height: number;
  color: string;
}

/** A claim outlives the longest make (a 20 s download plus processing), and a dead holder's ends by itself. */
const CLAIM_MS = 60_000;
const WAIT_POLL_MS = 150;

export function databaseCoordination(db: () => Promise<Executor>, holder: string = randomUUID()): PhotoCoordination {
  return {
    async claim(key) {
      const executor = await db();
      const rows = rowsOf<{ holder: string }>(
        await executor.execute(sql`
          insert into photo_claims (key, holder, expires_at) values (${key}, ${holder}, now() + ${CLAIM_MS} * interval '1 millisecond')
          on conflict (key) do update set holder = excluded.holder, expires_at = excluded.expires_at
          where photo_claims.expires_at < now()
          returning holder`),
      );
      return rows.length > 0;
    },
    async release(key) {
      const executor = await db();
      await executor.execute(sql`delete from photo_claims where key = ${key} and holder = ${holder}`);
    },
    async waitFree(key, maxMs) {
      const until = Date.now() + maxMs;
      while (Date.now() < until) {
        const executor = await db();
        const rows = rowsOf(await executor.execute(sql`select 1 from photo_claims where key = ${key} and expires_at >= now()`));
        if (rows.length === 0) return;
        await new Promise((resolve) => setTimeout(resolve, WAIT_POLL_MS));
      }
    },
    async saveFailure(key, f) {
      const executor = await db();
      const next = Number.isFinite(f.nextTry) ? new Date(f.nextTry).toISOString() : null;
      await executor.execute(sql`
        insert into photo_failures (key, reason, status, since, last_try, tries, next_try)
        values (${key}, ${f.reason}, ${f.status ?? null}, ${new Date(f.since).toISOString()}, ${new Date(f.lastTry).toISOString()}, ${f.tries}, ${next})
        on conflict (key) do update set reason = excluded.reason, status = excluded.status, last_try = excluded.last_try,
          tries = excluded.tries, next_try = excluded.next_try`);
    },
    async clearFailure(key) {
      const executor = await db();
      await executor.execute(sql`delete from photo_failures where key = ${key}`);
    },
    async saveMeta(key, meta) {
      const executor = await db();
      await executor.execute(sql`
        insert into photo_meta (key, width, height, color) values (${key}, ${meta.width}, ${meta.height}, ${meta.color})
        on conflict (key) do update set width = excluded.width, height = excluded.height, color = excluded.color, made_at = now()`);
    },
    async loadMeta(since) {
      const executor = await db();
      const rows = rowsOf<{ key: string; width: number; height: number; color: string; made_at: string }>(
        await executor.execute(
          since === null
            ? sql`select key, width, height, color, made_at::text as made_at from photo_meta order by made_at`
            : sql`select key, width, height, color, made_at::text as made_at from photo_meta where made_at > ${since}::timestamptz order by made_at`,
        ),
      );
      const meta = new Map(rows.map((row) => [row.key, { width: Number(row.width), height: Number(row.height), color: row.color }]));
      return { meta, since: rows.length > 0 ? rows[rows.length - 1].made_at : since };
    },
    async loadFailures() {
      const executor = await db();
      const rows = rowsOf<{
        key: string;
        reason: string;
        status: number | null;
        since: string | Date;
        last_try: string | Date;
        tries: number;
        next_try: string | Date | null;
      }>(await executor.execute(sql`select key, reason, status, since, last_try, tries, next_try from photo_failures`));
      const time = (value: string | Date) => new Date(value).getTime();
      return new Map(
        rows.map((row) => [
          row.key,
          {
            reason: row.reason as PhotoFailureReason,
            status: row.status ?? undefined,
            since: time(row.since),
            lastTry: time(row.last_try),
            tries: Number(row.tries),
            nextTry: row.next_try === null ? Number.POSITIVE_INFINITY : time(row.next_try),
          },
        ]),
      );
    },
  };
}
