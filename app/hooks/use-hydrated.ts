import { useEffect, useState } from 'react';

/**
 * False on the server and on the first client render, true once the page has hydrated. Controls
 * that only work with JavaScript render disabled until then (decision 0011: a page hydrates after
 * its first paint), so a tap before it is not silently lost.
 */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  return hydrated;
}
