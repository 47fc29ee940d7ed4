// The staff session cookie: HttpOnly (scripts cannot read it), SameSite=Lax (not sent on
// cross-site POSTs), Secure in production. With Secure the name carries the __Host- prefix, which
// browsers only accept from a secure origin, for Path=/ and without Domain: no subdomain can set it.

export interface CookieOptions {
  secure: boolean;
}

export const SESSION_COOKIE = 'tienda_staff';
const SECURE_NAME = `__Host-${SESSION_COOKIE}`;

export function sessionCookieName({ secure }: CookieOptions): string {
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
