// Spreadsheet rows -> products, with a row-by-row report for the staff
// (docs/product.md §3, §4, §9).
import { KNOWN_CATEGORIES } from './categories';
import { boundedText, type TextKind } from './clean-text';
import { analyzeImageCell, MAX_IMAGES, toYouTubeEmbed } from './media';
import { CASH_ONLY, parseCheques } from './payment';
import { formatUSD, readCurrencyColumn, type Currency } from './dollars';
import { CONSULTAR, formatPrice, hasSuspiciousDots, isConsultar, readPriceText } from './price';
import { CFTEA_COLUMN, FINANCED_COLUMN, IVA_COLUMN, readTaxFields } from './product-taxes';
import { normalizeText } from './search';
import { idKey, productPath } from './slug';
import { truncate } from './text';
import { SHEET_COLUMNS, type Condition, type Product, type RowIssue, type SheetColumn, type SheetRow } from './types';

const DEFAULT_NAME = 'Sin título';
const DEFAULT_CATEGORY = 'General';
/** Optional column: 'ARS' or 'USD' for the row's price, when the price text does not say it. */
const CURRENCY_COLUMN = 'Moneda';
const HOW_TO_WRITE_A_PRICE = 'Escribí el precio como 1.234.567,50 (pesos), U$S 18.500 (dólares) o la palabra Consultar.';

/** Which key of a row object holds each sheet column. */
type ColumnMap = Readonly<Record<SheetColumn, string>>;
const EXACT_COLUMNS = Object.fromEntries(SHEET_COLUMNS.map((c) => [c, c])) as ColumnMap;

/**
 * How much of each sheet column the shop takes, and whether it is one line. A longer cell is cut
 * and reported: a 100 KB name made a product URL Node refuses and a home page six times heavier,
 * and a 100 KB ID entered the feeds and could never be quoted. Google Merchant Center takes IDs of
 * at most 50 characters (the feed check flags longer ones).
 */
const SHEET_TEXT_BOUNDS: Readonly<Record<SheetColumn, { max: number; kind: TextKind }>> = {
  ID: { max: 64, kind: 'line' },
  Titulo: { max: 200, kind: 'line' },
  Descripción: { max: 5_000, kind: 'multiline' },
  Codigo: { max: 100, kind: 'line' },
  Marca: { max: 100, kind: 'line' },
  'Aplica para': { max: 500, kind: 'multiline' },
  Precio: { max: 100, kind: 'line' },
  Categoria: { max: 100, kind: 'line' },
  Estado: { max: 50, kind: 'line' },
  Cheques: { max: 50, kind: 'line' },
  'URL Imagenes': { max: 20_000, kind: 'multiline' },
  'URL Video': { max: 2_000, kind: 'line' },
};

/**
 * A cell as trimmed text. Handles what sheet parsers hand over: strings,
 * numbers (XLSX), booleans, null/undefined, dates, and ExcelJS-style objects
 * (rich text, hyperlinks, formula results).
 */
export function cellText(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'string') return value.trim();
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : '';
  if (typeof value === 'boolean' || typeof value === 'bigint') return String(value);
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? '' : value.toISOString().slice(0, 10);
  if (typeof value === 'object') return objectCellText(value as Record<string, unknown>);
  return '';
}

function objectCellText(cell: Record<string, unknown>): string {
  if (Array.isArray(cell.richText))
    return cell.richText
      .map((part) => cellText((part as { text?: unknown })?.text))
      .join('')
      .trim();
  if (typeof cell.text === 'string') return cell.text.trim();
  if (typeof cell.hyperlink === 'string') return cell.hyperlink.trim();
  if ('result' in cell) return cellText(cell.result);
  return '';
}

/** Condition rule of docs/product.md §3: blank -> 'Usado', contains 'usado' -> 'Usado', else 'Nuevo'. */
export function parseCondition(value: unknown): Condition {
  const text = cellText(value).toLowerCase();
  return text === '' || text.includes('usado') ? 'Usado' : 'Nuevo';
}

/** Quoted cell text for messages, kept short. */
function quote(text: string): string {
  return `'${truncate(text, 60)}'`;
}

/** Known categories by their accent/case-insensitive form, for "¿Quiso decir...?" hints. */
const CATEGORY_HINTS = new Map([...KNOWN_CATEGORIES].map((c) => [normalizeText(c).replace(/\s+/g, ''), c]));

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

class IssueList {
  readonly items: RowIssue[] = [];
  constructor(private readonly row: number) {}
  warn(column: string, problem: string): void {
    this.items.push({ row: this.row, column, problem, severity: 'warning' });
  }
  error(column: string, problem: string): void {
    this.items.push({ row: this.row, column, problem, severity: 'error' });
  }
}

function readId(text: string, index: number, issues: IssueList): string {
  const fallback = String(index + 1);
  if (text === '') {
    issues.warn(
      'ID',
      `Falta el ID: se usa ${fallback} (la posición de la fila) como ID. Si se agregan o borran filas más arriba, el enlace del producto cambia.`,
    );
    return fallback;
  }
  if (idKey(text) === '') {
    issues.warn('ID', `El ID ${quote(text)} no tiene letras ni números y no sirve para el enlace: se usa ${fallback} (la posición de la fila) como ID.`);
    return fallback;
  }
  return text;
}

function readTitle(text: string, issues: IssueList): boolean {
  if (text === '') {
    issues.error('Titulo', 'Falta el título: la fila no se muestra en la tienda.');
    return true;
  }
  if (normalizeText(text) === 'sin titulo') {
    issues.error('Titulo', `El título es ${quote(text)}: la fila no se muestra en la tienda.`);
    return true;
  }
  return false;
}

interface PriceFields {
  price: string;
  numericPrice: number;
}

const NEGATIVE_PRICE: PriceFields = { price: CONSULTAR, numericPrice: NaN };

/**
 * Price text is kept as written (formatPrice turns it into the display); a numeric XLSX cell is
 * formatted, and so is a dollar price, so the text always says its currency ('U$S 18.500').
 * A dollar price has no peso number (numericPrice NaN) until the shop converts at a rate.
 * Negative prices make no sense in a shop: they are shown as 'Consultar' and count as no price.
 */
function readPrice(value: unknown, currency: Currency | null, issues: IssueList): PriceFields {
  if (typeof value === 'number' && Number.isFinite(value)) {
    if (value < 0) {
      issues.warn('Precio', `El precio es negativo (${value}): se muestra 'Consultar'.`);
      return NEGATIVE_PRICE;
    }
    if (currency === 'USD') return { price: formatUSD(value, !Number.isInteger(value)), numericPrice: NaN };
    return { price: formatPrice(value), numericPrice: value };
  }
  const text = cellText(value);
  if (text === '' || isConsultar(text)) return { price: text, numericPrice: NaN };
  const reading = readPriceText(text, currency);
  if (!reading.ok) {
    issues.warn('Precio', `El precio ${quote(text)} ${reading.problem}: se muestra 'Consultar'. ${HOW_TO_WRITE_A_PRICE}`);
    return { price: text, numericPrice: NaN };
  }
  if (reading.amount < 0) {
    issues.warn('Precio', `El precio ${quote(text)} es negativo: se muestra 'Consultar'.`);
    return NEGATIVE_PRICE;
  }
  if (reading.currency === 'USD') return { price: formatUSD(reading.amount, reading.cents), numericPrice: NaN };
  if (reading.doubt) {
    issues.warn('Precio', `El precio ${quote(text)} ${reading.doubt} ${formatPrice(reading.amount)}. Escribí los miles con punto (por ejemplo 1.500,50).`);
  } else if (hasSuspiciousDots(text)) {
    issues.warn(
      'Precio',
      `El precio ${quote(text)} tiene un punto que no separa miles: se leyó como ${formatPrice(reading.amount)}. Use la coma para los decimales (por ejemplo 1.500,50).`,
    );
  }
  return { price: text, numericPrice: reading.amount };
}

/** The currency of a price the shop can show, or null ('Consultar', unreadable). */
function priceCurrency(price: string): Currency | null {
  const reading = readPriceText(price);
  return reading.ok ? reading.currency : null;
}

/** The optional 'Moneda' column; a value that is neither pesos nor dollars is reported and ignored. */
function readCurrency(text: string, issues: IssueList): Currency | null {
  const currency = readCurrencyColumn(text);
  if (currency !== 'unknown') return currency;
  issues.warn('Moneda', `La moneda ${quote(text)} no es ARS ni USD: el precio se leyó como está escrito.`);
  return null;
}

function readCondition(text: string, issues: IssueList): Condition {
  const condition = parseCondition(text);
  const lower = text.toLowerCase();
  if (text === '') issues.warn('Estado', `Falta el estado: se tomó como '${condition}'.`);
  else if (lower !== 'nuevo' && lower !== 'usado') {
    issues.warn('Estado', `El estado ${quote(text)} no es 'Nuevo' ni 'Usado': se tomó como '${condition}'.`);
  }
  return condition;
}

function readCategory(text: string, issues: IssueList): string {
  if (text === '') {
    issues.warn('Categoria', `Falta la categoría: se usa '${DEFAULT_CATEGORY}', que no tiene página en el catálogo (el producto solo aparece en el buscador).`);
    return DEFAULT_CATEGORY;
  }
  if (!KNOWN_CATEGORIES.has(text)) {
    const hint = CATEGORY_HINTS.get(normalizeText(text).replace(/\s+/g, ''));
    const suffix = hint ? ` ¿Quiso decir '${hint}'?` : '';
    issues.warn('Categoria', `La categoría ${quote(text)} no pertenece a ninguna página del catálogo: el producto solo aparece en el buscador.${suffix}`);
  }
  return text;
}

function readCheques(value: unknown, text: string, issues: IssueList): void {
  if (text !== '' && parseCheques(typeof value === 'number' ? value : text) === null) {
    issues.warn('Cheques', `El valor de Cheques ${quote(text)} no es un número entero (0, 1, 2...): se muestra '${CASH_ONLY}'.`);
  }
}

function readImages(text: string, issues: IssueList): string[] {
  const { urls, invalid, extra } = analyzeImageCell(text);
  if (invalid.length > 0) {
    const listed = invalid.slice(0, 5).map(quote).join(', ');
    const more = invalid.length > 5 ? ` y ${invalid.length - 5} más` : '';
    issues.warn('URL Imagenes', `Se descartaron enlaces de imagen que no son direcciones web válidas (deben empezar con https://): ${listed}${more}.`);
  }
  if (extra > 0) {
    issues.warn('URL Imagenes', `Hay ${urls.length + extra} imágenes: solo se muestran las primeras ${MAX_IMAGES}.`);
  }
  return urls;
}

function readVideo(text: string, issues: IssueList): string | null {
  if (text === '') return null;
  const embed = toYouTubeEmbed(text);
  if (embed === null) issues.warn('URL Video', `El enlace de video ${quote(text)} no es un enlace de YouTube válido: el video no se muestra.`);
  return embed;
}

function isBlankRow(row: SheetRow, columns: ColumnMap): boolean {
  return SHEET_COLUMNS.every((column) => cellText(row[columns[column]]) === '');
}

/**
 * A cell's text, cleaned (well-formed, no NUL or controls, one-line columns without bidi controls)
 * and cut to its column's bound, each change reported on the row.
 */
function readText(value: unknown, column: SheetColumn, issues: IssueList): string {
  const bound = SHEET_TEXT_BOUNDS[column];
  const { text, cleaned, cutFrom } = boundedText(cellText(value), bound.kind, bound.max);
  if (cleaned) {
    issues.warn(column, 'Se quitaron caracteres invisibles o de control (por ejemplo, un carácter nulo o de dirección del texto) que no se pueden mostrar.');
  }
  if (cutFrom !== null) {
    issues.warn(column, `El texto tiene ${cutFrom.toLocaleString('es-AR')} caracteres: se tomaron los primeros ${bound.max.toLocaleString('es-AR')}.`);
  }
  return text;
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
