// Daily counts per product for the owner's summary: product pages answered ('vista'), chats
// opened ('chat') and additions to the cart ('agregar').
//
// record() only adds to a map in memory (O(1), synchronous, never throws); a background flusher
// adds the counts to daily_counts (and the day's totals per kind to daily_count_totals, in the same
// transaction) every FLUSH_INTERVAL_MS in one upsert per batch, once more at
// shutdown (so a normal stop loses nothing), and the summary flushes before reading. Nothing about
// the visitor is kept: the key is only the day, the kind and the product.
import { inArray, sql } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { dailyCounts as t, dailyCountTotals as totalsTable, viewDays } from '../db/schema';
import { monthKey } from '#domain/summary';
import { VIEW_DAYS_LOCK } from './view-days';
import { shopDay, type EventKind } from '#domain/summary';
import { BatchWriter, FlushQueue, startFlushLoop } from '../flush-loop';

const FLUSH_INTERVAL_MS = 30_000;
/** Distinct (day, kind, product) keys kept between two flushes; more are dropped and logged. */
const MAX_PENDING_KEYS = 50_000;
/** Rows per insert statement. */
const BATCH_ROWS = 1_000;

type Logger = Pick<Console, 'error' | 'warn' | 'log'>;

export interface CountRow {
  dia: string;
  tipo: EventKind;
  productId: string;
  veces: number;
}

export class EventCounter {
  private pending = new Map<string, number>();
  private dropped = 0;
  private readonly queue = new FlushQueue();
  private readonly writer: BatchWriter<CountRow>;
  // The day's text is computed once per minute, not once per count.
  private dayCache = { minute: -1, day: '' };

  constructor(private readonly options: { db: () => Promise<Executor>; maxKeys?: number; logger?: Logger; now?: () => number }) {
    this.writer = new BatchWriter({
      db: options.db,
      write: writeCounts,
      // Kept for the next flush (added to what came in meanwhile).
      restore: (rows) => {
        for (const row of rows) {
          const key = `${row.dia}\u0000${row.tipo}\u0000${row.productId}`;
          this.pending.set(key, (this.pending.get(key) ?? 0) + row.veces);
        }
      },
      logger: options.logger ?? console,
      failure: '[conteos] no se pudieron guardar los conteos del resumen; se reintentará',
      recovery: '[conteos] se volvieron a guardar los conteos del resumen.',
    });
  }

  private dayOf(now: number): string {
    const minute = Math.floor(now / 60_000);
    if (minute !== this.dayCache.minute) this.dayCache = { minute, day: shopDay(new Date(minute * 60_000)) };
    return this.dayCache.day;
  }

  /** Counts one event in memory; never throws. */
  record(kind: EventKind, productId: string, now = (this.options.now ?? Date.now)()): void {
    try {
      const key = `${this.dayOf(now)}\u0000${kind}\u0000${productId}`;
      const count = this.pending.get(key);
      if (count !== undefined) this.pending.set(key, count + 1);
      else if (this.pending.size < (this.options.maxKeys ?? MAX_PENDING_KEYS)) this.pending.set(key, 1);
      else this.dropped += 1;
    } catch {
      // Counting must never fail the page or the request that reports it.
    }
  }

  /** What waits in memory (tests and the shutdown log). */
  pendingRows(): CountRow[] {
    return [...this.pending].map(([key, veces]) => {
      const [dia, tipo, productId] = key.split('\u0000');
      return { dia, tipo: tipo as EventKind, productId, veces };
    });
  }

  /** Adds what is pending to the table (one flush at a time). */
  flush(db?: Executor): Promise<{ rows: number; error: string | null }> {
    return this.queue.run(() => this.flushNow(db));
  }

  private async flushNow(given?: Executor): Promise<{ rows: number; error: string | null }> {
    const logger = this.options.logger ?? console;
    if (this.dropped > 0) {
      logger.warn(`[conteos] ${this.dropped} eventos sin contar: demasiados productos distintos entre dos guardados.`);
      this.dropped = 0;
    }
    const rows = this.pendingRows();
    if (rows.length === 0) return { rows: 0, error: null };
    this.pending = new Map();
    const { error } = await this.writer.write(rows, given);
    return { rows: rows.length, error };
  }

  /** Flushes every `intervalMs` until stopped; stop() writes what is left. The timer is unref'd. */
  start(options: { intervalMs?: number } = {}): { stop(): Promise<void> } {
    return startFlushLoop(() => this.flush(), options.intervalMs ?? FLUSH_INTERVAL_MS);
  }
}

/** Adds the rows to daily_counts and their day's totals per kind to daily_count_totals, in one transaction. */
async function writeCounts(db: Executor, rows: CountRow[]): Promise<void> {
  // The day's totals per kind go in with the rows they sum, or neither does.
  const totals = new Map<string, { dia: string; tipo: string; veces: number }>();
  for (const row of rows) {
    const key = `${row.dia}\u0000${row.tipo}`;
    const total = totals.get(key);
    if (total) total.veces += row.veces;
    else totals.set(key, { dia: row.dia, tipo: row.tipo, veces: row.veces });
  }
  const viewedDays = [...new Set(rows.filter((row) => row.tipo === 'vista').map((row) => row.dia))].sort();
  await db.transaction(async (tx) => {
    // A past day's views kept as one row (view-days.ts) no longer hold these: made again when read.
    for (const month of [...new Set(viewedDays.map(monthKey))]) {
      await tx.execute(sql`select pg_advisory_xact_lock_shared(${VIEW_DAYS_LOCK}, ${month})`);
    }
    if (viewedDays.length > 0) await tx.delete(viewDays).where(inArray(viewDays.dia, viewedDays));
    for (let i = 0; i < rows.length; i += BATCH_ROWS) {
      await tx
        .insert(t)
        .values(rows.slice(i, i + BATCH_ROWS))
        .onConflictDoUpdate({ target: [t.dia, t.tipo, t.productId], set: { veces: sql`${t.veces} + excluded.veces` } });
    }
    await tx
      .insert(totalsTable)
      .values([...totals.values()])
      .onConflictDoUpdate({ target: [totalsTable.dia, totalsTable.tipo], set: { veces: sql`${totalsTable.veces} + excluded.veces` } });
  });
}
