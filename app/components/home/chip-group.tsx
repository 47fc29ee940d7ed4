// One chip group of the home search panel (Categoría, Marca, Estado): checkboxes drawn as chips,
// the first twelve shown and the rest behind 'Ver más'. The chips are plain markup the server draws;
// React keeps it when it hydrates them (decision 0013).
import { useEffect, useRef, useState } from 'react';
import { ALL_BRANDS, ALL_CATEGORIES, ALL_CONDITIONS, isAll } from '#domain/filters';
import { ChevronDown } from '../icons';
import { useMountedByHydration } from '../static-section';

export type ListField = 'categories' | 'brands' | 'conditions';

export const GROUPS: { field: ListField; name: string; legend: string; all: string }[] = [
  { field: 'categories', name: 'categoria', legend: 'Categoría', all: ALL_CATEGORIES },
  { field: 'brands', name: 'marca', legend: 'Marca', all: ALL_BRANDS },
  { field: 'conditions', name: 'estado', legend: 'Estado', all: ALL_CONDITIONS },
];

/**
 * Chip looks, written once on the list instead of on each of the ~200 chips. They follow the
 * checkbox itself (:checked), so the chips answer clicks even before JavaScript has loaded.
 */
const CHIP_LIST = [
  'flex flex-wrap gap-2',
  '[&>label]:cursor-pointer [&>label]:select-none [&>label]:rounded-full [&>label]:border [&>label]:border-stone-300 [&>label]:bg-white',
  '[&>label]:px-3 [&>label]:py-1.5 [&>label]:text-sm [&>label]:font-medium [&>label]:text-stone-700 [&>label]:transition',
  '[&>label:not(:has(:checked)):hover]:border-brand-500 [&>label:not(:has(:checked)):hover]:text-brand-700',
  '[&>label:has(:checked)]:border-brand-600 [&>label:has(:checked)]:bg-brand-600 [&>label:has(:checked)]:text-white',
  '[&>label:has(:focus-visible)]:outline-3 [&>label:has(:focus-visible)]:outline-offset-2 [&>label:has(:focus-visible)]:outline-accent-500',
].join(' ');

/** Chips shown before 'Ver más': the rest wait in a closed <details> (no layout cost, no JS). */
const VISIBLE_CHIPS = 12;

interface ChipGroupProps {
  group: (typeof GROUPS)[number];
  options: string[];
  selection: string[];
  /** The selection in the URL: a chosen chip among the rest opens the list. */
  initialSelection: string[];
  onToggle: (value: string) => void;
}

export function ChipGroup({ group, options, selection, initialSelection, onToggle }: ChipGroupProps) {
  const all = isAll(selection, group.all);
  const head = options.slice(0, VISIBLE_CHIPS);
  const rest = options.slice(VISIBLE_CHIPS);
  const isChecked = (option: string) => (option === group.all ? all : !all && selection.includes(option));
  // Decided once: React must not close the list under the visitor's hand.
  const [openRest] = useState(() => !isAll(initialSelection, group.all) && rest.some((o) => initialSelection.includes(o)));
  // The ~200 chips need no React of their own: when React hydrates them their lists keep
  // the server's markup (decision 0013), for as long as the options are the ones it drew.
  const optionsKey = options.join('\u0000');
  const mountedByHydration = useMountedByHydration();
  const [serverOptionsKey] = useState(() => (mountedByHydration ? optionsKey : null));
  const keepsServerHtml = serverOptionsKey === optionsKey;
  const fieldset = useRef<HTMLFieldSetElement>(null);

  // The checkboxes are uncontrolled (the browser ticks them; the fieldset hears the change), so the
  // rules of docs/product.md §4 ('Todas' alone, an item replacing it) are drawn here after every render.
  useEffect(() => {
    for (const input of fieldset.current?.querySelectorAll<HTMLInputElement>(`input[name="${group.name}"]`) ?? []) input.checked = isChecked(input.value);
  });
  // A native listener: React's onChange reaches only inputs it rendered, and the server's chips are
  // not React's until they are redrawn.
  const toggleRef = useRef(onToggle);
  toggleRef.current = onToggle;
  useEffect(() => {
    const node = fieldset.current;
    if (!node) return;
    const onChange = (event: Event) => {
      const input = event.target;
      if (input instanceof HTMLInputElement && input.name === group.name) toggleRef.current(input.value);
    };
    node.addEventListener('change', onChange);
    return () => node.removeEventListener('change', onChange);
  }, [group.name]);

  const chip = (option: string) => (
    <label key={option}>
      <input type="checkbox" name={group.name} value={option} defaultChecked={isChecked(option)} className="sr-only" />
      {option}
    </label>
  );
  const chips = (list: string[], className: string) =>
    keepsServerHtml ? (
      <div key="server" className={className} dangerouslySetInnerHTML={{ __html: '' }} suppressHydrationWarning />
    ) : (
      <div key="react" className={className}>
        {list.map(chip)}
      </div>
    );

  return (
    <fieldset ref={fieldset} className="min-w-0" data-testid={`chips-${group.name}`}>
      <legend className="mb-2 text-sm font-semibold text-stone-800">{group.legend}</legend>
      {chips(head, CHIP_LIST)}
      {rest.length > 0 ? (
        <details open={openRest || undefined} className="group mt-2">
          <summary className="inline-flex cursor-pointer list-none items-center gap-1 rounded-md py-1 text-sm font-semibold text-brand-700 hover:underline [&::-webkit-details-marker]:hidden">
            <ChevronDown aria-hidden className="h-4 w-4 transition group-open:rotate-180" />
            <span className="group-open:hidden">Ver más ({rest.length})</span>
            <span className="hidden group-open:inline">Ver menos</span>
          </summary>
          {chips(rest, `mt-2 ${CHIP_LIST}`)}
        </details>
      ) : null}
    </fieldset>
  );
}
