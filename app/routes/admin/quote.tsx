// /admin/presupuestos/:id: one quote request with its lines, the recomputed total, the visitor's
// data, reply links (WhatsApp with a greeting, e-mail), status, notes and a printable version.
// Once an answer was sent, its version, lines and total are the page's figures and the request's
// sheet prices come after them as the original request.
import { Printer } from 'lucide-react';
import { Link } from 'react-router';
import type { Route } from './+types/quote';
import { answerNetworkFailure, skipAfterNetworkFailure } from '../../lib/network-failure';
import { notFound } from '#server/admin/http';
import { quoteDetail } from '#server/requests/quote-list';
import { answerPanel, expireAnswers } from '#server/requests/answers/panel';
import { AnswerCard } from '../../components/admin/answer-card';
import { updateRequestAction } from '#server/requests/staff-shared';
import { QUOTE_STATES } from '#domain/staff';
import { formatDateTime } from '../../components/admin/format';
import { adminMeta } from '../../components/admin/meta';
import { ClientMessage } from '../../components/admin/client-message';
import { QuoteRequestCard } from '../../components/admin/quote-request-card';
import { billingRows } from '../../components/admin/billing-rows';
import { EmailValue, PhoneLink, RequestDetailPage } from '../../components/admin/request-detail';
import { SentAnswerCard } from '../../components/admin/sent-answer';
import { buttonClass, Card, Fields } from '../../components/admin/ui';
import { sentAnswerView } from '#server/requests/answers/sent-view';
import { servicesContext } from '#server/context';
import { staffRecordPage } from '../../lib/staff-record.server';

const NOT_FOUND = 'El presupuesto no existe.';

export const meta: Route.MetaFunction = ({ data }) => adminMeta(data ? `Presupuesto Nº ${data.quote.number}` : 'Presupuesto');

export async function loader(args: Route.LoaderArgs) {
  const { services, id, db } = await staffRecordPage(args, NOT_FOUND);
  await expireAnswers(db, services.staff.now());
  const quote = await quoteDetail(db, id, services.admin.shop());
  if (!quote) throw notFound(NOT_FOUND);
  const [answer, sent] = await Promise.all([answerPanel(db, id), sentAnswerView(db, id)]);
  return { quote, answer, sent };
}

export async function action({ request, params, context }: Route.ActionArgs) {
  return updateRequestAction(context.get(servicesContext), request, params.id, 'presupuesto');
}

export default function QuotePage({ loaderData }: Route.ComponentProps) {
  const { quote, sent } = loaderData;
  const message = <ClientMessage whatsappHref={quote.whatsappHref} mailtoHref={quote.mailtoHref} />;
  return (
    <RequestDetailPage
      noun="presupuesto"
      title={`Presupuesto Nº ${quote.number}`}
      request={quote}
      states={QUOTE_STATES}
      replyLinks={false}
      actions={
        <Link to="imprimir" className={buttonClass.secondary}>
          <Printer aria-hidden className="h-4 w-4" /> Versión para imprimir o PDF
        </Link>
      }
    >
      {sent ? <SentAnswerCard sent={sent} /> : <QuoteRequestCard quote={quote} original={false} />}

      {loaderData.answer && !quote.spamReason ? (
        <AnswerCard quoteId={quote.id} answer={loaderData.answer} canWhatsapp={quote.whatsappHref !== null} message={message} />
      ) : quote.whatsappHref || quote.mailtoHref ? (
        <Card>
          <ClientMessage whatsappHref={quote.whatsappHref} mailtoHref={quote.mailtoHref} heading="h2" />
        </Card>
      ) : null}

      {sent ? <QuoteRequestCard quote={quote} original /> : null}

      <Card title="Cliente" id="cliente">
        <Fields
          rows={[
            ['Nombre y apellido', quote.name],
            ['Localidad', quote.location],
            ['Email', <EmailValue email={quote.email} mailtoHref={quote.mailtoHref} />],
            ['Teléfono', <PhoneLink phone={quote.phone} />],
            ...billingRows(quote.billing),
            ...(quote.comments
              ? [
                  [
                    'Comentarios',
                    <span className="whitespace-pre-wrap" data-testid="comentarios-cliente">
                      {quote.comments}
                    </span>,
                  ] as [string, React.ReactNode],
                ]
              : []),
          ]}
        />
        {quote.declinedAt ? (
          <p className="mt-3 rounded-lg bg-amber-50 p-2 text-sm text-amber-950" data-testid="no-me-interesa">
            El cliente respondió «No me interesa» el {formatDateTime(quote.declinedAt)}
            {quote.declineReason ? `: «${quote.declineReason}»` : ' (sin motivo)'}.
          </p>
        ) : null}
        {!quote.whatsappHref ? (
          <p className="mt-3 text-xs text-stone-600">
            El teléfono no tiene el formato de un celular argentino con código de área: no se puede abrir WhatsApp directo.
          </p>
        ) : null}
      </Card>
    </RequestDetailPage>
  );
}

// A post that cannot reach the shop (no signal) is answered here, beside the form, instead of the error page.
export const clientAction = ({ request, serverAction }: Route.ClientActionArgs) => answerNetworkFailure(request, serverAction);

// No reload of this page's data after a post that did not reach the shop (it would fail the same way).
export const shouldRevalidate = skipAfterNetworkFailure;
