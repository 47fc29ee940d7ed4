// 'Precio sin impuestos nacionales: $ X' beside a price a visitor sees. The law asks for it in the
// same type and size as the price, so each caller passes the price's own classes
// (docs/decisions/0039-price-without-national-taxes.md).
import { netCartTotalLine, netPriceLine } from '#domain/iva';
import { useShop } from '../../lib/shop';

/** A line already made (cards carry theirs, made by the server); nothing for a price not shown. */
export function NetPriceText({ line, className, testId = 'precio-sin-impuestos' }: { line: string | null; className?: string; testId?: string }) {
  return line ? (
    <p className={className} data-testid={testId}>
      {line}
    </p>
  ) : null;
}

/** The net of one price at its IVA rate, read against the shop's PRICES_INCLUDE_IVA. */
export function NetPrice({ price, ivaRate, className, testId }: { price: string; ivaRate?: number; className?: string; testId?: string }) {
  const line = netPriceLine(price, ivaRate, useShop().pricesIncludeIva);
  return <NetPriceText line={line} className={className} testId={testId} />;
}

/** The net of a cart's total, each line at its own rate, per currency. */
export function NetCartTotal({ items, className, testId }: { items: Parameters<typeof netCartTotalLine>[0]; className?: string; testId?: string }) {
  const line = netCartTotalLine(items, useShop().pricesIncludeIva);
  return <NetPriceText line={line} className={className} testId={testId} />;
}
