// Where each kind of picture sits in the layout, and the `src`/`srcset`/`sizes` that follow from it.
// Every catalogue photo is asked from the shop's own `/fotos/` addresses (domain/photos.ts): the
// browser picks the smallest width that fills the box at its pixel density.
import { photoBase, photoSrc, photoSrcSet, type PhotoWidth } from '#domain/photos';
import { singleton } from '#domain/singleton';

interface PhotoLayout {
  /** The widths offered in `srcset`. */
  widths: readonly PhotoWidth[];
  /** How wide the box is at each breakpoint (Tailwind's sm 640, md 768, lg 1024, xl 1280). */
  sizes: string;
  /** `src` for a browser without `srcset`. */
  fallback: PhotoWidth;
}

/** A photo's own address without a width ('/fotos/0123456789abcdef'). */
const OWN_PHOTO_BASE = /^\/fotos\/[0-9a-f]{16}$/;

// The boxes as app.css and the grids draw them, in a page at most 80rem wide with 1rem padding.
export const PHOTO_LAYOUTS = {
  // A card's photo is a thumbnail (the product page has the large one): at most 640 px, which fills
  // a phone's card at about 1.7 times its pixels and a desktop card at 1.6 times. Prepaid phone data
  // pays for every byte above that.
  /** A catalogue card: one column on phones, two from sm, three from lg (product-card.tsx 'wide'). */
  card: { widths: [320, 480, 640], sizes: '(min-width: 1280px) 400px, (min-width: 1024px) 31vw, (min-width: 640px) 48vw, 92vw', fallback: 480 },
  /** A card in one of Ver Todo's two lists: one column, two from sm, one per list at lg, two at xl. */
  cardHalf: { widths: [320, 480, 640], sizes: '(min-width: 1280px) 300px, (min-width: 1024px) 46vw, (min-width: 640px) 48vw, 92vw', fallback: 480 },
  /** A home carousel's card: 82 % of a phone, half from 480 px, a third from md, a quarter from xl. */
  carousel: { widths: [320, 480, 640], sizes: '(min-width: 1280px) 300px, (min-width: 768px) 32vw, (min-width: 480px) 48vw, 80vw', fallback: 480 },
  // With the visitor's data saver on (~/lib/save-data) a card's photo is the 320 px one, whatever the screen.
  /** A catalogue card, saving data. */
  cardSaveData: { widths: [320], sizes: '(min-width: 1280px) 400px, (min-width: 1024px) 31vw, (min-width: 640px) 48vw, 92vw', fallback: 320 },
  /** A card of Ver Todo's lists, saving data. */
  cardHalfSaveData: { widths: [320], sizes: '(min-width: 1280px) 300px, (min-width: 1024px) 46vw, (min-width: 640px) 48vw, 92vw', fallback: 320 },
  /** A home carousel's card, saving data. */
  carouselSaveData: { widths: [320], sizes: '(min-width: 1280px) 300px, (min-width: 768px) 32vw, (min-width: 480px) 48vw, 80vw', fallback: 320 },
  /** The product page's main photo: the whole width on phones, half the page from lg. */
  gallery: { widths: [480, 640, 960, 1200], sizes: '(min-width: 1280px) 616px, (min-width: 1024px) 48vw, 92vw', fallback: 960 },
  /** A gallery thumbnail: a fifth of the gallery. */
  thumb: { widths: [160, 320], sizes: '(min-width: 1024px) 120px, 18vw', fallback: 160 },
  /** A small square beside a line (cart drawer, Mi Presupuesto, quote answers, suggestions, staff). */
  line: { widths: [160, 320], sizes: '88px', fallback: 160 },
} as const satisfies Record<string, PhotoLayout>;

export type PhotoLayoutName = keyof typeof PHOTO_LAYOUTS;

export interface PhotoAttributes {
  src: string;
  srcSet?: string;
  sizes?: string;
}

/** The image attributes of a catalogue photo (its link as the sheet has it) in a layout. */
export function photoAttributes(source: string, layout: PhotoLayoutName): PhotoAttributes {
  const { widths, sizes, fallback } = PHOTO_LAYOUTS[layout];
  // The catalogue kept on the phone names photos by their shop address, not by the sheet's link.
  const base = OWN_PHOTO_BASE.test(source) ? source : photoBase(source);
  return { src: photoSrc(base, fallback), srcSet: photoSrcSet(base, widths), sizes };
}

// The server knows which photos cannot be shown (a dead link, no copy kept): a page then draws the
// placeholder at once instead of letting the browser try. The server registers its check under a
// process-wide singleton (server/photos/visibility.ts, registerPhotoCheck); in the browser there is none.
interface PhotoCheck {
  shown(source: string): boolean;
  version(): number;
  color(source: string): string | null;
}
function photoCheck(): PhotoCheck | null {
  return singleton<{ check: PhotoCheck | null }>('photo-check', () => ({ check: null })).check;
}

/** Changes whenever the server's list of photos that cannot be shown does. */
export function photoCheckVersion(): number {
  return photoCheck()?.version() ?? 0;
}

/** The link itself when its photo can be shown, else null (the page draws the placeholder). */
export function shownPhoto(source: string | null | undefined): string | null {
  if (!source) return null;
  const check = photoCheck();
  return !check || check.shown(source) ? source : null;
}

/** A prepared photo's main colour, painted in its box while it loads; null when not known (yet). */
export function photoColor(source: string | null | undefined): string | null {
  if (!source) return null;
  const color = photoCheck()?.color(source) ?? null;
  return color && /^#[0-9a-f]{6}$/.test(color) ? color : null;
}
