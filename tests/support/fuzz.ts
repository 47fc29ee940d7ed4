// Odd input for a running shop (tests/e2e/fuzz.spec.ts, scripts/fuzz.ts, bench/fuzz-engines.ts):
// POST bodies, query strings, methods and request targets made of NUL, lone surrogates, bidi
// controls, prototype names, huge and odd numbers, nested objects; every answer must be below 500.
// A malformed Host must answer exactly 400, whatever the path. Loopback only.
import http from 'node:http';
import net from 'node:net';
import fc from 'fast-check';

export interface FuzzOptions {
  /** http://127.0.0.1:PORT */
  baseURL: string;
  /** Cases per kind (POST bodies, queries, methods); targets and Host headers are fixed lists. */
  runs: number;
  seed?: number;
  /** A staff session, to reach the staff area's actions. */
  staff?: { cookie: string; csrf: string };
}

interface FuzzFailure {
  kind: 'post' | 'query' | 'method' | 'target' | 'host';
  method: string;
  path: string;
  status: number;
  body: string;
}

export interface FuzzReport {
  sent: Record<FuzzFailure['kind'], number>;
  failures: FuzzFailure[];
}

const ODD_TOKENS = [
  '\u0000',
  'a\u0000b',
  '\uD800',
  'x\uDFFFy',
  '\u202Eevil',
  '\u2066\u2069',
  '\u200F',
  '\u0007\u001B[31m',
  '\r\nX-Inyectado: 1',
  'constructor',
  '__proto__',
  'toString',
  'hasOwnProperty',
  'prototype',
  '1e+24',
  '-1',
  '0x10',
  'NaN',
  'Infinity',
  '9'.repeat(400),
  '',
  ' ',
  '%00',
  '%',
  '<script>alert(1)</script>',
  "'; drop table presupuestos; --",
  '../../etc/passwd',
  '🚜',
];

const oddString = fc.oneof(
  fc.constantFrom(...ODD_TOKENS),
  fc.string({ unit: 'binary', maxLength: 30 }),
  fc.string({ unit: 'binary-ascii', maxLength: 30 }),
  fc.constantFrom(...ODD_TOKENS).map((token) => token.repeat(50)),
  fc.nat({ max: 20_000 }).map((n) => 'x'.repeat(n)),
);

const FIELD_NAMES = [
  'name',
  'email',
  'phone',
  'location',
  'province',
  'message',
  'items',
  'idempotencyKey',
  'website',
  'password',
  'invitation',
  'intent',
  'estado',
  'notas',
  'nota',
  'q',
  'nombre',
  'rol',
  'role',
  'whatsapp',
  'telefono',
  'lines',
  'validUntil',
  'version',
  'id',
  'ids',
  'texto',
  'precio',
  'cantidad',
  '_csrf',
];

const oddValue: fc.Arbitrary<unknown> = fc.letrec((tie) => ({
  value: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    oddString,
    fc.integer(),
    fc.double(),
    fc.boolean(),
    fc.constant(null),
    fc.array(tie('value'), { maxLength: 4 }),
    fc.dictionary(fc.oneof(oddString, fc.constantFrom(...FIELD_NAMES)), tie('value'), { maxKeys: 4 }),
  ),
})).value;

const body = fc.dictionary(fc.oneof(fc.constantFrom(...FIELD_NAMES), oddString), oddValue, { maxKeys: 8 });

const PUBLIC_POSTS = ['/presupuesto', '/contacto', '/admin/api/ingresar', '/admin/api/registro', '/admin/ingresar', '/admin/registro', '/presupuesto/abc'];
const STAFF_POSTS = [
  '/admin/presupuestos',
  '/admin/presupuestos/1',
  '/admin/presupuestos/1/responder',
  '/admin/presupuestos/1/enviar',
  '/admin/presupuestos/1/restaurar',
  '/admin/consultas/1',
  '/admin/consultas/1/restaurar',
  '/admin/equipo',
  '/admin/equipo-de-ventas',
  '/admin/catalogo',
  '/admin/correos',
  '/admin/api/salir',
];
const QUERY_PATHS = [
  '/',
  '/repuestos',
  '/neumaticos',
  '/buscar',
  '/api/productos',
  '/api/sugerencias',
  '/api/productos/1',
  '/producto/x',
  '/presupuesto/abc',
  '/contacto',
  '/admin/ingresar',
  '/admin/registro',
  '/admin/presupuestos',
  '/admin/consultas',
  '/admin/busquedas',
  '/admin/catalogo',
  '/admin/correos',
  '/admin/equipo',
];
const QUERY_NAMES = [
  'q',
  'pagina',
  'por_pagina',
  'orden',
  'categoria',
  'vista',
  'error',
  'volver',
  'invitacion',
  'estado',
  'tipo',
  'fuera',
  'fotos',
  'ver',
  'grupo',
  'exacto',
  'marca',
  'estado',
];
const METHODS = [
  'PUT',
  'DELETE',
  'PATCH',
  'OPTIONS',
  'PROPFIND',
  'MKCOL',
  'LOCK',
  'UNLOCK',
  'SEARCH',
  'PURGE',
  'QUERY',
  'REPORT',
  'MOVE',
  'COPY',
  'ACL',
  'LINK',
  'NOTIFY',
  'SUBSCRIBE',
  'HEAD',
  'GET',
  'POST',
];
const TARGETS = [
  'OPTIONS * HTTP/1.1',
  'GET * HTTP/1.1',
  'GET http://127.0.0.1/ HTTP/1.1',
  'GET //evil.example/ HTTP/1.1',
  'GET /%00 HTTP/1.1',
  'GET /producto/%00 HTTP/1.1',
  'GET /presupuesto/%00%ff HTTP/1.1',
  'GET /% HTTP/1.1',
  'GET /?% HTTP/1.1',
  'GET /..%2f..%2fetc%2fpasswd HTTP/1.1',
  'GET /admin/%2e%2e/ HTTP/1.1',
  'GET /api/productos/%ED%A0%80 HTTP/1.1',
  'GET /buscar?q=%ED%A0%80 HTTP/1.1',
  'GET /admin/ingresar?error=constructor HTTP/1.1',
  'GET /admin/registro?error=__proto__ HTTP/1.1',
];

/** Host headers no URL can be built from; each is sent to every path of HOST_PATHS. */
const BAD_HOSTS = ['a b', '[::1', 'x:99999', 'a/b', 'user@x', 'x?y', 'x#y', '[::1]:99999', '', 'a\\b'];
const HOST_PATHS = [
  'GET /',
  'GET /repuestos',
  'GET /buscar?q=bomba',
  'GET /api/productos',
  'GET /robots.txt',
  'GET /sitemap.xml',
  'GET /admin',
  'POST /contacto',
];

/** Percent-encodes any string, lone surrogates included (as their 3-byte form, which decoders replace). */
function encodeAny(text: string): string {
  let out = '';
  for (const char of text) {
    try {
      out += encodeURIComponent(char);
    } catch {
      const code = char.charCodeAt(0);
      out += `%${(0xe0 | (code >> 12)).toString(16)}%${(0x80 | ((code >> 6) & 0x3f)).toString(16)}%${(0x80 | (code & 0x3f)).toString(16)}`.toUpperCase();
    }
  }
  return out;
}

function formEncode(record: Record<string, unknown>): string {
  return Object.entries(record)
    .map(([key, value]) => `${encodeAny(key)}=${encodeAny(typeof value === 'string' ? value : (JSON.stringify(value) ?? ''))}`)
    .join('&');
}

function send(baseURL: string, method: string, path: string, headers: Record<string, string>, payload?: string): Promise<{ status: number; body: string }> {
  const { hostname, port } = new URL(baseURL);
  return new Promise((resolve) => {
    const request = http.request({ host: hostname, port, method, path, headers: { connection: 'close', ...headers } }, (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => {
        if (text.length < 2_000) text += chunk;
      });
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body: text }));
      res.on('error', () => resolve({ status: res.statusCode ?? 0, body: text }));
    });
    request.setTimeout(30_000, () => request.destroy(new Error('time-out')));
    request.on('error', (error) => resolve({ status: 599, body: `sin respuesta: ${error.message}` }));
    request.end(payload);
  });
}

function rawSend(baseURL: string, requestLine: string, hostHeader?: string): Promise<{ status: number; body: string }> {
  const { hostname, port } = new URL(baseURL);
  const host = hostHeader ?? `${hostname}:${port}`;
  const body = requestLine.startsWith('POST ') ? 'Content-Length: 0\r\n' : '';
  return new Promise((resolve) => {
    // write, not end: a half-closed socket lets Node drop an answer that is not ready at once.
    const socket = net.connect(Number(port), hostname, () => socket.write(`${requestLine}\r\nHost: ${host}\r\n${body}Connection: close\r\n\r\n`));
    socket.setTimeout(30_000, () => socket.destroy());
    let answer = '';
    socket.setEncoding('utf8');
    socket.on('data', (chunk: string) => (answer += chunk));
    socket.on('end', () => resolve({ status: Number(/^HTTP\/1\.1 (\d{3})/.exec(answer)?.[1] ?? 0), body: answer.slice(0, 2_000) }));
    socket.on('error', (error) => resolve({ status: 599, body: error.message }));
  });
}

const CONTENT_TYPES = ['application/json', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=x', 'text/plain', ''];

export async function fuzzShop(options: FuzzOptions): Promise<FuzzReport> {
  const { baseURL, runs, seed = 25, staff } = options;
  const failures: FuzzFailure[] = [];
  const sent = { post: 0, query: 0, method: 0, target: 0, host: 0 };
  const origin = new URL(baseURL).origin;
  const note = (kind: FuzzFailure['kind'], method: string, path: string, answer: { status: number; body: string }) => {
    sent[kind]++;
    // 0: the server closed the connection without an answer (counted as a failure too).
    const failed = kind === 'host' ? answer.status !== 400 : answer.status >= 500 || answer.status === 0;
    if (failed) failures.push({ kind, method, path, status: answer.status, body: answer.body.slice(0, 300) });
  };

  const posts = [...PUBLIC_POSTS, ...(staff ? STAFF_POSTS : [])];
  const postCases = fc.sample(fc.tuple(fc.constantFrom(...posts), fc.constantFrom(...CONTENT_TYPES), body), { numRuns: runs, seed });
  for (const [path, type, record] of postCases) {
    if (staff) record._csrf = staff.csrf;
    const payload =
      type === 'application/json' ? JSON.stringify(record) : type.startsWith('multipart') ? `--x\r\n${formEncode(record)}\r\n--x--` : formEncode(record);
    const headers: Record<string, string> = { origin, 'content-length': String(Buffer.byteLength(payload)) };
    if (type) headers['content-type'] = type;
    if (staff) Object.assign(headers, { cookie: staff.cookie, 'x-csrf-token': staff.csrf });
    note('post', 'POST', path, await send(baseURL, 'POST', path, headers, payload));
  }

  const queryCases = fc.sample(
    fc.tuple(fc.constantFrom(...QUERY_PATHS), fc.array(fc.tuple(fc.oneof(fc.constantFrom(...QUERY_NAMES), oddString), oddString), { maxLength: 4 })),
    { numRuns: runs, seed: seed + 1 },
  );
  for (const [path, pairs] of queryCases) {
    const query = pairs.map(([name, value]) => `${encodeAny(name)}=${encodeAny(value)}`).join('&');
    // Under Node's 16 KB header limit, where the server itself answers 431.
    const target = `${path}?${query}`.slice(0, 12_000);
    note('query', 'GET', target, await send(baseURL, 'GET', target, staff ? { cookie: staff.cookie } : {}));
  }

  const methodCases = fc.sample(fc.tuple(fc.constantFrom(...METHODS), fc.constantFrom(...QUERY_PATHS, ...PUBLIC_POSTS)), { numRuns: runs, seed: seed + 2 });
  for (const [method, path] of methodCases) {
    note('method', method, path, await send(baseURL, method, path, { origin: 'https://otro-sitio.example' }));
  }

  for (const line of TARGETS) note('target', line.split(' ')[0]!, line, await rawSend(baseURL, line));
  for (const host of BAD_HOSTS) {
    for (const request of HOST_PATHS) note('host', request.split(' ')[0]!, `${request} (Host: ${host})`, await rawSend(baseURL, `${request} HTTP/1.1`, host));
  }
  return { sent, failures };
}

/** Signs in through the JSON endpoint and returns the session cookie and its CSRF token. */
export async function staffSession(baseURL: string, email: string, password: string): Promise<{ cookie: string; csrf: string }> {
  const response = await fetch(`${baseURL}/admin/api/ingresar`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: new URL(baseURL).origin },
    body: JSON.stringify({ email, password }),
  });
  if (!response.ok) throw new Error(`no se pudo ingresar (${response.status})`);
  const json = (await response.json()) as { session: { csrfToken: string } };
  const cookie = response.headers
    .getSetCookie()
    .map((line) => line.split(';')[0])
    .join('; ');
  return { cookie, csrf: json.session.csrfToken };
}
