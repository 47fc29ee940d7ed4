// /admin/consultas/posible-spam: contact enquiries kept apart because their hidden honeypot field
// was filled. Not mailed; each can be opened and restored.
import { Link } from 'react-router';
import type { Route } from './+types/enquiries-spam';
import { staffDeps } from '../../../server/auth/deps';
import { requireStaffPage } from '../../../server/auth/guard';
import { listEnquiries } from '../../../server/admin/enquiries';
import { parseListQuery } from '../../../server/admin/schemas';
import { formatDateTime } from '../../components/admin/format';
import { Pagination, SearchBox } from '../../components/admin/list-controls';
import { adminMeta } from '../../components/admin/meta';
import { SpamTab } from '../../components/admin/spam';
import { EmptyState, PageHeader } from '../../components/admin/ui';

export const meta: Route.MetaFunction = () => adminMeta('Consultas: posible spam');

export async function loader({ request }: Route.LoaderArgs) {
  await requireStaffPage(request);
  const query = { ...parseListQuery(new URL(request.url)), estado: undefined };
  return { query, list: await listEnquiries(await staffDeps().db(), query, { spam: true }) };
}

export default function EnquiriesSpamPage({ loaderData }: Route.ComponentProps) {
  const { query, list } = loaderData;
  return (
    <div className="grid grid-cols-1 gap-4">
      <PageHeader title="Consultas" />
      <div className="flex flex-wrap items-center gap-2">
        <Link
          to="/admin/consultas"
          className="inline-flex items-center rounded-full border border-stone-300 bg-white px-3 py-1.5 text-sm font-semibold text-stone-800 hover:bg-stone-100"
        >
          Volver a la lista
        </Link>
        <SpamTab to="/admin/consultas/posible-spam" count={list.counts.todos} active />
      </div>
      <p className="text-sm text-stone-700">
        Consultas que completaron el campo oculto del formulario (lo hacen los robots, y a veces el autocompletado del navegador). Se guardan sin enviar el
        correo; si alguna es real, abrila y tocá «Restaurar».
      </p>
      <SearchBox q={query.q} label="Buscar por nombre, e-mail, teléfono o mensaje" />
      {list.rows.length === 0 ? (
        <EmptyState>{query.q ? 'No hay consultas con esta búsqueda.' : 'No hay consultas marcadas como posible spam.'}</EmptyState>
      ) : (
        <ul className="divide-y divide-stone-100 overflow-hidden rounded-xl border border-stone-200 bg-white shadow-sm" data-testid="lista-spam">
          {list.rows.map((row) => (
            <li key={row.id}>
              <Link
                to={`/admin/consultas/${row.id}`}
                className="grid gap-1 px-4 py-3 hover:bg-stone-50 md:grid-cols-[9rem_14rem_1fr] md:items-center md:gap-4"
                data-testid="fila-spam"
              >
                <span className="text-xs text-stone-600 md:text-sm">{formatDateTime(row.createdAt)}</span>
                <span className="min-w-0">
                  <span className="block truncate font-semibold text-stone-900">{row.name}</span>
                  <span className="block truncate text-sm text-stone-600">{row.email}</span>
                </span>
                <span className="line-clamp-2 text-sm text-stone-700">{row.preview}</span>
              </Link>
            </li>
          ))}
        </ul>
      )}
      <Pagination page={list.page} pages={list.pages} total={list.total} q={query.q} />
    </div>
  );
}
