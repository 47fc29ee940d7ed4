// GET /admin/resumen/exportar?rango=|desde=&hasta=&grafico=: one chart of the summary as a CSV
// file (the same rows as its table). A forged range or an unknown chart: 400 in Spanish.
import type { Route } from './+types/summary-csv';
import { requireStaffPage } from '#server/auth/guard';
import { csvDisposition } from '#server/admin/csv';
import { catalogLookup, dashboardCsv, loadDashboard } from '#server/admin/dashboard';
import { csvResponse } from '#server/admin/http';
import { servicesContext } from '#server/context';
import { SUMMARY_CHARTS, parseSummaryRange, shopDay, type SummaryChart } from '#domain/summary';

const refuse = (message: string) =>
  new Response(message, { status: 400, headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' } });

export async function loader({ request, context }: Route.LoaderArgs) {
  const services = context.get(servicesContext);
  await requireStaffPage(request, services.staff);
  const params = new URL(request.url).searchParams;
  const chart = params.get('grafico') ?? '';
  if (!(SUMMARY_CHARTS as readonly string[]).includes(chart)) return refuse(`Ese gráfico no existe: elegí ${SUMMARY_CHARTS.join(', ')}.`);
  const parsed = parseSummaryRange({ rango: params.get('rango'), desde: params.get('desde'), hasta: params.get('hasta') }, shopDay(services.staff.now()));
  if (!parsed.ok) return refuse(parsed.message);
  const db = await services.staff.db();
  await services.searchLog.flush(db);
  await services.eventCounter.flush(db);
  const dashboard = await loadDashboard(db, parsed.range, catalogLookup(services.catalog.current()), { today: shopDay(services.staff.now()) });
  return csvResponse(dashboardCsv(dashboard, chart as SummaryChart) ?? '', csvDisposition(`resumen-${chart}`, services.staff.now()));
}
