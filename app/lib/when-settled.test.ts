// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SETTLE_MS, whenSettled } from './when-settled';

describe('whenSettled', () => {
  let idle: { callback: () => void; timeout?: number }[];

  beforeEach(() => {
    vi.useFakeTimers();
    idle = [];
    vi.stubGlobal('requestIdleCallback', (callback: () => void, options?: { timeout?: number }) => idle.push({ callback, timeout: options?.timeout }));
    vi.stubGlobal('cancelIdleCallback', () => (idle = []));
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('waits for the settling time after a loaded page, then for an idle moment', () => {
    const work = vi.fn();
    whenSettled(work);
    vi.advanceTimersByTime(SETTLE_MS - 1);
    expect(idle).toHaveLength(0);
    vi.advanceTimersByTime(1);
    expect(idle).toHaveLength(1);
    expect(idle[0]!.timeout).toBeGreaterThan(0);
    expect(work).not.toHaveBeenCalled();
    idle[0]!.callback();
    expect(work).toHaveBeenCalledOnce();
  });

  it('counts the settling time from the load event when the page is still loading', () => {
    const state = vi.spyOn(document, 'readyState', 'get').mockReturnValue('loading');
    const work = vi.fn();
    whenSettled(work);
    vi.advanceTimersByTime(SETTLE_MS * 3);
    expect(idle).toHaveLength(0);
    state.mockReturnValue('complete');
    window.dispatchEvent(new Event('load'));
    vi.advanceTimersByTime(SETTLE_MS);
    idle[0]!.callback();
    expect(work).toHaveBeenCalledOnce();
  });

  it('does nothing once cancelled, at any step', () => {
    const work = vi.fn();
    whenSettled(work)();
    vi.advanceTimersByTime(SETTLE_MS * 2);
    expect(idle).toHaveLength(0);
    const second = whenSettled(work);
    vi.advanceTimersByTime(SETTLE_MS);
    second();
    expect(idle).toHaveLength(0);
    expect(work).not.toHaveBeenCalled();
  });

  it('without requestIdleCallback (Safari) runs after the settling time', () => {
    vi.stubGlobal('requestIdleCallback', undefined);
    const work = vi.fn();
    whenSettled(work);
    vi.advanceTimersByTime(SETTLE_MS);
    expect(work).toHaveBeenCalledOnce();
  });
});
