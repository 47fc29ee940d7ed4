// POST /admin/api/registro: sign-up with an invitation link's token (JSON or a plain form post).
import type { Route } from './+types/api.sign-up';
import { signUp } from '../../../server/auth/service';
import { authPost, methodNotAllowed } from '../../../server/auth/http';
import { servicesContext, requestContext } from '../../../server/context';

export function loader() {
  return methodNotAllowed();
}

export async function action({ request, context }: Route.ActionArgs) {
  return authPost(request, context.get(servicesContext).staff, context.get(requestContext).clientAddress, signUp, (input) => {
    const invitation = typeof input.invitation === 'string' ? input.invitation : '';
    return { failurePage: `/admin/registro?invitacion=${encodeURIComponent(invitation)}` };
  });
}
