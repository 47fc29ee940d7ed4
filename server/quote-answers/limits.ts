// Every look-up of a customer's link (page, PDF, accept) counts against the client's address:
// a customer opens their quote a handful of times, a guesser needs billions of tries. Shared
// through PostgreSQL when DATABASE_URL is set, in memory with the embedded database. One per
// process, in server/services.ts.
import type { Executor } from '../db/client';
import type { RateLimiter } from '../security/rate-limit';
import { processLimiter } from '../security/shared-rate-limit';

/** 30 at once, then one every 10 seconds. */
const LINK_LOOKUPS = { burst: 30, perSecond: 0.1 } as const;

export function answerLinkLimiter(shared: { databaseUrl: string | undefined; db: () => Promise<Executor> }): RateLimiter {
  return processLimiter('enlace-presupuesto', LINK_LOOKUPS, shared);
}
