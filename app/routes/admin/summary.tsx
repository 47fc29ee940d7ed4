// /admin/resumen: the staff's home. For a range (7, 30 or 90 days, or two dates) and the range
// before it: requests per week, how fast and how often they are answered and accepted, the path
// from a product page to an acceptance, the products asked for (and looked at but never asked
// for), the most frequent searches and those that found nothing, with their trend. Each chart has
// its table and a CSV of its numbers. The sections are components of their own in
// app/components/admin/summary/, as the home page's are in app/components/home/.
import { data, Link, redirect } from 'react-router';
import type { Route } from './+types/summary';
import { requireStaffAction, requireStaffPage } from '#server/auth/guard';
import { actionResult } from '#server/admin/http';
import { hiddenSearchAction, hiddenSearches } from '#server/search-log/hidden';
import { skipAfterNetworkFailure } from '../../lib/network-failure';
import { catalogLookup, isEmptyPeriod, loadDashboard } from '#server/admin/dashboard';
import { servicesContext } from '#server/context';
import { countSentOffline } from '#server/requests/sent-offline';
import { staleRateWarning } from '#server/exchange-rate/page';
import { parseSummaryRange, shopDay, shortDay } from '#domain/summary';
import { adminMeta } from '../../components/admin/meta';
import { EmptyState, PageHeader, buttonClass } from '../../components/admin/ui';
import { Funnel } from '../../components/admin/summary/funnel';
import { Products, ViewedNotAsked } from '../../components/admin/summary/products';
import { RangeForm } from '../../components/admin/summary/range-form';
import { Searches } from '../../components/admin/summary/searches';
import { SentOffline } from '../../components/admin/summary/sent-offline';
import { Totals } from '../../components/admin/summary/totals';
import { Weeks } from '../../components/admin/summary/weeks';

export const meta: Route.MetaFunction = () => adminMeta('Resumen');

export async function loader({ request, context }: Route.LoaderArgs) {
  const services = context.get(servicesContext);
  await requireStaffPage(request, services.staff);
  const url = new URL(request.url);
  const params = url.searchParams;
  // The CSVs are a resource route (a page's loader cannot answer a download).
  if (params.get('formato') === 'csv') throw redirect(`/admin/resumen/exportar${url.search}`);
  const today = shopDay(services.staff.now());
  const parsed = parseSummaryRange({ rango: params.get('rango'), desde: params.get('desde'), hasta: params.get('hasta') }, today);
  const db = await services.staff.db();
  // This process's latest counts first (a failure is logged there and the summary still shows).
  await services.searchLog.flush(db);
  await services.eventCounter.flush(db);
  const catalog = catalogLookup(services.catalog.current());

  const [dashboard, hidden, sentOffline, staleRate] = await Promise.all([
    loadDashboard(db, parsed.range, catalog, { today }),
    hiddenSearches(db),
    countSentOffline(db, parsed.range),
    staleRateWarning(db, services.staff.now()),
  ]);
  return data(
    { dashboard, hiddenCount: hidden.length, sentOffline, staleRate, error: parsed.ok ? null : parsed.message, empty: isEmptyPeriod(dashboard) },
    { status: parsed.ok ? 200 : 400 },
  );
}

/** 'Ocultar' on a search of the rankings: any staff member (both roles read the summary). */
export async function action({ request, context }: Route.ActionArgs) {
  const services = context.get(servicesContext);
  const { staff, input } = await requireStaffAction(request, services.staff);
  const outcome = await hiddenSearchAction(await services.staff.db(), input, staff.user, services.staff.now());
  return actionResult(outcome.ok, outcome.message, outcome.status);
}

export default function SummaryPage({ loaderData }: Route.ComponentProps) {
  const { dashboard: d, hiddenCount, sentOffline, staleRate, error, empty } = loaderData;
  return (
    <div className="grid grid-cols-1 gap-4">
      <PageHeader title="Resumen">
        <Link to="/admin/presupuestos" className={buttonClass.secondary}>
          Ver los presupuestos
        </Link>
      </PageHeader>
      <p className="-mt-2 text-sm text-stone-700" data-testid="periodo">
        Del {shortDay(d.range.from)}/{d.range.from.slice(0, 4)} al {shortDay(d.range.to)}/{d.range.to.slice(0, 4)} ({d.range.days} días), comparado con los{' '}
        {d.range.days} días anteriores.
      </p>
      {staleRate ? (
        <p role="status" className="rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900" data-testid="cotizacion-vieja">
          {staleRate}{' '}
          <Link to="/admin/cotizacion" className="font-semibold underline">
            Cotización del dólar
          </Link>
        </p>
      ) : null}
      <RangeForm range={d.range} />
      {error ? (
        <p role="alert" className="rounded-lg border border-red-300 bg-red-50 p-3 text-sm text-red-900" data-testid="error-periodo">
          {error}
        </p>
      ) : null}
      {empty ? (
        <EmptyState>Todavía no hay presupuestos en este período.</EmptyState>
      ) : (
        <>
          <Totals d={d} />
          <SentOffline counts={sentOffline} />
          {d.current.received > 0 ? <Weeks d={d} /> : <EmptyState>Todavía no hay presupuestos en este período.</EmptyState>}
          <Funnel d={d} />
          <Products d={d} />
          <ViewedNotAsked d={d} />
          <Searches d={d} hiddenCount={hiddenCount} />
        </>
      )}
    </div>
  );
}

// No reload of this page's data after a post that did not reach the shop (it would fail the same way).
export const shouldRevalidate = skipAfterNetworkFailure;
