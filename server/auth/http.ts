// HTTP answers of the auth endpoints: JSON for the auth context, redirects for plain form posts.
import { data, redirect } from 'react-router';
import { keptValues } from '#domain/form-answer';
import { safeReturnTo } from '#domain/staff';
import { readDeviceToken } from './cookie';
import type { StaffDeps } from './deps';
import { readBody, requireSameOrigin, type ActionInput } from './guard';
import type { AuthFailure, AuthOutcome } from './service';

const NO_STORE = { 'Cache-Control': 'no-store' };

export function methodNotAllowed(allow = 'POST'): Response {
  return Response.json({ ok: false, error: 'Método no permitido.' }, { status: 405, headers: { Allow: allow, ...NO_STORE } });
}

/** The auth context sends JSON; a form without JavaScript sends urlencoded fields. */
export function wantsJson(request: Request): boolean {
  return (request.headers.get('content-type') ?? '').includes('application/json');
}

/** Error codes in the URL of a no-JavaScript failure (the page shows the matching message). */
const FAILURE_CODES = { 400: 'datos', 401: 'credenciales', 403: 'invitacion', 409: 'existe', 429: 'limite', 503: 'servicio' } as const;

function authAnswer(outcome: AuthOutcome, options: { json: boolean; returnTo?: unknown; failurePage: string }): Response {
  if (outcome.ok) {
    const headers = new Headers(NO_STORE);
    headers.append('Set-Cookie', outcome.setCookie);
    if (outcome.deviceCookie) headers.append('Set-Cookie', outcome.deviceCookie);
    if (options.json) return Response.json({ ok: true, user: outcome.user, session: outcome.session }, { headers });
    return redirect(safeReturnTo(typeof options.returnTo === 'string' ? options.returnTo : null), { status: 303, headers });
  }
  const retry: Record<string, string> = outcome.retryAfterSeconds ? { 'Retry-After': String(outcome.retryAfterSeconds) } : {};
  if (options.json) return Response.json({ ok: false, error: outcome.message }, { status: outcome.status, headers: { ...retry, ...NO_STORE } });
  const page = new URL(options.failurePage, 'http://x');
  page.searchParams.set('error', FAILURE_CODES[outcome.status]);
  return redirect(`${page.pathname}${page.search}`, { status: 303, headers: NO_STORE });
}

/**
 * A sign-in or sign-up POST: same origin only, the body read as JSON or form fields, then the
 * outcome answered as JSON or a redirect (`answer` gives where a no-JavaScript failure goes).
 */
export async function authPost(
  request: Request,
  deps: StaffDeps,
  address: string,
  run: (input: ActionInput, meta: { address: string; device: string | null }, deps: StaffDeps) => Promise<AuthOutcome>,
  answer: (input: ActionInput) => { returnTo?: string; failurePage: string },
): Promise<Response> {
  requireSameOrigin(request, deps);
  const json = wantsJson(request);
  const input = (await readBody(request)) ?? {};
  const device = readDeviceToken(request.headers.get('cookie'), { secure: deps.secureCookies });
  const outcome = await run(input, { address, device }, deps);
  return authAnswer(outcome, { json, ...answer(input) });
}

/** What a sign-in or sign-up page shows after its form was posted without JavaScript and refused. */
interface AuthFormRefusal {
  ok: false;
  message: string;
  /** Field name -> message, beside the field. */
  fieldErrors: Record<string, string>;
  /** The typed text fields (never a password), back in the form. */
  values: Record<string, string>;
}

/**
 * A sign-in or sign-up form posted to its own page (before the page's scripts ran, or without
 * them): same origin only; a success signs in and redirects like the endpoint's form answer; a
 * refusal becomes the page's action data, so the page keeps what was typed and says what is wrong
 * beside the form. `check` may refuse first (a rule only the form has, e.g. the repeated password).
 */
export async function authFormPost(
  request: Request,
  deps: StaffDeps,
  address: string,
  run: (input: ActionInput, meta: { address: string; device: string | null }, deps: StaffDeps) => Promise<AuthOutcome>,
  options: {
    returnTo?: (input: ActionInput) => string;
    /** The text fields to give back; a password never is. */
    fields: readonly string[];
    check?: (input: ActionInput) => (AuthFailure & { fieldErrors?: Record<string, string> }) | undefined;
    /** The field a refusal is about, when it is about one. */
    fieldOf?: (refusal: AuthFailure, input: ActionInput) => string | undefined;
  },
) {
  requireSameOrigin(request, deps);
  const input = (await readBody(request)) ?? {};
  const early = options.check?.(input);
  const outcome = early ?? (await run(input, { address, device: readDeviceToken(request.headers.get('cookie'), { secure: deps.secureCookies }) }, deps));
  if (outcome.ok) return authAnswer(outcome, { json: false, returnTo: options.returnTo?.(input), failurePage: '/admin' });
  const field = early?.fieldErrors ? undefined : options.fieldOf?.(outcome, input);
  const refusal: AuthFormRefusal = {
    ok: false,
    message: outcome.message,
    fieldErrors: early?.fieldErrors ?? (field ? { [field]: outcome.message } : {}),
    values: keptValues(input, options.fields),
  };
  const headers: Record<string, string> = { ...NO_STORE, ...(outcome.retryAfterSeconds ? { 'Retry-After': String(outcome.retryAfterSeconds) } : {}) };
  return data(refusal, { status: outcome.status, headers });
}
