// POST /admin/api/salir: ends the session on the server and clears the cookie. Needs the session
// and its anti-CSRF token like every other staff action (a forged sign-out is still a forgery).
import { redirect } from 'react-router';
import type { Route } from './+types/api.sign-out';
import { SIGN_IN_PATH } from '#domain/staff';
import { jsonError, requireStaffAction, requireStaffApi } from '#server/auth/guard';
import { methodNotAllowed, wantsJson } from '#server/auth/http';
import { signOut } from '#server/auth/service';
import { servicesContext } from '#server/context';

export async function loader({ request, context }: Route.LoaderArgs) {
  const services = context.get(servicesContext);
  await requireStaffApi(request, services.staff); // without a session: 401 like every staff API
  return methodNotAllowed();
}

export async function action({ request, context }: Route.ActionArgs) {
  const services = context.get(servicesContext);
  const deps = services.staff;
  const json = wantsJson(request);
  const { staff } = await requireStaffAction(request, deps, { api: true });
  const outcome = await signOut(staff.sessionId, deps);
  if (!outcome.ok) return jsonError(outcome.status, outcome.message);
  const headers = { 'Set-Cookie': outcome.setCookie, 'Cache-Control': 'no-store' };
  return json ? Response.json({ ok: true }, { headers }) : redirect(SIGN_IN_PATH, { status: 303, headers });
}
