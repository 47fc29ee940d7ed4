// Helpers for the staff-area tests only: a settable clock, dependencies on a test database,
// staff accounts with cheap hashes, sessions, and requests shaped like a browser's.
import type { Executor } from '#server/db/client';
import type { StaffRole } from '#server/db/schema';
import { SESSION_COOKIE } from '#server/auth/cookie';
import { createAuthLimiters, type StaffDeps } from '#server/auth/deps';
import type { ScryptParams } from '#server/auth/password';
import { createSession } from '#server/auth/sessions';
import { createStaffUser, type StaffIdentity } from '#server/auth/users';

/** Cheap scrypt for tests (the real cost is tested once in password.test.ts). */
export const FAST_PARAMS: ScryptParams = { N: 2 ** 10, r: 8, p: 1 };
const ORIGIN = 'http://tienda.test';
export const PASSWORD = 'una frase de prueba larga';

export class Clock {
  constructor(public time = new Date('2026-05-10T15:00:00.000Z')) {}
  now = () => new Date(this.time);
  advance(ms: number) {
    this.time = new Date(this.time.getTime() + ms);
  }
}

export function testStaffDeps(db: Executor, clock: Clock, overrides: Partial<StaffDeps> = {}): StaffDeps {
  return {
    db: async () => db,
    now: clock.now,
    secureCookies: false,
    limiters: createAuthLimiters(() => clock.time.getTime()),
    passwordParams: FAST_PARAMS,
    ...overrides,
  };
}

export async function addStaff(db: Executor, input: { email?: string; password?: string; role?: StaffRole; name?: string } = {}): Promise<StaffIdentity> {
  return createStaffUser(db, {
    email: input.email ?? 'ana@tienda.test',
    password: input.password ?? PASSWORD,
    role: input.role ?? 'administrador',
    name: input.name ?? 'Ana',
    params: FAST_PARAMS,
  });
}

export interface TestSession {
  cookie: string;
  csrf: string;
  sessionId: string;
}

export async function sessionFor(db: Executor, userId: string, clock: Clock): Promise<TestSession> {
  const { token, context } = await createSession(db, userId, clock.now());
  return { cookie: `${SESSION_COOKIE}=${token}`, csrf: context.session.csrfToken, sessionId: context.sessionId };
}

export interface RequestOptions {
  method?: string;
  session?: TestSession;
  /** Overrides the session's token; '' sends none. */
  csrf?: string;
  /** Origin header; null sends none. Default: ORIGIN on POST. */
  origin?: string | null;
  /** Sec-Fetch-Site; null sends none. Default: 'same-origin' on POST. */
  site?: string | null;
  form?: Record<string, string>;
  json?: unknown;
  csrfIn?: 'form' | 'header';
}

/** A request as our pages send it: cookie, same-origin headers and the anti-CSRF token. */
export function browserRequest(path: string, options: RequestOptions = {}): Request {
  const method = options.method ?? (options.form || options.json !== undefined ? 'POST' : 'GET');
  const headers = new Headers();
  if (options.session) headers.set('cookie', options.session.cookie);
  const post = method !== 'GET' && method !== 'HEAD';
  const origin = options.origin === undefined ? (post ? ORIGIN : null) : options.origin;
  const site = options.site === undefined ? (post ? 'same-origin' : null) : options.site;
  if (origin !== null) headers.set('origin', origin);
  if (site !== null) headers.set('sec-fetch-site', site);
  const csrf = options.csrf ?? options.session?.csrf ?? '';
  let body: string | undefined;
  if (options.json !== undefined) {
    headers.set('content-type', 'application/json');
    body = JSON.stringify(options.json);
    if (csrf) headers.set('x-csrf-token', csrf);
  } else if (options.form || post) {
    const form = new URLSearchParams(options.form ?? {});
    if (csrf && options.csrfIn !== 'header') form.set('_csrf', csrf);
    if (csrf && options.csrfIn === 'header') headers.set('x-csrf-token', csrf);
    headers.set('content-type', 'application/x-www-form-urlencoded');
    body = form.toString();
  }
  return new Request(new URL(path, ORIGIN), { method, headers, body });
}
