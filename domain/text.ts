// Text trimming for cards and page metadata (docs/product.md §5).

export const CARD_DESCRIPTION_LENGTH = 70;
export const META_DESCRIPTION_LENGTH = 160;
const ELLIPSIS = '...';

/**
 * Text longer than max is cut to its first max characters plus '...'; the
 * ellipsis does NOT count towards max (result length is at most max + 3).
 * A cut that would split an emoji's surrogate pair drops the lone half.
 */
export function truncate(text: string, max: number): string {
  const value = String(text ?? '');
  const limit = Math.max(0, Math.floor(Number.isFinite(max) ? max : 0));
  if (value.length <= limit) return value;
  let cut = value.slice(0, limit);
  const last = cut.charCodeAt(cut.length - 1);
  if (last >= 0xd800 && last <= 0xdbff) cut = cut.slice(0, -1);
  return cut + ELLIPSIS;
}

/** 'producto' / 'productos' after a count, as the cart drawer shows it. */
export function productCountLabel(count: number): string {
  return `${count} ${count === 1 ? 'producto' : 'productos'}`;
}

/** The first letters of a person's first two names, upper case ('ana maría López' gives 'AM'): a picture's stand-in. */
export function initials(name: string): string {
  return name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part[0]!.toUpperCase())
    .join('');
}
