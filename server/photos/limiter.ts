// A counting semaphore whose waiters leave in priority order (lower number first, then first come):
// a visitor's photo waits behind at most the jobs already running, never behind the background
// queue.

export type Release = () => void;

interface Waiter {
  priority: number;
  seq: number;
  grant: (release: Release) => void;
}

export class PriorityLimiter {
  private active = 0;
  private seq = 0;
  private readonly waiting: Waiter[] = [];

  constructor(readonly limit: number) {
    if (!Number.isInteger(limit) || limit < 1) throw new Error(`limit must be a positive integer, got ${limit}`);
  }

  get running(): number {
    return this.active;
  }

  get queued(): number {
    return this.waiting.length;
  }

  acquire(priority: number): Promise<Release> {
    return new Promise<Release>((grant) => {
      this.waiting.push({ priority, seq: this.seq++, grant });
      this.waiting.sort((a, b) => a.priority - b.priority || a.seq - b.seq);
      this.dispatch();
    });
  }

  async run<T>(priority: number, task: () => Promise<T>): Promise<T> {
    const release = await this.acquire(priority);
    try {
      return await task();
    } finally {
      release();
    }
  }

  private dispatch(): void {
    while (this.active < this.limit && this.waiting.length > 0) {
      const next = this.waiting.shift()!;
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
