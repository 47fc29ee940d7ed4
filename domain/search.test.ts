import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { matchesSearch, matchesWords, normalizeText, searchableText, searchWords } from './search';
import { makeProduct } from './testing';

describe('normalizeText', () => {
  it.each([
    ['NEUMÁTICO', 'neumatico'],
    ['Cañería', 'caneria'],
    ['Bomba (hidráulica) 3/4"', 'bomba hidraulica 34'],
    ['A-12', 'a12'],
    ['Über Straße', 'uber straße'],
  ])('%j -> %j', (input, expected) => {
    expect(normalizeText(input)).toBe(expected);
  });

  it('keeps only letters, digits and whitespace, and is idempotent', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme' }), (s) => {
        const once = normalizeText(s);
        expect(once).toMatch(/^[\p{L}\p{N}\s]*$/u);
        expect(normalizeText(once)).toBe(once);
      }),
    );
  });
});

describe('searchWords', () => {
  it('trims, normalises and splits', () => {
    expect(searchWords('  Bomba   Hidráulica ')).toEqual(['bomba', 'hidraulica']);
    expect(searchWords('')).toEqual([]);
    expect(searchWords('   ')).toEqual([]);
    expect(searchWords(' - ')).toEqual([]);
  });
});

describe('matchesSearch', () => {
  const tyre = makeProduct({
    name: 'NEUMATICO 18.4-34',
    description: 'Para tractor, buen estado',
    code: 'NE-1834',
    brand: 'Firestone',
    appliesTo: 'John Deere 3530',
  });

  it('ignores accents and case', () => {
    expect(matchesSearch(tyre, 'neumático')).toBe(true);
    expect(matchesSearch(makeProduct({ name: 'Cañería' }), 'CANERIA')).toBe(true);
    expect(matchesSearch(makeProduct({ name: 'Caneria' }), 'cañería')).toBe(true);
  });

  it('needs every word, in any field', () => {
    expect(matchesSearch(tyre, 'firestone deere neumatico')).toBe(true);
    expect(matchesSearch(tyre, 'ne1834 tractor')).toBe(true);
    expect(matchesSearch(tyre, 'firestone pirelli')).toBe(false);
  });

  it('matches everything for an empty term', () => {
    expect(matchesSearch(tyre, '')).toBe(true);
    expect(matchesSearch(tyre, '   ')).toBe(true);
  });

  it('builds the searchable text from the five fields', () => {
    expect(searchableText(tyre)).toBe('neumatico 18434 para tractor buen estado ne1834 firestone john deere 3530');
  });
});

describe('matchesWords', () => {
  it('checks substrings', () => {
    expect(matchesWords('bomba hidraulica', ['bom', 'dra'])).toBe(true);
    expect(matchesWords('bomba hidraulica', ['bomba', 'x'])).toBe(false);
    expect(matchesWords('', [])).toBe(true);
  });
});
