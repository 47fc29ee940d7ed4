// The background writers' parts (the search log, the summary's counts): a loop that flushes every
// `intervalMs` and on stop waits for the one running and writes what is left (the timer is
// unref'd: it never keeps the process alive on its own), a queue that runs one flush at a time,
// and the batch writer that puts a failed batch back and logs a failure once.
import type { Executor } from './db/client';

export interface FlushLoop {
  stop(): Promise<void>;
}

/** `flush` must not reject (the writers catch and log their own errors). */
export function startFlushLoop(flush: () => Promise<unknown>, intervalMs: number): FlushLoop {
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<unknown> = Promise.resolve();
  const schedule = () => {
    if (stopped) return;
    timer = setTimeout(() => {
      running = flush().finally(schedule);
    }, intervalMs);
    timer.unref();
  };
  schedule();
  return {
    stop: async () => {
      stopped = true;
      if (timer) clearTimeout(timer);
      await running;
      await flush();
    },
  };
}

type Logger = Pick<Console, 'error' | 'log'>;

const message = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** Runs a writer's flushes one at a time: a call during a flush runs after it. */
export class FlushQueue {
  private queue: Promise<unknown> = Promise.resolve();

  run<T>(flush: () => Promise<T>): Promise<T> {
    const run = this.queue.then(flush);
    this.queue = run.catch(() => undefined);
    return run;
  }
}

export interface BatchWriterOptions<Row> {
  db: () => Promise<Executor>;
  /** Stores the rows (one upsert per batch, or a transaction). */
  write: (db: Executor, rows: Row[]) => Promise<void>;
  /** Puts rows that could not be stored back in memory, for the next flush. */
  restore: (rows: Row[]) => void;
  logger: Logger;
  /** Logged (with the database's reason) at the first failure until a write succeeds again. */
  failure: string;
  /** Logged when a write succeeds after failures; absent: nothing said. */
  recovery?: string;
}

/**
 * Writes a batch taken from memory: on a failure it puts the batch back and logs once until a
 * write succeeds again, so a database that is down for an hour logs one line, not 120.
 */
export class BatchWriter<Row> {
  private failing = false;

  constructor(private readonly options: BatchWriterOptions<Row>) {}

  /** The executor the batch went to (for work after it), or the failure's reason. */
  async write(rows: Row[], given?: Executor): Promise<{ db: Executor; error: null } | { db: null; error: string }> {
    const { logger } = this.options;
    let db: Executor;
    try {
      db = given ?? (await this.options.db());
      await this.options.write(db, rows);
    } catch (error) {
      this.options.restore(rows);
      if (!this.failing) {
        this.failing = true;
        logger.error(`${this.options.failure}: ${message(error)}`);
      }
      return { db: null, error: message(error) };
    }
    if (this.failing) {
      this.failing = false;
      if (this.options.recovery) logger.log(this.options.recovery);
    }
    return { db, error: null };
  }
}
