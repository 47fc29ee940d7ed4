// The 'Mi Presupuesto' drawer. Its code (Radix Dialog, the lines, the quantity buttons) is loaded
// when the visitor opens it, or is about to (preloadCartDrawer on hover or focus of the button).
import { lazy, Suspense, useState } from 'react';
import { useCart } from '../../cart/cart-context';

const loadPanel = () => import('./cart-drawer-panel');
const CartDrawerPanel = lazy(loadPanel);

/** Starts loading the drawer's code (the header's button calls it when pointed at or focused). */
export function preloadCartDrawer(): void {
  void loadPanel();
}

export function CartDrawer() {
  const { drawerOpen } = useCart();
  // Mounted from the first opening on, so that closing keeps Radix's focus return and animation.
  const [used, setUsed] = useState(false);
  if (drawerOpen && !used) setUsed(true);
  if (!drawerOpen && !used) return null;
  return (
    <Suspense fallback={null}>
      <CartDrawerPanel />
    </Suspense>
  );
}
