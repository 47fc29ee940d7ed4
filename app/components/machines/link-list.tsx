// The list of a machine index page: one link per brand or model, with how many parts fit it.
import { Link } from 'react-router';
import { partsLabel } from '../../lib/machine-paths';

export interface MachineLink {
  name: string;
  path: string;
  count: number;
  /** A second line ('12 modelos', 'motor'). */
  note?: string;
}

export function MachineLinkList({ links, label }: { links: readonly MachineLink[]; label: string }) {
  return (
    <ul aria-label={label} className="mt-6 grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
      {links.map((link) => (
        <li key={link.path}>
          <Link
            to={link.path}
            className="flex items-baseline justify-between gap-3 rounded-xl border border-stone-200 bg-white px-4 py-3 shadow-sm transition hover:border-brand-500 hover:text-brand-700"
          >
            <span className="min-w-0">
              <span className="block font-semibold break-words text-stone-900">{link.name}</span>
              {link.note ? <span className="block text-sm text-stone-600">{link.note}</span> : null}
            </span>
            <span className="shrink-0 text-sm text-stone-600">{partsLabel(link.count)}</span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
