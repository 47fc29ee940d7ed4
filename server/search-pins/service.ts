// The staff pins, from the database to the search. The search never reads the database: the pins
// live in the catalogue's PinBoard, loaded at start, again right after a change in this process,
// and every RELOAD_MS so that a change made in another process (WEB_CONCURRENCY > 1) shows here
// within that time. The table is small (at most MAX_PINS rows), so a reload is one cheap query.
import type { Executor } from '../db/client';
import type { PinBoard } from '../catalog/pins';
import { addPin, listPins, removePin, type AddPinOutcome, type PinRow } from './store';

const RELOAD_MS = 15_000;

export interface SearchPinsOptions {
  db: () => Promise<Executor>;
  board: PinBoard;
  reloadMs?: number;
  logError?: (message: string) => void;
}

export class SearchPins {
  private readonly db: () => Promise<Executor>;
  private readonly board: PinBoard;
  private readonly reloadMs: number;
  private readonly logError: (message: string) => void;

  constructor(options: SearchPinsOptions) {
    this.db = options.db;
    this.board = options.board;
    this.reloadMs = options.reloadMs ?? RELOAD_MS;
    this.logError = options.logError ?? ((m) => console.error(`[fijadas] ${m}`));
  }

  /** Reads every pin and hands them to the search; the rows, for the staff page. */
  async reload(): Promise<PinRow[]> {
    const rows = await listPins(await this.db());
    this.board.replace(rows.map((r) => ({ key: r.key, productId: r.productId })));
    return rows;
  }

  /** Changes when the pins change: cached pages of searches must not outlive a pin. */
  version(): number {
    return this.board.version;
  }

  async add(input: { text: string; productId: string; createdBy: string }): Promise<AddPinOutcome> {
    const outcome = await addPin(await this.db(), input);
    await this.reload();
    return outcome;
  }

  async remove(id: number): Promise<boolean> {
    const removed = await removePin(await this.db(), id);
    await this.reload();
    return removed;
  }

  /** Loads now and then every reloadMs; a failed read keeps the pins already loaded. */
  start(): { stop(): void } {
    const tick = () =>
      this.reload().catch((error: unknown) =>
        this.logError(`no se pudieron leer las búsquedas fijadas: ${error instanceof Error ? error.message : String(error)}`),
      );
    void tick();
    const timer = setInterval(() => void tick(), this.reloadMs);
    timer.unref();
    return { stop: () => clearInterval(timer) };
  }
}
