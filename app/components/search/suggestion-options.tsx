// The suggestion list's entries (suggestion-list.tsx): products with their photo and price,
// categories and the machine's page. Loaded on the box's first focus or keystroke, not with the
// page: the list is empty until the visitor types (decision 0055).
import { FolderOpen, ImageOff, Truck } from '../icons';
import { RemotePhoto } from '../remote-photo';
import { photoAttributes } from '../../lib/photos';
import { useState, type ReactNode } from 'react';
import type { SuggestionsResponse } from './suggestions';
import type { Option } from './suggestion-list';

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

export interface SuggestionOptionsProps {
  listId: string;
  data: SuggestionsResponse;
  options: Option[];
  /** The active option's index, -1 for none. */
  active: number;
  onChoose: (option: Option) => void;
}

/** The listbox's groups and options, in the order optionsOf gives their ids. */
export default function SuggestionOptions({ listId, data, options, active, onChoose }: SuggestionOptionsProps) {
  const products = data.productos;
  const categories = data.categorias;
  return (
    <>
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
      {data.maquina ? (
        <MachineSuggestion
          name={data.maquina.nombre}
          option={options[options.length - 1]}
          active={active === options.length - 1}
          onChoose={() => onChoose(options[options.length - 1])}
          divided={options.length > 1}
        />
      ) : null}
    </>
  );
}
