/** Id of the layout route around every public page (app/routes.ts, routes/shop-layout.tsx). */
export const SHOP_LAYOUT_ID = 'shop';

/**
 * A route's `handle` that marks its page private (a customer's quote, reached by a secret link): no
 * third-party tag, analytics or request runs there, since the page's URL is the secret.
 */
export const PRIVATE_PAGE_HANDLE = { privatePage: true } as const;

/** True when one of the matched routes marked its page private. */
export function isPrivatePage(matches: readonly { handle?: unknown }[]): boolean {
  return matches.some((match) => typeof match.handle === 'object' && match.handle !== null && (match.handle as { privatePage?: unknown }).privatePage === true);
}
