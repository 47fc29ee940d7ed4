// A counting semaphore whose waiters leave in priority order (lower number first), and among the
// same priority one lane at a time, round-robin: a visitor's photo waits behind at most the jobs
// already running and one turn of each other address asking at once, never behind the background
// queue or behind everything one address asked for.

export type Release = () => void;

interface Waiter {
  priority: number;
  lane: string;
  seq: number;
  grant: (release: Release) => void;
}

export class PriorityLimiter {
  private active = 0;
  private seq = 0;
  private turn = 0;
  private readonly waiting: Waiter[] = [];
  /** The turn each lane with waiters was last served at; a lane not in it goes first. */
  private readonly served = new Map<string, number>();

  constructor(readonly limit: number) {
    if (!Number.isInteger(limit) || limit < 1) throw new Error(`limit must be a positive integer, got ${limit}`);
  }

  get running(): number {
    return this.active;
  }

  get queued(): number {
    return this.waiting.length;
  }

  acquire(priority: number, lane = ''): Promise<Release> {
    return new Promise<Release>((grant) => {
      this.waiting.push({ priority, lane, seq: this.seq++, grant });
      this.dispatch();
    });
  }

  async run<T>(priority: number, task: () => Promise<T>, lane = ''): Promise<T> {
    const release = await this.acquire(priority, lane);
    try {
      return await task();
    } finally {
      release();
    }
  }

  /** Lower priority first; then the lane served longest ago (or never); then first come. */
  private before(a: Waiter, b: Waiter): boolean {
    if (a.priority !== b.priority) return a.priority < b.priority;
    const servedA = this.served.get(a.lane) ?? -1;
    const servedB = this.served.get(b.lane) ?? -1;
    return servedA !== servedB ? servedA < servedB : a.seq < b.seq;
  }

  private dispatch(): void {
    while (this.active < this.limit && this.waiting.length > 0) {
      let best = 0;
      for (let i = 1; i < this.waiting.length; i++) if (this.before(this.waiting[i]!, this.waiting[best]!)) best = i;
      const next = this.waiting.splice(best, 1)[0]!;
      // A lane with nobody left waiting is forgotten: the map stays as small as the queue.
      if (this.waiting.some((w) => w.lane === next.lane)) this.served.set(next.lane, ++this.turn);
      else this.served.delete(next.lane);
      this.active++;
      let released = false;
      next.grant(() => {
        if (released) return;
        released = true;
        this.active--;
        this.dispatch();
      });
    }
  }
}
