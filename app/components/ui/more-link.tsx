import { Link } from 'react-router';
import { KEEP_SCROLL } from '~/components/layout/scroll-to-top';

/** 'Ver más': the next page of a list, as a shareable URL, without losing the scroll position. */
export function MoreLink({ to, replace = false }: { to: string; replace?: boolean }) {
  return (
    <div className="mt-8 text-center">
      <Link
        to={to}
        preventScrollReset
        replace={replace}
        state={KEEP_SCROLL}
        className="inline-block rounded-lg border border-brand-600 bg-white px-6 py-2.5 font-semibold text-brand-700 hover:bg-brand-50"
      >
        Ver más
      </Link>
    </div>
  );
}
