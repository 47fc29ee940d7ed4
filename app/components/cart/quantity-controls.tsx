import { Minus, Plus } from '~/components/icons';
import { useCart } from '~/cart/cart-context';
import type { CartItem } from '../../../domain/cart';

/** Minus / quantity / plus for one cart line; below 1 the cart removes the line. */
export function QuantityControls({ item, size = 'sm' }: { item: CartItem; size?: 'sm' | 'md' }) {
  const cart = useCart();
  const button = `rounded-md border border-stone-300 hover:bg-stone-100 ${size === 'md' ? 'p-1.5' : 'p-1'}`;
  return (
    <>
      <button type="button" className={button} aria-label={`Quitar una unidad de ${item.name}`} onClick={() => cart.updateQuantity(item.id, item.quantity - 1)}>
        <Minus aria-hidden className="h-4 w-4" />
      </button>
      <span className={`text-center font-semibold ${size === 'md' ? 'min-w-8' : 'min-w-6 text-sm'}`} data-testid="cantidad">
        {item.quantity}
      </span>
      <button
        type="button"
        className={button}
        aria-label={`Agregar una unidad de ${item.name}`}
        onClick={() => cart.updateQuantity(item.id, item.quantity + 1)}
      >
        <Plus aria-hidden className="h-4 w-4" />
      </button>
    </>
  );
}
