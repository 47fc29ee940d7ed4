// Each column of a sheet row read into a product field, every problem reported on the row for the
// staff (docs/product.md §3, §4, §9): the ID, title, price and currency, condition, category,
// cheques, photos, video, and every text bounded to its column.
import { KNOWN_CATEGORIES } from './categories';
import { boundedText, type TextKind } from './clean-text';
import { analyzeImageCell, MAX_IMAGES, toYouTubeEmbed } from './media';
import { CASH_ONLY, parseCheques } from './payment';
import { formatUSD, readCurrencyColumn, type Currency } from './dollars';
import { CONSULTAR, formatPrice, hasSuspiciousDots, isConsultar, readPriceText } from './price';
import { normalizeText } from './search';
import { idKey } from './slug';
import { cellText, parseCondition } from './sheet-cells';
import { truncate } from './text';
import type { Condition, RowIssue, SheetColumn } from './types';

export const DEFAULT_NAME = 'Sin título';
const DEFAULT_CATEGORY = 'General';
/** Optional column: 'ARS' or 'USD' for the row's price, when the price text does not say it. */
export const CURRENCY_COLUMN = 'Moneda';
const HOW_TO_WRITE_A_PRICE = 'Escribí el precio como 1.234.567,50 (pesos), U$S 18.500 (dólares) o la palabra Consultar.';

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

/** Quoted cell text for messages, kept short. */
export function quote(text: string): string {
  return `'${truncate(text, 60)}'`;
}

/** Known categories by their accent/case-insensitive form, for "¿Quiso decir...?" hints. */
const CATEGORY_HINTS = new Map([...KNOWN_CATEGORIES].map((c) => [normalizeText(c).replace(/\s+/g, ''), c]));

/** The problems found on one row, in the order they were found. */
export class IssueList {
  readonly items: RowIssue[] = [];
  constructor(private readonly row: number) {}
  warn(column: string, problem: string): void {
    this.items.push({ row: this.row, column, problem, severity: 'warning' });
  }
  error(column: string, problem: string): void {
    this.items.push({ row: this.row, column, problem, severity: 'error' });
  }
}

export function readId(text: string, index: number, issues: IssueList): string {
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

export function readTitle(text: string, issues: IssueList): boolean {
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
export function readPrice(value: unknown, currency: Currency | null, issues: IssueList): PriceFields {
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
export function priceCurrency(price: string): Currency | null {
  const reading = readPriceText(price);
  return reading.ok ? reading.currency : null;
}

/** The optional 'Moneda' column; a value that is neither pesos nor dollars is reported and ignored. */
export function readCurrency(text: string, issues: IssueList): Currency | null {
  const currency = readCurrencyColumn(text);
  if (currency !== 'unknown') return currency;
  issues.warn('Moneda', `La moneda ${quote(text)} no es ARS ni USD: el precio se leyó como está escrito.`);
  return null;
}

export function readCondition(text: string, issues: IssueList): Condition {
  const condition = parseCondition(text);
  const lower = text.toLowerCase();
  if (text === '') issues.warn('Estado', `Falta el estado: se tomó como '${condition}'.`);
  else if (lower !== 'nuevo' && lower !== 'usado') {
    issues.warn('Estado', `El estado ${quote(text)} no es 'Nuevo' ni 'Usado': se tomó como '${condition}'.`);
  }
  return condition;
}

export function readCategory(text: string, issues: IssueList): string {
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

export function readCheques(value: unknown, text: string, issues: IssueList): void {
  if (text !== '' && parseCheques(typeof value === 'number' ? value : text) === null) {
    issues.warn('Cheques', `El valor de Cheques ${quote(text)} no es un número entero (0, 1, 2...): se muestra '${CASH_ONLY}'.`);
  }
}

export function readImages(text: string, issues: IssueList): string[] {
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

export function readVideo(text: string, issues: IssueList): string | null {
  if (text === '') return null;
  const embed = toYouTubeEmbed(text);
  if (embed === null) issues.warn('URL Video', `El enlace de video ${quote(text)} no es un enlace de YouTube válido: el video no se muestra.`);
  return embed;
}

/**
 * A cell's text, cleaned (well-formed, no NUL or controls, one-line columns without bidi controls)
 * and cut to its column's bound, each change reported on the row.
 */
export function readText(value: unknown, column: SheetColumn, issues: IssueList): string {
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
