// Under the lines of the customer's answer page: the freight as a line of its own, the totals per
// currency with their price without national taxes and IVA per rate, and, when the customer pays
// in pesos, the total in pesos with the rate frozen when the answer was sent
// (docs/decisions/0045-answer-currencies-freight-and-invoice.md).
import { FREIGHT_NAME, formatMoney, lineIvaLabel, totalsText, type CurrencyTotal, type Freight, type PesoTotal } from '#domain/answer-money';
import { NET_PRICE_LEGEND } from '#domain/iva';
import { NetCents, TaxLines } from './net-cents';

/** The freight, as one more row of the lines' list; its IVA rate only on an invoice that shows IVA. */
export function FreightRow({ freight, net, shopIva }: { freight: Freight; net: number | null; shopIva?: string }) {
  return (
    // The name and its rate take what they need and never wrap ('IVA 21 %' on one line at 390 px);
    // the amounts take the rest, where the long price-without-taxes line may wrap.
    <li className="grid grid-cols-[auto_minmax(0,1fr)] items-center gap-3 p-3" data-testid="flete-respuesta">
      <div>
        <p className="font-semibold text-stone-900">{FREIGHT_NAME}</p>
        <p className="whitespace-nowrap text-sm text-stone-600">{lineIvaLabel(freight.ivaRate, shopIva)}</p>
      </div>
      <div className="min-w-0 text-right">
        <p className="font-bold text-stone-900">{formatMoney(freight.cents, freight.currency)}</p>
        <NetCents cents={net} currency={freight.currency} className="font-bold text-stone-700" />
      </div>
    </li>
  );
}

export function AnswerTotals({ totals, pesos }: { totals: readonly CurrencyTotal[]; pesos: PesoTotal | null }) {
  return (
    <>
      <div className="mt-3 flex items-baseline justify-end gap-3 px-3">
        <span className="text-lg font-semibold text-stone-700">Total</span>
        <span className="text-right text-2xl font-extrabold text-stone-900" data-testid="total-respuesta">
          {totalsText(totals)}
        </span>
      </div>
      {totals.some((t) => t.netCents > 0) ? (
        <p className="px-3 text-right text-2xl font-extrabold text-stone-700" data-testid="total-sin-impuestos">
          {NET_PRICE_LEGEND}: {totalsText(totals, 'netCents')}
        </p>
      ) : null}
      {totals.map((t) => (
        <TaxLines key={t.currency} lines={t.taxes} currency={t.currency} />
      ))}
      {pesos ? (
        <div className="mt-3 border-t border-stone-200 pt-3" data-testid="total-en-pesos">
          <div className="flex flex-wrap items-baseline justify-end gap-x-3 px-3">
            <span className="text-lg font-semibold text-stone-700">Total a pagar en pesos</span>
            <span className="text-2xl font-extrabold text-stone-900">{formatMoney(pesos.totalCents, 'ARS')}</span>
          </div>
          <NetCents cents={pesos.netCents} className="px-3 text-right text-2xl font-extrabold text-stone-700" testId="total-en-pesos-sin-impuestos" />
          <p className="px-3 text-right text-sm font-medium text-stone-700" data-testid="cotizacion-respuesta">
            {pesos.legend}
          </p>
        </div>
      ) : null}
    </>
  );
}
