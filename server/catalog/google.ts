// Google Sheets API v4 with a service account: RS256 JWT (jose) -> OAuth token -> values.
// Only the service account's e-mail ever appears in messages; the key stays in memory.
import { readFileSync } from 'node:fs';
import { importPKCS8, SignJWT } from 'jose';
import { CatalogSourceError } from './errors';
import { bodyExcerpt, fetchBytes } from './http';

const SHEETS_SCOPE = 'https://www.googleapis.com/auth/spreadsheets.readonly';
const DEFAULT_TOKEN_URI = 'https://oauth2.googleapis.com/token';
/** docs/product.md §8: the hint staff get when the sheet is not shared with the service account. */
export const SHARE_HINT = 'Asegúrate de haber compartido el Google Sheet con el email proporcionado.';
// Renew well before expiry so a token never lapses in the middle of a slow read.
const TOKEN_MARGIN_MS = 5 * 60_000;

interface ServiceAccount {
  clientEmail: string;
  privateKey: string;
  tokenUri: string;
}

function credentialsError(message: string, cause?: unknown): CatalogSourceError {
  return new CatalogSourceError(message, 'google-credentials', [], { cause });
}

/**
 * GOOGLE_SERVICE_ACCOUNT_JSON holds the key file's JSON, or (when it does not start with '{')
 * the path of that file. Errors never echo the content, which holds the private key.
 */
function parseServiceAccount(value: string | undefined): ServiceAccount {
  if (value === undefined || value.trim() === '') {
    throw credentialsError(
      'Falta GOOGLE_SERVICE_ACCOUNT_JSON: para leer una planilla con google-sheets:<id> hace falta la clave JSON de una cuenta de servicio de Google.',
    );
  }
  let text = value.trim();
  if (!text.startsWith('{')) {
    try {
      text = readFileSync(text, 'utf8');
    } catch (error) {
      throw credentialsError('GOOGLE_SERVICE_ACCOUNT_JSON no es un JSON ni la ruta de un archivo legible con la clave de la cuenta de servicio.', error);
    }
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch (error) {
    throw credentialsError('GOOGLE_SERVICE_ACCOUNT_JSON no es un JSON válido.', error);
  }
  const data = (typeof parsed === 'object' && parsed !== null ? parsed : {}) as Record<string, unknown>;
  const missing = ['client_email', 'private_key'].filter((k) => typeof data[k] !== 'string' || data[k] === '');
  if (missing.length > 0) {
    throw credentialsError(`GOOGLE_SERVICE_ACCOUNT_JSON no es la clave de una cuenta de servicio: le falta ${missing.join(' y ')}.`);
  }
  return {
    clientEmail: data.client_email as string,
    // Keys pasted into .env files often arrive with literal '\n' sequences.
    privateKey: (data.private_key as string).replace(/\\n/g, '\n'),
    tokenUri: typeof data.token_uri === 'string' && data.token_uri !== '' ? data.token_uri : DEFAULT_TOKEN_URI,
  };
}

const tokenCache = new Map<string, { token: string; expiresAt: number }>();

/** For tests: forget cached access tokens. */
export function clearGoogleTokenCache(): void {
  tokenCache.clear();
}

async function signAssertion(account: ServiceAccount): Promise<string> {
  let key: CryptoKey;
  try {
    key = await importPKCS8(account.privateKey, 'RS256');
  } catch (error) {
    throw credentialsError(`La private_key de GOOGLE_SERVICE_ACCOUNT_JSON (${account.clientEmail}) no es una clave RSA PKCS#8 válida.`, error);
  }
  const now = Math.floor(Date.now() / 1000);
  return new SignJWT({ scope: SHEETS_SCOPE })
    .setProtectedHeader({ alg: 'RS256', typ: 'JWT' })
    .setIssuer(account.clientEmail)
    .setAudience(account.tokenUri)
    .setIssuedAt(now)
    .setExpirationTime(now + 3600)
    .sign(key);
}

async function getAccessToken(account: ServiceAccount, fetchImpl: typeof fetch, timeoutMs: number): Promise<string> {
  const cacheKey = `${account.clientEmail}|${account.tokenUri}`;
  const cached = tokenCache.get(cacheKey);
  if (cached && cached.expiresAt - TOKEN_MARGIN_MS > Date.now()) return cached.token;

  const assertion = await signAssertion(account);
  const body = new URLSearchParams({ grant_type: 'urn:ietf:params:oauth:grant-type:jwt-bearer', assertion });
  const res = await fetchBytes(
    fetchImpl,
    account.tokenUri,
    { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: body.toString() },
    timeoutMs,
    'el token de Google',
  );
  let json: Record<string, unknown> = {};
  try {
    json = JSON.parse(new TextDecoder().decode(res.bytes)) as Record<string, unknown>;
  } catch {
    // handled below by the missing access_token
  }
  if (res.status !== 200 || typeof json.access_token !== 'string') {
    const reason = [json.error, json.error_description].filter((x) => typeof x === 'string').join(': ') || bodyExcerpt(res.bytes);
    throw new CatalogSourceError(
      `Google rechazó la cuenta de servicio ${account.clientEmail} al pedir el token (HTTP ${res.status}${reason ? `: ${reason}` : ''}). ` +
        'Revisá GOOGLE_SERVICE_ACCOUNT_JSON: la clave puede estar revocada, incompleta o ser de otra cuenta.',
      'google-auth',
    );
  }
  const expiresIn = typeof json.expires_in === 'number' ? json.expires_in : Number(json.expires_in) || 3600;
  tokenCache.set(cacheKey, { token: json.access_token, expiresAt: Date.now() + expiresIn * 1000 });
  return json.access_token;
}

/** A1 range for the whole sheet: quoted sheet name, or the first sheet's columns. */
function sheetRange(sheetName: string | undefined): string {
  return sheetName === undefined ? 'A:ZZ' : `'${sheetName.replace(/'/g, "''")}'`;
}

function googleMessage(bytes: Uint8Array): string {
  try {
    const json = JSON.parse(new TextDecoder().decode(bytes)) as { error?: { message?: unknown } };
    if (typeof json.error?.message === 'string') return json.error.message;
  } catch {
    // not JSON
  }
  return bodyExcerpt(bytes);
}

export interface GoogleSheetsRead {
  spreadsheetId: string;
  sheetName?: string;
  serviceAccountJson: string | undefined;
  apiUrl: string;
  fetch: typeof fetch;
  timeoutMs: number;
}

/** Values of the sheet as Google formats them (what the staff see), first row = header. */
export async function readGoogleValues(read: GoogleSheetsRead): Promise<unknown[][]> {
  return (await readGoogleRange(read)).values;
}

export interface GoogleValueRange {
  values: unknown[][];
  /** Title of the sheet Google read, from the answer's range ("'Hoja 1'!A1:L20" -> 'Hoja 1'). */
  sheetTitle: string | undefined;
}

/** "'Hoja 1'!A1:L20" -> 'Hoja 1'; 'Productos!A1:L9' -> 'Productos'. */
function rangeSheetTitle(range: unknown): string | undefined {
  if (typeof range !== 'string') return undefined;
  const bang = range.lastIndexOf('!');
  if (bang <= 0) return undefined;
  const name = range.slice(0, bang);
  return name.startsWith("'") && name.endsWith("'") ? name.slice(1, -1).replace(/''/g, "'") : name;
}

/** Titles of the spreadsheet's tabs, in order (spreadsheets.get with only the titles). */
export async function readGoogleSheetTitles(read: Omit<GoogleSheetsRead, 'sheetName'>): Promise<string[]> {
  const account = parseServiceAccount(read.serviceAccountJson);
  const label = `la planilla de Google ${read.spreadsheetId}`;
  const url = `${read.apiUrl.replace(/\/+$/, '')}/v4/spreadsheets/${encodeURIComponent(read.spreadsheetId)}?fields=${encodeURIComponent('sheets.properties.title')}`;
  for (let attempt = 0; ; attempt++) {
    const token = await getAccessToken(account, read.fetch, read.timeoutMs);
    const res = await fetchBytes(read.fetch, url, { headers: { authorization: `Bearer ${token}` } }, read.timeoutMs, label);
    if (res.status === 401 && attempt === 0) {
      tokenCache.clear();
      continue;
    }
    if (res.status !== 200) {
      throw new CatalogSourceError(`Google Sheets respondió HTTP ${res.status} al pedir las hojas de ${label}: ${googleMessage(res.bytes)}`, 'google-error');
    }
    try {
      const json = JSON.parse(new TextDecoder().decode(res.bytes)) as { sheets?: { properties?: { title?: unknown } }[] };
      return (json.sheets ?? []).map((s) => s.properties?.title).filter((t): t is string => typeof t === 'string');
    } catch (error) {
      throw new CatalogSourceError(`Google Sheets devolvió una respuesta que no es JSON al pedir las hojas de ${label}.`, 'google-error', [], { cause: error });
    }
  }
}

export async function readGoogleRange(read: GoogleSheetsRead): Promise<GoogleValueRange> {
  const account = parseServiceAccount(read.serviceAccountJson);
  const label = `la planilla de Google ${read.spreadsheetId}${read.sheetName ? ` (hoja "${read.sheetName}")` : ''}`;
  const url =
    `${read.apiUrl.replace(/\/+$/, '')}/v4/spreadsheets/${encodeURIComponent(read.spreadsheetId)}` +
    `/values/${encodeURIComponent(sheetRange(read.sheetName))}?majorDimension=ROWS&valueRenderOption=FORMATTED_VALUE`;

  for (let attempt = 0; ; attempt++) {
    const token = await getAccessToken(account, read.fetch, read.timeoutMs);
    const res = await fetchBytes(read.fetch, url, { headers: { authorization: `Bearer ${token}` } }, read.timeoutMs, label);
    if (res.status === 200) {
      try {
        const json = JSON.parse(new TextDecoder().decode(res.bytes)) as { values?: unknown; range?: unknown };
        return { values: Array.isArray(json.values) ? (json.values as unknown[][]) : [], sheetTitle: rangeSheetTitle(json.range) };
      } catch (error) {
        throw new CatalogSourceError(`Google Sheets devolvió una respuesta que no es JSON al leer ${label}.`, 'google-error', [], {
          cause: error,
        });
      }
    }
    const detail = googleMessage(res.bytes);
    if (res.status === 401 && attempt === 0) {
      tokenCache.clear(); // revoked or expired early: get a fresh token once
      continue;
    }
    if (res.status === 401) {
      throw new CatalogSourceError(`Google no aceptó el token de la cuenta de servicio ${account.clientEmail} (HTTP 401: ${detail}).`, 'google-auth');
    }
    if (res.status === 403) {
      throw new CatalogSourceError(
        `Google Sheets denegó el acceso a ${label} (HTTP 403: ${detail}). ${SHARE_HINT} ` +
          `Email de la cuenta de servicio: ${account.clientEmail} (compartila con permiso de lector).`,
        'google-forbidden',
      );
    }
    if (res.status === 404) {
      throw new CatalogSourceError(
        `No se encontró ${label} (HTTP 404). Revisá el ID en CATALOG_SOURCE: es la parte del enlace entre /d/ y /edit.`,
        'google-not-found',
      );
    }
    if (res.status === 400 && read.sheetName !== undefined) {
      throw new CatalogSourceError(
        `Google Sheets no pudo leer ${label} (HTTP 400: ${detail}). Revisá que exista una hoja llamada "${read.sheetName}".`,
        'sheet-not-found',
      );
    }
    throw new CatalogSourceError(`Google Sheets respondió HTTP ${res.status} al leer ${label}: ${detail}`, 'google-error');
  }
}
