import { describe, expect, it } from 'vitest';
import { ACCOUNT_SOFT_LIMIT, ALERT_AFTER_FAILURES, createSignInThrottle, PAIR_MAX_ATTEMPTS } from './throttle';

function setup() {
  let t = 1_000_000;
  const throttle = createSignInThrottle(() => t);
  return { throttle, advance: (ms: number) => (t += ms) };
}

describe('sign-in throttle', () => {
  it('refuses the attempt after PAIR_MAX_ATTEMPTS from one address, with the seconds left in the window', () => {
    const { throttle, advance } = setup();
    for (let i = 0; i < PAIR_MAX_ATTEMPTS; i++) expect(throttle.check('a@x', '1.1.1.1')).toBeUndefined();
    advance(60_000);
    expect(throttle.check('a@x', '1.1.1.1')).toBe(14 * 60);
    expect(throttle.check('a@x', '2.2.2.2')).toBeUndefined();
    advance(14 * 60_000);
    expect(throttle.check('a@x', '1.1.1.1')).toBeUndefined();
  });

  it('backs off the account exponentially from the last failure, but never for an address it signed in from', () => {
    const { throttle, advance } = setup();
    throttle.check('a@x', 'home');
    throttle.succeeded('a@x', 'home');
    for (let i = 0; i < ACCOUNT_SOFT_LIMIT; i++) {
      expect(throttle.check('a@x', `bot${i}`)).toBeUndefined();
      throttle.failed('a@x', `bot${i}`);
    }
    expect(throttle.check('a@x', 'bot-new')).toBe(2);
    expect(throttle.check('a@x', 'home')).toBeUndefined();
    advance(2000);
    expect(throttle.check('a@x', 'bot-new')).toBeUndefined();
    throttle.failed('a@x', 'bot-new');
    expect(throttle.check('a@x', 'bot-other')).toBe(4);
    // Refused attempts are not failures: the back-off grows only with real guesses.
    expect(throttle.check('a@x', 'bot-other')).toBe(4);
    // Capped at the window, and gone with it.
    for (let i = 0; i < 20; i++) throttle.failed('a@x', 'bot');
    expect(throttle.check('a@x', 'bot-late')).toBe(15 * 60);
    advance(15 * 60_000 + 1);
    expect(throttle.check('a@x', 'bot-late')).toBeUndefined();
  });

  it('asks for one warning after ALERT_AFTER_FAILURES failures, then not again within the hour', () => {
    const { throttle, advance } = setup();
    const alerts = () => Array.from({ length: ALERT_AFTER_FAILURES }, () => throttle.failed('a@x', 'bot').alert);
    expect(alerts()).toEqual([false, false, false, false, true]);
    expect(throttle.failed('a@x', 'bot').alert).toBe(false);
    advance(61 * 60_000);
    expect(alerts()).toEqual([false, false, false, false, true]);
  });
});
