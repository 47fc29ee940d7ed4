// Searches that ended empty or approximate, for the staff's 'Búsquedas sin resultado', and every
// search counted per day and text for the summary's most frequent searches (daily.ts).
//
// The public pages call the process's SearchLog.record() (server/services.ts), which only counts in memory (O(1), synchronous,
// never throws). A background flusher, started with the other services (server/services.ts),
// writes the counts every FLUSH_INTERVAL_MS in one upsert per batch and once more at shutdown;
// the staff page flushes too before reading, so it shows this process's latest searches.
//
// Bounds: at most MAX_PENDING_TEXTS (1,000) distinct texts wait in memory between two flushes
// (new texts beyond that are dropped and counted); the table keeps at most MAX_STORED_TEXTS
// (5,000) rows, pruned after each flush (least searched, then oldest, first). A database error
// keeps the batch for the next flush, within the same 1,000-text bound, and is logged once until
// a flush succeeds again. Nothing personal is kept: no address, no session, no single visit (the
// visitors who typed a text are counted through salted hashes kept two days: visitors.ts).
import type { SearchInterpretation } from '#domain/search-plan';
import type { Executor } from '../db/client';
import { MAX_PENDING_TEXTS, SearchLogBuffer, type PendingSearch } from './aggregator';
import { MAX_STORED_TEXTS, pruneSearches, upsertSearches } from './store';
import { BatchWriter, FlushQueue, startFlushLoop } from '../flush-loop';
import { DailySearchBuffer, MAX_DAILY_TEXTS, MAX_PENDING_DAILY, pruneDailySearches, upsertDailySearches, type DailySearch } from './daily';

/** How often the counts are written to the database. */
const FLUSH_INTERVAL_MS = 30_000;

type Logger = Pick<Console, 'error' | 'warn' | 'log'>;

export interface SearchLogOptions {
  /** Where to write. */
  db: () => Promise<Executor>;
  /** Distinct texts kept in memory between flushes (default 1,000). */
  maxTexts?: number;
  /** Rows the table keeps (default 5,000). */
  keep?: number;
  /** (day, text) keys kept in memory between flushes for the daily counts (default 2,000). */
  maxDailyKeys?: number;
  /** Texts kept per day in daily_searches (default 200; the rest counts as 'otras'). */
  maxDailyTexts?: number;
  logger?: Logger;
}

export interface FlushResult {
  /** Distinct texts written. */
  texts: number;
  /** Searches those texts add up to. */
  searches: number;
  /** Rows deleted to keep the table within its cap. */
  pruned: number;
  /** (day, text) rows added to for the summary; 0 when they could not be written (they wait). */
  daily?: number;
  /** Set when the batch could not be written (it waits for the next flush). */
  error: string | null;
}

export interface SearchLogWorker {
  /** Stops the timer, waits for a flush in progress and writes what is left. */
  stop(): Promise<void>;
}

const message = (error: unknown) => (error instanceof Error ? error.message : String(error));

export class SearchLog {
  readonly buffer: SearchLogBuffer;
  /** Every search per day and text (the summary's most frequent searches). */
  readonly daily: DailySearchBuffer;
  private readonly keep: number;
  private readonly logger: Logger;
  private readonly queue = new FlushQueue();
  private readonly logWriter: BatchWriter<PendingSearch>;
  private readonly dailyWriter: BatchWriter<DailySearch>;
  private pruneFailing = false;
  /** The shop day whose old daily rows were last trimmed. */
  private dailyPrunedFor: string | null = null;
  private readonly maxDailyTexts: number;

  constructor(options: SearchLogOptions) {
    this.buffer = new SearchLogBuffer(options.maxTexts ?? MAX_PENDING_TEXTS);
    this.daily = new DailySearchBuffer(options.maxDailyKeys ?? MAX_PENDING_DAILY);
    this.maxDailyTexts = options.maxDailyTexts ?? MAX_DAILY_TEXTS;
    this.keep = options.keep ?? MAX_STORED_TEXTS;
    this.logger = options.logger ?? console;
    this.logWriter = new BatchWriter({
      db: options.db,
      write: upsertSearches,
      restore: (batch) => this.buffer.restore(batch),
      logger: this.logger,
      failure: '[búsquedas] no se pudieron guardar las búsquedas sin resultado; se reintentará',
      recovery: '[búsquedas] se volvieron a guardar las búsquedas sin resultado.',
    });
    this.dailyWriter = new BatchWriter({
      db: options.db,
      write: (db, batch) => upsertDailySearches(db, batch, this.maxDailyTexts),
      restore: (batch) => this.daily.restore(batch),
      logger: this.logger,
      failure: '[búsquedas] no se pudieron guardar las búsquedas por día; se reintentará',
    });
  }

  /**
   * Counts one search outcome in memory; never throws. `address` is the visitor's, as the rate
   * limits see it: without one the search counts but adds no visitor (visitors.ts).
   */
  record(interpretation: SearchInterpretation, now = Date.now(), address?: string): void {
    try {
      this.buffer.record(interpretation, now);
      this.daily.record(interpretation, now, address);
    } catch {
      // A malformed interpretation must never fail the page that reports it.
    }
  }

  /** Writes what is pending (one flush at a time: a call during a flush runs after it). */
  flush(db?: Executor): Promise<FlushResult> {
    return this.queue.run(() => this.flushNow(db));
  }

  private async flushNow(given?: Executor): Promise<FlushResult> {
    const result = await this.flushLog(given);
    // The database just failed (and that was logged): the daily counts wait for the next flush.
    result.daily = result.error === null ? await this.flushDaily(given) : 0;
    return result;
  }

  /** The summary's daily counts: a failed write keeps them for the next flush (logged once). */
  private async flushDaily(given?: Executor): Promise<number> {
    const batch = this.daily.take();
    if (batch.length === 0) return 0;
    const { db } = await this.dailyWriter.write(batch, given);
    if (!db) return 0;
    // The batch is stored: the trim runs apart, so a failed one never puts the batch back (that
    // would count it twice), and once per shop day is enough for rows kept four years.
    const today = batch[batch.length - 1].day;
    if (this.dailyPrunedFor !== today) {
      try {
        await pruneDailySearches(db, today);
        this.dailyPrunedFor = today;
      } catch (error) {
        this.logger.error(`[búsquedas] no se pudo recortar la tabla de búsquedas por día: ${message(error)}`);
      }
    }
    return batch.length;
  }

  private async flushLog(given?: Executor): Promise<FlushResult> {
    const dropped = this.buffer.takeDropped();
    if (dropped > 0) {
      this.logger.warn(`[búsquedas] ${dropped} búsquedas sin registrar: más de ${this.buffer.maxTexts} textos distintos entre dos guardados.`);
    }
    const batch = this.buffer.take();
    const result: FlushResult = { texts: batch.length, searches: batch.reduce((n, e) => n + e.count, 0), pruned: 0, error: null };
    if (batch.length === 0) return result;
    const { db, error } = await this.logWriter.write(batch, given);
    if (!db) return { ...result, error };
    // The batch is stored: a failed prune is only retried at the next flush, never re-adds it.
    try {
      result.pruned = await pruneSearches(db, this.keep);
      this.pruneFailing = false;
    } catch (error) {
      if (!this.pruneFailing) {
        this.pruneFailing = true;
        this.logger.error(`[búsquedas] no se pudo recortar la tabla de búsquedas: ${message(error)}`);
      }
    }
    return result;
  }

  /**
   * Flushes every `intervalMs` until stopped; stop() writes what is left. The timer is unref'd:
   * it never keeps the process alive on its own.
   */
  start(options: { intervalMs?: number } = {}): SearchLogWorker {
    return startFlushLoop(() => this.flush(), options.intervalMs ?? FLUSH_INTERVAL_MS);
  }
}
