import { useEffect } from 'react';
import { NavigationType, useLocation, useNavigationType } from 'react-router';

/** Navigation state that asks the layout to keep the scroll position ('Ver más', home search). */
export const KEEP_SCROLL = { keepScroll: true } as const;

/**
 * docs/product.md §2: scroll to the top when the path or query changes and there is no hash. A
 * navigation that only extends or refines the list in view says so with KEEP_SCROLL.
 */
export function ScrollToTop() {
  const { pathname, search, hash, state } = useLocation();
  // The first load and back/forward (POP) keep the position the browser and <ScrollRestoration>
  // give them: a reload or 'back' mid-page must not jump to the top.
  const navigationType = useNavigationType();
  const keep = Boolean(state && typeof state === 'object' && (state as { keepScroll?: boolean }).keepScroll);
  useEffect(() => {
    if (navigationType === NavigationType.Pop) return;
    if (!hash && !keep) window.scrollTo(0, 0);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [pathname, search, hash]);
  return null;
}
