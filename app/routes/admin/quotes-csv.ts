// GET /admin/presupuestos/exportar?estado=&q=: the filtered quote list as a CSV file.
import type { Route } from './+types/quotes-csv';
import { requireStaffPage } from '#server/auth/guard';
import { csvDisposition } from '#server/admin/csv';
import { csvResponse } from '#server/admin/http';
import { quotesCsv } from '#server/requests/quote-list';
import { parseListQuery } from '#server/admin/schemas';
import { servicesContext } from '#server/context';

export async function loader({ request, context }: Route.LoaderArgs) {
  const services = context.get(servicesContext);
  await requireStaffPage(request, services.staff);
  const deps = services.staff;
  const csv = await quotesCsv(await deps.db(), parseListQuery(new URL(request.url)));
  return csvResponse(csv, csvDisposition('presupuestos', deps.now()));
}
