import { describe, expect, it } from 'vitest';
import { addressKey, createRateLimiter, createTokenBucketLimiter, RATE_LIMIT_MESSAGE } from './rate-limit';

function clock(start = 1_000_000) {
  let t = start;
  return { now: () => t, advance: (ms: number) => (t += ms) };
}

describe('createRateLimiter', () => {
  it('allows max requests per window, then refuses with the Spanish message and Retry-After', () => {
    const c = clock();
    const limiter = createRateLimiter({ windowMs: 60_000, max: 3, now: c.now });
    expect(limiter.check('1.2.3.4')).toEqual({ ok: true, remaining: 2 });
    expect(limiter.check('1.2.3.4')).toEqual({ ok: true, remaining: 1 });
    expect(limiter.check('1.2.3.4')).toEqual({ ok: true, remaining: 0 });
    c.advance(15_500);
    expect(limiter.check('1.2.3.4')).toEqual({ ok: false, retryAfterSeconds: 45, message: RATE_LIMIT_MESSAGE });
    expect(RATE_LIMIT_MESSAGE).toBe('Demasiadas solicitudes. Esperá unos minutos y volvé a intentar.');
  });

  it('counts each address on its own', () => {
    const c = clock();
    const limiter = createRateLimiter({ windowMs: 1_000, max: 1, now: c.now });
    expect(limiter.check('a').ok).toBe(true);
    expect(limiter.check('b').ok).toBe(true);
    expect(limiter.check('a').ok).toBe(false);
  });

  it('opens a new window once the old one has passed', () => {
    const c = clock();
    const limiter = createRateLimiter({ windowMs: 10_000, max: 2, now: c.now });
    limiter.check('a');
    limiter.check('a');
    expect(limiter.check('a').ok).toBe(false);
    c.advance(9_999);
    expect(limiter.check('a')).toMatchObject({ ok: false, retryAfterSeconds: 1 });
    c.advance(1);
    expect(limiter.check('a')).toEqual({ ok: true, remaining: 1 });
  });

  it('forgets expired windows and caps the number of keys it keeps', () => {
    const c = clock();
    const limiter = createRateLimiter({ windowMs: 1_000, max: 1, now: c.now, maxKeys: 2 });
    limiter.check('a');
    limiter.check('b');
    limiter.check('c'); // 'a' is dropped to stay at two keys
    expect(limiter.check('a').ok).toBe(true);
    c.advance(1_000);
    expect(limiter.check('b').ok).toBe(true);
  });

  it('reset clears one key or all', () => {
    const limiter = createRateLimiter({ windowMs: 60_000, max: 1 });
    limiter.check('a');
    limiter.check('b');
    limiter.reset('a');
    expect(limiter.check('a').ok).toBe(true);
    expect(limiter.check('b').ok).toBe(false);
    limiter.reset();
    expect(limiter.check('b').ok).toBe(true);
  });

  it('rejects nonsense options', () => {
    expect(() => createRateLimiter({ windowMs: 0, max: 1 })).toThrow();
    expect(() => createRateLimiter({ windowMs: 1, max: 0 })).toThrow();
  });
});

describe('createTokenBucketLimiter', () => {
  it('lets a burst through, then the sustained rate, with Retry-After', () => {
    let now = 0;
    const limiter = createTokenBucketLimiter({ burst: 3, perSecond: 1, now: () => now });
    for (let i = 0; i < 3; i++) expect(limiter.check('a').ok).toBe(true);
    const refused = limiter.check('a');
    expect(refused).toMatchObject({ ok: false, retryAfterSeconds: 1 });
    expect(limiter.check('b').ok).toBe(true); // per client
    now = 1_000;
    expect(limiter.check('a').ok).toBe(true);
    expect(limiter.check('a').ok).toBe(false);
    now = 60_000;
    for (let i = 0; i < 3; i++) expect(limiter.check('a').ok).toBe(true); // refilled up to the burst only
    expect(limiter.check('a').ok).toBe(false);
  });

  it('keeps at most maxKeys clients', () => {
    const limiter = createTokenBucketLimiter({ burst: 1, perSecond: 0.001, now: () => 0, maxKeys: 2 });
    limiter.check('a');
    limiter.check('b');
    limiter.check('c'); // drops a
    expect(limiter.check('a').ok).toBe(true);
  });
});

describe('addressKey', () => {
  it('limits an IPv6 client by its /64', () => {
    expect(addressKey('2001:db8:85a3:8d3:1319:8a2e:370:7348')).toBe('2001:db8:85a3:8d3::/64');
    expect(addressKey('2001:0db8:0000:0000:abcd::1')).toBe('2001:db8:0:0::/64');
    expect(addressKey('2001:db8::1')).toBe('2001:db8:0:0::/64');
    expect(addressKey('::1')).toBe('0:0:0:0::/64');
    expect(addressKey('fe80::1%eth0')).toBe('fe80:0:0:0::/64');
  });
  it('keeps IPv4, IPv4 written as IPv6, and other keys', () => {
    expect(addressKey('203.0.113.9')).toBe('203.0.113.9');
    expect(addressKey('::ffff:203.0.113.9')).toBe('203.0.113.9');
    expect(addressKey('desconocido')).toBe('desconocido');
  });
  it('counts every address of a /64 together', () => {
    const limiter = createRateLimiter({ windowMs: 60_000, max: 2 });
    expect(limiter.check('2001:db8:1:2::a').ok).toBe(true);
    expect(limiter.check('2001:db8:1:2::b').ok).toBe(true);
    expect(limiter.check('2001:db8:1:2:ffff::c').ok).toBe(false);
    expect(limiter.check('2001:db8:1:3::a').ok).toBe(true);
  });
});
