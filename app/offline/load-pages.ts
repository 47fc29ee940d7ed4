// Loads now, while there is signal, what a client navigation without signal needs to draw a page
// from the saved catalogue.
/** The routes a page without signal can be drawn for from the saved catalogue. */
const OFFLINE_ROUTE_IDS = ['catalog-repuestos', 'routes/product', 'routes/search'];

interface RouteManifest {
  routes: Record<string, { module: string } | undefined>;
}

/**
 * Loads now, while there is signal, the code of the pages the saved catalogue can draw (the
 * catalogue pages, /buscar, the product page) and of drawing them: a client navigation without
 * signal then never waits for a script it cannot fetch.
 */
export async function loadOfflinePages(): Promise<void> {
  const manifest = (window as Window & { __reactRouterManifest?: RouteManifest }).__reactRouterManifest;
  const modules = OFFLINE_ROUTE_IDS.map((id) => manifest?.routes[id]?.module).filter((url): url is string => typeof url === 'string');
  await Promise.allSettled([import('./pages'), import('../components/ui/toast-host'), ...modules.map((url) => import(/* @vite-ignore */ url))]);
}
