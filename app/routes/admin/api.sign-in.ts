// POST /admin/api/ingresar: password sign-in. JSON for the auth context; a plain form post (no
// JavaScript) gets a redirect instead. Public by nature, but same-origin only and rate limited.
import type { Route } from './+types/api.sign-in';
import { signIn } from '../../../server/auth/service';
import { readBody, requireSameOrigin } from '../../../server/auth/guard';
import { authAnswer, methodNotAllowed, wantsJson } from '../../../server/auth/http';
import { RETURN_TO_PARAM, safeReturnTo, SIGN_IN_PATH } from '../../../domain/staff';
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
  const outcome = await signIn(input, { address: context.get(requestContext).clientAddress }, deps);
  const returnTo = safeReturnTo(typeof input[RETURN_TO_PARAM] === 'string' ? (input[RETURN_TO_PARAM] as string) : null);
  return authAnswer(outcome, { json, returnTo, failurePage: `${SIGN_IN_PATH}?${RETURN_TO_PARAM}=${encodeURIComponent(returnTo)}` });
}
