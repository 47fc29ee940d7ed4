// GET /admin/presupuestos/exportar?estado=&q=: the filtered quote list as a CSV file.
import type { Route } from './+types/quotes-csv';
import { staffDeps } from '../../../server/auth/deps';
import { requireStaffPage } from '../../../server/auth/guard';
import { csvDisposition } from '../../../server/admin/csv';
import { csvResponse } from '../../../server/admin/http';
import { quotesCsv } from '../../../server/admin/quotes';
import { parseListQuery } from '../../../server/admin/schemas';

export async function loader({ request }: Route.LoaderArgs) {
  await requireStaffPage(request);
  const deps = staffDeps();
  const csv = await quotesCsv(await deps.db(), parseListQuery(new URL(request.url)));
  return csvResponse(csv, csvDisposition('presupuestos', deps.now()));
}
