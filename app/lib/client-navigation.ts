/**
 * Plain anchors that React Router may follow without a full page load: markup rendered once and
 * reused as HTML (product cards) or never hydrated cannot hold a `<Link>`, so it marks its
 * internal links with this attribute and the shop layout's ClientNavigation handles their clicks
 * and prefetches on intent, as `<Link prefetch="intent">` does.
 */
export const CLIENT_NAV_ATTRIBUTE = 'data-client-nav';
// data-discover: React Router's lazy route discovery fetches the routes of every anchor carrying
// it, as it does for its own links, so a click or a prefetch finds the target route known.
export const clientNavProps = { [CLIENT_NAV_ATTRIBUTE]: '', 'data-discover': 'true' } as const;
