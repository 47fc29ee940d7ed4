/**
 * Plain anchors that React Router may follow without a full page load: markup rendered once and
 * reused as HTML (product cards) or never hydrated cannot hold a `<Link>`, so it marks its
 * internal links with this attribute and the shop layout's ClientNavigation handles their clicks
 * and prefetches on intent, as `<Link prefetch="intent">` does.
 */
export const CLIENT_NAV_ATTRIBUTE = 'data-client-nav';
export const clientNavProps = { [CLIENT_NAV_ATTRIBUTE]: '' } as const;
