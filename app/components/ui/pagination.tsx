// Numbered pages of a product list after the cumulative 'Ver más' pages: plain links, so
// they work without JavaScript and a crawler can follow them. The rule is in domain/paging.ts.
import { Link } from 'react-router';
import { pageNavItems } from '#domain/paging';

interface PaginationProps {
  page: number;
  lastPage: number;
  /** The address of a page of this list. */
  href: (page: number) => string;
  className?: string;
}

const BOX = 'inline-flex h-10 min-w-10 items-center justify-center rounded-lg px-2 text-sm font-semibold';
const NUMBER = `${BOX} border border-stone-300 bg-white text-stone-800 hover:border-brand-500 hover:text-brand-700`;
const CURRENT = `${BOX} border border-brand-600 bg-brand-600 text-white`;
const STEP = 'inline-flex h-10 items-center rounded-lg border px-4 text-sm font-semibold';

/** Classes that show an item on phones (below 768 px), on wider screens, or both. */
function visibility(narrow: boolean, wide: boolean): string {
  if (narrow && wide) return '';
  if (narrow) return 'md:hidden';
  return wide ? 'hidden md:block' : 'hidden';
}

export function Pagination({ page, lastPage, href, className = '' }: PaginationProps) {
  if (lastPage <= 1) return null;
  const items = pageNavItems(page, lastPage);
  const step = (to: number, label: string, rel: 'prev' | 'next', order: string) =>
    to >= 1 && to <= lastPage ? (
      <Link to={href(to)} rel={rel} className={`${STEP} ${order} border-brand-600 bg-white text-brand-700 hover:bg-brand-50`}>
        {label}
      </Link>
    ) : (
      <span aria-disabled="true" className={`${STEP} ${order} border-stone-200 bg-stone-50 text-stone-500`}>
        {label}
      </span>
    );

  return (
    // Phones: the numbers in one row (one page each side of the current one), Anterior and Siguiente
    // below; from 768 px one row with two pages each side.
    <nav aria-label="Paginación" className={`mt-8 flex flex-wrap items-center justify-between gap-3 md:justify-center ${className}`} data-testid="paginacion">
      {step(page - 1, 'Anterior', 'prev', 'order-2 md:order-1')}
      <ol className="order-1 flex w-full items-center justify-center gap-1 md:order-2 md:w-auto">
        {items.map((item, i) =>
          item.kind === 'gap' ? (
            <li key={`gap-${i}`} aria-hidden="true" className={`px-0.5 text-stone-500 ${visibility(item.narrow, item.wide)}`}>
              …
            </li>
          ) : (
            <li key={item.page} className={visibility(item.narrow, true)}>
              <Link
                to={href(item.page)}
                aria-current={item.page === page ? 'page' : undefined}
                aria-label={`Página ${item.page}`}
                className={item.page === page ? CURRENT : NUMBER}
              >
                {item.page}
              </Link>
            </li>
          ),
        )}
      </ol>
      {step(page + 1, 'Siguiente', 'next', 'order-3')}
    </nav>
  );
}
