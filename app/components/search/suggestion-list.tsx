// The search box's suggestion list (search-box.tsx): the listbox of the WAI-ARIA combobox pattern,
// products, categories and the machine the words name, the polite count and the offline note. The focus stays in the input;
// the list only shows what use-combobox.ts says is open and active. Its entries are drawn by
// ./suggestion-options, loaded on the box's first focus or keystroke (decision 0055).
import { useEffect, useState, type ComponentType } from 'react';
import type { SuggestionOptionsProps } from './suggestion-options';
import { suggestionCountLabel, type SuggestionsResponse } from './suggestions';

/** Under the box when the suggestions cannot be asked for: what happened, and that the search still goes. */
const SUGGESTIONS_OFFLINE = 'Sin conexión: no podemos mostrarte sugerencias. Lo que escribiste sigue acá.';

type Entries = ComponentType<SuggestionOptionsProps>;
let loadedEntries: Entries | null = null;

// Without signal the entries' code may not load; neither can the suggestions themselves, so
// nothing is lost by drawing none (the list stays closed, the search still goes).
function loadOptions(): Promise<Entries | null> {
  return import('./suggestion-options').then(
    (module) => (loadedEntries = module.default),
    () => null,
  );
}

/** Starts loading the list's entries (the box's first focus or keystroke), so they draw at once. */
export function preloadSuggestionOptions(): void {
  void loadOptions();
}

/**
 * The list's entries once their code is here, else null. Until then the box offers no option,
 * so the list never opens empty and ArrowDown never names an option that is not drawn.
 */
export function useSuggestionEntries(wanted: boolean): Entries | null {
  const [entries, setEntries] = useState<Entries | null>(() => loadedEntries);
  useEffect(() => {
    if (!wanted || entries) return;
    let live = true;
    void loadOptions().then((loaded) => {
      if (live && loaded) setEntries(() => loaded);
    });
    return () => {
      live = false;
    };
  }, [wanted, entries]);
  return entries;
}

export interface Option {
  id: string;
  url: string;
  kind: 'producto' | 'categoria' | 'maquina';
}

/** The list's options in order (products, categories, then the machine's page), with the ids aria-activedescendant names. */
export function optionsOf(data: SuggestionsResponse | null, prefix: string): Option[] {
  if (!data) return [];
  return [
    ...data.productos.map((p, i) => ({ id: `${prefix}-producto-${i}`, url: p.url, kind: 'producto' as const })),
    ...data.categorias.map((c, i) => ({ id: `${prefix}-categoria-${i}`, url: c.url, kind: 'categoria' as const })),
    ...(data.maquina ? [{ id: `${prefix}-maquina`, url: data.maquina.url, kind: 'maquina' as const }] : []),
  ];
}

interface SuggestionListProps {
  listId: string;
  /** The entries' component (useSuggestionEntries); null while its code loads. */
  entries: Entries | null;
  data: SuggestionsResponse | null;
  options: Option[];
  /** The active option's index, -1 for none. */
  active: number;
  open: boolean;
  expanded: boolean;
  /** Text typed since the box was shown (a prefilled box says nothing). */
  typed: string;
  offline: boolean;
  onChoose: (option: Option) => void;
}

export function SuggestionList({ listId, entries: SuggestionOptions, data, options, active, open, expanded, typed, offline, onChoose }: SuggestionListProps) {
  return (
    <>
      {/* The listbox of the combobox pattern: the input keeps the focus. */}
      {/* eslint-disable-next-line jsx-a11y/interactive-supports-focus */}
      <div
        id={listId}
        role="listbox"
        aria-label="Sugerencias"
        hidden={!expanded}
        // The focus stays in the input: a press on the list must not take it away.
        onMouseDown={(event) => event.preventDefault()}
        className="absolute left-0 right-0 top-full z-40 mt-1 max-h-[min(75vh,36rem)] overflow-y-auto rounded-xl border border-stone-200 bg-white py-1 text-stone-900 shadow-lg sm:min-w-80"
        data-testid="sugerencias"
      >
        {SuggestionOptions && data && options.length > 0 ? (
          <SuggestionOptions listId={listId} data={data} options={options} active={active} onChoose={onChoose} />
        ) : null}
      </div>
      <div role="status" className="sr-only">
        {open && SuggestionOptions && data && typed ? suggestionCountLabel(options.length) : ''}
      </div>
      {offline && open && !expanded ? (
        <p
          role="status"
          className="absolute left-0 right-0 top-full z-40 mt-1 rounded-lg border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-900 shadow sm:min-w-80"
          data-testid="sugerencias-sin-conexion"
        >
          {SUGGESTIONS_OFFLINE}
        </p>
      ) : null}
    </>
  );
}
