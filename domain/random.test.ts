import { describe, expect, it } from 'vitest';
import { mulberry32 } from './random';

describe('mulberry32', () => {
  it('gives the same sequence as the generator the sample data was made with', () => {
    // Values of the former copies (scripts/generate-images.ts, bench/synthetic.ts, a test):
    // the committed sample catalogue and pictures depend on them.
    const r = mulberry32(42);
    expect([r(), r(), r()]).toEqual([0.6011037519201636, 0.44829055899754167, 0.8524657934904099]);
    expect(mulberry32(77)()).toBe(0.4256013557314873);
    const negative = mulberry32(-5);
    expect([negative(), negative()]).toEqual([0.48384718922898173, 0.05296749505214393]);
  });

  it('stays in [0, 1)', () => {
    const r = mulberry32(1);
    for (let i = 0; i < 10_000; i++) {
      const x = r();
      expect(x >= 0 && x < 1).toBe(true);
    }
  });
});
