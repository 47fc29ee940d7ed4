// Search results 'productos' (docs/product.md §4, §8), answered by the server index and paged with
// 'Ver más' (more cards, same scroll position) up to page 5, then numbered pages of 24
// (domain/paging.ts). Loaded by the home page only when it shows results.
import { useNavigation } from 'react-router';
import { TEXTS } from '#domain/copy';
import type { SearchInterpretation } from '#domain/search-plan';
import { SearchNotice } from '../search/search-notice';
import { ProductGrid } from '../product/product-card';
import { MoreLink } from '../ui/more-link';
import { Pagination } from '../ui/pagination';
import { Spinner } from '../ui/spinner';
import type { ProductCardData } from '../../lib/product-card';
// Only a type from the panel: this module is loaded on its own, after it.
import type { ResultsPaging } from './search-panel';

interface SearchResultsProps {
  /** The section's id, the anchor of the results' links. */
  id: string;
  items: ProductCardData[];
  total: number;
  paging: ResultsPaging;
  interpretation: SearchInterpretation;
  /** A page of these results; with `toResults`, at the section's anchor. */
  pageHref: (page: number, toResults?: boolean) => string;
  /** The same search with the exact words only. */
  exactHref: string;
  /** 'Sirve para tu John Deere 3530' on every card of a list narrowed to one machine. */
  fitNote?: string;
}

export function SearchResults({ id, items, total, paging, interpretation, pageHref, exactHref, fitNote }: SearchResultsProps) {
  const navigation = useNavigation();
  const loading = navigation.state === 'loading' && navigation.location.pathname === '/';
  return (
    <section id={id} aria-labelledby="productos-titulo" className="mx-auto max-w-7xl px-4 py-10" data-testid="resultados">
      <div className="mb-5 flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="productos-titulo" className="text-2xl font-bold text-stone-900 sm:text-3xl">
          Resultados de la búsqueda
        </h2>
        <p className="text-sm text-stone-700" aria-live="polite" data-testid="cantidad-resultados">
          {total === 1 ? '1 producto' : `${total.toLocaleString('es-AR')} productos`}
        </p>
      </div>
      <SearchNotice interpretation={interpretation} exactHref={exactHref} className="mb-5" />
      <div className="relative" aria-busy={loading}>
        {loading ? <Spinner /> : null}
        {total === 0 ? (
          <div className="rounded-xl border border-dashed border-stone-300 bg-white p-8 text-center" data-testid="sin-resultados">
            <p className="text-lg font-semibold text-stone-900">{TEXTS.noResults.title}</p>
            <p className="mt-1 text-stone-700">{TEXTS.noResults.description}</p>
          </div>
        ) : (
          <div key={paging.cumulative ? 'ver-mas' : paging.page} className={loading ? 'opacity-50 transition-opacity' : 'transition-opacity'}>
            <ProductGrid products={items} fitNote={fitNote} />
          </div>
        )}
        {paging.more ? (
          // Up to page 5 the list grows in place; page 6 is a page of its own, shown from the results' top.
          <MoreLink to={pageHref(paging.more.page, !paging.more.appends)} replace appends={paging.more.appends} />
        ) : null}
        {paging.cumulative ? null : <Pagination page={paging.page} lastPage={paging.lastPage} href={(n) => pageHref(n)} />}
      </div>
    </section>
  );
}
