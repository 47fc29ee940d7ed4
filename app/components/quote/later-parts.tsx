// The parts of the quote and contact forms that show only when something waits on the phone: the
// banner of a correction under way and the list of kept requests. Neither is needed before the
// visitor's first tap, so neither is in the pages' first load; each page fetches them right after
// it has come alive (`usePreloadLaterParts`), while it still has signal. A part that still cannot
// load (the signal went in the first seconds, before the service worker kept the files) is left
// out rather than failing the page. The note that a request was kept stays in the first load: it
// shows at the moment the signal is gone.
import { lazy, Suspense, useEffect, useState, type ComponentProps } from 'react';
import type { CorrectionBanner as Banner } from './correction-banner';
import type { KeptRequests as Requests } from './kept-requests';

const loadBanner = () => import('./correction-banner');
const loadRequests = () => import('./kept-requests');

const BannerPart = lazy(() => loadBanner().then((m) => ({ default: m.CorrectionBanner }), nothing<typeof Banner>));
const RequestsPart = lazy(() => loadRequests().then((m) => ({ default: m.KeptRequests }), nothing<typeof Requests>));

/** In place of a part that could not load: no content. */
function nothing<C>(): { default: C } {
  return { default: (() => null) as C };
}

/**
 * Fetches the parts once the page is idle, so that they are on the phone before the signal goes.
 * True from then on: the kept requests' list (drawn only when something waits) shows from there.
 */
export function usePreloadLaterParts(withRequests: boolean): boolean {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    const load = () => {
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
