import { describe, expect, it } from 'vitest';
import { madeAtOf, sentOfflineText } from './made-at';

const now = new Date('2026-11-27T20:40:00Z');

describe('madeAtOf', () => {
  it('takes an ISO time or milliseconds within the last 31 days', () => {
    expect(madeAtOf('2026-11-27T17:05:00.000Z', now)?.toISOString()).toBe('2026-11-27T17:05:00.000Z');
    expect(madeAtOf(Date.parse('2026-11-01T10:00:00Z'), now)?.toISOString()).toBe('2026-11-01T10:00:00.000Z');
    expect(madeAtOf(String(Date.parse('2026-11-01T10:00:00Z')), now)?.toISOString()).toBe('2026-11-01T10:00:00.000Z');
  });

  it('allows a clock a few minutes ahead but ignores one far ahead', () => {
    expect(madeAtOf('2026-11-27T20:43:00Z', now)).not.toBeNull();
    expect(madeAtOf('2026-11-27T21:40:00Z', now)).toBeNull();
  });

  it('ignores a time older than the phone keeps a request, and anything not a time', () => {
    expect(madeAtOf('2026-10-20T10:00:00Z', now)).toBeNull();
    for (const bad of [undefined, null, '', 'ayer', '2026-13-01T00:00:00Z', {}, [], 1.5, Number.NaN]) expect(madeAtOf(bad, now)).toBeNull();
  });
});

describe('sentOfflineText', () => {
  it('names both times when they are more than 10 minutes apart', () => {
    // 14:05 and 17:40 in Paraná (UTC-3).
    expect(sentOfflineText(new Date('2026-11-27T17:05:00Z'), new Date('2026-11-27T20:40:00Z'))).toBe('Enviado sin señal: hecho 14:05, llegó 17:40');
    expect(sentOfflineText(new Date('2026-11-26T17:05:00Z'), new Date('2026-11-27T20:40:00Z'))).toBe('Enviado sin señal: hecho 26/11 14:05, llegó 27/11 17:40');
  });

  it('says nothing for a request sent at once', () => {
    expect(sentOfflineText(new Date('2026-11-27T20:31:00Z'), new Date('2026-11-27T20:40:00Z'))).toBeNull();
    expect(sentOfflineText(null, now)).toBeNull();
  });
});
