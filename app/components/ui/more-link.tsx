import { Link } from 'react-router';
import { KEEP_SCROLL } from '../layout/scroll-to-top';

interface MoreLinkProps {
  to: string;
  /** Replace the history entry instead of adding one (the home search results). */
  replace?: boolean;
  /**
   * True (the default) while 'Ver más' extends the list in view: the scroll position stays. False
   * when it leads to a numbered page of its own (after page 5): the new page starts at its top,
   * or at the element named by the link's #hash.
   */
  appends?: boolean;
}

/** 'Ver más': the next page of a list, as a shareable URL a crawler can follow. */
export function MoreLink({ to, replace = false, appends = true }: MoreLinkProps) {
  return (
    <div className="mt-8 text-center">
      <Link
        to={to}
        preventScrollReset={appends}
        replace={appends && replace}
        state={appends ? KEEP_SCROLL : undefined}
        className="inline-block rounded-lg border border-brand-600 bg-white px-6 py-2.5 font-semibold text-brand-700 hover:bg-brand-50"
      >
        Ver más
      </Link>
    </div>
  );
}
