import { describe, expect, it } from 'vitest';
import { CUIT_MESSAGES, cuitCheckDigit, formatCuit, readCuit } from './cuit';

// Published CUITs of public bodies and companies (AFIP, YPF, Banco Nación, Mercado Libre) and
// made-up ones whose check digit was worked out by hand with the modulo-11 weights 5,4,3,2,7,6,5,4,3,2.
const VALID = [
  ['33-69345023-9', '33693450239'],
  ['30-54668997-9', '30546689979'],
  ['30-50001091-2', '30500010912'],
  ['30-70308853-4', '30703088534'],
  ['20-12345678-6', '20123456786'],
  // 11 - (sum mod 11) = 11: the check digit is 0.
  ['20-40000000-0', '20400000000'],
  ['27 30000000 8', '27300000008'],
  ['20123456786', '20123456786'],
  ['20.12345678.6', '20123456786'],
  [' 20 – 12345678 – 6 ', '20123456786'],
] as const;

const WRONG_CHECK_DIGIT = ['20-12345678-9', '33-69345023-8', '30546689970', '20-40000000-1', '20-99999999-0', '20-99999999-9'];

describe('CUIT', () => {
  it.each(VALID)('reads %s as %s', (typed, digits) => {
    expect(readCuit(typed)).toEqual({ ok: true, digits, display: formatCuit(digits) });
  });

  it('prints the digits the way AFIP does', () => {
    expect(formatCuit('20123456786')).toBe('20-12345678-6');
  });

  it.each(WRONG_CHECK_DIGIT)('says the check digit of %s does not match', (typed) => {
    expect(readCuit(typed)).toEqual({ ok: false, message: CUIT_MESSAGES.checkDigit });
  });

  it('has no check digit for ten digits whose remainder asks for 10 (AFIP never issues them)', () => {
    expect(cuitCheckDigit('2099999999')).toBeNull();
    expect(cuitCheckDigit('2040000000')).toBe(0);
    expect(cuitCheckDigit('3369345023')).toBe(9);
  });

  it('says how many digits were written when there are not 11', () => {
    expect(readCuit('20-1234567-8')).toEqual({ ok: false, message: 'El CUIT tiene 11 números y escribiste 10. Revisalo en tu constancia de inscripción.' });
    expect(readCuit('201234567861')).toEqual({ ok: false, message: 'El CUIT tiene 11 números y escribiste 12. Revisalo en tu constancia de inscripción.' });
  });

  it.each(['20-1234567B-6', 'veinte', 'CUIT 20123456786', '20/12345678/6', '٢٠١٢٣٤٥٦٧٨٦', ''])('refuses %j: only digits, dashes, dots and spaces', (typed) => {
    expect(readCuit(typed)).toEqual({ ok: false, message: CUIT_MESSAGES.notDigits });
  });
});
