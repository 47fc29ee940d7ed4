// The owner's synonym table ('sinonimos'): one group of words that mean the same per row, the first
// row a header. It is read from the same place as the products (a sibling sinonimos.csv, a
// 'sinonimos' worksheet or tab) and handed to the search as raw terms; the search normalises them.
import { parse } from 'csv-parse/sync';
import { cleanLine } from '#domain/clean-text';
import type { RowIssue } from '#domain/types';
import { capitalize, CatalogSourceError } from './errors';
import { decodeText, detectDelimiter } from './csv';
import { headerKey } from './headers';

/** Name of the synonym table: file sinonimos.csv, worksheet or tab 'sinonimos' (any case, accents). */
const SYNONYMS_NAME = 'sinonimos';
/** Column shown in the staff's row report for every synonym warning. */
const SYNONYMS_COLUMN = 'sinonimos';

export const SYNONYM_LIMITS = {
  /** Groups read; the rest of the table is ignored (and reported once). */
  groups: 2_000,
  /** Terms per group; the rest of the row is ignored. */
  terms: 20,
  /** Characters per term; a longer cell is ignored. */
  chars: 60,
  /** Rows and cells per row looked at (bounds the work on a sheet full of formatted empty rows). */
  rows: 10_000,
  cells: 40,
  /** Warnings listed one by one; the rest are summed up in one line. */
  issues: 50,
} as const;

/** 'Sinónimos', 'SINONIMOS ', 'sinónimos' all name the synonym table. */
export function isSynonymsName(name: string): boolean {
  return headerKey(name) === SYNONYMS_NAME;
}

export interface SynonymTable {
  /** Groups of raw terms, as the owner typed them (trimmed, inner spaces collapsed). */
  groups: string[][];
  /** Warnings for the row report, column 'sinonimos', row = row of the synonym table. */
  issues: RowIssue[];
}

/** Accent-, case- and punctuation-insensitive form, to tell when two cells say the same. */
function termKey(term: string): string {
  return term
    .toLowerCase()
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/[^a-z0-9ñ]+/g, ' ')
    .trim();
}

/**
 * A cell's terms. Owners often type a whole group in one cell: 'ruleman, rodamiento; rulemán', so
 * ';' always separates and ',' does too unless it sits between digits ('1,5 hp').
 */
function cellTerms(value: unknown): string[] {
  if (value == null) return [];
  const text = cleanLine(typeof value === 'string' ? value : String(value));
  return text
    .split(/;|,(?!\d)|(?<!\d),/)
    .map((t) => t.replace(/\s+/g, ' ').trim())
    .filter((t) => t !== '');
}

export function synonymIssue(row: number, problem: string): RowIssue {
  return { row, column: SYNONYMS_COLUMN, problem: `Tabla de sinónimos: ${problem}`, severity: 'warning' };
}

/**
 * Groups from the table's cells (first row = header, skipped). Never throws: bad rows are left out
 * and reported, and the bounds in SYNONYM_LIMITS keep a huge or runaway table from costing much.
 */
export function synonymsFromCells(cells: readonly (readonly unknown[])[]): SynonymTable {
  const groups: string[][] = [];
  const issues: RowIssue[] = [];
  let dropped = 0;
  const report = (row: number, problem: string) => {
    if (issues.length < SYNONYM_LIMITS.issues) issues.push(synonymIssue(row, problem));
    else dropped++;
  };
  const lastRow = Math.min(cells.length, SYNONYM_LIMITS.rows + 1);
  for (let r = 1; r < lastRow; r++) {
    const row = r + 1; // as the staff see it: the header is row 1
    const terms: string[] = [];
    const exact = new Set<string>();
    const distinct = new Set<string>();
    let tooLong = 0;
    let tooMany = false;
    for (const cell of (cells[r] ?? []).slice(0, SYNONYM_LIMITS.cells)) {
      for (const term of cellTerms(cell)) {
        const key = termKey(term);
        if (key === '') continue; // only symbols: as good as empty
        if (term.length > SYNONYM_LIMITS.chars) {
          tooLong++;
          continue;
        }
        const lower = term.toLowerCase();
        if (exact.has(lower)) continue;
        if (terms.length >= SYNONYM_LIMITS.terms) {
          tooMany = true;
          continue;
        }
        exact.add(lower);
        distinct.add(key);
        terms.push(term);
      }
    }
    if (tooLong > 0) {
      report(
        row,
        `${tooLong === 1 ? 'un término tiene' : `${tooLong} términos tienen`} más de ${SYNONYM_LIMITS.chars} caracteres y se ${tooLong === 1 ? 'ignora' : 'ignoran'}.`,
      );
    }
    if (tooMany) report(row, `la fila tiene más de ${SYNONYM_LIMITS.terms} términos; se usan los primeros ${SYNONYM_LIMITS.terms}.`);
    if (terms.length === 0 && tooLong === 0) continue; // empty row: nothing to say
    if (distinct.size < 2) {
      report(
        row,
        terms.length === 0
          ? 'la fila no tiene términos utilizables.'
          : `la fila tiene un solo término ("${terms[0]}"): hacen falta al menos dos palabras que signifiquen lo mismo.`,
      );
      continue;
    }
    if (groups.length >= SYNONYM_LIMITS.groups) {
      report(row, `hay más de ${SYNONYM_LIMITS.groups} grupos; desde esta fila no se leen.`);
      break;
    }
    groups.push(terms);
  }
  if (groups.length < SYNONYM_LIMITS.groups && cells.slice(lastRow).some((cells) => cells.some((c) => cellTerms(c).length > 0))) {
    report(lastRow + 1, `la tabla tiene más de ${SYNONYM_LIMITS.rows.toLocaleString('es-AR')} filas; desde esta no se leen.`);
  }
  if (dropped > 0) issues.push(synonymIssue(cells.length, `y ${dropped} ${dropped === 1 ? 'aviso más' : 'avisos más'} como los anteriores.`));
  return { groups, issues };
}

/** A synonym table in CSV (UTF-8 or Windows-1252; ',', ';' or tab). Throws when it is not a CSV. */
export function parseSynonymsCsv(bytes: Uint8Array, sourceLabel: string): SynonymTable {
  const text = decodeText(bytes);
  if (bytes.includes(0)) {
    throw new CatalogSourceError(`${capitalize(sourceLabel)} no es un CSV.`, 'not-a-spreadsheet');
  }
  let records: string[][];
  try {
    records = parse(text, { bom: true, delimiter: detectDelimiter(text), relax_column_count: true, relax_quotes: true, skip_empty_lines: false }) as string[][];
  } catch (error) {
    const detail = error instanceof Error ? error.message : String(error);
    throw new CatalogSourceError(`${capitalize(sourceLabel)} no es un CSV válido: ${detail}`, 'not-a-spreadsheet', [], { cause: error });
  }
  return synonymsFromCells(records);
}
