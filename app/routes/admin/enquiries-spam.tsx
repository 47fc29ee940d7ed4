// /admin/consultas/posible-spam: contact enquiries kept apart because their hidden honeypot field
// was filled. Not mailed; each can be opened and restored.
import type { Route } from './+types/enquiries-spam';
import { skipAfterNetworkFailure } from '../../lib/network-failure';
import { requireStaffPage } from '#server/auth/guard';
import { listEnquiries } from '#server/requests/enquiry-list';
import { parseListQuery } from '#server/admin/schemas';
import { adminMeta } from '../../components/admin/meta';
import { SpamListPage } from '../../components/admin/spam';
import { servicesContext } from '#server/context';

export const meta: Route.MetaFunction = () => adminMeta('Consultas: posible spam');

export async function loader({ request, context }: Route.LoaderArgs) {
  const services = context.get(servicesContext);
  await requireStaffPage(request, services.staff);
  const query = { ...parseListQuery(new URL(request.url)), estado: undefined };
  return { query, list: await listEnquiries(await services.staff.db(), query, { spam: true }) };
}

export default function EnquiriesSpamPage({ loaderData }: Route.ComponentProps) {
  const { query, list } = loaderData;
  const rows = list.rows.map((row) => ({ id: row.id, createdAt: row.createdAt, name: row.name, email: row.email, summary: row.preview }));
  return <SpamListPage noun="consulta" base="/admin/consultas" q={query.q} rows={rows} page={list.page} pages={list.pages} total={list.total} />;
}

// No reload of this page's data after a post that did not reach the shop (it would fail the same way).
export const shouldRevalidate = skipAfterNetworkFailure;
