// Checks and keeps a downloaded catalogue file on a thread of its own: reading and checking 4 MB is
// seconds of work on a slow phone, which on the page's thread would freeze taps, toasts and
// scrolling meanwhile (docs/decisions/0034-catalogue-on-the-phone.md). The page downloads it (the
// shop's files, this one included, are served with a policy that allows no fetch).
import { saveCatalog } from './saved-catalog';

interface WorkerScope {
  onmessage: ((event: MessageEvent<{ text: string; version: string }>) => void) | null;
  postMessage(message: unknown): void;
}
declare const self: WorkerScope;

self.onmessage = (event) => {
  void saveCatalog(event.data.text, event.data.version).then(
    (saved) => self.postMessage(saved),
    () => self.postMessage(false),
  );
};
