// Bounds on the connections themselves, before any request handler runs: 1,100 connections from one
// address, each sending a request body a byte at a time and never finishing it, held every slot
// until the shop answered nobody else (when it faces the internet without a front).
// - Per address (an IPv6 /64 as one): at most MAX_CONNECTIONS_PER_ADDRESS open at once; one more
//   is answered 429 with Retry-After and closed. Behind a trusted proxy every connection comes
//   from the proxy, which bounds its own clients: no bound there.
// - Per request: headers within HEADERS_TIMEOUT_MS of the first byte (Node's headersTimeout) and
//   the whole request, body included, within REQUEST_TIMEOUT_MS (Node's requestTimeout, 5 minutes
//   by default; Node checks every 30 s, so a request is cut 15 to 45 s after it started): a form's
//   body is a few kilobytes, sent in milliseconds.
import type { Server } from 'node:http';
import type { Socket } from 'node:net';
import { visitorKey } from '../stats/once';

const MAX_CONNECTIONS_PER_ADDRESS = 64;
const REQUEST_TIMEOUT_MS = 15_000;
const RETRY_AFTER_SECONDS = 10;

const TOO_MANY =
  '<!doctype html><html lang="es-AR"><head><meta charset="utf-8"><title>Demasiadas conexiones</title><meta name="robots" content="noindex"></head>' +
  '<body><h1>Demasiadas conexiones</h1><p>Hay demasiadas conexiones abiertas desde tu dirección. Probá de nuevo en unos segundos.</p></body></html>';
const TOO_MANY_ANSWER =
  `HTTP/1.1 429 Too Many Requests\r\nContent-Type: text/html; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(TOO_MANY)}\r\n` +
  `Retry-After: ${RETRY_AFTER_SECONDS}\r\nCache-Control: no-store\r\nX-Content-Type-Options: nosniff\r\nConnection: close\r\n\r\n${TOO_MANY}`;

export interface ConnectionLimitOptions {
  /** TRUST_PROXY is set: the connections come from the front, which bounds its clients. */
  behindProxy?: boolean;
  maxPerAddress?: number;
  requestTimeoutMs?: number;
}

/** Applies the time-outs and the per-address bound to a server; server.js calls it once. */
export function limitConnections(server: Server, options: ConnectionLimitOptions = {}): void {
  const requestTimeout = options.requestTimeoutMs ?? REQUEST_TIMEOUT_MS;
  server.requestTimeout = requestTimeout;
  // Node refuses a request time-out shorter than the headers' one.
  server.headersTimeout = Math.min(server.headersTimeout, requestTimeout);
  if (options.behindProxy) return;
  const max = options.maxPerAddress ?? MAX_CONNECTIONS_PER_ADDRESS;
  const open = new Map<string, number>();
  server.on('connection', (socket: Socket) => {
    const key = visitorKey(socket.remoteAddress);
    const count = (open.get(key) ?? 0) + 1;
    if (count > max) {
      socket.on('error', () => undefined);
      socket.end(TOO_MANY_ANSWER);
      socket.setTimeout(1_000, () => socket.destroy());
      return;
    }
    open.set(key, count);
    socket.once('close', () => {
      const left = (open.get(key) ?? 1) - 1;
      if (left <= 0) open.delete(key);
      else open.set(key, left);
    });
  });
}
