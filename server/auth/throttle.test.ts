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
    return { throttle, advance: (ms: number) => (t += ms) };
  }

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
    const { throttle, advance } = setup();
    await throttle.check('a@x', 'home');
    await throttle.succeeded('a@x', 'home');
    for (let i = 0; i < ACCOUNT_SOFT_LIMIT; i++) {
      expect(await throttle.check('a@x', `bot${i}`)).toBeUndefined();
      await throttle.failed('a@x', `bot${i}`);
    }
    expect(await throttle.check('a@x', 'bot-new')).toBe(2);
    expect(await throttle.check('a@x', 'home')).toBeUndefined();
    advance(2000);
    expect(await throttle.check('a@x', 'bot-new')).toBeUndefined();
    await throttle.failed('a@x', 'bot-new');
    expect(await throttle.check('a@x', 'bot-other')).toBe(4);
    // Refused attempts are not failures: the back-off grows only with real guesses.
    expect(await throttle.check('a@x', 'bot-other')).toBe(4);
    // Capped at the window, and gone with it.
    for (let i = 0; i < 20; i++) await throttle.failed('a@x', 'bot');
    expect(await throttle.check('a@x', 'bot-late')).toBe(15 * 60);
    advance(15 * 60_000 + 1);
    expect(await throttle.check('a@x', 'bot-late')).toBeUndefined();
  });

  it('never holds a known device, from any address', async () => {
    const { throttle } = setup();
    await throttle.succeeded('a@x', { address: 'home', deviceHash: 'phone' });
    for (let i = 0; i < ACCOUNT_SOFT_LIMIT + 3; i++) await throttle.failed('a@x', `bot${i}`);
    expect(await throttle.check('a@x', { address: 'new-mobile-address', deviceHash: null })).toBeGreaterThan(0);
    expect(await throttle.check('a@x', { address: 'new-mobile-address', deviceHash: 'phone' })).toBeUndefined();
    // A device known to another account is not known to this one.
    await throttle.succeeded('b@x', { address: 'elsewhere', deviceHash: 'other' });
    expect(await throttle.check('a@x', { address: 'new', deviceHash: 'other' })).toBeGreaterThan(0);
  });

  it('asks for one warning after ALERT_AFTER_FAILURES failures, then not again within the hour', async () => {
    const { throttle, advance } = setup();
    const alerts = async () => {
      const out: boolean[] = [];
      for (let i = 0; i < ALERT_AFTER_FAILURES; i++) out.push((await throttle.failed('a@x', 'bot')).alert);
      return out;
    };
    expect(await alerts()).toEqual([false, false, false, false, true]);
    expect((await throttle.failed('a@x', 'bot')).alert).toBe(false);
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
