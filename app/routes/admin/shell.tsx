// The staff area's outer route: the auth context for every /admin page, no shop chrome, never
// indexed or cached. It has no page of its own; its loader only says who is signed in (if anyone).
import { Outlet } from 'react-router';
import type { Route } from './+types/shell';
import { skipAfterNetworkFailure } from '../../lib/network-failure';
import { currentStaff } from '#server/auth/guard';
import { AuthProvider, type AuthState } from '../../auth/auth-context';
import { AdminError } from '../../components/admin/admin-error';
import { servicesContext } from '#server/context';

export const ADMIN_HEADERS = {
  'X-Robots-Tag': 'noindex, nofollow',
  // Customer data: never kept by a shared cache or the browser's back-forward cache.
  'Cache-Control': 'no-store',
} as const;

export function headers() {
  return ADMIN_HEADERS;
}

export async function loader({ request, context }: Route.LoaderArgs): Promise<{ auth: AuthState | null }> {
  const services = context.get(servicesContext);
  const staff = await currentStaff(request, services.staff);
  return { auth: staff ? { user: staff.user, session: staff.session } : null };
}

export default function AdminShell({ loaderData }: Route.ComponentProps) {
  return (
    <AuthProvider initial={loaderData.auth}>
      <Outlet />
    </AuthProvider>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <AdminError error={error} />;
}

// No reload of this page's data after a post that did not reach the shop (it would fail the same way).
export const shouldRevalidate = skipAfterNetworkFailure;
