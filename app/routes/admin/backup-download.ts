// GET /admin/copias/ultima: the newest backup file, for an administrador only.
import type { Route } from './+types/backup-download';
import { requireStaffPage } from '#server/auth/guard';
import { servicesContext } from '#server/context';
import { latestBackupResponse } from '#server/ops/backup-status';

export async function loader({ request, context }: Route.LoaderArgs) {
  const services = context.get(servicesContext);
  await requireStaffPage(request, services.staff, { role: 'administrador' });
  const file = latestBackupResponse(services.config);
  if (!file)
    throw new Response('Todavía no hay ninguna copia de seguridad.', {
      status: 404,
      headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' },
    });
  return file;
}
