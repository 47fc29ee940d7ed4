// CSV reading with csv-parse. Handles what staff actually produce: Google's export (UTF-8, commas),
// and Excel's 'CSV' in a Spanish locale (semicolons, often Windows-1252).
import { parse } from 'csv-parse/sync';
import type { RowIssue, SheetRow } from '#domain/types';
import { capitalize, CatalogSourceError } from './errors';
import { mapHeader, type HeaderMapping } from './headers';
import { trimTrailingEmptyRows } from './table';

export interface ParsedTable {
  rows: SheetRow[];
  /** Source-level warnings for the row report (row 1). */
  issues: RowIssue[];
}

/** UTF-8 when the bytes are valid UTF-8, otherwise Windows-1252 (Excel's default in es-AR). */
export function decodeText(bytes: Uint8Array): string {
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    text = new TextDecoder('windows-1252').decode(bytes);
  }
  return text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
}

/** The delimiter that occurs most in the header line (',' on ties or none). */
export function detectDelimiter(text: string): string {
  const end = text.search(/\r?\n/);
  const firstLine = end === -1 ? text : text.slice(0, end);
  let best = ',';
  let bestCount = 0;
  for (const d of [',', ';', '\t']) {
    const count = firstLine.split(d).length - 1;
    if (count > bestCount) {
      best = d;
      bestCount = count;
    }
  }
  return best;
}

export function parseCsv(bytes: Uint8Array, sourceLabel: string): ParsedTable {
  const text = decodeText(bytes);
  let mapping: HeaderMapping | undefined;
  let headerError: unknown;
  let records: SheetRow[];
  try {
    records = parse(text, {
      bom: true,
      delimiter: detectDelimiter(text),
      columns: (header: string[]) => {
        try {
          mapping = mapHeader(header, sourceLabel);
        } catch (error) {
          headerError = error; // csv-parse wraps callback errors; rethrow ours as is below
          throw error;
        }
        // false = drop the column (empty or repeated header)
        return mapping.names.map((n) => n ?? false);
      },
      relax_column_count: true,
      relax_quotes: true,
      skip_empty_lines: true,
    }) as SheetRow[];
  } catch (error) {
    if (headerError) throw headerError;
    const detail = error instanceof Error ? error.message : String(error);
    throw new CatalogSourceError(`${capitalize(sourceLabel)} no es un CSV válido: ${detail}`, 'not-a-spreadsheet', [], {
      cause: error,
    });
  }
  if (!mapping) {
    throw new CatalogSourceError(`${capitalize(sourceLabel)} está vacío: no tiene fila de encabezado.`, 'missing-columns', [
      { row: 1, column: 'ID', problem: 'La planilla está vacía: falta la fila de encabezado.', severity: 'error' },
    ]);
  }
  return { rows: trimTrailingEmptyRows(records), issues: mapping.issues };
}
