// Free-text search (docs/product.md §5).
import type { Product } from './types';

const COMBINING_MARKS = /\p{M}/gu;
const NOT_LETTER_DIGIT_SPACE = /[^\p{L}\p{N}\s]/gu;
const WHITESPACE = /\s+/;
const ASCII = /^[\x00-\x7f]*$/;

/** Lowercase, accents stripped (NFD), only letters, digits and spaces kept. */
export function normalizeText(s: string): string {
  let lower = String(s ?? '').toLowerCase();
  // Plain ASCII has no accents to strip; skipping NFD keeps searches fast.
  if (!ASCII.test(lower)) lower = lower.normalize('NFD').replace(COMBINING_MARKS, '');
  return lower.replace(NOT_LETTER_DIGIT_SPACE, '');
}

/** Words of a search term: trimmed, normalised, split on whitespace. */
export function searchWords(term: string): string[] {
  const trimmed = String(term ?? '').trim();
  if (trimmed === '') return [];
  return normalizeText(trimmed).split(WHITESPACE).filter(Boolean);
}

// Products are immutable once loaded, so their search text is computed once.
const searchableCache = new WeakMap<Product, string>();

/** Normalised name, description, code, brand and appliesTo joined by ' '. */
export function searchableText(p: Product): string {
  let text = searchableCache.get(p);
  if (text === undefined) {
    text = [p.name, p.description, p.code, p.brand, p.appliesTo].map(normalizeText).join(' ');
    searchableCache.set(p, text);
  }
  return text;
}

/** Every word appears somewhere in the haystack (as a substring). */
export function matchesWords(haystack: string, words: string[]): boolean {
  return words.every((word) => haystack.includes(word));
}

/** An empty term matches every product. */
export function matchesSearch(p: Product, term: string): boolean {
  const words = searchWords(term);
  return words.length === 0 || matchesWords(searchableText(p), words);
}
