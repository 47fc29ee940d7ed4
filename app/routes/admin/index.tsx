// /admin: the quotes list is the staff's home.
import { redirect } from 'react-router';
import type { Route } from './+types/index';
import { ADMIN_HOME_PATH } from '../../../domain/staff';
import { requireStaffPage } from '../../../server/auth/guard';

export async function loader({ request }: Route.LoaderArgs) {
  await requireStaffPage(request);
  throw redirect(ADMIN_HOME_PATH);
}

export default function AdminIndex() {
  return null;
}
