// The frame the quote and enquiry lists share: title with the CSV export, status tabs and the
// 'Posible spam' tab, the search box, the empty state or the rows, and the pages. Each list gives
// its own rows (children) and words.
import { Download } from 'lucide-react';
import type { ReactNode } from 'react';
import { QUOTE_STATES, REQUEST_STATES, type QuoteState } from '#domain/staff';
import type { StateCounts } from '#server/requests/staff-shared';
import { exportHref, Pagination, SearchBox, StatusTabs } from './list-controls';
import { SpamTab } from './spam';
import { buttonClass, EmptyState, PageHeader } from './ui';

const WORDS = {
  presupuesto: {
    title: 'Presupuestos',
    base: '/admin/presupuestos',
    states: QUOTE_STATES,
    search: 'Buscar por nombre, e-mail, teléfono o producto',
    filtered: 'No hay presupuestos con estos filtros.',
    none: 'Todavía no llegó ningún presupuesto.',
  },
  consulta: {
    title: 'Consultas',
    base: '/admin/consultas',
    states: REQUEST_STATES,
    search: 'Buscar por nombre, e-mail, teléfono o mensaje',
    filtered: 'No hay consultas con estos filtros.',
    none: 'Todavía no llegó ninguna consulta.',
  },
} as const;

export interface RequestListProps {
  noun: keyof typeof WORDS;
  query: { estado?: QuoteState; q: string };
  list: { counts: StateCounts; page: number; pages: number; total: number; rows: readonly unknown[] };
  spamCount: number;
  /** Shown between the tabs and the search box. */
  summary?: ReactNode;
  /** The rows, when there are any. */
  children: ReactNode;
}

export function RequestListPage({ noun, query, list, spamCount, summary, children }: RequestListProps) {
  const { title, base, states, search, filtered, none } = WORDS[noun];
  return (
    <div className="grid grid-cols-1 gap-4">
      <PageHeader title={title}>
        <a href={exportHref(`${base}/exportar`, query.estado, query.q)} download className={buttonClass.secondary}>
          <Download aria-hidden className="h-4 w-4" /> Exportar CSV
        </a>
      </PageHeader>
      <div className="flex flex-wrap items-center gap-2">
        <StatusTabs states={states} counts={list.counts} current={query.estado} q={query.q} />
        <SpamTab to={`${base}/posible-spam`} count={spamCount} />
      </div>
      {summary}
      <SearchBox q={query.q} estado={query.estado} label={search} />
      {list.rows.length === 0 ? <EmptyState>{query.q || query.estado ? filtered : none}</EmptyState> : children}
      <Pagination page={list.page} pages={list.pages} total={list.total} estado={query.estado} q={query.q} />
    </div>
  );
}
