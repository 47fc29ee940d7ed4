// When background work for the phone without signal may start: the service worker's first
// install (about 300 KB of files) and the catalogue file (about 530 KB) used to start at the load
// event's first idle moment, which came within a second or two of the first paint. There they
// took the link from the page's own photos on a slow signal and the main thread from the
// visitor's first taps (Lighthouse measured 130-300 ms more blocking time; decision 0061).
// They now wait until the visitor has had the page to themselves for a few seconds.

/** How long after the load event the page is left alone. */
export const SETTLE_MS = 5_000;
/** Then the browser's next idle moment, at most this much later. */
const IDLE_TIMEOUT_MS = 10_000;

/** Runs `work` once the page has settled (see above); returns what cancels it. */
export function whenSettled(work: () => void): () => void {
  let cancelled = false;
  let cancelStep = () => {};
  const idle = () => {
    if (cancelled) return;
    // Safari has no requestIdleCallback: the settling time is the wait.
    if (typeof requestIdleCallback !== 'function') return work();
    const id = requestIdleCallback(work, { timeout: IDLE_TIMEOUT_MS });
    cancelStep = () => cancelIdleCallback(id);
  };
  const settle = () => {
    const id = window.setTimeout(idle, SETTLE_MS);
    cancelStep = () => window.clearTimeout(id);
  };
  if (document.readyState === 'complete') settle();
  else {
    window.addEventListener('load', settle, { once: true });
    cancelStep = () => window.removeEventListener('load', settle);
  }
  return () => {
    cancelled = true;
    cancelStep();
  };
}
