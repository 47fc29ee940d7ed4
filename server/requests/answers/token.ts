// The customer's link to an answer: /presupuesto/{token}. 24 random bytes (192 bits) as 32
// base64url characters, issued each time an answer is sent. The database keeps only the token's
// SHA-256 (presupuesto_enlaces, as staff sessions keep theirs): a copy of the database or a backup
// opens no answer. A hash of 192 random bits needs neither a salt nor a slow hash to stay unguessable.
import crypto from 'node:crypto';

const TOKEN_SHAPE = /^[A-Za-z0-9_-]{32}$/;

export function newAnswerToken(): string {
  return crypto.randomBytes(24).toString('base64url');
}

/** True for text shaped like a token; anything else is refused before the database. */
export function isTokenShaped(value: string): boolean {
  return TOKEN_SHAPE.test(value);
}

/** What the database keeps of a link's token: its SHA-256 in hex. */
export function answerTokenHash(token: string): string {
  return crypto.createHash('sha256').update(token, 'utf8').digest('hex');
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
