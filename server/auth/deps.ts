// What the staff area needs from the process: the database, the clock, cookie security and the
// sign-in limiters. Part of the process's services (server/services.ts), which routes read from
// React Router's context; integration tests build their own with a test database and a fixed clock
// and run the real loaders and actions.
import type { Config } from '../config';
import type { Executor } from '../db/client';
import { createRateLimiter, type RateLimiter } from '../security/rate-limit';
import type { ScryptParams } from './password';
import { createSignInThrottle, type SignInThrottle } from './throttle';
import { createDatabaseThrottleStore } from './throttle-store';
import { createSharedWindowLimiter, processLimiter } from '../security/shared-rate-limit';

export interface AuthLimiters {
  /** Sign-in attempts per client address. */
  signInByAddress: RateLimiter;
  /** Per account and address, and the account-wide back-off (server/auth/throttle.ts). */
  signInThrottle: SignInThrottle;
  /** Sign-ups (invitation redemptions) per client address. */
  signUpByAddress: RateLimiter;
}

export interface StaffDeps {
  db: () => Promise<Executor>;
  now: () => Date;
  /** Secure cookies (production). */
  secureCookies: boolean;
  /** PUBLIC_URL, accepted as an Origin besides the request's own host. */
  publicUrl?: string;
  limiters: AuthLimiters;
  /** scrypt cost for new hashes; tests use cheaper ones. Default: DEFAULT_PARAMS. */
  passwordParams?: ScryptParams;
}

const WINDOW_MS = 15 * 60_000;

/**
 * The limiters on a given clock; with `db` the account throttle and the per-address sign-in limit
 * live in that database, as in the shop with DATABASE_URL (several processes counting together).
 */
export function createAuthLimiters(now?: () => number, db?: () => Promise<Executor>): AuthLimiters {
  return {
    signInByAddress: db
      ? createSharedWindowLimiter({ name: 'ingreso:direccion', db, now, windowMs: WINDOW_MS, max: 20 })
      : createRateLimiter({ windowMs: WINDOW_MS, max: 20, now }),
    signInThrottle: createSignInThrottle(db ? createDatabaseThrottleStore(db) : undefined, now),
    signUpByAddress: createRateLimiter({ windowMs: 60 * 60_000, max: 10, now }),
  };
}

/**
 * The process's limiters: the per-address ones are shared through PostgreSQL when DATABASE_URL is
 * set, so that several processes or machines count together. The account throttle (back-off,
 * known addresses and devices) is kept in the database on both engines: it must survive a restart.
 */
function processAuthLimiters(databaseUrl: string | undefined, db: () => Promise<Executor>): AuthLimiters {
  const shared = { databaseUrl, db };
  return {
    signInByAddress: processLimiter('ingreso:direccion', { windowMs: WINDOW_MS, max: 20 }, shared),
    signInThrottle: createSignInThrottle(createDatabaseThrottleStore(db)),
    signUpByAddress: processLimiter('registro:direccion', { windowMs: 60 * 60_000, max: 10 }, shared),
  };
}

/** The staff area's dependencies in a server process (server/services.ts). */
export function processStaffDeps(config: Config, db: () => Promise<Executor>): StaffDeps {
  return {
    db,
    now: () => new Date(),
    secureCookies: config.NODE_ENV === 'production',
    publicUrl: config.PUBLIC_URL,
    limiters: processAuthLimiters(config.DATABASE_URL, db),
  };
}
