// A bounded stop: each part of the shop (catalogue, photos, outbox, database...) is awaited until
// a deadline, and the parts that have not settled by then are named instead of awaited. One part
// that never settles (a PGlite whose folder was removed, a pool to a stopped PostgreSQL, an SMTP
// server that never answers) must not keep the process alive: server.js exits once the deadline
// passes, and the log says which parts were left behind.

export type PartOutcome =
  | { name: string; status: 'stopped'; ms: number }
  | { name: string; status: 'failed'; ms: number; error: string }
  | { name: string; status: 'timeout'; ms: number };

/** What a stop did: the parts left running when the deadline passed, and the ones that failed. */
export interface StopReport {
  parts: PartOutcome[];
  /** Names of the parts still running when their deadline passed. */
  unfinished: string[];
  /** Names of the parts that stopped with an error. */
  failed: string[];
}

/**
 * Settles when `work` settles or `ms` have passed, whichever is first; never rejects. The timer
 * is unref'd and cleared: waiting never keeps the process alive by itself.
 */
export async function withDeadline(name: string, work: Promise<unknown> | (() => unknown), ms: number): Promise<PartOutcome> {
  const started = Date.now();
  let timer: NodeJS.Timeout | undefined;
  const running = (async () => (typeof work === 'function' ? work() : work))().then(
    (): PartOutcome => ({ name, status: 'stopped', ms: Date.now() - started }),
    (error: unknown): PartOutcome => ({ name, status: 'failed', ms: Date.now() - started, error: error instanceof Error ? error.message : String(error) }),
  );
  const late = new Promise<PartOutcome>((resolve) => {
    timer = setTimeout(() => resolve({ name, status: 'timeout', ms: Date.now() - started }), Math.max(0, ms));
    timer.unref();
  });
  try {
    return await Promise.race([running, late]);
  } finally {
    clearTimeout(timer);
  }
}

/** The parts' outcomes summed up. */
export function stopReport(parts: PartOutcome[]): StopReport {
  return {
    parts,
    unfinished: parts.filter((part) => part.status === 'timeout').map((part) => part.name),
    failed: parts.filter((part) => part.status === 'failed').map((part) => part.name),
  };
}
