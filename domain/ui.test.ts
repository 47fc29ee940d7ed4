import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { entranceDelay, pushToast, thumbnailsLoop, wrapIndex } from './ui';

describe('wrapIndex', () => {
  it('wraps at both ends', () => {
    expect(wrapIndex(-1, 6)).toBe(5);
    expect(wrapIndex(6, 6)).toBe(0);
    expect(wrapIndex(7, 6)).toBe(1);
    expect(wrapIndex(-13, 6)).toBe(5);
    expect(wrapIndex(3, 0)).toBe(0);
    expect(wrapIndex(NaN, 3)).toBe(0);
  });

  it('always lands inside the list', () => {
    fc.assert(
      fc.property(fc.integer(), fc.integer({ min: 1, max: 100 }), (i, n) => {
        const w = wrapIndex(i, n);
        expect(w >= 0 && w < n).toBe(true);
      }),
    );
  });
});

describe('small rules', () => {
  it('loops thumbnails above 5 images', () => {
    expect([5, 6].map(thumbnailsLoop)).toEqual([false, true]);
  });

  it('staggers entrances by 0.1 s', () => {
    expect([0, 1, 3].map((i) => entranceDelay(i))).toEqual([0, 0.1, 0.3]);
  });

  it('keeps the 3 newest toasts first', () => {
    let toasts: number[] = [];
    for (const t of [1, 2, 3, 4]) toasts = pushToast(toasts, t);
    expect(toasts).toEqual([4, 3, 2]);
  });
});
