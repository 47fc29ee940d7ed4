import { describe, expect, it } from 'vitest';
import { normalizePhone, PHONE_MESSAGES, whatsappNumberOf } from './phone';

// Real ways Argentines write a phone, and what the shop must read.
const READ: [typed: string, whatsapp: string, display: string, mobile: true | null][] = [
  ['343 4123456', '5493434123456', '+54 9 343 412-3456', null],
  ['3434123456', '5493434123456', '+54 9 343 412-3456', null],
  ['0343 15 4123456', '5493434123456', '+54 9 343 412-3456', true],
  ['0343 154123456', '5493434123456', '+54 9 343 412-3456', true],
  ['0343154123456', '5493434123456', '+54 9 343 412-3456', true],
  ['(0343) 15-412-3456', '5493434123456', '+54 9 343 412-3456', true],
  ['343 15 4123456', '5493434123456', '+54 9 343 412-3456', true],
  ['0343 4123456', '5493434123456', '+54 9 343 412-3456', null],
  ['+54 9 343 412-3456', '5493434123456', '+54 9 343 412-3456', true],
  ['+54 343 4123456', '5493434123456', '+54 9 343 412-3456', null],
  ['+5493434123456', '5493434123456', '+54 9 343 412-3456', true],
  ['5493434123456', '5493434123456', '+54 9 343 412-3456', true],
  ['00 54 9 343 4123456', '5493434123456', '+54 9 343 412-3456', true],
  ['+54 9 0343 4123456', '5493434123456', '+54 9 343 412-3456', true],
  ['9 343 4123456', '5493434123456', '+54 9 343 412-3456', true],
  ['011 15 4123-4567', '5491141234567', '+54 9 11 4123-4567', true],
  ['(011) 4123-4567', '5491141234567', '+54 9 11 4123-4567', null],
  ['11 4123 4567', '5491141234567', '+54 9 11 4123-4567', null],
  ['+54 9 11 4123-4567', '5491141234567', '+54 9 11 4123-4567', true],
  ['0351 15 612 3456', '5493516123456', '+54 9 351 612-3456', true],
  ['0341-156-123456', '5493416123456', '+54 9 341 612-3456', true],
  ['03442 15 412345', '5493442412345', '+54 9 3442 41-2345', true],
  ['3442 412345', '5493442412345', '+54 9 3442 41-2345', null],
  ['02954 15 423456', '5492954423456', '+54 9 2954 42-3456', true],
  ['0299 15 5123456', '5492995123456', '+54 9 299 512-3456', true],
  ['343.412.3456', '5493434123456', '+54 9 343 412-3456', null],
  ['  343 4123456  ', '5493434123456', '+54 9 343 412-3456', null],
];

describe('normalizePhone', () => {
  it.each(READ)('%s → %s', (typed, whatsapp, display, mobile) => {
    const result = normalizePhone(typed);
    expect(result).toMatchObject({ ok: true, phone: { whatsapp, international: whatsapp, display, mobile, typed: typed.trim() } });
  });

  it('keeps a foreign number written with + as it is', () => {
    expect(normalizePhone('+598 99 123 456')).toMatchObject({ ok: true, phone: { whatsapp: '59899123456', display: '+59899123456', areaCode: null } });
    expect(normalizePhone('+598 12')).toEqual({ ok: false, message: PHONE_MESSAGES.foreign });
  });

  it('says what is wrong, in Spanish', () => {
    expect(normalizePhone('4123456')).toEqual({ ok: false, message: PHONE_MESSAGES.noAreaCode });
    expect(normalizePhone('15 4123456')).toEqual({ ok: false, message: PHONE_MESSAGES.noAreaCode });
    expect(normalizePhone('343 41234')).toEqual({ ok: false, message: PHONE_MESSAGES.noAreaCode });
    expect(normalizePhone('343 41234567890')).toEqual({ ok: false, message: PHONE_MESSAGES.length });
    expect(normalizePhone('343 0123456')).toEqual({ ok: false, message: PHONE_MESSAGES.length });
    expect(normalizePhone('343 412 3456 int. 2')).toEqual({ ok: false, message: PHONE_MESSAGES.characters });
    expect(normalizePhone('')).toMatchObject({ ok: false });
  });

  it('says when the number read is not the digits typed', () => {
    expect(normalizePhone('343 4123456')).toMatchObject({ ok: true, phone: { rewritten: false, areaCode: '343', local: '4123456' } });
    expect(normalizePhone('0343 15 4123456')).toMatchObject({ ok: true, phone: { rewritten: true } });
  });

  it('whatsappNumberOf: null for nothing usable', () => {
    expect(whatsappNumberOf('0343 15 4123456')).toBe('5493434123456');
    expect(whatsappNumberOf('')).toBeNull();
    expect(whatsappNumberOf(null)).toBeNull();
    expect(whatsappNumberOf('4123456')).toBeNull();
  });
});
