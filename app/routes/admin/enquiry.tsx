// /admin/consultas/:id: one contact enquiry with the message, reply links, status and notes.
import { ArrowLeft, Mail } from 'lucide-react';
import { Link } from 'react-router';
import type { Route } from './+types/enquiry';
import { requireStaffAction, requireStaffPage } from '../../../server/auth/guard';
import { enquiryDetail } from '../../../server/admin/enquiries';
import { actionResult, notFound, requireId } from '../../../server/admin/http';
import { updateRequest } from '../../../server/admin/requests';
import { requestUpdateSchema } from '../../../server/admin/schemas';
import { WhatsAppIcon } from '../../components/icons';
import { REQUEST_STATES } from '../../../domain/staff';
import { FollowUp } from '../../components/admin/follow-up';
import { formatDateTime } from '../../components/admin/format';
import { adminMeta } from '../../components/admin/meta';
import { SPAM_REASON_LABELS, SpamNotice } from '../../components/admin/spam';
import { RelatedMails } from '../../components/admin/related-mails';
import { buttonClass, Card, Fields, PageHeader, StatusBadge } from '../../components/admin/ui';
import { servicesContext } from '../../../server/context';

const NOT_FOUND = 'La consulta no existe.';

export const meta: Route.MetaFunction = () => adminMeta('Consulta');

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const services = context.get(servicesContext);
  await requireStaffPage(request, services.staff);
  const id = requireId(params.id, NOT_FOUND);
  const enquiry = await enquiryDetail(await services.staff.db(), id, services.admin.shop());
  if (!enquiry) throw notFound(NOT_FOUND);
  return { enquiry };
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const services = context.get(servicesContext);
  const { staff, input } = await requireStaffAction(request, services.staff);
  const id = requireId(params.id, NOT_FOUND);
  const parsed = requestUpdateSchema.safeParse(input);
  if (!parsed.success) return actionResult(false, parsed.error.issues[0]?.message ?? 'Datos inválidos.');
  const deps = services.staff;
  const outcome = await updateRequest(await deps.db(), 'consulta', id, parsed.data, staff.user, deps.now());
  if (!outcome.ok) return actionResult(false, NOT_FOUND, 404);
  return actionResult(true, parsed.data.intent === 'estado' ? 'El estado de la consulta cambió.' : 'Las notas quedaron guardadas.');
}

export default function EnquiryPage({ loaderData }: Route.ComponentProps) {
  const { enquiry } = loaderData;
  return (
    <div className="grid grid-cols-1 gap-4">
      <Link to="/admin/consultas" className="inline-flex items-center gap-1 text-sm font-semibold text-brand-700 hover:underline">
        <ArrowLeft aria-hidden className="h-4 w-4" /> Consultas
      </Link>
      <PageHeader title={`Consulta de ${enquiry.name}`}>
        <StatusBadge state={enquiry.estado} />
      </PageHeader>
      {enquiry.spamReason ? (
        <SpamNotice action={`/admin/consultas/${enquiry.id}/restaurar`} reason={SPAM_REASON_LABELS[enquiry.spamReason] ?? enquiry.spamReason} noun="consulta" />
      ) : null}
      <p className="-mt-2 text-sm text-stone-600">Recibida el {formatDateTime(enquiry.createdAt)}</p>

      <div className="flex flex-wrap gap-2">
        {enquiry.whatsappHref ? (
          <a href={enquiry.whatsappHref} target="_blank" rel="noopener noreferrer" className={buttonClass.whatsapp}>
            <WhatsAppIcon className="h-4 w-4" /> Responder por WhatsApp
          </a>
        ) : null}
        {enquiry.mailtoHref ? (
          <a href={enquiry.mailtoHref} className={buttonClass.secondary}>
            <Mail aria-hidden className="h-4 w-4" /> Responder por e-mail
          </a>
        ) : null}
      </div>

      <div className="grid gap-4 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <div className="grid grid-cols-1 content-start gap-4">
          <Card title="Mensaje" id="mensaje">
            {/* Plain text with its line breaks kept; React escapes it. */}
            <p className="whitespace-pre-wrap break-words text-stone-900" data-testid="mensaje">
              {enquiry.message}
            </p>
          </Card>
          <Card title="Datos de contacto" id="contacto">
            <Fields
              rows={[
                ['Nombre', enquiry.name],
                [
                  'Email',
                  enquiry.mailtoHref ? (
                    <a className="text-brand-700 underline" href={enquiry.mailtoHref}>
                      {enquiry.email}
                    </a>
                  ) : (
                    enquiry.email
                  ),
                ],
                [
                  'Teléfono',
                  enquiry.phone ? (
                    <a className="text-brand-700 underline" href={`tel:${enquiry.phone.replace(/[^\d+]/g, '')}`}>
                      {enquiry.phone}
                    </a>
                  ) : (
                    'No indicado'
                  ),
                ],
              ]}
            />
          </Card>
        </div>
        <div className="grid grid-cols-1 content-start gap-4">
          <FollowUp states={REQUEST_STATES} state={enquiry.estado} notes={enquiry.notas} history={enquiry.history} />
          <RelatedMails mails={enquiry.mails} />
        </div>
      </div>
    </div>
  );
}
