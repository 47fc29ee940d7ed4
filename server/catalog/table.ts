// Turns a header mapping plus raw cell arrays into SheetRow objects. Shared by the XLSX and
// Google Sheets readers (the CSV reader gets objects from csv-parse directly).
import type { SheetRow } from '#domain/types';

function isEmptyCell(value: unknown): boolean {
  return value == null || (typeof value === 'string' && value.trim() === '');
}

function isEmptyRow(row: SheetRow): boolean {
  for (const key in row) if (!isEmptyCell(row[key])) return false;
  return true;
}

/**
 * Drops empty rows at the end only: sheets often carry hundreds of formatted but empty rows,
 * while empty rows in the middle must stay so that row numbers (header = row 1) keep matching.
 */
export function trimTrailingEmptyRows(rows: SheetRow[]): SheetRow[] {
  let end = rows.length;
  while (end > 0 && isEmptyRow(rows[end - 1])) end--;
  return end === rows.length ? rows : rows.slice(0, end);
}

export function rowsFromCells(names: readonly (string | null)[], body: readonly (readonly unknown[])[]): SheetRow[] {
  const rows: SheetRow[] = new Array(body.length);
  for (let r = 0; r < body.length; r++) {
    const cells = body[r] ?? [];
    const row: SheetRow = {};
    for (let c = 0; c < names.length; c++) {
      const name = names[c];
      if (name === null) continue;
      const value = cells[c];
      row[name] = value === undefined || value === null ? '' : value;
    }
    rows[r] = row;
  }
  return trimTrailingEmptyRows(rows);
}
