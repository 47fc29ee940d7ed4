// Status tabs, search box and pages of the quote and enquiry lists. All of it lives in the URL
// (?estado=&q=&pagina=), so a filtered list can be bookmarked and exported as it is.
import { Search } from 'lucide-react';
import type { ReactNode } from 'react';
import { Form, Link } from 'react-router';
import type { QuoteState } from '#domain/staff';
import type { StateCounts } from '#server/requests/staff-shared';
import { formatDateTime } from './format';
import { STATE_LABELS, inputClass, buttonClass } from './ui';

function query(params: Record<string, string | number | undefined>): string {
  const search = new URLSearchParams();
  for (const [k, v] of Object.entries(params)) if (v !== undefined && v !== '' && v !== 1) search.set(k, String(v));
  const s = search.toString();
  return s ? `?${s}` : '';
}

/** A row of filter tabs (links that keep the filter in the URL), each with its count; the current one is marked for screen readers too. */
export function FilterTabs({
  label,
  tabs,
}: {
  label: string;
  tabs: Array<{ key: string; to: string; label: string; count: number | string; active: boolean }>;
}) {
  return (
    <nav aria-label={label} className="-mx-1 overflow-x-auto">
      <ul className="flex gap-1 px-1">
        {tabs.map((tab) => (
          <li key={tab.key} className="shrink-0">
            <Link
              to={tab.to}
              aria-current={tab.active ? 'page' : undefined}
              className={`inline-flex items-center gap-2 rounded-full border px-3 py-1.5 text-sm font-semibold ${tab.active ? 'border-brand-700 bg-brand-700 text-white' : 'border-stone-300 bg-white text-stone-800 hover:bg-stone-100'}`}
            >
              {tab.label}
              <span className={`rounded-full px-1.5 text-xs ${tab.active ? 'bg-white/20' : 'bg-stone-100 text-stone-700'}`}>{tab.count}</span>
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** One tab per state of `states` (the quote's seven or the enquiry's three), after 'Todos'. */
export function StatusTabs({ states, counts, current, q }: { states: readonly QuoteState[]; counts: StateCounts; current?: QuoteState; q: string }) {
  const tabs = [{ state: undefined, label: 'Todos', n: counts.todos }, ...states.map((s) => ({ state: s, label: STATE_LABELS[s], n: counts[s] }))];
  return (
    <FilterTabs
      label="Filtrar por estado"
      tabs={tabs.map((tab) => ({ key: tab.label, to: query({ estado: tab.state, q }), label: tab.label, count: tab.n, active: tab.state === current }))}
    />
  );
}

export function SearchBox({ q, estado, label }: { q: string; estado?: QuoteState; label: string }) {
  return (
    <Form method="get" role="search" className="flex gap-2">
      {estado ? <input type="hidden" name="estado" value={estado} /> : null}
      <label htmlFor="buscar" className="sr-only">
        {label}
      </label>
      <input id="buscar" name="q" type="search" defaultValue={q} placeholder={label} maxLength={100} className={inputClass} />
      <button type="submit" className={buttonClass.secondary}>
        <Search aria-hidden className="h-4 w-4" />
        <span className="sr-only sm:not-sr-only">Buscar</span>
      </button>
    </Form>
  );
}

export function Pagination({ page, pages, total, estado, q }: { page: number; pages: number; total: number; estado?: QuoteState; q: string }) {
  if (pages <= 1) return <p className="text-sm text-stone-600">{total === 1 ? '1 resultado' : `${total} resultados`}</p>;
  return (
    <nav aria-label="Páginas" className="flex flex-wrap items-center justify-between gap-3 text-sm">
      <p className="text-stone-600">
        Página {page} de {pages} · {total} resultados
      </p>
      <div className="flex gap-2">
        {page > 1 ? (
          <Link className={buttonClass.secondary} to={query({ estado, q, pagina: page - 1 })}>
            Anterior
          </Link>
        ) : null}
        {page < pages ? (
          <Link className={buttonClass.secondary} to={query({ estado, q, pagina: page + 1 })}>
            Siguiente
          </Link>
        ) : null}
      </div>
    </nav>
  );
}

/** Link to a file route with the list's filters (not its page). */
export function exportHref(base: string, estado: QuoteState | undefined, q: string): string {
  return `${base}${query({ estado, q })}`;
}

/** A list row's first two cells: when it arrived, and who sent it with a second line (e-mail or locality); `place` adds grid placement classes. */
export function WhenAndWho({
  createdAt,
  sentOffline,
  name,
  detail,
  place,
}: {
  createdAt: string;
  /** The made and arrived times of a request a phone kept without signal. */
  sentOffline?: string | null;
  name: string;
  detail: string;
  place?: { when: string; who: string };
}) {
  return (
    <>
      <span className={`${place ? `${place.when} ` : ''}text-xs text-stone-600 md:text-sm`}>
        {formatDateTime(createdAt)}
        {sentOffline ? (
          <span className="block text-xs font-semibold text-amber-800" data-testid="enviado-sin-senal">
            {sentOffline}
          </span>
        ) : null}
      </span>
      <span className={`${place ? `${place.who} ` : ''}min-w-0`}>
        <span className="block truncate font-semibold text-stone-900">{name}</span>
        <span className="block truncate text-sm text-stone-600">{detail}</span>
      </span>
    </>
  );
}

/** One row of a request list: the whole row links to the request. */
export function RowLink({ to, className, testid, children }: { to: string; className: string; testid: string; children: ReactNode }) {
  return (
    <li>
      <Link to={to} className={className} data-testid={testid}>
        {children}
      </Link>
    </li>
  );
}
