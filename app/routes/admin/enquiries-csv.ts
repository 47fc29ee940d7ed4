// GET /admin/consultas/exportar?estado=&q=: the filtered enquiry list as a CSV file.
import { REQUEST_STATES } from '#domain/staff';
import type { Route } from './+types/enquiries-csv';
import { requireStaffPage } from '#server/auth/guard';
import { csvDisposition } from '#server/admin/csv';
import { enquiriesCsv } from '#server/requests/enquiry-list';
import { csvResponse } from '#server/admin/http';
import { parseListQuery } from '#server/admin/schemas';
import { servicesContext } from '#server/context';

export async function loader({ request, context }: Route.LoaderArgs) {
  const services = context.get(servicesContext);
  await requireStaffPage(request, services.staff);
  const deps = services.staff;
  const csv = await enquiriesCsv(await deps.db(), parseListQuery(new URL(request.url), REQUEST_STATES));
  return csvResponse(csv, csvDisposition('consultas', deps.now()));
}
