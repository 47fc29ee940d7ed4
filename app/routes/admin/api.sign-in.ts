// POST /admin/api/ingresar: password sign-in. JSON for the auth context; a plain form post (no
// JavaScript) gets a redirect instead. Public by nature, but same-origin only and rate limited.
import type { Route } from './+types/api.sign-in';
import { signIn } from '#server/auth/service';
import { authPost, methodNotAllowed } from '#server/auth/http';
import { RETURN_TO_PARAM, safeReturnTo, SIGN_IN_PATH } from '#domain/staff';
import { servicesContext, requestContext } from '#server/context';

export function loader() {
  return methodNotAllowed();
}

export async function action({ request, context }: Route.ActionArgs) {
  return authPost(request, context.get(servicesContext).staff, context.get(requestContext).clientAddress, signIn, (input) => {
    const returnTo = safeReturnTo(typeof input[RETURN_TO_PARAM] === 'string' ? (input[RETURN_TO_PARAM] as string) : null);
    return { returnTo, failurePage: `${SIGN_IN_PATH}?${RETURN_TO_PARAM}=${encodeURIComponent(returnTo)}` };
  });
}
