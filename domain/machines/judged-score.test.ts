// The reader against the judged sets: the goals of bench/README.md ('Máquinas') as a test, so a
// change to the reader that loses them fails here and not only in the bench.
import { describe, expect, it } from 'vitest';
import judged from '../../bench/machines-judged.json';
import { brandMatcher } from './brand-matcher';
import { BUILT_IN_BRANDS } from './brands';
import { scoreReader, type JudgedText } from './judged-score';

const matcher = brandMatcher(BUILT_IN_BRANDS);

describe('scoreReader', () => {
  it('counts missed and added pairs', () => {
    const score = scoreReader(
      [
        {
          text: 'Case IH Patriot 250, Patriot 350',
          machines: [
            ['Case IH', 'Patriot 250'],
            ['Case IH', 'Patriot 350'],
          ],
        },
        {
          text: 'John Deere 3530',
          machines: [
            ['John Deere', '3530'],
            ['John Deere', '4530'],
          ],
        },
      ],
      matcher,
    );
    expect(score).toMatchObject({ texts: 2, pairs: 4, precision: 1, recall: 0.75 });
    expect(score.misses).toEqual([{ text: 'John Deere 3530', missed: ['john-deere/4530'], extra: [] }]);
  });
});

describe.each([
  ['judged', judged.judged],
  ['held apart', judged.heldApart],
])('the %s set', (_, set) => {
  it('has its texts and meets the goals (precision 0.97, recall 0.95)', () => {
    const score = scoreReader(set as unknown as JudgedText[], matcher);
    expect(score.texts).toBeGreaterThanOrEqual(150);
    expect(score.precision).toBeGreaterThanOrEqual(0.97);
    expect(score.recall).toBeGreaterThanOrEqual(0.95);
  });
});
