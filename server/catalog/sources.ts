// Reads the catalogue spreadsheet from wherever CATALOG_SOURCE points: a local CSV/XLSX file, an
// http(s) CSV/XLSX export (e.g. a published Google Sheet) or the Google Sheets API. The owner's
// synonym table comes from the same place: a sibling sinonimos.csv, or a 'sinonimos' sheet or tab.
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { RowIssue, SheetRow } from '#domain/types';
import { parseCsv, type ParsedTable } from './csv';
import { capitalize, CatalogSourceError } from './errors';
import { readGoogleRange, readGoogleSheetTitles, readGoogleValues } from './google';
import { headerKey, mapHeader } from './headers';
import { readGoogleMachineCells, readSiblingMachineCells } from './machine-tab';
import { bodyExcerpt, DEFAULT_TIMEOUT_MS, fetchBytes, safeUrl } from './http';
import { isSynonymsName, parseSynonymsCsv, synonymsFromCells, type SynonymTable } from './synonyms';
import { rowsFromCells } from './table';
import { parseSynonymsXlsx, parseXlsxWorkbook } from './xlsx';

export interface CatalogSourceOptions {
  googleServiceAccountJson?: string;
  googleSheetsApiUrl: string;
  fetch?: typeof fetch;
  /** Deadline for each network read; default 20 s. */
  timeoutMs?: number;
  /**
   * CATALOG_SYNONYMS_SOURCE: where the synonym table is, when not beside the products (a CSV
   * export URL has no other tabs). Read like CATALOG_SOURCE; a missing one is a broken table.
   */
  synonymsSource?: string;
}

export interface CatalogTable {
  rows: SheetRow[];
  /** Source-level warnings for the row report (row 1: repeated headers). */
  issues: RowIssue[];
  /**
   * The owner's synonym groups (raw terms, for buildCatalogIndex): [] when there is no synonym
   * table, undefined when there is one but it could not be read (keep the last good groups).
   */
  synonyms?: string[][];
  /** Warnings about single rows of the synonym table (column 'sinonimos'). */
  synonymIssues: RowIssue[];
  /** Why the synonym table could not be read (Spanish, no secrets); set when synonyms is undefined. */
  synonymsError?: string;
  /** Where the synonyms were read from, for messages: 'sinonimos.csv', 'hoja "sinonimos"'... */
  synonymsLabel?: string;
  /** Cells of the owner's 'maquinas' table (brands and aliases), null when there is none. */
  machineCells: unknown[][] | null;
}

/** What a reader found about the synonym table: null = there is none (normal). */
type SynonymsRead = { table: SynonymTable; label: string } | { error: string; label: string } | null;

interface SourceRead extends ParsedTable {
  synonyms: SynonymsRead;
  machineCells: unknown[][] | null;
}

const errorText = (error: unknown) => (error instanceof Error ? error.message : String(error));

export type ParsedSource =
  | { kind: 'file'; path: string; sheetName?: string }
  | { kind: 'url'; url: string; sheetName?: string }
  | { kind: 'google-sheets'; spreadsheetId: string; sheetName?: string };

const GOOGLE_PREFIX = 'google-sheets:';

function decodeName(text: string): string | undefined {
  if (text === '') return undefined;
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

export function parseSource(source: string): ParsedSource {
  const text = source.trim();
  if (text.toLowerCase().startsWith(GOOGLE_PREFIX)) {
    const rest = text.slice(GOOGLE_PREFIX.length);
    const hash = rest.indexOf('#');
    const spreadsheetId = (hash === -1 ? rest : rest.slice(0, hash)).trim();
    if (!/^[A-Za-z0-9_-]+$/.test(spreadsheetId)) {
      throw new CatalogSourceError(
        `CATALOG_SOURCE "${text}" no tiene un ID de planilla de Google válido (formato: google-sheets:<id>[#<hoja>]).`,
        'unsupported-source',
      );
    }
    return { kind: 'google-sheets', spreadsheetId, sheetName: hash === -1 ? undefined : decodeName(rest.slice(hash + 1).trim()) };
  }
  if (/^https?:\/\//i.test(text)) {
    const url = new URL(text);
    // '#gid=0' is how Google links name a tab; it is not a sheet name.
    const fragment = url.hash.slice(1);
    url.hash = '';
    return { kind: 'url', url: url.toString(), sheetName: /^gid=\d+$/.test(fragment) ? undefined : decodeName(fragment) };
  }
  if (/^file:\/\//i.test(text)) return { kind: 'file', path: fileURLToPath(text) };
  if (/^[a-z][a-z0-9+.-]*:\/\//i.test(text)) {
    throw new CatalogSourceError(
      `CATALOG_SOURCE usa un protocolo no soportado (${text.split(':')[0]}): use un archivo .csv/.xlsx, una URL http(s) o google-sheets:<id>.`,
      'unsupported-source',
    );
  }
  // 'catalogo.xlsx#Hoja 2' names a worksheet; '#' elsewhere is part of the file name.
  const match = /^(.*\.xlsx)#(.+)$/i.exec(text);
  return match ? { kind: 'file', path: match[1], sheetName: decodeName(match[2]) } : { kind: 'file', path: text };
}

/** Source as shown to the staff and in logs: file name, URL host+path or sheet id, no secrets. */
export function describeSource(source: string): string {
  let parsed: ParsedSource;
  try {
    parsed = parseSource(source);
  } catch {
    return '(origen inválido)';
  }
  const sheet = parsed.sheetName ? `#${parsed.sheetName}` : '';
  if (parsed.kind === 'file') return `${path.basename(parsed.path)}${sheet}`;
  if (parsed.kind === 'url') return `${safeUrl(parsed.url)}${sheet}`;
  return `${GOOGLE_PREFIX}${parsed.spreadsheetId}${sheet}`;
}

const isZip = (b: Uint8Array) => b.length >= 4 && b[0] === 0x50 && b[1] === 0x4b && b[2] === 0x03 && b[3] === 0x04;
const isOldXls = (b: Uint8Array) => b.length >= 4 && b[0] === 0xd0 && b[1] === 0xcf && b[2] === 0x11 && b[3] === 0xe0;
const looksLikeHtml = (b: Uint8Array) => /^\s*<(!doctype\s+html|html|head|body)\b/i.test(new TextDecoder().decode(b.subarray(0, 512)));

function oldXlsError(label: string): CatalogSourceError {
  return new CatalogSourceError(
    `${capitalize(label)} está en el formato antiguo de Excel (.xls), que no se puede leer: guardalo como .xlsx o .csv.`,
    'not-a-spreadsheet',
  );
}

/** Products plus, for an XLSX, the 'sinonimos' sheet of the same workbook (a CSV has none). */
async function parseBytes(bytes: Uint8Array, format: 'csv' | 'xlsx', label: string, sheetName?: string): Promise<SourceRead> {
  if (format === 'csv') return { ...parseCsv(bytes, label), synonyms: null, machineCells: null };
  const book = await parseXlsxWorkbook(bytes, label, sheetName);
  const where = 'la hoja "sinonimos"';
  const synonyms: SynonymsRead =
    book.synonymsError !== undefined ? { error: book.synonymsError, label: where } : book.synonyms ? { table: book.synonyms, label: where } : null;
  return { rows: book.rows, issues: book.issues, synonyms, machineCells: book.machineCells };
}

/** The synonym table beside a CSV catalogue: sinonimos.csv (any case, with or without accent). */
async function readSiblingSynonyms(filePath: string): Promise<SynonymsRead> {
  const dir = path.dirname(filePath);
  const own = path.basename(filePath);
  let name: string | undefined;
  try {
    name = (await readdir(dir)).find((f) => f !== own && path.extname(f).toLowerCase() === '.csv' && isSynonymsName(path.basename(f, path.extname(f))));
  } catch {
    name = own.toLowerCase() === 'sinonimos.csv' ? undefined : 'sinonimos.csv'; // not listable: try the usual name
  }
  if (name === undefined) return null;
  let bytes: Uint8Array;
  try {
    bytes = await readFile(path.join(dir, name));
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'ENOENT') return null;
    return { error: `No se pudo leer el archivo ${name} (${code ?? 'error'}).`, label: name };
  }
  try {
    const what = `el archivo ${name}`;
    if (isOldXls(bytes)) return { error: oldXlsError(what).message, label: name };
    // As for the products, the bytes decide: an Excel workbook saved with the .csv name is read as one.
    const table = isZip(bytes) ? await parseSynonymsXlsx(bytes, what) : parseSynonymsCsv(bytes, what);
    return { table, label: name };
  } catch (error) {
    return { error: errorText(error), label: name };
  }
}

async function readFileSource(filePath: string, sheetName: string | undefined): Promise<SourceRead> {
  const name = path.basename(filePath);
  const label = `el archivo ${name}`;
  let bytes: Uint8Array;
  try {
    bytes = await readFile(filePath);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'ENOENT') {
      throw new CatalogSourceError(`No se encontró el archivo del catálogo ${name} (revisá CATALOG_SOURCE).`, 'file-missing', [], {
        cause: error,
      });
    }
    throw new CatalogSourceError(`No se pudo leer el archivo del catálogo ${name} (${code ?? 'error'}).`, 'file-unreadable', [], {
      cause: error,
    });
  }
  if (isOldXls(bytes)) throw oldXlsError(label);
  const ext = path.extname(filePath).toLowerCase();
  // The bytes decide over the extension: an XLSX saved as '.csv' is still an XLSX.
  if (isZip(bytes)) return parseBytes(bytes, 'xlsx', label, sheetName);
  if (ext === '.xlsx') throw new CatalogSourceError(`${capitalize(label)} no es un archivo XLSX válido.`, 'not-a-spreadsheet');
  if (ext !== '.csv' && ext !== '.txt' && ext !== '.tsv' && (bytes.includes(0) || looksLikeHtml(bytes))) {
    throw new CatalogSourceError(`${capitalize(label)} no es un CSV ni un XLSX.`, 'not-a-spreadsheet');
  }
  const table = await parseBytes(bytes, 'csv', label);
  if (table.machineCells === null) table.machineCells = await readSiblingMachineCells(filePath);
  return { ...table, synonyms: await readSiblingSynonyms(filePath) };
}

function httpStatusHint(status: number): string {
  if (status === 401 || status === 403) return ' La planilla no es pública: publicala (Archivo > Compartir > Publicar en la Web) o usá google-sheets:<id>.';
  if (status === 404) return ' Revisá la URL en CATALOG_SOURCE.';
  if (status >= 500) return ' El servidor de la planilla falló; se reintentará en la próxima actualización.';
  return '';
}

async function readUrlSource(url: string, sheetName: string | undefined, fetchImpl: typeof fetch, timeoutMs: number): Promise<SourceRead> {
  const label = `la URL ${safeUrl(url)}`;
  const res = await fetchBytes(
    fetchImpl,
    url,
    { headers: { accept: 'text/csv, application/vnd.openxmlformats-officedocument.spreadsheetml.sheet, */*' } },
    timeoutMs,
    'el catálogo',
  );
  if (res.status < 200 || res.status > 299) {
    throw new CatalogSourceError(`${capitalize(label)} respondió HTTP ${res.status}.${httpStatusHint(res.status)}`, 'http-status');
  }
  const type = res.contentType.toLowerCase();
  const bytes = res.bytes;
  if (isOldXls(bytes)) throw oldXlsError(label);
  // Content-type first; generic types (octet-stream, zip, none) fall through to the magic bytes.
  if (type.includes('spreadsheetml') || isZip(bytes)) {
    if (!isZip(bytes)) throw new CatalogSourceError(`${capitalize(label)} dice enviar un XLSX pero el contenido no lo es.`, 'not-a-spreadsheet');
    return parseBytes(bytes, 'xlsx', label, sheetName);
  }
  if (type.includes('html') || looksLikeHtml(bytes)) {
    throw new CatalogSourceError(
      `${capitalize(label)} devolvió una página web (HTML), no un CSV ni un XLSX. Usá el enlace de exportación de la planilla ` +
        `(por ejemplo .../pub?output=csv o .../export?format=xlsx) y verificá que esté publicada. Inicio de la respuesta: "${bodyExcerpt(bytes, 80)}"`,
      'not-a-spreadsheet',
    );
  }
  if (bytes.includes(0))
    throw new CatalogSourceError(`${capitalize(label)} no devolvió un CSV ni un XLSX (content-type ${type || 'desconocido'}).`, 'not-a-spreadsheet');
  return parseBytes(bytes, 'csv', label);
}

async function readGoogleSource(
  spreadsheetId: string,
  sheetName: string | undefined,
  options: CatalogSourceOptions,
  fetchImpl: typeof fetch,
  timeoutMs: number,
): Promise<SourceRead> {
  const read = {
    spreadsheetId,
    serviceAccountJson: options.googleServiceAccountJson,
    apiUrl: options.googleSheetsApiUrl,
    fetch: fetchImpl,
    timeoutMs,
  };
  if (sheetName !== undefined && isSynonymsName(sheetName)) throw synonymsSheetAsProducts(sheetName);
  const { values, sheetTitle } = await readGoogleRange({ ...read, sheetName });
  // Without a tab name Google reads the first tab: never take the synonym table for the products.
  if (sheetName === undefined && sheetTitle !== undefined && isSynonymsName(sheetTitle)) {
    throw new CatalogSourceError(
      `La primera hoja de la planilla de Google ${spreadsheetId} es la tabla de sinónimos ("${sheetTitle}"), no la de productos: ` +
        'mové la hoja de productos al primer lugar o indicá su nombre en CATALOG_SOURCE (google-sheets:<id>#<hoja>).',
      'sheet-not-found',
    );
  }
  const label = `la planilla de Google ${spreadsheetId}`;
  const mapping = mapHeader(values[0] ?? [], label);
  const table = { rows: rowsFromCells(mapping.names, values.slice(1)), issues: mapping.issues };
  // One metadata request serves both owner tables.
  let titles: Promise<string[]> | undefined;
  const readTitles = () => (titles ??= readGoogleSheetTitles(read));
  return { ...table, synonyms: await readGoogleSynonyms(read, undefined, readTitles), machineCells: await readGoogleMachineCells(read, readTitles) };
}

function synonymsSheetAsProducts(sheetName: string): CatalogSourceError {
  return new CatalogSourceError(
    `La hoja "${sheetName}" es la tabla de sinónimos, no la de productos: indicá en CATALOG_SOURCE la hoja de productos (o ninguna, para usar la primera).`,
    'sheet-not-found',
  );
}

/**
 * The synonym tab of a Google spreadsheet: the tab titles first (so 'Sinónimos', 'SINONIMOS'...
 * all count), then a values request for that tab. With a given tab name a missing tab is an error.
 */
async function readGoogleSynonyms(
  read: Omit<Parameters<typeof readGoogleValues>[0], 'sheetName'>,
  tabName: string | undefined,
  readTitles = () => readGoogleSheetTitles(read),
): Promise<SynonymsRead> {
  let label = `la hoja "${tabName ?? 'sinonimos'}"`;
  try {
    const titles = await readTitles();
    const title =
      tabName !== undefined ? (titles.find((t) => t === tabName) ?? titles.find((t) => headerKey(t) === headerKey(tabName))) : titles.find(isSynonymsName);
    if (title === undefined) {
      if (tabName === undefined) return null;
      return { error: `La planilla de Google ${read.spreadsheetId} no tiene una hoja llamada "${tabName}".`, label };
    }
    label = `la hoja "${title}"`;
    return { table: synonymsFromCells(await readGoogleValues({ ...read, sheetName: title })), label };
  } catch (error) {
    return { error: errorText(error), label };
  }
}

/** CATALOG_SYNONYMS_SOURCE: a CSV, an XLSX (named, 'sinonimos' or only sheet) or a Google tab. */
async function readSynonymsSource(source: string, options: CatalogSourceOptions, fetchImpl: typeof fetch, timeoutMs: number): Promise<SynonymsRead> {
  let label = describeSource(source);
  try {
    const parsed = parseSource(source);
    if (parsed.kind === 'google-sheets') {
      const read = {
        spreadsheetId: parsed.spreadsheetId,
        serviceAccountJson: options.googleServiceAccountJson,
        apiUrl: options.googleSheetsApiUrl,
        fetch: fetchImpl,
        timeoutMs,
      };
      const found = await readGoogleSynonyms(read, parsed.sheetName);
      return found ?? { error: `La planilla de Google ${parsed.spreadsheetId} no tiene una hoja "sinonimos".`, label };
    }
    let bytes: Uint8Array;
    let what: string;
    if (parsed.kind === 'file') {
      what = `el archivo ${path.basename(parsed.path)}`;
      try {
        bytes = await readFile(parsed.path);
      } catch (error) {
        const code = (error as NodeJS.ErrnoException).code;
        return {
          error:
            code === 'ENOENT'
              ? `No se encontró el archivo ${path.basename(parsed.path)} (revisá CATALOG_SYNONYMS_SOURCE).`
              : `No se pudo leer el archivo ${path.basename(parsed.path)} (${code ?? 'error'}).`,
          label,
        };
      }
    } else {
      what = `la URL ${safeUrl(parsed.url)}`;
      const res = await fetchBytes(
        fetchImpl,
        parsed.url,
        { headers: { accept: 'text/csv, application/vnd.openxmlformats-officedocument.spreadsheetml.sheet, */*' } },
        timeoutMs,
        'la tabla de sinónimos',
      );
      if (res.status < 200 || res.status > 299) return { error: `${capitalize(what)} respondió HTTP ${res.status}.${httpStatusHint(res.status)}`, label };
      if (!isZip(res.bytes) && (res.contentType.toLowerCase().includes('html') || looksLikeHtml(res.bytes))) {
        return {
          error: `${capitalize(what)} devolvió una página web (HTML), no un CSV ni un XLSX: usá el enlace de exportación de la hoja de sinónimos.`,
          label,
        };
      }
      bytes = res.bytes;
    }
    if (isOldXls(bytes)) return { error: oldXlsError(what).message, label };
    label = what;
    const table = isZip(bytes) ? await parseSynonymsXlsx(bytes, what, parsed.sheetName) : parseSynonymsCsv(bytes, what);
    return { table, label };
  } catch (error) {
    return { error: errorText(error), label };
  }
}

async function readSource(source: string, options: CatalogSourceOptions): Promise<SourceRead> {
  const parsed = parseSource(source);
  const fetchImpl = options.fetch ?? fetch;
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  if (parsed.kind === 'file') return readFileSource(parsed.path, parsed.sheetName);
  if (parsed.kind === 'url') return readUrlSource(parsed.url, parsed.sheetName, fetchImpl, timeoutMs);
  return readGoogleSource(parsed.spreadsheetId, parsed.sheetName, options, fetchImpl, timeoutMs);
}

/**
 * Rows plus source-level issues (the store puts both in the staff's row report), and the synonym
 * table read from the same source. A broken synonym table never fails the read: it comes back as
 * synonyms undefined plus synonymsError.
 */
export async function readCatalogTable(source: string, options: CatalogSourceOptions): Promise<CatalogTable> {
  const read = await readSource(source, options);
  const override = options.synonymsSource?.trim();
  const synonyms = override ? await readSynonymsSource(override, options, options.fetch ?? fetch, options.timeoutMs ?? DEFAULT_TIMEOUT_MS) : read.synonyms;
  const table: CatalogTable = { rows: read.rows, issues: read.issues, synonyms: [], synonymIssues: [], machineCells: read.machineCells };
  if (synonyms === null) return table;
  table.synonymsLabel = synonyms.label;
  if ('error' in synonyms) return { ...table, synonyms: undefined, synonymsError: synonyms.error };
  return { ...table, synonyms: synonyms.table.groups, synonymIssues: synonyms.table.issues };
}

export async function readCatalogSource(source: string, options: CatalogSourceOptions): Promise<SheetRow[]> {
  return (await readCatalogTable(source, options)).rows;
}
