// @ts-check
// What Node answers before any handler runs (a malformed request, an unknown method such as
// TRACK, headers over 16 KB, CONNECT): the same status codes as Node's own, with a Spanish page.

/**
 * A whole HTTP/1.1 answer with a small Spanish page, for sockets no handler answers.
 * @param {number} status
 * @param {string} reason
 * @param {string} title
 * @param {string} message
 * @param {string} [extraHeaders]
 * @param {Readonly<Record<string, string>>} [securityHeaders]
 */
function rawAnswer(status, reason, title, message, extraHeaders = '', securityHeaders = {}) {
  // The security headers every answer carries (server/app.ts, fileHeaders), once the app is loaded.
  for (const [name, value] of Object.entries(securityHeaders)) if (name !== 'x-content-type-options') extraHeaders += `${name}: ${value}\r\n`;
  const page = `<!doctype html><html lang="es-AR"><head><meta charset="utf-8"><title>${title}</title><meta name="robots" content="noindex"></head><body style="font-family:system-ui,sans-serif;max-width:36rem;margin:4rem auto;padding:0 1rem"><h1>${title}</h1><p>${message}</p><p><a href="/">Volver al inicio</a></p></body></html>`;
  return (
    `HTTP/1.1 ${status} ${reason}\r\nContent-Type: text/html; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(page)}\r\n` +
    `Cache-Control: no-store\r\nX-Content-Type-Options: nosniff\r\n${extraHeaders}Connection: close\r\n\r\n${page}`
  );
}

/**
 * Answers the requests Node refuses itself with a Spanish page and the shop's security headers.
 * @param {import('node:http').Server} httpServer
 * @param {() => Readonly<Record<string, string>> | undefined} securityHeaders the app's, once it is loaded
 */
export function answerBeforeHandlers(httpServer, securityHeaders) {
  httpServer.on('clientError', (/** @type {NodeJS.ErrnoException} */ error, socket) => {
    if (error.code === 'ECONNRESET' || !socket.writable) return socket.destroy();
    const [status, reason] =
      error.code === 'HPE_HEADER_OVERFLOW'
        ? [431, 'Request Header Fields Too Large']
        : error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
          ? [408, 'Request Timeout']
          : [400, 'Bad Request'];
    socket.end(rawAnswer(status, reason, 'Solicitud no válida', 'No pudimos entender esta solicitud.', '', securityHeaders()));
  });
  httpServer.on('connect', (req, socket) => {
    socket.end(
      rawAnswer(
        405,
        'Method Not Allowed',
        'Método no permitido',
        'Esta dirección no admite ese tipo de solicitud.',
        'Allow: GET, HEAD, POST\r\n',
        securityHeaders(),
      ),
    );
  });
}
