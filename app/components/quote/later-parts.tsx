// The parts of the quote and contact forms that show only after something happened: the note that a
// request was kept on the phone, the banner of a correction under way, the list of kept requests.
// None is needed before the visitor's first tap, so none is in the pages' first load; each page
// fetches them right after it has come alive (`usePreloadLaterParts`), while it still has signal,
// because two of them appear precisely when the signal is gone.
import { lazy, Suspense, useEffect, useState, type ComponentProps } from 'react';
import type { CorrectionBanner as Banner } from './correction-banner';
import type { KeptNotice as Notice } from './kept-notice';
import type { KeptRequests as Requests } from './kept-requests';

const loadNotice = () => import('./kept-notice');
const loadBanner = () => import('./correction-banner');
const loadRequests = () => import('./kept-requests');

const NoticePart = lazy(() => loadNotice().then((m) => ({ default: m.KeptNotice })));
const BannerPart = lazy(() => loadBanner().then((m) => ({ default: m.CorrectionBanner })));
const RequestsPart = lazy(() => loadRequests().then((m) => ({ default: m.KeptRequests })));

/**
 * Fetches the parts once the page is idle, so that they are on the phone before the signal goes.
 * True from then on: the kept requests' list (drawn only when something waits) shows from there.
 */
export function usePreloadLaterParts(withRequests: boolean): boolean {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    const load = () => {
      void loadNotice();
      void loadBanner();
      if (withRequests) void loadRequests();
      setReady(true);
    };
    if (typeof requestIdleCallback === 'function') {
      const id = requestIdleCallback(load, { timeout: 2000 });
      return () => cancelIdleCallback(id);
    }
    const id = setTimeout(load, 200);
    return () => clearTimeout(id);
  }, [withRequests]);
  return ready;
}

export function KeptNotice(props: ComponentProps<typeof Notice>) {
  return (
    <Suspense fallback={null}>
      <NoticePart {...props} />
    </Suspense>
  );
}

export function CorrectionBanner(props: ComponentProps<typeof Banner>) {
  return (
    <Suspense fallback={null}>
      <BannerPart {...props} />
    </Suspense>
  );
}

export function KeptRequests(props: ComponentProps<typeof Requests>) {
  return (
    <Suspense fallback={null}>
      <RequestsPart {...props} />
    </Suspense>
  );
}
