// /admin/busquedas: 'Búsquedas sin resultado'. What customers searched and did not find
// as typed (nothing, or only approximate results), most searched first, so the staff know which
// synonyms or products to add. Only the normalised text is stored: nothing about who searched.
import { FilterTabs } from '../../components/admin/list-controls';
import type { Route } from './+types/searches';
import { requireStaffPage } from '../../../server/auth/guard';
import { listSearchLog, parseSearchLogFilter, type SearchLogRowView } from '../../../server/admin/searches';
import { MAX_STORED_TEXTS } from '../../../server/search-log/store';
import { SEARCH_LOG_FILTER_LABELS, SEARCH_LOG_FILTERS, SEARCH_STEP_LABELS, type SearchLogFilter } from '../../../domain/staff';
import { formatDateTime } from '../../components/admin/format';
import { adminMeta } from '../../components/admin/meta';
import { Card, EmptyState, PageHeader, StaffTable } from '../../components/admin/ui';
import { servicesContext } from '../../../server/context';

export const meta: Route.MetaFunction = () => adminMeta('Búsquedas sin resultado');

export async function loader({ request, context }: Route.LoaderArgs) {
  const services = context.get(servicesContext);
  await requireStaffPage(request, services.staff);
  const filter = parseSearchLogFilter(new URL(request.url).searchParams.get('ver'));
  const db = await services.staff.db();
  // This process's latest searches first (a failure is logged there and the list still shows).
  await services.searchLog.flush(db);
  return { ...(await listSearchLog(db, filter)), maxStored: MAX_STORED_TEXTS };
}

const number = (n: number) => n.toLocaleString('es-AR');

/** 'Nada', or 'Resultados aproximados para "…"'. */
function shownText(row: Pick<SearchLogRowView, 'step' | 'shownAs'>): string {
  if (row.step === null) return 'Nada';
  return row.shownAs ? `Resultados aproximados para "${row.shownAs}"` : 'Resultados aproximados';
}

function filterHref(filter: SearchLogFilter): string {
  return filter === 'todas' ? '.' : `?ver=${filter}`;
}

export default function SearchesPage({ loaderData }: Route.ComponentProps) {
  const { filter, rows, counts, limit, maxStored } = loaderData;
  const total = counts[filter];
  return (
    <div className="grid grid-cols-1 gap-4">
      <PageHeader title="Búsquedas sin resultado" />
      <div className="-mt-2 grid gap-1 text-sm text-stone-700">
        <p>Lo que los clientes buscaron y no encontraron tal cual: sumá sinónimos en la pestaña «sinonimos» de la planilla o cargá esos productos.</p>
        <p className="text-stone-600">Se guarda solo el texto buscado (en minúsculas y sin tildes), nunca quién buscó. Las más buscadas van primero.</p>
      </div>
      <FilterTabs
        label="Filtrar búsquedas"
        tabs={SEARCH_LOG_FILTERS.map((f) => ({
          key: f,
          to: filterHref(f),
          label: SEARCH_LOG_FILTER_LABELS[f],
          count: number(counts[f]),
          active: f === filter,
        }))}
      />
      {rows.length === 0 ? (
        <EmptyState>
          {filter === 'todas' ? 'Todavía no hay búsquedas sin resultado: por ahora los clientes encuentran lo que buscan.' : 'No hay búsquedas de este tipo.'}
        </EmptyState>
      ) : (
        <Card>
          <StaffTable
            testid="lista-busquedas"
            caption="Búsquedas sin resultado, de la más buscada a la menos buscada"
            columns={[
              ['Texto buscado', 'py-2 pr-3'],
              ['Veces', 'py-2 pr-3 text-right'],
              ['Última vez', 'hidden py-2 pr-3 sm:table-cell'],
              ['Qué se mostró', 'py-2'],
            ]}
          >
            {rows.map((row) => (
              <tr key={row.text} className="align-top" data-testid="fila-busqueda">
                <td className="py-2 pr-3">
                  <span className="break-all font-semibold text-stone-900" data-testid="texto-buscado">
                    {row.text}
                  </span>
                  {/* Phone: the date goes under the text (no fourth column). */}
                  <span className="block text-xs text-stone-600 sm:hidden">{formatDateTime(row.lastSeen)}</span>
                </td>
                <td className="py-2 pr-3 text-right font-semibold tabular-nums" data-testid="veces">
                  {number(row.count)}
                </td>
                <td className="hidden whitespace-nowrap py-2 pr-3 sm:table-cell">{formatDateTime(row.lastSeen)}</td>
                <td className="break-words py-2" data-testid="mostrado">
                  {shownText(row)}
                  {row.step && SEARCH_STEP_LABELS[row.step] ? <span className="block text-xs text-stone-600">({SEARCH_STEP_LABELS[row.step]})</span> : null}
                </td>
              </tr>
            ))}
          </StaffTable>
        </Card>
      )}
      {total > rows.length ? (
        <p className="text-sm text-stone-600">
          Se muestran las {number(rows.length)} más buscadas de {number(total)}.
        </p>
      ) : null}
      <p className="text-xs text-stone-600">
        La lista guarda hasta {number(maxStored)} textos distintos; cuando se llena, se borran primero los menos buscados. Se muestran hasta {number(limit)}.
      </p>
    </div>
  );
}
