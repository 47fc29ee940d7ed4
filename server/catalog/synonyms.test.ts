// The owner's synonym table: format, bounds and the warnings the staff get.
import { describe, expect, it } from 'vitest';
import { isSynonymsName, parseSynonymsCsv, SYNONYM_LIMITS, synonymsFromCells } from './synonyms';

const HEAD = ['Término 1', 'Término 2', 'Término 3'];

describe('synonymsFromCells', () => {
  it('reads one group per row after the header: trimmed, empty cells and repeated terms ignored', () => {
    const { groups, issues } = synonymsFromCells([
      HEAD,
      ['  Ruleman ', 'Rodamiento', 'Rulemán', '', null],
      ['', 'Burro  de arranque', 'Motor de arranque'],
      ['Gato', 'gato', 'Crique'], // 'gato' repeats 'Gato'
      [],
      ['Cubierta', 'Goma', 'Neumático', 'Neumatico'],
    ]);
    expect(groups).toEqual([
      ['Ruleman', 'Rodamiento', 'Rulemán'],
      ['Burro de arranque', 'Motor de arranque'],
      ['Gato', 'Crique'],
      ['Cubierta', 'Goma', 'Neumático', 'Neumatico'],
    ]);
    expect(issues).toEqual([]);
  });

  it('cleans NUL, lone surrogates and bidi controls out of the terms', () => {
    const { groups } = synonymsFromCells([HEAD, ['Rule\u0000man', 'Roda\u202Emiento\uD800', 'gato\nhidráulico']]);
    expect(groups).toEqual([['Ruleman', 'Rodamiento\uFFFD', 'gato hidráulico']]);
  });

  it('takes a whole group typed in one cell, separated by commas or semicolons, but not 1,5', () => {
    const { groups } = synonymsFromCells([['Sinónimos'], ['gasoil, gas oil; combustible'], ['motor 1,5 hp', 'motor de 1,5 HP, motorcito']]);
    expect(groups).toEqual([
      ['gasoil', 'gas oil', 'combustible'],
      ['motor 1,5 hp', 'motor de 1,5 HP', 'motorcito'],
    ]);
  });

  it('reports rows with fewer than two different terms, with their row number', () => {
    const { groups, issues } = synonymsFromCells([HEAD, ['Alternador', 'Dínamo'], ['solo'], ['Retén', 'reten', 'RETÉN'], ['—', '?']]);
    expect(groups).toEqual([['Alternador', 'Dínamo']]);
    expect(issues).toEqual([
      expect.objectContaining({ row: 3, column: 'sinonimos', severity: 'warning', problem: expect.stringContaining('un solo término ("solo")') }),
      expect.objectContaining({ row: 4, column: 'sinonimos', severity: 'warning' }),
    ]);
    expect(issues[0].problem).toMatch(/^Tabla de sinónimos: /);
  });

  it('bounds terms per group and characters per term, reporting what was left out', () => {
    const many = Array.from({ length: 25 }, (_, i) => `término ${i + 1}`);
    const long = 'x'.repeat(SYNONYM_LIMITS.chars + 1);
    const { groups, issues } = synonymsFromCells([HEAD, many, ['Flexible', long, 'Manguera']]);
    expect(groups[0]).toHaveLength(SYNONYM_LIMITS.terms);
    expect(groups[0].at(-1)).toBe('término 20');
    expect(groups[1]).toEqual(['Flexible', 'Manguera']);
    expect(issues.map((i) => [i.row, i.problem.includes(String(SYNONYM_LIMITS.terms)) || i.problem.includes(String(SYNONYM_LIMITS.chars))])).toEqual([
      [2, true],
      [3, true],
    ]);
  });

  it(`reads at most ${SYNONYM_LIMITS.groups} groups and says from which row on it stopped`, () => {
    const rows = Array.from({ length: SYNONYM_LIMITS.groups + 5 }, (_, i) => [`a${i}`, `b${i}`]);
    const { groups, issues } = synonymsFromCells([HEAD, ...rows]);
    expect(groups).toHaveLength(SYNONYM_LIMITS.groups);
    expect(issues).toEqual([expect.objectContaining({ row: SYNONYM_LIMITS.groups + 2, column: 'sinonimos' })]);
  });

  it('lists a bounded number of warnings and sums up the rest', () => {
    const rows = Array.from({ length: 80 }, (_, i) => [`solo${i}`]);
    const { issues } = synonymsFromCells([HEAD, ...rows]);
    expect(issues).toHaveLength(SYNONYM_LIMITS.issues + 1);
    expect(issues.at(-1)?.problem).toContain('30 avisos más');
  });

  it('names the table in any case, with or without accent', () => {
    expect(['sinonimos', 'Sinónimos', 'SINÓNIMOS ', 'Sinonimos'].every(isSynonymsName)).toBe(true);
    expect(['Productos', 'sinonimos viejos', 'Hoja 1'].some(isSynonymsName)).toBe(false);
  });
});

describe('parseSynonymsCsv', () => {
  it("reads Excel's Spanish CSV (semicolons, Windows-1252) and Google's (commas, UTF-8)", () => {
    const excel = Buffer.from('Término 1;Término 2\r\nRulemán;Rodamiento\r\nEsmeriladora;Amoladora\r\n', 'latin1');
    expect(parseSynonymsCsv(excel, 'x').groups).toEqual([
      ['Rulemán', 'Rodamiento'],
      ['Esmeriladora', 'Amoladora'],
    ]);
    const google = Buffer.from('\uFEFFTérmino 1,Término 2,Término 3\n"Cubierta","Goma","Neumático"\n', 'utf8');
    expect(parseSynonymsCsv(google, 'x').groups).toEqual([['Cubierta', 'Goma', 'Neumático']]);
  });

  it('keeps row numbers across blank lines', () => {
    const { issues } = parseSynonymsCsv(Buffer.from('Término 1,Término 2\n\nsolo\n'), 'x');
    expect(issues[0].row).toBe(3);
  });

  it('throws on something that is not a CSV', () => {
    expect(() => parseSynonymsCsv(Buffer.from([0x00, 0x01, 0x02, 0x41]), 'el archivo sinonimos.csv')).toThrow(/sinonimos.csv no es un CSV/);
  });
});
