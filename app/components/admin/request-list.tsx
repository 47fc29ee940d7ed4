// The frame the quote and enquiry lists share: title with the CSV export, status tabs and the
// 'Posible spam' tab, the search box, the empty state or the rows, and the pages. Each list gives
// its own rows (children) and words.
import { Download } from 'lucide-react';
import type { ReactNode } from 'react';
import type { QuoteState } from '../../../domain/staff';
import type { StateCounts } from '../../../server/admin/requests';
import { exportHref, Pagination, SearchBox, StatusTabs } from './list-controls';
import { SpamTab } from './spam';
import { buttonClass, EmptyState, PageHeader } from './ui';

export interface RequestListProps {
  title: string;
  /** '/admin/presupuestos' or '/admin/consultas'. */
  base: string;
  states: readonly QuoteState[];
  query: { estado?: QuoteState; q: string };
  list: { counts: StateCounts; page: number; pages: number; total: number; rows: readonly unknown[] };
  spamCount: number;
  searchLabel: string;
  /** The empty state's words: with filters, and without any request yet. */
  empty: { filtered: string; none: string };
  /** Shown between the tabs and the search box. */
  summary?: ReactNode;
  /** The rows, when there are any. */
  children: ReactNode;
}

export function RequestListPage({ title, base, states, query, list, spamCount, searchLabel, empty, summary, children }: RequestListProps) {
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
      <SearchBox q={query.q} estado={query.estado} label={searchLabel} />
      {list.rows.length === 0 ? <EmptyState>{query.q || query.estado ? empty.filtered : empty.none}</EmptyState> : children}
      <Pagination page={list.page} pages={list.pages} total={list.total} estado={query.estado} q={query.q} />
    </div>
  );
}
