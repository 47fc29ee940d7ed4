import * as Dialog from '@radix-ui/react-dialog';
import { CartPesoTotal } from './cart-peso-total';
import { EstimatedTotal } from './estimated-total';
import { useEffect } from 'react';
import { ShoppingCart, X } from '../icons';
import { useNavigate } from 'react-router';
import { TEXTS } from '#domain/copy';
import { NetCartTotal } from '../product/net-price';
import { productCountLabel } from '#domain/text';
import { useCart } from '../../cart/cart-context';
import { useDismissToasts } from '../ui/toaster';
import { CartLine } from './cart-line';
import { KeptRequests } from '../quote/kept-requests';

export default function CartDrawerPanel() {
  const cart = useCart();
  const navigate = useNavigate();
  const dismissToasts = useDismissToasts();
  // 'Producto añadido' has been said; on a phone it would now sit on the total and the button.
  useEffect(() => {
    if (cart.drawerOpen) dismissToasts();
  }, [cart.drawerOpen, dismissToasts]);

  return (
    <Dialog.Root open={cart.drawerOpen} onOpenChange={cart.setDrawerOpen}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-black/50 data-[state=open]:animate-in" />
        <Dialog.Content
          aria-describedby={undefined}
          className="fixed inset-y-0 right-0 z-50 flex w-full max-w-md flex-col bg-white shadow-2xl focus:outline-none"
          data-testid="cajon-presupuesto"
        >
          <div className="flex items-center justify-between border-b border-stone-200 px-5 py-4">
            <div>
              <Dialog.Title className="flex items-center gap-2 text-lg font-bold text-stone-900">
                <ShoppingCart aria-hidden className="h-5 w-5 text-brand-600" /> Mi Presupuesto
              </Dialog.Title>
              <p className="text-sm text-stone-600" data-testid="cantidad-presupuesto">
                {productCountLabel(cart.count)}
              </p>
            </div>
            <Dialog.Close className="rounded-full p-2 text-stone-600 hover:bg-stone-100" aria-label="Cerrar">
              <X aria-hidden className="h-5 w-5" />
            </Dialog.Close>
          </div>

          {cart.items.length === 0 ? (
            <div className="flex flex-1 flex-col items-center justify-center gap-2 px-6 text-center">
              <ShoppingCart aria-hidden className="h-12 w-12 text-stone-300" />
              <p className="font-semibold text-stone-800">{TEXTS.emptyCartDrawer.title}</p>
              <p className="text-sm text-stone-600">{TEXTS.emptyCartDrawer.hint}</p>
            </div>
          ) : (
            <DrawerLines />
          )}

          {/* Requests kept without signal wait here too, where the visitor looks for the quote. */}
          <div className="max-h-[40vh] shrink-0 overflow-y-auto">
            <KeptRequests compact onLeave={() => cart.setDrawerOpen(false)} />
          </div>
          <div className="border-t border-stone-200 px-5 py-4">
            {cart.items.length > 0 ? (
              <EstimatedTotal
                items={cart.items}
                className="mb-3 flex items-center justify-between text-base"
                valueClassName="font-bold text-stone-900"
                testId="total-cajon"
              />
            ) : null}
            {cart.items.length > 0 ? (
              <NetCartTotal items={cart.items} className="-mt-2 mb-3 text-right text-base font-bold text-stone-700" testId="total-sin-impuestos" />
            ) : null}
            <CartPesoTotal items={cart.items} className="-mt-2 mb-3 text-right text-sm text-stone-700" />
            <button
              type="button"
              className="w-full rounded-lg bg-brand-600 px-4 py-3 font-semibold text-white hover:bg-brand-700"
              onClick={() => {
                cart.setDrawerOpen(false);
                navigate('/presupuesto');
              }}
            >
              {TEXTS.finishQuote}
            </button>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

/** The drawer's products, each with its quantity buttons and a way to remove it. */
function DrawerLines() {
  const cart = useCart();
  return (
    <ul className="flex-1 divide-y divide-stone-100 overflow-y-auto px-5">
      {cart.items.map((item) => (
        <CartLine key={item.id} item={item} place="drawer" />
      ))}
    </ul>
  );
}
