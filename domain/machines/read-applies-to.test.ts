import { describe, expect, it } from 'vitest';
import { brandMatcher } from './brand-matcher';
import { BUILT_IN_BRANDS } from './brands';
import { READING_LIMITS, readAppliesTo } from './read-applies-to';

const matcher = brandMatcher(BUILT_IN_BRANDS);
const pairs = (text: string) => readAppliesTo(text, matcher).fits.map((f) => `${f.brand} | ${f.model ?? '*'}${f.engine ? ' (motor)' : ''}`);

describe('readAppliesTo: cells of the sample sheet', () => {
  it('carries the brand across a list', () => {
    expect(pairs('Case IH Patriot 250, Patriot 350')).toEqual(['Case IH | Patriot 250', 'Case IH | Patriot 350']);
    expect(pairs('Deutz-Fahr C 7205, C 9206, 5690 HTS')).toEqual(['Deutz-Fahr | C 7205', 'Deutz-Fahr | C 9206', 'Deutz-Fahr | 5690 HTS']);
  });

  it('keeps sizes inside a model and drops "y similares"', () => {
    expect(pairs('Gherardi G-100 18/52, G-200 22/42 y similares')).toEqual(['Gherardi | G-100 18/52', 'Gherardi | G-200 22/42']);
  });

  it('reads the engine and the machines in parentheses', () => {
    expect(pairs('Motor Iveco Cursor 9 (Case IH Patriot 250, New Holland 7630)')).toEqual([
      'Iveco | Cursor 9 (motor)',
      'Case IH | Patriot 250',
      'New Holland | 7630',
    ]);
    expect(pairs('Motor Mercedes-Benz OM 906 LA, OM 457, OM 366, Deutz BF6L 913 (Don Roque 150 Power)')).toEqual([
      'Mercedes-Benz | OM 906 LA (motor)',
      'Mercedes-Benz | OM 457 (motor)',
      'Mercedes-Benz | OM 366 (motor)',
      'Deutz | BF6L 913 (motor)',
      'Don Roque | 150 Power',
    ]);
  });

  it('leaves texts that are not machines as text', () => {
    for (const text of ['Llanta 38 pulgadas', 'Sistemas hidráulicos de tractores y cosechadoras', 'Tractores, cosechadoras y camiones']) {
      const reading = readAppliesTo(text, matcher);
      expect(reading.fits).toEqual([]);
      expect(reading.unread.length).toBeGreaterThan(0);
    }
  });

  it('reads brands alone as brand-level fits', () => {
    expect(pairs('John Deere')).toEqual(['John Deere | *']);
    expect(pairs('Motores diésel Perkins, Cummins')).toEqual(['Perkins | * (motor)', 'Cummins | * (motor)']);
  });
});

describe('readAppliesTo: one machine however it is written', () => {
  it('MF 34, 34, MF34 and mf-34 under Massey Ferguson are one', () => {
    const fits = readAppliesTo('Massey Ferguson MF 34, 34, MF34, MF-34, Massey 34', matcher).fits;
    expect(fits.map((f) => [f.model, f.modelSlug])).toEqual([['MF 34', '34']]);
  });

  it('reads aliases: JD, NH, MF', () => {
    expect(pairs('JD 3530; NH TC5070; MF 650')).toEqual(['John Deere | 3530', 'New Holland | TC5070', 'Massey Ferguson | MF 650']);
  });

  it('a model that is only a number belongs to the brand before it', () => {
    expect(pairs('Agrale 575, 4230.4')).toEqual(['Agrale | 575', 'Agrale | 4230.4']);
    expect(pairs('575')).toEqual([]);
  });
});

describe('readAppliesTo: hostile cells', () => {
  it('bounds a cell of 500 machines', () => {
    const text = `John Deere ${Array.from({ length: 500 }, (_, i) => String(1000 + i)).join(', ')}`;
    const reading = readAppliesTo(text, matcher);
    expect(reading.fits.length).toBeLessThanOrEqual(READING_LIMITS.fits);
    expect(reading.dropped).toBeGreaterThan(0);
  });

  it('cuts 10,000 characters and says so', () => {
    const reading = readAppliesTo(`Case IH Patriot 250, ${'x'.repeat(10_000)}`, matcher);
    expect(reading.fits.map((f) => f.model)).toEqual(['Patriot 250']);
    expect(reading.dropped).toBe(10_000 + 21 - READING_LIMITS.chars);
  });

  it('ignores emoji, control characters and punctuation', () => {
    expect(pairs('🚜🚜 John\u0000 Deere 3530 \u202e, !!!, ;;;')).toEqual(['John Deere | 3530']);
    expect(readAppliesTo('.,;:!?', matcher)).toEqual({ fits: [], unread: [], dropped: 0 });
  });

  it('survives unbalanced parentheses', () => {
    expect(pairs('Motor Iveco Cursor 9 (Case IH Patriot 250')).toEqual(['Iveco | Cursor 9 (motor)', 'Case IH | Patriot 250 (motor)']);
  });
});
