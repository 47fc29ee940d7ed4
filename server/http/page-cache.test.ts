import { describe, expect, it } from 'vitest';
import { PageCache, PAGE_CACHE_DEFAULTS, type CachedPage } from './page-cache';

const entry = (key: string, size: number): Omit<CachedPage, 'bytes' | 'expiresAt'> => ({
  key,
  status: 200,
  headers: [['content-type', 'text/html']],
  etag: 'e',
  identity: null,
  gzip: Buffer.alloc(size),
  br: null,
  size,
  searches: [],
});

describe('PageCache', () => {
  it('states its bounds', () => {
    expect(PAGE_CACHE_DEFAULTS).toEqual({ maxBytes: 32 * 1024 * 1024, maxEntries: 5_000, maxEntryBytes: 2 * 1024 * 1024, ttlMs: 300_000 });
  });

  it('evicts the least recently used entries to stay within its bytes', () => {
    const cache = new PageCache({ maxBytes: 3_000 });
    cache.set(entry('a', 900));
    cache.set(entry('b', 900));
    cache.get('a');
    cache.set(entry('c', 900));
    expect(cache.has('a')).toBe(true);
    expect(cache.has('b')).toBe(false);
    expect(cache.has('c')).toBe(true);
    expect(cache.stats().bytes).toBeLessThanOrEqual(3_000);
  });

  it('refuses an entry bigger than its per-entry bound, and replaces one with the same key', () => {
    const cache = new PageCache({ maxEntryBytes: 1_000 });
    expect(cache.set(entry('a', 2_000))).toBe(false);
    expect(cache.has('a')).toBe(false);
    cache.set(entry('b', 100));
    const before = cache.stats().bytes;
    cache.set(entry('b', 100));
    expect(cache.stats()).toMatchObject({ entries: 1, bytes: before });
  });

  it('swaps in recompressed copies, counting their bytes and keeping its bound', () => {
    const cache = new PageCache({ maxBytes: 3_000 });
    cache.set(entry('a', 900));
    cache.set(entry('b', 900));
    const b = cache.peek('b')!;
    expect(cache.replaceBodies(b, { br: Buffer.alloc(600), gzip: Buffer.alloc(900) })).toBe(true);
    expect(cache.peek('b')).toMatchObject({ final: true });
    expect(cache.has('a')).toBe(false); // 'a' was least recently used: evicted for b's new bytes
    expect(cache.stats().bytes).toBeLessThanOrEqual(3_000);
    // An entry replaced or gone in the meantime is left alone.
    cache.set(entry('b', 100));
    expect(cache.replaceBodies(b, { br: null, gzip: Buffer.alloc(10) })).toBe(false);
    expect(cache.peek('b')!.gzip!.length).toBe(100);
  });

  it('forgets entries after their lifetime', () => {
    let now = 0;
    const cache = new PageCache({ ttlMs: 1_000, now: () => now });
    cache.set(entry('a', 10));
    now = 999;
    expect(cache.get('a')).toBeDefined();
    now = 1_000;
    expect(cache.get('a')).toBeUndefined();
    expect(cache.stats()).toMatchObject({ entries: 0, bytes: 0 });
  });
});
