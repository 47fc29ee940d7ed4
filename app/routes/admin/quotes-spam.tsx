// /admin/presupuestos/posible-spam: quote requests kept apart because their hidden honeypot field
// was filled. Not mailed; each can be opened and restored.
import type { Route } from './+types/quotes-spam';
import { skipAfterNetworkFailure } from '../../lib/network-failure';
import { requireStaffPage } from '#server/auth/guard';
import { listQuotes } from '#server/requests/quote-list';
import { parseListQuery } from '#server/admin/schemas';
import { formatARS } from '../../components/admin/format';
import { adminMeta } from '../../components/admin/meta';
import { SpamListPage } from '../../components/admin/spam';
import { servicesContext } from '#server/context';

export const meta: Route.MetaFunction = () => adminMeta('Presupuestos: posible spam');

export async function loader({ request, context }: Route.LoaderArgs) {
  const services = context.get(servicesContext);
  await requireStaffPage(request, services.staff);
  const query = { ...parseListQuery(new URL(request.url)), estado: undefined };
  return { query, list: await listQuotes(await services.staff.db(), query, { spam: true }) };
}

export default function QuotesSpamPage({ loaderData }: Route.ComponentProps) {
  const { query, list } = loaderData;
  const rows = list.rows.map((row) => ({
    id: row.id,
    createdAt: row.createdAt,
    name: row.name,
    email: row.email,
    summary: row.products,
    total: formatARS(row.total),
  }));
  return <SpamListPage noun="presupuesto" base="/admin/presupuestos" q={query.q} rows={rows} page={list.page} pages={list.pages} total={list.total} />;
}

// No reload of this page's data after a post that did not reach the shop (it would fail the same way).
export const shouldRevalidate = skipAfterNetworkFailure;
