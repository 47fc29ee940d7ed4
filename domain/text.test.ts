import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { CARD_DESCRIPTION_LENGTH, initials, META_DESCRIPTION_LENGTH, productCountLabel, truncate } from './text';

describe('truncate', () => {
  it('leaves short text alone', () => {
    expect(truncate('hola', 4)).toBe('hola');
    expect(truncate('', 70)).toBe('');
  });

  it('cuts to max characters and appends ... (not counted)', () => {
    expect(truncate('abcdef', 3)).toBe('abc...');
    const long = 'x'.repeat(100);
    expect(truncate(long, CARD_DESCRIPTION_LENGTH)).toBe('x'.repeat(70) + '...');
    expect(truncate(long + long, META_DESCRIPTION_LENGTH)).toHaveLength(163);
  });

  it('does not split a surrogate pair', () => {
    expect(truncate('ab🚜cd', 3)).toBe('ab...');
  });

  it('handles odd limits', () => {
    expect(truncate('abc', 0)).toBe('...');
    expect(truncate('abc', -5)).toBe('...');
    expect(truncate('abcdef', 2.9)).toBe('ab...');
  });

  it('is text.slice(0, max) + "..." for BMP text', () => {
    fc.assert(
      fc.property(fc.string(), fc.nat(50), (text, max) => {
        const expected = text.length > max ? text.slice(0, max) + '...' : text;
        expect(truncate(text, max)).toBe(expected);
      }),
    );
  });
});

describe('productCountLabel', () => {
  it('uses singular only for one', () => {
    expect(productCountLabel(1)).toBe('1 producto');
    expect(productCountLabel(0)).toBe('0 productos');
    expect(productCountLabel(3)).toBe('3 productos');
  });
});

describe('initials', () => {
  it('takes the first letter of the first two names, upper case', () => {
    expect(initials('ana maría López')).toBe('AM');
    expect(initials('  Juan  ')).toBe('J');
    expect(initials('')).toBe('');
  });
});
