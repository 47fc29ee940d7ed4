// POST /admin/consultas/:id/restaurar: a possible-spam enquiry becomes a normal one and is mailed.
import type { Route } from './+types/enquiry-restore';
import { restoreAction } from '../../../server/admin/spam';
import { servicesContext } from '../../../server/context';

export async function action({ request, params, context }: Route.ActionArgs) {
  return restoreAction(context.get(servicesContext), request, params.id, 'consulta');
}
