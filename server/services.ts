// Background services of one server process, started once (kept on globalThis so that Vite's
// module reloads in development do not start a second set of timers).
import { getCatalogStore } from './catalog/store';
import { closeDatabase, describeDatabase, getDatabase } from './db/client';
import { describeMailTransport } from './mail/transport';
import { startOutboxWorker } from './mail/outbox';
import { getGoogleReviews } from './reviews';
import { startSearchLog } from './search/log';
import { getSeoService } from './seo/process';

type Services = { stop: () => Promise<void> };
const key = Symbol.for('tienda.services');
const registry = globalThis as unknown as Record<symbol, Services | undefined>;

/** How often the outbox looks for mails that are due (a failed one waits for its back-off). */
const OUTBOX_INTERVAL_MS = 30_000;

export function startServices(): void {
  if (registry[key]) return;
  // Last good copy from DATA_DIR, then background refreshes. start() is a no-op when running, and
  // restarts a store that stopServices() stopped (it stays on globalThis).
  const catalog = getCatalogStore();
  catalog.start();

  // Open and migrate the database now, so the first visitor's quote does not wait for it.
  console.log(describeDatabase());
  console.log(describeMailTransport());
  getDatabase().catch((error) => {
    console.error('[base de datos] no se pudo abrir; se reintentará con la próxima solicitud:', error instanceof Error ? error.message : error);
  });
  const outbox = startOutboxWorker({ intervalMs: OUTBOX_INTERVAL_MS });
  // Searches that found nothing or only approximate results, saved for the staff every 30 s.
  const searchLog = startSearchLog();
  // Product change dates for the sitemaps, synced after every catalogue swap (issue 12).
  const seo = getSeoService();
  seo.start();
  // Warm the reviews cache so the first home page does not wait for Google (failures are logged there).
  getGoogleReviews().catch(() => undefined);

  registry[key] = {
    async stop() {
      await catalog.stop();
      await outbox.stop();
      await searchLog.stop();
      await seo.stop();
      await closeDatabase();
    },
  };
}

export async function stopServices(): Promise<void> {
  const services = registry[key];
  registry[key] = undefined;
  await services?.stop();
}
