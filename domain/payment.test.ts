import { describe, expect, it } from 'vitest';
import { CASH_ONLY, parseCheques, paymentTerms } from './payment';

describe('paymentTerms', () => {
  it.each([
    [3, 'En hasta 3 cheques'],
    ['3', 'En hasta 3 cheques'],
    [' 3 ', 'En hasta 3 cheques'],
    ['03', 'En hasta 3 cheques'],
    [6.0, 'En hasta 6 cheques'],
    ['1', 'En hasta 1 cheques'],
    [1, 'En hasta 1 cheques'],
  ])('%j -> %j', (input, expected) => {
    expect(paymentTerms(input)).toBe(expected);
  });

  it.each([[0], ['0'], [''], ['  '], [null], [undefined], [-2], ['-2'], [2.5], ['2.5'], ['2,5'], ['tres'], ['3 cheques'], [NaN], [Infinity], [{}]])(
    '%j -> cash only',
    (input) => {
      expect(paymentTerms(input)).toBe(CASH_ONLY);
    },
  );
});

describe('parseCheques', () => {
  it('accepts non-negative integers only', () => {
    expect(parseCheques('0')).toBe(0);
    expect(parseCheques(12)).toBe(12);
    expect(parseCheques('12 ')).toBe(12);
    expect(parseCheques('99999999999999999999')).toBeNull();
    expect(parseCheques(-1)).toBeNull();
    expect(parseCheques('x')).toBeNull();
  });
});
