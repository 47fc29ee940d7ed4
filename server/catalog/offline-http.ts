// GET /catalogo-offline.json: the file phones keep for use without signal, sent pre-compressed with
// an ETag (a 304 when the phone already has this version). Asked with the version the page
// announced (`?v=`), it never changes, so caches may keep it; asked without, it is revalidated.
import type { RequestHandler } from 'express';
import { sendDocument } from '../seo/http';
import { OFFLINE_CATALOG_PATH, type OfflineCatalogFiles } from './offline-file';
import type { CatalogSnapshot } from './store';

const NO_CATALOG_MESSAGE = 'El catálogo todavía no se cargó. Volvé a intentar en unos minutos.';

export function offlineCatalogHandler(files: OfflineCatalogFiles, current: () => CatalogSnapshot | null): RequestHandler {
  return async (req, res, next) => {
    if (req.path !== OFFLINE_CATALOG_PATH || (req.method !== 'GET' && req.method !== 'HEAD')) return next();
    try {
      const snapshot = current();
      if (!snapshot) {
        res.status(503).set({ 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store', 'Retry-After': '60' }).end(NO_CATALOG_MESSAGE);
        return;
      }
      const doc = await files.document(snapshot);
      const asked = typeof req.query.v === 'string' ? req.query.v : null;
      await sendDocument(
        req,
        res,
        { type: 'application/json; charset=utf-8', body: doc.body, size: doc.body.length, br: doc.br, gzip: doc.gzip, etag: doc.version },
        {
          'Cache-Control': asked === doc.version ? 'public, max-age=31536000, immutable' : 'no-cache',
          'X-Robots-Tag': 'noindex',
        },
      );
    } catch (error) {
      next(error);
    }
  };
}
