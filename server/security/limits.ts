// The process's rate limits per client address, built once in server/services.ts. Each is shared
// through PostgreSQL when DATABASE_URL is set (the limit holds across processes) and kept in
// memory with the embedded database (server/security/shared-rate-limit.ts).
import type { Executor } from '../db/client';
import type { RateLimiter } from './rate-limit';
import { processLimiter } from './shared-rate-limit';

/** The visitor forms with a per-address limit. */
export type FormName = 'presupuesto' | 'consulta';

export interface RateLimits {
  /** Quote and enquiry posts per address: 8 every 10 minutes each. */
  forms: Record<FormName, RateLimiter>;
  /** Look-ups of a customer's quote link (page, PDF, accept) per address. */
  answerLinks: RateLimiter;
  /** Searches and late pages the page cache did not answer, per address. */
  expensivePages: RateLimiter;
  /** Photo copies made on demand (not prepared yet), per address. */
  newPhotos: RateLimiter;
  /** The summary's beacons (chat opened, added to the cart), per address. */
  events: RateLimiter;
}

const FORM_POSTS = { windowMs: 10 * 60_000, max: 8 } as const;
// Every look-up of a customer's link counts against the client's address: a customer opens their
// quote a handful of times, a guesser needs billions of tries. 30 at once, then one every 10 s.
const LINK_LOOKUPS = { burst: 30, perSecond: 0.1 } as const;
// 30 at once, then 60 a minute per address.
const EXPENSIVE_PAGES = { burst: 30, perSecond: 1 } as const;
// A page of new photos is a few dozen copies; a visitor never needs hundreds a minute.
const NEW_PHOTOS = { burst: 60, perSecond: 2 } as const;
// A visitor adds a few products a minute; 10,000 beacons a minute from one address count 60.
const EVENTS = { burst: 30, perSecond: 0.5 } as const;

export function processLimits(shared: { databaseUrl: string | undefined; db: () => Promise<Executor> }): RateLimits {
  const form = (name: FormName) => processLimiter(`formulario:${name}`, FORM_POSTS, shared);
  return {
    forms: { presupuesto: form('presupuesto'), consulta: form('consulta') },
    answerLinks: processLimiter('enlace-presupuesto', LINK_LOOKUPS, shared),
    expensivePages: processLimiter('paginas-costosas', EXPENSIVE_PAGES, shared),
    newPhotos: processLimiter('fotos-nuevas', NEW_PHOTOS, shared),
    events: processLimiter('eventos', EVENTS, shared),
  };
}
