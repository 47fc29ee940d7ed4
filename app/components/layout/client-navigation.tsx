import { useEffect, useState } from 'react';
import { PrefetchPageLinks, useNavigate } from 'react-router';
import { CLIENT_NAV_ATTRIBUTE } from '../../lib/client-navigation';

/** The same-origin path of a marked anchor the event happened in, or null. */
function markedLink(target: EventTarget | null): { anchor: HTMLAnchorElement; path: string } | null {
  if (!(target instanceof Element)) return null;
  const anchor = target.closest<HTMLAnchorElement>(`a[${CLIENT_NAV_ATTRIBUTE}]`);
  if (!anchor || (anchor.target && anchor.target !== '_self') || anchor.hasAttribute('download')) return null;
  const url = new URL(anchor.href, window.location.href);
  if (url.origin !== window.location.origin) return null;
  return { anchor, path: url.pathname + url.search + url.hash };
}

/** How long the pointer rests on a link before its page is prefetched (React Router's intent delay). */
const INTENT_DELAY_MS = 100;

/**
 * What `<Link prefetch="intent">` does, for every anchor marked with `data-client-nav` (see
 * ~/lib/client-navigation): a plain left click becomes a client-side navigation, and resting on
 * or focusing the link prefetches the page's modules and data. One listener for the whole page
 * instead of a router link per card. Before hydration the anchors are ordinary links.
 */
export function ClientNavigation() {
  const navigate = useNavigate();
  const [intent, setIntent] = useState<string | null>(null);

  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    let pending: HTMLAnchorElement | null = null;
    const cancel = () => {
      clearTimeout(timer);
      pending = null;
    };
    const prefetchSoon = (event: Event) => {
      const link = markedLink(event.target);
      if (!link || link.anchor === pending) return;
      cancel();
      pending = link.anchor;
      const path = link.path.split('#')[0]!;
      timer = setTimeout(() => setIntent(path), INTENT_DELAY_MS);
    };
    const prefetchNow = (event: Event) => {
      const link = markedLink(event.target);
      if (link) setIntent(link.path.split('#')[0]!);
    };
    const leave = (event: Event) => {
      if (pending && !pending.contains((event as MouseEvent).relatedTarget as Node | null)) cancel();
    };
    const click = (event: MouseEvent) => {
      // React's own handlers (the root listens on the document too, registered first) run before
      // this one: a link they handled is not followed twice.
      if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.altKey || event.ctrlKey || event.shiftKey) return;
      const link = markedLink(event.target);
      if (!link) return;
      event.preventDefault();
      cancel();
      const here = window.location.pathname + window.location.search + window.location.hash;
      // As a <Link>: following a link to the page one is on replaces the history entry.
      void navigate(link.path, { replace: link.path === here });
    };
    document.addEventListener('mouseover', prefetchSoon);
    document.addEventListener('mouseout', leave);
    document.addEventListener('focusin', prefetchSoon);
    document.addEventListener('touchstart', prefetchNow, { passive: true });
    document.addEventListener('click', click);
    return () => {
      cancel();
      document.removeEventListener('mouseover', prefetchSoon);
      document.removeEventListener('mouseout', leave);
      document.removeEventListener('focusin', prefetchSoon);
      document.removeEventListener('touchstart', prefetchNow);
      document.removeEventListener('click', click);
    };
  }, [navigate]);

  return intent ? <PrefetchPageLinks page={intent} /> : null;
}
