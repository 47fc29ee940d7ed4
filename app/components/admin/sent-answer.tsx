// The answer the customer was sent, as a quote page's main figures: which version, when and how,
// its lines with the staff's prices and its total. On a phone the code and unit price go under
// the name, as in the request's table, so three columns fit 390 px.
import { CheckCircle2 } from 'lucide-react';
import { dayText } from '#domain/quote-answer';
import type { SentAnswerView } from '#server/requests/answers/sent-view';
import { formatDateTime } from './format';
import { Card, Fields } from './ui';

function sentLine(sent: SentAnswerView): string {
  if (!sent.sentAt) return `Versión ${sent.version}, enviada al cliente.`;
  const via = sent.via === 'whatsapp' ? ' por WhatsApp' : sent.via === 'e-mail' ? ' por e-mail' : '';
  return `Versión ${sent.version}, enviada${via} el ${formatDateTime(sent.sentAt)}${sent.sentBy ? ` por ${sent.sentBy}` : ''}.`;
}

export function SentAnswerCard({ sent }: { sent: SentAnswerView }) {
  const anyUncounted = sent.lines.some((l) => !l.counted);
  return (
    <Card title="Respuesta enviada al cliente" id="respuesta-enviada">
      <p className="-mt-1 mb-3 text-sm text-stone-700" data-testid="respuesta-enviada-version">
        {sentLine(sent)}
      </p>
      {sent.acceptedAt ? (
        <p
          className="mb-3 inline-flex items-center gap-1.5 rounded-lg bg-green-50 px-2 py-1 text-sm font-semibold text-green-900"
          data-testid="respuesta-aceptada"
        >
          <CheckCircle2 aria-hidden className="h-4 w-4" /> El cliente la aceptó el {formatDateTime(sent.acceptedAt)}.
        </p>
      ) : null}
      <table className="w-full text-sm">
        <thead>
          <tr className="border-b border-stone-200 text-left text-xs uppercase tracking-wide text-stone-600">
            <th scope="col" className="py-2 pr-3">
              Cant.
            </th>
            <th scope="col" className="py-2 pr-3">
              Producto
            </th>
            <th scope="col" className="hidden py-2 pr-3 text-right sm:table-cell">
              Precio unit.
            </th>
            <th scope="col" className="py-2 text-right">
              Subtotal
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-stone-100" data-testid="lineas-respuesta">
          {sent.lines.map((line, i) => (
            <tr key={`${line.code}-${i}`} className="align-top">
              <td className="py-2 pr-3 font-semibold">{line.quantity}</td>
              <td className="py-2 pr-3">
                {line.name}
                <span className="block text-xs text-stone-600">
                  {[line.code ? `Código: ${line.code}` : '', line.availability, line.iva ?? ''].filter(Boolean).join(' · ')}
                  {line.insteadOf ? ` · en lugar de ${line.insteadOf}` : ''}
                </span>
                <span className="block text-xs text-stone-600 sm:hidden">{line.unitPrice} c/u</span>
              </td>
              <td className="hidden whitespace-nowrap py-2 pr-3 text-right sm:table-cell">{line.unitPrice}</td>
              <td className={`whitespace-nowrap py-2 text-right ${line.counted ? '' : 'text-stone-500 line-through'}`}>{line.subtotal}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr className="border-t-2 border-stone-200">
            <th scope="row" colSpan={2} className="py-3 pr-3 text-right font-semibold text-stone-700 sm:hidden">
              Total de la respuesta
            </th>
            <th scope="row" colSpan={3} className="hidden py-3 pr-3 text-right font-semibold text-stone-700 sm:table-cell">
              Total de la respuesta
            </th>
            <td className="whitespace-nowrap py-3 text-right text-lg font-extrabold text-stone-900" data-testid="total-respuesta-enviada">
              {sent.totalText}
            </td>
          </tr>
        </tfoot>
      </table>
      {sent.pesosText ? (
        <p className="mt-2 text-right text-sm font-semibold text-stone-900" data-testid="total-pesos-enviado">
          {sent.pesosText}
        </p>
      ) : null}
      {anyUncounted ? <p className="mt-2 text-xs text-stone-600">Las líneas «Sin stock» se muestran tachadas y no suman al total.</p> : null}
      <div className="mt-3">
        <Fields
          rows={[
            ['Válido hasta', dayText(sent.validUntil)],
            ['Factura', sent.invoice],
            ...(sent.shipping ? [['Envío o retiro', sent.shipping] as [string, React.ReactNode]] : []),
            ...(sent.paymentTerms ? [['Forma de pago', sent.paymentTerms] as [string, React.ReactNode]] : []),
          ]}
        />
      </div>
    </Card>
  );
}
