// Serves robots.txt, the sitemaps and the feeds ahead of React Router: each answer is a
// stored document (service.ts) sent in the coding the client accepts, with a strong ETag per
// coding and a 304 when the client already has it.
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { Request, RequestHandler, Response } from 'express';
import { chooseCoding, PUBLIC_PAGE_CACHE_CONTROL } from '../http/page-handler';
import type { EncodedDocument, SeoDocumentName, SeoService, SeoSnapshot } from './service';

const gunzip = promisify(zlib.gunzip);

const NO_CATALOG_MESSAGE = 'El catálogo todavía no se cargó. Volvé a intentar en unos minutos.';
/** Sitemaps and feeds name the shop's address in every line: without PUBLIC_URL there is none to trust. */
export const NO_PUBLIC_URL_MESSAGE =
  'Los sitemaps y los feeds de productos se publican cuando la tienda conoce su dirección pública: definí PUBLIC_URL (por ejemplo https://tu-dominio).';

/** The document a path names, or null when the path is not ours. */
function documentForPath(path: string): SeoDocumentName | 'robots.txt' | null {
  if (path === '/robots.txt') return 'robots.txt';
  if (path === '/sitemap.xml') return 'sitemap.xml';
  if (path === '/feeds/google.xml') return 'feeds/google.xml';
  if (path === '/feeds/meta.csv') return 'feeds/meta.csv';
  const match = /^\/sitemaps\/([a-z0-9-]{1,40}\.xml)$/.exec(path);
  return match ? `sitemaps/${match[1]}` : null;
}

/** PUBLIC_URL, or the origin the request was made to. */
function requestOrigin(req: Request, publicUrl: string | undefined): string | null {
  if (publicUrl) return publicUrl.replace(/\/+$/, '');
  try {
    const url = new URL(`${req.protocol}://${req.get('host') ?? ''}`);
    return url.origin === 'null' ? null : url.origin;
  } catch {
    return null;
  }
}

function tagFor(etag: string, coding: 'br' | 'gzip' | 'identity'): string {
  return `"${etag}${coding === 'identity' ? '' : `-${coding}`}"`;
}

/** Sends a stored document in the coding the client accepts, or a 304 when its tag matches. */
export async function sendDocument(req: Request, res: Response, doc: EncodedDocument, extraHeaders: Record<string, string> = {}): Promise<void> {
  res.setHeader('Content-Type', doc.type);
  res.setHeader('Cache-Control', PUBLIC_PAGE_CACHE_CONTROL);
  res.setHeader('Vary', 'Accept-Encoding');
  for (const [name, value] of Object.entries(extraHeaders)) res.setHeader(name, value);
  const sent = (req.headers['if-none-match'] ?? '').split(',').map((tag) => tag.trim().replace(/^W\//, ''));
  const tags = (['br', 'gzip', 'identity'] as const).map((coding) => tagFor(doc.etag, coding));
  const matched = sent.includes('*') ? tags[0] : tags.find((tag) => sent.includes(tag));
  if (matched) {
    res.statusCode = 304;
    res.setHeader('ETag', matched);
    res.end();
    return;
  }
  const coding = chooseCoding(req.headers['accept-encoding']);
  const body = coding === 'br' ? doc.br : coding === 'gzip' ? doc.gzip : (doc.body ?? (await gunzip(doc.gzip)));
  res.statusCode = 200;
  res.setHeader('ETag', tagFor(doc.etag, coding));
  if (coding !== 'identity') res.setHeader('Content-Encoding', coding);
  res.setHeader('Content-Length', String(body.length));
  if (req.method === 'HEAD') res.end();
  else res.end(body);
}

function plain(res: Response, status: number, text: string, headers: Record<string, string> = {}): void {
  res.statusCode = status;
  res.setHeader('Content-Type', 'text/plain; charset=utf-8');
  res.setHeader('Cache-Control', 'no-store');
  for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
  res.end(text);
}

export interface SeoHandlerOptions {
  /**
   * Without PUBLIC_URL, refuse the sitemaps and feeds (production): built for whatever Host a
   * request names, they would send Google and Meta wherever a request pointed them, and building
   * one per made-up Host is seconds of CPU each. robots.txt names the request's own origin.
   */
  refuseWithoutPublicUrl?: boolean;
}

export function seoHandler<S extends SeoSnapshot>(
  service: SeoService<S>,
  current: () => S | null,
  publicUrl: string | undefined,
  options: SeoHandlerOptions = {},
): RequestHandler {
  return async (req, res, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    const name = documentForPath(req.path);
    if (name === null) return next();
    try {
      const origin = requestOrigin(req, publicUrl);
      if (origin === null) return plain(res, 400, 'Dirección no válida.');
      if (name === 'robots.txt') return await sendDocument(req, res, await service.robotsFor(origin));
      if (!publicUrl && options.refuseWithoutPublicUrl) return plain(res, 404, NO_PUBLIC_URL_MESSAGE);
      const snapshot = current();
      if (!snapshot) return plain(res, 503, NO_CATALOG_MESSAGE, { 'Retry-After': '60' });
      const doc = await service.document(snapshot, origin, name);
      if (!doc) return plain(res, 404, 'No existe ese sitemap.');
      // The feeds are for Merchant Center and Meta, not for search results.
      await sendDocument(req, res, doc, name.startsWith('feeds/') ? { 'X-Robots-Tag': 'noindex' } : {});
    } catch (error) {
      next(error);
    }
  };
}
