// The home search panel 'buscador' (docs/product.md §4, §5). A real GET form: without JavaScript it
// submits q, categoria, marca, estado and orden to '/' and the server answers with the results.
// With JavaScript the same state goes into the URL through the router, keeping the scroll position;
// Buscar or Enter shows a toast and scrolls to the results, and once results are shown every chip
// or sort change re-runs the search.
import { Search, X } from '../icons';
import { useEffect, useId, useRef, useState, type RefObject } from 'react';
import { Link, useLocation, useNavigate, useNavigationType } from 'react-router';
import { showChipGroup } from '#domain/categories';
import { DEFAULT_SEARCH_STATE, RELEVANCE_PARAM, effectiveSort, parseSearchSort, sortChoices, searchStateToParams, toggleChip } from '#domain/filters';
import { TEXTS } from '#domain/copy';
import { searchWords } from '#domain/search';
import { EXACT_PARAM } from '#domain/search-plan';
import type { SearchSort, SearchState } from '#domain/types';
import { KEEP_SCROLL } from '../layout/scroll-to-top';
import { scrollToSection } from '../layout/site-header';
import { useToast } from '../ui/toaster';
import { useHydrated } from '../../hooks/use-hydrated';
import { ChipGroup, GROUPS } from './chip-group';
import { MachineFilterToggle } from '../machines/machine-filter-toggle';
import { MACHINE_PARAM, type MachineFilterView } from '../../lib/my-machines';

/** URL flag meaning 'searched' (an empty search shows every product). */
export const SEARCHED_PARAM = 'buscar';
export const RESULTS_SECTION_ID = 'productos';
const SEARCH_SECTION_ID = 'buscador';

/** Our choice (the spec is silent): the toast after Buscar or Enter. */
const SEARCH_TOAST_TITLE = 'Búsqueda realizada';
function searchToastDescription(total: number): string {
  if (total === 0) return 'No se encontraron productos.';
  if (total === 1) return 'Se encontró 1 producto.';
  return `Se encontraron ${total.toLocaleString('es-AR')} productos.`;
}

/** The URL of a search: its state, the 'searched' flag, the results page and the machine filter. */
export function searchHref(state: SearchState, page = 1, machine: string | null = null): string {
  const params = searchStateToParams(state);
  params.set(SEARCHED_PARAM, '1');
  if (page > 1) params.set('pagina', String(page));
  if (machine) params.set(MACHINE_PARAM, machine);
  return `/?${params.toString()}`;
}

/** The paging of the results, from domain/paging.ts's pageWindow. */
export interface ResultsPaging {
  page: number;
  lastPage: number;
  /** Pages 1 to 5: 'Ver más' lists; later pages: numbered navigation. */
  cumulative: boolean;
  more: { page: number; appends: boolean } | null;
}

/**
 * A page of the results: the search's URL, the exact-words flag kept, and with `toResults` the
 * results section's #hash (a page of its own starts there, not at the hero).
 */
export function resultsHref(search: SearchState, exact: boolean, page = 1, toResults = true, machine: string | null = null): string {
  const href = `${searchHref(search, page, machine)}${exact ? `&${EXACT_PARAM}=1` : ''}`;
  return toResults ? `${href}#${RESULTS_SECTION_ID}` : href;
}

export interface SearchFacets {
  categories: string[];
  brands: string[];
  conditions: string[];
}

interface NavigationState {
  keepScroll: true;
  /** Set by Buscar/Enter: announce the result with a toast and scroll to it. */
  announce?: number;
}

/** A sort as the form sends it ('orden=relevancia'). */
const sortParam = (sort: SearchSort) => (sort === 'relevance' ? RELEVANCE_PARAM : sort);

function isDefault(state: SearchState): boolean {
  return searchStateToParams(state).toString() === '';
}

interface SearchPanelProps {
  facets: SearchFacets;
  /** The search in the URL. */
  search: SearchState;
  searched: boolean;
  /** Number of results of the search in the URL (for the toast). */
  total: number;
  /**
   * Called when a search is on its way (focus or tap in the form, Buscar): the results' code loads.
   * A search waits for it (at most the time of one small script), so the results never arrive
   * as a placeholder that the page's scroll anchoring would then jump past.
   */
  onSearchIntent?: () => Promise<void>;
  /** The machine filter in the URL ('Solo lo que sirve para mi …'), null when off. */
  machineFilter?: MachineFilterView | null;
}

interface SearchPanelState {
  state: SearchState;
  setState: (state: SearchState) => void;
  machine: string | null;
  hydrated: boolean;
  inputRef: RefObject<HTMLInputElement | null>;
  sortChosen: RefObject<boolean>;
  inputId: string;
  sortId: string;
  /** Goes to the search's URL; `announce` (Buscar, Enter) adds the toast and the scroll. */
  run: (next: SearchState, announce: boolean, nextMachine?: string | null) => void;
  /** A filter or the order changed: the form follows, and shown results re-run. */
  change: (next: SearchState) => void;
  setMachine: (machine: string | null) => void;
}

/** The form's state and how it follows the URL, and the way to a search's URL. */
function useSearchPanel({ search, searched, total, onSearchIntent, machineFilter = null }: SearchPanelProps): SearchPanelState {
  const navigate = useNavigate();
  const location = useLocation();
  const navigationType = useNavigationType();
  const toast = useToast();
  const [state, setState] = useState<SearchState>(search);
  const [machine, setMachine] = useState<string | null>(machineFilter?.param ?? null);
  const hydrated = useHydrated();
  const inputRef = useRef<HTMLInputElement>(null);
  const announced = useRef<string | null>(null);
  // A sort the visitor chose stays; otherwise the order follows the term: relevance with one,
  // the price order of docs/product.md §5 without.
  const sortChosen = useRef(false);
  const inputId = useId();
  const sortId = useId();

  // The URL is the truth: back/forward, 'Limpiar búsqueda' and links bring the form along. Keyed on
  // the query, not the object: loaders re-run after any action (adding to the cart does not touch
  // the URL) and must not wipe what the visitor is typing.
  useEffect(() => {
    setState(search);
    setMachine(new URLSearchParams(location.search).get(MACHINE_PARAM));
    sortChosen.current = new URLSearchParams(location.search).has('orden');
    // eslint-disable-next-line react-hooks/exhaustive-deps -- keyed on the query text (see above)
  }, [location.search]);

  // After Buscar/Enter: the toast and the scroll to the results, once the answer is on screen.
  useEffect(() => {
    const navState = location.state as NavigationState | null;
    if (!navState?.announce || navigationType === 'POP' || announced.current === location.key) return;
    announced.current = location.key;
    toast({ title: SEARCH_TOAST_TITLE, description: searchToastDescription(total) });
    requestAnimationFrame(() => scrollToSection(RESULTS_SECTION_ID));
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [location.key]);

  function run(next: SearchState, announce: boolean, nextMachine = machine) {
    const state: NavigationState = announce ? { ...KEEP_SCROLL, announce: Date.now() } : { ...KEEP_SCROLL };
    const go = () => void navigate(searchHref(next, 1, nextMachine), { preventScrollReset: true, replace: !announce, state });
    if (onSearchIntent) onSearchIntent().then(go, go);
    else go();
  }

  function change(next: SearchState) {
    setState(next);
    // docs/product.md §4: results re-filter when the sort or the filters change.
    if (searched) run(next, false);
  }

  return { state, setState, machine, hydrated, inputRef, sortChosen, inputId, sortId, run, change, setMachine };
}

/** The words, the cross that clears them (once the page has hydrated), and Buscar. */
function TermField({ panel }: { panel: SearchPanelState }) {
  const { state, setState, hydrated, inputRef, inputId, change } = panel;
  function clearTerm() {
    change({ ...state, term: '' });
    inputRef.current?.focus();
  }
  return (
    <div className="flex flex-col gap-3 sm:flex-row">
      <div className="relative flex-1">
        <label htmlFor={inputId} className="sr-only">
          Buscar
        </label>
        <Search aria-hidden className="pointer-events-none absolute left-3 top-1/2 h-5 w-5 -translate-y-1/2 text-stone-500" />
        <input
          ref={inputRef}
          id={inputId}
          type="search"
          name="q"
          value={state.term}
          onChange={(event) => setState({ ...state, term: event.target.value })}
          placeholder={TEXTS.searchPlaceholder}
          enterKeyHint="search"
          autoComplete="off"
          maxLength={200}
          className="h-12 w-full rounded-lg border border-stone-300 bg-white pl-10 pr-11 text-base text-stone-900 placeholder:text-stone-500 focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-600/30 [&::-webkit-search-cancel-button]:appearance-none"
        />
        {hydrated && state.term ? (
          <button
            type="button"
            onClick={clearTerm}
            aria-label="Borrar texto de búsqueda"
            data-testid="borrar-termino"
            className="absolute right-2 top-1/2 -translate-y-1/2 rounded-full p-1.5 text-stone-600 hover:bg-stone-100 hover:text-stone-900"
          >
            <X aria-hidden className="h-5 w-5" />
          </button>
        ) : null}
      </div>
      <button type="submit" className="flex h-12 items-center justify-center gap-2 rounded-lg bg-brand-600 px-6 font-semibold text-white hover:bg-brand-700">
        <Search aria-hidden className="h-5 w-5" /> Buscar
      </button>
    </div>
  );
}

/** The three chip groups (a group with one item or fewer is hidden, docs/product.md §4). */
function ChipGroups({ panel, facets, search }: { panel: SearchPanelState; facets: SearchFacets; search: SearchState }) {
  const { state, change } = panel;
  return (
    <div className="mt-5 grid gap-5 lg:grid-cols-3">
      {GROUPS.map((group) => {
        const options = facets[group.field];
        if (!showChipGroup(options)) return null;
        return (
          <ChipGroup
            key={group.field}
            group={group}
            options={options}
            selection={state[group.field]}
            initialSelection={search[group.field]}
            onToggle={(value) => change({ ...state, [group.field]: toggleChip(state[group.field], value, group.all) })}
          />
        );
      })}
    </div>
  );
}

/** 'Ordenar por', and 'Limpiar búsqueda' once there is something to clear. */
function SortAndClear({ panel, searched }: { panel: SearchPanelState; searched: boolean }) {
  const { state, setState, sortChosen, sortId, change } = panel;
  return (
    <div className="mt-5 flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
      <div className="flex items-center gap-2">
        <label htmlFor={sortId} className="text-sm font-semibold text-stone-800">
          Ordenar por
        </label>
        <select
          id={sortId}
          name="orden"
          value={sortParam(effectiveSort(state.sort, state.term))}
          onChange={(event) => {
            sortChosen.current = true;
            change({ ...state, sort: parseSearchSort(event.target.value, state.term) });
          }}
          className="h-10 rounded-lg border border-stone-300 bg-white px-3 text-sm text-stone-900 focus:border-brand-600"
        >
          {/* With a term, best match first; the price orders stay selectable. */}
          {sortChoices(searchWords(state.term).length > 0).map((choice) => (
            <option key={choice.value} value={sortParam(choice.value)}>
              {choice.label}
            </option>
          ))}
        </select>
      </div>
      {searched || !isDefault(state) ? (
        <Link
          to="/"
          preventScrollReset
          state={KEEP_SCROLL}
          onClick={() => setState({ ...DEFAULT_SEARCH_STATE })}
          className="inline-flex items-center justify-center gap-1.5 rounded-lg border border-stone-300 bg-white px-4 py-2 text-sm font-semibold text-stone-800 hover:bg-stone-100"
        >
          <X aria-hidden className="h-4 w-4" /> Limpiar búsqueda
        </Link>
      ) : null}
    </div>
  );
}

export function SearchPanel(props: SearchPanelProps) {
  const { facets, search, searched, onSearchIntent, machineFilter = null } = props;
  const panel = useSearchPanel(props);
  const { state, setState, machine, inputRef, sortChosen, run } = panel;

  return (
    <section id={SEARCH_SECTION_ID} aria-labelledby="buscador-titulo" className="bg-brand-50 py-10 sm:py-12">
      <div className="mx-auto max-w-7xl px-4">
        <h2 id="buscador-titulo" className="text-2xl font-bold text-stone-900 sm:text-3xl">
          Buscar productos
        </h2>
        <form
          method="get"
          action={`/#${RESULTS_SECTION_ID}`}
          role="search"
          aria-label="Productos"
          className="mt-5 rounded-2xl border border-stone-200 bg-white p-4 shadow-sm sm:p-6"
          onFocus={() => void onSearchIntent?.()}
          onPointerDown={() => void onSearchIntent?.()}
          onSubmit={(event) => {
            event.preventDefault();
            const term = inputRef.current?.value ?? state.term;
            const next = { ...state, term, sort: sortChosen.current ? state.sort : parseSearchSort(null, term) };
            setState(next);
            run(next, true);
          }}
        >
          <input type="hidden" name={SEARCHED_PARAM} value="1" />
          <TermField panel={panel} />
          <ChipGroups panel={panel} facets={facets} search={search} />
          <MachineFilterToggle
            active={machineFilter}
            checked={machine !== null}
            onChange={(param) => {
              panel.setMachine(param);
              if (searched) run(state, false, param);
            }}
          />
          <SortAndClear panel={panel} searched={searched} />
        </form>
      </div>
    </section>
  );
}
