import { describe, expect, it } from 'vitest';
import { csvCell, csvDate, csvDisposition, csvDocument, neutralizeFormula } from './csv';

describe('CSV para planillas en es-AR', () => {
  it('empieza con BOM, separa con punto y coma, termina líneas con CRLF y entrecomilla el texto', () => {
    const doc = csvDocument(
      ['Nombre', 'Total'],
      [
        ['Pérez; Juan', 1259567.5],
        ['Ana "la" Gómez', 0],
      ],
    );
    expect(doc.charCodeAt(0)).toBe(0xfeff);
    expect(doc.slice(1)).toBe('"Nombre";"Total"\r\n"Pérez; Juan";1259567,5\r\n"Ana ""la"" Gómez";0\r\n');
  });

  it('números es-AR: coma decimal, sin separador de miles (la planilla los lee como números)', () => {
    expect(csvCell(1234567)).toBe('1234567');
    expect(csvCell(12.345)).toBe('12,35');
    expect(csvCell(-5)).toBe('-5'); // our numbers are never neutralised
    expect(csvCell(NaN)).toBe('');
    expect(csvCell(null)).toBe('');
    expect(csvCell(undefined)).toBe('');
  });

  it('neutraliza fórmulas: = + - @ tabulador y retorno de carro al comienzo llevan un apóstrofo', () => {
    for (const evil of ['=HYPERLINK("http://x","y")', '+54 343', '-2+3', '@SUM(A1)', '\t=1', '\r=1']) {
      expect(neutralizeFormula(evil)).toBe(`'${evil}`);
      expect(csvCell(evil).startsWith(`"'`)).toBe(true);
    }
    for (const fine of ['Juan', ' =no al comienzo', '3=3', '', "'ya con apóstrofo"]) expect(neutralizeFormula(fine)).toBe(fine);
    expect(csvCell('=HYPERLINK("http://x","y")')).toBe(`"'=HYPERLINK(""http://x"",""y"")"`);
  });

  it('conserva saltos de línea dentro de una celda entrecomillada', () => {
    expect(csvCell('línea 1\nlínea 2')).toBe('"línea 1\nlínea 2"');
  });

  it('fechas dd/mm/aaaa hh:mm en hora argentina y nombre de archivo con el día', () => {
    const date = new Date('2026-05-10T02:30:00.000Z'); // 23:30 of the 9th in Buenos Aires
    expect(csvDate(date)).toBe('09/05/2026 23:30');
    expect(csvDisposition('presupuestos', date)).toBe('attachment; filename="presupuestos-2026-05-09.csv"');
  });
});
