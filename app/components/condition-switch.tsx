// Nuevos, Ver Todo, Usados: the switch over a list's condition, on the catalogue pages and on the
// search results. Plain links that keep the scroll, so it works before JavaScript arrives.
import { Link } from 'react-router';
import { KEEP_SCROLL } from './layout/scroll-to-top';

export interface ConditionOption {
  label: string;
  /** Where the option leads (the same list, with its condition). */
  to: string;
  current: boolean;
}

export function ConditionSwitch({ options, className }: { options: ConditionOption[]; className?: string }) {
  return (
    <nav aria-label="Estado del producto" className={className}>
      <ul className="inline-flex rounded-xl border border-stone-300 bg-white p-1 shadow-sm">
        {options.map((option) => (
          <li key={option.label}>
            <Link
              to={option.to}
              preventScrollReset
              state={KEEP_SCROLL}
              aria-current={option.current ? 'page' : undefined}
              className={`block rounded-lg px-4 py-2 text-sm font-semibold transition ${option.current ? 'bg-brand-600 text-white shadow' : 'text-stone-700 hover:bg-stone-100'}`}
            >
              {option.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
