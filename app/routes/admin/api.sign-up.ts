// POST /admin/api/registro: sign-up with an invitation link's token (JSON or a plain form post).
import type { Route } from './+types/api.sign-up';
import { signUp } from '../../../server/auth/service';
import { readBody, requireSameOrigin } from '../../../server/auth/guard';
import { authAnswer, methodNotAllowed, wantsJson } from '../../../server/auth/http';
import { servicesContext, requestContext } from '../../../server/context';

export function loader() {
  return methodNotAllowed();
}

export async function action({ request, context }: Route.ActionArgs) {
  const services = context.get(servicesContext);
  const deps = services.staff;
  requireSameOrigin(request, deps);
  const json = wantsJson(request);
  const input = (await readBody(request)) ?? {};
  const outcome = await signUp(input, { address: context.get(requestContext).clientAddress }, deps);
  const invitation = typeof input.invitation === 'string' ? input.invitation : '';
  return authAnswer(outcome, { json, failurePage: `/admin/registro?invitacion=${encodeURIComponent(invitation)}` });
}
