// Brings the catalogue file to the phone when the shop's version differs from the one kept: asked
// with the version the page announced, checked whole before it replaces anything.
import { OFFLINE_CATALOG_URL } from '../lib/offline-catalog';
import { saveCatalog, savedSummary } from './saved-catalog';

export type SyncResult = 'saved' | 'current' | 'failed';

/** Downloads and keeps the file of `version` unless that version is already kept. */
export async function syncOfflineCatalog(version: string, options: { force?: boolean } = {}): Promise<SyncResult> {
  const saved = await savedSummary().catch(() => null);
  if (saved?.version === version && !options.force) return 'current';
  try {
    const response = await fetch(`${OFFLINE_CATALOG_URL}?v=${encodeURIComponent(version)}`, {
      headers: saved ? { 'If-None-Match': `"${saved.version}-br", "${saved.version}-gzip", "${saved.version}"` } : {},
      credentials: 'omit',
    });
    // The kept file is still the shop's: nothing to replace.
    if (response.status === 304) return 'current';
    if (!response.ok) return 'failed';
    // A body cut short or altered fails the check inside saveCatalog: the last good one stays.
    return (await saveCatalog(await response.text(), version)) ? 'saved' : 'failed';
  } catch {
    return 'failed';
  }
}
