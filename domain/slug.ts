// Product link paths (spec section 5): {category-slug}/{name-slug}-{id}.

const COMBINING_MARKS = /\p{M}/gu;
const NON_ALNUM_RUN = /[^a-z0-9]+/g;
const EDGE_HYPHENS = /^-+|-+$/g;
const ASCII = /^[\x00-\x7f]*$/;

/** Lowercase, accents stripped, [a-z0-9] runs joined by single hyphens. */
export function slugify(text: string): string {
  let lower = String(text ?? '').toLowerCase(); // before NFD: 'İ' lowercases to 'i' + mark
  // Plain ASCII has no accents to strip; skipping NFD keeps big sheets fast.
  if (!ASCII.test(lower)) lower = lower.normalize('NFD').replace(COMBINING_MARKS, '');
  return lower
    .replace(NON_ALNUM_RUN, '-')
    .replace(EDGE_HYPHENS, '');
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
