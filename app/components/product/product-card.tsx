import { memo } from 'react';
import { CardPesoEstimate } from './card-peso-estimate';
import { MessageCircle, Plus } from '../icons';
import { productMessage, whatsappLink } from '#domain/messaging';
import { productUrl } from '#domain/slug';
import type { Product } from '#domain/types';
import { TEXTS } from '#domain/copy';
import { entranceDelay } from '#domain/ui';
import { clientNavProps } from '../../lib/client-navigation';
import { cartProductFromCard, type ProductCardData } from '../../lib/product-card';
import { earlyTapProps } from '../../lib/early-tap';
import { cartItemFromProduct } from '#domain/cart';
import { useShop } from '../../lib/shop';
import { useCardMarkup } from '../../lib/card-markup';
import { useSaveData } from '../../lib/save-data';
import { photoAttributes, type PhotoLayoutName } from '../../lib/photos';
import { ConditionBadge } from './badges';
import { NetPriceText } from './net-price';
import { ADD_ATTRIBUTE, MESSAGING_ATTRIBUTE, MissingCardPhoto, PHOTO_CLASS, useCardShell } from './card-shell';

/**
 * Spec: a card's entrance is delayed 0.1 s per card. Only the first twelve (a first screen in every
 * layout) animate: the ones below are off screen until their entrance would be over anyway, and
 * animating all 48 of a list cost a phone about 50 ms of blocking (Lighthouse TBT on
 * /repuestos, median of 4, 125 → 70 ms).
 */
const ANIMATED_CARDS = 12;

export interface CardBodyProps {
  product: ProductCardData;
  priority: boolean;
  whatsappNumber: string;
  /** The grid the card sits in, for the photo's `sizes`. */
  layout: CardPhotoLayout;
}

type CardPhotoLayout = Extract<PhotoLayoutName, 'card' | 'cardHalf' | 'cardSaveData' | 'cardHalfSaveData'>;

/**
 * What a card shows, as plain markup: no hooks and no handlers, so the server renders it once per
 * product and reuses the HTML (~/lib/card-markup.server.tsx), and hydration keeps
 * it as it is (decision 0013). The card around it handles the clicks. Every text is one string
 * (no neighbouring text nodes), so the markup is the same however React renders it.
 */
export function ProductCardBody({ product, priority, whatsappNumber, layout }: CardBodyProps) {
  const href = productUrl(product);
  const cartProduct = cartProductFromCard(product) as unknown as Product;
  const message = productMessage(cartProduct);
  return (
    <>
      <a href={href} className="relative block" tabIndex={-1} aria-hidden="true" {...clientNavProps}>
        {product.image ? (
          <img
            {...photoAttributes(product.image, layout)}
            style={product.imageColor ? { backgroundColor: product.imageColor } : undefined}
            alt=""
            width={800}
            height={600}
            loading={priority ? 'eager' : 'lazy'}
            decoding="async"
            fetchPriority={priority ? 'high' : undefined}
            className={PHOTO_CLASS}
          />
        ) : (
          <MissingCardPhoto />
        )}
        <span className="absolute left-2 top-2">
          <ConditionBadge condition={product.condition} />
        </span>
      </a>
      <div className="card-body">
        <p className="card-category">{product.category}</p>
        <h3 className="card-title">
          <a href={href} className="card-link" {...clientNavProps}>
            {product.name}
          </a>
        </h3>
        {product.shortDescription ? <p className="card-description">{product.shortDescription}</p> : null}
        <p className="card-price" data-testid="precio">
          {product.displayPrice}
        </p>
        <NetPriceText line={product.netPrice} className="card-net" />
        <CardPesoEstimate text={product.pesoEstimate} />
        <div className="grid gap-2">
          {/* Works from the first paint: before the app runs, the page's inline script keeps the tap (~/lib/early-tap). */}
          <button type="button" {...{ [ADD_ATTRIBUTE]: '' }} {...earlyTapProps(cartItemFromProduct(cartProduct))} className="card-add">
            <Plus aria-hidden className="h-4 w-4" />
            {` ${TEXTS.addToQuote}`}
          </button>
          <a
            href={whatsappLink(whatsappNumber, message)}
            target="_blank"
            rel="noopener noreferrer"
            {...{ [MESSAGING_ATTRIBUTE]: '' }}
            className="card-chat"
            aria-label={`Consulta Rápida por WhatsApp: ${product.name}`}
          >
            <MessageCircle aria-hidden className="h-4 w-4" />
            {` ${TEXTS.quickEnquiry}`}
          </a>
        </div>
      </div>
    </>
  );
}

const MemoCardBody = memo(ProductCardBody);

/**
 * One product card. The server sends its body as stored HTML; when React hydrates the page
 * the card keeps that HTML instead of hydrating a dozen elements per card (the body is never
 * hydrated: it has nothing to hydrate), and a card mounted later renders the body with React.
 * Either way the card's own listeners do the work: add to the quote, open the chat, and the
 * photo's placeholder when it fails.
 */
function ProductCard({
  product,
  index = 0,
  priority = false,
  layout = 'card',
}: {
  product: ProductCardData;
  index?: number;
  priority?: boolean;
  layout?: 'card' | 'cardHalf';
}) {
  const shop = useShop();
  const saveData = useSaveData();
  const markup = useCardMarkup();
  const { ref, onClick, keepsServerHtml } = useCardShell(product);

  // docs/product.md §5: a product without a slug is not rendered as a card.
  if (!product.slug) return null;

  const shared = {
    ref,
    onClick,
    ...(index < ANIMATED_CARDS ? { className: 'card card-enter', style: { animationDelay: `${entranceDelay(index)}s` } } : { className: 'card' }),
    'data-testid': 'tarjeta-producto',
  };
  // Saving data: the small photo only (a layout of its own, so the stored card HTML keeps both).
  const body = { product, priority, whatsappNumber: shop.whatsappNumber, layout: saveData ? (`${layout}SaveData` as const) : layout };
  if (keepsServerHtml) return <article {...shared} dangerouslySetInnerHTML={{ __html: '' }} suppressHydrationWarning />;
  // The first row stays a React render: React moves its photo's preload into the head.
  if (markup && !priority) return <article {...shared} dangerouslySetInnerHTML={{ __html: markup(body) }} />;
  return (
    <article {...shared}>
      <MemoCardBody {...body} />
    </article>
  );
}

export function ProductGrid({
  products,
  priorityCount = 0,
  columns = 'wide',
  fitNote,
}: {
  products: ProductCardData[];
  priorityCount?: number;
  columns?: 'wide' | 'half';
  /** 'Sirve para tu John Deere 3530': every card of a list narrowed to one machine fits it. */
  fitNote?: string;
}) {
  const grid = columns === 'wide' ? 'grid-cols-1 sm:grid-cols-2 lg:grid-cols-3' : 'grid-cols-1 sm:grid-cols-2 lg:grid-cols-1 xl:grid-cols-2';
  return (
    <div className={`grid gap-4 ${grid}`}>
      {products.map((p, i) => {
        const card = <ProductCard key={p.id} product={p} index={i} priority={i < priorityCount} layout={columns === 'wide' ? 'card' : 'cardHalf'} />;
        if (!fitNote) return card;
        // Over the photo's right corner, beside the condition badge: the card's own markup stays as stored.
        return (
          <div key={p.id} className="relative grid">
            {card}
            <p
              className="pointer-events-none absolute top-2 right-2 max-w-[60%] rounded-md bg-emerald-700 px-2 py-1 text-xs font-semibold text-white shadow"
              data-testid="sirve-para"
            >
              {fitNote}
            </p>
          </div>
        );
      })}
    </div>
  );
}
