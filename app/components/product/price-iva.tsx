import { ivaNote } from '#domain/copy';
import { useShop } from '../../lib/shop';

/**
 * Whether the prices include IVA (PRICES_INCLUDE_IVA): 'short' next to one price, 'sentence'
 * under a total. Renders nothing while the setting is unset.
 */
export function PriceIva({ form, className }: { form: 'short' | 'sentence'; className?: string }) {
  const note = ivaNote(useShop().pricesIncludeIva, form);
  return note ? (
    <p className={className} data-testid="precio-iva">
      {note}
    </p>
  ) : null;
}
