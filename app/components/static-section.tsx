// Decision 0012: a part of a page that works without JavaScript is not hydrated.
//
// Hydrating a page means React walks every element the server sent and attaches it to a fiber;
// on a phone that walk is most of the page's blocking time after the deferred scripts arrive
// (decision 0011). A section of plain markup (text, pictures, plain links, an iframe) gains
// nothing from it. StaticSection renders its children on the server; in the browser, when it is
// hydrated, it keeps the server's DOM as it is and React does not descend into it: the element
// is hydrated with an empty `dangerouslySetInnerHTML`, which React never writes to the DOM while
// hydrating nor on a later render with the same `__html` (react-dom 19.3, prepareToHydrateHostInstance
// and setProp), and for which it expects no children (shouldSetTextContent), so nothing is
// deleted. Mounted later on the client (a client-side navigation, or a part React had to render
// again after a hydration error), there is no server DOM to keep: it renders its children.
import { useState, useSyncExternalStore, type DOMAttributes, type HTMLAttributes, type ReactNode } from 'react';

type StaticTag = 'div' | 'section' | 'article' | 'aside' | 'footer' | 'header' | 'p' | 'dl' | 'ul' | 'ol';

/** Plain attributes only: an event handler here would never be attached. */
type StaticSectionProps = Omit<HTMLAttributes<HTMLElement>, keyof DOMAttributes<HTMLElement>> & {
  /** The element the section is (default div): it is the section's own element, not a wrapper around it. */
  as?: StaticTag;
  children: ReactNode;
};

const KEEP_SERVER_HTML = { __html: '' };
const subscribe = () => () => {};
// React reads the server snapshot while it hydrates and the client one when it renders: exactly
// "is this component being hydrated now?" (and on the server, where children are rendered anyway).
const clientSnapshot = () => false;
const hydratingSnapshot = () => true;

/**
 * True in the browser when this component was mounted by React's hydration of the server's HTML
 * (the first one, or a Suspense boundary hydrated later), false on the server and when it mounted
 * by a client-side render. Decided once, at mount: the later render that useSyncExternalStore asks
 * for after hydration (its client snapshot differs) must keep the server's DOM too. Product cards
 * and the home search chips use it to keep their server markup (decision 0013).
 */
export function useMountedByHydration(): boolean {
  const hydrating = useSyncExternalStore(subscribe, clientSnapshot, hydratingSnapshot);
  const [mountedByHydration] = useState(() => hydrating && typeof document !== 'undefined');
  return mountedByHydration;
}

/**
 * A section of plain markup that is rendered on the server and not hydrated in the browser. Its
 * content must not need JavaScript: no state, effects, event handlers or context that changes
 * after load, and links written as plain `<a href>` (a React Router `<Link>` inside would not be
 * hydrated either). If its content depends on data that can change while it stays mounted (a
 * route's params), give it a `key` that changes with that data, so it is mounted again and renders.
 */
export function StaticSection({ as: Tag = 'div', children, ...attributes }: StaticSectionProps) {
  const keepServerHtml = useMountedByHydration();
  if (keepServerHtml) return <Tag {...attributes} dangerouslySetInnerHTML={KEEP_SERVER_HTML} suppressHydrationWarning />;
  return <Tag {...attributes}>{children}</Tag>;
}
