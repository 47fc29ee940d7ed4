// The search box of every page. A real GET form: before JavaScript it submits 'q' (and
// any extra params) to the results page. With JavaScript, suggestions as you type, following the
// WAI-ARIA 1.2 combobox pattern (list autocomplete, the focus stays in the input and the active
// option is aria-activedescendant): ArrowDown/ArrowUp move, Enter opens the active option, Escape
// closes, leaving the box or clicking outside closes, and a polite live region says how many there are.
//
// The parts: search-input.tsx (the field and its buttons), suggestion-list.tsx (the list) and
// use-combobox.ts (open state and keyboard).
import { Search } from '../icons';
import { useEffect, useId, useMemo, useRef, useState, type Ref } from 'react';
import { Form, useNavigate } from 'react-router';
import { TEXTS } from '#domain/copy';
import { SEARCH_PATH } from './search-paths';
import { optionsOf, preloadSuggestionOptions, SuggestionList, useSuggestionEntries, type Option } from './suggestion-list';
import { SearchInput } from './search-input';
import { useCombobox } from './use-combobox';
import { useSuggestions } from '../../hooks/use-suggestions';

export interface SearchBoxProps {
  /** Where the form goes: the results page by default, or a catalogue page searching within it. */
  action?: string;
  /** Extra params sent with 'q' (hidden inputs): e.g. { grupo: 'Repuestos' }. */
  hiddenParams?: Record<string, string | readonly string[] | null | undefined>;
  /** The text in the box when it is shown (the search in the URL). */
  defaultValue?: string;
  placeholder?: string;
  /** Prefix of the ids inside (two boxes on one page need different ones). */
  idPrefix?: string;
  autoFocus?: boolean;
  /** Suggestions as you type (needs JavaScript). */
  suggestions?: boolean;
  /** A catalogue group name: suggestions only from it (sent as 'grupo'). */
  scope?: string | null;
  /** The input's label (visually hidden). */
  label?: string;
  /** The search landmark's name; different boxes on one page need different names. */
  formLabel?: string;
  /** 'compact' for the header bar. */
  size?: 'compact' | 'regular';
  className?: string;
  inputRef?: Ref<HTMLInputElement>;
  /** Escape with no suggestion list open (the header closes its search row). */
  onEscape?: () => void;
  /** After a search is sent or a suggestion chosen. */
  onDone?: () => void;
  /**
   * The header's boxes: the text is selected when the box gets the focus (the next search
   * replaces the last one instead of being appended to it), and a button empties it.
   */
  replaceOnFocus?: boolean;
}

function assignRef<T>(ref: Ref<T> | undefined, value: T | null) {
  if (typeof ref === 'function') ref(value);
  else if (ref) (ref as { current: T | null }).current = value;
}

type BoxState = Pick<SearchBoxProps, 'idPrefix' | 'suggestions' | 'scope' | 'inputRef' | 'onEscape' | 'onDone'> & { defaultValue: string };

/** The box's text, its suggestions and the field's handlers. */
function useSearchBox({ idPrefix, defaultValue, suggestions = true, scope = null, inputRef, onEscape, onDone }: BoxState) {
  const generatedId = useId().replace(/:/g, '');
  const prefix = idPrefix ?? `busqueda-${generatedId}`;
  const navigate = useNavigate();
  const rootRef = useRef<HTMLDivElement>(null);
  const ownInputRef = useRef<HTMLInputElement | null>(null);

  const [value, setValue] = useState(defaultValue);
  // Only typed text asks for suggestions: a box prefilled from the URL stays closed.
  const [typed, setTyped] = useState('');

  // The URL is the truth: a new search elsewhere (the header, back/forward) brings the box along.
  useEffect(() => {
    setValue(defaultValue);
    setTyped('');
  }, [defaultValue]);

  const { data, offline } = useSuggestions(typed, { enabled: suggestions, scope });
  const entries = useSuggestionEntries(suggestions && typed !== '');
  // No options until the entries can be drawn: the list opens with them, never empty.
  const options = useMemo(() => (entries ? optionsOf(data, prefix) : []), [entries, data, prefix]);
  const combobox = useCombobox({ data, options, rootRef, inputRef: ownInputRef, onChoose: choose, onEscape });
  const { close } = combobox;

  /** A search sent or a suggestion chosen: the list closes and the box lets go of the focus. */
  function finish() {
    close();
    setTyped('');
    ownInputRef.current?.blur();
    onDone?.();
  }

  function choose(option: Option) {
    finish();
    navigate(option.url);
  }

  const field = {
    setInput(element: HTMLInputElement | null) {
      ownInputRef.current = element;
      assignRef(inputRef, element);
    },
    onType(text: string) {
      if (suggestions) preloadSuggestionOptions();
      setValue(text);
      setTyped(text);
      combobox.setOpen(true);
    },
    onBlurTo(target: Node | null) {
      // Leaving the box (not for the list, which keeps the focus here) closes the list.
      if (!rootRef.current?.contains(target)) close();
    },
    onFocus() {
      if (suggestions) preloadSuggestionOptions();
      if (typed) combobox.setOpen(true);
    },
    onClear() {
      setValue('');
      setTyped('');
      close();
      ownInputRef.current?.focus();
    },
  };
  return { prefix, rootRef, ownInputRef, value, typed, data, offline, entries, options, combobox, finish, choose, field };
}

/** The extra params sent with 'q', one hidden input per value. */
function HiddenParams({ params }: { params: SearchBoxProps['hiddenParams'] }) {
  const hidden = Object.entries(params ?? {}).flatMap(([name, v]) =>
    v === null || v === undefined ? [] : (typeof v === 'string' ? [v] : [...v]).map((item) => ({ name, value: item })),
  );
  return hidden.map((field, i) => <input key={`${field.name}-${i}`} type="hidden" name={field.name} value={field.value} />);
}

export function SearchBox(props: SearchBoxProps) {
  const { action = SEARCH_PATH, placeholder = TEXTS.searchPlaceholder, suggestions = true, size = 'regular', replaceOnFocus = false } = props;
  const { label = 'Buscar productos', formLabel = 'Buscar productos' } = props;
  const box = useSearchBox({ ...props, defaultValue: props.defaultValue ?? '' });
  const { prefix, combobox, value } = box;
  const listId = `${prefix}-sugerencias`;
  const compact = size === 'compact';

  return (
    <div ref={box.rootRef} className={`relative ${props.className ?? ''}`}>
      <Form
        method="get"
        action={action}
        role="search"
        aria-label={formLabel}
        className="flex gap-2"
        onSubmit={(event) => {
          if (!value.trim()) {
            // Nothing to look for: stay, with the box ready.
            event.preventDefault();
            box.ownInputRef.current?.focus();
            return;
          }
          box.finish();
        }}
      >
        <HiddenParams params={props.hiddenParams} />
        <SearchInput
          {...box.field}
          inputId={`${prefix}-campo`}
          listId={listId}
          label={label}
          placeholder={placeholder}
          value={value}
          compact={compact}
          // Only with text to clear, and only in a header box (its JavaScript is there once it is shown).
          clearable={replaceOnFocus && compact && value !== ''}
          focusOnShow={props.autoFocus ?? false}
          suggestions={suggestions}
          expanded={combobox.expanded}
          activeId={combobox.activeOption?.id}
          replaceOnFocus={replaceOnFocus}
          onKeyDown={combobox.onKeyDown}
        />
        {compact ? null : (
          <button
            type="submit"
            className="flex h-12 shrink-0 items-center justify-center gap-2 rounded-lg bg-brand-600 px-4 font-semibold text-white hover:bg-brand-700 sm:px-6"
          >
            <Search aria-hidden className="h-5 w-5" />
            <span className="sr-only sm:not-sr-only">Buscar</span>
          </button>
        )}
      </Form>

      {suggestions ? (
        <SuggestionList
          listId={listId}
          entries={box.entries}
          data={box.data}
          options={box.options}
          active={combobox.active}
          open={combobox.open}
          expanded={combobox.expanded}
          typed={box.typed}
          offline={box.offline}
          onChoose={box.choose}
        />
      ) : null}
    </div>
  );
}
