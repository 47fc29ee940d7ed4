// /admin: the summary is the staff's home (the quotes list is one click away from it).
import { redirect } from 'react-router';
import type { Route } from './+types/index';
import { requireStaffPage } from '../../../server/auth/guard';
import { servicesContext } from '../../../server/context';

export async function loader({ request, context }: Route.LoaderArgs) {
  const services = context.get(servicesContext);
  await requireStaffPage(request, services.staff);
  throw redirect('/admin/resumen');
}

export default function AdminIndex() {
  return null;
}
