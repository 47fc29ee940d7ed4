import { describe, expect, it } from 'vitest';
import { clientNetwork, DemandShares } from './shares';

describe('DemandShares', () => {
  it('bounds each client, and while the shop is busy refuses only the clients holding their share', () => {
    const shares = new DemandShares(4, 6);
    const flood = Array.from({ length: 5 }, () => shares.take('198.51.100.7'));
    // The fifth is over the client's own bound.
    expect(flood.map((t) => t.ok)).toEqual([true, true, true, true, false]);
    expect(flood[4]).toEqual({ ok: false, byClient: true });
    // Six waiting from here on: a second client gets up to its share, 6 over 2 clients.
    const second = [shares.take('198.51.100.8'), shares.take('198.51.100.8'), shares.take('198.51.100.8')];
    expect(second.every((t) => t.ok)).toBe(true);
    expect(shares.take('198.51.100.8')).toEqual({ ok: false, byClient: false });
    // A visitor asking now still gets its share, 6 over 3 clients, though 7 are waiting.
    const visitor = [shares.take('203.0.113.9'), shares.take('203.0.113.9'), shares.take('203.0.113.9')];
    expect(visitor.map((t) => t.ok)).toEqual([true, true, false]);
    expect(visitor[2]).toEqual({ ok: false, byClient: false });
    // A released turn counts once, and lets its client in again.
    for (const turn of [...second, visitor[0]!]) if (turn.ok) turn.release();
    if (visitor[0]!.ok) visitor[0]!.release();
    expect(shares.take('203.0.113.9').ok).toBe(true);
    expect(shares.take('198.51.100.8').ok).toBe(true);
  });

  it('counts an IPv4 /24 and an IPv6 /64 as one client', () => {
    expect(clientNetwork('198.51.100.7')).toBe('198.51.100.0/24');
    expect(clientNetwork('::ffff:198.51.100.250')).toBe('198.51.100.0/24');
    expect(clientNetwork('2001:db8:1:2:aaaa::1')).toBe(clientNetwork('2001:db8:1:2:bbbb::9'));
    expect(clientNetwork('2001:db8:1:3::1')).not.toBe(clientNetwork('2001:db8:1:2::1'));
    expect(clientNetwork('198.51.101.7')).not.toBe(clientNetwork('198.51.100.7'));
  });
});
