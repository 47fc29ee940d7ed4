// The request's lines with the sheet's prices of the day it arrived. Before an answer is sent they
// are the quote's figures; once one is, they are the original request, shown below the answer and
// labelled so, never again as the quote's total.
import type { QuoteDetailView } from '#server/requests/quote-list';
import { formatARS } from './format';
import { QuoteLinesTable } from './quote-lines';
import { Card } from './ui';

export function QuoteRequestCard({ quote, original }: { quote: QuoteDetailView; original: boolean }) {
  return (
    <Card
      title={original ? 'Pedido original (precios de la planilla)' : 'Productos'}
      id={original ? 'pedido-original' : 'productos'}
      className={original ? 'bg-stone-50' : ''}
    >
      {original ? (
        <p className="-mt-1 mb-2 text-sm text-stone-700" data-testid="aviso-pedido-original">
          Lo que el cliente pidió, con los precios que tenía la planilla ese día. Lo que vale para el cliente es la respuesta enviada, arriba.
        </p>
      ) : null}
      <QuoteLinesTable quote={quote} look="screen" totalLabel={original ? 'Total con precios de la planilla' : undefined} />
      {quote.lines.some((l) => l.unitPrice <= 0) ? (
        <p className="mt-2 text-xs text-stone-600">Los productos «Consultar» no suman al total: hay que cotizarlos.</p>
      ) : null}
      {quote.storedTotalMismatch !== null ? (
        <p className="mt-2 rounded-lg bg-amber-50 p-2 text-xs text-amber-900">
          El total guardado al recibirlo era {formatARS(quote.storedTotalMismatch)}; el de arriba está recalculado con las líneas.
        </p>
      ) : null}
    </Card>
  );
}
