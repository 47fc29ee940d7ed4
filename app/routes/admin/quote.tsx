// /admin/presupuestos/:id: one quote request with its lines, the recomputed total, the visitor's
// data, reply links (WhatsApp with a greeting, e-mail), status, notes and a printable version.
import { Printer } from 'lucide-react';
import { Link } from 'react-router';
import type { Route } from './+types/quote';
import { requireStaffPage } from '../../../server/auth/guard';
import { notFound, requireId } from '../../../server/admin/http';
import { quoteDetail } from '../../../server/admin/quotes';
import { answerPanel, expireAnswers } from '../../../server/quote-answers/store';
import { AnswerCard } from '../../components/admin/answer-card';
import { updateRequestAction } from '../../../server/admin/requests';
import { QUOTE_STATES } from '../../../domain/staff';
import { formatARS, formatDateTime } from '../../components/admin/format';
import { adminMeta } from '../../components/admin/meta';
import { QuoteLinesTable } from '../../components/admin/quote-lines';
import { EmailValue, PhoneLink, RequestDetailPage } from '../../components/admin/request-detail';
import { buttonClass, Card, Fields } from '../../components/admin/ui';
import { servicesContext } from '../../../server/context';
import { shopOrigin } from '../../../server/http/public-origin';

const NOT_FOUND = 'El presupuesto no existe.';

export const meta: Route.MetaFunction = ({ data }) => adminMeta(data ? `Presupuesto Nº ${data.quote.number}` : 'Presupuesto');

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const services = context.get(servicesContext);
  await requireStaffPage(request, services.staff);
  const id = requireId(params.id, NOT_FOUND);
  const deps = services.staff;
  const db = await deps.db();
  await expireAnswers(db, deps.now());
  const quote = await quoteDetail(db, id, services.admin.shop());
  if (!quote) throw notFound(NOT_FOUND);
  const answer = await answerPanel(db, id, shopOrigin(services.config.PUBLIC_URL, request));
  return { quote, answer };
}

export async function action({ request, params, context }: Route.ActionArgs) {
  return updateRequestAction(context.get(servicesContext), request, params.id, 'presupuesto');
}

export default function QuotePage({ loaderData }: Route.ComponentProps) {
  const { quote } = loaderData;
  return (
    <RequestDetailPage
      noun="presupuesto"
      title={`Presupuesto Nº ${quote.number}`}
      request={quote}
      states={QUOTE_STATES}
      actions={
        <Link to="imprimir" className={buttonClass.secondary}>
          <Printer aria-hidden className="h-4 w-4" /> Versión para imprimir o PDF
        </Link>
      }
    >
      <Card title="Productos" id="productos">
        <QuoteLinesTable quote={quote} look="screen" />
        {quote.lines.some((l) => l.unitPrice <= 0) ? (
          <p className="mt-2 text-xs text-stone-600">Los productos «Consultar» no suman al total: hay que cotizarlos.</p>
        ) : null}
        {quote.storedTotalMismatch !== null ? (
          <p className="mt-2 rounded-lg bg-amber-50 p-2 text-xs text-amber-900">
            El total guardado al recibirlo era {formatARS(quote.storedTotalMismatch)}; el de arriba está recalculado con las líneas.
          </p>
        ) : null}
      </Card>

      {loaderData.answer && !quote.spamReason ? <AnswerCard quoteId={quote.id} answer={loaderData.answer} canWhatsapp={quote.whatsappHref !== null} /> : null}

      <Card title="Cliente" id="cliente">
        <Fields
          rows={[
            ['Nombre y apellido', quote.name],
            ['Localidad', quote.location],
            ['Email', <EmailValue email={quote.email} mailtoHref={quote.mailtoHref} />],
            ['Teléfono', <PhoneLink phone={quote.phone} />],
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
