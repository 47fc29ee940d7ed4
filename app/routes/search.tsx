// /buscar?q=…: the results page of the search box on every page. Every search has its own
// shareable URL; without JavaScript the box, the order and the condition switch work as plain GET
// forms and links. Params: q, estado (Nuevo|Usado), orden (relevancia|price_desc|price_asc),
// exacto=1 (only the spec's exact rule), grupo (a catalogue group), pagina.
import { SearchX } from '../components/icons';
import { Link, data, useLocation, useNavigate, useNavigation } from 'react-router';
import type { Route } from './+types/search';
import { savedWhenOffline } from '../lib/offline-catalog';
import { TEXTS } from '#domain/copy';
import { CATALOG_VIEW_LABELS, RELEVANCE_PARAM, parseSearchSort, sortChoices } from '#domain/filters';
import { searchWords } from '#domain/search';
import type { SearchInterpretation } from '#domain/search-plan';
import type { Condition, SearchSort } from '#domain/types';
import { catalogUnavailableData } from '../lib/catalog.server';
import type { ProductCardData } from '../lib/product-card';
import { pagedSearch } from '../lib/paged-search.server';
import { foundFields, searchBase } from '../lib/search-answer';
import { pageMeta } from '../lib/meta';
import { CatalogError } from '../components/catalog-error';
import { ProductGrid } from '../components/product/product-card';
import { Spinner } from '../components/ui/spinner';
import { MoreLink } from '../components/ui/more-link';
import { Pagination } from '../components/ui/pagination';
import { KEEP_SCROLL } from '../components/layout/scroll-to-top';
import { SearchBox } from '../components/search/search-box';
import { SearchNotice } from '../components/search/search-notice';
import { EXACT_PARAM, GROUP_PARAM, SEARCH_PATH, searchPageHref, withoutConditionWords, type SearchPageState } from '../components/search/search-url';
import { servicesContext } from '#server/context';
import { useHydrated } from '../hooks/use-hydrated';
import { narrowIndex, readMachineFilter } from '../lib/machine-filter.server';
import { MACHINE_PARAM, type MachineFilterView } from '../lib/my-machines';
import { MachineFilterLink } from '../components/machines/my-machines';
import { ConditionSwitch } from '../components/condition-switch';
export { catalogHeaders as headers } from '../lib/catalog.server';

interface SearchPageData {
  error: { title: string; description: string; waiting?: boolean } | null;
  /** A 'q' was sent (even empty): the page answers it; without one it only offers the box. */
  asked: boolean;
  /** The query as searched (trimmed, cut to 100 characters). */
  q: string;
  interpretation: SearchInterpretation | null;
  condition: Condition | null;
  sort: SearchSort;
  exact: boolean;
  group: string | null;
  items: ProductCardData[];
  total: number;
  pagina: number;
  lastPage: number;
  /** Pages 1 to 5 add to the list ('Ver más'); later pages show their own 24 (domain/paging.ts). */
  cumulative: boolean;
  more: { page: number; appends: boolean } | null;
  /** The 'Solo lo que sirve para mi …' filter (~/lib/machine-filter.server): null when off. */
  machineFilter: MachineFilterView | null;
}

export function loader({ request, context }: Route.LoaderArgs) {
  const services = context.get(servicesContext);
  const params = new URL(request.url).searchParams;
  const base: SearchPageData = searchBase(params);
  const { q, condition, sort, exact, group } = base;

  const catalog = services.catalog.current();
  if (!catalog) return catalogUnavailableData(services.catalog, base);
  // Empty, symbols only, emoji only: nothing to look for, the no-results texts (and a 200).
  if (searchWords(q).length === 0) return base;
  const machine = readMachineFilter(catalog, params);
  const index = narrowIndex(catalog.index, machine);

  const found = pagedSearch({
    params,
    searchLog: services.searchLog,
    pageHref: (page) => searchPageHref({ q, condition, sort, exact, group, page, machine: machine?.view.param }),
    search: (slice) => {
      const result = index.search({
        term: q,
        group: group ?? undefined,
        conditions: condition ? [condition] : [],
        sort,
        exactOnly: exact,
        offset: slice.offset,
        limit: slice.limit,
      });
      return { lists: [{ heading: null, items: result.items, total: result.total }], interpretation: result.interpretation };
    },
  });
  const list = found.lists[0];
  const answer = {
    ...base,
    machineFilter: machine?.view ?? null,
    ...foundFields(q, found.interpretation, list, { ...found.paging, pagina: found.paging.page }),
  } satisfies SearchPageData;
  // A machine the catalogue does not have: the page says so, with a 404 like a machine's own page.
  return machine && machine.view.name === null ? data(answer, { status: 404 }) : answer;
}

// Without a network, the page is drawn from the catalogue kept on the phone (app/offline/pages.ts,
// loaded only then). A middleware, not a clientLoader, so that links to this page keep their data
// prefetch (docs/decisions/0034-catalogue-on-the-phone.md).
export const clientMiddleware: Route.ClientMiddlewareFunction[] = [
  savedWhenOffline(
    () => 'routes/search',
    async (url) => (await import('../offline/pages')).offlineSearchPage(url),
  ),
];

export function meta({ data: loaderData, matches }: Route.MetaArgs) {
  const q = loaderData?.q ?? '';
  return pageMeta(matches, {
    title: q ? `Resultados para "${q}"` : 'Buscar productos',
    description: 'Buscá repuestos, neumáticos, maquinaria agrícola e industrial, herramientas y consumibles, nuevos y usados, en Paraná, Entre Ríos.',
    // Only the words: order, page and filters are noise for a canonical address.
    path: q ? `${SEARCH_PATH}?${new URLSearchParams({ q }).toString()}` : SEARCH_PATH,
    extra: [{ name: 'robots', content: 'noindex, follow' }],
  });
}

const CONDITION_VIEWS = [
  { value: 'Nuevo' as const, label: CATALOG_VIEW_LABELS.nuevos },
  { value: null, label: CATALOG_VIEW_LABELS.todo },
  { value: 'Usado' as const, label: CATALOG_VIEW_LABELS.usados },
];

const sortParam = (sort: SearchSort) => (sort === 'relevance' ? RELEVANCE_PARAM : sort);

function resultCountLabel(total: number): string {
  return total === 1 ? '1 producto' : `${total.toLocaleString('es-AR')} productos`;
}

/** The order: a GET form (with an 'Ordenar' button until JavaScript arrives, then a change navigates). */
function SortForm({ state, hasTerm }: { state: SearchPageState; hasTerm: boolean }) {
  const navigate = useNavigate();
  const hydrated = useHydrated();
  const current = state.sort ?? 'relevance';
  return (
    <form
      method="get"
      action={SEARCH_PATH}
      className="flex items-center gap-2"
      onSubmit={(event) => {
        event.preventDefault();
        const value = new FormData(event.currentTarget).get('orden');
        navigate(searchPageHref({ ...state, sort: parseSearchSort(String(value), state.q), page: 1 }), { preventScrollReset: true, state: KEEP_SCROLL });
      }}
    >
      <input type="hidden" name="q" value={state.q} />
      {state.condition ? <input type="hidden" name="estado" value={state.condition} /> : null}
      {state.exact ? <input type="hidden" name={EXACT_PARAM} value="1" /> : null}
      {state.group ? <input type="hidden" name={GROUP_PARAM} value={state.group} /> : null}
      {state.machine ? <input type="hidden" name={MACHINE_PARAM} value={state.machine} /> : null}
      <label htmlFor="orden-busqueda" className="text-sm font-semibold text-stone-800">
        Ordenar por
      </label>
      <select
        id="orden-busqueda"
        name="orden"
        value={sortParam(current)}
        onChange={(event) => {
          if (hydrated) event.currentTarget.form?.requestSubmit();
        }}
        className="h-10 rounded-lg border border-stone-300 bg-white px-3 text-sm text-stone-900 focus:border-brand-600"
      >
        {sortChoices(hasTerm).map((choice) => (
          <option key={choice.value} value={sortParam(choice.value)}>
            {choice.label}
          </option>
        ))}
      </select>
      {hydrated ? null : (
        <button type="submit" className="h-10 rounded-lg border border-stone-300 bg-white px-3 text-sm font-semibold text-stone-800 hover:bg-stone-100">
          Ordenar
        </button>
      )}
    </form>
  );
}

/** The page's title, and the way out of a catalogue group when the search is limited to one. */
function SearchHeading({ asked, state }: { asked: boolean; state: SearchPageState }) {
  const { q, group } = state;
  return (
    <>
      <h1 className="break-words text-2xl font-bold text-stone-900 sm:text-3xl">
        {q ? `Resultados para "${q}"` : asked ? 'Resultados de la búsqueda' : 'Buscar productos'}
      </h1>
      {group ? (
        <p className="mt-1 text-stone-700">
          En {group}.{' '}
          <Link to={searchPageHref({ ...state, group: null })} className="font-semibold text-brand-700 underline underline-offset-2">
            Buscar en toda la tienda
          </Link>
        </p>
      ) : null}
    </>
  );
}

/** The condition switch and the order, above the results of a search with words. */
function SearchToolbar({ state, interpretation }: { state: SearchPageState; interpretation: SearchInterpretation }) {
  const { q, condition } = state;
  // The condition the results are filtered by: chosen in the switch, or read from the words. In
  // the second case the switch's links drop those words, or 'Ver Todo' would change nothing.
  const wordCondition = condition === null ? (interpretation.condition ?? null) : null;
  const shownCondition = condition ?? wordCondition;
  const switchState: SearchPageState = wordCondition ? { ...state, q: withoutConditionWords(q) } : state;
  const options = CONDITION_VIEWS.map((view) => ({
    label: view.label,
    to: searchPageHref({ ...switchState, condition: view.value }),
    current: shownCondition === view.value,
  }));
  return (
    <div className="mt-5 flex flex-col gap-4 sm:flex-row sm:flex-wrap sm:items-center sm:justify-between">
      <ConditionSwitch options={options} />
      <SortForm key={`${q}|${state.sort}`} state={state} hasTerm />
    </div>
  );
}

type SearchList = Pick<SearchPageData, 'items' | 'total' | 'pagina' | 'lastPage' | 'cumulative' | 'more'>;

/** How many, the cards (or the no-results texts), and 'Ver más' or the numbered pages. */
function SearchResultList({ list, state, fitNote }: { list: SearchList; state: SearchPageState; fitNote: string | undefined }) {
  const { items, total, pagina, lastPage, cumulative, more } = list;
  const navigation = useNavigation();
  const location = useLocation();
  const loading = navigation.state === 'loading' && navigation.location.pathname === location.pathname;
  return (
    <div className="relative mt-5" aria-busy={loading}>
      {/* The cards' titles are h3: an h2 keeps the outline unbroken (h1 → h2 → h3). */}
      <h2 className="sr-only">Productos encontrados</h2>
      <p className="mb-3 text-sm text-stone-700" aria-live="polite" data-testid="cantidad-resultados">
        {resultCountLabel(total)}
      </p>
      {loading ? <Spinner /> : null}
      {total === 0 ? (
        <div className="rounded-xl border border-dashed border-stone-300 bg-white p-8 text-center" data-testid="sin-resultados">
          <SearchX aria-hidden className="mx-auto mb-2 h-8 w-8 text-stone-500" />
          <p className="text-lg font-semibold text-stone-900">{TEXTS.noResults.title}</p>
          <p className="mt-1 text-stone-700">{TEXTS.noResults.description}</p>
        </div>
      ) : (
        <div
          key={cumulative ? 'ver-mas' : pagina}
          className={loading ? 'opacity-50 transition-opacity' : 'transition-opacity'}
          data-testid="resultados-busqueda"
        >
          <ProductGrid products={items} priorityCount={3} fitNote={fitNote} />
        </div>
      )}
      {more ? <MoreLink to={searchPageHref({ ...state, page: more.page })} appends={more.appends} /> : null}
      {cumulative ? null : <Pagination page={pagina} lastPage={lastPage} href={(n) => searchPageHref({ ...state, page: n })} />}
    </div>
  );
}

export default function SearchPage({ loaderData }: Route.ComponentProps) {
  const { error, asked, q, interpretation, condition, sort, exact, group, machineFilter } = loaderData;
  const state: SearchPageState = { q, condition, sort, exact, group, machine: machineFilter?.param };

  return (
    <div className="mx-auto max-w-7xl px-4 py-6 sm:py-8">
      <SearchHeading asked={asked} state={state} />
      <div className="mt-5 max-w-3xl">
        <SearchBox
          key={q}
          idPrefix="busqueda-pagina"
          formLabel="Buscar en los resultados"
          defaultValue={q}
          // The search page with nothing asked yet: its box is what the visitor came for.
          // eslint-disable-next-line jsx-a11y/no-autofocus
          autoFocus={!asked}
          scope={group}
          hiddenParams={{ [GROUP_PARAM]: group, [MACHINE_PARAM]: machineFilter?.param ?? null }}
        />
      </div>

      {error ? (
        <CatalogError {...error} />
      ) : !asked ? (
        <p className="mt-6 text-stone-700">Buscá por nombre, descripción, marca, código o modelo de máquina.</p>
      ) : (
        <>
          {/* A search with words (not only symbols) has an interpretation: the filter, the notice and the toolbar. */}
          {interpretation ? <MachineFilterLink active={machineFilter} className="mt-5" /> : null}
          {interpretation ? <SearchNotice interpretation={interpretation} exactHref={searchPageHref({ ...state, exact: true })} className="mt-5" /> : null}
          {interpretation ? <SearchToolbar state={state} interpretation={interpretation} /> : null}
          <SearchResultList list={loaderData} state={state} fitNote={machineFilter?.name ? `Sirve para tu ${machineFilter.name}` : undefined} />
        </>
      )}
    </div>
  );
}
