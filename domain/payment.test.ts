import { describe, expect, it } from 'vitest';
import { CASH_ONLY, chequePlan, parseCheques, paymentTerms, readCftea } from './payment';
import { formatARS } from './price';

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

describe('chequePlan', () => {
  it('gives the number and amount of the cheques, interest free, beside the cash price', () => {
    expect(chequePlan(3, '$ 45.000')).toBe(`3 cheques de ${formatARS(15_000)} sin interés (CFTEA 0 %)`);
    expect(chequePlan('1', '45.000')).toBe(`1 cheque de ${formatARS(45_000)} sin interés (CFTEA 0 %)`);
    expect(chequePlan(4, 'U$S 18.500')).toBe('4 cheques de U$S 4.625 sin interés (CFTEA 0 %)');
    expect(chequePlan(3, 'U$S 1.000')).toBe('3 cheques de U$S 333,33 sin interés (CFTEA 0 %)');
  });

  it('says nothing for cash only or a price to ask for', () => {
    expect(chequePlan(0, '$ 45.000')).toBeNull();
    expect(chequePlan('', '$ 45.000')).toBeNull();
    expect(chequePlan(3, 'Consultar')).toBeNull();
    expect(chequePlan(3, '')).toBeNull();
  });
});

describe('chequePlan with a financed price', () => {
  it('gives the payments, their total and the CFTEA the sheet wrote', () => {
    expect(chequePlan(3, '$ 45.000', { price: '$ 54.000', cftea: 48.5 })).toBe(`3 cheques de ${formatARS(18_000)} (total ${formatARS(54_000)}, CFTEA 48,5 %)`);
    expect(chequePlan(4, 'U$S 18.500', { price: 'U$S 20.000', cftea: 12 })).toBe('4 cheques de U$S 5.000 (total U$S 20.000, CFTEA 12 %)');
  });

  it('shows no plan rather than a false one', () => {
    expect(chequePlan(3, '$ 45.000', { price: '' })).toBeNull();
    expect(chequePlan(3, '$ 45.000', { price: '$ 54.000' })).toBeNull();
    expect(chequePlan(3, '$ 45.000', { price: 'U$S 54', cftea: 10 })).toBeNull();
  });
});

describe('readCftea', () => {
  it.each([
    ['45', 45],
    ['45,5 %', 45.5],
    ['45.5%', 45.5],
    ['0', 0],
  ])('%j is %d', (text, n) => expect(readCftea(text)).toBe(n));
  it.each(['', 'cuarenta', '-3', '2000', '45,555'])('%j is refused', (text) => expect(readCftea(text)).toBeNull());
});
