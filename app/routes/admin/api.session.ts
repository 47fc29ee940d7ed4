// GET /admin/api/sesion: the signed-in user and session (the auth context's "get session"), or 401.
import type { Route } from './+types/api.session';
import { requireStaffApi } from '#server/auth/guard';
import { methodNotAllowed } from '#server/auth/http';
import { servicesContext } from '#server/context';

export async function loader({ request, context }: Route.LoaderArgs) {
  const services = context.get(servicesContext);
  const staff = await requireStaffApi(request, services.staff);
  return Response.json({ user: staff.user, session: staff.session }, { headers: { 'Cache-Control': 'no-store' } });
}

export async function action({ request, context }: Route.ActionArgs) {
  const services = context.get(servicesContext);
  await requireStaffApi(request, services.staff);
  return methodNotAllowed('GET');
}
