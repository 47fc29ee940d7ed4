import { useEffect, useState } from 'react';
import { Minus, Plus } from '../icons';
import { useCart } from '../../cart/cart-context';
import { MAX_QUANTITY, type CartItem } from '#domain/cart';

/**
 * What a typed quantity becomes: whole numbers from 1 to MAX_QUANTITY (a larger one is capped, 0
 * becomes 1: removing a line is 'Quitar', not a typo), anything else null (the box shows the
 * quantity it had).
 */
export function typedQuantity(text: string): number | null {
  const digits = text.trim();
  if (!/^\d{1,6}$/.test(digits)) return null;
  return Math.min(Math.max(Number(digits), 1), MAX_QUANTITY);
}

/** Minus / quantity / plus for one cart line; below 1 the cart removes the line. */
export function QuantityControls({ item }: { item: CartItem }) {
  const cart = useCart();
  const [draft, setDraft] = useState(String(item.quantity));
  // The buttons (or another tab) changed the quantity: the box follows.
  useEffect(() => setDraft(String(item.quantity)), [item.quantity]);

  function commit() {
    const quantity = typedQuantity(draft);
    if (quantity === null) setDraft(String(item.quantity));
    else {
      setDraft(String(quantity));
      if (quantity !== item.quantity) cart.updateQuantity(item.id, quantity);
    }
  }

  // 44 px targets: a thumb on a phone, in a field with gloves on.
  const button = 'flex h-11 w-11 shrink-0 items-center justify-center rounded-md border border-stone-300 hover:bg-stone-100';
  return (
    <>
      <button type="button" className={button} aria-label={`Quitar una unidad de ${item.name}`} onClick={() => cart.updateQuantity(item.id, item.quantity - 1)}>
        <Minus aria-hidden className="h-4 w-4" />
      </button>
      <input
        type="text"
        inputMode="numeric"
        pattern="[0-9]*"
        enterKeyHint="done"
        autoComplete="off"
        maxLength={4}
        aria-label={`Cantidad de ${item.name}`}
        value={draft}
        onChange={(event) => setDraft(event.target.value)}
        onFocus={(event) => event.currentTarget.select()}
        onBlur={commit}
        onKeyDown={(event) => {
          if (event.key === 'Enter') {
            event.preventDefault();
            commit();
          } else if (event.key === 'Escape') setDraft(String(item.quantity));
        }}
        className="h-11 w-14 rounded-md border border-stone-300 bg-white text-center font-semibold text-stone-900 focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-600/30"
        data-testid="cantidad"
      />
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
