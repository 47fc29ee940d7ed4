// 'Resumen' on /presupuesto: the cart's lines and its estimated totals, or what to do when it is empty.
import { Link } from 'react-router';
import { SHOP_TEXTS, TEXTS } from '#domain/copy';
import { useCart } from '../../cart/cart-context';
import { CartLine } from '../cart/cart-line';
import { CartPesoTotal } from '../cart/cart-peso-total';
import { EstimatedTotal } from '../cart/estimated-total';
import { ShoppingCart } from '../icons';
import { NetCartTotal } from '../product/net-price';
import { PriceIva } from '../product/price-iva';

export function QuoteSummary({ empty }: { empty: boolean }) {
  const cart = useCart();
  return (
    <section aria-labelledby="resumen" className="rounded-xl border border-stone-200 bg-white p-4 shadow-sm sm:p-6">
      <div className="flex items-center justify-between gap-4">
        <h2 id="resumen" className="text-lg font-bold text-stone-900">
          Resumen
        </h2>
        <Link to="/" className="text-sm font-semibold text-brand-700 hover:underline">
          {TEXTS.keepSearching}
        </Link>
      </div>
      {empty ? (
        <div className="flex flex-col items-center gap-3 py-12 text-center" data-testid="presupuesto-vacio">
          <ShoppingCart aria-hidden className="h-12 w-12 text-stone-300" />
          <p className="text-lg font-semibold text-stone-800">{TEXTS.emptyCartPage}</p>
          <p className="text-sm text-stone-600">{SHOP_TEXTS.emptyQuotePageHint}</p>
          <Link to="/" className="mt-2 rounded-lg bg-brand-600 px-5 py-2.5 font-semibold text-white hover:bg-brand-700">
            Volver a la tienda
          </Link>
        </div>
      ) : (
        <>
          <ul className="mt-4 divide-y divide-stone-100">
            {cart.items.map((item) => (
              <CartLine key={item.id} item={item} place="page" />
            ))}
          </ul>
          <EstimatedTotal
            items={cart.items}
            className="mt-4 flex items-center justify-between border-t border-stone-200 pt-4 text-lg"
            valueClassName="font-extrabold text-stone-900"
            testId="total-presupuesto"
          />
          <NetCartTotal items={cart.items} className="text-right text-lg font-extrabold text-stone-700" testId="total-sin-impuestos" />
          <CartPesoTotal items={cart.items} className="mt-1 text-right text-sm font-semibold text-stone-800" />
          <p className="mt-1 text-xs text-stone-500">El total es una estimación: los precios se confirman al responder tu presupuesto.</p>
          <PriceIva form="sentence" className="mt-1 text-xs font-medium text-stone-700" />
        </>
      )}
    </section>
  );
}
