// One product of the visitor's quote, with its quantity buttons and a way to remove it: the same
// line in the cart drawer (compact, the name as text, a bin icon) and on /presupuesto (larger, the
// name linking to the product, its code, 'Eliminar' written out).
import { Link } from 'react-router';
import { TEXTS } from '#domain/copy';
import { formatPrice } from '#domain/price';
import { productUrl } from '#domain/slug';
import type { CartItem } from '#domain/cart';
import { useCart } from '../../cart/cart-context';
import { Trash2 } from '../icons';
import { NetPrice } from '../product/net-price';
import { ProductImage } from '../product/product-image';
import { QuantityControls } from './quantity-controls';

export function CartLine({ item, place }: { item: CartItem; place: 'drawer' | 'page' }) {
  const cart = useCart();
  const page = place === 'page';
  return (
    <li className="flex gap-3 py-4" data-testid={page ? 'linea-presupuesto' : 'linea-cajon'}>
      <ProductImage
        src={item.image}
        layout="line"
        alt=""
        className={page ? 'h-20 w-20 shrink-0 rounded-lg' : 'h-16 w-16 shrink-0 rounded-md'}
        fallbackText={TEXTS.imageUnavailableCard}
        small
      />
      <div className="min-w-0 flex-1">
        {page ? (
          <>
            <Link to={productUrl(item)} className="line-clamp-2 font-semibold text-stone-900 hover:underline">
              {item.name}
            </Link>
            <p className="text-sm text-stone-600">Código: {item.code || 'N/A'}</p>
          </>
        ) : (
          <p className="line-clamp-2 text-sm font-semibold text-stone-900">{item.name}</p>
        )}
        <p className={page ? 'text-sm font-semibold text-brand-700' : 'text-sm text-brand-700'}>{formatPrice(item.price)}</p>
        <NetPrice price={item.price} ivaRate={item.ivaRate} className={page ? 'text-sm font-semibold text-stone-700' : 'text-sm text-stone-700'} />
        <div className={page ? 'mt-2 flex flex-wrap items-center gap-2' : 'mt-2 flex items-center gap-2'}>
          <QuantityControls item={item} />
          {page ? (
            <button type="button" className="ml-auto text-sm font-semibold text-red-700 hover:underline" onClick={() => cart.remove(item.id)}>
              {TEXTS.remove}
            </button>
          ) : (
            <button
              type="button"
              className="ml-auto flex h-11 w-11 items-center justify-center rounded-md text-red-700 hover:bg-red-50"
              aria-label={`Eliminar ${item.name}`}
              onClick={() => cart.remove(item.id)}
            >
              <Trash2 aria-hidden className="h-4 w-4" />
            </button>
          )}
        </div>
      </div>
    </li>
  );
}
