// Reads the catalogue spreadsheet from wherever CATALOG_SOURCE points: a local CSV/XLSX file, an
// http(s) CSV/XLSX export (e.g. a published Google Sheet) or the Google Sheets API.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { RowIssue, SheetRow } from '../../domain/types';
import { parseCsv, type ParsedTable } from './csv';
import { capitalize, CatalogSourceError } from './errors';
import { readGoogleValues } from './google';
import { mapHeader } from './headers';
import { bodyExcerpt, DEFAULT_TIMEOUT_MS, fetchBytes, safeUrl } from './http';
import { rowsFromCells } from './table';
import { parseXlsx } from './xlsx';

export { CatalogSourceError } from './errors';

export interface CatalogSourceOptions {
  googleServiceAccountJson?: string;
  googleSheetsApiUrl: string;
  fetch?: typeof fetch;
  /** Deadline for each network read; default 20 s. */
  timeoutMs?: number;
}

export interface CatalogTable {
  rows: SheetRow[];
  /** Source-level warnings for the row report (row 1: repeated headers). */
  issues: RowIssue[];
}

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
    `${capitalize(label)} está en el formato antiguo de Excel (.xls), que no se puede leer: guárdalo como .xlsx o .csv.`,
    'not-a-spreadsheet',
  );
}

async function parseBytes(bytes: Uint8Array, format: 'csv' | 'xlsx', label: string, sheetName?: string): Promise<ParsedTable> {
  return format === 'xlsx' ? parseXlsx(bytes, label, sheetName) : parseCsv(bytes, label);
}

async function readFileSource(filePath: string, sheetName: string | undefined): Promise<ParsedTable> {
  const name = path.basename(filePath);
  const label = `el archivo ${name}`;
  let bytes: Uint8Array;
  try {
    bytes = await readFile(filePath);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'ENOENT') {
      throw new CatalogSourceError(`No se encontró el archivo del catálogo ${name} (revisa CATALOG_SOURCE).`, 'file-missing', [], {
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
  return parseBytes(bytes, 'csv', label);
}

function httpStatusHint(status: number): string {
  if (status === 401 || status === 403) return ' La planilla no es pública: publícala (Archivo > Compartir > Publicar en la Web) o usa google-sheets:<id>.';
  if (status === 404) return ' Revisa la URL en CATALOG_SOURCE.';
  if (status >= 500) return ' El servidor de la planilla falló; se reintentará en la próxima actualización.';
  return '';
}

async function readUrlSource(url: string, sheetName: string | undefined, fetchImpl: typeof fetch, timeoutMs: number): Promise<ParsedTable> {
  const label = `la URL ${safeUrl(url)}`;
  const res = await fetchBytes(fetchImpl, url, { headers: { accept: 'text/csv, application/vnd.openxmlformats-officedocument.spreadsheetml.sheet, */*' } }, timeoutMs, 'el catálogo');
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
      `${capitalize(label)} devolvió una página web (HTML), no un CSV ni un XLSX. Usa el enlace de exportación de la planilla ` +
        `(por ejemplo .../pub?output=csv o .../export?format=xlsx) y verifica que esté publicada. Inicio de la respuesta: "${bodyExcerpt(bytes, 80)}"`,
      'not-a-spreadsheet',
    );
  }
  if (bytes.includes(0)) throw new CatalogSourceError(`${capitalize(label)} no devolvió un CSV ni un XLSX (content-type ${type || 'desconocido'}).`, 'not-a-spreadsheet');
  return parseBytes(bytes, 'csv', label);
}

async function readGoogleSource(spreadsheetId: string, sheetName: string | undefined, options: CatalogSourceOptions, fetchImpl: typeof fetch, timeoutMs: number): Promise<ParsedTable> {
  const values = await readGoogleValues({
    spreadsheetId,
    sheetName,
    serviceAccountJson: options.googleServiceAccountJson,
    apiUrl: options.googleSheetsApiUrl,
    fetch: fetchImpl,
    timeoutMs,
  });
  const label = `la planilla de Google ${spreadsheetId}`;
  const mapping = mapHeader(values[0] ?? [], label);
  return { rows: rowsFromCells(mapping.names, values.slice(1)), issues: mapping.issues };
}

/** Rows plus source-level issues (the store puts both in the staff's row report). */
export async function readCatalogTable(source: string, options: CatalogSourceOptions): Promise<CatalogTable> {
  const parsed = parseSource(source);
  const fetchImpl = options.fetch ?? globalThis.fetch;
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  if (parsed.kind === 'file') return readFileSource(parsed.path, parsed.sheetName);
  if (parsed.kind === 'url') return readUrlSource(parsed.url, parsed.sheetName, fetchImpl, timeoutMs);
  return readGoogleSource(parsed.spreadsheetId, parsed.sheetName, options, fetchImpl, timeoutMs);
}

export async function readCatalogSource(source: string, options: CatalogSourceOptions): Promise<SheetRow[]> {
  return (await readCatalogTable(source, options)).rows;
}
