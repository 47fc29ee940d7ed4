// /admin/catalogo: where the catalogue comes from, when it last loaded, how many products it has,
// and the sheet rows the owner must fix (row, column, problem), with 'Actualizar ahora'.
import { RefreshCw } from 'lucide-react';
import { Link, useFetcher } from 'react-router';
import type { Route } from './+types/catalog';
import { answerNetworkFailure, skipAfterNetworkFailure } from '../../lib/network-failure';
import { requireStaffAction, requireStaffPage } from '#server/auth/guard';
import { recordAudit } from '#server/admin/audit';
import { catalogView, parseIssueQuery, refreshCatalog, type CatalogView, type IssueFilter } from '#server/admin/catalog';
import { formResult } from '#server/admin/http';
import { CsrfField } from '../../auth/csrf-field';
import { formatDateTime } from '../../components/admin/format';
import { adminMeta } from '../../components/admin/meta';
import { buttonClass, Card, EmptyState, Fields, PageHeader, StaffTable } from '../../components/admin/ui';
import { useStaffForm, type StaffFormAnswer } from '../../hooks/use-staff-form';
import { FormAnswerNote } from '../../components/admin/form-answer-note';
import { servicesContext } from '#server/context';
import { machinesView } from '#server/admin/catalog-machines';
import { MachinesCard } from '../../components/admin/machines-card';

export const meta: Route.MetaFunction = () => adminMeta('Catálogo');

export async function loader({ request, context }: Route.LoaderArgs) {
  const services = context.get(servicesContext);
  await requireStaffPage(request, services.staff);
  return {
    catalog: catalogView(services.admin.catalog(), parseIssueQuery(new URL(request.url)), services.admin.photos?.()),
    machines: machinesView(services.catalog.current()),
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const services = context.get(servicesContext);
  const { staff, input } = await requireStaffAction(request, services.staff);
  if (input.intent !== 'actualizar') return formResult(input, { ok: false, message: 'Acción desconocida.' });
  const outcome = await refreshCatalog(services.admin.catalog());
  const deps = services.staff;
  await recordAudit(await deps.db(), staff.user, {
    entity: 'catalogo',
    action: 'actualizar',
    detail: { ok: outcome.ok, productos: outcome.result?.productCount ?? null },
    now: deps.now(),
  });
  return formResult(input, { ok: outcome.ok, message: outcome.message, status: outcome.ok ? 200 : 502 });
}

const STATE_CLASS = {
  ok: 'bg-green-100 text-green-900',
  stale: 'bg-amber-100 text-amber-900',
  'never-loaded': 'bg-red-100 text-red-900',
} as const;

// The report tables' columns: [label, classes]; on a phone the type and the ID are hidden.
const ISSUE_COLUMNS: Array<[string, string]> = [
  ['Fila', 'py-2 pr-3'],
  ['Columna', 'py-2 pr-3'],
  ['Problema', 'py-2 pr-3'],
  ['Tipo', 'hidden py-2 sm:table-cell'],
];
const UNLISTED_COLUMNS: Array<[string, string]> = [
  ['ID', 'hidden py-2 pr-3 sm:table-cell'],
  ['Producto', 'py-2 pr-3'],
  ['Motivo', 'py-2'],
];

export default function CatalogPage({ loaderData }: Route.ComponentProps) {
  const { catalog, machines } = loaderData;
  const fetcher = useFetcher<StaffFormAnswer>();
  const refreshed = useStaffForm(fetcher, { success: 'Catálogo actualizado', error: 'No se pudo actualizar' });
  const busy = fetcher.state !== 'idle';

  return (
    <div className="grid grid-cols-1 gap-4">
      <PageHeader title="Catálogo">
        <fetcher.Form method="post">
          <CsrfField />
          <input type="hidden" name="intent" value="actualizar" />
          <button type="submit" className={buttonClass.primary} disabled={busy}>
            <RefreshCw aria-hidden className={`h-4 w-4 ${busy ? 'animate-spin' : ''}`} /> {busy ? 'Actualizando...' : 'Actualizar ahora'}
          </button>
        </fetcher.Form>
      </PageHeader>
      <FormAnswerNote answer={refreshed.answer} show={refreshed.byDocument} testid="respuesta-actualizar" />

      <Card title="Estado" id="estado-catalogo">
        <p className={`mb-4 inline-block rounded-lg px-3 py-1.5 text-sm font-semibold ${STATE_CLASS[catalog.state]}`} data-testid="estado-catalogo">
          {catalog.stateLabel}
        </p>
        <Fields
          rows={[
            ['Origen', <span className="break-all">{catalog.source}</span>],
            ['Última actualización buena', formatDateTime(catalog.loadedAt)],
            ['Último intento', formatDateTime(catalog.lastAttemptAt)],
            ['Productos', <span data-testid="cantidad-productos">{catalog.productCount.toLocaleString('es-AR')}</span>],
          ]}
        />
        {catalog.lastError ? (
          <p className="mt-4 break-words rounded-lg bg-red-50 p-3 text-sm text-red-900" role="status">
            Último error: {catalog.lastError}
          </p>
        ) : null}
      </Card>

      <Card title="Filas con problemas" id="filas">
        <p className="mb-3 text-sm text-stone-700">
          {catalog.issueCount === 0
            ? 'Ninguna: todas las filas de la planilla se leyeron bien.'
            : `${catalog.errorCount} ${catalog.errorCount === 1 ? 'fila quedó' : 'filas quedaron'} fuera de la tienda (error) y ${catalog.warningCount} ${catalog.warningCount === 1 ? 'se muestra' : 'se muestran'} con un valor corregido (aviso). Se corrigen en la planilla: el número de fila es el de la planilla.`}
        </p>
        {catalog.issueCount > 0 ? <IssueTabs catalog={catalog} /> : null}
        {catalog.issueCount === 0 ? (
          <EmptyState>Sin problemas en las filas.</EmptyState>
        ) : catalog.issues.length === 0 ? (
          <EmptyState>No hay filas de este tipo.</EmptyState>
        ) : (
          <div>
            <StaffTable testid="informe-filas" columns={ISSUE_COLUMNS}>
              {catalog.issues.map((issue, i) => (
                <tr key={`${issue.row}-${issue.column}-${i}`} className="align-top">
                  <td className="py-2 pr-3 font-semibold">{issue.row}</td>
                  <td className="break-words py-2 pr-3">{issue.column}</td>
                  <td className="py-2 pr-3">
                    {/* Phone: the type goes before the problem (no fourth column). */}
                    <span className="sm:hidden">
                      <SeverityBadge severity={issue.severity} />{' '}
                    </span>
                    {issue.problem}
                  </td>
                  <td className="hidden py-2 sm:table-cell">
                    <SeverityBadge severity={issue.severity} />
                  </td>
                </tr>
              ))}
            </StaffTable>
          </div>
        )}
        {catalog.pages > 1 ? (
          <PageLinks label="Páginas del informe" page={catalog.page} pages={catalog.pages} href={(pagina) => issueHref(catalog.filter, pagina)} />
        ) : null}
      </Card>

      <PhotosCard catalog={catalog} />

      <MachinesCard machines={machines} />

      <UnlistedCard catalog={catalog} />
    </div>
  );
}

const PHOTO_COLUMNS: Array<[string, string]> = [
  ['Producto', 'py-2 pr-3'],
  ['Enlace', 'hidden py-2 pr-3 sm:table-cell'],
  ['Motivo', 'py-2 pr-3'],
  ['Desde', 'hidden py-2 sm:table-cell'],
];

/** The photos' preparation, and the links that do not load, for the owner to fix in the sheet. */
function PhotosCard({ catalog }: { catalog: CatalogView }) {
  const { photos } = catalog;
  if (!photos) return null;
  const href = (fotos: number) => {
    const params = new URLSearchParams();
    if (fotos > 1) params.set('fotos', String(fotos));
    const s = params.toString();
    return s ? `?${s}#fotos` : '#fotos';
  };
  return (
    <Card title="Fotos que no cargan" id="fotos">
      <p className="mb-3 text-sm text-stone-700" data-testid="progreso-fotos">
        {photos.line}
      </p>
      <p className="mb-3 text-sm text-stone-700">
        {photos.failedCount === 0
          ? 'Todas las fotos de la planilla cargan bien.'
          : 'Estos enlaces de la planilla no dan una foto que la tienda pueda mostrar. Los productos se muestran con “Imagen no disponible” (o con la copia guardada, si la hay). Corregí o reemplazá el enlace en la planilla, en la fila del producto con ese ID.'}
      </p>
      {photos.failures.length > 0 ? (
        <StaffTable testid="fotos-que-no-cargan" columns={PHOTO_COLUMNS}>
          {photos.failures.map((failure) => (
            <tr key={failure.source} className="align-top">
              <td className="break-words py-2 pr-3">
                {failure.product ? (
                  <>
                    <span className="block text-xs font-semibold text-stone-600">ID {failure.product.id}</span>
                    {failure.product.name}
                    {failure.otherProducts > 0 ? <span className="block text-xs text-stone-600">y {failure.otherProducts} más con el mismo enlace</span> : null}
                  </>
                ) : null}
                {/* Phone: the link goes under the product (no second column). */}
                <span className="mt-1 block break-all text-xs text-stone-600 sm:hidden">{failure.source}</span>
              </td>
              <td className="hidden break-all py-2 pr-3 text-xs sm:table-cell">{failure.source}</td>
              <td className="py-2 pr-3">
                {failure.message}
                {failure.gone ? <span className="block text-xs text-stone-600">Se sigue mostrando la copia guardada.</span> : null}
              </td>
              <td className="hidden py-2 sm:table-cell">{formatDateTime(failure.since)}</td>
            </tr>
          ))}
        </StaffTable>
      ) : null}
      {photos.pages > 1 ? (
        <PageLinks label="Páginas de las fotos que no cargan" page={photos.page} pages={photos.pages} href={href} preventScrollReset />
      ) : null}
    </Card>
  );
}

const FILTER_LABELS: Record<IssueFilter, string> = { todos: 'Todas', error: 'Errores', aviso: 'Avisos' };

/** Products the Google Merchant Center and Meta feeds leave out, with the reasons. */
function UnlistedCard({ catalog }: { catalog: CatalogView }) {
  const { unlisted } = catalog;
  const href = (fuera: number) => {
    const params = new URLSearchParams();
    if (catalog.filter !== 'todos') params.set('tipo', catalog.filter);
    if (catalog.page > 1) params.set('pagina', String(catalog.page));
    if (fuera > 1) params.set('fuera', String(fuera));
    const s = params.toString();
    return s ? `?${s}` : '.';
  };
  return (
    <Card title="Fuera de Google y Meta" id="fuera-de-feeds">
      <p className="mb-3 text-sm text-stone-700" data-testid="resumen-fuera-de-feeds">
        {unlisted.count === 0
          ? 'Todos los productos están en los catálogos de Google (Merchant Center) y Meta (Facebook, Instagram y WhatsApp).'
          : `${unlisted.count.toLocaleString('es-AR')} ${unlisted.count === 1 ? 'producto queda' : 'productos quedan'} fuera de los catálogos de Google y Meta: ${unlisted.byProblem['sin-precio'].toLocaleString('es-AR')} sin precio, ${unlisted.byProblem['en-dolares'] ? `${unlisted.byProblem['en-dolares'].toLocaleString('es-AR')} con precio en dólares (se publican cuando haya cotización), ` : ''}${unlisted.byProblem['sin-imagen'].toLocaleString('es-AR')} sin imagen, ${unlisted.byProblem['foto-no-carga'] ? `${unlisted.byProblem['foto-no-carga'].toLocaleString('es-AR')} con una foto que no carga, ` : ''}${unlisted.byProblem['sin-titulo'].toLocaleString('es-AR')} sin título${unlisted.byProblem['rechazado-por-google'] ? `, ${unlisted.byProblem['rechazado-por-google'].toLocaleString('es-AR')} que Google rechazaría (ID de más de 50 caracteres, enlace demasiado largo o precio fuera de rango)` : ''}. Google y Meta solo publican productos con precio, una foto que cargue y título. Se muestran en la tienda; para publicarlos, completá esos datos en la planilla.`}
      </p>
      {unlisted.items.length > 0 ? (
        <StaffTable testid="informe-fuera-de-feeds" columns={UNLISTED_COLUMNS}>
          {unlisted.items.map((item) => (
            <tr key={item.id} className="align-top">
              <td className="hidden break-all py-2 pr-3 font-semibold sm:table-cell">{item.id}</td>
              <td className="break-words py-2 pr-3">
                {/* Phone: the ID goes under the name (no third column). */}
                <span className="block text-xs font-semibold text-stone-600 sm:hidden">ID {item.id}</span>
                {item.name}
              </td>
              <td className="py-2">{item.reasons.join(', ')}</td>
            </tr>
          ))}
        </StaffTable>
      ) : null}
      {unlisted.pages > 1 ? (
        <PageLinks label="Páginas de los productos fuera de Google y Meta" page={unlisted.page} pages={unlisted.pages} href={href} preventScrollReset />
      ) : null}
    </Card>
  );
}

function issueHref(tipo: IssueFilter, pagina = 1): string {
  const params = new URLSearchParams();
  if (tipo !== 'todos') params.set('tipo', tipo);
  if (pagina > 1) params.set('pagina', String(pagina));
  const s = params.toString();
  return s ? `?${s}` : '.';
}

function IssueTabs({ catalog }: { catalog: CatalogView }) {
  const counts: Record<IssueFilter, number> = { todos: catalog.issueCount, error: catalog.errorCount, aviso: catalog.warningCount };
  return (
    <nav aria-label="Filtrar filas por tipo" className="mb-3 flex flex-wrap gap-1">
      {(Object.keys(FILTER_LABELS) as IssueFilter[]).map((tipo) => (
        <Link
          key={tipo}
          to={issueHref(tipo)}
          aria-current={catalog.filter === tipo ? 'page' : undefined}
          className={`inline-flex items-center gap-2 rounded-full border px-3 py-1 text-sm font-semibold ${catalog.filter === tipo ? 'border-brand-700 bg-brand-700 text-white' : 'border-stone-300 bg-white text-stone-800 hover:bg-stone-100'}`}
        >
          {FILTER_LABELS[tipo]} <span className="text-xs">{counts[tipo]}</span>
        </Link>
      ))}
    </nav>
  );
}

/** 'Página N de M' with the previous and next links (each hidden at its end). */
function PageLinks(props: { label: string; page: number; pages: number; href: (page: number) => string; preventScrollReset?: boolean }) {
  const { label, page, pages, href, preventScrollReset } = props;
  return (
    <nav aria-label={label} className="mt-3 flex flex-wrap items-center justify-between gap-2 text-sm">
      <p className="text-stone-600">
        Página {page} de {pages}
      </p>
      <div className="flex gap-2">
        {page > 1 ? (
          <Link className={buttonClass.secondary} to={href(page - 1)} preventScrollReset={preventScrollReset}>
            Anterior
          </Link>
        ) : null}
        {page < pages ? (
          <Link className={buttonClass.secondary} to={href(page + 1)} preventScrollReset={preventScrollReset}>
            Siguiente
          </Link>
        ) : null}
      </div>
    </nav>
  );
}

function SeverityBadge({ severity }: { severity: 'error' | 'warning' }) {
  return (
    <span className={`rounded px-1.5 py-0.5 text-xs font-semibold ${severity === 'error' ? 'bg-red-100 text-red-900' : 'bg-amber-100 text-amber-900'}`}>
      {severity === 'error' ? 'Error' : 'Aviso'}
    </span>
  );
}

// A post that cannot reach the shop (no signal) is answered here, beside the form, instead of the error page.
export const clientAction = ({ request, serverAction }: Route.ClientActionArgs) => answerNetworkFailure(request, serverAction);

// No reload of this page's data after a post that did not reach the shop (it would fail the same way).
export const shouldRevalidate = skipAfterNetworkFailure;
