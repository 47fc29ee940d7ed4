// XLSX reading with exceljs: the first worksheet or a named one, cell objects flattened. The
// owner's synonym table ('sinonimos' worksheet) is read from the same workbook, never as products.
import ExcelJS from 'exceljs';
import type { CellValue, Worksheet } from 'exceljs';
import { capitalize, CatalogSourceError } from './errors';
import type { ParsedTable } from './csv';
import { headerKey, mapHeader } from './headers';
import { isSynonymsName, SYNONYM_LIMITS, synonymsFromCells, type SynonymTable } from './synonyms';
import { rowsFromCells } from './table';
import { isMachinesName } from './machine-tab';

// Columns where a hyperlink's target is the value (the visible text may be 'ver foto').
const URL_COLUMNS = new Set(['URL Imagenes', 'URL Video']);

/**
 * Plain value of a cell: numbers stay numbers (prices), rich text and hyperlinks become their
 * text, formulas their cached result, errors ('#N/A') and empty cells ''.
 */
function flattenCell(value: CellValue, preferHyperlink = false): string | number {
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
  if (sheetName === undefined) {
    // The first sheet, except the synonym table: the owner may have put that tab first.
    const products = sheets.find((s) => !isSynonymsName(s.name) && !isMachinesName(s.name));
    if (!products) {
      throw new CatalogSourceError(
        `${capitalize(sourceLabel)} solo tiene la hoja de sinónimos ("${sheets[0].name}"): falta la hoja de productos.`,
        'sheet-not-found',
      );
    }
    return products;
  }
  if (isSynonymsName(sheetName)) {
    throw new CatalogSourceError(
      `La hoja "${sheetName}" es la tabla de sinónimos, no la de productos: indicá en CATALOG_SOURCE la hoja de productos (o ninguna, para usar la primera).`,
      'sheet-not-found',
    );
  }
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

async function loadWorkbook(bytes: Uint8Array, sourceLabel: string): Promise<ExcelJS.Workbook> {
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
  return workbook;
}

/** The cells of a synonym worksheet as plain values, row by row (row 1 first), within the limits. */
function synonymCells(sheet: Worksheet): unknown[][] {
  const out: unknown[][] = [];
  const rows = Math.min(sheet.rowCount, SYNONYM_LIMITS.rows + 1);
  for (let r = 1; r <= rows; r++) {
    const row = sheet.getRow(r);
    const cells: unknown[] = [];
    const width = Math.min(row.cellCount, SYNONYM_LIMITS.cells);
    for (let c = 1; c <= width; c++) cells.push(flattenCell(row.getCell(c).value));
    out.push(cells);
  }
  return out;
}

/** The workbook's synonym table, or null when it has no 'sinonimos' worksheet. */
function synonymsFromWorkbook(workbook: ExcelJS.Workbook): SynonymTable | null {
  const sheet = workbook.worksheets.find((s) => isSynonymsName(s.name));
  return sheet ? synonymsFromCells(synonymCells(sheet)) : null;
}

export interface ParsedWorkbook extends ParsedTable {
  /** The 'sinonimos' worksheet, null when there is none. */
  synonyms: SynonymTable | null;
  /** Why the 'sinonimos' worksheet could not be read (the products still were). */
  synonymsError?: string;
  /** The cells of the 'maquinas' worksheet (brands and aliases), null when there is none. */
  machineCells: unknown[][] | null;
}

/** Products from the first (or the named) sheet, plus the synonym table of the same workbook. */
export async function parseXlsxWorkbook(bytes: Uint8Array, sourceLabel: string, sheetName?: string): Promise<ParsedWorkbook> {
  const workbook = await loadWorkbook(bytes, sourceLabel);
  const table = productsFromWorkbook(workbook, sourceLabel, sheetName);
  const machinesSheet = workbook.worksheets.find((s) => isMachinesName(s.name));
  const machineCells = machinesSheet ? synonymCells(machinesSheet) : null;
  try {
    return { ...table, synonyms: synonymsFromWorkbook(workbook), machineCells };
  } catch (error) {
    return { ...table, synonyms: null, synonymsError: error instanceof Error ? error.message : String(error), machineCells };
  }
}

function productsFromWorkbook(workbook: ExcelJS.Workbook, sourceLabel: string, sheetName: string | undefined): ParsedTable {
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

/**
 * A workbook given only for its synonyms (CATALOG_SYNONYMS_SOURCE): the named sheet, else the
 * 'sinonimos' sheet, else its only sheet.
 */
export async function parseSynonymsXlsx(bytes: Uint8Array, sourceLabel: string, sheetName?: string): Promise<SynonymTable> {
  const workbook = await loadWorkbook(bytes, sourceLabel);
  const sheets = workbook.worksheets;
  const wanted = sheetName === undefined ? undefined : headerKey(sheetName);
  const sheet =
    wanted !== undefined
      ? sheets.find((s) => headerKey(s.name) === wanted)
      : (sheets.find((s) => isSynonymsName(s.name)) ?? (sheets.length === 1 ? sheets[0] : undefined));
  if (!sheet) {
    throw new CatalogSourceError(
      `${capitalize(sourceLabel)} no tiene una hoja llamada "${sheetName ?? 'sinonimos'}". Hojas disponibles: ${sheets.map((s) => `"${s.name}"`).join(', ') || 'ninguna'}.`,
      'sheet-not-found',
    );
  }
  return synonymsFromCells(synonymCells(sheet));
}
