// The cart's 'Total estimado' line, in the drawer and on /presupuesto: the same words and figure,
// each place with its own size.
import { formatCartTotal, type CartItem } from '#domain/cart';

export function EstimatedTotal({
  items,
  className,
  valueClassName,
  testId,
}: {
  items: readonly CartItem[];
  className: string;
  valueClassName: string;
  testId: string;
}) {
  return (
    <p className={className}>
      <span className="font-medium text-stone-700">Total estimado</span>
      <span className={valueClassName} data-testid={testId}>
        {formatCartTotal(items)}
      </span>
    </p>
  );
}
