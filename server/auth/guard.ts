// The door of every /admin loader, action and API. Without a valid session a page redirects to
// the sign-in page and an API answers 401; a state-changing request must also come from our own
// site (Origin / Sec-Fetch-Site) and carry this session's anti-CSRF token, or it gets 403.
import { redirect } from 'react-router';
import type { StaffRole } from '../db/schema';
import { cleanInput } from '#domain/clean-text';
import { AUTH_MESSAGES, CSRF_FIELD, CSRF_HEADER, RETURN_TO_PARAM, safeReturnTo, SIGN_IN_PATH } from '#domain/staff';
import { readSessionToken } from './cookie';
import type { StaffDeps } from './deps';
import { isCrossSiteRequest } from './origin';
import { readSession, type StaffSessionContext } from './sessions';
import { safeEqual } from './tokens';
import { briefError } from '../brief-error';

const NO_STORE = { 'Cache-Control': 'no-store' };

export function jsonError(status: number, error: string, headers: Record<string, string> = {}): Response {
  return Response.json({ ok: false, error }, { status, headers: { ...NO_STORE, ...headers } });
}

// Loaders of one request run in parallel and each must check the session: they share one lookup.
const perRequest = new WeakMap<Request, Promise<StaffSessionContext | null>>();

/** The signed-in staff member of this request, or null. A database failure answers 503. */
export async function currentStaff(request: Request, deps: StaffDeps): Promise<StaffSessionContext | null> {
  let lookup = perRequest.get(request);
  if (!lookup) {
    lookup = (async () => {
      const token = readSessionToken(request.headers.get('cookie'), { secure: deps.secureCookies });
      if (!token) return null;
      try {
        return await readSession(await deps.db(), token, deps.now());
      } catch (error) {
        console.error('[personal] no se pudo leer la sesión:', briefError(error));
        throw jsonError(503, AUTH_MESSAGES.unavailable);
      }
    })();
    perRequest.set(request, lookup);
  }
  return lookup;
}

/** The page the visitor asked for, as a return path (without React Router's .data suffix). */
function returnPath(request: Request): string {
  const url = new URL(request.url);
  const pathname = url.pathname.replace(/\.data$/, '');
  url.searchParams.delete('_routes');
  const search = url.searchParams.toString();
  return safeReturnTo(`${pathname}${search ? `?${search}` : ''}`);
}

function signInRedirect(request: Request): Response {
  const target = returnPath(request);
  return redirect(`${SIGN_IN_PATH}?${RETURN_TO_PARAM}=${encodeURIComponent(target)}`, { headers: NO_STORE });
}

function checkRole(staff: StaffSessionContext, role: StaffRole | undefined): void {
  if (role && staff.user.role !== role) throw jsonError(403, AUTH_MESSAGES.forbidden);
}

/** For page loaders: the staff member, or a redirect to the sign-in page. */
export async function requireStaffPage(request: Request, deps: StaffDeps, options: { role?: StaffRole } = {}): Promise<StaffSessionContext> {
  const staff = await currentStaff(request, deps);
  if (!staff) throw signInRedirect(request);
  checkRole(staff, options.role);
  return staff;
}

/** For API and file routes: the staff member, or 401 JSON. */
export async function requireStaffApi(request: Request, deps: StaffDeps, options: { role?: StaffRole } = {}): Promise<StaffSessionContext> {
  const staff = await currentStaff(request, deps);
  if (!staff) throw jsonError(401, AUTH_MESSAGES.unauthenticated);
  checkRole(staff, options.role);
  return staff;
}

export type ActionInput = Record<string, unknown>;

/**
 * A form post (urlencoded or multipart) or a JSON body, as a plain record; null if neither. Every
 * string and key comes out cleaned (domain/clean-text.ts): no NUL or lone surrogate reaches a
 * schema or the database.
 */
export async function readBody(request: Request): Promise<ActionInput | null> {
  const body = await readRawBody(request);
  return body === null ? null : (cleanInput(body) as ActionInput);
}

async function readRawBody(request: Request): Promise<ActionInput | null> {
  const type = request.headers.get('content-type') ?? '';
  try {
    if (type.includes('application/json')) {
      const value: unknown = await request.json();
      return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as ActionInput) : null;
    }
    if (type.includes('application/x-www-form-urlencoded') || type.includes('multipart/form-data')) {
      const out: ActionInput = {};
      for (const [name, value] of await request.formData()) if (typeof value === 'string') out[name] = value;
      return out;
    }
  } catch {
    return null;
  }
  return null;
}

/** Refuses a request that comes from another site (403). For sign-in and sign-up as well. */
export function requireSameOrigin(request: Request, deps: StaffDeps): void {
  if (isCrossSiteRequest(request, deps.publicUrl)) throw jsonError(403, AUTH_MESSAGES.csrf);
}

/**
 * For every state-changing staff request: same origin, a valid session (pages redirect, APIs
 * answer 401), this session's anti-CSRF token (form field _csrf or header X-CSRF-Token) and,
 * when given, the role. Returns the staff member and the parsed body.
 */
export async function requireStaffAction(
  request: Request,
  deps: StaffDeps,
  options: { api?: boolean; role?: StaffRole } = {},
): Promise<{ staff: StaffSessionContext; input: ActionInput }> {
  if (request.method === 'GET' || request.method === 'HEAD') throw jsonError(405, 'Método no permitido.', { Allow: 'POST' });
  requireSameOrigin(request, deps);
  const staff = options.api ? await requireStaffApi(request, deps) : await requireStaffPage(request, deps);
  const input = (await readBody(request)) ?? {};
  const sent = request.headers.get(CSRF_HEADER) ?? (typeof input[CSRF_FIELD] === 'string' ? (input[CSRF_FIELD] as string) : '');
  if (!sent || !safeEqual(sent, staff.session.csrfToken)) throw jsonError(403, AUTH_MESSAGES.csrf);
  checkRole(staff, options.role);
  return { staff, input };
}
