// GET /admin/api/sesion: the signed-in user and session (the auth context's "get session"), or 401.
import type { Route } from './+types/api.session';
import { requireStaffApi } from '../../../server/auth/guard';
import { methodNotAllowed } from '../../../server/auth/http';

export async function loader({ request }: Route.LoaderArgs) {
  const staff = await requireStaffApi(request);
  return Response.json({ user: staff.user, session: staff.session }, { headers: { 'Cache-Control': 'no-store' } });
}

export async function action({ request }: Route.ActionArgs) {
  await requireStaffApi(request);
  return methodNotAllowed('GET');
}
