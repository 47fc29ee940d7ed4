// The start of a staff page that shows one request (/admin/presupuestos/:id, its answer editor,
// its print page, /admin/consultas/:id): a signed-in staff member (else the sign-in page), the
// :id as a uuid (else a 404 with the page's own words, before the database is asked) and the
// database.
import type { RouterContextProvider } from 'react-router';
import { requireStaffPage } from '#server/auth/guard';
import { requireId } from '#server/admin/http';
import { servicesContext } from '#server/context';

interface RecordArgs {
  request: Request;
  params: { id?: string };
  context: Readonly<RouterContextProvider>;
}

export async function staffRecordPage({ request, params, context }: RecordArgs, missing: string) {
  const services = context.get(servicesContext);
  await requireStaffPage(request, services.staff);
  const id = requireId(params.id, missing);
  return { services, id, db: await services.staff.db() };
}
