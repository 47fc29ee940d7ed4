import { useEffect, useState } from 'react';
import { SAVED_AT_META, savedWhen } from '../../offline/sw-rules';
import { registerServiceWorker } from '../../offline/register';
import { DRAWN_CHANGED_EVENT, drawnFromSavedAt } from '../../lib/offline-catalog';

/** When the service worker answered this page from the phone (its meta tag), or null. */
function savedAt(): number | null {
  const content = document.querySelector(`meta[name="${SAVED_AT_META}"]`)?.getAttribute('content');
  const at = Number(content);
  return content && Number.isFinite(at) ? at : null;
}

/**
 * 'Sin conexión · Mostrando lo guardado el 27/11 a las 14:05' at the top of a page the service
 * worker took from the phone because the network did not answer, or drawn from the catalogue kept
 * on the phone (decision 0044); nothing otherwise. Also starts
 * the service worker (after the page's load event).
 */
export function SavedCopyBanner() {
  const [at, setAt] = useState<number | null>(null);
  useEffect(() => {
    // A page drawn from the kept catalogue says when that was saved; a saved copy, when it was.
    const update = () => setAt(drawnFromSavedAt() ?? savedAt());
    update();
    window.addEventListener(DRAWN_CHANGED_EVENT, update);
    registerServiceWorker();
    return () => window.removeEventListener(DRAWN_CHANGED_EVENT, update);
  }, []);
  if (at === null) return null;
  return (
    <div role="status" className="bg-amber-100 px-4 py-2 text-center text-sm font-medium text-amber-950">
      Sin conexión · Mostrando lo guardado {savedWhen(at)}
    </div>
  );
}
