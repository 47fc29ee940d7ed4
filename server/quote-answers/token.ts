// The customer's link to an answer: /presupuesto/{token}. 24 random bytes (192 bits) as 32
// base64url characters. The database finds a row by the first 12 characters (the selector, an
// index), then the whole token is compared in constant time, so the time an answer takes does
// not tell a guesser how much of a token was right.
import crypto from 'node:crypto';

const SELECTOR_LENGTH = 12;
const TOKEN_SHAPE = /^[A-Za-z0-9_-]{32}$/;

export function newAnswerToken(): string {
  return crypto.randomBytes(24).toString('base64url');
}

/** True for text shaped like a token; anything else is refused before the database. */
export function isTokenShaped(value: string): boolean {
  return TOKEN_SHAPE.test(value);
}

export function tokenSelector(token: string): string {
  return token.slice(0, SELECTOR_LENGTH);
}

export function tokensEqual(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && crypto.timingSafeEqual(left, right);
}

/**
 * The accept form's anti-forgery value: an HMAC of the quote and version keyed by the link's
 * token. Only a page read with the token carries it (another site can neither read the page nor
 * compute it), and it names the version shown, so an old tab cannot accept a newer version.
 */
export function acceptFormToken(token: string, quoteId: string, version: number): string {
  return crypto.createHmac('sha256', token).update(`aceptar:${quoteId}:${version}`).digest('base64url');
}
