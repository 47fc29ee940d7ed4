// Sign-in throttling that neither lets an attacker guess nor lets one lock the staff out.
//
// - Per client address: 20 attempts in 15 minutes, against any account (in the limiter beside).
// - Per account and address: 8 attempts in 15 minutes; a correct sign-in from there starts over.
// - Per account, from every address together: no hard lock. After ACCOUNT_SOFT_LIMIT failures in
//   the window, each further attempt waits an exponential back-off from the last failure (2 s, 4 s,
//   ... at most 15 minutes). A known device or address is never held by that back-off, so guesses
//   from elsewhere cannot keep the owner out; its own per-pair limit still applies.
// - A known device is not counted by its address at all (neither the per-address limit, which the
//   caller skips, nor the account-and-address pair): it has a pair of its own, account and device,
//   8 attempts in 15 minutes (OWASP's lockout of one device cookie). So an attacker sharing the
//   owner's address, or guessing from many, cannot use up the owner's attempts; one who stole a
//   device cookie still has 8 guesses a window.
// Known: a device that signed in to this account before (OWASP's device cookie: a long-lived random
// token set at a successful sign-in, of which the database keeps a hash) or an address it signed
// in from in the last 30 days.
//
// Where it is kept: the database (throttle-store.ts), both engines, so that a restart forgets
// nothing, and with several processes every one sees the same failures and the same known devices
// (kept in process memory, a restart or a second process refused the owner's right password while
// an attacker kept failing, and two processes gave the attacker twice the guesses). The in-memory
// store here serves the unit tests.
// Every refusal happens before any password work, so throttled attempts cost the shop nothing, and
// every attempt is counted before its password is checked (reserve, then settle): counted after,
// 160 wrong passwords sent at once from 20 addresses were all checked.

export const WINDOW_MS = 15 * 60_000;
export const PAIR_MAX_ATTEMPTS = 8;
export const ACCOUNT_SOFT_LIMIT = 10;
const MAX_BACKOFF_MS = WINDOW_MS;
/** Failures on one account in the window after which its owner gets one warning e-mail. */
export const ALERT_AFTER_FAILURES = 5;
export const ALERT_EVERY_MS = 60 * 60_000;
export const KNOWN_FOR_MS = 30 * 24 * 60 * 60_000;
const MAX_KEYS = 10_000;

export interface AccountFailures {
  windowStart: number;
  count: number;
  lastFailure: number;
}

/** What the throttle remembers; every method is one atomic step of the store. */
export interface ThrottleStore {
  /** This pair's attempts in its current window (none when the window is over). */
  pairAttempts(key: string, t: number): Promise<{ windowStart: number; count: number } | undefined>;
  /** Counts one attempt of the pair (a new window when the last one is over); returns the count after it. */
  countPairAttempt(key: string, t: number): Promise<{ windowStart: number; count: number }>;
  forgetPair(key: string): Promise<void>;
  /** The account's failures in the current window. */
  accountFailures(email: string, t: number): Promise<AccountFailures | undefined>;
  /**
   * Counts one failure ahead of the password check, unless `refuse` says no to the failures so far
   * (then nothing changes); in one atomic step, so parallel attempts each see the ones before them.
   * Returns the failures after it, or null when refused.
   */
  reserveFailure(email: string, t: number, refuse: (current: AccountFailures | undefined) => boolean): Promise<AccountFailures | null>;
  /** Takes back one reserved failure (the password was right). */
  releaseFailure(email: string, t: number): Promise<void>;
  /** True for exactly one caller per ALERT_EVERY_MS (the one that should warn the owner). */
  claimAlert(email: string, t: number): Promise<boolean>;
  /** True when any of these keys ('ip:...', 'dispositivo:...') signed in to the account since `since`. */
  isKnown(email: string, keys: readonly string[], since: number): Promise<boolean>;
  remember(email: string, keys: readonly string[], t: number): Promise<void>;
}

/** Who is trying: the client's address and, when the browser sent one, the device cookie's hash. */
interface SignInClient {
  address: string;
  /** sha-256 (base64url) of the device cookie, or null. */
  deviceHash?: string | null;
}

export interface SignInThrottle {
  /** True when this device cookie (its hash) signed in to the account in the last KNOWN_FOR_MS. */
  isKnownDevice(email: string, deviceHash: string): Promise<boolean>;
  /**
   * Before any password work: the seconds to wait, or undefined to go on. Going on counts the
   * attempt and reserves it as a failure (reserve, then settle with failed or succeeded): counted
   * only after the password check, 160 parallel guesses all passed before the first was counted.
   * `knownDevice`: the caller found the client's device known (isKnownDevice).
   */
  check(email: string, client: SignInClient | string, knownDevice?: boolean): Promise<number | undefined>;
  /** Settles a wrong password or unknown account (already counted); `alert`: warn the owner now. */
  failed(email: string, client: SignInClient | string): Promise<{ alert: boolean }>;
  /** Settles a right password: its failure is taken back, the pair starts over, the address and device become known. */
  succeeded(email: string, client: SignInClient | string): Promise<void>;
}

const asClient = (client: SignInClient | string): SignInClient => (typeof client === 'string' ? { address: client } : client);
const pairKey = (email: string, address: string) => `${email}\n${address}`;
const devicePairKey = (email: string, deviceHash: string) => `${email}\ndispositivo:${deviceHash}`;
const knownKeys = ({ address, deviceHash }: SignInClient) => [`ip:${address}`, ...(deviceHash ? [`dispositivo:${deviceHash}`] : [])];

export function createSignInThrottle(store: ThrottleStore = createMemoryThrottleStore(), now: () => number = Date.now): SignInThrottle {
  return {
    isKnownDevice: (email, deviceHash) => store.isKnown(email, [`dispositivo:${deviceHash}`], now() - KNOWN_FOR_MS),
    check: (email, who, knownDevice = false) => checkAttempt(store, email, asClient(who), knownDevice, now()),
    failed: (email) => settleFailure(store, email, now()),
    succeeded: (email, who) => settleSuccess(store, email, asClient(who), now()),
  };
}

/** SignInThrottle.check at time `t`. */
async function checkAttempt(store: ThrottleStore, email: string, client: SignInClient, knownDevice: boolean, t: number): Promise<number | undefined> {
  const device = knownDevice && client.deviceHash ? client.deviceHash : null;
  const key = device ? devicePairKey(email, device) : pairKey(email, client.address);
  // Counted first, then compared: of parallel attempts exactly PAIR_MAX_ATTEMPTS go on.
  const pair = await store.countPairAttempt(key, t);
  if (pair.count > PAIR_MAX_ATTEMPTS) return Math.max(1, Math.ceil((pair.windowStart + WINDOW_MS - t) / 1000));
  // A known device is never held by the account's back-off; its failures still count.
  if (device) {
    await store.reserveFailure(email, t, () => false);
    return undefined;
  }
  if (await store.reserveFailure(email, t, (failures) => backoffWait(failures, t) > 0)) return undefined;
  // Held by the back-off, unless this address or device signed in to the account before.
  if (await store.isKnown(email, knownKeys(client), t - KNOWN_FOR_MS)) {
    await store.reserveFailure(email, t, () => false);
    return undefined;
  }
  return Math.max(1, Math.ceil(backoffWait(await store.accountFailures(email, t), t) / 1000));
}

/** SignInThrottle.failed at time `t`. */
async function settleFailure(store: ThrottleStore, email: string, t: number): Promise<{ alert: boolean }> {
  const failures = await store.accountFailures(email, t);
  if (!failures || failures.count < ALERT_AFTER_FAILURES) return { alert: false };
  return { alert: await store.claimAlert(email, t) };
}

/** SignInThrottle.succeeded at time `t`. */
async function settleSuccess(store: ThrottleStore, email: string, client: SignInClient, t: number): Promise<void> {
  await store.releaseFailure(email, t);
  await store.forgetPair(pairKey(email, client.address));
  if (client.deviceHash) await store.forgetPair(devicePairKey(email, client.deviceHash));
  await store.remember(email, knownKeys(client), t);
}

/** How long the account's failures so far hold a new attempt (0: not at all). */
function backoffWait(failures: AccountFailures | undefined, t: number): number {
  if (!failures || failures.count < ACCOUNT_SOFT_LIMIT) return 0;
  const backoff = Math.min(MAX_BACKOFF_MS, 1000 * 2 ** (failures.count - ACCOUNT_SOFT_LIMIT + 1));
  return Math.max(0, failures.lastFailure + backoff - t);
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

/** One process's memory (unit tests; the shop uses the database store). */
export function createMemoryThrottleStore(): ThrottleStore {
  return new MemoryThrottleStore();
}

class MemoryThrottleStore implements ThrottleStore {
  private readonly pairs = new Map<string, { windowStart: number; count: number }>();
  private readonly accounts = new Map<string, AccountFailures>();
  private readonly known = new Map<string, number>();
  private readonly alertedAt = new Map<string, number>();

  /** The account's failures in the window that holds `t`. */
  private current(email: string, t: number): AccountFailures | undefined {
    const failures = this.accounts.get(email);
    return failures && t - failures.windowStart < WINDOW_MS ? failures : undefined;
  }

  async pairAttempts(key: string, t: number) {
    const pair = this.pairs.get(key);
    return pair && t - pair.windowStart < WINDOW_MS ? { ...pair } : undefined;
  }

  async countPairAttempt(key: string, t: number) {
    let pair = this.pairs.get(key);
    if (!pair || t - pair.windowStart >= WINDOW_MS) pair = { windowStart: t, count: 0 };
    pair.count++;
    setBounded(this.pairs, key, pair);
    return { ...pair };
  }

  async forgetPair(key: string) {
    this.pairs.delete(key);
  }

  async accountFailures(email: string, t: number) {
    const failures = this.current(email, t);
    return failures ? { ...failures } : undefined;
  }

  async reserveFailure(email: string, t: number, refuse: (failures: AccountFailures | undefined) => boolean) {
    const known = this.current(email, t);
    if (refuse(known ? { ...known } : undefined)) return null;
    const failures = known ?? { windowStart: t, count: 0, lastFailure: t };
    failures.count++;
    failures.lastFailure = t;
    setBounded(this.accounts, email, failures);
    return { ...failures };
  }

  async releaseFailure(email: string, t: number) {
    const failures = this.current(email, t);
    if (failures && failures.count > 0) failures.count--;
  }

  async claimAlert(email: string, t: number) {
    const last = this.alertedAt.get(email);
    if (last !== undefined && t - last < ALERT_EVERY_MS) return false;
    setBounded(this.alertedAt, email, t);
    return true;
  }

  async isKnown(email: string, keys: readonly string[], since: number) {
    return keys.some((key) => (this.known.get(`${email}\n${key}`) ?? -Infinity) > since);
  }

  async remember(email: string, keys: readonly string[], t: number) {
    for (const key of keys) setBounded(this.known, `${email}\n${key}`, t);
  }
}
