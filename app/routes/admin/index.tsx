// /admin: the summary is the staff's home (the quotes list is one click away from it).
import { redirect } from 'react-router';
import type { Route } from './+types/index';
import { skipAfterNetworkFailure } from '../../lib/network-failure';
import { ADMIN_HOME_PATH } from '#domain/staff';
import { requireStaffPage } from '#server/auth/guard';
import { servicesContext } from '#server/context';

export async function loader({ request, context }: Route.LoaderArgs) {
  const services = context.get(servicesContext);
  await requireStaffPage(request, services.staff);
  throw redirect(ADMIN_HOME_PATH);
}

export default function AdminIndex() {
  return null;
}

// No reload of this page's data after a post that did not reach the shop (it would fail the same way).
export const shouldRevalidate = skipAfterNetworkFailure;
