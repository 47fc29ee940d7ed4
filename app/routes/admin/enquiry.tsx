// /admin/consultas/:id: one contact enquiry with the message, reply links, status and notes.
import type { Route } from './+types/enquiry';
import { answerNetworkFailure, skipAfterNetworkFailure } from '../../lib/network-failure';
import { enquiryDetail } from '#server/requests/enquiry-list';
import { notFound } from '#server/admin/http';
import { updateRequestAction } from '#server/requests/staff-shared';
import { REQUEST_STATES } from '#domain/staff';
import { adminMeta } from '../../components/admin/meta';
import { EmailValue, PhoneLink, RequestDetailPage } from '../../components/admin/request-detail';
import { Card, Fields } from '../../components/admin/ui';
import { servicesContext } from '#server/context';
import { staffRecordPage } from '../../lib/staff-record.server';

const NOT_FOUND = 'La consulta no existe.';

export const meta: Route.MetaFunction = () => adminMeta('Consulta');

export async function loader(args: Route.LoaderArgs) {
  const { services, id, db } = await staffRecordPage(args, NOT_FOUND);
  const enquiry = await enquiryDetail(db, id, services.admin.shop());
  if (!enquiry) throw notFound(NOT_FOUND);
  return { enquiry };
}

export async function action({ request, params, context }: Route.ActionArgs) {
  return updateRequestAction(context.get(servicesContext), request, params.id, 'consulta');
}

export default function EnquiryPage({ loaderData }: Route.ComponentProps) {
  const { enquiry } = loaderData;
  return (
    <RequestDetailPage noun="consulta" title={`Consulta de ${enquiry.name}`} request={enquiry} states={REQUEST_STATES}>
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
            ['Email', <EmailValue email={enquiry.email} mailtoHref={enquiry.mailtoHref} />],
            ['Teléfono', enquiry.phone ? <PhoneLink phone={enquiry.phone} /> : 'No indicado'],
          ]}
        />
      </Card>
    </RequestDetailPage>
  );
}

// A post that cannot reach the shop (no signal) is answered here, beside the form, instead of the error page.
export const clientAction = ({ request, serverAction }: Route.ClientActionArgs) => answerNetworkFailure(request, serverAction);

// No reload of this page's data after a post that did not reach the shop (it would fail the same way).
export const shouldRevalidate = skipAfterNetworkFailure;
