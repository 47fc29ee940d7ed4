// The work of one catalogue refresh that does not touch the store's state: read the source, turn
// rows into products and a row report, pick the synonyms. The same code runs in the refresh worker
// (catalog-worker.ts) and, as a fallback, on the main thread (store.ts).
import { withPesoEstimates, type ExchangeRate } from '#domain/exchange-rate';
import type { BrandEntry } from '#domain/machines/brands';
import { machineTableFromCells } from '#domain/machines/owner-table';
import { appliesToIssues } from '#domain/machines/reading-issues';
import { productsFromRows } from '#domain/product';
import { cellText } from '#domain/sheet-cells';
import type { Product, RowIssue, SheetRow } from '#domain/types';
import { CatalogSourceError } from './errors';
import { lastGoodPath, readSavedCatalog } from './snapshot-file';
import { readCatalogTable, type CatalogSourceOptions, type CatalogTable } from './sources';
import { synonymIssue } from './synonyms';

export interface RefreshJob {
  source: string;
  /** Display form of the source, for messages. */
  label: string;
  dataDir: string;
  sourceOptions: Omit<CatalogSourceOptions, 'fetch'>;
  /** Synonym groups in memory (kept when the table cannot be read); null: none in memory, read the saved copy. */
  keptSynonyms: string[][] | null;
  /** The dollar's rate dollar prices are converted at for ordering and the feeds; null: none yet. */
  rate: ExchangeRate | null;
}

export interface PreparedCatalog {
  rows: SheetRow[];
  products: Product[];
  /** Row report, sorted by row. */
  issues: RowIssue[];
  /** Source-level issues (table + synonym table), as saved in last-good.json. */
  sourceIssues: RowIssue[];
  synonyms: string[][];
  synonymsError?: string;
  /** Built-in brands plus the owner's 'maquinas' table, to read 'Aplica para' with. */
  machineBrands: BrandEntry[];
}

/** Stable sort by row: source-level issues (row 1) first, then each row's in column order. */
export function sortIssues(issues: RowIssue[]): RowIssue[] {
  return [...issues].sort((a, b) => a.row - b.row);
}

export const countErrors = (issues: RowIssue[]) => issues.filter((i) => i.severity === 'error').length;

/**
 * Reads and parses the source. Throws CatalogSourceError when it cannot be read or has no usable
 * product (then with the row report as its issues). `pause` runs between the synchronous steps.
 */
export async function prepareCatalog(
  job: RefreshJob,
  extra: { fetch?: typeof fetch; pause?: () => Promise<void>; onRows?: (count: number) => void } = {},
): Promise<PreparedCatalog> {
  const table = await readCatalogTable(job.source, { ...job.sourceOptions, fetch: extra.fetch });
  extra.onRows?.(table.rows.length);
  const { synonyms, issues: synonymIssues } = synonymsFor(job, table);
  await extra.pause?.();
  const { products: read, issues: rowIssues } = productsFromRows(table.rows);
  // At the rate before the index is built: the price orders are computed there once per catalogue.
  const products = withPesoEstimates(read, job.rate);
  const machines = machineTableFromCells(table.machineCells ?? []);
  const sourceIssues = [...table.issues, ...synonymIssues, ...machines.issues];
  // A cell the machine reader cuts gets its own line (the reading itself runs after the swap).
  const readingIssues = appliesToIssues(
    table.rows.map((row) => cellText(row?.['Aplica para'])),
    machines.brands,
  );
  const issues = sortIssues([...sourceIssues, ...rowIssues, ...readingIssues]);
  if (products.length === 0) {
    throw new CatalogSourceError(
      `${job.label} no tiene productos utilizables: se leyeron ${table.rows.length} filas y ninguna tiene un título válido.` +
        (countErrors(issues) > 0 ? ` Revisá el informe de filas (${countErrors(issues)} errores).` : ''),
      'missing-columns',
      issues, // the report explains why each row was left out
    );
  }
  return { rows: table.rows, products, issues, sourceIssues, synonyms, synonymsError: table.synonymsError, machineBrands: machines.brands };
}

/**
 * The synonyms to build the index with, and their warnings. A synonym table that could not be read
 * never fails the refresh: the last good groups (memory, else the saved copy) stay in use.
 */
function synonymsFor(job: RefreshJob, table: CatalogTable): { synonyms: string[][]; issues: RowIssue[] } {
  if (table.synonyms !== undefined) return { synonyms: table.synonyms, issues: table.synonymIssues };
  const kept = job.keptSynonyms ?? savedSynonyms(job.dataDir);
  const where = table.synonymsLabel ? ` (${table.synonymsLabel})` : '';
  const consequence =
    kept.length > 0
      ? `Se siguen usando los ${kept.length} grupos de sinónimos de la última lectura buena.`
      : 'La búsqueda funciona sin sinónimos hasta que se corrija.';
  return {
    synonyms: kept,
    issues: [synonymIssue(1, `no se pudo leer${where}: ${table.synonymsError ?? 'error desconocido'} ${consequence}`), ...table.synonymIssues],
  };
}

/** Synonyms of the saved copy, when nothing is in memory (e.g. its products could not be restored). */
function savedSynonyms(dataDir: string): string[][] {
  try {
    return readSavedCatalog(lastGoodPath(dataDir))?.synonyms ?? [];
  } catch {
    return [];
  }
}
