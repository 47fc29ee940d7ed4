// Under a cart total that holds dollars: the whole in pesos at the shop's rate, with the rate's
// name and day. The per-currency total above stays the figure the shop quotes; this one is an
// estimate, and says so.
import { cartPesoEstimate, formatEstimate, rateNote } from '#domain/exchange-rate';
import type { CartItem } from '#domain/cart';
import { useShop } from '../../lib/shop';

export function CartPesoTotal({ items, className }: { items: readonly CartItem[]; className?: string }) {
  const rate = useShop().dollarRate ?? null;
  const pesos = cartPesoEstimate(items, rate);
  if (pesos === null || rate === null) return null;
  return (
    <p className={className} data-testid="total-en-pesos">
      En pesos: {formatEstimate(pesos)} <span className="font-normal text-stone-600">{rateNote(rate)}</span>
    </p>
  );
}
