// POST /admin/api/registro: sign-up with an invitation link's token (JSON or a plain form post).
import type { Route } from './+types/api.sign-up';
import { signUp } from '#server/auth/service';
import { authPost, methodNotAllowed } from '#server/auth/http';
import { looksLikeToken } from '#server/auth/tokens';
import { servicesContext, requestContext } from '#server/context';

export function loader() {
  return methodNotAllowed();
}

export async function action({ request, context }: Route.ActionArgs) {
  return authPost(request, context.get(servicesContext).staff, context.get(requestContext).clientAddress, signUp, (input) => {
    // Back to the form with its invitation, but only one shaped like those we issue: any other text
    // would be copied into the Location header, and a long one makes an answer no client can read.
    if (!looksLikeToken(input.invitation)) return { failurePage: '/admin/registro' };
    return { failurePage: `/admin/registro?invitacion=${input.invitation}` };
  });
}
