// Small interface rules and timings (docs/product.md §4, §9).

export const HERO_IMAGE_COUNT = 6;
export const HERO_INTERVAL_MS = 7000;
export const CAROUSEL_AUTOPLAY_MS = 3000;
export const REVIEWS_AUTOPLAY_MS = 5000;
const CARD_ENTRANCE_DELAY_S = 0.1;
export const TEAM_STAGGER_S = 0.1;
/** Offset for the smooth scroll to '#nosotros' under the fixed header. */
export const SCROLL_OFFSET_PX = 80;

const TOAST_LIMIT = 3;
export const TOAST_DURATION_MS = 5000;
export const TOAST_SWIPE_THRESHOLD_PX = 50;
export const TOAST_HOTKEY = 'F8';

/** Gallery and slideshow index that wraps at both ends; 0 for an empty list. */
export function wrapIndex(index: number, length: number): number {
  if (length <= 0 || !Number.isFinite(index)) return 0;
  return ((Math.trunc(index) % length) + length) % length;
}

/** Product page thumbnails loop with more than 5 images. */
export function thumbnailsLoop(imageCount: number): boolean {
  return imageCount > 5;
}

/** Animation delay of the card at a position, in seconds. */
export function entranceDelay(index: number, stepSeconds = CARD_ENTRANCE_DELAY_S): number {
  return Math.round(index * stepSeconds * 1000) / 1000;
}

/** Toasts newest first, at most TOAST_LIMIT visible. */
export function pushToast<T>(toasts: readonly T[], toast: T, limit = TOAST_LIMIT): T[] {
  return [toast, ...toasts].slice(0, limit);
}
