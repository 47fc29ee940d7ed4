// What the customer's page and its PDF share: the look-up of a link (rate limited per client, the
// same 404 for a wrong, unsent or long-expired token) and the headers that keep it private.
import { LINK_DAYS_AFTER_VALIDITY, validityEnd } from '#domain/quote-answer';
import type { Executor } from '../../db/client';
import type { RateLimiter } from '../../security/rate-limit';
import { answerByToken, type AnswerDocument } from './store';

export const PRIVATE_ANSWER_HEADERS = {
  'Cache-Control': 'private, no-store',
  'X-Robots-Tag': 'noindex, nofollow',
  // The token is in the address: never hand it to another site as a referrer.
  'Referrer-Policy': 'no-referrer',
} as const;

export type LinkLookup =
  { ok: true; document: AnswerDocument } | { ok: false; status: 404; message: string } | { ok: false; status: 429; message: string; retryAfterSeconds: number };

export const LINK_NOT_FOUND = 'El presupuesto no existe o el enlace ya no es válido.';

export interface LinkLookupDeps {
  db: () => Promise<Executor>;
  /** Per client address (server/security/limits.ts). */
  limiter: RateLimiter;
}

export async function lookUpAnswerLink(token: string, clientAddress: string, now: Date, deps: LinkLookupDeps): Promise<LinkLookup> {
  const check = await deps.limiter.check(clientAddress);
  if (!check.ok) return { ok: false, status: 429, message: check.message, retryAfterSeconds: check.retryAfterSeconds };
  const document = await answerByToken(await deps.db(), token);
  // A link long past its validity is as unknown as a wrong one.
  if (!document || now.getTime() > validityEnd(document.content.validUntil).getTime() + LINK_DAYS_AFTER_VALIDITY * 86_400_000) {
    return { ok: false, status: 404, message: LINK_NOT_FOUND };
  }
  return { ok: true, document };
}
