// The compact product card of the home carousels: picture, condition, category, name, price and
// the two actions. Every card has the same height (name clamped to two lines, no description), so
// a carousel's height never depends on which slides are showing, and the seventy cards of the home
// page cost about half the markup of the catalogue's full cards. Like the catalogue's cards, they
// keep the server's markup when React hydrates them (decision 0013; ~/components/product/card-shell).
import { CardPesoEstimate } from '../product/card-peso-estimate';
import { memo, useCallback, useState } from 'react';
import { useNearViewport } from '../../hooks/use-near-viewport';
import { MessageCircle } from '../icons';
import { TEXTS } from '#domain/copy';
import { productMessage, whatsappLink } from '#domain/messaging';
import { productUrl } from '#domain/slug';
import { ConditionBadge } from '../product/badges';
import { NetPriceText } from '../product/net-price';
import { ADD_ATTRIBUTE, MESSAGING_ATTRIBUTE, MissingCardPhoto, PENDING_PHOTO_ATTRIBUTE, PHOTO_CLASS, useCardShell } from '../product/card-shell';
import { RemotePhoto } from '../remote-photo';
import { photoAttributes } from '../../lib/photos';
import { clientNavProps } from '../../lib/client-navigation';
import { cartProductFromCard, type ProductCardData } from '../../lib/product-card';
import { earlyTapProps } from '../../lib/early-tap';
import { cartItemFromProduct } from '#domain/cart';
import type { Product } from '#domain/types';
import { useShop } from '../../lib/shop';
import { useCarousel, useSlideIndex } from './carousel';
import { useSaveData } from '../../lib/save-data';

function CarouselCardBody({ product, whatsappNumber }: { product: ProductCardData; whatsappNumber: string }) {
  return (
    <>
      {product.image ? (
        // Until the page has hydrated and the carousel is within reach, the picture's box is kept
        // and nothing is fetched: on a slow phone the CSS, the hero and the scripts go first.
        <div
          className={PHOTO_CLASS}
          style={product.imageColor ? { backgroundColor: product.imageColor } : undefined}
          {...{ [PENDING_PHOTO_ATTRIBUTE]: product.image }}
        >
          <noscript>
            <RemotePhoto {...photoAttributes(product.image, 'carousel')} width={800} height={600} decoding={undefined} className={PHOTO_CLASS} />
          </noscript>
        </div>
      ) : (
        <MissingCardPhoto />
      )}
      <span className="absolute left-2 top-2">
        <ConditionBadge condition={product.condition} />
      </span>
      <div className="flex flex-1 flex-col gap-1 p-3">
        <p className="truncate text-xs font-medium uppercase tracking-wide text-brand-700">{product.category}</p>
        <h3 className="line-clamp-2 min-h-[2lh] text-sm font-semibold leading-snug text-stone-900">
          {/* The whole card opens the product; the buttons sit above this link. */}
          <a href={productUrl(product)} className="after:absolute after:inset-0 hover:text-brand-700 hover:underline" {...clientNavProps}>
            {product.name}
          </a>
        </h3>
        <p className="mt-auto text-lg font-bold text-stone-900" data-testid="precio">
          {product.displayPrice}
        </p>
        {/* Three lines kept on every card (a product without a price too), so all are as tall. */}
        <div className="min-h-[3lh] text-lg font-bold leading-snug">
          <NetPriceText line={product.netPrice} className="text-stone-600" />
        </div>
        <CardPesoEstimate text={product.pesoEstimate} />
        <div className="relative z-10 mt-1 flex gap-2">
          {/* Works from the first paint: before the app runs, the page's inline script keeps the tap (~/lib/early-tap). */}
          <button
            type="button"
            {...{ [ADD_ATTRIBUTE]: '' }}
            {...earlyTapProps(cartItemFromProduct(cartProductFromCard(product) as unknown as Product))}
            className="min-w-0 flex-1 rounded-lg bg-brand-600 px-2 py-2 text-sm font-semibold leading-tight text-white hover:bg-brand-700 disabled:cursor-wait"
          >
            {/* Every card of a carousel has the same width, so a wrap here is the same on all. */}
            {TEXTS.addToQuote}
          </button>
          <a
            href={whatsappLink(whatsappNumber, productMessage(product))}
            target="_blank"
            rel="noopener noreferrer"
            {...{ [MESSAGING_ATTRIBUTE]: '' }}
            className="flex shrink-0 items-center justify-center rounded-lg border border-brand-600 px-2.5 py-2 text-brand-700 hover:bg-brand-50"
            aria-label={`${TEXTS.quickEnquiry} por WhatsApp: ${product.name}`}
            title={TEXTS.quickEnquiry}
          >
            <MessageCircle aria-hidden className="h-4 w-4" />
          </a>
        </div>
      </div>
    </>
  );
}

const MemoCarouselCardBody = memo(CarouselCardBody);

/**
 * A slide's photo is fetched once some of the slide shows (or the carousel's row is within 300 px
 * of the screen and the slide within its visible part): the row clips what scrolled out, so the
 * slides further along wait until the carousel moves. On a phone a carousel shows one slide and a
 * bit, and its four first photos were half of the home page's image bytes.
 */
const SLIDE_PHOTO_MARGIN = '300px 0px';

export function CarouselCard({ product }: { product: ProductCardData }) {
  const shop = useShop();
  const { near, used } = useCarousel();
  // Saving data, only the first slide's photo comes until the visitor moves the carousel.
  const saveData = useSaveData();
  const first = useSlideIndex() === 0;
  const [element, setElement] = useState<HTMLElement | null>(null);
  // The slide's own reach: the carousel's row clips what scrolled out, so a slide beyond its edge
  // does not count as near the screen.
  const slideNear = useNearViewport(near ? element : null, SLIDE_PHOTO_MARGIN);
  const { ref, onClick, keepsServerHtml } = useCardShell(product, near && slideNear && (!saveData || first || used));
  // One function for the card's life: a new one each render would detach and attach it every time.
  const setRefs = useCallback(
    (node: HTMLElement | null) => {
      ref.current = node;
      setElement(node);
    },
    [ref],
  );
  // docs/product.md §5: a product without a slug is not rendered as a card.
  if (!product.slug) return null;
  const shared = {
    ref: setRefs,
    onClick,
    // The product card's frame (app.css), without its entrance animation; relative for the stretched link.
    className: 'card relative',
    'data-testid': 'tarjeta-producto',
  };
  if (keepsServerHtml) return <article {...shared} dangerouslySetInnerHTML={{ __html: '' }} suppressHydrationWarning />;
  return (
    <article {...shared}>
      <MemoCarouselCardBody product={product} whatsappNumber={shop.whatsappNumber} />
    </article>
  );
}
