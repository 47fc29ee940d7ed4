// Spreadsheet rows -> products, with a row-by-row report for the staff
// (docs/product.md §3, §4, §9): the columns found by their headers, each row read field by field
// (product-fields.ts), duplicates left out.
import { CFTEA_COLUMN, FINANCED_COLUMN, IVA_COLUMN, readTaxFields } from './product-taxes';
import {
  CURRENCY_COLUMN,
  DEFAULT_NAME,
  IssueList,
  priceCurrency,
  quote,
  readCategory,
  readCheques,
  readCondition,
  readCurrency,
  readId,
  readImages,
  readPrice,
  readText,
  readTitle,
  readVideo,
} from './product-fields';
import { normalizeText } from './search';
import { cellText } from './sheet-cells';
import { idKey, productPath } from './slug';
import { SHEET_COLUMNS, type Product, type RowIssue, type SheetColumn, type SheetRow } from './types';

/** Which key of a row object holds each sheet column. */
type ColumnMap = Readonly<Record<SheetColumn, string>>;
const EXACT_COLUMNS = Object.fromEntries(SHEET_COLUMNS.map((c) => [c, c])) as ColumnMap;

interface ParsedRow {
  product: Product;
  /** Sheet row number (header is row 1). */
  row: number;
  /** The title is blank or 'Sin título': the row is left out. */
  untitled: boolean;
  /** The ID cell as written (blank when the row position is used). */
  sheetId: string;
  issues: RowIssue[];
}

function isBlankRow(row: SheetRow, columns: ColumnMap): boolean {
  return SHEET_COLUMNS.every((column) => cellText(row[columns[column]]) === '');
}

function parseRow(row: SheetRow, index: number, columns: ColumnMap): ParsedRow {
  const issues = new IssueList(index + 2);
  const cell = (column: SheetColumn) => row[columns[column]];
  const text = (column: SheetColumn) => readText(cell(column), column, issues);
  // Read in sheet column order, so each row's issues are listed left to right.
  const sheetId = text('ID');
  const id = readId(sheetId, index, issues);
  const title = text('Titulo');
  const untitled = readTitle(title, issues);
  const name = title || DEFAULT_NAME;
  const description = text('Descripción');
  const code = text('Codigo');
  const brand = text('Marca');
  const appliesTo = text('Aplica para');
  const priceCell = cell('Precio');
  const priceText = typeof priceCell === 'number' ? priceCell : text('Precio');
  const price = readPrice(priceText, readCurrency(cellText(row[CURRENCY_COLUMN]), issues), issues);
  const taxes = readTaxFields(
    { iva: cellText(row[IVA_COLUMN]), financed: row[FINANCED_COLUMN], cftea: cellText(row[CFTEA_COLUMN]) },
    priceCurrency(price.price),
    (column, problem) => issues.warn(column, problem),
  );
  const category = readCategory(text('Categoria'), issues);
  const condition = readCondition(text('Estado'), issues);
  const chequesCell = cell('Cheques');
  const chequesText = text('Cheques');
  readCheques(typeof chequesCell === 'number' ? chequesCell : chequesText, chequesText, issues);
  const images = readImages(text('URL Imagenes'), issues);
  const videoUrl = readVideo(text('URL Video'), issues);
  const product: Product = {
    id,
    slug: productPath({ id, name, category }),
    name,
    description,
    code,
    brand,
    appliesTo,
    price: price.price,
    numericPrice: price.numericPrice,
    category,
    condition,
    paymentOptions: chequesText,
    ...taxes,
    image: images[0] ?? null,
    images,
    videoUrl,
  };
  return { product, row: index + 2, untitled, sheetId, issues: issues.items };
}

/** One sheet row as a product (index is the 0-based data row, header excluded). */
export function rowToProduct(row: SheetRow, index: number): Product {
  return parseRow(row ?? {}, index, EXACT_COLUMNS).product;
}

/** Header form used to match near-miss column names ('Título', 'descripcion'). */
function headerKey(header: string): string {
  return normalizeText(header).replace(/\s+/g, '');
}

/**
 * Reads each column from its exact header, or else from a header that differs
 * only in case, accents, spaces or punctuation (reported on row 1).
 */
function resolveColumns(rows: readonly SheetRow[], issues: RowIssue[]): ColumnMap {
  const keys = new Set<string>();
  // Parsers may leave out empty cells, so look further only while a column is missing.
  for (const row of rows) {
    for (const key in row) keys.add(key);
    if (SHEET_COLUMNS.every((column) => keys.has(column))) break;
  }
  const columns: Record<string, string> = { ...EXACT_COLUMNS };
  for (const column of SHEET_COLUMNS) {
    if (keys.has(column)) continue;
    const alias = [...keys].find((key) => !SHEET_COLUMNS.includes(key as SheetColumn) && headerKey(key) === headerKey(column));
    if (alias !== undefined) {
      columns[column] = alias;
      issues.push({
        row: 1,
        column: alias,
        severity: 'warning',
        problem: `La columna '${alias}' se leyó como '${column}'. Conviene escribir el encabezado exactamente '${column}'.`,
      });
    } else if (rows.length > 0) {
      issues.push({ row: 1, column, severity: 'warning', problem: `No se encontró la columna '${column}' (o está vacía en todas las filas).` });
    }
  }
  return columns as ColumnMap;
}

function duplicateProblem(dropped: ParsedRow, kept: ParsedRow): string {
  const id = quote(dropped.product.id);
  const what =
    dropped.sheetId !== dropped.product.id
      ? `Esta fila no tiene un ID válido y se le asignó ${id}, que ya usa la fila ${kept.row}`
      : dropped.product.id === kept.product.id
        ? `El ID ${id} está repetido en la fila ${kept.row}`
        : `El ID ${id} coincide con el ID ${quote(kept.product.id)} de la fila ${kept.row} (los enlaces no distinguen mayúsculas, acentos ni signos)`;
  return `${what}: se muestra solo la fila ${kept.row} (la de más abajo) y esta fila no se muestra en la tienda.`;
}

/**
 * All products of a sheet, last row first (docs/product.md §4), plus the row report.
 * Left out, with an error: untitled rows ('Sin título' or blank) and rows
 * whose ID key repeats one further down. Of duplicates the LOWEST row is
 * kept, i.e. the one the shop lists first, and each earlier row is reported.
 * Fully blank rows (no sheet column filled) are skipped silently.
 * Issues come in sheet order.
 */
export function productsFromRows(rows: SheetRow[]): { products: Product[]; issues: RowIssue[] } {
  if (!Array.isArray(rows)) return { products: [], issues: [] };
  const issues: RowIssue[] = [];
  const columns = resolveColumns(rows, issues);
  const parsed = rows.map((row, index) => (row && !isBlankRow(row, columns) ? parseRow(row, index, columns) : null));

  const products: Product[] = [];
  const keptByKey = new Map<string, ParsedRow>();
  const duplicateOf = new Map<ParsedRow, ParsedRow>();
  for (let i = parsed.length - 1; i >= 0; i--) {
    const entry = parsed[i];
    if (!entry || entry.untitled) continue;
    const key = idKey(entry.product.id);
    const kept = keptByKey.get(key);
    if (kept) {
      duplicateOf.set(entry, kept);
      continue;
    }
    keptByKey.set(key, entry);
    products.push(entry.product);
  }

  for (const entry of parsed) {
    if (!entry) continue;
    const kept = duplicateOf.get(entry);
    if (entry.untitled) issues.push(...entry.issues.filter((issue) => issue.severity === 'error'));
    else if (kept) issues.push({ row: entry.row, column: 'ID', severity: 'error', problem: duplicateProblem(entry, kept) });
    else issues.push(...entry.issues);
  }
  return { products, issues };
}

/**
 * The products call must answer an array of row objects (docs/product.md §7); anything
 * else is an error (logged; visitors see TEXTS.productsLoadFailed).
 * Non-object entries are dropped.
 */
export function rowsFromResponse(data: unknown): SheetRow[] {
  if (!Array.isArray(data)) throw new Error('La respuesta de la API no es un arreglo de filas.');
  return data.filter((row): row is SheetRow => typeof row === 'object' && row !== null && !Array.isArray(row));
}
