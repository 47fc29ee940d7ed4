// What a product card does in the browser, for a card whose markup React may not own: the cards
// keep the server's HTML when React hydrates them (decision 0013), so their button,
// chat link and photo are served by listeners on the card instead of by each element.
import { useEffect, useRef, type MouseEvent } from 'react';
import { ICON_CLASS, ICON_SPRITE_URL, ImageOff } from '../icons';
import { TEXTS } from '#domain/copy';
import { useCart } from '../../cart/cart-context';
import { useMountedByHydration } from '../static-section';
import { openMessagingLink } from '../../lib/messaging';
import { cartProductFromCard, type ProductCardData } from '../../lib/product-card';
import { useShop } from '../../lib/shop';
import { photoAttributes } from '../../lib/photos';
import { browserSavesData } from '../../lib/save-data';
import { rememberPhoto } from '../../lib/early-tap';

/** On the 'Agregar al Presupuesto' button. */
export const ADD_ATTRIBUTE = 'data-agregar';
/** On the chat link ('Consulta Rápida'). */
export const MESSAGING_ATTRIBUTE = 'data-mensajeria';
/** On a photo's box that waits for its carousel to come near (the photo's address is its value). */
export const PENDING_PHOTO_ATTRIBUTE = 'data-foto';

/** A card's photo and its placeholder (app.css). */
export const PHOTO_CLASS = 'card-photo';
const FALLBACK_CLASS = 'card-photo-missing';

/** The card's placeholder for a product without a photo (docs/product.md §8), in both kinds of card. */
export function MissingCardPhoto() {
  return (
    <div className={FALLBACK_CLASS} role="img" aria-label={TEXTS.imageUnavailableCard}>
      <ImageOff aria-hidden className="h-8 w-8" />
      <span className="text-xs font-medium">{TEXTS.imageUnavailableCard}</span>
    </div>
  );
}

/**
 * MissingCardPhoto's markup, built in place of a photo that failed to load: the card's HTML may not
 * be React's (decision 0013), so React cannot render the placeholder there.
 */
function replaceBrokenPhoto(img: HTMLImageElement): void {
  const box = document.createElement('div');
  box.className = FALLBACK_CLASS;
  box.setAttribute('role', 'img');
  box.setAttribute('aria-label', TEXTS.imageUnavailableCard);
  // The icon as ~/components/icons draws it (same look, same sprite symbol).
  const svg = document.createElementNS('http://www.w3.org/2000/svg', 'svg');
  svg.setAttribute('aria-hidden', 'true');
  svg.setAttribute('class', `${ICON_CLASS} h-8 w-8`);
  const use = document.createElementNS('http://www.w3.org/2000/svg', 'use');
  use.setAttribute('href', `${ICON_SPRITE_URL}#image-off`);
  svg.append(use);
  const text = document.createElement('span');
  text.className = 'text-xs font-medium';
  text.textContent = TEXTS.imageUnavailableCard;
  box.append(svg, text);
  img.replaceWith(box);
}

/** A waiting photo box becomes the photo (lazy, decoded off the main thread), at a carousel's sizes. */
function showPendingPhotos(card: HTMLElement): void {
  const layout = browserSavesData() ? 'carouselSaveData' : 'carousel';
  for (const box of card.querySelectorAll<HTMLElement>(`[${PENDING_PHOTO_ATTRIBUTE}]`)) {
    const img = document.createElement('img');
    img.alt = '';
    img.width = 800;
    img.height = 600;
    img.loading = 'lazy';
    img.decoding = 'async';
    img.className = PHOTO_CLASS;
    // The box's colour (the photo's main one) stays under the photo while it loads.
    img.style.backgroundColor = box.style.backgroundColor;
    const { src, srcSet, sizes } = photoAttributes(box.getAttribute(PENDING_PHOTO_ATTRIBUTE)!, layout);
    // sizes before srcset, srcset before src: the browser then fetches one candidate only.
    if (sizes) img.sizes = sizes;
    if (srcSet) img.srcset = srcSet;
    img.src = src;
    box.replaceWith(img);
  }
}

interface CardShell {
  ref: React.RefObject<HTMLElement | null>;
  onClick: (event: MouseEvent<HTMLElement>) => void;
  /** True when this card keeps the server's markup (React mounted it by hydrating it). */
  keepsServerHtml: boolean;
}

/**
 * The card's listeners: the button (sent disabled, enabled once the cart is read), the chat link
 * through the ad conversion report, a photo's placeholder when it fails, and, with `showPhotos`,
 * the photos that wait for their carousel.
 */
export function useCardShell(product: ProductCardData, showPhotos = true): CardShell {
  const cart = useCart();
  const shop = useShop();
  const keepsServerHtml = useMountedByHydration();
  const ref = useRef<HTMLElement>(null);
  // Before the cart reads the taps the page kept, which carry no photo (~/lib/early-tap).
  rememberPhoto(product.id, product.image);

  const ready = cart.ready;
  useEffect(() => {
    const button = ref.current?.querySelector<HTMLButtonElement>(`[${ADD_ATTRIBUTE}]`);
    if (button) button.disabled = !ready;
  }, [ready]);

  useEffect(() => {
    const card = ref.current;
    if (!card) return;
    // A photo can fail before this runs (its error event is then gone) or later.
    for (const img of card.querySelectorAll('img')) if (img.complete && img.naturalWidth === 0) replaceBrokenPhoto(img);
    const onError = (event: Event) => {
      if (event.target instanceof HTMLImageElement) replaceBrokenPhoto(event.target);
    };
    card.addEventListener('error', onError, true);
    return () => card.removeEventListener('error', onError, true);
  }, []);

  useEffect(() => {
    if (showPhotos && ref.current) showPendingPhotos(ref.current);
  }, [showPhotos]);

  const onClick = (event: MouseEvent<HTMLElement>) => {
    const target = event.target instanceof Element ? event.target : null;
    if (target?.closest(`[${ADD_ATTRIBUTE}]`)) {
      cart.addProduct(cartProductFromCard(product));
      return;
    }
    const chat = target?.closest<HTMLAnchorElement>(`a[${MESSAGING_ATTRIBUTE}]`);
    if (!chat || event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    openMessagingLink(chat.href, shop, product.id);
  };

  return { ref, onClick, keepsServerHtml };
}
