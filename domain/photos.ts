// The shop's own photo addresses. Every catalogue photo a page shows is served by the shop itself
// from `/fotos/{key}/{variant}`, whatever host the sheet's link points at: the visitor's browser
// never contacts the owner's photo hosts, and the shop sends a photo sized for the layout instead of
// a phone's 2 MB original. See docs/decisions/0014-own-photo-addresses.md.
//
// The key is a hash of the link exactly as the catalogue holds it, so a changed link is a new
// address (the answers are cached forever) and nothing about the link shows in the page. The hash
// only names a photo: the server answers a key only when it belongs to a photo of the current
// catalogue, so a made-up key is a 404 and nobody can make it fetch anything else.

/** Widths a photo is made at. Any other width is a 404, so nobody can make the server resize at will. */
export const PHOTO_WIDTHS = [160, 320, 480, 640, 960, 1200] as const;
export type PhotoWidth = (typeof PHOTO_WIDTHS)[number];

/** The share preview (Open Graph, WhatsApp): 1200×630, JPEG, at most 300 KB. */
export const PREVIEW_WIDTH = 1200;
export const PREVIEW_HEIGHT = 630;
export const PREVIEW_MAX_BYTES = 300 * 1024;

/** The width the product feeds and JSON-LD name (at least 800 px on the long side), always JPEG. */
export const FEED_WIDTH: PhotoWidth = 1200;

export type PhotoFormat = 'avif' | 'webp' | 'jpeg';

/**
 * What a photo address asks for: one width in the visitor's best format (chosen from `Accept`),
 * one width as JPEG whatever `Accept` says (feeds, JSON-LD), or the share preview.
 */
export type PhotoVariant = { kind: 'width'; width: PhotoWidth; format: 'accept' | 'jpeg' } | { kind: 'preview' };

export interface PhotoRequest {
  key: string;
  variant: PhotoVariant;
}

export const PHOTO_PATH_PREFIX = '/fotos/';
const KEY_PATTERN = /^[0-9a-f]{16}$/;
const WIDTH_SET = new Set<number>(PHOTO_WIDTHS);

/**
 * The photo's key: 16 hex digits of a 64-bit hash (two 32-bit lanes of a MurmurHash3-style mix)
 * of the link as written in the catalogue. Pure and the same on the server and in the browser.
 */
export function photoKey(source: string): string {
  let h1 = 0xdeadbeef;
  let h2 = 0x41c6ce57;
  for (let i = 0; i < source.length; i++) {
    const c = source.charCodeAt(i);
    h1 = Math.imul(h1 ^ c, 2654435761);
    h2 = Math.imul(h2 ^ c, 1597334677);
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  return hex32(h1) + hex32(h2);
}

function hex32(n: number): string {
  return (n >>> 0).toString(16).padStart(8, '0');
}

export function isPhotoKey(text: string): boolean {
  return KEY_PATTERN.test(text);
}

/** The address base of a photo: a page adds `/{width}` (see photoSrc, photoSrcSet). */
export function photoBase(source: string): string {
  return `${PHOTO_PATH_PREFIX}${photoKey(source)}`;
}

/** One width in the visitor's best format. `base` is photoBase(...). */
export function photoSrc(base: string, width: PhotoWidth): string {
  return `${base}/${width}`;
}

/** `srcset` with the given widths (each an `Nw` candidate). */
export function photoSrcSet(base: string, widths: readonly PhotoWidth[]): string {
  return widths.map((w) => `${base}/${w} ${w}w`).join(', ');
}

/** One width as JPEG whatever the client accepts: for feeds and JSON-LD, whose readers vary. */
export function photoJpegPath(base: string, width: PhotoWidth = FEED_WIDTH): string {
  return `${base}/${width}.jpg`;
}

/** The 1200×630 share preview (Open Graph, WhatsApp). */
export function photoPreviewPath(base: string): string {
  return `${base}/og.jpg`;
}

/** Reads `/fotos/{key}/{variant}`; null for anything that is not exactly one of our addresses. */
export function parsePhotoPath(path: string): PhotoRequest | null {
  if (!path.startsWith(PHOTO_PATH_PREFIX)) return null;
  const parts = path.slice(PHOTO_PATH_PREFIX.length).split('/');
  if (parts.length !== 2) return null;
  const [key, variant] = parts;
  if (!isPhotoKey(key)) return null;
  if (variant === 'og.jpg') return { key, variant: { kind: 'preview' } };
  const match = /^([1-9][0-9]{2,3})(\.jpg)?$/.exec(variant);
  if (!match) return null;
  const width = Number(match[1]);
  if (!WIDTH_SET.has(width)) return null;
  return { key, variant: { kind: 'width', width: width as PhotoWidth, format: match[2] ? 'jpeg' : 'accept' } };
}

/**
 * The best format the client takes, from its `Accept` header: AVIF, then WebP, else JPEG (which
 * every client shows). A type given `q=0` is refused by the client and never chosen.
 */
export function chooseFormat(accept: string | null | undefined): PhotoFormat {
  const accepted = new Set<string>();
  for (const part of String(accept ?? '').split(',')) {
    const [type, ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    if (q !== undefined && Number(q.slice(2)) === 0) continue;
    accepted.add(type.trim());
  }
  if (accepted.has('image/avif')) return 'avif';
  if (accepted.has('image/webp')) return 'webp';
  return 'jpeg';
}

export const PHOTO_CONTENT_TYPES: Readonly<Record<PhotoFormat, string>> = {
  avif: 'image/avif',
  webp: 'image/webp',
  jpeg: 'image/jpeg',
};

/** A file name for one prepared variant on disk (the format is chosen before this). */
export function variantFileName(variant: PhotoVariant, format: PhotoFormat): string {
  if (variant.kind === 'preview') return 'og.jpeg';
  return `${variant.width}.${variant.format === 'jpeg' ? 'jpeg' : format}`;
}
