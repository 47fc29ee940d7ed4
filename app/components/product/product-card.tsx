import { MessageCircle, Plus } from '~/components/icons';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { productMessage, whatsappLink } from '../../../domain/messaging';
import { productUrl } from '../../../domain/slug';
import type { Product } from '../../../domain/types';
import { TEXTS } from '../../../domain/copy';
import { entranceDelay } from '../../../domain/ui';
import { useCart } from '~/cart/cart-context';
import { MessagingLink } from '~/components/messaging-link';
import { cartProductFromCard, type ProductCardData } from '~/lib/product-card';
import { useShop } from '~/lib/shop';
import { ProductImage } from './product-image';
import { ConditionBadge } from './badges';

/** Spec: 0.1 s per card; capped so the last cards of a long page don't wait seconds. */
const MAX_STAGGERED = 12;

export function ProductCard({ product, index = 0, priority = false }: { product: ProductCardData; index?: number; priority?: boolean }) {
  const cart = useCart();
  const shop = useShop();
  // The button's first render matches the server's (disabled) even when the card hydrates after
  // the cart is ready (the home page's results hydrate once their code arrives): hydration does
  // not update attributes, so an enabled first render would leave the server's 'disabled' in place.
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  // Spec section 5: a product without a slug is not rendered as a card.
  if (!product.slug) return null;
  const href = productUrl(product);
  const message = productMessage(cartProductFromCard(product) as unknown as Product);

  return (
    <article
      className="group flex animate-card-in flex-col overflow-hidden rounded-xl border border-stone-200 bg-white shadow-sm transition hover:shadow-md"
      style={{ animationDelay: `${entranceDelay(Math.min(index, MAX_STAGGERED))}s` }}
      data-testid="tarjeta-producto"
    >
      <Link to={href} className="relative block" tabIndex={-1} aria-hidden="true" prefetch="intent">
        <ProductImage src={product.image} alt="" className="aspect-[4/3] w-full" fallbackText={TEXTS.imageUnavailableCard} priority={priority} />
        <span className="absolute left-2 top-2">
          <ConditionBadge condition={product.condition} />
        </span>
      </Link>
      <div className="flex flex-1 flex-col gap-2 p-4">
        <p className="text-xs font-medium uppercase tracking-wide text-brand-700">{product.category}</p>
        <h3 className="text-base font-semibold leading-snug text-stone-900">
          <Link to={href} className="hover:text-brand-700 hover:underline" prefetch="intent">
            {product.name}
          </Link>
        </h3>
        {product.shortDescription ? <p className="text-sm text-stone-600">{product.shortDescription}</p> : null}
        <p className="mt-auto pt-1 text-lg font-bold text-stone-900" data-testid="precio">
          {product.displayPrice}
        </p>
        <div className="grid gap-2">
          <button
            type="button"
            disabled={!cart.ready || !mounted}
            onClick={() => cart.addProduct(cartProductFromCard(product))}
            className="flex items-center justify-center gap-2 rounded-lg bg-brand-600 px-3 py-2 text-sm font-semibold text-white hover:bg-brand-700 disabled:cursor-wait"
          >
            <Plus aria-hidden className="h-4 w-4" /> {TEXTS.addToQuote}
          </button>
          <MessagingLink
            href={whatsappLink(shop.whatsappNumber, message)}
            className="flex items-center justify-center gap-2 rounded-lg border border-brand-600 px-3 py-2 text-sm font-semibold text-brand-700 hover:bg-brand-50"
            aria-label={`Consulta Rápida por WhatsApp: ${product.name}`}
          >
            <MessageCircle aria-hidden className="h-4 w-4" /> {TEXTS.quickEnquiry}
          </MessagingLink>
        </div>
      </div>
    </article>
  );
}

export function ProductGrid({
  products,
  priorityCount = 0,
  columns = 'wide',
}: {
  products: ProductCardData[];
  priorityCount?: number;
  columns?: 'wide' | 'half';
}) {
  const grid = columns === 'wide' ? 'grid-cols-1 sm:grid-cols-2 lg:grid-cols-3' : 'grid-cols-1 sm:grid-cols-2 lg:grid-cols-1 xl:grid-cols-2';
  return (
    <div className={`grid gap-4 ${grid}`}>
      {products.map((p, i) => (
        <ProductCard key={p.id} product={p} index={i} priority={i < priorityCount} />
      ))}
    </div>
  );
}
