import { warmSearchThread } from './search-thread';
import { PAGES_CACHE, SAVED_AT_HEADER } from './sw-rules';

// Only the offline page's module loads this, and the worker's app shell is that page's HTML under
// the wanted address: there the reading of what the page will be drawn from starts as the module
// runs, beside the route table and the route's module, not after them (sliceFor() names nothing
// for the offline page's own address). Kept out of the code every other page loads before
// interaction (decision 0060).
// A search's reading starts on its own thread (decision 0062).
// Both at once: the reader, and what says which record the address needs.
if (typeof window !== 'undefined')
  void Promise.all([import('./saved-catalog'), import('./saved-slices')])
    .then(([saved, slices]) => {
      const part = slices.sliceFor(new URL(window.location.href));
      if (part === null) return;
      const onThread = part === 'search' && warmSearchThread();
      if (!onThread) saved.warmSaved(part);
    })
    .catch(() => undefined);

export interface SavedPage {
  path: string;
  title: string;
  savedAt: number;
}

/** The page's own title without the shop's name after it ('Repuestos | Agro…' → 'Repuestos'). */
export function pageTitle(html: string, fallback: string): string {
  const match = /<title[^>]*>([^<]*)<\/title>/i.exec(html);
  const text = (match?.[1] ?? '')
    .replace(/&amp;/g, '&')
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .split(' | ')[0]!
    .trim();
  return text || fallback;
}

/** The pages the service worker saved on this phone, newest first (none where there is no cache). */
export async function savedPages(): Promise<SavedPage[]> {
  if (typeof caches === 'undefined' || !(await caches.has(PAGES_CACHE))) return [];
  const cache = await caches.open(PAGES_CACHE);
  const pages: SavedPage[] = [];
  for (const request of await cache.keys()) {
    const response = await cache.match(request);
    if (!response) continue;
    const url = new URL(request.url);
    const path = url.pathname + url.search;
    pages.push({ path, title: pageTitle(await response.text(), path), savedAt: Number(response.headers.get(SAVED_AT_HEADER)) || 0 });
  }
  return pages.sort((a, b) => b.savedAt - a.savedAt);
}
