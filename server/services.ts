// Background services of one server process, started once (kept on globalThis so that Vite's
// module reloads in development do not start a second set of timers).
import { getCatalogStore } from './catalog/store';

type Services = { stop: () => Promise<void> };
const key = Symbol.for('tienda.services');
const registry = globalThis as unknown as Record<symbol, Services | undefined>;

export function startServices(): void {
  if (registry[key]) return;
  const catalog = getCatalogStore();
  catalog.start();
  registry[key] = {
    async stop() {
      catalog.stop();
    },
  };
}

export async function stopServices(): Promise<void> {
  const services = registry[key];
  registry[key] = undefined;
  await services?.stop();
}
