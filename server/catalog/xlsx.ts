// XLSX reading with exceljs: the first worksheet or a named one, cell objects flattened.
import ExcelJS from 'exceljs';
import type { CellValue, Worksheet } from 'exceljs';
import { capitalize, CatalogSourceError } from './errors';
import type { ParsedTable } from './csv';
import { headerKey, mapHeader } from './headers';
import { rowsFromCells } from './table';

// Columns where a hyperlink's target is the value (the visible text may be 'ver foto').
const URL_COLUMNS = new Set(['URL Imagenes', 'URL Video']);

/**
 * Plain value of a cell: numbers stay numbers (prices), rich text and hyperlinks become their
 * text, formulas their cached result, errors ('#N/A') and empty cells ''.
 */
export function flattenCell(value: CellValue, preferHyperlink = false): string | number {
  if (value == null) return '';
  if (typeof value === 'number') return value;
  if (typeof value === 'string') return value;
  if (typeof value === 'boolean') return value ? 'VERDADERO' : 'FALSO';
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  if ('richText' in value) return value.richText.map((part) => part.text).join('');
  if ('hyperlink' in value) {
    const text = flattenCell(value.text as CellValue);
    if (preferHyperlink || text === '') return value.hyperlink ?? text;
    return text;
  }
  if ('formula' in value || 'sharedFormula' in value) {
    return flattenCell((value.result ?? null) as CellValue, preferHyperlink);
  }
  if ('error' in value) return '';
  return String(value);
}

function pickWorksheet(workbook: ExcelJS.Workbook, sheetName: string | undefined, sourceLabel: string): Worksheet {
  const sheets = workbook.worksheets;
  if (sheets.length === 0) {
    throw new CatalogSourceError(`${capitalize(sourceLabel)} no tiene hojas.`, 'not-a-spreadsheet');
  }
  if (sheetName === undefined) return sheets[0];
  const wanted = headerKey(sheetName);
  const sheet = sheets.find((s) => s.name === sheetName) ?? sheets.find((s) => headerKey(s.name) === wanted);
  if (!sheet) {
    throw new CatalogSourceError(
      `${capitalize(sourceLabel)} no tiene una hoja llamada "${sheetName}". Hojas disponibles: ${sheets.map((s) => `"${s.name}"`).join(', ')}.`,
      'sheet-not-found',
    );
  }
  return sheet;
}

export async function parseXlsx(bytes: Uint8Array, sourceLabel: string, sheetName?: string): Promise<ParsedTable> {
  const workbook = new ExcelJS.Workbook();
  try {
    // exceljs' typings want its own Buffer interface; a Node Buffer is what it reads.
    await workbook.xlsx.load(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength) as never);
  } catch (error) {
    const detail = error instanceof Error ? error.message : String(error);
    throw new CatalogSourceError(`${capitalize(sourceLabel)} no es un archivo XLSX válido (${detail}).`, 'not-a-spreadsheet', [], {
      cause: error,
    });
  }
  const sheet = pickWorksheet(workbook, sheetName, sourceLabel);
  const width = Math.max(sheet.columnCount, sheet.getRow(1).cellCount);
  const header: unknown[] = [];
  for (let c = 1; c <= width; c++) header.push(flattenCell(sheet.getRow(1).getCell(c).value));
  const mapping = mapHeader(header, sourceLabel);
  const body: unknown[][] = [];
  const last = sheet.rowCount;
  for (let r = 2; r <= last; r++) {
    const row = sheet.getRow(r);
    const cells: unknown[] = new Array(mapping.names.length);
    for (let c = 0; c < mapping.names.length; c++) {
      const name = mapping.names[c];
      cells[c] = name === null ? '' : flattenCell(row.getCell(c + 1).value, URL_COLUMNS.has(name));
    }
    body.push(cells);
  }
  return { rows: rowsFromCells(mapping.names, body), issues: mapping.issues };
}
