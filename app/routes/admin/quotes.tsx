// /admin/presupuestos: quote requests, newest first, by status and search, with CSV export, and
// the answers' summary of the last 7 days.
import type { Route } from './+types/quotes';
import { skipAfterNetworkFailure } from '../../lib/network-failure';
import { requireStaffPage } from '#server/auth/guard';
import { listQuotes } from '#server/requests/quote-list';
import { parseListQuery } from '#server/admin/schemas';
import { formatARS, formatDateTime } from '../../components/admin/format';
import { RowLink, WhenAndWho } from '../../components/admin/list-controls';
import { RequestListPage } from '../../components/admin/request-list';
import { adminMeta } from '../../components/admin/meta';
import { countSpam } from '#server/requests/spam';
import { expireAnswers, quoteSummary, type QuoteSummary } from '#server/requests/answers/panel';
import { durationText, SUMMARY_DAYS } from '#domain/quote-answer';
import { StatusBadge } from '../../components/admin/ui';
import { servicesContext } from '#server/context';

export const meta: Route.MetaFunction = () => adminMeta('Presupuestos');

export async function loader({ request, context }: Route.LoaderArgs) {
  const services = context.get(servicesContext);
  await requireStaffPage(request, services.staff);
  const query = parseListQuery(new URL(request.url));
  const deps = services.staff;
  const db = await deps.db();
  const now = deps.now();
  await expireAnswers(db, now); // answers past their validity show as 'Vencido'
  const [list, spam, summary] = await Promise.all([listQuotes(db, query), countSpam(db, 'presupuesto'), quoteSummary(db, now)]);
  return { query, list, spam, summary };
}

/** Phone: date + status, client + total, products. Desk: one row of five columns. */
const ROW_CLASS = 'grid grid-cols-[1fr_auto] gap-x-4 gap-y-1 px-4 py-3 hover:bg-stone-50 md:grid-cols-[9rem_1.2fr_1.5fr_8rem_7rem] md:items-center';

export default function QuotesPage({ loaderData }: Route.ComponentProps) {
  const { query, list } = loaderData;
  return (
    <RequestListPage noun="presupuesto" query={query} list={list} spamCount={loaderData.spam} summary={<SummaryBar summary={loaderData.summary} />}>
      <div className="overflow-hidden rounded-xl border border-stone-200 bg-white shadow-sm">
        <div
          aria-hidden
          className="hidden grid-cols-[9rem_1.2fr_1.5fr_8rem_7rem] gap-4 border-b border-stone-200 bg-stone-50 px-4 py-2 text-xs font-semibold uppercase tracking-wide text-stone-600 md:grid"
        >
          <span>Fecha</span>
          <span>Cliente</span>
          <span>Productos</span>
          <span className="text-right">Total</span>
          <span>Estado</span>
        </div>
        <ul className="divide-y divide-stone-100" data-testid="lista-presupuestos">
          {list.rows.map((row) => (
            <RowLink key={row.id} to={row.id} className={ROW_CLASS} testid="fila-presupuesto">
              <WhenAndWho
                createdAt={row.createdAt}
                sentOffline={row.sentOffline}
                name={row.name}
                detail={row.location}
                place={{ when: 'col-start-1 row-start-1 md:col-auto md:row-auto', who: 'col-start-1 row-start-2 md:col-auto md:row-auto' }}
              />
              <span className="col-span-2 row-start-3 truncate text-sm text-stone-700 md:col-span-1 md:col-auto md:row-auto">
                {row.units} {row.units === 1 ? 'unidad' : 'unidades'}: {row.products}
              </span>
              <span className="col-start-2 row-start-2 text-right font-semibold text-stone-900 md:col-auto md:row-auto" data-testid="total-fila">
                {row.answerTotalText ?? formatARS(row.total)}
                {row.answerTotalText !== null ? <span className="block text-xs font-normal text-stone-600">respondido</span> : null}
              </span>
              <span className="col-start-2 row-start-1 justify-self-end md:col-auto md:row-auto md:justify-self-start">
                <StatusBadge state={row.estado} />
                {row.acceptedAt ? <span className="mt-0.5 block text-xs text-emerald-800">el {formatDateTime(row.acceptedAt)}</span> : null}
              </span>
            </RowLink>
          ))}
        </ul>
      </div>
    </RequestListPage>
  );
}

/** Requests of the last 7 days: how many, answered within a day, accepted, median time to answer. */
function SummaryBar({ summary }: { summary: QuoteSummary }) {
  const items: Array<[string, string]> = [
    [`Pedidos (últimos ${SUMMARY_DAYS} días)`, String(summary.received)],
    ['Respondidos en 24 h', summary.received > 0 ? `${summary.answeredWithin24h} de ${summary.received}` : '0'],
    ['Aceptados', String(summary.accepted)],
    ['Mediana de respuesta', summary.medianAnswerMs === null ? '—' : durationText(summary.medianAnswerMs)],
  ];
  return (
    <dl className="grid grid-cols-2 gap-2 sm:grid-cols-4" data-testid="resumen-presupuestos" aria-label="Resumen de los últimos 7 días">
      {items.map(([label, value]) => (
        <div key={label} className="rounded-xl border border-stone-200 bg-white px-3 py-2 shadow-sm">
          <dt className="text-xs font-semibold text-stone-600">{label}</dt>
          <dd className="text-lg font-extrabold text-stone-900">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

// No reload of this page's data after a post that did not reach the shop (it would fail the same way).
export const shouldRevalidate = skipAfterNetworkFailure;
