// Express to React Router for the page handler (page-handler.ts): the URL and the Fetch request
// React Router sees, built as @react-router/express builds them, and the client's address.
import type { Request as ExpressRequest, Response as ExpressResponse } from 'express';
import { createReadableStreamFromReadable } from '@react-router/node';

/** The URL React Router sees (as @react-router/express builds it). */
export function requestUrl(req: ExpressRequest): URL {
  const [, forwardedPort] = req.app?.enabled('trust proxy') ? (req.get('X-Forwarded-Host')?.split(':') ?? []) : [];
  const [, hostPort] = req.get('host')?.split(':') ?? [];
  const a = Number.parseInt(forwardedPort ?? '', 10);
  const b = Number.parseInt(hostPort ?? '', 10);
  const port = Number.isSafeInteger(a) ? a : Number.isSafeInteger(b) ? b : '';
  const hostname = req.hostname?.split(/[\\/?#@]/)[0] || 'localhost';
  return new URL(`${req.protocol}://${hostname}${port ? `:${port}` : ''}${req.originalUrl}`);
}

/** The Fetch request React Router sees (as @react-router/express builds it); made on a miss only. */
export function fetchRequest(req: ExpressRequest, res: ExpressResponse, url: URL): Request {
  const controller = new AbortController();
  res.on('close', () => {
    if (!res.writableFinished) controller.abort();
  });
  const headers = new Headers();
  for (const [key, values] of Object.entries(req.headers)) {
    if (values === undefined) continue;
    if (Array.isArray(values)) for (const v of values) headers.append(key, v);
    else headers.set(key, values);
  }
  const init: RequestInit & { duplex?: 'half' } = { method: req.method, headers, signal: controller.signal };
  if (req.method !== 'GET' && req.method !== 'HEAD') {
    init.body = createReadableStreamFromReadable(req);
    init.duplex = 'half';
  }
  return new Request(url.href, init);
}

export function clientAddress(req: ExpressRequest): string {
  return req.ip ?? req.socket.remoteAddress ?? 'desconocido';
}
