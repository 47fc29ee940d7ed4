// /admin/consultas: contact enquiries, newest first, by status and search, with CSV export.
import { Download } from 'lucide-react';
import { Link } from 'react-router';
import type { Route } from './+types/enquiries';
import { requireStaffPage } from '../../../server/auth/guard';
import { listEnquiries } from '../../../server/admin/enquiries';
import { parseListQuery } from '../../../server/admin/schemas';
import { formatDateTime } from '../../components/admin/format';
import { REQUEST_STATES } from '../../../domain/staff';
import { exportHref, Pagination, SearchBox, StatusTabs } from '../../components/admin/list-controls';
import { adminMeta } from '../../components/admin/meta';
import { SpamTab } from '../../components/admin/spam';
import { countSpam } from '../../../server/admin/spam';
import { buttonClass, EmptyState, PageHeader, StatusBadge } from '../../components/admin/ui';
import { servicesContext } from '../../../server/context';

export const meta: Route.MetaFunction = () => adminMeta('Consultas');

export async function loader({ request, context }: Route.LoaderArgs) {
  const services = context.get(servicesContext);
  await requireStaffPage(request, services.staff);
  const query = parseListQuery(new URL(request.url), REQUEST_STATES);
  const db = await services.staff.db();
  return { query, list: await listEnquiries(db, query), spam: await countSpam(db, 'consulta') };
}

export default function EnquiriesPage({ loaderData }: Route.ComponentProps) {
  const { query, list } = loaderData;
  return (
    <div className="grid grid-cols-1 gap-4">
      <PageHeader title="Consultas">
        <a href={exportHref('/admin/consultas/exportar', query.estado, query.q)} download className={buttonClass.secondary}>
          <Download aria-hidden className="h-4 w-4" /> Exportar CSV
        </a>
      </PageHeader>
      <div className="flex flex-wrap items-center gap-2">
        <StatusTabs states={REQUEST_STATES} counts={list.counts} current={query.estado} q={query.q} />
        <SpamTab to="/admin/consultas/posible-spam" count={loaderData.spam} />
      </div>
      <SearchBox q={query.q} estado={query.estado} label="Buscar por nombre, e-mail, teléfono o mensaje" />
      {list.rows.length === 0 ? (
        <EmptyState>{query.q || query.estado ? 'No hay consultas con estos filtros.' : 'Todavía no llegó ninguna consulta.'}</EmptyState>
      ) : (
        <ul className="divide-y divide-stone-100 overflow-hidden rounded-xl border border-stone-200 bg-white shadow-sm" data-testid="lista-consultas">
          {list.rows.map((row) => (
            <li key={row.id}>
              <Link
                to={row.id}
                className="grid gap-1 px-4 py-3 hover:bg-stone-50 md:grid-cols-[9rem_14rem_1fr_7rem] md:items-center md:gap-4"
                data-testid="fila-consulta"
              >
                <span className="text-xs text-stone-600 md:text-sm">{formatDateTime(row.createdAt)}</span>
                <span className="min-w-0">
                  <span className="block truncate font-semibold text-stone-900">{row.name}</span>
                  <span className="block truncate text-sm text-stone-600">{row.email}</span>
                </span>
                <span className="line-clamp-2 text-sm text-stone-700">{row.preview}</span>
                <span>
                  <StatusBadge state={row.estado} />
                </span>
              </Link>
            </li>
          ))}
        </ul>
      )}
      <Pagination page={list.page} pages={list.pages} total={list.total} estado={query.estado} q={query.q} />
    </div>
  );
}
