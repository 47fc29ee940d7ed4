// The search box's text field (search-box.tsx): the labelled input with the combobox's ARIA
// attributes, and in the header's compact box the clear and send buttons inside it.
import { Search, X } from '../icons';
import { useRef, type KeyboardEvent } from 'react';
import { SEARCH_INPUT_MAX_LENGTH } from './search-paths';

interface SearchInputProps {
  inputId: string;
  listId: string;
  label: string;
  placeholder: string;
  value: string;
  compact: boolean;
  /** Shows the clear button (a header box with text). */
  clearable: boolean;
  /** Focus the input when shown (only where the page is the search itself). */
  focusOnShow: boolean;
  /** The input is a combobox with a suggestion list. */
  suggestions: boolean;
  expanded: boolean;
  activeId: string | undefined;
  /** Selects the text on focus, so the next search replaces the last one. */
  replaceOnFocus: boolean;
  setInput: (element: HTMLInputElement | null) => void;
  onType: (value: string) => void;
  onKeyDown: (event: KeyboardEvent<HTMLInputElement>) => void;
  /** The focus left the input, for `target` (null: out of the page). */
  onBlurTo: (target: Node | null) => void;
  onFocus: () => void;
  onClear: () => void;
}

export function SearchInput(props: SearchInputProps) {
  const { inputId, listId, compact, clearable, suggestions, replaceOnFocus } = props;
  // Set by a pointer focus: the release that follows would otherwise put the caret where it
  // landed and undo the selection.
  const keepSelection = useRef(false);
  return (
    <div className="relative min-w-0 flex-1">
      <label htmlFor={inputId} className="sr-only">
        {props.label}
      </label>
      {compact ? null : <Search aria-hidden className="pointer-events-none absolute left-3 top-1/2 h-5 w-5 -translate-y-1/2 text-stone-500" />}
      <input
        ref={props.setInput}
        id={inputId}
        type="search"
        name="q"
        value={props.value}
        onChange={(event) => props.onType(event.target.value)}
        onKeyDown={props.onKeyDown}
        onBlur={(event) => props.onBlurTo(event.relatedTarget as Node | null)}
        onFocus={(event) => {
          props.onFocus();
          if (replaceOnFocus) {
            event.currentTarget.select();
            keepSelection.current = true;
          }
        }}
        onPointerDown={() => {
          // Before the focus it may bring: a tap on a box that already has it places the caret.
          keepSelection.current = false;
        }}
        onMouseUp={(event) => {
          if (keepSelection.current) event.preventDefault();
          keepSelection.current = false;
        }}
        placeholder={props.placeholder}
        enterKeyHint="search"
        autoComplete="off"
        autoCapitalize="off"
        spellCheck={false}
        maxLength={SEARCH_INPUT_MAX_LENGTH}
        // Only where the page is the search itself (/buscar with nothing asked yet).
        // eslint-disable-next-line jsx-a11y/no-autofocus
        autoFocus={props.focusOnShow}
        role={suggestions ? 'combobox' : undefined}
        aria-autocomplete={suggestions ? 'list' : undefined}
        aria-expanded={suggestions ? props.expanded : undefined}
        aria-controls={suggestions ? listId : undefined}
        aria-activedescendant={props.activeId}
        className={`w-full rounded-lg border border-stone-300 bg-white text-stone-900 placeholder:text-stone-500 focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-600/30 ${compact ? `h-11 pl-3 text-sm [&::-webkit-search-cancel-button]:appearance-none ${clearable ? 'pr-20' : 'pr-11'}` : 'h-12 pl-10 pr-2 text-base'}`}
      />
      {clearable ? (
        <button
          type="button"
          aria-label="Borrar la búsqueda"
          data-testid="borrar-busqueda"
          // The press must not take the focus out of the box (the list would close and reopen).
          onMouseDown={(event) => event.preventDefault()}
          onClick={props.onClear}
          className="absolute right-9 top-0 flex h-11 w-11 items-center justify-center rounded-md text-stone-600 hover:text-stone-900"
        >
          <X aria-hidden className="h-4 w-4" />
        </button>
      ) : null}
      {compact ? (
        <button
          type="submit"
          aria-label="Enviar búsqueda"
          className="absolute right-1 top-1/2 flex h-8 w-8 -translate-y-1/2 items-center justify-center rounded-md bg-accent-400 text-stone-900 hover:bg-accent-500"
        >
          <Search aria-hidden className="h-4 w-4" />
        </button>
      ) : null}
    </div>
  );
}
