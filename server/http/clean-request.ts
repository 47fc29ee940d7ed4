// The request side of the text boundary (domain/clean-text.ts): before any route reads it, a
// request's query string and the headers code reads carry no NUL, control or bidi character, and a
// request target that is not a path ('*' of `OPTIONS * HTTP/1.1`, an absolute URL) gets a Spanish
// 400 instead of reaching React Router, which cannot build a URL from it. Methods other than GET,
// HEAD and POST get a Spanish 405 (OPTIONS a 204 with Allow) before any route: React Router
// answered them too, but logged a stack trace for each. Loaders read parameters
// with `new URL(request.url).searchParams`: cleaning the URL here covers every one of them.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { cleanLine, isClean } from '#domain/clean-text';

/** Percent-encoded C0 controls and DEL in a path ('%00'): a route parameter would carry them. */
const ENCODED_CONTROL = /%(?:[01][0-9a-f]|7f)/gi;

const BAD_TARGET_PAGE =
  '<!doctype html><html lang="es-AR"><head><meta charset="utf-8"><title>Solicitud no válida</title><meta name="robots" content="noindex"></head>' +
  '<body style="font-family:system-ui,sans-serif;max-width:36rem;margin:4rem auto;padding:0 1rem"><h1>Solicitud no válida</h1>' +
  '<p>No pudimos entender la dirección pedida.</p><p><a href="/">Volver al inicio</a></p></body></html>';

/** The methods the shop answers; anything else is refused before any route runs. */
const ALLOWED_METHODS = 'GET, HEAD, POST';

function page(title: string, message: string): string {
  return BAD_TARGET_PAGE.replaceAll('Solicitud no válida', title).replace('No pudimos entender la dirección pedida.', message);
}
const METHOD_PAGE = page('Método no permitido', 'Esta dirección no admite ese tipo de solicitud.');

/** Answers 400 with a small Spanish page (no stack trace, nothing logged: it is the client's mistake). */
function answerBadTarget(res: ServerResponse): void {
  res.statusCode = 400;
  res.setHeader('Content-Type', 'text/html; charset=utf-8');
  res.setHeader('Cache-Control', 'no-store');
  res.setHeader('Content-Length', Buffer.byteLength(BAD_TARGET_PAGE));
  res.end(BAD_TARGET_PAGE);
}

const BAD_HOST_PAGE = page('Solicitud no válida', 'El nombre del sitio pedido (Host) no es válido.');

/**
 * Whether a Host header names a host (and port) a URL can be built from: 'a b', '[::1' and
 * 'x:99999' reached the URL built for React Router and answered 500. HTTP/1.1 always sends one;
 * none at all is left to the handlers (their default origin).
 */
function validHost(host: string | undefined): boolean {
  if (host === undefined) return true;
  if (host === '' || /[\s/?#@\\]/.test(host)) return false;
  try {
    return new URL(`http://${host}`).host !== '';
  } catch {
    return false;
  }
}

/**
 * The cleaned form of a request target, or null when it is not one the shop can answer. Returns
 * the same string when nothing needed cleaning (so cache keys and logs see the URL as sent).
 */
export function cleanTarget(target: string): string | null {
  if (!target.startsWith('/')) return null;
  let url: URL;
  try {
    url = new URL(target, 'http://localhost');
  } catch {
    return null;
  }
  const queryAt = target.indexOf('?');
  const rawPath = queryAt === -1 ? target : target.slice(0, queryAt);
  const rawQuery = queryAt === -1 ? '' : target.slice(queryAt + 1);
  const path = rawPath.replace(ENCODED_CONTROL, '');
  let query = rawQuery;
  let dirty = false;
  for (const [name, value] of url.searchParams) {
    if (!isClean(name, 'line') || !isClean(value, 'line')) {
      dirty = true;
      break;
    }
  }
  if (dirty) {
    const cleaned = new URLSearchParams();
    for (const [name, value] of url.searchParams) cleaned.append(cleanLine(name), cleanLine(value));
    query = cleaned.toString();
  }
  if (path === rawPath && query === rawQuery) return target;
  return query === '' && queryAt === -1 ? path : `${path}?${query}`;
}

/**
 * Express middleware (first in server/app.ts): cleans the request target and the headers in place,
 * or answers 400 for a target that is not a path.
 */
export function cleanRequest(req: IncomingMessage & { originalUrl?: string }, res: ServerResponse, next: () => void): void {
  const target = cleanTarget(req.url ?? '');
  if (target === null) return answerBadTarget(res);
  if (!validHost(req.headers.host)) {
    res.statusCode = 400;
    res.setHeader('Content-Type', 'text/html; charset=utf-8');
    res.setHeader('Cache-Control', 'no-store');
    res.setHeader('Content-Length', Buffer.byteLength(BAD_HOST_PAGE));
    res.end(BAD_HOST_PAGE);
    return;
  }
  const method = req.method ?? 'GET';
  if (method === 'OPTIONS') {
    // No cross-origin use is offered: say which methods there are, and nothing else.
    res.statusCode = 204;
    res.setHeader('Allow', ALLOWED_METHODS);
    res.setHeader('Cache-Control', 'no-store');
    res.end();
    return;
  }
  if (method !== 'GET' && method !== 'HEAD' && method !== 'POST') {
    res.statusCode = 405;
    res.setHeader('Allow', ALLOWED_METHODS);
    res.setHeader('Content-Type', 'text/html; charset=utf-8');
    res.setHeader('Cache-Control', 'no-store');
    res.end(METHOD_PAGE);
    return;
  }
  if (target !== req.url) {
    req.url = target;
    if (req.originalUrl !== undefined) req.originalUrl = target;
  }
  // Node refuses NUL and C0 controls in header values, but lets bytes 0x80-0xFF through as Latin-1
  // characters, C1 controls among them.
  for (const [name, value] of Object.entries(req.headers)) {
    if (typeof value === 'string' && !isClean(value, 'line')) req.headers[name] = cleanLine(value);
  }
  next();
}
