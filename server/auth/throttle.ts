// Sign-in throttling that neither lets an attacker guess nor lets one lock the staff out (issue 11).
//
// - Per client address: 20 attempts in 15 minutes, against any account (in the limiter beside).
// - Per account and address: 8 attempts in 15 minutes; a correct sign-in from there starts over.
// - Per account, from every address together: no hard lock. After ACCOUNT_SOFT_LIMIT failures in
//   the window, each further attempt waits an exponential back-off from the last failure (2 s, 4 s,
//   ... at most 15 minutes). An address this account signed in from recently (a known address) is
//   never held by that back-off, so guesses from elsewhere cannot keep the owner out; its own
//   per-pair limit still applies.
// Every refusal happens before any password work, so throttled attempts cost the shop nothing.
// In memory, per process (bounded): with several processes each counts on its own.

const WINDOW_MS = 15 * 60_000;
export const PAIR_MAX_ATTEMPTS = 8;
export const ACCOUNT_SOFT_LIMIT = 10;
const MAX_BACKOFF_MS = WINDOW_MS;
/** Failures on one account in the window after which its owner gets one warning e-mail. */
export const ALERT_AFTER_FAILURES = 5;
const ALERT_EVERY_MS = 60 * 60_000;
const KNOWN_ADDRESS_MS = 30 * 24 * 60 * 60_000;
const MAX_KEYS = 10_000;

interface AccountFailures {
  windowStart: number;
  count: number;
  lastFailure: number;
}

export interface SignInThrottle {
  /** Before any password work: the seconds to wait, or undefined to go on (counts the attempt). */
  check(email: string, address: string): number | undefined;
  /** A wrong password or unknown account; `alert` is true when the owner should be warned now. */
  failed(email: string, address: string): { alert: boolean };
  succeeded(email: string, address: string): void;
}

// A Map used as a bounded store: the oldest inserted keys go first when it is full.
function setBounded<V>(map: Map<string, V>, key: string, value: V): void {
  map.delete(key);
  if (map.size >= MAX_KEYS) {
    const oldest = map.keys().next();
    if (!oldest.done) map.delete(oldest.value);
  }
  map.set(key, value);
}

export function createSignInThrottle(now: () => number = Date.now): SignInThrottle {
  const pairs = new Map<string, { windowStart: number; count: number }>();
  const accounts = new Map<string, AccountFailures>();
  const knownAddresses = new Map<string, number>();
  const alertedAt = new Map<string, number>();
  const pairKey = (email: string, address: string) => `${email}\n${address}`;

  function accountFailures(email: string, t: number): AccountFailures | undefined {
    const failures = accounts.get(email);
    if (failures && t - failures.windowStart >= WINDOW_MS) {
      accounts.delete(email);
      return undefined;
    }
    return failures;
  }

  return {
    check(email, address) {
      const t = now();
      const key = pairKey(email, address);
      let pair = pairs.get(key);
      if (!pair || t - pair.windowStart >= WINDOW_MS) pair = { windowStart: t, count: 0 };
      if (pair.count >= PAIR_MAX_ATTEMPTS) return Math.ceil((pair.windowStart + WINDOW_MS - t) / 1000);

      const known = (knownAddresses.get(key) ?? -Infinity) > t - KNOWN_ADDRESS_MS;
      const failures = accountFailures(email, t);
      if (!known && failures && failures.count >= ACCOUNT_SOFT_LIMIT) {
        const backoff = Math.min(MAX_BACKOFF_MS, 1000 * 2 ** (failures.count - ACCOUNT_SOFT_LIMIT + 1));
        const wait = failures.lastFailure + backoff - t;
        if (wait > 0) return Math.ceil(wait / 1000);
      }
      pair.count++;
      setBounded(pairs, key, pair);
      return undefined;
    },
    failed(email) {
      const t = now();
      const failures = accountFailures(email, t) ?? { windowStart: t, count: 0, lastFailure: t };
      failures.count++;
      failures.lastFailure = t;
      setBounded(accounts, email, failures);
      if (failures.count < ALERT_AFTER_FAILURES) return { alert: false };
      const last = alertedAt.get(email);
      if (last !== undefined && t - last < ALERT_EVERY_MS) return { alert: false };
      setBounded(alertedAt, email, t);
      return { alert: true };
    },
    succeeded(email, address) {
      const key = pairKey(email, address);
      pairs.delete(key);
      setBounded(knownAddresses, key, now());
    },
  };
}
