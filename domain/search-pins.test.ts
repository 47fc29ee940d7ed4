import { describe, expect, it } from 'vitest';
import { pinFormSchema, pinKey, pinKeysFor, pinWords, unpinFormSchema } from './search-pins';

describe('pinKey / pinKeysFor', () => {
  it('matches as the search normalises: case, accents, plural, word order, repeats', () => {
    const key = pinKey('Rulemán 6205');
    expect(key).toBe(pinKey('ruleman 6205'));
    expect(key).toBe(pinKey('RULEMANES 6205'));
    expect(key).toBe(pinKey('6205 rulemán rulemán'));
    expect(key).not.toBe(pinKey('ruleman 6206'));
    expect(pinKey('¡!')).toBe('');
  });

  it('finds a pin kept in either number from a query in the other', () => {
    for (const [pinned, typed] of [
      ['cruz cardan', 'cruces cardan'],
      ['cruces cardan', 'cruz cardan'],
      ['retén', 'retenes'],
      ['retenes', 'retén'],
      ['calle', 'calles'],
      ['bomba hidráulica', 'bombas hidraulicas'],
    ]) {
      expect(pinKeysFor(pinWords(typed)), `${pinned} <- ${typed}`).toContain(pinKey(pinned));
    }
  });

  it('bounds the keys tried for a long query', () => {
    expect(pinKeysFor(pinWords('bombas motores retenes crucetas cubiertas')).length).toBeLessThanOrEqual(64);
    expect(pinKeysFor(pinWords('a b c d e f g'))).toEqual([]);
  });
});

describe('pinFormSchema', () => {
  it('takes a phrase and an ID, cleaned', () => {
    expect(pinFormSchema.parse({ texto: ' ruleman\u0000 6205 ', producto: ' 123 ' })).toEqual({ texto: 'ruleman 6205', producto: '123' });
  });

  it('refuses an empty or too long phrase, only condition words, and a missing product, in Spanish', () => {
    const error = (input: unknown) => pinFormSchema.safeParse(input).error?.issues[0]?.message;
    expect(error({ texto: '', producto: '1' })).toMatch(/Escribí la palabra/);
    expect(error({ texto: 'usado', producto: '1' })).toMatch(/Usá entre 1 y 6 palabras/);
    expect(error({ texto: 'a b c d e f g', producto: '1' })).toMatch(/Usá entre 1 y 6 palabras/);
    expect(error({ texto: 'x'.repeat(101), producto: '1' })).toMatch(/hasta 100/);
    expect(error({ texto: 'ruleman' })).toMatch(/ID del producto/);
    expect(unpinFormSchema.safeParse({ pin: 'abc' }).success).toBe(false);
    expect(unpinFormSchema.parse({ pin: '7' })).toEqual({ pin: 7 });
  });
});
