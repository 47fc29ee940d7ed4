import { describe, expect, it } from 'vitest';
import { PriorityLimiter } from './limiter';

describe('PriorityLimiter', () => {
  it('runs at most its limit at once and lets waiters in by priority, then by arrival', async () => {
    const limiter = new PriorityLimiter(2);
    const order: string[] = [];
    let running = 0;
    let most = 0;
    const gates = new Map<string, () => void>();
    const task = (name: string, priority: number) =>
      limiter.run(priority, async () => {
        order.push(name);
        running++;
        most = Math.max(most, running);
        await new Promise<void>((resolve) => gates.set(name, resolve));
        running--;
      });
    const all = [task('a', 5), task('b', 5), task('c', 5), task('d', 1), task('visitor', Number.NEGATIVE_INFINITY)];
    await new Promise((resolve) => setImmediate(resolve));
    expect(order).toEqual(['a', 'b']);
    gates.get('a')!();
    await new Promise((resolve) => setImmediate(resolve));
    expect(order).toEqual(['a', 'b', 'visitor']);
    gates.get('b')!();
    await new Promise((resolve) => setImmediate(resolve));
    gates.get('visitor')!();
    await new Promise((resolve) => setImmediate(resolve));
    expect(order).toEqual(['a', 'b', 'visitor', 'd', 'c']);
    gates.get('d')!();
    gates.get('c')!();
    await Promise.all(all);
    expect(most).toBe(2);
    expect(limiter.running).toBe(0);
  });

  it('frees its slot when a task fails, and a release called twice counts once', async () => {
    const limiter = new PriorityLimiter(1);
    await expect(limiter.run(0, () => Promise.reject(new Error('falla')))).rejects.toThrow('falla');
    const release = await limiter.acquire(0);
    release();
    release();
    expect(limiter.running).toBe(0);
    const [r1] = await Promise.all([limiter.acquire(0)]);
    expect(limiter.running).toBe(1);
    r1();
  });

  it('serves the lanes of one priority in turns: a lane that asked for many waits, another is served next', async () => {
    const limiter = new PriorityLimiter(1);
    const order: string[] = [];
    const gates: Array<() => void> = [];
    const task = (name: string, lane: string) =>
      limiter.run(
        Number.NEGATIVE_INFINITY,
        async () => {
          order.push(name);
          await new Promise<void>((resolve) => gates.push(resolve));
        },
        lane,
      );
    const step = async () => {
      gates.shift()!();
      await new Promise((resolve) => setImmediate(resolve));
    };
    const flood = Array.from({ length: 6 }, (_, i) => task(`f${i}`, '198.51.100.7'));
    await new Promise((resolve) => setImmediate(resolve));
    await step();
    // The visitor comes after the flood's six and is served after one more of them, not after all.
    const visitor = [task('v0', '203.0.113.9'), task('v1', '203.0.113.9')];
    for (let i = 0; i < 7; i++) await step();
    expect(order).toEqual(['f0', 'f1', 'v0', 'f2', 'v1', 'f3', 'f4', 'f5']);
    await Promise.all([...flood, ...visitor]);
    expect(limiter.queued).toBe(0);
  });
});
