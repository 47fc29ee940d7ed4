import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { boundedText, cleanInput, cleanLine, cleanMultiline, cutAt, isClean, ownValue, wellFormed } from './clean-text';

const isWellFormed = (s: string) => !/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/.test(s);

describe('wellFormed', () => {
  it('replaces lone surrogates and keeps pairs', () => {
    expect(wellFormed('a\uD800b')).toBe('a\uFFFDb');
    expect(wellFormed('a\uDC00')).toBe('a\uFFFD');
    expect(wellFormed('🚜')).toBe('🚜');
    expect(wellFormed('\uDC00\uD800')).toBe('\uFFFD\uFFFD');
  });
});

describe('cleanLine', () => {
  it('drops NUL, controls and bidi controls, and turns breaks into spaces', () => {
    expect(cleanLine('Bomba\u0000 de\u202E agua')).toBe('Bomba de agua');
    expect(cleanLine('a\nb\tc\r\nd')).toBe('a b c d');
    expect(cleanLine('\u2066x\u2069\u200F\u061C\u007F\u0085')).toBe('x');
  });
});

describe('cleanMultiline', () => {
  it('keeps line feeds and tabs, drops other controls and bidi controls', () => {
    expect(cleanMultiline('uno\r\ndos\rtres\u0000\tcuatro\u0007')).toBe('uno\ndos\ntres\tcuatro');
    // An override in a comment would make the next lines of the staff's mail read backwards.
    expect(cleanMultiline('a\u202Eb\nc\u2066d\u2069\u200F')).toBe('ab\ncd');
    expect(isClean('a\u202Eb\nc', 'multiline')).toBe(false);
  });
});

describe('cleaning of any string', () => {
  it('always gives well-formed text without NUL, and one-line text without breaks or bidi', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 40 }), (raw) => {
        const line = cleanLine(raw);
        const multi = cleanMultiline(raw);
        expect(isWellFormed(line) && isWellFormed(multi)).toBe(true);
        expect(/[\u0000-\u001F\u007F-\u009F\u202A-\u202E\u2066-\u2069\u200E\u200F\u061C]/.test(line)).toBe(false);
        expect(/[\u0000-\u0008\u000B-\u001F\u007F-\u009F]/.test(multi)).toBe(false);
        expect(isClean(line, 'line')).toBe(true);
        expect(isClean(multi, 'multiline')).toBe(true);
        expect(cleanLine(line)).toBe(line);
      }),
      { numRuns: 500 },
    );
  });
});

describe('cutAt and boundedText', () => {
  it('never splits a surrogate pair', () => {
    expect(cutAt('ab🚜', 3)).toBe('ab');
    expect(cutAt('abc', 5)).toBe('abc');
  });
  it('reports a cleaned and a cut cell', () => {
    expect(boundedText('  x\u0000y ', 'line', 10)).toEqual({ text: 'xy', cleaned: true, cutFrom: null });
    expect(boundedText('abcdef', 'line', 3)).toEqual({ text: 'abc', cleaned: false, cutFrom: 6 });
    expect(boundedText('plain', 'multiline', 10)).toEqual({ text: 'plain', cleaned: false, cutFrom: null });
  });
});

describe('cleanInput', () => {
  it('cleans strings and keys at any depth and drops prototype keys', () => {
    const parsed = JSON.parse('{"a":"x\\u0000\\ud800","__proto__":{"admin":true},"list":[{"b\\u0000":"y"}],"n":3}');
    const out = cleanInput(parsed) as Record<string, unknown>;
    expect(out).toEqual({ a: 'x\uFFFD', list: [{ b: 'y' }], n: 3 });
    expect(Object.getPrototypeOf(out)).toBe(Object.prototype);
    expect((out as { admin?: unknown }).admin).toBeUndefined();
  });
});

describe('ownValue', () => {
  it('finds only own entries', () => {
    const table: Record<string, string> = { datos: 'Revisá los datos.' };
    expect(ownValue(table, 'datos')).toBe('Revisá los datos.');
    expect(ownValue(table, 'constructor')).toBeUndefined();
    expect(ownValue(table, '__proto__')).toBeUndefined();
    expect(ownValue(table, null)).toBeUndefined();
  });
});
