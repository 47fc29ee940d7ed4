import { describe, expect, it } from 'vitest';
import { isShownAsExact, ndcgAtK, recallAtK, reciprocalRankAtK, summarize, summarizeByKind, type QueryOutcome } from './search-metrics';

const outcome = (o: Partial<QueryOutcome> & Pick<QueryOutcome, 'relevant' | 'returned'>): QueryOutcome => ({
  query: 'q',
  kind: 'exact',
  total: o.returned.length,
  shownAsExact: true,
  ...o,
});

describe('recallAtK', () => {
  it('divides the relevant hits in the top k by the smaller of |relevant| and k', () => {
    expect(recallAtK(['a', 'b', 'c', 'd'], ['a', 'x', 'c', 'y'], 10)).toBe(0.5);
    // 30 relevant, a first page of 10 all relevant: perfect.
    const many = Array.from({ length: 30 }, (_, i) => String(i));
    expect(recallAtK(many, many.slice(5, 15), 10)).toBe(1);
    // 30 relevant, 3 of them in the page of 10.
    expect(recallAtK(many, ['0', 'x', '1', 'y', '2', 'z', 'w', 'v', 'u', 't'], 10)).toBeCloseTo(0.3);
  });

  it('only counts the first k results', () => {
    expect(recallAtK(['a', 'b'], ['x', 'y', 'a', 'b'], 2)).toBe(0);
    expect(recallAtK(['a', 'b'], ['x', 'a', 'y', 'b'], 3)).toBe(0.5);
  });

  it('counts a repeated id once', () => {
    expect(recallAtK(['a', 'b'], ['a', 'a'], 10)).toBe(0.5);
  });

  it('is undefined (null) when nothing is relevant', () => {
    expect(recallAtK([], ['a'], 10)).toBeNull();
  });
});

describe('isShownAsExact', () => {
  it('needs results that are not approximate', () => {
    expect(isShownAsExact(3, false)).toBe(true);
    expect(isShownAsExact(3, true)).toBe(false);
    expect(isShownAsExact(0, false)).toBe(false);
  });
});

describe('summarize', () => {
  const outcomes: QueryOutcome[] = [
    outcome({ kind: 'typo', relevant: ['a', 'b'], returned: ['a', 'b'] }), // recall 1
    outcome({ kind: 'typo', relevant: ['c'], returned: [] }), // nothing found: recall 0
    outcome({ kind: 'code', relevant: ['d', 'e', 'f', 'g'], returned: ['d', 'x'] }), // recall 0.25
    outcome({ kind: 'none', relevant: [], returned: ['x'], shownAsExact: true }), // wrongly exact
    outcome({ kind: 'none', relevant: [], returned: ['y'], shownAsExact: false }), // approximate: fine
    outcome({ kind: 'none', relevant: [], returned: [], shownAsExact: false }), // empty: fine
  ];

  it('measures answerable and no-answer queries separately', () => {
    const s = summarize(outcomes);
    expect(s.answerable).toBe(3);
    expect(s.noAnswer).toBe(3);
    expect(s.zeroResultRate).toBeCloseTo(1 / 3);
    expect(s.meanRecall).toBeCloseTo((1 + 0 + 0.25) / 3);
    expect(s.noAnswerShownExactRate).toBeCloseTo(1 / 3);
  });

  it('uses the total, not the page, to decide "nothing found"', () => {
    const s = summarize([outcome({ relevant: ['a'], returned: [], total: 5 })]);
    expect(s.zeroResultRate).toBe(0);
    expect(s.meanRecall).toBe(0);
  });

  it('leaves a rate undefined when its queries are missing', () => {
    const s = summarize([outcome({ relevant: ['a'], returned: ['a'] })]);
    expect(s.noAnswerShownExactRate).toBeNull();
    expect(summarize([]).meanRecall).toBeNull();
  });

  it('groups by kind in first-seen order', () => {
    const byKind = summarizeByKind(outcomes);
    expect([...byKind.keys()]).toEqual(['typo', 'code', 'none']);
    expect(byKind.get('typo')?.zeroResultRate).toBe(0.5);
    expect(byKind.get('code')?.meanRecall).toBe(0.25);
    expect(byKind.get('none')?.answerable).toBe(0);
  });
});

describe('reciprocalRankAtK', () => {
  it('is 1 / the rank of the first relevant id in the first k, 0 without one', () => {
    expect(reciprocalRankAtK(['a', 'b'], ['a', 'x'], 10)).toBe(1);
    expect(reciprocalRankAtK(['a', 'b'], ['x', 'y', 'b', 'a'], 10)).toBeCloseTo(1 / 3);
    expect(reciprocalRankAtK(['a'], ['x', 'y', 'a'], 2)).toBe(0);
    expect(reciprocalRankAtK([], ['a'], 10)).toBeNull();
  });
});

describe('ndcgAtK', () => {
  it('is 1 for relevant ids first and less the lower they sit', () => {
    expect(ndcgAtK(['a', 'b'], ['a', 'b', 'x'], 10)).toBe(1);
    expect(ndcgAtK(['a', 'b'], ['b', 'a'], 10)).toBe(1);
    // one relevant of one, at rank 2: 1 / log2(3)
    expect(ndcgAtK(['a'], ['x', 'a'], 10)).toBeCloseTo(1 / Math.log2(3));
    // two relevant, only one found at rank 1: 1 / (1 + 1 / log2(3))
    expect(ndcgAtK(['a', 'b'], ['a', 'x'], 10)).toBeCloseTo(1 / (1 + 1 / Math.log2(3)));
  });

  it('counts a repeated id once, only the first k and none when nothing is relevant', () => {
    expect(ndcgAtK(['a', 'b'], ['a', 'a'], 10)).toBeCloseTo(1 / (1 + 1 / Math.log2(3)));
    expect(ndcgAtK(['a'], ['x', 'a'], 1)).toBe(0);
    expect(ndcgAtK([], ['a'], 10)).toBeNull();
  });
});

describe('summarize: ranking figures', () => {
  it('averages MRR and nDCG over answerable queries only', () => {
    const s = summarize(
      [outcome({ relevant: ['a'], returned: ['x', 'a'] }), outcome({ relevant: ['b'], returned: ['b'] }), outcome({ relevant: [], returned: ['z'] })],
      10,
    );
    expect(s.meanReciprocalRank).toBeCloseTo((0.5 + 1) / 2);
    expect(s.meanNdcg).toBeCloseTo((1 / Math.log2(3) + 1) / 2);
  });
});
