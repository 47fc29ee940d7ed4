// The priced lines of the customer's answer page, with their pictures, availability and the price
// without national taxes, then the freight as one more row.
import { availabilityText, lineSubtotalCents } from '#domain/quote-answer';
import { formatMoney, lineCurrency } from '#domain/answer-money';
import type { AnswerDocument } from '#server/requests/answers/store';
import { ProductImage } from '../product/product-image';
import { FreightRow } from './answer-totals';
import { NetCents } from './net-cents';

type Content = AnswerDocument['content'];
type Line = Content['lines'][number];

const AVAILABILITY_CLASS: Record<string, string> = {
  'sin-stock': 'font-semibold text-red-800',
  'a-pedido': 'font-semibold text-amber-800',
};

export function AnswerLines({ content, nets, freightNet }: { content: Content; nets: readonly (number | null)[]; freightNet: number | null }) {
  return (
    <ul className="divide-y divide-stone-200 rounded-xl border border-stone-200 bg-white" data-testid="lineas-respuesta">
      {content.lines.map((line, i) => (
        <AnswerLine key={`${line.productId}-${i}`} line={line} net={nets[i] ?? null} />
      ))}
      {content.freight && content.freight.cents > 0 ? <FreightRow freight={content.freight} net={freightNet} shopIva={content.shopIva} /> : null}
    </ul>
  );
}

function AnswerLine({ line, net }: { line: Line; net: number | null }) {
  const currency = lineCurrency(line);
  const subtotal = line.availability === 'sin-stock' ? '—' : formatMoney(lineSubtotalCents(line), currency);
  return (
    <li className="grid grid-cols-[4.5rem_1fr] gap-3 p-3 sm:grid-cols-[5.5rem_1fr_auto] sm:items-center">
      <ProductImage
        src={line.image}
        layout="line"
        alt={line.name}
        fallbackText="Imagen no disponible"
        small
        width={88}
        height={66}
        className="h-16 w-[4.5rem] rounded-lg object-cover sm:h-[4.1rem] sm:w-[5.5rem]"
      />
      <div className="min-w-0">
        <p className="font-semibold text-stone-900">{line.name}</p>
        <p className="text-sm text-stone-600">
          {line.code ? `Código: ${line.code} · ` : ''}
          <span className={AVAILABILITY_CLASS[line.availability] ?? 'font-semibold text-emerald-800'}>
            {availabilityText(line.availability, line.leadDays)}
          </span>
        </p>
        {line.requested ? <p className="text-sm text-stone-600">En lugar de: {line.requested.name}</p> : null}
        <p className="mt-1 text-sm text-stone-700 sm:hidden">
          {line.quantity} × {formatMoney(line.unitPriceCents, currency)} = <strong>{subtotal}</strong>
        </p>
        <NetCents cents={net} currency={currency} className="text-sm font-bold text-stone-700 sm:hidden" />
      </div>
      <div className="hidden text-right sm:block">
        <p className="text-sm text-stone-600">
          {line.quantity} × {formatMoney(line.unitPriceCents, currency)}
        </p>
        <p className="font-bold text-stone-900">{subtotal}</p>
        <NetCents cents={net} currency={currency} className="font-bold text-stone-700" />
      </div>
    </li>
  );
}
