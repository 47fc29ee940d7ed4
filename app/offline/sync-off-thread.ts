// The catalogue's download with its check and saving in a worker (catalog-sync.worker.ts), or on
// the page's thread in a browser without module workers.
import { SAVED_CHANGED_EVENT } from './saved-catalog';
import { syncOfflineCatalog, type SyncResult } from './sync';

export function syncOffThread(version: string, force = false): Promise<SyncResult> {
  return new Promise<SyncResult>((resolve) => {
    let worker: Worker;
    try {
      worker = new Worker(new URL('./catalog-sync.worker.ts', import.meta.url), { type: 'module' });
    } catch {
      resolve(syncOfflineCatalog(version, { force }));
      return;
    }
    worker.onmessage = (event: MessageEvent<SyncResult>) => {
      worker.terminate();
      // The worker's saving is not seen by this page's listeners: told here.
      if (event.data === 'saved') window.dispatchEvent(new Event(SAVED_CHANGED_EVENT));
      resolve(event.data);
    };
    worker.onerror = () => {
      worker.terminate();
      resolve(syncOfflineCatalog(version, { force }));
    };
    worker.postMessage({ version, force });
  });
}
