// GET /admin/consultas/exportar?estado=&q=: the filtered enquiry list as a CSV file.
import { REQUEST_STATES } from '../../../domain/staff';
import type { Route } from './+types/enquiries-csv';
import { staffDeps } from '../../../server/auth/deps';
import { requireStaffPage } from '../../../server/auth/guard';
import { csvDisposition } from '../../../server/admin/csv';
import { enquiriesCsv } from '../../../server/admin/enquiries';
import { csvResponse } from '../../../server/admin/http';
import { parseListQuery } from '../../../server/admin/schemas';

export async function loader({ request }: Route.LoaderArgs) {
  await requireStaffPage(request);
  const deps = staffDeps();
  const csv = await enquiriesCsv(await deps.db(), parseListQuery(new URL(request.url), REQUEST_STATES));
  return csvResponse(csv, csvDisposition('consultas', deps.now()));
}
