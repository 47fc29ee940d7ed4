// The signed-in staff area: its own header and navigation, none of the shop's chrome.
import { Outlet } from 'react-router';
import type { Route } from './+types/layout';
import { skipAfterNetworkFailure } from '../../lib/network-failure';
import { navSummary } from '#server/admin/summary';
import { requireStaffPage } from '#server/auth/guard';
import { AdminError } from '../../components/admin/admin-error';
import { AdminNav } from '../../components/admin/admin-nav';
import { SampleContentBanner } from '../../components/admin/sample-banner';
import { sampleValuesInUse } from '#server/content/sample';
import { teamCount } from '#server/team/store';
import { mailBannerValues } from '#server/mail/status';
import { servicesContext } from '#server/context';
import { BackupStatus } from '../../components/admin/backup-status';
import { backupStatus } from '#server/ops/backup-status';

export async function loader({ request, context }: Route.LoaderArgs) {
  const services = context.get(servicesContext);
  const staff = await requireStaffPage(request, services.staff);
  const db = await services.staff.db();
  const [summary, sampleValues] = await Promise.all([navSummary(db), sampleValuesInUse(services.config, () => teamCount(db))]);
  const backups = { status: backupStatus(services.config), canDownload: staff.user.role === 'administrador' };
  return { summary, shopName: services.admin.shop().name, sampleValues: [...sampleValues, ...mailBannerValues(services.config)], backups };
}

export default function AdminLayout({ loaderData }: Route.ComponentProps) {
  return (
    <div className="flex flex-1 flex-col bg-stone-50 print:bg-white">
      <a
        href="#contenido-admin"
        className="sr-only focus:not-sr-only focus:absolute focus:left-2 focus:top-2 focus:z-50 focus:rounded focus:bg-white focus:px-3 focus:py-2 focus:text-stone-900"
      >
        Saltar al contenido
      </a>
      <AdminNav summary={loaderData.summary} shopName={loaderData.shopName} />
      <SampleContentBanner values={loaderData.sampleValues} />
      <BackupStatus status={loaderData.backups.status} canDownload={loaderData.backups.canDownload} />
      <main id="contenido-admin" className="mx-auto w-full max-w-7xl flex-1 px-4 py-6 print:max-w-none print:p-0">
        <Outlet />
      </main>
    </div>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <AdminError error={error} />;
}

// No reload of this page's data after a post that did not reach the shop (it would fail the same way).
export const shouldRevalidate = skipAfterNetworkFailure;
