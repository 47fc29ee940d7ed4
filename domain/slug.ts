// Product link paths (docs/product.md §5): {category-slug}/{name-slug}-{id}.

const COMBINING_MARKS = /\p{M}/gu;
const ASCII = /^[\x00-\x7f]*$/;

function isSlugChar(code: number): boolean {
  return (code >= 97 && code <= 122) || (code >= 48 && code <= 57); // a-z, 0-9
}

/** Lowercase, accents stripped, [a-z0-9] runs joined by single hyphens. */
export function slugify(text: string): string {
  let lower = String(text ?? '').toLowerCase(); // before NFD: 'İ' lowercases to 'i' + mark
  // Plain ASCII has no accents to strip; skipping NFD keeps big sheets fast.
  if (!ASCII.test(lower)) lower = lower.normalize('NFD').replace(COMBINING_MARKS, '');
  // One pass instead of chained regexes: this runs three times per sheet row.
  let slug = '';
  let gap = false;
  for (let i = 0; i < lower.length; i++) {
    if (!isSlugChar(lower.charCodeAt(i))) {
      gap = true;
      continue;
    }
    if (gap && slug !== '') slug += '-';
    gap = false;
    slug += lower[i];
  }
  return slug;
}

/**
 * Lookup key of a product id, as it appears at the end of its link.
 * Sheet ids may be any text ('A-12', 'Nº 7'), but the link's id is the last
 * hyphen-separated segment, so the key is the id's slug without hyphens:
 * 'A-12' -> 'a12'. Ids that differ only in case, accents or punctuation share
 * a key; productsFromRows reports those as duplicates. The server must index
 * products by idKey(product.id) and look them up with idFromSlug(splat).
 */
export function idKey(id: string): string {
  return slugify(id).replace(/-/g, '');
}

export interface SluggableProduct {
  id: string;
  name: string;
  category: string;
}

export function productPath(p: SluggableProduct): string {
  const category = slugify(p.category) || 'general';
  const name = slugify(p.name) || 'repuesto';
  return `${category}/${name}-${idKey(p.id)}`;
}

function safeDecode(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text; // malformed %-escapes: use the text as typed
  }
}

/**
 * Id key from a product link or bare id: the last hyphen-separated segment of
 * the last path segment, passed through idKey so that typed variants
 * ('.../Bomba-A12/') resolve too. Null when nothing usable is left.
 */
export function idFromSlug(slug: string): string | null {
  const path = safeDecode(String(slug ?? '')).replace(/\/+$/, '');
  const lastSegment = path.slice(path.lastIndexOf('/') + 1);
  const key = idKey(lastSegment.slice(lastSegment.lastIndexOf('-') + 1));
  return key === '' ? null : key;
}

/** Site path of a product page (docs/product.md §2: /producto/{slug}). */
export function productUrl(p: { slug: string }): string {
  return `/producto/${p.slug}`;
}

/**
 * Resolves the product page splat (docs/product.md §2: /producto/{slug}) with a lookup by id key. redirectTo
 * is the canonical page path whenever the link as given is not exactly the product's slug (an
 * old name, another category, a trailing slash); null when it already is. Null result: not found.
 */
export function resolveProductSlug<T extends { slug: string }>(
  splat: string,
  byIdKey: (key: string) => T | undefined,
): { product: T; redirectTo: string | null } | null {
  const key = idFromSlug(splat);
  const product = key === null ? undefined : byIdKey(key);
  if (!product) return null;
  return { product, redirectTo: safeDecode(String(splat ?? '')) === product.slug ? null : productUrl(product) };
}
