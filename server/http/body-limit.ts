import type { RequestHandler } from 'express';

const MAX_BODY_BYTES = 64 * 1024;

const TOO_LARGE = 'La solicitud es demasiado grande (máximo 64 KB).';
const LENGTH_REQUIRED = 'La solicitud debe indicar su tamaño (Content-Length).';

/**
 * Refuses request bodies over the limit before anything reads them. Browsers always declare the
 * length of a form or fetch body; a body without a declared length is refused rather than counted,
 * because counting would race with the handler that reads the same stream.
 */
export const bodyLimit: RequestHandler = (req, res, next) => {
  if (req.method === 'GET' || req.method === 'HEAD' || req.method === 'OPTIONS') return next();
  const header = req.headers['content-length'];
  if (header === undefined) {
    if (req.headers['transfer-encoding']) {
      res.status(411).type('text/plain; charset=utf-8').send(LENGTH_REQUIRED);
      return;
    }
    return next(); // no body at all
  }
  const declared = Number(header);
  if (!Number.isFinite(declared) || declared > MAX_BODY_BYTES) {
    res.status(413).type('text/plain; charset=utf-8').send(TOO_LARGE);
    return;
  }
  next();
};
