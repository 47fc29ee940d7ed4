import { describe, expect, it } from 'vitest';
import { MAX_QUERY_LENGTH, allowedTypos, buildSynonymTable, compactCode, deletions, editDistance, isCodeLike, parseQuery, pluralVariants } from './search-plan';

describe('parseQuery', () => {
  it('reads condition words as a filter and keeps the rest as normalised words', () => {
    expect(parseQuery('  Bomba hidráulica USADA ')).toEqual({
      query: 'Bomba hidráulica USADA',
      words: ['bomba', 'hidraulica'],
      typed: ['bomba', 'hidráulica'],
      condition: 'Usado',
    });
    expect(parseQuery('tractores nuevos').condition).toBe('Nuevo');
    expect(parseQuery('usado o nuevo')).toMatchObject({ words: ['o'], condition: null });
    expect(parseQuery('usados').words).toEqual([]);
  });

  it('cuts long queries, and symbols or emoji alone leave no words', () => {
    expect(parseQuery('x'.repeat(300)).query).toHaveLength(MAX_QUERY_LENGTH);
    expect(parseQuery('¡¿?! 🚜🚜 --').words).toEqual([]);
    expect(parseQuery('').words).toEqual([]);
    expect(parseQuery('RE-26750 ¡filtro!')).toMatchObject({ words: ['re26750', 'filtro'], typed: ['re-26750', 'filtro'] });
  });
});

describe('part codes', () => {
  it('compares letters and digits only, without leading zeros', () => {
    expect(compactCode('0 445 120 364')).toBe('445120364');
    expect(compactCode('0445-120.364')).toBe('445120364');
    expect(compactCode('RE/26750')).toBe('re26750');
    expect(isCodeLike('6205')).toBe(true);
    expect(isCodeLike('rodamiento')).toBe(false);
  });
});

describe('pluralVariants', () => {
  it('goes from Spanish plurals to singulars and back', () => {
    expect(pluralVariants('rodamientos')).toContain('rodamiento');
    expect(pluralVariants('retenes')).toContain('reten');
    expect(pluralVariants('hidrolavadoras')).toContain('hidrolavadora');
    expect(pluralVariants('luces')).toContain('luz');
    expect(pluralVariants('luz')).toEqual(['luces']);
    expect(pluralVariants('motor')).toEqual(['motores']);
    expect(pluralVariants('bomba')).toEqual(['bombas']);
  });
  it('leaves codes and short words alone', () => {
    expect(pluralVariants('6205s')).toEqual([]);
    expect(pluralVariants('es')).toEqual([]);
  });
});

describe('typos', () => {
  it('allows one typo from 4 letters and two from 8', () => {
    expect(allowedTypos('eje')).toBe(0);
    expect(allowedTypos('bomba')).toBe(1);
    expect(allowedTypos('hidraulica')).toBe(2);
  });
  it('counts insert, delete, substitute and a swap of neighbours as one edit each', () => {
    expect(editDistance('bomaba', 'bomba', 2)).toBe(1); // insert
    expect(editDistance('bmba', 'bomba', 2)).toBe(1); // delete
    expect(editDistance('bonba', 'bomba', 2)).toBe(1); // substitute
    expect(editDistance('rodamineto', 'rodamiento', 2)).toBe(1); // swap
    expect(editDistance('filtor', 'filtro', 2)).toBe(1);
    expect(editDistance('hidrualika', 'hidraulica', 2)).toBe(2);
    expect(editDistance('tractor', 'bomba', 2)).toBe(3); // more than max: max + 1
  });
  it('lists deletions to the depth asked', () => {
    expect([...deletions('gato', 1)].sort()).toEqual(['ato', 'gao', 'gat', 'gato', 'gto']);
    expect(deletions('bomba', 2).has('bmb')).toBe(true);
  });
});

describe('buildSynonymTable', () => {
  it('links every term of a group to the others, phrases without stop words', () => {
    const table = buildSynonymTable([['Burro de arranque', 'Motor de arranque'], ['Ruleman', 'Rodamiento', 'Rulemán'], ['solo']]);
    expect(table.byKey.get('burro arranque')).toEqual([
      ['burro', 'arranque'],
      ['motor', 'arranque'],
    ]);
    expect(table.byKey.get('ruleman')).toEqual([['ruleman'], ['rodamiento']]); // 'Rulemán' is the same word
    expect(table.byKey.has('solo')).toBe(false); // a group of one means nothing
    expect(table.longest).toBe(2);
    expect(table.display.get('burro arranque')).toBe('burro de arranque');
  });
});
