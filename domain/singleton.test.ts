import { afterEach, describe, expect, it } from 'vitest';
import { forgetSingleton, singleton } from './singleton';

describe('singleton', () => {
  afterEach(() => {
    forgetSingleton('test.counter');
    forgetSingleton('test.other');
  });

  it('makes the value once and returns the same one afterwards', () => {
    let made = 0;
    const first = singleton('test.counter', () => ({ n: ++made }));
    const second = singleton('test.counter', () => ({ n: ++made }));
    expect(second).toBe(first);
    expect(made).toBe(1);
  });

  it('keeps one value per name', () => {
    expect(singleton('test.counter', () => 'a')).toBe('a');
    expect(singleton('test.other', () => 'b')).toBe('b');
  });

  it('keeps a value made as undefined or null instead of making it again', () => {
    let made = 0;
    singleton('test.counter', () => {
      made++;
      return undefined;
    });
    singleton('test.counter', () => made++);
    expect(made).toBe(1);
  });

  it('forgets a value: the next call makes a new one', () => {
    const first = singleton('test.counter', () => ({}));
    expect(forgetSingleton('test.counter')).toBe(first);
    expect(forgetSingleton('test.counter')).toBeUndefined();
    expect(singleton('test.counter', () => ({}))).not.toBe(first);
  });
});
