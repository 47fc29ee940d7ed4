// Downloads, checks and keeps the catalogue file on a thread of its own: reading and checking 4 MB
// is seconds of work on a slow phone, which on the page's thread would freeze taps, toasts and
// scrolling meanwhile (docs/decisions/0034-catalogue-on-the-phone.md). The shop's static files,
// this script included, are served with `connect-src 'self'` so that it may fetch the file.
import { syncOfflineCatalog } from './sync';

interface WorkerScope {
  onmessage: ((event: MessageEvent<{ version: string; force: boolean }>) => void) | null;
  postMessage(message: unknown): void;
}
declare const self: WorkerScope;

self.onmessage = (event) => {
  void syncOfflineCatalog(event.data.version, { force: event.data.force }).then(
    (result) => self.postMessage(result),
    () => self.postMessage('failed'),
  );
};
