// Work that one process of the whole deployment does at a time (preparing photos ahead, reading a
// sheet with quotas), chosen through PostgreSQL with a lease row and a heartbeat (decision 0041).
// Times come from the database's clock, so machines with skewed clocks agree on expiry. The
// holder renews every `renewMs`; when a renewal fails (the row was taken, or the database is out
// of reach) it gives the work up at once, and in any case before its lease can have expired for
// the others: two holders never work at the same time, even across a network split.
import { randomUUID } from 'node:crypto';
import os from 'node:os';
import { sql } from 'drizzle-orm';
import { rowsOf, type Executor } from '../db/client';
import { briefError } from '../brief-error';

/** 15 s: a dead holder's work is taken over within about 20 s (expiry plus one try). */
const DEFAULT_TTL_MS = 15_000;
const DEFAULT_RENEW_MS = 5_000;

export interface LeaseOptions {
  /** What the lease is for ('fotos', 'planilla'). */
  name: string;
  db: () => Promise<Executor>;
  ttlMs?: number;
  renewMs?: number;
  /** Told each time this process starts or stops holding the lease. */
  onChange?: (held: boolean) => void;
  log?: (line: string) => void;
  /** Who this process is, for the row (tests: a fixed name). */
  holder?: string;
}

export class Lease {
  readonly holder: string;
  private readonly ttlMs: number;
  private readonly renewMs: number;
  private token: number | null = null;
  /** performance.now() of the last renewal that started and succeeded: the lease is ours until +ttl. */
  private renewedAt = 0;
  private timer: NodeJS.Timeout | undefined;
  private stopped = true;
  private busy: Promise<void> = Promise.resolve();

  constructor(private readonly options: LeaseOptions) {
    this.holder = options.holder ?? `${os.hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`;
    this.ttlMs = options.ttlMs ?? DEFAULT_TTL_MS;
    this.renewMs = options.renewMs ?? Math.min(DEFAULT_RENEW_MS, Math.floor(this.ttlMs / 3));
  }

  /** Whether this process holds the lease now (and its time has not run out on this clock). */
  get held(): boolean {
    return this.token !== null && performance.now() - this.renewedAt < this.ttlMs - this.renewMs;
  }

  start(): void {
    if (!this.stopped) return;
    this.stopped = false;
    this.tick();
  }

  /** Stops trying and hands the lease back, so another process takes over at once. */
  async stop(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.timer);
    await this.busy;
    if (this.token === null) return;
    const token = this.token;
    this.lose();
    try {
      const db = await this.options.db();
      await db.execute(sql`delete from leases where name = ${this.options.name} and holder = ${this.holder} and token = ${token}`);
    } catch {
      // Out of reach: the lease runs out by itself.
    }
  }

  private tick(): void {
    if (this.stopped) return;
    this.busy = this.beat().finally(() => {
      if (this.stopped) return;
      this.timer = setTimeout(() => this.tick(), this.renewMs);
      this.timer.unref();
    });
  }

  /** One heartbeat: renew when holding, else try to take an expired (or absent) lease. */
  private async beat(): Promise<void> {
    const started = performance.now();
    try {
      const token = this.token === null ? await this.acquire() : await this.renew(this.token);
      if (token === null) return this.lose();
      const gained = this.token === null;
      this.token = token;
      this.renewedAt = started;
      if (gained) {
        this.options.log?.(`${this.options.name}: este proceso toma el turno (${this.holder})`);
        this.options.onChange?.(true);
      }
    } catch (error) {
      if (this.token !== null) this.options.log?.(`${this.options.name}: sin base de datos, se deja el turno: ${briefError(error)}`);
      this.lose();
    }
  }

  private lose(): void {
    if (this.token === null) return;
    this.token = null;
    this.options.onChange?.(false);
  }

  private async acquire(): Promise<number | null> {
    const db = await this.options.db();
    const rows = rowsOf<{ token: number }>(
      await db.execute(sql`
        insert into leases (name, holder, token, expires_at)
        values (${this.options.name}, ${this.holder}, 1, now() + ${this.ttlMs} * interval '1 millisecond')
        on conflict (name) do update set holder = excluded.holder, token = leases.token + 1, expires_at = excluded.expires_at
        where leases.expires_at < now()
        returning token`),
    );
    return rows[0] ? Number(rows[0].token) : null;
  }

  private async renew(token: number): Promise<number | null> {
    const db = await this.options.db();
    const rows = rowsOf<{ token: number }>(
      await db.execute(sql`
        update leases set expires_at = now() + ${this.ttlMs} * interval '1 millisecond'
        where name = ${this.options.name} and holder = ${this.holder} and token = ${token} and expires_at >= now()
        returning token`),
    );
    return rows[0] ? Number(rows[0].token) : null;
  }
}
