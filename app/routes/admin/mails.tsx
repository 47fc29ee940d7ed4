// /admin/correos: the mail outbox. Pending mails are retried by the server on their own; failed
// ones gave up after about a day. Either can be resent now.
import { MailCheck, RotateCw } from 'lucide-react';
import { Link, useFetcher } from 'react-router';
import { FilterTabs } from '../../components/admin/list-controls';
import type { Route } from './+types/mails';
import { answerNetworkFailure, skipAfterNetworkFailure } from '../../lib/network-failure';
import { requireStaffAction, requireStaffPage } from '#server/auth/guard';
import { actionResult } from '#server/admin/http';
import { MAIL_KIND_LABELS, MAIL_LIST_LIMIT, MAIL_STATUS_LABELS, MAIL_STATUS_TEXTS, MAIL_TABS, type MailTab } from '#domain/staff';
import { listMails, resendFromStaff, sendTestMail, type MailRowView } from '#server/admin/mails';
import { mailServerConfigured } from '#server/mail/status';
import { mailActionSchema, mailTabSchema } from '#server/admin/schemas';
import { CsrfField } from '../../auth/csrf-field';
import { formatDateTime } from '../../components/admin/format';
import { adminMeta } from '../../components/admin/meta';
import { buttonClass, EmptyState, PageHeader } from '../../components/admin/ui';
import { useActionToast, type ActionAnswer } from '../../hooks/use-action-toast';
import { servicesContext } from '#server/context';

export const meta: Route.MetaFunction = () => adminMeta('Correos');

const TAB_LABELS: Record<MailTab, string> = { pendientes: 'Pendientes', fallidos: 'Fallidos', enviados: 'Enviados', archivados: 'Guardados como archivo' };

export async function loader({ request, context }: Route.LoaderArgs) {
  const services = context.get(servicesContext);
  const staff = await requireStaffPage(request, services.staff);
  const tab = mailTabSchema.parse(new URL(request.url).searchParams.get('estado') ?? undefined);
  return {
    tab,
    canTest: staff.user.role === 'administrador',
    mailConfigured: mailServerConfigured(services.config),
    testTo: services.config.mailTo,
    ...(await listMails(await services.staff.db(), tab)),
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const services = context.get(servicesContext);
  const { staff, input } = await requireStaffAction(request, services.staff);
  const parsed = mailActionSchema.safeParse(input);
  if (!parsed.success) return actionResult(false, 'Correo inválido.');
  const deps = services.staff;
  if (parsed.data.intent === 'probar') {
    if (staff.user.role !== 'administrador') return actionResult(false, 'Solo un administrador puede enviar el correo de prueba.', 403);
    const test = await sendTestMail(await deps.db(), staff.user, {
      now: deps.now(),
      to: services.config.mailTo,
      shopName: services.admin.shop().name,
      transport: services.admin.transport,
    });
    return actionResult(test.ok, test.message, test.status);
  }
  const outcome = await resendFromStaff(await deps.db(), parsed.data.id, staff.user, deps.now(), services.admin.transport);
  return actionResult(outcome.ok, outcome.message, outcome.status);
}

export default function MailsPage({ loaderData }: Route.ComponentProps) {
  const { tab, rows, counts, canTest, mailConfigured, testTo } = loaderData;
  return (
    <div className="grid grid-cols-1 gap-4">
      <PageHeader title="Correos" />
      <p className="-mt-2 text-sm text-stone-600">
        Avisos de presupuestos y consultas enviados al correo de la tienda. Los pendientes se reintentan solos; los fallidos dejaron de intentarse.
      </p>
      {!mailConfigured ? (
        <p className="rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950" data-testid="sin-servidor-correo">
          <strong>{MAIL_STATUS_TEXTS.savedAsFile}.</strong> {MAIL_STATUS_TEXTS.fileTabHint}
        </p>
      ) : null}
      {canTest ? <TestMail to={testTo} /> : null}
      <FilterTabs
        label="Filtrar correos"
        tabs={MAIL_TABS.map((t) => ({ key: t, to: `?estado=${t}`, label: TAB_LABELS[t], count: counts[t], active: t === tab }))}
      />
      {rows.length === 0 ? (
        <EmptyState>
          {tab === 'enviados'
            ? 'Todavía no se envió ningún correo.'
            : tab === 'archivados'
              ? 'No hay correos guardados como archivo.'
              : `No hay correos ${TAB_LABELS[tab].toLowerCase()}.`}
        </EmptyState>
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

function TestMail({ to }: { to: string }) {
  const fetcher = useFetcher<ActionAnswer>();
  useActionToast(fetcher.data, 'Correo de prueba', 'No se pudo enviar');
  const busy = fetcher.state !== 'idle';
  return (
    <fetcher.Form method="post" className="flex flex-wrap items-center gap-3 rounded-xl border border-stone-200 bg-white p-4 shadow-sm">
      <CsrfField />
      <input type="hidden" name="intent" value="probar" />
      <p className="min-w-0 flex-1 text-sm text-stone-700">
        Enviá un correo de prueba a <strong className="break-all">{to}</strong> para comprobar que los avisos llegan.
      </p>
      <button type="submit" className={buttonClass.secondary} disabled={busy}>
        <MailCheck aria-hidden className="h-4 w-4" /> {busy ? 'Enviando...' : 'Enviar correo de prueba'}
      </button>
      {fetcher.data ? (
        <p role="status" className={`w-full text-sm ${fetcher.data.ok ? 'text-stone-800' : 'text-red-800'}`} data-testid="resultado-prueba">
          {fetcher.data.message}
        </p>
      ) : null}
    </fetcher.Form>
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
          <dd className="font-semibold">
            {mail.status === 'sent' && mail.via === 'file' ? 'Guardado como archivo' : (MAIL_STATUS_LABELS[mail.status] ?? mail.status)}
          </dd>
        </div>
        <div>
          <dt className="text-stone-600">Intentos</dt>
          <dd className="font-semibold">{mail.attempts}</dd>
        </div>
        <div>
          <dt className="text-stone-600">{mail.status === 'sent' ? (mail.via === 'file' ? 'Guardado' : 'Enviado') : 'Próximo intento'}</dt>
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

// A post that cannot reach the shop (no signal) is answered here, beside the form, instead of the error page.
export const clientAction = ({ request, serverAction }: Route.ClientActionArgs) => answerNetworkFailure(request, serverAction);

// No reload of this page's data after a post that did not reach the shop (it would fail the same way).
export const shouldRevalidate = skipAfterNetworkFailure;
