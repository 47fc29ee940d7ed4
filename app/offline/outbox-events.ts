// The page's side of the queue: ask the service worker for a 'sync' when there is one, and tell
// this tab's lists and the other tabs that the queue changed.
import { OUTBOX_CHANNEL, type OutboxMessage } from './names';

type SyncRegistration = ServiceWorkerRegistration & { sync?: { register(tag: string): Promise<void> } };

export function outboxChanged(message: OutboxMessage = { type: 'changed', sent: [] }): void {
  window.dispatchEvent(new CustomEvent(OUTBOX_CHANNEL, { detail: message }));
  if (typeof BroadcastChannel !== 'undefined') {
    const channel = new BroadcastChannel(OUTBOX_CHANNEL);
    channel.postMessage(message);
    channel.close();
  }
  // Background Sync sends it even after the page is closed, where the browser has it.
  if ('serviceWorker' in navigator && navigator.serviceWorker.controller) {
    void Promise.all([navigator.serviceWorker.ready, import('./outbox')])
      .then(([registration, { OUTBOX_SYNC_TAG }]) => (registration as SyncRegistration).sync?.register(OUTBOX_SYNC_TAG))
      .catch(() => {});
  }
}
