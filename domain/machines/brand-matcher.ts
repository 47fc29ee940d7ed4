// Finds the brand a piece of 'Aplica para' starts with: the longest alias wins ('Deutz Fahr' over
// 'Deutz', 'Case IH' over 'Case'), compared word by word without case or accents.
import type { BrandEntry } from './brands';
import { machineSlug, wordsOf } from './words';

export interface Brand {
  name: string;
  slug: string;
  /** Model prefixes as plain words ('mf'), left out of a model's identity. */
  modelPrefixes: readonly string[];
}

export interface BrandMatcher {
  /** Every brand, by slug. */
  brands: ReadonlyMap<string, Brand>;
  /** Alias words joined by ' ' → brand. */
  aliases: ReadonlyMap<string, Brand>;
  /** The most words an alias has (bounds each lookup). */
  longest: number;
}

export function brandMatcher(entries: readonly BrandEntry[]): BrandMatcher {
  const brands = new Map<string, Brand>();
  const aliases = new Map<string, Brand>();
  let longest = 1;
  for (const entry of entries) {
    const slug = machineSlug(entry.name);
    if (slug === '' || brands.has(slug)) continue;
    const brand: Brand = { name: entry.name, slug, modelPrefixes: (entry.modelPrefixes ?? []).map((p) => wordsOf(p).join(' ')) };
    brands.set(slug, brand);
    for (const alias of [entry.name, ...entry.aliases]) {
      const words = wordsOf(alias);
      const key = words.join(' ');
      // The first brand to claim a spelling keeps it: an alias never moves a brand's own name.
      if (key === '' || aliases.has(key)) continue;
      aliases.set(key, brand);
      longest = Math.max(longest, words.length);
    }
  }
  return { brands, aliases, longest };
}

export interface BrandAt {
  brand: Brand;
  /** The text's own tokens after the brand, as written ('MF', '34'). */
  rest: string[];
}

/**
 * The brand the tokens (the text split on spaces, as written) start with, longest alias first, or
 * null. A token may hold several alias words ('Deutz-Fahr'), so tokens are joined before comparing.
 */
export function brandAt(matcher: BrandMatcher, tokens: readonly string[]): BrandAt | null {
  const longest = Math.min(matcher.longest, tokens.length);
  // The words of n tokens joined are the words of each token in turn: each token is read once.
  const words = tokens.slice(0, longest).map(wordsOf);
  for (let n = longest; n > 0; n--) {
    const brand = matcher.aliases.get(words.slice(0, n).flat().join(' '));
    if (brand) return { brand, rest: tokens.slice(n) };
  }
  return null;
}
