import { describe, expect, it } from 'vitest';
import { brandMatcher } from './brand-matcher';
import { BUILT_IN_BRANDS } from './brands';
import { machineInQuery } from './query-machine';

const matcher = brandMatcher(BUILT_IN_BRANDS);
const models = new Set(['john-deere/3530', 'massey-ferguson/34', 'case-ih/patriot-250', 'perkins/6-354', 'new-holland/cr-8-90']);
const known = (brand: string, model: string) => models.has(`${brand}/${model}`);
const read = (text: string) => machineInQuery(text.toLowerCase().split(/\s+/), matcher, known);

describe('machineInQuery', () => {
  it('reads a brand by any alias followed by a model the catalogue has', () => {
    expect(read('filtro aceite john deere 3530')).toEqual({ start: 2, length: 3, brandSlug: 'john-deere', modelSlug: '3530' });
    expect(read('filtro jd 3530')).toEqual({ start: 1, length: 2, brandSlug: 'john-deere', modelSlug: '3530' });
    expect(read('correa case patriot 250')).toMatchObject({ start: 1, length: 3, brandSlug: 'case-ih', modelSlug: 'patriot-250' });
  });

  it("leaves the brand's model prefix out and keeps a model's dots", () => {
    expect(read('bomba massey ferguson mf 34')).toMatchObject({ start: 1, length: 4, modelSlug: '34' });
    expect(read('bomba mf34')).toBeNull(); // the brand must be its own word
    expect(read('bomba mf mf34')).toMatchObject({ brandSlug: 'massey-ferguson', modelSlug: '34' });
    expect(read('inyector perkins 6.354')).toMatchObject({ brandSlug: 'perkins', modelSlug: '6-354' });
    expect(read('inyector perkins 6354')).toBeNull(); // another machine, which the catalogue lacks
    expect(read('filtro new holland cr 8.90')).toMatchObject({ length: 4, modelSlug: 'cr-8-90' });
  });

  it('reads no machine from a brand alone, an unknown model or loose words', () => {
    expect(read('filtro john deere')).toBeNull();
    expect(read('filtro john deere 9999')).toBeNull();
    expect(read('filtro 3530')).toBeNull();
    expect(read('')).toBeNull();
    expect(machineInQuery([], matcher, known)).toBeNull();
  });

  it('costs bounded work on a long query', () => {
    const words = Array.from({ length: 100 }, () => 'john');
    let asked = 0;
    machineInQuery(words, matcher, () => (asked++, false));
    expect(asked).toBeLessThanOrEqual(100 * 3);
  });
});
