// Search results 'productos' (spec sections 4 and 8), answered by the server index and paged with
// 'Ver más' (more cards, same scroll position).
import { Link, useNavigation } from 'react-router';
import { TEXTS } from '../../../domain/copy';
import { EXACT_PARAM, type SearchInterpretation } from '../../../domain/search-plan';
import type { SearchState } from '../../../domain/types';
import { SearchNotice } from '~/components/search/search-notice';
import { KEEP_SCROLL } from '~/components/layout/scroll-to-top';
import { ProductGrid } from '~/components/product/product-card';
import { Spinner } from '~/components/ui/spinner';
import type { ProductCardData } from '~/lib/product-card';
import { RESULTS_SECTION_ID, searchHref } from './search-panel';

interface SearchResultsProps {
  search: SearchState;
  items: ProductCardData[];
  total: number;
  page: number;
  hasMore: boolean;
  interpretation: SearchInterpretation;
}

export function SearchResults({ search, items, total, page, hasMore, interpretation }: SearchResultsProps) {
  const navigation = useNavigation();
  const loading = navigation.state === 'loading' && navigation.location.pathname === '/';
  return (
    <section id={RESULTS_SECTION_ID} aria-labelledby="productos-titulo" className="mx-auto max-w-7xl px-4 py-10" data-testid="resultados">
      <div className="mb-5 flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="productos-titulo" className="text-2xl font-bold text-stone-900 sm:text-3xl">
          Resultados de la búsqueda
        </h2>
        <p className="text-sm text-stone-700" aria-live="polite" data-testid="cantidad-resultados">
          {total === 1 ? '1 producto' : `${total.toLocaleString('es-AR')} productos`}
        </p>
      </div>
      <SearchNotice interpretation={interpretation} exactHref={`${searchHref(search)}&${EXACT_PARAM}=1#${RESULTS_SECTION_ID}`} className="mb-5" />
      <div className="relative" aria-busy={loading}>
        {loading ? <Spinner /> : null}
        {total === 0 ? (
          <div className="rounded-xl border border-dashed border-stone-300 bg-white p-8 text-center" data-testid="sin-resultados">
            <p className="text-lg font-semibold text-stone-900">{TEXTS.noResults.title}</p>
            <p className="mt-1 text-stone-700">{TEXTS.noResults.description}</p>
          </div>
        ) : (
          <div className={loading ? 'opacity-50 transition-opacity' : 'transition-opacity'}>
            <ProductGrid products={items} />
          </div>
        )}
        {hasMore ? (
          <div className="mt-8 text-center">
            <Link
              to={searchHref(search, page + 1)}
              preventScrollReset
              replace
              state={KEEP_SCROLL}
              className="inline-block rounded-lg border border-brand-600 bg-white px-6 py-2.5 font-semibold text-brand-700 hover:bg-brand-50"
            >
              Ver más
            </Link>
          </div>
        ) : null}
      </div>
    </section>
  );
}
