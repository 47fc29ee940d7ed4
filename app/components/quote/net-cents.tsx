// An answer's amount without national taxes, in the classes of the amount it goes with (the law
// asks for the same type and size; docs/decisions/0039-price-without-national-taxes.md).
import { NET_PRICE_LEGEND } from '../../../domain/iva';
import { formatCents } from '../../../domain/quote-answer';
import { NetPriceText } from '../product/net-price';

export function NetCents({ cents, className, testId }: { cents: number | null; className?: string; testId?: string }) {
  return <NetPriceText line={cents === null || cents <= 0 ? null : `${NET_PRICE_LEGEND}: ${formatCents(cents)}`} className={className} testId={testId} />;
}
