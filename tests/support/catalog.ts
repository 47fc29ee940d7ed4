// Helpers for this folder's tests only: temp dirs, CSV/XLSX writers, loopback HTTP servers and a
// stand-in for Google's token and Sheets values endpoints.
import { generateKeyPairSync, type KeyObject } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import ExcelJS from 'exceljs';
import { jwtVerify } from 'jose';
import { SHEET_COLUMNS } from '#domain/types';

/** The spreadsheet's header row. */
export const HEADER: string[] = [...SHEET_COLUMNS];

export function makeTempDir(): { dir: string; cleanup: () => void } {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'catalogo-test-'));
  return { dir, cleanup: () => rmSync(dir, { recursive: true, force: true }) };
}

/** A row in HEADER order for product n. */
export function productRow(n: number, overrides: Partial<Record<string, string>> = {}): string[] {
  const base: Record<string, string> = {
    ID: `P${n}`,
    Titulo: `Producto ${n}`,
    Descripción: `Descripción del producto ${n}`,
    Codigo: `C-${n}`,
    Marca: n % 2 === 0 ? 'John Deere' : 'Case',
    'Aplica para': 'Tractores',
    Precio: `$ ${(n * 1000).toLocaleString('de-DE')},00`,
    Categoria: n % 3 === 0 ? 'Motores' : 'Repuestos',
    Estado: n % 2 === 0 ? 'Nuevo' : 'Usado',
    Cheques: '3',
    'URL Imagenes': '',
    'URL Video': '',
    ...overrides,
  };
  return HEADER.map((h) => base[h] ?? '');
}

function csvCell(value: string): string {
  return /[",;\n\r]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value;
}

export function toCsv(table: string[][], delimiter = ','): string {
  return table.map((row) => row.map(csvCell).join(delimiter)).join('\r\n') + '\r\n';
}

export function catalogCsv(count: number, header: string[] = HEADER): string {
  return toCsv([header, ...Array.from({ length: count }, (_, i) => productRow(i + 1))]);
}

/** XLSX bytes; each cell may be any exceljs cell value (rich text, hyperlink, formula...). */
export async function xlsxBytes(sheets: Record<string, ExcelJS.CellValue[][]>): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  for (const [name, rows] of Object.entries(sheets)) {
    const sheet = workbook.addWorksheet(name);
    for (const row of rows) sheet.addRow(row);
  }
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

export interface TestServer {
  url: string;
  close: () => Promise<void>;
}

export async function startServer(handler: (req: IncomingMessage, res: ServerResponse, body: string) => void | Promise<void>): Promise<TestServer> {
  const server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => {
      Promise.resolve(handler(req, res, body)).catch((error: unknown) => {
        res.statusCode = 599;
        res.end(String(error));
      });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

export interface ServiceAccountKeys {
  clientEmail: string;
  privateKeyPem: string;
  publicKey: KeyObject;
}

export function makeServiceAccountKeys(clientEmail = 'tienda-catalogo@proyecto-test.iam.gserviceaccount.com'): ServiceAccountKeys {
  const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  return { clientEmail, privateKeyPem: privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(), publicKey };
}

export function serviceAccountJson(keys: ServiceAccountKeys, tokenUri: string): string {
  return JSON.stringify({
    type: 'service_account',
    project_id: 'proyecto-test',
    private_key_id: 'abc123',
    private_key: keys.privateKeyPem,
    client_email: keys.clientEmail,
    token_uri: tokenUri,
  });
}

export interface GoogleStandIn extends TestServer {
  tokenUri: string;
  tokenRequests: number;
  valueRequests: { spreadsheetId: string; range: string }[];
  /** spreadsheets.get requests (tab titles), by spreadsheet id. */
  metadataRequests: string[];
  /** Tokens the values endpoint rejects with 401 (to test the renewal). */
  revoked: Set<string>;
  /** Revoke every token issued so far. */
  revokeIssued(): void;
}

/**
 * Google's token endpoint (verifies the JWT with the service account's PUBLIC key), the Sheets v4
 * values endpoint and spreadsheets.get for the tab titles, answering per spreadsheet id:
 * 'forbidden' 403, unknown 404. A spreadsheet in `values` has one tab, 'Hoja 1', that answers any
 * range except a synonym tab; one in `tabs` has those tabs in order (first = 'A:ZZ'), matched by
 * title ignoring case as Google does, and a missing tab answers 400 like Google.
 */
export async function startGoogleStandIn(
  keys: ServiceAccountKeys,
  values: Record<string, unknown[][]>,
  tabs: Record<string, Record<string, unknown[][] | 'error'>> = {},
): Promise<GoogleStandIn> {
  const issued = new Set<string>();
  let counter = 0;
  const state = {
    tokenRequests: 0,
    valueRequests: [] as { spreadsheetId: string; range: string }[],
    metadataRequests: [] as string[],
    revoked: new Set<string>(),
  };
  const isSynonymTab = (range: string) => /^'?sin[oó]nimos'?$/i.test(range);
  const json = (res: ServerResponse, status: number, body: unknown) => {
    res.writeHead(status, { 'content-type': 'application/json; charset=UTF-8' });
    res.end(JSON.stringify(body));
  };
  let tokenUri = '';
  const server = await startServer(async (req, res, body) => {
    const url = new URL(req.url ?? '/', 'http://x');
    if (req.method === 'POST' && url.pathname === '/token') {
      state.tokenRequests++;
      const form = new URLSearchParams(body);
      if (form.get('grant_type') !== 'urn:ietf:params:oauth:grant-type:jwt-bearer') return json(res, 400, { error: 'unsupported_grant_type' });
      try {
        const { payload, protectedHeader } = await jwtVerify(form.get('assertion') ?? '', keys.publicKey, {
          issuer: keys.clientEmail,
          audience: tokenUri,
          algorithms: ['RS256'],
        });
        if (payload.scope !== 'https://www.googleapis.com/auth/spreadsheets.readonly' || protectedHeader.alg !== 'RS256') {
          return json(res, 400, { error: 'invalid_scope' });
        }
        if (typeof payload.exp !== 'number' || typeof payload.iat !== 'number' || payload.exp - payload.iat > 3600) {
          return json(res, 400, { error: 'invalid_grant', error_description: 'Invalid JWT: exp' });
        }
      } catch {
        return json(res, 400, { error: 'invalid_grant', error_description: 'Invalid JWT Signature.' });
      }
      const token = `ya29.test-${++counter}`;
      issued.add(token);
      return json(res, 200, { access_token: token, expires_in: 3599, token_type: 'Bearer' });
    }
    const match = /^\/v4\/spreadsheets\/([^/]+)\/values\/([^/]+)$/.exec(url.pathname);
    const meta = /^\/v4\/spreadsheets\/([^/]+)$/.exec(url.pathname);
    if (req.method === 'GET' && (match || meta)) {
      const token = (req.headers.authorization ?? '').replace(/^Bearer /, '');
      if (!issued.has(token) || state.revoked.has(token)) {
        return json(res, 401, { error: { code: 401, message: 'Request had invalid authentication credentials.', status: 'UNAUTHENTICATED' } });
      }
      const spreadsheetId = decodeURIComponent((match ?? meta)![1]);
      if (spreadsheetId === 'forbidden') {
        return json(res, 403, { error: { code: 403, message: 'The caller does not have permission', status: 'PERMISSION_DENIED' } });
      }
      const book = tabs[spreadsheetId] ?? (values[spreadsheetId] ? { 'Hoja 1': values[spreadsheetId] } : undefined);
      if (!book) return json(res, 404, { error: { code: 404, message: 'Requested entity was not found.', status: 'NOT_FOUND' } });
      const titles = Object.keys(book);
      if (meta) {
        state.metadataRequests.push(spreadsheetId);
        if (url.searchParams.get('fields') !== 'sheets.properties.title') return json(res, 400, { error: { code: 400, message: 'fields expected' } });
        return json(res, 200, { sheets: titles.map((title) => ({ properties: { title } })) });
      }
      const range = decodeURIComponent(match![2]);
      state.valueRequests.push({ spreadsheetId, range });
      const unquoted = range.replace(/^'(.*)'$/, '$1').replace(/''/g, "'");
      const title =
        range === 'A:ZZ'
          ? titles[0]
          : tabs[spreadsheetId]
            ? titles.find((t) => t.toLowerCase() === unquoted.toLowerCase())
            : isSynonymTab(range)
              ? undefined
              : titles[0];
      if (title === undefined) return json(res, 400, { error: { code: 400, message: `Unable to parse range: ${range}`, status: 'INVALID_ARGUMENT' } });
      const rows = book[title];
      if (rows === 'error') return json(res, 500, { error: { code: 500, message: 'Internal error encountered.', status: 'INTERNAL' } });
      return json(res, 200, { range: `'${title.replace(/'/g, "''")}'!A1:L${rows.length}`, majorDimension: 'ROWS', values: rows });
    }
    res.writeHead(404).end();
  });
  tokenUri = `${server.url}/token`;
  return Object.assign(state, {
    url: server.url,
    close: server.close,
    tokenUri,
    revokeIssued: () => issued.forEach((t) => state.revoked.add(t)),
  });
}
