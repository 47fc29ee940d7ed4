// /admin/consultas: contact enquiries, newest first, by status and search, with CSV export.
import type { Route } from './+types/enquiries';
import { skipAfterNetworkFailure } from '../../lib/network-failure';
import { requireStaffPage } from '#server/auth/guard';
import { listEnquiries } from '#server/requests/enquiry-list';
import { parseListQuery } from '#server/admin/schemas';
import { REQUEST_STATES } from '#domain/staff';
import { RowLink, WhenAndWho } from '../../components/admin/list-controls';
import { RequestListPage } from '../../components/admin/request-list';
import { adminMeta } from '../../components/admin/meta';
import { countSpam } from '#server/requests/spam';
import { StatusBadge } from '../../components/admin/ui';
import { servicesContext } from '#server/context';

export const meta: Route.MetaFunction = () => adminMeta('Consultas');

export async function loader({ request, context }: Route.LoaderArgs) {
  const services = context.get(servicesContext);
  await requireStaffPage(request, services.staff);
  const query = parseListQuery(new URL(request.url), REQUEST_STATES);
  const db = await services.staff.db();
  return { query, list: await listEnquiries(db, query), spam: await countSpam(db, 'consulta') };
}

/** Phone: stacked. Desk: date, who, message, status in one row. */
const ROW_CLASS = 'grid gap-1 px-4 py-3 hover:bg-stone-50 md:grid-cols-[9rem_14rem_1fr_7rem] md:items-center md:gap-4';

export default function EnquiriesPage({ loaderData }: Route.ComponentProps) {
  const { query, list } = loaderData;
  return (
    <RequestListPage noun="consulta" query={query} list={list} spamCount={loaderData.spam}>
      <ul className="divide-y divide-stone-100 overflow-hidden rounded-xl border border-stone-200 bg-white shadow-sm" data-testid="lista-consultas">
        {list.rows.map((row) => (
          <RowLink key={row.id} to={row.id} className={ROW_CLASS} testid="fila-consulta">
            <WhenAndWho createdAt={row.createdAt} sentOffline={row.sentOffline} name={row.name} detail={row.email} />
            <span className="line-clamp-2 text-sm text-stone-700">{row.preview}</span>
            <span>
              <StatusBadge state={row.estado} />
            </span>
          </RowLink>
        ))}
      </ul>
    </RequestListPage>
  );
}

// No reload of this page's data after a post that did not reach the shop (it would fail the same way).
export const shouldRevalidate = skipAfterNetworkFailure;
