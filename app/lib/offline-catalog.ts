// What the first bundle knows of the catalogue on the phone: its address, and when to fetch it in
// the background. Everything else (IndexedDB, the search, the pages) loads on demand.

export const OFFLINE_CATALOG_URL = '/catalogo-offline.json';

interface NetworkInformation {
  saveData?: boolean;
  effectiveType?: string;
}

/**
 * A background download only on a connection that can afford it: never with Save-Data, never on
 * 2g (the visitor can still download it from the menu).
 */
export function connectionAllowsBackgroundDownload(connection: NetworkInformation | undefined): boolean {
  if (!connection) return true;
  if (connection.saveData) return false;
  return connection.effectiveType !== '2g' && connection.effectiveType !== 'slow-2g';
}

/**
 * The data request of a client navigation failed for want of a network (offline, DNS, a cut
 * connection): fetch rejects with a TypeError. An answer from the shop (a 404, a 503) is not one.
 */
function isNetworkFailure(error: unknown): boolean {
  return error instanceof TypeError || (typeof navigator !== 'undefined' && navigator.onLine === false && error instanceof Error);
}

/** A route's data from the server, or from the catalogue kept on the phone when the network is gone. */
export async function serverOrSaved<Server, Saved>(serverLoader: () => Promise<Server>, saved: () => Promise<Saved | null>): Promise<Server | Saved> {
  try {
    return await serverLoader();
  } catch (error) {
    if (!isNetworkFailure(error)) throw error;
    const page = await saved().catch(() => null);
    if (page === null) throw error;
    return page;
  }
}
