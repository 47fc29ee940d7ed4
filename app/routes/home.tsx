import { lazy, Suspense, useState, type ComponentProps } from 'react';
import type * as SearchResultsExports from '../components/home/search-results';
import type { Route } from './+types/home';
import { ALL_BRANDS, ALL_CATEGORIES, ALL_CONDITIONS, parseSearchState } from '../../domain/filters';
import { EXACT_PARAM, type SearchInterpretation } from '../../domain/search-plan';
import { getGoogleReviews } from '../../server/reviews';
import { getPublicTeam } from '../../server/team';
import { catalogUnavailableData } from '../lib/catalog.server';
import { homePageCarousels } from '../lib/home-carousels.server';
import type { ProductCardData } from '../lib/product-card';
import { pagedSearch } from '../lib/paged-search.server';
import { pageMeta, shopFromMatches } from '../lib/meta';
import { localBusinessJsonLd } from '../lib/structured-data';
import { CatalogError } from '../components/catalog-error';
import { HERO_MOBILE_MEDIA, Hero } from '../components/home/hero';
import { ProductCarousels } from '../components/home/product-carousels';
import {
  RESULTS_SECTION_ID,
  SEARCHED_PARAM,
  SearchPanel,
  resultsHref,
  searchHref,
  type ResultsPaging,
  type SearchFacets,
} from '../components/home/search-panel';
import { SocialFeed } from '../components/home/social-feed';
import { AboutSection } from '../components/home/about';
import { LocationSection } from '../components/home/location';
import { ReviewsSection } from '../components/home/reviews';
import { TeamSection } from '../components/team/team-section';
import { servicesContext } from '../../server/context';
import { narrowIndex, readMachineFilter } from '../lib/machine-filter.server';
import { MACHINE_PARAM } from '../lib/my-machines';
export { catalogHeaders as headers } from '../lib/catalog.server';

const SEARCH_PARAMS = ['q', 'categoria', 'marca', 'estado', 'orden'];

// The results' code (card grid, paging, the search notice) loads only with results to show, or as
// soon as a search is on its way (the home page's first load without it). The server
// has it loaded before it renders (the loader waits for it), so the results are in the HTML; a
// page opened with results hydrates them once the code is in.
type SearchResultsModule = typeof SearchResultsExports;
let searchResultsModule: SearchResultsModule | undefined;
const loadSearchResults = () => import('../components/home/search-results').then((module) => (searchResultsModule = module));
const LazySearchResults = lazy(() => loadSearchResults().then((module) => ({ default: module.SearchResults })));
const prepareSearchResults = () => loadSearchResults().then(() => undefined);

function SearchResults(props: ComponentProps<SearchResultsModule['SearchResults']>) {
  // Chosen once per mount: a switch from the lazy one to the loaded one would rebuild the cards.
  const [Loaded] = useState(() => searchResultsModule?.SearchResults);
  return Loaded ? <Loaded {...props} /> : <LazySearchResults {...props} />;
}

/**
 * Without JavaScript the chips are plain checkboxes, so 'Todas' can arrive together with a chosen
 * item. The chip rule 'choosing an item while all is selected replaces all' then means the item.
 */
function preferChosenItems(params: URLSearchParams): URLSearchParams {
  const cleaned = new URLSearchParams(params);
  for (const [name, all] of [
    ['categoria', ALL_CATEGORIES],
    ['marca', ALL_BRANDS],
    ['estado', ALL_CONDITIONS],
  ] as const) {
    const values = params.getAll(name);
    if (values.includes(all) && values.some((v) => v.trim() && v !== all)) {
      cleaned.delete(name);
      for (const v of values) if (v !== all) cleaned.append(name, v);
    }
  }
  return cleaned;
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const services = context.get(servicesContext);
  const url = new URL(request.url);
  const params = preferChosenItems(url.searchParams);
  const search = parseSearchState(params);
  // A shared link with search parameters shows its results too.
  const searched = params.get(SEARCHED_PARAM) === '1' || [...SEARCH_PARAMS, MACHINE_PARAM].some((name) => params.has(name));
  const exact = params.get(EXACT_PARAM) === '1';
  const [reviews, team] = await Promise.all([getGoogleReviews(services.reviews), getPublicTeam(services)]);

  const catalog = services.catalog.current();
  if (!catalog) {
    const facets: SearchFacets = { categories: [], brands: [], conditions: [] };
    return catalogUnavailableData(services.catalog, {
      carousels: [],
      facets,
      search,
      searched: false,
      exact: false,
      results: null,
      paging: null,
      machineFilter: null,
      reviews,
      team,
    });
  }
  // 'Solo lo que sirve para mi …' (~/lib/machine-filter.server): the search answered in full, then
  // narrowed to the machine's products, so order and paging stay the search's.
  const machine = readMachineFilter(catalog, params);
  const machineParam = machine?.view.param ?? null;

  const facets: SearchFacets = catalog.index.facets();
  let results: { items: ProductCardData[]; total: number; interpretation: SearchInterpretation } | null = null;
  let paging: ResultsPaging | null = null;
  if (searched) {
    await loadSearchResults();
    // Pages 1 to 5 add to the list ('Ver más'), later pages show their own 24 (domain/paging.ts).
    const found = pagedSearch({
      params,
      searchLog: services.searchLog,
      // A page past the last one (a stale or made-up link) is sent to the last page, at the results.
      pageHref: (page) => resultsHref(search, exact, page, true, machineParam),
      search: (slice) => {
        const answer = narrowIndex(catalog.index, machine).search({
          term: search.term,
          categories: search.categories,
          brands: search.brands,
          conditions: search.conditions,
          sort: search.sort,
          offset: slice.offset,
          limit: slice.limit,
          exactOnly: exact,
        });
        return { lists: [{ heading: null, items: answer.items, total: answer.total }], interpretation: answer.interpretation };
      },
    });
    results = { items: found.lists[0]?.items ?? [], total: found.lists[0]?.total ?? 0, interpretation: found.interpretation };
    paging = found.paging;
  }

  return {
    error: null,
    // Only the first slides: the rest load when a carousel comes within reach.
    carousels: homePageCarousels(catalog),
    facets,
    search,
    searched,
    exact,
    results,
    paging,
    machineFilter: machine?.view ?? null,
    reviews,
    team,
  };
}

// The hero's first image is the largest paint: ask for it from the <head>, before scripts.
export const links: Route.LinksFunction = () => [
  { rel: 'preload', as: 'image', href: '/hero/hero-1-sm.webp', media: HERO_MOBILE_MEDIA, fetchPriority: 'high' },
  { rel: 'preload', as: 'image', href: '/hero/hero-1.webp', media: '(min-width: 768px)', fetchPriority: 'high' },
];

export function meta({ data: loaderData, matches }: Route.MetaArgs) {
  const shop = shopFromMatches(matches);
  const description =
    'Repuestos, neumáticos, maquinaria agrícola e industrial, herramientas y consumibles, nuevos y usados. Más de 10.000 productos en stock en Paraná, Entre Ríos, con envíos a todo el país.';
  const business = localBusinessJsonLd(shop, description);
  return pageMeta(matches, {
    title: 'Repuestos, neumáticos y maquinaria agrícola en Paraná',
    description,
    path: '/',
    // Search results on the home page are followed, not indexed.
    extra: [...(business ? [business] : []), ...(loaderData?.searched ? [{ name: 'robots', content: 'noindex, follow' }] : [])],
  });
}

export default function Home({ loaderData }: Route.ComponentProps) {
  const { error, carousels, facets, search, searched, exact, results, paging, reviews, team, machineFilter } = loaderData;
  const machine = machineFilter?.param ?? null;
  return (
    <>
      <Hero />
      {error ? <CatalogError {...error} /> : <ProductCarousels carousels={carousels} />}
      <SearchPanel
        facets={facets}
        search={search}
        searched={searched}
        total={results?.total ?? 0}
        onSearchIntent={prepareSearchResults}
        machineFilter={machineFilter}
      />
      {searched && results && paging ? (
        // The fallback keeps the section's anchor, for the scroll to the results, while the code arrives.
        <Suspense fallback={<section id={RESULTS_SECTION_ID} className="min-h-96" />}>
          <SearchResults
            id={RESULTS_SECTION_ID}
            items={results.items}
            total={results.total}
            paging={paging}
            interpretation={results.interpretation}
            pageHref={(page, toResults) => resultsHref(search, exact, page, toResults, machine)}
            exactHref={`${searchHref(search, 1, machine)}&${EXACT_PARAM}=1#${RESULTS_SECTION_ID}`}
            fitNote={machineFilter?.name ? `Sirve para tu ${machineFilter.name}` : undefined}
          />
        </Suspense>
      ) : null}
      <SocialFeed />
      <AboutSection />
      <LocationSection />
      {reviews ? <ReviewsSection reviews={reviews.reviews} url={reviews.url} sample={reviews.sample} /> : null}
      {team ? (
        <div className="mx-auto max-w-7xl px-4 pt-12 sm:pt-16">
          <TeamSection team={team} />
        </div>
      ) : null}
    </>
  );
}
