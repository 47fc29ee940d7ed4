// The compact product card of the home carousels: picture, condition, category, name, price and
// the two actions. Every card has the same height (name clamped to two lines, no description), so
// a carousel's height never depends on which slides are showing, and the seventy cards of the home
// page cost about half the markup of the catalogue's full cards.
import { MessageCircle } from '~/components/icons';
import { Link } from 'react-router';
import { TEXTS } from '../../../domain/copy';
import { productMessage, whatsappLink } from '../../../domain/messaging';
import { productUrl } from '../../../domain/slug';
import { useCart } from '~/cart/cart-context';
import { MessagingLink } from '~/components/messaging-link';
import { ConditionBadge } from '~/components/product/badges';
import { ProductImage } from '~/components/product/product-image';
import { RemotePhoto } from '~/components/remote-photo';
import { cartProductFromCard, type ProductCardData } from '~/lib/product-card';
import { useCarousel } from './carousel';
import { useShop } from '~/lib/shop';

export function CarouselCard({ product }: { product: ProductCardData }) {
  const cart = useCart();
  const shop = useShop();
  const { near } = useCarousel();
  // Spec section 5: a product without a slug is not rendered as a card.
  if (!product.slug) return null;
  const href = productUrl(product);
  return (
    <article
      className="relative flex flex-col overflow-hidden rounded-xl border border-stone-200 bg-white shadow-sm transition hover:shadow-md"
      data-testid="tarjeta-producto"
    >
      {near ? (
        <ProductImage src={product.image} alt="" className="aspect-[4/3] w-full" fallbackText={TEXTS.imageUnavailableCard} />
      ) : (
        // Until the page has hydrated and the carousel is within reach, the picture's box is kept
        // and nothing is fetched: on a slow phone the CSS, the hero and the scripts go first.
        <div className="aspect-[4/3] w-full bg-stone-100">
          {product.image ? (
            <noscript>
              <RemotePhoto src={product.image} width={800} height={600} decoding={undefined} className="aspect-[4/3] w-full object-cover" />
            </noscript>
          ) : null}
        </div>
      )}
      <span className="absolute left-2 top-2">
        <ConditionBadge condition={product.condition} />
      </span>
      <div className="flex flex-1 flex-col gap-1 p-3">
        <p className="truncate text-xs font-medium uppercase tracking-wide text-brand-700">{product.category}</p>
        <h3 className="line-clamp-2 min-h-[2lh] text-sm font-semibold leading-snug text-stone-900">
          {/* The whole card opens the product; the buttons sit above this link. */}
          <Link to={href} prefetch="intent" className="after:absolute after:inset-0 hover:text-brand-700 hover:underline">
            {product.name}
          </Link>
        </h3>
        <p className="mt-auto text-lg font-bold text-stone-900" data-testid="precio">
          {product.displayPrice}
        </p>
        <div className="relative z-10 mt-1 flex gap-2">
          <button
            type="button"
            disabled={!cart.ready}
            onClick={() => cart.addProduct(cartProductFromCard(product))}
            className="min-w-0 flex-1 rounded-lg bg-brand-600 px-2 py-2 text-sm font-semibold leading-tight text-white hover:bg-brand-700 disabled:cursor-wait"
          >
            {/* Every card of a carousel has the same width, so a wrap here is the same on all. */}
            {TEXTS.addToQuote}
          </button>
          <MessagingLink
            href={whatsappLink(shop.whatsappNumber, productMessage(product))}
            className="flex shrink-0 items-center justify-center rounded-lg border border-brand-600 px-2.5 py-2 text-brand-700 hover:bg-brand-50"
            aria-label={`${TEXTS.quickEnquiry} por WhatsApp: ${product.name}`}
            title={TEXTS.quickEnquiry}
          >
            <MessageCircle aria-hidden className="h-4 w-4" />
          </MessagingLink>
        </div>
      </div>
    </article>
  );
}
