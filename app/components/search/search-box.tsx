// The search box of every page. A real GET form: before JavaScript it submits 'q' (and
// any extra params) to the results page. With JavaScript, suggestions as you type, following the
// WAI-ARIA 1.2 combobox pattern (list autocomplete, the focus stays in the input and the active
// option is aria-activedescendant): ArrowDown/ArrowUp move, Enter opens the active option, Escape
// closes, leaving the box or clicking outside closes, and a polite live region says how many there are.
import { FolderOpen, ImageOff, Search, Truck, X } from '../icons';
import { RemotePhoto } from '../remote-photo';
import { photoAttributes } from '../../lib/photos';
import { useEffect, useId, useMemo, useRef, useState, type ReactNode, type Ref } from 'react';
import { Form, useNavigate } from 'react-router';
import { TEXTS } from '../../../domain/copy';
import { SEARCH_INPUT_MAX_LENGTH, SEARCH_PATH } from './search-url';
import { suggestionCountLabel, type SuggestionsResponse } from './suggestions';
import { useSuggestions } from '../../hooks/use-suggestions';

/** Under the box when the suggestions cannot be asked for: what happened, and that the search still goes. */
const SUGGESTIONS_OFFLINE = 'Sin conexión: no podemos mostrarte sugerencias. Lo que escribiste sigue acá.';

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

/** One entry of the suggestion list (a product or a category), highlighted while active. */
function SuggestionOption({
  id,
  active,
  onChoose,
  className = '',
  children,
}: {
  id: string;
  active: boolean;
  onChoose: () => void;
  className?: string;
  children: ReactNode;
}) {
  return (
    // The ARIA combobox pattern: focus stays in the input (aria-activedescendant), the options are
    // chosen with the arrow keys there or by pointer here, so they are not focusable themselves.
    // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/interactive-supports-focus
    <div
      id={id}
      role="option"
      aria-selected={active}
      onClick={onChoose}
      className={`flex cursor-pointer items-center gap-3 px-3 py-2 ${className} ${active ? 'bg-brand-50 outline-2 -outline-offset-2 outline-brand-600' : 'hover:bg-stone-50'}`}
    >
      {children}
    </div>
  );
}

interface Option {
  id: string;
  url: string;
  kind: 'producto' | 'categoria' | 'maquina';
}

function optionsOf(data: SuggestionsResponse | null, prefix: string): Option[] {
  if (!data) return [];
  return [
    ...data.productos.map((p, i) => ({ id: `${prefix}-producto-${i}`, url: p.url, kind: 'producto' as const })),
    ...data.categorias.map((c, i) => ({ id: `${prefix}-categoria-${i}`, url: c.url, kind: 'categoria' as const })),
    ...(data.maquina ? [{ id: `${prefix}-maquina`, url: data.maquina.url, kind: 'maquina' as const }] : []),
  ];
}

/** The page of the machine the words name, last in the list (after the products and categories). */
function MachineSuggestion({
  name,
  option,
  active,
  onChoose,
  divided,
}: {
  name: string;
  option: Option;
  active: boolean;
  onChoose: () => void;
  divided: boolean;
}) {
  return (
    <div role="group" aria-label="Máquina" className={divided ? 'mt-1 border-t border-stone-200' : ''}>
      <SuggestionOption id={option.id} active={active} onChoose={onChoose} className="text-sm">
        <Truck aria-hidden className="h-4 w-4 shrink-0 text-brand-700" />
        <span className="font-medium" data-testid="sugerencia-maquina">
          {name}
        </span>
      </SuggestionOption>
    </div>
  );
}

function Thumbnail({ src }: { src: string | null }) {
  const [failed, setFailed] = useState(false);
  if (!src || failed) {
    return (
      <span className="flex h-10 w-10 shrink-0 items-center justify-center rounded bg-stone-100 text-stone-500">
        <ImageOff aria-hidden className="h-4 w-4" />
      </span>
    );
  }
  return (
    <RemotePhoto
      {...photoAttributes(src, 'line')}
      width={40}
      height={40}
      onError={() => setFailed(true)}
      className="h-10 w-10 shrink-0 rounded bg-stone-100 object-cover"
    />
  );
}

function assignRef<T>(ref: Ref<T> | undefined, value: T | null) {
  if (typeof ref === 'function') ref(value);
  else if (ref) (ref as { current: T | null }).current = value;
}

export function SearchBox({
  action = SEARCH_PATH,
  hiddenParams,
  defaultValue = '',
  placeholder = TEXTS.searchPlaceholder,
  idPrefix,
  autoFocus = false,
  suggestions = true,
  scope = null,
  label = 'Buscar productos',
  formLabel = 'Buscar productos',
  size = 'regular',
  className = '',
  inputRef,
  onEscape,
  onDone,
  replaceOnFocus = false,
}: SearchBoxProps) {
  const generatedId = useId().replace(/:/g, '');
  const prefix = idPrefix ?? `busqueda-${generatedId}`;
  const inputId = `${prefix}-campo`;
  const listId = `${prefix}-sugerencias`;
  const navigate = useNavigate();
  const rootRef = useRef<HTMLDivElement>(null);
  const ownInputRef = useRef<HTMLInputElement | null>(null);
  // Set by a pointer focus: the release that follows would otherwise put the caret where it
  // landed and undo the selection.
  const keepSelection = useRef(false);

  const [value, setValue] = useState(defaultValue);
  // Only typed text asks for suggestions: a box prefilled from the URL stays closed.
  const [typed, setTyped] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);

  // The URL is the truth: a new search elsewhere (the header, back/forward) brings the box along.
  useEffect(() => {
    setValue(defaultValue);
    setTyped('');
  }, [defaultValue]);

  const { data, offline } = useSuggestions(typed, { enabled: suggestions, scope });
  const options = useMemo(() => optionsOf(data, prefix), [data, prefix]);
  const expanded = open && options.length > 0;
  const activeOption = expanded && active >= 0 ? options[active] : undefined;

  // A new answer: the list opens (when the box still has the focus) with no option active.
  useEffect(() => {
    setActive(-1);
    if (data && typeof document !== 'undefined' && document.activeElement === ownInputRef.current) setOpen(true);
  }, [data]);

  // Clicking or tapping outside closes the list.
  useEffect(() => {
    if (!expanded) return;
    const onPointerDown = (event: PointerEvent) => {
      if (rootRef.current && !rootRef.current.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [expanded]);

  useEffect(() => {
    if (activeOption) document.getElementById(activeOption.id)?.scrollIntoView?.({ block: 'nearest' });
  }, [activeOption]);

  function close() {
    setOpen(false);
    setActive(-1);
  }

  function choose(option: Option) {
    close();
    setTyped('');
    ownInputRef.current?.blur();
    onDone?.();
    navigate(option.url);
  }

  function onKeyDown(event: React.KeyboardEvent<HTMLInputElement>) {
    const count = options.length;
    switch (event.key) {
      case 'ArrowDown':
        if (count === 0) return;
        event.preventDefault();
        if (!expanded) {
          setOpen(true);
          // Alt+ArrowDown only opens the list (APG).
          setActive(event.altKey ? -1 : 0);
        } else if (!event.altKey) setActive((i) => (i >= count - 1 ? 0 : i + 1));
        return;
      case 'ArrowUp':
        if (count === 0) return;
        event.preventDefault();
        if (!expanded) {
          setOpen(true);
          setActive(count - 1);
        } else setActive((i) => (i <= 0 ? count - 1 : i - 1));
        return;
      case 'Enter':
        if (activeOption) {
          event.preventDefault();
          choose(activeOption);
        }
        return;
      case 'Escape':
        if (expanded) {
          event.preventDefault();
          close();
        } else if (onEscape) {
          event.preventDefault();
          onEscape();
        }
        return;
      case 'Tab':
        close();
        return;
      default:
    }
  }

  const compact = size === 'compact';
  // Only with text to clear, and only in a header box (its JavaScript is there once it is shown).
  const clearable = replaceOnFocus && compact && value !== '';
  const hidden = Object.entries(hiddenParams ?? {}).flatMap(([name, v]) =>
    v === null || v === undefined ? [] : (typeof v === 'string' ? [v] : [...v]).map((item) => ({ name, value: item })),
  );
  const count = options.length;
  const products = data?.productos ?? [];
  const categories = data?.categorias ?? [];

  return (
    <div ref={rootRef} className={`relative ${className}`}>
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
            ownInputRef.current?.focus();
            return;
          }
          close();
          setTyped('');
          ownInputRef.current?.blur();
          onDone?.();
        }}
      >
        {hidden.map((field, i) => (
          <input key={`${field.name}-${i}`} type="hidden" name={field.name} value={field.value} />
        ))}
        <div className="relative min-w-0 flex-1">
          <label htmlFor={inputId} className="sr-only">
            {label}
          </label>
          {compact ? null : <Search aria-hidden className="pointer-events-none absolute left-3 top-1/2 h-5 w-5 -translate-y-1/2 text-stone-500" />}
          <input
            ref={(element) => {
              ownInputRef.current = element;
              assignRef(inputRef, element);
            }}
            id={inputId}
            type="search"
            name="q"
            value={value}
            onChange={(event) => {
              setValue(event.target.value);
              setTyped(event.target.value);
              setOpen(true);
            }}
            onKeyDown={onKeyDown}
            onBlur={(event) => {
              // Leaving the box (not for the list, which keeps the focus here) closes the list.
              if (!rootRef.current?.contains(event.relatedTarget as Node | null)) close();
            }}
            onFocus={(event) => {
              if (typed) setOpen(true);
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
            placeholder={placeholder}
            enterKeyHint="search"
            autoComplete="off"
            autoCapitalize="off"
            spellCheck={false}
            maxLength={SEARCH_INPUT_MAX_LENGTH}
            // Only where the page is the search itself (/buscar with nothing asked yet).
            // eslint-disable-next-line jsx-a11y/no-autofocus
            autoFocus={autoFocus}
            role={suggestions ? 'combobox' : undefined}
            aria-autocomplete={suggestions ? 'list' : undefined}
            aria-expanded={suggestions ? expanded : undefined}
            aria-controls={suggestions ? listId : undefined}
            aria-activedescendant={activeOption?.id}
            className={`w-full rounded-lg border border-stone-300 bg-white text-stone-900 placeholder:text-stone-500 focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-600/30 ${compact ? `h-11 pl-3 text-sm [&::-webkit-search-cancel-button]:appearance-none ${clearable ? 'pr-20' : 'pr-11'}` : 'h-12 pl-10 pr-2 text-base'}`}
          />
          {clearable ? (
            <button
              type="button"
              aria-label="Borrar la búsqueda"
              data-testid="borrar-busqueda"
              // The press must not take the focus out of the box (the list would close and reopen).
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => {
                setValue('');
                setTyped('');
                close();
                ownInputRef.current?.focus();
              }}
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
            {products.length > 0 ? (
              <div role="group" aria-labelledby={`${listId}-productos`}>
                <div role="presentation" id={`${listId}-productos`} className="px-3 pb-1 pt-2 text-xs font-semibold uppercase tracking-wide text-stone-600">
                  Productos
                </div>
                {products.map((product, i) => (
                  <SuggestionOption key={options[i].id} id={options[i].id} active={active === i} onChoose={() => choose(options[i])}>
                    <Thumbnail src={product.imagen} />
                    <span className="min-w-0 flex-1">
                      <span className="line-clamp-2 text-sm font-medium leading-snug" data-testid="sugerencia-nombre">
                        {product.nombre}
                      </span>
                      <span className="block text-sm font-bold text-brand-700">{product.precio}</span>
                    </span>
                  </SuggestionOption>
                ))}
              </div>
            ) : null}
            {categories.length > 0 ? (
              <div role="group" aria-labelledby={`${listId}-categorias`} className={products.length > 0 ? 'mt-1 border-t border-stone-200' : ''}>
                <div role="presentation" id={`${listId}-categorias`} className="px-3 pb-1 pt-2 text-xs font-semibold uppercase tracking-wide text-stone-600">
                  Categorías
                </div>
                {categories.map((category, j) => {
                  const i = products.length + j;
                  return (
                    <SuggestionOption key={options[i].id} id={options[i].id} active={active === i} onChoose={() => choose(options[i])} className="text-sm">
                      <FolderOpen aria-hidden className="h-4 w-4 shrink-0 text-brand-700" />
                      <span className="font-medium">Ver {category.nombre}</span>
                    </SuggestionOption>
                  );
                })}
              </div>
            ) : null}
            {data?.maquina ? (
              <MachineSuggestion
                name={data.maquina.nombre}
                option={options[count - 1]}
                active={active === count - 1}
                onChoose={() => choose(options[count - 1])}
                divided={count > 1}
              />
            ) : null}
          </div>
          <div role="status" className="sr-only">
            {open && data && typed ? suggestionCountLabel(count) : ''}
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
      ) : null}
    </div>
  );
}
