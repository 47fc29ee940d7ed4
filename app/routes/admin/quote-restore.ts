// POST /admin/presupuestos/:id/restaurar: a possible-spam quote becomes a normal one and is mailed.
import type { Route } from './+types/quote-restore';
import { restoreAction } from '../../../server/admin/spam';

export async function action({ request, params }: Route.ActionArgs) {
  return restoreAction(request, params.id, 'presupuesto');
}
