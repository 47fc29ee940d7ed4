// An answer's amount without national taxes, in the classes of the amount it goes with (the law
// asks for the same type and size; docs/decisions/0039-price-without-national-taxes.md).
import { formatMoney } from '#domain/answer-money';
import type { Currency } from '#domain/dollars';
import { NET_PRICE_LEGEND, type TaxLine } from '#domain/iva';
import { NetPriceText } from '../product/net-price';

export function NetCents({ cents, currency = 'ARS', className, testId }: { cents: number | null; currency?: Currency; className?: string; testId?: string }) {
  return (
    <NetPriceText line={cents === null || cents <= 0 ? null : `${NET_PRICE_LEGEND}: ${formatMoney(cents, currency)}`} className={className} testId={testId} />
  );
}

/** The net subtotal and the IVA of each rate, in one currency, under an answer's total (nothing when empty). */
export function TaxLines({ lines, currency = 'ARS' }: { lines: readonly TaxLine[]; currency?: Currency }) {
  if (lines.length === 0) return null;
  return (
    <dl className="mt-1 px-3 text-right text-sm text-stone-700" data-testid="iva-por-alicuota">
      {lines.map((line) => (
        <div key={line.label} className="flex justify-end gap-2">
          <dt>{line.label}:</dt>
          <dd className="font-semibold tabular-nums">{formatMoney(line.cents, currency)}</dd>
        </div>
      ))}
    </dl>
  );
}
