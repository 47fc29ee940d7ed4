// A quote request's lines with the estimated total, as the staff page shows them ('screen') and as
// the printable document does ('print'). On a phone the code and unit price go under the name, so
// three columns fit 390 px; the printed page always has all five.
import type { QuoteDetailView } from '#server/requests/quote-list';
import { formatARS, formatUnitPrice } from './format';

const LOOKS = {
  screen: {
    table: 'w-full text-sm',
    headRow: 'border-b border-stone-200 text-left text-xs uppercase tracking-wide text-stone-600',
    wide: 'hidden sm:table-cell',
    narrow: 'sm:hidden',
    row: 'align-top',
    quantity: 'py-2 pr-3 font-semibold',
    code: 'text-stone-600',
    unit: '',
    total: 'py-3 pr-3 text-right font-semibold text-stone-700',
    totalValue: 'whitespace-nowrap py-3 text-right text-base font-extrabold text-stone-900',
    unpriced: '—',
  },
  print: {
    table: 'mt-6 w-full border-collapse text-sm',
    headRow: 'border-b border-stone-300 text-left',
    wide: 'hidden sm:table-cell print:table-cell',
    narrow: 'sm:hidden print:hidden',
    row: 'border-b border-stone-200 break-inside-avoid',
    quantity: 'py-2 pr-3',
    code: '',
    unit: 'whitespace-nowrap',
    total: 'pt-4 pr-3 text-right text-base',
    totalValue: 'whitespace-nowrap pt-4 text-right text-lg font-extrabold',
    unpriced: 'A cotizar',
  },
} as const;

const cx = (...classes: string[]) => classes.filter(Boolean).join(' ');

export function QuoteLinesTable({
  quote,
  look,
  totalLabel = 'Total estimado',
}: {
  quote: Pick<QuoteDetailView, 'lines' | 'total'>;
  look: keyof typeof LOOKS;
  /** Another name for the total (the original request's, once an answer was sent). */
  totalLabel?: string;
}) {
  const c = LOOKS[look];
  const screen = look === 'screen';
  return (
    <table className={c.table}>
      <thead>
        <tr className={c.headRow}>
          <th scope="col" className="py-2 pr-3">
            Cant.
          </th>
          <th scope="col" className="py-2 pr-3">
            Producto
          </th>
          <th scope="col" className={cx(c.wide, 'py-2 pr-3')}>
            Código
          </th>
          <th scope="col" className={cx(c.wide, 'py-2 pr-3 text-right')}>
            Precio unit.
          </th>
          <th scope="col" className="py-2 text-right">
            Subtotal
          </th>
        </tr>
      </thead>
      <tbody className={screen ? 'divide-y divide-stone-100' : undefined} data-testid={screen ? 'lineas' : undefined}>
        {quote.lines.map((line, i) => (
          <tr key={`${line.id}-${i}`} className={c.row}>
            <td className={c.quantity}>{line.quantity}</td>
            <td className="py-2 pr-3">
              {line.name}
              <span className={cx('block text-xs text-stone-600', c.narrow)}>
                Código: {line.code || 'N/A'} · {formatUnitPrice(line.unitPrice)} c/u
              </span>
            </td>
            <td className={cx(c.wide, 'py-2 pr-3', c.code)}>{line.code || 'N/A'}</td>
            <td className={cx(c.wide, c.unit, 'py-2 pr-3 text-right')}>{formatUnitPrice(line.unitPrice)}</td>
            <td className="whitespace-nowrap py-2 text-right">{line.unitPrice > 0 ? formatARS(line.subtotal) : c.unpriced}</td>
          </tr>
        ))}
      </tbody>
      <tfoot>
        <tr className={screen ? 'border-t-2 border-stone-200' : undefined}>
          <th scope="row" colSpan={2} className={cx(c.total, c.narrow)}>
            {totalLabel}
          </th>
          <th scope="row" colSpan={4} className={cx(c.total, c.wide)}>
            {totalLabel}
          </th>
          <td className={c.totalValue} data-testid={screen ? 'total' : undefined}>
            {formatARS(quote.total)}
          </td>
        </tr>
      </tfoot>
    </table>
  );
}
