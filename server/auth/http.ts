// HTTP answers of the auth endpoints: JSON for the auth context, redirects for plain form posts.
import { redirect } from 'react-router';
import { safeReturnTo } from '../../domain/staff';
import type { AuthOutcome } from './service';

const NO_STORE = { 'Cache-Control': 'no-store' };

export function methodNotAllowed(allow = 'POST'): Response {
  return Response.json({ ok: false, error: 'Método no permitido.' }, { status: 405, headers: { Allow: allow, ...NO_STORE } });
}

/** The auth context sends JSON; a form without JavaScript sends urlencoded fields. */
export function wantsJson(request: Request): boolean {
  return (request.headers.get('content-type') ?? '').includes('application/json');
}

/** Error codes in the URL of a no-JavaScript failure (the page shows the matching message). */
export const FAILURE_CODES = { 400: 'datos', 401: 'credenciales', 403: 'invitacion', 409: 'existe', 429: 'limite', 503: 'servicio' } as const;

export function authAnswer(outcome: AuthOutcome, options: { json: boolean; returnTo?: unknown; failurePage: string }): Response {
  if (outcome.ok) {
    const headers = { 'Set-Cookie': outcome.setCookie, ...NO_STORE };
    if (options.json) return Response.json({ ok: true, user: outcome.user, session: outcome.session }, { headers });
    return redirect(safeReturnTo(typeof options.returnTo === 'string' ? options.returnTo : null), { status: 303, headers });
  }
  const retry: Record<string, string> = outcome.retryAfterSeconds ? { 'Retry-After': String(outcome.retryAfterSeconds) } : {};
  if (options.json) return Response.json({ ok: false, error: outcome.message }, { status: outcome.status, headers: { ...retry, ...NO_STORE } });
  const page = new URL(options.failurePage, 'http://x');
  page.searchParams.set('error', FAILURE_CODES[outcome.status]);
  return redirect(`${page.pathname}${page.search}`, { status: 303, headers: NO_STORE });
}
