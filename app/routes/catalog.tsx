import { ArrowLeft } from 'lucide-react';
import { Link, data, useLocation, useNavigation } from 'react-router';
import type { Route } from './+types/catalog';
import { catalogPageByPath, groupCategories, showChipGroup } from '../../domain/categories';
import { ALL_CATEGORIES, CATALOG_VIEW_LABELS, parseCatalogView, toggleChip, type CatalogView } from '../../domain/filters';
import { CATALOG_LOAD_ERROR, PAGE_SIZE, currentCatalog, parsePage } from '~/lib/catalog.server';
import { toCardData, type ProductCardData } from '~/lib/product-card';
import { ProductGrid } from '~/components/product/product-card';
import { CatalogError } from '~/components/catalog-error';
import { Spinner } from '~/components/ui/spinner';
import { KEEP_SCROLL } from '~/components/layout/scroll-to-top';
import { BackLink } from '~/components/ui/back-link';
import { MoreLink } from '~/components/ui/more-link';
import { pageMeta } from '~/lib/meta';

interface ResultList {
  heading: 'Nuevos' | 'Usados' | null;
  items: ProductCardData[];
  total: number;
}

export function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const page = catalogPageByPath(url.pathname);
  if (!page) throw data('Página no encontrada', { status: 404 });
  const base = { title: page.title, path: page.path, filtered: page.filtered };

  const catalog = currentCatalog();
  if (!catalog) {
    return data({ ...base, error: CATALOG_LOAD_ERROR, view: 'todo' as CatalogView, chips: [], selected: [], lists: [], pagina: 1, hasMore: false }, { status: 503 });
  }

  const view = page.filtered ? parseCatalogView(url.searchParams.get('vista')) : 'todo';
  const pagina = parsePage(url.searchParams.get('pagina'));
  const facets = catalog.index.facets(page.group);
  // Subcategory chips: the group's categories present in the catalogue, minus the page's own name.
  const chips = page.showChips ? facets.categories.filter((c) => c !== ALL_CATEGORIES && c !== page.title) : [];
  // Any category of the page's group may be asked for (a shared link to a category that is out of
  // stock says so); other values are ignored.
  const groupSet = new Set(groupCategories(page.group));
  const requested = page.showChips ? [...new Set(url.searchParams.getAll('categoria'))].filter((c) => groupSet.has(c)) : [];
  const selected = requested.length > 0 ? requested : [ALL_CATEGORIES];

  const limit = pagina * PAGE_SIZE;
  const query = (conditions: string[]) =>
    catalog.index.query({
      group: page.group,
      categories: selected,
      conditions,
      sort: page.sort ?? 'sheet',
      offset: 0,
      limit,
    });
  const toList = (heading: ResultList['heading'], result: { items: Parameters<typeof toCardData>[0][]; total: number }): ResultList => ({
    heading,
    items: result.items.map(toCardData),
    total: result.total,
  });

  let lists: ResultList[];
  if (!page.filtered) lists = [toList(null, query([]))];
  else if (view === 'nuevos') lists = [toList('Nuevos', query(['Nuevo']))];
  else if (view === 'usados') lists = [toList('Usados', query(['Usado']))];
  else {
    // Ver Todo: new and used side by side; when only one kind exists, one full-width grid.
    lists = [toList('Nuevos', query(['Nuevo'])), toList('Usados', query(['Usado']))];
  }
  // An empty kind is not shown; no list at all gives the 'no products' message.
  lists = lists.filter((list) => list.total > 0);

  return {
    ...base,
    error: null,
    view,
    chips: showChipGroup([ALL_CATEGORIES, ...chips]) ? [ALL_CATEGORIES, ...chips] : [],
    selected,
    lists,
    pagina,
    hasMore: lists.some((list) => list.total > list.items.length),
  };
}

export function meta({ data: loaderData, matches }: Route.MetaArgs) {
  if (!loaderData) return [];
  return pageMeta(matches, {
    title: loaderData.title,
    description: `${loaderData.title} nuevos y usados en Paraná, Entre Ríos. Pedí tu presupuesto por WhatsApp o por e-mail. Envíos a todo el país.`,
    path: loaderData.path,
  });
}

const VIEWS = (['nuevos', 'todo', 'usados'] as const).map((value) => ({ value, label: CATALOG_VIEW_LABELS[value] }));

function searchFor(view: CatalogView, selected: string[], pagina = 1): string {
  const params = new URLSearchParams();
  if (view !== 'todo') params.set('vista', view);
  for (const category of selected) if (category !== ALL_CATEGORIES) params.append('categoria', category);
  if (pagina > 1) params.set('pagina', String(pagina));
  const text = params.toString();
  return text ? `?${text}` : '';
}

export default function CatalogPage({ loaderData }: Route.ComponentProps) {
  const { title, filtered, error, view, chips, selected, lists, pagina, hasMore } = loaderData;
  const navigation = useNavigation();
  const location = useLocation();
  const loading = navigation.state === 'loading' && navigation.location.pathname === location.pathname;
  const selectedSet = new Set(selected);
  // A new key re-runs the cards' entrance animation when the view or the chips change.
  const listKey = `${view}|${selected.join(',')}`;

  return (
    <div className="mx-auto max-w-7xl px-4 py-6 sm:py-8">
      <div className="flex items-center gap-3">
        <BackLink className="rounded-full border border-stone-300 bg-white p-2 text-stone-700 shadow-sm hover:bg-stone-100" aria-label="Volver">
          <ArrowLeft aria-hidden className="h-5 w-5" />
        </BackLink>
        <h1 className="text-2xl font-bold text-stone-900 sm:text-3xl">{title}</h1>
      </div>

      {error ? (
        <CatalogError title={error.title} description={error.description} />
      ) : (
        <>
          {filtered ? (
            <nav aria-label="Estado del producto" className="mt-5">
              <ul className="inline-flex rounded-xl border border-stone-300 bg-white p-1 shadow-sm">
                {VIEWS.map((option) => (
                  <li key={option.value}>
                    <Link
                      to={searchFor(option.value, selected)}
                      preventScrollReset
                      state={KEEP_SCROLL}
                      aria-current={view === option.value ? 'page' : undefined}
                      className={`block rounded-lg px-4 py-2 text-sm font-semibold transition ${view === option.value ? 'bg-brand-600 text-white shadow' : 'text-stone-700 hover:bg-stone-100'}`}
                    >
                      {option.label}
                    </Link>
                  </li>
                ))}
              </ul>
            </nav>
          ) : null}

          {chips.length > 0 ? (
            <nav aria-label="Categorías" className="mt-4">
              <ul className="flex flex-wrap gap-2">
                {chips.map((chip) => {
                  const active = selectedSet.has(chip);
                  return (
                    <li key={chip}>
                      <Link
                        to={searchFor(view, toggleChip(selected, chip, ALL_CATEGORIES))}
                        preventScrollReset
                        state={KEEP_SCROLL}
                        aria-pressed={active}
                        role="button"
                        className={`inline-block rounded-full border px-3 py-1.5 text-sm font-medium transition ${active ? 'border-brand-600 bg-brand-600 text-white' : 'border-stone-300 bg-white text-stone-700 hover:border-brand-500 hover:text-brand-700'}`}
                      >
                        {chip}
                      </Link>
                    </li>
                  );
                })}
              </ul>
            </nav>
          ) : null}

          <div className="relative mt-6" aria-busy={loading}>
            {loading ? <Spinner /> : null}
            {lists.length === 0 ? (
              <p className="rounded-xl border border-dashed border-stone-300 bg-white p-8 text-center text-stone-700" data-testid="sin-resultados">
                No se encontraron productos con los filtros seleccionados.
              </p>
            ) : (
              <div key={listKey} className={`grid gap-8 ${lists.length > 1 ? 'lg:grid-cols-2' : ''} ${loading ? 'opacity-50' : ''}`}>
                {lists.map((list) => (
                  <section key={list.heading ?? 'todos'} aria-labelledby={list.heading ? `titulo-${list.heading}` : undefined} data-testid={`columna-${list.heading ?? 'todos'}`}>
                    {list.heading ? (
                      <h2 id={`titulo-${list.heading}`} className="mb-3 flex items-baseline gap-2 text-xl font-bold text-stone-900">
                        {list.heading}
                        <span className="text-sm font-normal text-stone-500">({list.total.toLocaleString('es-AR')})</span>
                      </h2>
                    ) : null}
                    <ProductGrid products={list.items} priorityCount={lists.length > 1 ? 1 : 3} columns={lists.length > 1 ? 'half' : 'wide'} />
                  </section>
                ))}
              </div>
            )}
            {hasMore ? <MoreLink to={searchFor(view, selected, pagina + 1)} /> : null}
          </div>
        </>
      )}
    </div>
  );
}
