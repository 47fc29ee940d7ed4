// The visitor's data saver: `Save-Data: on` on the page's request, or navigator.connection.saveData
// in the browser. The card photos of the server's HTML must be chosen by the server: the browser's
// preload scanner fetches an <img> as soon as it is parsed, before any script could change its
// srcset, and no media query tells `sizes` about the data saver. So the server renders a second
// copy of a page for `Save-Data: on` (the page cache keys it apart and answers `Vary: Save-Data`,
// server/http/cache-policy.ts), and the photos the browser adds itself (carousel slides, cards of
// a page reached without a reload) follow the browser's setting.
import { createContext, useContext } from 'react';

const SaveDataContext = createContext(false);
export const SaveDataProvider = SaveDataContext.Provider;

/** The browser's own setting (Chromium's Network Information API; other browsers say nothing). */
export function browserSavesData(): boolean {
  if (typeof navigator === 'undefined') return false;
  return (navigator as Navigator & { connection?: { saveData?: boolean } }).connection?.saveData === true;
}

/** True when this page should save data: the request's header on the server, the browser's setting after. */
export function useSaveData(): boolean {
  return useContext(SaveDataContext) || browserSavesData();
}
