// /admin/presupuestos/:id: one quote request with its lines, the recomputed total, the visitor's
// data, reply links (WhatsApp with a greeting, e-mail), status, notes and a printable version.
import { ArrowLeft, Mail, Printer } from 'lucide-react';
import { Link } from 'react-router';
import type { Route } from './+types/quote';
import { requireStaffAction, requireStaffPage } from '../../../server/auth/guard';
import { actionResult, notFound, requireId } from '../../../server/admin/http';
import { quoteDetail } from '../../../server/admin/quotes';
import { answerPanel, expireAnswers } from '../../../server/quote-answers/store';
import { AnswerCard } from '../../components/admin/answer-card';
import { updateRequest } from '../../../server/admin/requests';
import { requestUpdateSchema } from '../../../server/admin/schemas';
import { WhatsAppIcon } from '../../components/icons';
import { QUOTE_STATES } from '../../../domain/staff';
import { FollowUp } from '../../components/admin/follow-up';
import { formatARS, formatDateTime, formatUnitPrice } from '../../components/admin/format';
import { adminMeta } from '../../components/admin/meta';
import { SPAM_REASON_LABELS, SpamNotice } from '../../components/admin/spam';
import { RelatedMails } from '../../components/admin/related-mails';
import { buttonClass, Card, Fields, PageHeader, StatusBadge } from '../../components/admin/ui';
import { servicesContext } from '../../../server/context';

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
  const answer = await answerPanel(db, id, services.config.PUBLIC_URL ?? new URL(request.url).origin);
  return { quote, answer };
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const services = context.get(servicesContext);
  const { staff, input } = await requireStaffAction(request, services.staff);
  const id = requireId(params.id, NOT_FOUND);
  const parsed = requestUpdateSchema.safeParse(input);
  if (!parsed.success) return actionResult(false, parsed.error.issues[0]?.message ?? 'Datos inválidos.');
  const deps = services.staff;
  const outcome = await updateRequest(await deps.db(), 'presupuesto', id, parsed.data, staff.user, deps.now());
  if (!outcome.ok) return actionResult(false, NOT_FOUND, 404);
  return actionResult(true, parsed.data.intent === 'estado' ? 'El estado del presupuesto cambió.' : 'Las notas quedaron guardadas.');
}

export default function QuotePage({ loaderData }: Route.ComponentProps) {
  const { quote } = loaderData;
  return (
    <div className="grid grid-cols-1 gap-4">
      <Link to="/admin/presupuestos" className="inline-flex items-center gap-1 text-sm font-semibold text-brand-700 hover:underline">
        <ArrowLeft aria-hidden className="h-4 w-4" /> Presupuestos
      </Link>
      <PageHeader title={`Presupuesto Nº ${quote.number}`}>
        <StatusBadge state={quote.estado} />
      </PageHeader>
      {quote.spamReason ? (
        <SpamNotice action={`/admin/presupuestos/${quote.id}/restaurar`} reason={SPAM_REASON_LABELS[quote.spamReason] ?? quote.spamReason} noun="presupuesto" />
      ) : null}
      <p className="-mt-2 text-sm text-stone-600">Recibido el {formatDateTime(quote.createdAt)}</p>

      <div className="flex flex-wrap gap-2">
        {quote.whatsappHref ? (
          <a href={quote.whatsappHref} target="_blank" rel="noopener noreferrer" className={buttonClass.whatsapp}>
            <WhatsAppIcon className="h-4 w-4" /> Responder por WhatsApp
          </a>
        ) : null}
        {quote.mailtoHref ? (
          <a href={quote.mailtoHref} className={buttonClass.secondary}>
            <Mail aria-hidden className="h-4 w-4" /> Responder por e-mail
          </a>
        ) : null}
        <Link to="imprimir" className={buttonClass.secondary}>
          <Printer aria-hidden className="h-4 w-4" /> Versión para imprimir o PDF
        </Link>
      </div>

      <div className="grid gap-4 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <div className="grid grid-cols-1 content-start gap-4">
          <Card title="Productos" id="productos">
            {/* On a phone the code and unit price go under the name: three columns fit 390 px. */}
            <table className="w-full text-sm">
              <thead>
                <tr className="border-b border-stone-200 text-left text-xs uppercase tracking-wide text-stone-600">
                  <th scope="col" className="py-2 pr-3">
                    Cant.
                  </th>
                  <th scope="col" className="py-2 pr-3">
                    Producto
                  </th>
                  <th scope="col" className="hidden py-2 pr-3 sm:table-cell">
                    Código
                  </th>
                  <th scope="col" className="hidden py-2 pr-3 text-right sm:table-cell">
                    Precio unit.
                  </th>
                  <th scope="col" className="py-2 text-right">
                    Subtotal
                  </th>
                </tr>
              </thead>
              <tbody className="divide-y divide-stone-100" data-testid="lineas">
                {quote.lines.map((line, i) => (
                  <tr key={`${line.id}-${i}`} className="align-top">
                    <td className="py-2 pr-3 font-semibold">{line.quantity}</td>
                    <td className="py-2 pr-3">
                      {line.name}
                      <span className="block text-xs text-stone-600 sm:hidden">
                        Código: {line.code || 'N/A'} · {formatUnitPrice(line.unitPrice)} c/u
                      </span>
                    </td>
                    <td className="hidden py-2 pr-3 text-stone-600 sm:table-cell">{line.code || 'N/A'}</td>
                    <td className="hidden py-2 pr-3 text-right sm:table-cell">{formatUnitPrice(line.unitPrice)}</td>
                    <td className="whitespace-nowrap py-2 text-right">{line.unitPrice > 0 ? formatARS(line.subtotal) : '—'}</td>
                  </tr>
                ))}
              </tbody>
              <tfoot>
                <tr className="border-t-2 border-stone-200">
                  <th scope="row" colSpan={2} className="py-3 pr-3 text-right font-semibold text-stone-700 sm:hidden">
                    Total estimado
                  </th>
                  <th scope="row" colSpan={4} className="hidden py-3 pr-3 text-right font-semibold text-stone-700 sm:table-cell">
                    Total estimado
                  </th>
                  <td className="whitespace-nowrap py-3 text-right text-base font-extrabold text-stone-900" data-testid="total">
                    {formatARS(quote.total)}
                  </td>
                </tr>
              </tfoot>
            </table>
            {quote.lines.some((l) => l.unitPrice <= 0) ? (
              <p className="mt-2 text-xs text-stone-600">Los productos «Consultar» no suman al total: hay que cotizarlos.</p>
            ) : null}
            {quote.storedTotalMismatch !== null ? (
              <p className="mt-2 rounded-lg bg-amber-50 p-2 text-xs text-amber-900">
                El total guardado al recibirlo era {formatARS(quote.storedTotalMismatch)}; el de arriba está recalculado con las líneas.
              </p>
            ) : null}
          </Card>

          {loaderData.answer && !quote.spamReason ? (
            <AnswerCard quoteId={quote.id} answer={loaderData.answer} canWhatsapp={quote.whatsappHref !== null} />
          ) : null}

          <Card title="Cliente" id="cliente">
            <Fields
              rows={[
                ['Nombre y apellido', quote.name],
                ['Localidad', quote.location],
                [
                  'Email',
                  quote.mailtoHref ? (
                    <a className="text-brand-700 underline" href={quote.mailtoHref}>
                      {quote.email}
                    </a>
                  ) : (
                    quote.email
                  ),
                ],
                [
                  'Teléfono',
                  <a className="text-brand-700 underline" href={`tel:${quote.phone.replace(/[^\d+]/g, '')}`}>
                    {quote.phone}
                  </a>,
                ],
              ]}
            />
            {!quote.whatsappHref ? (
              <p className="mt-3 text-xs text-stone-600">
                El teléfono no tiene el formato de un celular argentino con código de área: no se puede abrir WhatsApp directo.
              </p>
            ) : null}
          </Card>
        </div>
        <div className="grid grid-cols-1 content-start gap-4">
          <FollowUp states={QUOTE_STATES} state={quote.estado} notes={quote.notas} history={quote.history} />
          <RelatedMails mails={quote.mails} />
        </div>
      </div>
    </div>
  );
}
