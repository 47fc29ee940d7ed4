import { lazy, Suspense, useState, type ComponentProps } from 'react';
import type * as SearchResultsExports from '../components/home/search-results';
import type { Route } from './+types/home';
import { EXACT_PARAM } from '#domain/search-plan';
import { catalogUnavailableData } from '../lib/catalog.server';
import { homePageCarousels } from '../lib/home-carousels.server';
import { emptyHomeSearch, loadHomeSearch, loadSideSections, readHomeSearch } from '../lib/home-page.server';
import { pageMeta, shopFromMatches } from '../lib/meta';
import { localBusinessJsonLd } from '../lib/structured-data';
import { CatalogError } from '../components/catalog-error';
import { HERO_MOBILE_MEDIA, Hero } from '../components/home/hero';
import { ProductCarousels } from '../components/home/product-carousels';
import { RESULTS_SECTION_ID, SearchPanel, resultsHref, searchHref } from '../components/home/search-panel';
import { SocialFeed } from '../components/home/social-feed';
import { AboutSection } from '../components/home/about';
import { LocationSection } from '../components/home/location';
import { ReviewsSection } from '../components/home/reviews';
import { TeamSection } from '../components/team/team-section';
import { servicesContext } from '#server/context';
export { catalogHeaders as headers } from '../lib/catalog.server';

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
 * The page's data in named steps (~/lib/home-page.server): the reviews and the team first; then the search the address asks for, answered from the catalogue (or the page without one,
 * a 503 that says why), with the carousels' first slides.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const services = context.get(servicesContext);
  const sections = await loadSideSections(services);
  const asked = readHomeSearch(new URL(request.url));
  const catalog = services.catalog.current();
  if (!catalog) return catalogUnavailableData(services.catalog, { ...emptyHomeSearch(asked), ...sections });
  // The results are in the HTML: the server has their code loaded before it renders.
  if (asked.searched) await loadSearchResults();
  return {
    error: null,
    // Only the first slides: the rest load when a carousel comes within reach.
    carousels: homePageCarousels(catalog),
    ...loadHomeSearch(asked, catalog, services.searchLog),
    ...sections,
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
