// Fetches the catalogue file in the background (mounted once the page has settled, shop-layout.tsx), on a connection that can
// afford it, when the shop announces a version the phone does not keep. The code that does it
// (IndexedDB, checking the file) loads only then.
import { useEffect, useState } from 'react';
import { useRouteLoaderData } from 'react-router';
import type { loader as rootLoader } from '../../root';
import { connectionAllowsBackgroundDownload } from '../../lib/offline-catalog';
import { DRAWN_PAGES } from '../../offline/sw-rules';

/** Set when the visitor deletes the saved catalogue: no background download until they ask again. */
export const OFFLINE_DECLINED_KEY = 'tienda-catalogo-no';

function declined(): boolean {
  try {
    return localStorage.getItem(OFFLINE_DECLINED_KEY) === '1';
  } catch {
    return true;
  }
}

export function OfflineCatalogSync() {
  const version = useRouteLoaderData<typeof rootLoader>('root')?.offlineCatalog ?? null;
  const [ready, setReady] = useState(false);
  useEffect(() => {
    if (!version || typeof indexedDB === 'undefined' || declined()) return;
    const connection = (navigator as Navigator & { connection?: { saveData?: boolean; effectiveType?: string } }).connection;
    if (!connectionAllowsBackgroundDownload(connection)) return;
    const run = () =>
      void Promise.all([import('../../offline/sync-off-thread'), import('../../offline/load-pages')]).then(
        async ([offThread, pages]) => {
          if ((await offThread.syncOffThread(version)) === 'failed') return;
          await pages.loadOfflinePages();
          setReady(true);
        },
        // The signal went before the download's code came: nothing to do now, the next page tries again.
        () => undefined,
      );
    run();
  }, [version]);
  if (!ready) return null;
  // Addresses of the pages the saved catalogue can draw. React Router learns a route the first time
  // a link to it is on the page (it then asks the shop for that part of its route table): these
  // links, never shown, make it learn them while there is signal.
  return (
    <div hidden data-testid="catalogo-sin-senal-listo">
      {DRAWN_PAGES.map((path) => (
        <a key={path} href={path} data-discover="true" tabIndex={-1}>
          {path}
        </a>
      ))}
    </div>
  );
}
