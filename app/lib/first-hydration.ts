/**
 * True only on the client while React adopts the server's HTML for the first time: the cart
 * provider marks `<html data-hydrated>` in its first effect, which runs once that hydration has
 * committed. Sections that need no React of their own keep the server's markup then instead of
 * being hydrated (decision 0013); mounted later (a client-side navigation) they render normally.
 */
export function isFirstHydration(): boolean {
  return typeof document !== 'undefined' && document.documentElement.dataset.hydrated !== 'true';
}
