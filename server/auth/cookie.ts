// The staff session cookie: HttpOnly (scripts cannot read it), SameSite=Lax (not sent on
// cross-site POSTs), Secure in production. With Secure the name carries the __Host- prefix, which
// browsers only accept from a secure origin, for Path=/ and without Domain: no subdomain can set it.

export interface CookieOptions {
  secure: boolean;
}

export const SESSION_COOKIE = 'tienda_staff';
const SECURE_NAME = `__Host-${SESSION_COOKIE}`;

function sessionCookieName({ secure }: CookieOptions): string {
  return secure ? SECURE_NAME : SESSION_COOKIE;
}

function attributes(maxAgeSeconds: number, { secure }: CookieOptions): string {
  return ['Path=/', 'HttpOnly', 'SameSite=Lax', `Max-Age=${Math.max(0, Math.floor(maxAgeSeconds))}`, ...(secure ? ['Secure'] : [])].join('; ');
}

export function serializeSessionCookie(token: string, maxAgeSeconds: number, options: CookieOptions): string {
  return `${sessionCookieName(options)}=${token}; ${attributes(maxAgeSeconds, options)}`;
}

export function clearSessionCookie(options: CookieOptions): string {
  return `${sessionCookieName(options)}=; ${attributes(0, options)}; Expires=Thu, 01 Jan 1970 00:00:00 GMT`;
}

/** The session token from a Cookie header, or null. */
export function readSessionToken(cookieHeader: string | null, options: CookieOptions): string | null {
  if (!cookieHeader) return null;
  const name = sessionCookieName(options);
  for (const part of cookieHeader.split(';')) {
    const eq = part.indexOf('=');
    if (eq < 0) continue;
    if (part.slice(0, eq).trim() === name) {
      const value = part.slice(eq + 1).trim();
      return value === '' ? null : value;
    }
  }
  return null;
}

// The device cookie (OWASP's device cookies): a random token set at a successful sign-in and kept a
// year, so that the sign-in throttle knows the owner's browser after a restart, from a new address
// and on every process. The database keeps only its hash, per account (server/auth/throttle.ts).

const DEVICE_COOKIE = 'tienda_dispositivo';
const DEVICE_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;
const DEVICE_TOKEN = /^[A-Za-z0-9_-]{43}$/;

function deviceCookieName({ secure }: CookieOptions): string {
  return secure ? `__Host-${DEVICE_COOKIE}` : DEVICE_COOKIE;
}

export function serializeDeviceCookie(token: string, options: CookieOptions): string {
  return `${deviceCookieName(options)}=${token}; ${attributes(DEVICE_MAX_AGE_SECONDS, options)}`;
}

/** The device token from a Cookie header, or null (absent or not a token this shop makes). */
export function readDeviceToken(cookieHeader: string | null, options: CookieOptions): string | null {
  if (!cookieHeader) return null;
  const name = deviceCookieName(options);
  for (const part of cookieHeader.split(';')) {
    const eq = part.indexOf('=');
    if (eq < 0 || part.slice(0, eq).trim() !== name) continue;
    const value = part.slice(eq + 1).trim();
    return DEVICE_TOKEN.test(value) ? value : null;
  }
  return null;
}
