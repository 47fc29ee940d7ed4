// POST /admin/presupuestos/:id/restaurar: a possible-spam quote becomes a normal one and is mailed.
import type { Route } from './+types/quote-restore';
import { answerNetworkFailure } from '../../lib/network-failure';
import { restoreAction } from '#server/requests/spam';
import { servicesContext } from '#server/context';

export async function action({ request, params, context }: Route.ActionArgs) {
  return restoreAction(context.get(servicesContext), request, params.id, 'presupuesto');
}

// A post that cannot reach the shop (no signal) is answered here, beside the form, instead of the error page.
export const clientAction = ({ request, serverAction }: Route.ClientActionArgs) => answerNetworkFailure(request, serverAction);
