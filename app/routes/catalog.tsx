import { useContext } from 'react';
import { CatalogAside } from '../components/catalog-aside';
import { ArrowLeft } from '../components/icons';
import { Link, useLocation, useNavigation } from 'react-router';
import type { Route } from './+types/catalog';
import { savedWhenOffline } from '../lib/offline-catalog';
import { ALL_CATEGORIES, CATALOG_VIEW_LABELS, toggleChip, type CatalogView } from '#domain/filters';
import { catalogUnavailableData } from '../lib/catalog.server';
import { lastPageOf } from '#domain/paging';
import { emptyCatalogPage, loadCatalogLists, readCatalogRequest, type Paging, type ResultList } from '../lib/catalog-page.server';
import { catalogSearch } from '../lib/catalog-links';
import { ProductGrid } from '../components/product/product-card';
import { CatalogError } from '../components/catalog-error';
import { Spinner } from '../components/ui/spinner';
import { KEEP_SCROLL } from '../components/layout/scroll-to-top';
import { BackLink } from '../components/ui/back-link';
import { MoreLink } from '../components/ui/more-link';
import { Pagination } from '../components/ui/pagination';
import { pageMeta, shopFromMatches } from '../lib/meta';
import { breadcrumbJsonLd } from '../lib/structured-data';
import { SearchBox } from '../components/search/search-box';
import { SearchNotice } from '../components/search/search-notice';
import { TEXTS } from '#domain/copy';
import { servicesContext } from '#server/context';
import { keepMachine, type MachineFilterView } from '../lib/my-machines';
import { MachineFilterLink } from '../components/machines/my-machines';
import { ConditionSwitch } from '../components/condition-switch';
export { catalogHeaders as headers } from '../lib/catalog.server';

/**
 * The page's data in named steps (~/lib/catalog-page.server): what the address asks, then either
 * the page without lists (no catalogue yet: a 503 that says why) or the asked page of its lists.
 */
export function loader({ request, context }: Route.LoaderArgs) {
  const services = context.get(servicesContext);
  const asked = readCatalogRequest(new URL(request.url));
  const catalog = services.catalog.current();
  if (!catalog) return catalogUnavailableData(services.catalog, emptyCatalogPage(asked));
  return loadCatalogLists(asked, catalog, services.searchLog);
}

// Without a network, the page is drawn from the catalogue kept on the phone (app/offline/pages.ts,
// loaded only then). A middleware, not a clientLoader, so that links to this page keep their data
// prefetch (docs/decisions/0034-catalogue-on-the-phone.md).
export const clientMiddleware: Route.ClientMiddlewareFunction[] = [
  // The five catalogue pages share this module; each is its own route, named after its path.
  savedWhenOffline(
    (url) => `catalog-${url.pathname.split('/')[1] ?? ''}`,
    async (url) => (await import('../offline/pages')).offlineCatalogPage(url),
  ),
];

export function meta({ data: loaderData, matches }: Route.MetaArgs) {
  if (!loaderData) return [];
  const origin = shopFromMatches(matches)?.origin ?? '';
  // Filters (view, categories, a search) only narrow the same products: their canonical address is
  // the page itself. Without filters, a numbered page (after the 'Ver más' pages) is a page of its
  // own; pages 1 to 5 repeat the first cards.
  const filtered =
    loaderData.term !== '' || Boolean(loaderData.machineFilter) || loaderData.view !== 'todo' || loaderData.selected.some((c) => c !== ALL_CATEGORIES);
  const path =
    loaderData.paging.cumulative || filtered ? loaderData.path : `${loaderData.path}?${new URLSearchParams({ pagina: String(loaderData.paging.pagina) })}`;
  // Search results and pages without products are followed, not indexed.
  const empty = loaderData.lists.length === 0;
  return pageMeta(matches, {
    title: loaderData.title,
    description: `${loaderData.title} nuevos y usados en Paraná, Entre Ríos. Pedí tu presupuesto por WhatsApp o por e-mail. Envíos a todo el país.`,
    path,
    extra: [
      breadcrumbJsonLd(origin, [
        { name: 'Inicio', path: '/' },
        { name: loaderData.title, path: loaderData.path },
      ]),
      ...(loaderData.term || loaderData.machineFilter || empty ? [{ name: 'robots', content: 'noindex, follow' }] : []),
    ],
  });
}

const VIEWS = (['nuevos', 'todo', 'usados'] as const).map((value) => ({ value, label: CATALOG_VIEW_LABELS[value] }));

/** The chips asked for by a pending navigation's query (the loader's rule: known chips, or all). */
function pendingSelection(search: string, chips: readonly string[], fallback: string[]): string[] {
  if (chips.length === 0) return fallback;
  const known = new Set(chips);
  const asked = [...new Set(new URLSearchParams(search).getAll('categoria'))].filter((c) => known.has(c) && c !== ALL_CATEGORIES);
  return asked.length > 0 ? asked : [ALL_CATEGORIES];
}

/** Nuevos, Usados, Ver Todo: links that keep the chips (and the scroll). */
function ViewSwitch({ view, link }: { view: CatalogView; link: (view: CatalogView) => string }) {
  const options = VIEWS.map((option) => ({ label: option.label, to: link(option.value), current: view === option.value }));
  return <ConditionSwitch options={options} className="mt-5" />;
}

/** The category chips: each toggles itself in the selection ('Todas' clears it). */
function CategoryChips({ chips, selected, link }: { chips: string[]; selected: string[]; link: (chosen: string[]) => string }) {
  const selectedSet = new Set(selected);
  return (
    <nav aria-label="Categorías" className="mt-4">
      <ul className="flex flex-wrap gap-2">
        {chips.map((chip) => {
          const active = selectedSet.has(chip);
          return (
            <li key={chip}>
              <Link
                to={link(toggleChip(selected, chip, ALL_CATEGORIES))}
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
  );
}

/** One list of cards under its heading ('Nuevos', 'Usados', or a hidden one for a single list). */
function CatalogList({
  list,
  lists,
  fitNote,
  lastPageLink,
}: {
  list: ResultList;
  lists: number;
  fitNote: string | undefined;
  lastPageLink: (page: number) => string;
}) {
  return (
    <section aria-labelledby={list.heading ? `titulo-${list.heading}` : undefined} data-testid={`columna-${list.heading ?? 'todos'}`}>
      {list.heading ? (
        <h2 id={`titulo-${list.heading}`} className="mb-3 flex items-baseline gap-2 text-xl font-bold text-stone-900">
          {list.heading}
          <span className="text-sm font-normal text-stone-500">({list.total.toLocaleString('es-AR')})</span>
        </h2>
      ) : (
        // One list without a visible title: the cards' h3 still need an h2 above them.
        <h2 className="sr-only">Productos</h2>
      )}
      {list.items.length > 0 ? (
        <ProductGrid products={list.items} priorityCount={lists > 1 ? 1 : 3} columns={lists > 1 ? 'half' : 'wide'} fitNote={fitNote} />
      ) : (
        // Ver Todo, a numbered page past the shorter column's end.
        <p className="rounded-xl border border-dashed border-stone-300 bg-white p-6 text-center text-stone-700" data-testid="columna-terminada">
          No hay más {list.heading === 'Usados' ? 'productos usados' : 'productos nuevos'}: terminan en la{' '}
          <Link to={lastPageLink(lastPageOf(list.total))} className="font-semibold text-brand-700 underline underline-offset-2">
            página {lastPageOf(list.total)}
          </Link>
          .
        </p>
      )}
    </section>
  );
}

/** The page's message when no list has a product: a search's words, or the filters. */
function NoCatalogResults({ term }: { term: string }) {
  return term ? (
    <div className="rounded-xl border border-dashed border-stone-300 bg-white p-8 text-center" data-testid="sin-resultados">
      <p className="text-lg font-semibold text-stone-900">{TEXTS.noResults.title}</p>
      <p className="mt-1 text-stone-700">{TEXTS.noResults.description}</p>
    </div>
  ) : (
    <p className="rounded-xl border border-dashed border-stone-300 bg-white p-8 text-center text-stone-700" data-testid="sin-resultados">
      No se encontraron productos con los filtros seleccionados.
    </p>
  );
}

interface CatalogResultsProps {
  lists: ResultList[];
  paging: Paging;
  term: string;
  loading: boolean;
  /** A new key re-runs the cards' entrance animation. */
  listKey: string;
  fitNote: string | undefined;
  /** The address of a page of the same lists. */
  pageLink: (page: number) => string;
}

/** The lists side by side (or one), then 'Ver más' or the numbered pages. */
function CatalogResults({ lists, paging, term, loading, listKey, fitNote, pageLink }: CatalogResultsProps) {
  return (
    <div className="relative mt-6" aria-busy={loading}>
      {loading ? <Spinner /> : null}
      {lists.length === 0 ? (
        <NoCatalogResults term={term} />
      ) : (
        <div key={listKey} className={`grid gap-8 ${lists.length > 1 ? 'lg:grid-cols-2' : ''} ${loading ? 'opacity-50' : ''}`}>
          {lists.map((list) => (
            <CatalogList key={list.heading ?? 'todos'} list={list} lists={lists.length} fitNote={fitNote} lastPageLink={pageLink} />
          ))}
        </div>
      )}
      {paging.more ? <MoreLink to={pageLink(paging.more.page)} appends={paging.more.appends} /> : null}
      {paging.cumulative ? null : <Pagination page={paging.pagina} lastPage={paging.lastPage} href={pageLink} />}
    </div>
  );
}

/** The way back and the page's title. */
function CatalogTitle({ title }: { title: string }) {
  return (
    <div className="flex items-center gap-3">
      <BackLink className="rounded-full border border-stone-300 bg-white p-2 text-stone-700 shadow-sm hover:bg-stone-100" aria-label="Volver">
        <ArrowLeft aria-hidden className="h-5 w-5" />
      </BackLink>
      <h1 className="text-2xl font-bold text-stone-900 sm:text-3xl">{title}</h1>
    </div>
  );
}

export default function CatalogPage({ loaderData }: Route.ComponentProps) {
  const aside = useContext(CatalogAside);
  const { title, path, group, filtered, error, view, chips, selected: loaded, lists, paging, term, exactOnly, interpretation } = loaderData;
  // Undefined on a machine's own page (it shares this component): no machine filter there.
  const machineFilter = (loaderData as { machineFilter?: MachineFilterView | null }).machineFilter;
  const navigation = useNavigation();
  const location = useLocation();
  const loading = navigation.state === 'loading' && navigation.location.pathname === location.pathname;
  // While a chip's page is loading, the chips show (and the next tap builds on) the selection it
  // asked for: a quick second tap must add to the first, not replace it with a stale link.
  const selected = loading ? pendingSelection(navigation.location.search, chips, loaded) : loaded;
  // A new key re-runs the cards' entrance animation when the view or the chips change.
  // Numbered pages replace the cards instead of adding to them: a new key for each.
  const listKey = `${view}|${selected.join(',')}|${term}|${paging.cumulative ? '' : paging.pagina}`;
  const link = (v: CatalogView, chosen: string[], p = 1) => keepMachine(catalogSearch(v, chosen, p, term, exactOnly), machineFilter?.param);

  return (
    <div className="mx-auto max-w-7xl px-4 py-6 sm:py-8">
      <CatalogTitle title={title} />
      {aside ? <div className="mt-4">{aside}</div> : null}

      {error ? null : (
        <SearchBox
          key={`${path}|${term}`}
          action={path}
          hiddenParams={{ vista: view !== 'todo' ? view : null, maquina: machineFilter?.param ?? null }}
          defaultValue={term}
          placeholder={`Buscar en ${title}...`}
          label={`Buscar en ${title}`}
          formLabel={`Buscar en ${title}`}
          idPrefix="buscar-catalogo"
          suggestions
          scope={group}
          className="mt-5 max-w-2xl"
        />
      )}
      {machineFilter !== undefined && !error ? <MachineFilterLink active={machineFilter} className="mt-4" /> : null}
      {interpretation ? <SearchNotice interpretation={interpretation} exactHref={catalogSearch(view, selected, 1, term, true)} className="mt-4" /> : null}

      {error ? (
        <CatalogError {...error} />
      ) : (
        <>
          {filtered ? <ViewSwitch view={view} link={(v) => link(v, selected)} /> : null}
          {chips.length > 0 ? <CategoryChips chips={chips} selected={selected} link={(chosen) => link(view, chosen)} /> : null}
          <CatalogResults
            lists={lists}
            paging={paging}
            term={term}
            loading={loading}
            listKey={listKey}
            fitNote={machineFilter?.name ? `Sirve para tu ${machineFilter.name}` : undefined}
            pageLink={(page) => link(view, selected, page)}
          />
        </>
      )}
    </div>
  );
}
