// POST /admin/consultas/:id/restaurar: a possible-spam enquiry becomes a normal one and is mailed.
import type { Route } from './+types/enquiry-restore';
import { restoreAction } from '../../../server/admin/spam';

export async function action({ request, params }: Route.ActionArgs) {
  return restoreAction(request, params.id, 'consulta');
}
