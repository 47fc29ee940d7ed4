// A machine named in a search ('filtro aceite john deere 3530'): a brand by any of its aliases
// followed by a model the catalogue has, read as the machine's fit rather than as loose words
// (the index puts the products that fit it first). Pure: the caller says which models exist.
import { brandAt, type Brand, type BrandMatcher } from './brand-matcher';
import { withoutPrefix } from './read-applies-to';
import { machineSlug, wordsOf } from './words';

export interface QueryMachine {
  /** Position of the brand's first word among the typed words. */
  start: number;
  /** Typed words the brand and the model take. */
  length: number;
  brandSlug: string;
  modelSlug: string;
}

/** Most typed words a model is read from ('patriot 250', 'g 100 18/52'). */
const MAX_MODEL_WORDS = 3;

/** A model's slug as the 'Aplica para' reader gives it: the brand's prefix left out ('MF 34' is '34'). */
function modelSlugOf(brand: Brand, words: readonly string[]): string {
  const rest = words.filter((w) => wordsOf(w).length > 0);
  if (rest.length > 0 && brand.modelPrefixes.includes(wordsOf(rest[0]).join(' '))) rest.shift();
  else if (rest.length > 0) rest[0] = withoutPrefix(rest[0], brand.modelPrefixes);
  return machineSlug(rest.join(' ').replace(/[.:]+$/, ''));
}

/**
 * The first brand-and-model of the typed words (as typed, lower case: '6.354' keeps its dot, so
 * it is not '6354') that `known` confirms, the longest model first; null when none. A brand alone
 * is no machine here: its parts are far too many to put first.
 */
export function machineInQuery(typed: readonly string[], matcher: BrandMatcher, known: (brandSlug: string, modelSlug: string) => boolean): QueryMachine | null {
  for (let i = 0; i < typed.length; i++) {
    const tokens = typed.slice(i, i + matcher.longest + MAX_MODEL_WORDS);
    const at = brandAt(matcher, tokens);
    if (at === null) continue;
    const brandWords = tokens.length - at.rest.length;
    for (let len = Math.min(MAX_MODEL_WORDS, at.rest.length); len >= 1; len--) {
      const modelSlug = modelSlugOf(at.brand, at.rest.slice(0, len));
      if (modelSlug !== '' && known(at.brand.slug, modelSlug)) return { start: i, length: brandWords + len, brandSlug: at.brand.slug, modelSlug };
    }
  }
  return null;
}
