// The search box's suggestion list (search-box.tsx): the listbox of the WAI-ARIA combobox pattern,
// products, categories and the machine the words name, the polite count and the offline note. The focus stays in the input;
// the list only shows what use-combobox.ts says is open and active.
import { FolderOpen, ImageOff, Truck } from '../icons';
import { RemotePhoto } from '../remote-photo';
import { photoAttributes } from '../../lib/photos';
import { useState, type ReactNode } from 'react';
import { suggestionCountLabel, type SuggestionsResponse } from './suggestions';

/** Under the box when the suggestions cannot be asked for: what happened, and that the search still goes. */
const SUGGESTIONS_OFFLINE = 'Sin conexión: no podemos mostrarte sugerencias. Lo que escribiste sigue acá.';

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

interface SuggestionListProps {
  listId: string;
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

export function SuggestionList({ listId, data, options, active, open, expanded, typed, offline, onChoose }: SuggestionListProps) {
  const products = data?.productos ?? [];
  const categories = data?.categorias ?? [];
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
        {products.length > 0 ? (
          <div role="group" aria-labelledby={`${listId}-productos`}>
            <div role="presentation" id={`${listId}-productos`} className="px-3 pb-1 pt-2 text-xs font-semibold uppercase tracking-wide text-stone-600">
              Productos
            </div>
            {products.map((product, i) => (
              <SuggestionOption key={options[i].id} id={options[i].id} active={active === i} onChoose={() => onChoose(options[i])}>
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
                <SuggestionOption key={options[i].id} id={options[i].id} active={active === i} onChoose={() => onChoose(options[i])} className="text-sm">
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
            option={options[options.length - 1]}
            active={active === options.length - 1}
            onChoose={() => onChoose(options[options.length - 1])}
            divided={options.length > 1}
          />
        ) : null}
      </div>
      <div role="status" className="sr-only">
        {open && data && typed ? suggestionCountLabel(options.length) : ''}
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
