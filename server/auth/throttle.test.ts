// The sign-in throttle's rules, on the in-memory store and on the database store (both engines),
// and what only the database gives: a restart or a second process forgets neither the owner's
// device nor the attacker's failures.
import { beforeEach, describe, expect, it } from 'vitest';
import { ENGINES } from '../../tests/setup/databases';
import { suiteDatabase } from '../../tests/support/suite';
import { ingresoConocidos, ingresoFallos, limites } from '../db/schema';
import { ACCOUNT_SOFT_LIMIT, ALERT_AFTER_FAILURES, createMemoryThrottleStore, createSignInThrottle, PAIR_MAX_ATTEMPTS, type ThrottleStore } from './throttle';
import { createDatabaseThrottleStore } from './throttle-store';

function rules(makeStore: () => ThrottleStore) {
  function setup(store = makeStore()) {
    let t = 1_000_000;
    const throttle = createSignInThrottle(store, () => t);
    /** Wrong passwords already checked (as attempts that went on and failed). */
    const addFailures = async (email: string, n: number) => {
      for (let i = 0; i < n; i++) await store.reserveFailure(email, t, () => false);
    };
    return { throttle, addFailures, advance: (ms: number) => (t += ms) };
  }

  it('lets ACCOUNT_SOFT_LIMIT of 160 parallel guesses from 20 addresses reach the password check', async () => {
    const { throttle } = setup();
    const attempts = Array.from({ length: 160 }, (_, i) => `10.0.0.${i % 20}`);
    // All sent at once: each is counted before any is settled, as when passwords take 100 ms each.
    const waits = await Promise.all(attempts.map((address) => throttle.check('a@x', address)));
    const checked = attempts.filter((_, i) => waits[i] === undefined);
    expect(checked).toHaveLength(ACCOUNT_SOFT_LIMIT);
    await Promise.all(checked.map((address) => throttle.failed('a@x', address)));
    expect(waits.every((wait) => wait === undefined || wait >= 1)).toBe(true);
    // One address alone, at once: its pair's limit holds too.
    const one = await Promise.all(Array.from({ length: 30 }, () => throttle.check('b@x', '10.9.9.9')));
    expect(one.filter((wait) => wait === undefined)).toHaveLength(PAIR_MAX_ATTEMPTS);
  });

  it('refuses the attempt after PAIR_MAX_ATTEMPTS from one address, with the seconds left in the window', async () => {
    const { throttle, advance } = setup();
    for (let i = 0; i < PAIR_MAX_ATTEMPTS; i++) expect(await throttle.check('a@x', '1.1.1.1')).toBeUndefined();
    advance(60_000);
    expect(await throttle.check('a@x', '1.1.1.1')).toBe(14 * 60);
    expect(await throttle.check('a@x', '2.2.2.2')).toBeUndefined();
    advance(14 * 60_000);
    expect(await throttle.check('a@x', '1.1.1.1')).toBeUndefined();
  });

  it('backs off the account exponentially from the last failure, but never for an address it signed in from', async () => {
    const { throttle, advance, addFailures } = setup();
    await throttle.check('a@x', 'home');
    await throttle.succeeded('a@x', 'home');
    for (let i = 0; i < ACCOUNT_SOFT_LIMIT; i++) {
      expect(await throttle.check('a@x', `bot${i}`)).toBeUndefined();
      await throttle.failed('a@x', `bot${i}`);
    }
    expect(await throttle.check('a@x', 'bot-new')).toBe(2);
    expect(await throttle.check('a@x', 'home')).toBeUndefined();
    await throttle.succeeded('a@x', 'home');
    advance(2000);
    expect(await throttle.check('a@x', 'bot-new')).toBeUndefined();
    await throttle.failed('a@x', 'bot-new');
    expect(await throttle.check('a@x', 'bot-other')).toBe(4);
    // Refused attempts are not failures: the back-off grows only with real guesses.
    expect(await throttle.check('a@x', 'bot-other')).toBe(4);
    // Capped at the window, and gone with it.
    await addFailures('a@x', 20);
    expect(await throttle.check('a@x', 'bot-late')).toBe(15 * 60);
    advance(15 * 60_000 + 1);
    expect(await throttle.check('a@x', 'bot-late')).toBeUndefined();
  });

  it('never holds a known device, from any address', async () => {
    const { throttle, addFailures } = setup();
    await throttle.succeeded('a@x', { address: 'home', deviceHash: 'phone' });
    await addFailures('a@x', ACCOUNT_SOFT_LIMIT + 3);
    expect(await throttle.check('a@x', { address: 'new-mobile-address', deviceHash: null })).toBeGreaterThan(0);
    expect(await throttle.check('a@x', { address: 'new-mobile-address', deviceHash: 'phone' })).toBeUndefined();
    // A device known to another account is not known to this one.
    await throttle.succeeded('b@x', { address: 'elsewhere', deviceHash: 'other' });
    expect(await throttle.check('a@x', { address: 'new', deviceHash: 'other' })).toBeGreaterThan(0);
  });

  it('asks for one warning after ALERT_AFTER_FAILURES failures, then not again within the hour', async () => {
    const { throttle, advance } = setup();
    let n = 0;
    const guess = async () => {
      const address = `bot${n++}`;
      expect(await throttle.check('a@x', address)).toBeUndefined();
      return (await throttle.failed('a@x', address)).alert;
    };
    const alerts = async () => {
      const out: boolean[] = [];
      for (let i = 0; i < ALERT_AFTER_FAILURES; i++) out.push(await guess());
      return out;
    };
    expect(await alerts()).toEqual([false, false, false, false, true]);
    expect(await guess()).toBe(false);
    advance(61 * 60_000);
    expect(await alerts()).toEqual([false, false, false, false, true]);
  });
}

describe('sign-in throttle in memory', () => rules(createMemoryThrottleStore));

describe.each(ENGINES)('sign-in throttle in the database (%s)', (engine) => {
  const t = suiteDatabase(engine);
  beforeEach(async () => {
    await t.db.delete(limites);
    await t.db.delete(ingresoFallos);
    await t.db.delete(ingresoConocidos);
  });

  rules(() => createDatabaseThrottleStore(async () => t.db));

  it('after a restart, and on another process, the owner is known and the attacker still counted', async () => {
    let time = 5_000_000;
    const clock = () => time;
    const before = createSignInThrottle(
      createDatabaseThrottleStore(async () => t.db),
      clock,
    );
    await before.succeeded('owner@x', { address: 'office', deviceHash: 'laptop' });
    // Two processes after the restart, each with its own store on the same database.
    const one = createSignInThrottle(
      createDatabaseThrottleStore(async () => t.db),
      clock,
    );
    const two = createSignInThrottle(
      createDatabaseThrottleStore(async () => t.db),
      clock,
    );
    let guesses = 0;
    for (let i = 0; i < 40; i++) {
      const process = i % 2 === 0 ? one : two;
      const address = `attacker-${i % 3}`;
      if ((await process.check('owner@x', address)) === undefined) {
        guesses++;
        await process.failed('owner@x', address);
      }
      time += 10;
    }
    // The back-off counts both processes' failures: the attacker got the soft limit, not twice it.
    expect(guesses).toBe(ACCOUNT_SOFT_LIMIT);
    let owner = 0;
    for (const process of [one, two]) {
      for (const client of [
        { address: 'office', deviceHash: null },
        { address: 'phone-network', deviceHash: 'laptop' },
        { address: 'hotel', deviceHash: 'laptop' },
      ]) {
        if ((await process.check('owner@x', client)) === undefined) owner++;
      }
    }
    expect(owner).toBe(6);
  });
});
