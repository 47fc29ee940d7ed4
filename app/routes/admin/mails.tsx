// /admin/correos: the mail outbox. Pending mails are retried by the server on their own; failed
// ones gave up after about a day. Either can be resent now.
import { RotateCw } from 'lucide-react';
import { Link, useFetcher } from 'react-router';
import { FilterTabs } from '../../components/admin/list-controls';
import type { Route } from './+types/mails';
import { requireStaffAction, requireStaffPage } from '../../../server/auth/guard';
import { actionResult } from '../../../server/admin/http';
import { MAIL_KIND_LABELS, MAIL_LIST_LIMIT, MAIL_STATUS_LABELS, MAIL_TABS, type MailTab } from '../../../domain/staff';
import { listMails, resendFromStaff, type MailRowView } from '../../../server/admin/mails';
import { mailActionSchema, mailTabSchema } from '../../../server/admin/schemas';
import { CsrfField } from '../../auth/csrf-field';
import { formatDateTime } from '../../components/admin/format';
import { adminMeta } from '../../components/admin/meta';
import { buttonClass, EmptyState, PageHeader } from '../../components/admin/ui';
import { useActionToast, type ActionAnswer } from '../../components/admin/use-action-toast';
import { servicesContext } from '../../../server/context';

export const meta: Route.MetaFunction = () => adminMeta('Correos');

const TAB_LABELS: Record<MailTab, string> = { pendientes: 'Pendientes', fallidos: 'Fallidos', enviados: 'Enviados' };

export async function loader({ request, context }: Route.LoaderArgs) {
  const services = context.get(servicesContext);
  await requireStaffPage(request, services.staff);
  const tab = mailTabSchema.parse(new URL(request.url).searchParams.get('estado') ?? undefined);
  return { tab, ...(await listMails(await services.staff.db(), tab)) };
}

export async function action({ request, context }: Route.ActionArgs) {
  const services = context.get(servicesContext);
  const { staff, input } = await requireStaffAction(request, services.staff);
  const parsed = mailActionSchema.safeParse(input);
  if (!parsed.success) return actionResult(false, 'Correo inválido.');
  const deps = services.staff;
  const outcome = await resendFromStaff(await deps.db(), parsed.data.id, staff.user, deps.now(), services.admin.transport);
  return actionResult(outcome.ok, outcome.message, outcome.status);
}

export default function MailsPage({ loaderData }: Route.ComponentProps) {
  const { tab, rows, counts } = loaderData;
  return (
    <div className="grid grid-cols-1 gap-4">
      <PageHeader title="Correos" />
      <p className="-mt-2 text-sm text-stone-600">
        Avisos de presupuestos y consultas enviados al correo de la tienda. Los pendientes se reintentan solos; los fallidos dejaron de intentarse.
      </p>
      <FilterTabs
        label="Filtrar correos"
        tabs={MAIL_TABS.map((t) => ({ key: t, to: `?estado=${t}`, label: TAB_LABELS[t], count: counts[t], active: t === tab }))}
      />
      {rows.length === 0 ? (
        <EmptyState>{tab === 'enviados' ? 'Todavía no se envió ningún correo.' : `No hay correos ${TAB_LABELS[tab].toLowerCase()}.`}</EmptyState>
      ) : (
        <ul className="grid gap-3" data-testid="lista-correos">
          {rows.map((mail) => (
            <MailItem key={mail.id} mail={mail} />
          ))}
        </ul>
      )}
      {counts[tab] > MAIL_LIST_LIMIT ? (
        <p className="text-sm text-stone-600">
          Se muestran los {MAIL_LIST_LIMIT} más recientes de {counts[tab]}.
        </p>
      ) : null}
    </div>
  );
}

function MailItem({ mail }: { mail: MailRowView }) {
  const fetcher = useFetcher<ActionAnswer>();
  useActionToast(fetcher.data, 'Correo reenviado', 'No se pudo reenviar');
  const busy = fetcher.state !== 'idle';
  return (
    <li className="rounded-xl border border-stone-200 bg-white p-4 shadow-sm" data-testid="correo">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <p className="break-words font-semibold text-stone-900">{mail.subject}</p>
          <p className="text-sm text-stone-600">
            {MAIL_KIND_LABELS[mail.kind] ?? mail.kind} · para {mail.to} · {formatDateTime(mail.createdAt)}
          </p>
        </div>
        {mail.status !== 'sent' ? (
          <fetcher.Form method="post">
            <CsrfField />
            <input type="hidden" name="intent" value="reenviar" />
            <input type="hidden" name="id" value={mail.id} />
            <button type="submit" className={buttonClass.secondary} disabled={busy}>
              <RotateCw aria-hidden className={`h-4 w-4 ${busy ? 'animate-spin' : ''}`} /> {busy ? 'Enviando...' : 'Reenviar'}
            </button>
          </fetcher.Form>
        ) : null}
      </div>
      <dl className="mt-3 grid grid-cols-2 gap-x-4 gap-y-1 text-sm sm:grid-cols-4">
        <div>
          <dt className="text-stone-600">Estado</dt>
          <dd className="font-semibold">{MAIL_STATUS_LABELS[mail.status] ?? mail.status}</dd>
        </div>
        <div>
          <dt className="text-stone-600">Intentos</dt>
          <dd className="font-semibold">{mail.attempts}</dd>
        </div>
        <div>
          <dt className="text-stone-600">{mail.status === 'sent' ? 'Enviado' : 'Próximo intento'}</dt>
          <dd className="font-semibold">
            {mail.status === 'sent' ? formatDateTime(mail.sentAt) : mail.status === 'failed' ? '—' : formatDateTime(mail.nextAttemptAt)}
          </dd>
        </div>
        {mail.relatedHref ? (
          <div>
            <dt className="text-stone-600">Pedido</dt>
            <dd>
              <Link to={mail.relatedHref} className="font-semibold text-brand-700 hover:underline">
                Ver {MAIL_KIND_LABELS[mail.kind]?.toLowerCase() ?? 'pedido'}
              </Link>
            </dd>
          </div>
        ) : null}
      </dl>
      {mail.lastError ? (
        <p className="mt-3 break-words rounded-lg bg-red-50 p-2 text-sm text-red-900" data-testid="ultimo-error">
          Último error: {mail.lastError}
        </p>
      ) : null}
      <details className="mt-2 text-sm">
        <summary className="cursor-pointer font-semibold text-brand-700">Ver el texto del correo</summary>
        <pre className="mt-2 whitespace-pre-wrap break-words rounded-lg bg-stone-50 p-3 font-sans text-stone-800">{mail.text}</pre>
      </details>
    </li>
  );
}
