// The catalogue pages and /buscar drawn from the catalogue kept on the phone, in the shapes their
// server loaders send, with when what they were drawn from was saved. Pure of the page: a search
// runs in its own thread (search.worker.ts, decision 0062), a list without words on the page's
// (pages.ts). Only a search reads the search's index; a list reads the products alone (decision
// 0044), and of them only its group's when that is all it shows (decision 0060).
import { catalogPageByPath, groupCategories, showChipGroup } from '#domain/categories';
import { ALL_CATEGORIES, filterLists, parseCatalogView } from '#domain/filters';
import type { OfflineCatalog, OfflineProduct } from '#domain/offline-catalog';
import { offlineList, offlineSearch } from '#domain/offline-search';
import { pageSlice, pageWindow, parsePage } from '#domain/paging';
import { netPriceLine } from '#domain/iva';
import { searchWords } from '#domain/search';
import { EXACT_PARAM, MAX_QUERY_LENGTH, type SearchInterpretation } from '#domain/search-plan';
import type { Condition } from '#domain/types';
import type { ProductCardData } from '../lib/product-card';
import { cardTextFields } from '../lib/card-fields';
import { catalogPageFields } from '../lib/catalog-page-fields';
import { foundFields, searchBase } from '../lib/search-answer';
import { savedMachineFilter, savedSearchMachines } from '../lib/machine-offline';
import { savedCatalog, savedSearch, savedSlice, type LoadedCatalog, type SavedProducts } from './saved-catalog';
import { sliceFor } from './saved-slices';

/** A page's data and when the catalogue it was drawn from was saved (milliseconds). */
export interface Drawn<Page> {
  page: Page;
  savedAt: number;
}

/** The photo's own address on the shop: a photo seen before comes from the browser's caches, one never seen shows the placeholder. */
export const photoOf = (p: OfflineProduct) => (p.photoKey ? `/fotos/${p.photoKey}` : null);

function cardOf(p: OfflineProduct, pricesIncludeIva: boolean | null): ProductCardData {
  return {
    ...cardTextFields(p),
    netPrice: netPriceLine(p.price, p.ivaRate, pricesIncludeIva),
    ivaRate: p.ivaRate,
    numericPrice: p.numericPrice,
    image: photoOf(p),
    imageColor: p.photoColor,
  };
}

interface Paged<Heading> {
  lists: { heading: Heading; items: ProductCardData[]; total: number }[];
  paging: { pagina: number; lastPage: number; cumulative: boolean; more: { page: number; appends: boolean } | null };
}

/** The page's slice of each list, as the server's pagedSearch (a page past the end shows the last one). */
function paged<Heading>(
  params: URLSearchParams,
  lists: { heading: Heading; items: readonly OfflineProduct[] }[],
  pricesIncludeIva: boolean | null,
): Paged<Heading> {
  const kept = lists.filter((list) => list.items.length > 0);
  const window = pageWindow(parsePage(params.get('pagina')), Math.max(0, ...kept.map((list) => list.items.length)));
  const slice = pageSlice(window.page);
  return {
    lists: kept.map((list) => ({
      heading: list.heading,
      items: list.items.slice(slice.offset, slice.offset + slice.limit).map((p) => cardOf(p, pricesIncludeIva)),
      total: list.items.length,
    })),
    paging: { pagina: window.page, lastPage: window.lastPage, cumulative: window.cumulative, more: window.more },
  };
}

/** Products to draw from, with the whole catalogue when they are all of it. */
type Drawable = SavedProducts & { catalog?: OfflineCatalog };

export const whole = ({ catalog, savedAt }: LoadedCatalog): Drawable => ({
  catalog,
  products: catalog.products,
  pricesIncludeIva: catalog.pricesIncludeIva,
  savedAt,
});

/** What a page without words at `url` is drawn from: its slice, or the whole when it needs it. */
async function savedProductsFor(url: URL): Promise<Drawable | null> {
  const slice = sliceFor(url);
  if (slice !== 'whole' && slice !== 'search' && slice !== null) return savedSlice(slice);
  const saved = await savedCatalog();
  return saved && whole(saved);
}

/** A catalogue page (/repuestos …) from the saved catalogue; null when none is kept or the path is not one. */
export async function catalogPageDrawn(url: URL) {
  const page = catalogPageByPath(url.pathname);
  const term = (url.searchParams.get('q') ?? '').trim().slice(0, MAX_QUERY_LENGTH);
  const searched = page && term !== '' ? await savedSearch() : null;
  const saved = searched ? whole(searched) : page && term === '' ? await savedProductsFor(url) : null;
  if (!saved || !page) return null;
  const { products } = saved;
  const exactOnly = url.searchParams.get(EXACT_PARAM) === '1';
  const view = page.filtered ? parseCatalogView(url.searchParams.get('vista')) : 'todo';
  const inGroup = offlineList({ products }, { group: page.group });
  const chips = page.showChips ? filterLists(inGroup).categories.filter((c) => c !== ALL_CATEGORIES && c !== page.title) : [];
  const groupSet = new Set(groupCategories(page.group));
  const requested = page.showChips ? [...new Set(url.searchParams.getAll('categoria'))].filter((c) => groupSet.has(c)) : [];
  const selected = requested.length > 0 ? requested : [ALL_CATEGORIES];
  const categories = requested.length > 0 ? requested : undefined;
  // Only the whole is read with a machine (sliceFor()): its reading counts positions in it.
  const machine = saved.catalog ? savedMachineFilter(saved.catalog, url.searchParams) : null;

  let interpretation: SearchInterpretation | null = null;
  let lists: { heading: 'Nuevos' | 'Usados' | null; items: readonly OfflineProduct[] }[];
  const byCondition = (items: readonly OfflineProduct[], condition: Condition) => items.filter((p) => p.condition === condition);
  if (term === '') {
    const all = offlineList({ products }, { group: page.group, categories, sort: page.sort ?? undefined });
    if (!page.filtered) lists = [{ heading: null, items: all }];
    else if (view === 'nuevos') lists = [{ heading: 'Nuevos', items: byCondition(all, 'Nuevo') }];
    else if (view === 'usados') lists = [{ heading: 'Usados', items: byCondition(all, 'Usado') }];
    else
      lists = [
        { heading: 'Nuevos', items: byCondition(all, 'Nuevo') },
        { heading: 'Usados', items: byCondition(all, 'Usado') },
      ];
  } else {
    const conditions: Condition[] = view === 'nuevos' ? ['Nuevo'] : view === 'usados' ? ['Usado'] : [];
    if (!searched) return null;
    const machines = savedSearchMachines(searched.catalog);
    const found = offlineSearch(searched.index, { term, group: page.group, categories, conditions, exactOnly, machines });
    interpretation = found.interpretation;
    const shown = found.interpretation.condition ?? (view === 'nuevos' ? 'Nuevo' : view === 'usados' ? 'Usado' : null);
    const nuevos = { heading: 'Nuevos' as const, items: byCondition(found.items, 'Nuevo') };
    const usados = { heading: 'Usados' as const, items: byCondition(found.items, 'Usado') };
    lists = !page.filtered ? [{ heading: null, items: found.items }] : shown === 'Nuevo' ? [nuevos] : shown === 'Usado' ? [usados] : [nuevos, usados];
  }
  if (machine) lists = lists.map((list) => ({ ...list, items: list.items.filter(machine.keep) }));
  const result = paged(url.searchParams, lists, saved.pricesIncludeIva);
  const drawn = {
    ...catalogPageFields({ page, term, exactOnly }),
    machineFilter: machine?.view ?? null,
    interpretation,
    error: null,
    view,
    chips: showChipGroup([ALL_CATEGORIES, ...chips]) ? [ALL_CATEGORIES, ...chips] : [],
    selected,
    lists: result.lists,
    paging: result.paging,
  };
  return { page: drawn, savedAt: saved.savedAt };
}

/** /buscar from the saved catalogue; null when none is kept. */
export async function searchPageDrawn(url: URL) {
  const saved = await savedSearch();
  if (!saved) return null;
  const { savedAt } = saved;
  const params = url.searchParams;
  const machine = savedMachineFilter(saved.catalog, params);
  const base = { ...searchBase(params), machineFilter: machine?.view ?? null };
  const { q, condition, sort, exact, group } = base;
  if (searchWords(q).length === 0) return { page: base, savedAt };
  const machines = savedSearchMachines(saved.catalog);
  const found = offlineSearch(saved.index, { term: q, group: group ?? undefined, conditions: condition ? [condition] : [], sort, exactOnly: exact, machines });
  const items = machine ? found.items.filter(machine.keep) : found.items;
  const result = paged(params, [{ heading: null, items }], saved.catalog.pricesIncludeIva);
  const list = result.lists[0];
  return { page: { ...base, ...foundFields(q, found.interpretation, list, result.paging) }, savedAt };
}
