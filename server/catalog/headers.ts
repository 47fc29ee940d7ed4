// Tolerant header matching: staff retype headers ('Descripcion', 'TÍTULO ', 'url imágenes'),
// and the domain reads rows by the spec's exact column names, so every variant is mapped once here.
import { SHEET_COLUMNS, type RowIssue, type SheetColumn } from '#domain/types';
import { CatalogSourceError } from './errors';

/** Columns without which no product can be built or filed (the rest get defaults). */
const REQUIRED_COLUMNS: readonly SheetColumn[] = ['ID', 'Titulo', 'Precio', 'Categoria'];

/** Case-, accent-, space- and punctuation-insensitive key: 'URL Imágenes' -> 'urlimagenes'. */
export function headerKey(text: string): string {
  return text
    .toLowerCase()
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/[^a-z0-9]/g, '');
}

const CANONICAL = new Map<string, SheetColumn>(SHEET_COLUMNS.map((c) => [headerKey(c), c]));

export interface HeaderMapping {
  /** Name to store each column under, or null to drop it (empty or duplicate header). */
  names: (string | null)[];
  /** Sheet columns found, in sheet order. */
  found: string[];
  /** Warnings for the row report (repeated headers). */
  issues: RowIssue[];
}

/**
 * Maps raw header cells to the spec's column names (unknown headers keep their trimmed text)
 * and throws when a required column is missing, listing the missing ones.
 */
export function mapHeader(raw: readonly unknown[], sourceLabel: string): HeaderMapping {
  const names: (string | null)[] = [];
  const seen = new Set<string>();
  const issues: RowIssue[] = [];
  for (const cell of raw) {
    const text = cell == null ? '' : String(cell).trim();
    if (text === '') {
      names.push(null);
      continue;
    }
    const name = CANONICAL.get(headerKey(text)) ?? text;
    if (seen.has(name)) {
      // The first column wins, as a reader scanning the sheet from the left would expect.
      issues.push({
        row: 1,
        column: name,
        problem: `La columna "${text}" está repetida en el encabezado; se usa la primera y se ignora esta.`,
        severity: 'warning',
      });
      names.push(null);
      continue;
    }
    seen.add(name);
    names.push(name);
  }
  const missing = SHEET_COLUMNS.filter((c) => !seen.has(c));
  const missingRequired = missing.filter((c) => REQUIRED_COLUMNS.includes(c));
  const found = names.filter((n): n is string => n !== null);
  if (missingRequired.length > 0) {
    const list = missingRequired.join(', ');
    const foundText = found.length > 0 ? found.map((f) => `"${f}"`).join(', ') : 'ninguna';
    throw new CatalogSourceError(
      `Faltan columnas obligatorias en el encabezado de ${sourceLabel}: ${list}. ` +
        `La primera fila debe tener los nombres de columna (${SHEET_COLUMNS.join(', ')}). ` +
        `Columnas encontradas: ${foundText}.`,
      'missing-columns',
      missingRequired.map((column) => ({
        row: 1,
        column,
        problem: `Falta la columna obligatoria "${column}" en el encabezado.`,
        severity: 'error' as const,
      })),
    );
  }
  // Missing optional columns are reported by productsFromRows (row 1), not twice here.
  return { names, found, issues };
}
