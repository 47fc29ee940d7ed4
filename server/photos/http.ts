// Answers `/fotos/{key}/{variant}`: a prepared copy with a year-long immutable cache (the key
// changes when the link does), or a quick 404 for anything that is not exactly one of our
// addresses, not a photo of the current catalogue, or a photo that cannot be had.
import { createReadStream } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { pipeline } from 'node:stream';
import { parsePhotoPath, PHOTO_PATH_PREFIX } from '#domain/photos';
import type { MayMake, PhotoService } from './service';

const NOT_FOUND_TEXT = 'Foto no encontrada';
const IMMUTABLE = 'public, max-age=31536000, immutable';

type Next = (error?: unknown) => void;
type PhotoRequest = IncomingMessage & { originalUrl?: string };

/** An Express-compatible handler (also a plain node:http one when `next` is left out). */
export function photoHandler(
  service: Pick<PhotoService, 'get'>,
  /** A copy that is not made yet costs CPU: whether this request's client may have one made now. */
  mayMake?: (req: PhotoRequest) => MayMake,
  /** The client's address as the rate limits see it: copies to make are shared out per network. */
  clientOf?: (req: PhotoRequest) => string,
): (req: PhotoRequest, res: ServerResponse, next?: Next) => void {
  return (req, res, next) => {
    const url = req.originalUrl ?? req.url ?? '/';
    const query = url.indexOf('?');
    const pathname = query >= 0 ? url.slice(0, query) : url;
    if (!pathname.startsWith(PHOTO_PATH_PREFIX)) {
      if (next) next();
      else notFound(res, req.method === 'HEAD');
      return;
    }
    const head = req.method === 'HEAD';
    if (req.method !== 'GET' && !head) {
      res.statusCode = 405;
      res.setHeader('Allow', 'GET, HEAD');
      res.setHeader('Cache-Control', 'no-store');
      res.end();
      return;
    }
    const request = parsePhotoPath(pathname);
    if (!request) return notFound(res, head);
    service.get(request.key, request.variant, req.headers.accept, mayMake?.(req), clientOf?.(req)).then(
      (result) => {
        if (result.status === 'busy') return busy(res, head, result.byClient, result.retryAfterSeconds);
        if (result.status !== 'ok') return notFound(res, head);
        res.setHeader('Content-Type', result.contentType);
        res.setHeader('Cache-Control', IMMUTABLE);
        res.setHeader('ETag', result.etag);
        if (result.vary) res.setHeader('Vary', 'Accept');
        res.setHeader('X-Content-Type-Options', 'nosniff');
        res.setHeader('Content-Security-Policy', "default-src 'none'");
        if (matchesEtag(req.headers['if-none-match'], result.etag)) {
          res.statusCode = 304;
          res.end();
          return;
        }
        res.setHeader('Content-Length', result.bytes);
        if (head) {
          res.statusCode = 200;
          res.end();
          return;
        }
        if (result.body) {
          res.statusCode = 200;
          res.end(result.body);
          return;
        }
        const stream = createReadStream(result.file);
        stream.once('open', () => {
          res.statusCode = 200;
          pipeline(stream, res, () => undefined);
        });
        stream.once('error', () => {
          // Pushed out of the disk store between the lookup and the read: the next request makes it again.
          if (!res.headersSent) notFound(res, false);
          else res.destroy();
        });
      },
      (error: unknown) => {
        if (next) next(error);
        else notFound(res, head);
      },
    );
  };
}

const BUSY_TEXT = 'Demasiadas fotos pedidas a la vez. Probá de nuevo en unos segundos.';

/**
 * 429 when this client asked for too many new copies; 503 when the shop has many to make and this
 * client already has its share of them (others are still served).
 */
function busy(res: ServerResponse, head: boolean, byClient: boolean, retryAfterSeconds: number): void {
  res.statusCode = byClient ? 429 : 503;
  res.setHeader('Retry-After', String(Math.max(1, Math.ceil(retryAfterSeconds))));
  res.setHeader('Content-Type', 'text/plain; charset=utf-8');
  res.setHeader('Cache-Control', 'no-store');
  res.setHeader('X-Content-Type-Options', 'nosniff');
  res.setHeader('Content-Length', Buffer.byteLength(BUSY_TEXT));
  res.end(head ? undefined : BUSY_TEXT);
}

function notFound(res: ServerResponse, head: boolean): void {
  res.statusCode = 404;
  for (const name of ['ETag', 'Vary', 'Content-Security-Policy']) res.removeHeader(name);
  res.setHeader('Content-Type', 'text/plain; charset=utf-8');
  res.setHeader('Cache-Control', 'no-store');
  res.setHeader('X-Content-Type-Options', 'nosniff');
  res.setHeader('Content-Length', Buffer.byteLength(NOT_FOUND_TEXT));
  res.end(head ? undefined : NOT_FOUND_TEXT);
}

/** `If-None-Match`: a list of tags (weak ones compare equal too, as RFC 9110 says for GET) or `*`. */
function matchesEtag(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  if (header.trim() === '*') return true;
  return header.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag);
}
