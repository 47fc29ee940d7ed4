// The catalogue's download with its check and saving in a worker (catalog-sync.worker.ts), or on
// the page's thread in a browser without module workers.
import { SAVED_CHANGED_EVENT, saveCatalog } from './saved-catalog';
import { syncOfflineCatalog, type SyncResult } from './sync';

function saveInWorker(text: string, version: string): Promise<boolean> {
  return new Promise<boolean>((resolve) => {
    let worker: Worker;
    try {
      worker = new Worker(new URL('./catalog-sync.worker.ts', import.meta.url), { type: 'module' });
    } catch {
      resolve(saveCatalog(text, version));
      return;
    }
    worker.onmessage = (event: MessageEvent<boolean>) => {
      worker.terminate();
      // The worker's saving is not seen by this page's listeners: told here.
      if (event.data) window.dispatchEvent(new Event(SAVED_CHANGED_EVENT));
      resolve(event.data);
    };
    worker.onerror = () => {
      worker.terminate();
      resolve(saveCatalog(text, version));
    };
    worker.postMessage({ text, version });
  });
}

export function syncOffThread(version: string, force = false): Promise<SyncResult> {
  return syncOfflineCatalog(version, { force, save: saveInWorker });
}
