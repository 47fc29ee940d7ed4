// Sends what the phone kept while a shop page is open: once after the page has loaded, when the
// browser says it is online again, and every 30 s (the 'online' event is not reliable on a weak
// signal). Tells the visitor when a kept request went. The queue's code loads only then, never
// before the page is interactive.
import { useEffect } from 'react';
import { SHOP_TEXTS, TEXTS } from '#domain/copy';
import { useToast } from '../components/ui/toaster';
import { DRAFT_KEYS, OUTBOX_CHANNEL, type OutboxMessage } from './names';

const RETRY_MS = 30_000;

export function OutboxRunner() {
  const toast = useToast();
  useEffect(() => {
    let stopped = false;
    const tell = (message: OutboxMessage) => {
      for (const sent of message.sent) {
        try {
          localStorage.removeItem(DRAFT_KEYS[sent.kind]);
        } catch {
          // No draft kept.
        }
        toast(
          sent.kind === 'presupuesto'
            ? { title: TEXTS.quoteSent.title, description: SHOP_TEXTS.quoteSent, variant: 'success' }
            : { ...TEXTS.contactSent, variant: 'success' },
        );
      }
    };
    const flush = async () => {
      try {
        const { flushOutbox } = await import('./outbox');
        if (stopped) return;
        const result = await flushOutbox();
        if (result.sent.length + result.refused.length === 0) return;
        const message: OutboxMessage = { type: 'changed', sent: result.sent.map(({ key, kind }) => ({ key, kind })) };
        tell(message);
        window.dispatchEvent(new CustomEvent(OUTBOX_CHANNEL, { detail: message }));
      } catch {
        // No IndexedDB here (private mode): nothing was kept, so nothing waits.
      }
    };
    // Another tab or the service worker sent something: say so here too, and refresh the lists.
    const channel = typeof BroadcastChannel === 'undefined' ? null : new BroadcastChannel(OUTBOX_CHANNEL);
    if (channel) {
      channel.onmessage = (event: MessageEvent<OutboxMessage>) => {
        tell(event.data);
        window.dispatchEvent(new CustomEvent(OUTBOX_CHANNEL, { detail: { type: 'changed', sent: [] } }));
      };
    }
    const first = setTimeout(() => void flush(), 1_000);
    const timer = setInterval(() => void flush(), RETRY_MS);
    const online = () => void flush();
    window.addEventListener('online', online);
    return () => {
      stopped = true;
      clearTimeout(first);
      clearInterval(timer);
      window.removeEventListener('online', online);
      channel?.close();
    };
  }, [toast]);
  return null;
}
