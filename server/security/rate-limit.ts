// A small in-memory fixed-window limiter keyed by client address, for the two forms. One process
// only: with several processes each counts on its own, which is fine for slowing down abuse.
import { isIPv6 } from 'node:net';
import { SHOP_TEXTS } from '#domain/copy';

export const RATE_LIMIT_MESSAGE = SHOP_TEXTS.rateLimited;

/**
 * The key a client address is limited under. An IPv6 client usually holds a whole /64 (a home or a
 * phone gets one from its provider, and picks new addresses in it at will): limiting the full
 * address let one client reset its limits by changing the last 64 bits. IPv4 addresses, an IPv4
 * address written as IPv6 ('::ffff:1.2.3.4'), and keys that are not addresses stay as they are.
 */
export function addressKey(key: string): string {
  if (!isIPv6(key)) return key;
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(key);
  if (mapped) return mapped[1]!;
  const [head = '', tail = ''] = key.toLowerCase().split('%')[0]!.split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const groups = key.includes('::') ? [...left, ...Array(8 - left.length - right.length).fill('0'), ...right] : left;
  return `${groups
    .slice(0, 4)
    .map((group) => group.replace(/^0+(?=.)/, ''))
    .join(':')}::/64`;
}

export type RateLimitResult = { ok: true; remaining: number } | { ok: false; retryAfterSeconds: number; message: string };

/** A limiter; the shared ones (shared-rate-limit.ts) answer through the database, so callers await. */
export interface RateLimiter {
  check(key: string): RateLimitResult | Promise<RateLimitResult>;
  reset(key?: string): void;
}

/** The in-memory limiters answer at once. */
export interface MemoryRateLimiter extends RateLimiter {
  check(key: string): RateLimitResult;
}

export interface RateLimiterOptions {
  windowMs: number;
  /** Requests allowed per key and window. */
  max: number;
  /** Injected clock for tests. */
  now?: () => number;
  /** Upper bound of keys kept; the oldest windows are dropped first when reached. */
  maxKeys?: number;
}

export function createRateLimiter({ windowMs, max, now = Date.now, maxKeys = 10_000 }: RateLimiterOptions): MemoryRateLimiter {
  if (!(windowMs > 0) || !(max >= 1)) throw new Error('createRateLimiter: windowMs > 0 y max >= 1');
  // Map keeps insertion order, and a key is re-inserted when its window restarts: the first
  // entries are always the oldest windows, so pruning stops at the first live one.
  const windows = new Map<string, { start: number; count: number }>();

  // Called before a key is added: drops expired windows and makes room under maxKeys.
  const prune = (t: number) => {
    for (const [key, w] of windows) {
      if (t - w.start < windowMs && windows.size < maxKeys) break;
      windows.delete(key);
    }
  };

  return {
    check(address) {
      const key = addressKey(address);
      const t = now();
      let w = windows.get(key);
      if (!w || t - w.start >= windowMs) {
        windows.delete(key);
        prune(t);
        w = { start: t, count: 0 };
        windows.set(key, w);
      }
      if (w.count >= max) {
        return {
          ok: false,
          retryAfterSeconds: Math.max(1, Math.ceil((w.start + windowMs - t) / 1000)),
          message: RATE_LIMIT_MESSAGE,
        };
      }
      w.count++;
      return { ok: true, remaining: max - w.count };
    },
    reset(key) {
      if (key === undefined) windows.clear();
      else windows.delete(addressKey(key));
    },
  };
}

export interface TokenBucketOptions {
  /** Requests a client may make at once (the bucket's size). */
  burst: number;
  /** Tokens added back per second (the sustained rate). */
  perSecond: number;
  now?: () => number;
  /** Upper bound of clients tracked; the least recently seen are dropped first. */
  maxKeys?: number;
}

/**
 * A token bucket per key: up to `burst` requests at once, then `perSecond` sustained. Used for
 * expensive page renders (searches, late pages) that the page cache did not answer. One process
 * only, like createRateLimiter. Memory: at most maxKeys (default 10,000) small records.
 */
export function createTokenBucketLimiter({ burst, perSecond, now = Date.now, maxKeys = 10_000 }: TokenBucketOptions): MemoryRateLimiter {
  if (!(burst >= 1) || !(perSecond > 0)) throw new Error('createTokenBucketLimiter: burst >= 1 y perSecond > 0');
  // Map order = least recently seen first (a key is re-inserted on every check).
  const buckets = new Map<string, { tokens: number; at: number }>();
  return {
    check(address) {
      const key = addressKey(address);
      const t = now();
      const b = buckets.get(key) ?? { tokens: burst, at: t };
      buckets.delete(key);
      b.tokens = Math.min(burst, b.tokens + (Math.max(0, t - b.at) / 1000) * perSecond);
      b.at = t;
      buckets.set(key, b);
      while (buckets.size > maxKeys) {
        const oldest = buckets.keys().next().value as string;
        buckets.delete(oldest);
      }
      if (b.tokens < 1) {
        return { ok: false, retryAfterSeconds: Math.max(1, Math.ceil((1 - b.tokens) / perSecond)), message: RATE_LIMIT_MESSAGE };
      }
      b.tokens -= 1;
      return { ok: true, remaining: Math.floor(b.tokens) };
    },
    reset(key) {
      if (key === undefined) buckets.clear();
      else buckets.delete(addressKey(key));
    },
  };
}
