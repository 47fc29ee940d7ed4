// What the server logs when React Router reports an error (app/entry.server.tsx, handleError). A
// client's mistake (a method no route takes, an action posted from another site, a malformed
// Origin) is answered with a 4xx and is not the shop's failure: its stack trace in the log was
// noise (25 of 360 odd methods logged one each) that hid the real errors. Those get one line, or
// none; anything else is logged in full, as React Router does by default.
import { isRouteErrorResponse } from 'react-router';

/** React Router's own messages for requests it refuses (react-router/lib/actions.ts and the router). */
const CLIENT_MISTAKES: readonly RegExp[] = [
  /^The `request\.url` origin does not match `origin` header/,
  /^`origin` header is not a valid URL/,
  /^Invalid request method/,
  /^You made a [A-Z]+ request to ".*" but did not provide an `(action|loader)`/,
];

export type RequestErrorVerdict = { log: 'none' } | { log: 'line'; line: string } | { log: 'full'; error: unknown };

export function requestErrorVerdict(error: unknown, request: Request): RequestErrorVerdict {
  if (request.signal.aborted) return { log: 'none' };
  if (isRouteErrorResponse(error) && error.status < 500) {
    const inner = (error as { error?: unknown }).error;
    if (!(inner instanceof Error)) return { log: 'none' };
    error = inner;
  }
  if (error instanceof Error && CLIENT_MISTAKES.some((pattern) => pattern.test(error.message))) {
    const path = new URL(request.url).pathname.slice(0, 200);
    // A cross-site post is worth a line (someone tried); an odd method is not.
    if (/origin/.test(error.message)) return { log: 'line', line: `[solicitud] rechazada: acción desde otro sitio (${request.method} ${path})` };
    return { log: 'none' };
  }
  return { log: 'full', error: isRouteErrorResponse(error) && (error as { error?: unknown }).error ? (error as { error?: unknown }).error : error };
}

/** handleError for app/entry.server.tsx. */
export function logRequestError(error: unknown, { request }: { request: Request }): void {
  const verdict = requestErrorVerdict(error, request);
  if (verdict.log === 'line') console.warn(verdict.line);
  else if (verdict.log === 'full') console.error(verdict.error);
}
