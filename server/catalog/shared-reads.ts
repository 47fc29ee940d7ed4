// One reader of the sheet for the whole deployment when its source has quotas (Google's API: 300
// reads a minute per project), chosen with the same lease as the photo preparer (decision 0041).
// The reader saves what it read (last-good.json's text) in `catalog_reads`; the other processes
// take that copy instead of reading the sheet, so N machines cost one read per refresh. A copy
// older than two refreshes means nobody is reading: then a process reads the sheet itself.
import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { rowsOf, type Executor } from '../db/client';
import { Lease } from '../ops/lease';

export interface SharedReads {
  /** Whether this process is the one that reads the sheet now. */
  reading(): boolean;
  start(): void;
  stop(): Promise<void>;
  /** Hands what the reader read (last-good.json's text) to the other processes. */
  publish(body: string): Promise<void>;
  /**
   * The reader's latest copy: its version, when it was read (epoch ms) and its text (null when it
   * is still `known`: a few MB are not sent again for nothing); null: nobody has read yet.
   */
  latest(known: string | null): Promise<{ version: string; body: string | null; readAt: number } | null>;
}

/** Whether reading the source costs a quota shared by every machine (Google's API or export links). */
export function sourceHasQuota(source: string): boolean {
  return /^google-sheets:/i.test(source) || /^https?:\/\/docs\.google\.com\//i.test(source);
}

/** The copy's version: its text without the time it was read, so an unchanged sheet keeps its version. */
export function readVersion(body: string): string {
  return createHash('sha256')
    .update(body.replace(/"loadedAt":"[^"]*"/, ''))
    .digest('hex')
    .slice(0, 32);
}

const NAME = 'planilla';

export function databaseSharedReads(db: () => Promise<Executor>, log?: (line: string) => void): SharedReads {
  const lease = new Lease({ name: NAME, db, log });
  return {
    reading: () => lease.held,
    start: () => lease.start(),
    stop: () => lease.stop(),
    async publish(body) {
      const executor = await db();
      await executor.execute(sql`
        insert into catalog_reads (name, version, body, read_at) values (${NAME}, ${readVersion(body)}, ${body}, now())
        on conflict (name) do update set version = excluded.version, body = excluded.body, read_at = excluded.read_at`);
    },
    async latest(known) {
      const executor = await db();
      const [row] = rowsOf<{ version: string; body: string | null; read_at: string | Date }>(
        await executor.execute(
          sql`select version, case when version = ${known ?? ''} then null else body end as body, read_at from catalog_reads where name = ${NAME}`,
        ),
      );
      return row ? { version: row.version, body: row.body, readAt: new Date(row.read_at).getTime() } : null;
    },
  };
}
