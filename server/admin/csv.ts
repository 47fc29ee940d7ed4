// CSV that spreadsheets in Argentina open correctly: UTF-8 with a byte-order mark (Excel otherwise
// guesses Windows-1252 and breaks accents), ';' between cells (',' is the decimal mark in es-AR),
// CRLF line ends, es-AR numbers without grouping, and every text cell quoted. Text that a
// spreadsheet would run as a formula (= + - @, tab, CR) gets a leading apostrophe (OWASP's advice
// on CSV injection), so a visitor's '=HYPERLINK(...)' stays text.
import { dateTimeParts } from '#domain/dates';

export type CsvCell = string | number | null | undefined;

const CSV_BOM = '\uFEFF';
const CSV_SEPARATOR = ';';

const FORMULA_START = /^[=+\-@\t\r]/;

const NUMBER = new Intl.NumberFormat('es-AR', { useGrouping: false, maximumFractionDigits: 2 });

export function neutralizeFormula(text: string): string {
  return FORMULA_START.test(text) ? `'${text}` : text;
}

function textCell(value: string): string {
  return `"${neutralizeFormula(value).replace(/"/g, '""')}"`;
}

function numberCell(value: number): string {
  // Our own numbers only (totals, counts): never visitor text, so no formula check is needed.
  return Number.isFinite(value) ? NUMBER.format(value) : '';
}

export function csvCell(value: CsvCell): string {
  if (value === null || value === undefined) return '';
  return typeof value === 'number' ? numberCell(value) : textCell(value);
}

export function csvDocument(header: readonly string[], rows: readonly (readonly CsvCell[])[]): string {
  const lines = [header.map(textCell), ...rows.map((row) => row.map(csvCell))].map((cells) => cells.join(CSV_SEPARATOR));
  return `${CSV_BOM}${lines.join('\r\n')}\r\n`;
}

/** 'dd/mm/aaaa hh:mm' in Argentine time, which es-AR spreadsheets read as a date. */
export function csvDate(date: Date): string {
  const p = dateTimeParts(date);
  return `${p.day}/${p.month}/${p.year} ${p.hour}:${p.minute}`;
}

/** attachment; filename="presupuestos-2026-05-10.csv" (ASCII name, no quoting issues). */
export function csvDisposition(base: string, date: Date): string {
  const day = csvDate(date).slice(0, 10).split('/').reverse().join('-');
  return `attachment; filename="${base}-${day}.csv"`;
}
