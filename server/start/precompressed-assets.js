// @ts-check
import { existsSync } from 'node:fs';
import path from 'node:path';

/**
 * The build writes a brotli (quality 11) and a gzip (level 9) copy beside each script, style and
 * icon sprite (vite.config.ts, precompressAssets): send the copy the browser accepts, with the
 * asset's own type. About 15 % smaller than compressing on the fly; anything else falls through
 * to express.static (and the compression middleware).
 * @param {string} dir
 * @returns {import('express').RequestHandler}
 */
export function precompressedAssets(dir) {
  const root = path.resolve(dir);
  /** @type {Record<string, string>} */
  const types = { '.js': 'text/javascript; charset=utf-8', '.css': 'text/css; charset=utf-8', '.svg': 'image/svg+xml' };
  return (req, res, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    const type = types[path.extname(req.path)];
    if (!type) return next();
    const accepted = String(req.headers['accept-encoding'] ?? '');
    const encoding = /\bbr\b/.test(accepted) ? 'br' : /\bgzip\b/.test(accepted) ? 'gzip' : null;
    if (!encoding) return next();
    const file = path.join(root, path.normalize(req.path));
    const copy = `${file}.${encoding === 'br' ? 'br' : 'gz'}`;
    if (!file.startsWith(root + path.sep) || !existsSync(copy)) return next();
    res.setHeader('Content-Type', type);
    res.setHeader('Content-Encoding', encoding);
    res.setHeader('Vary', 'Accept-Encoding');
    res.sendFile(copy, { immutable: true, maxAge: '1y' }, (/** @type {Error | undefined} */ error) => {
      // Not sent (a vanished file): let express.static answer with the plain file.
      if (error && !res.headersSent) {
        res.removeHeader('Content-Encoding');
        next();
      }
    });
  };
}
