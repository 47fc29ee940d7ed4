// How much a match says about what a product is, for the search's single ranked answer (decision
// 0015). Every reading of the query (the exact words, code forms, plurals, synonyms, typo
// corrections) gathers candidates; each product then scores, for every typed word, its best
// evidence: where the word is (the code and the name weigh most, then brand and 'Aplica para', the
// description least), how whole the match is (a whole word, a word's start, inside a word), and how
// far the reading is from what was typed. The sum over the words orders the products; ties keep
// the stored order. A BM25F-style field weighting without term frequencies: names here are short
// and descriptions are boilerplate, so 'which field' says far more than 'how often'.

/** The readings of a typed word, from the closest to what was typed to the farthest. */
export type Reading = 'exact' | 'code' | 'apart' | 'plural' | 'synonyms' | 'typo1' | 'typo2';

/**
 * What a match through each reading is worth beside an exact one. Spaced so that a word in the name
 * through any reading (8 × 0.45 at worst) still weighs more than the exact word in the description
 * (1): what a product is named beats what its description mentions.
 */
export const READING_FACTOR: Readonly<Record<Reading, number>> = {
  exact: 1,
  code: 1,
  // A size or code typed with spaces ('18.4 38') read word by word: each piece may sit anywhere
  // ('38' inside an unrelated code), so it weighs well below the size read whole.
  apart: 0.6,
  plural: 0.9,
  synonyms: 0.8,
  typo1: 0.6,
  typo2: 0.45,
};

/** Field weights: the part code and the name say what the product is; the description only mentions. */
export const FIELD_WEIGHT = {
  /** The product's part code is the typed code, all of it. */
  codeWhole: 12,
  /** The typed code is part of the product's code. */
  codePart: 8,
  name: 8,
  /** Brand and 'Aplica para'. */
  label: 5,
  description: 1,
} as const;

/**
 * Titles here start with what the product is ('Retén de cigüeñal Sabó', 'Motor Perkins 6.354'), and
 * customers type that first: the name starting with the first typed word's form says the most, with
 * another word's form a little.
 */
export const NAME_START_BONUS = { first: 6, other: 2 } as const;

/** Two typed words next to each other in the name ('motor perkins' in 'Motor Perkins 6.354'). */
export const PHRASE_BONUS = 3;

/** The product whose code is what was typed (all of it, or one of its code-like words) comes first. */
export const WHOLE_CODE_BONUS = 100;

/** How whole a match is: the whole word (or it plus a plural ending), its start, or inside it. */
export const MATCH_QUALITY = { whole: 1, start: 0.75, inside: 0.5 } as const;

const isBoundary = (text: string, at: number) => at < 0 || at >= text.length || text.charCodeAt(at) === 32;

/** 's' or 'es' closing the token: 'retén' in 'retenes', 'rulemán' in 'rulemanes' is the word itself. */
function pluralRest(text: string, from: number): boolean {
  const s = text.charCodeAt(from) === 115; // 's'
  if (s && isBoundary(text, from + 1)) return true;
  return text.charCodeAt(from) === 101 && text.charCodeAt(from + 1) === 115 && isBoundary(text, from + 2); // 'es'
}

/**
 * The best quality of `word` inside `text` (space-separated normalised tokens) from `from` on, or 0
 * when it is not there. Looks at a few occurrences only: the first whole one ends the search.
 */
export function matchQuality(text: string, word: string, from = 0): number {
  let best = 0;
  let at = text.indexOf(word, from);
  for (let seen = 0; at !== -1 && seen < 4; seen++) {
    if (isBoundary(text, at - 1)) {
      const end = at + word.length;
      if (isBoundary(text, end) || pluralRest(text, end)) return MATCH_QUALITY.whole;
      best = Math.max(best, MATCH_QUALITY.start);
    } else best = Math.max(best, MATCH_QUALITY.inside);
    at = text.indexOf(word, at + 1);
  }
  return best;
}

/** Words that may sit between two typed words and still make a phrase: 'rodamiento de maza'. */
const JOINERS = new Set(['de', 'del', 'para', 'con', 'y', 'a']);

/**
 * `first` followed in `text` by `second`, next to it or with one joining word between
 * ('ruleman maza' → 'rodamiento de maza').
 */
export function adjacent(text: string, first: string, second: string): boolean {
  let at = text.indexOf(first);
  for (let seen = 0; at !== -1 && seen < 4; seen++) {
    let next = at + first.length;
    while (next < text.length && text.charCodeAt(next) !== 32) next++; // the rest of the token ('rodamientos')
    next++;
    if (text.startsWith(second, next)) return true;
    const space = text.indexOf(' ', next);
    if (space !== -1 && JOINERS.has(text.slice(next, space)) && text.startsWith(second, space + 1)) return true;
    at = text.indexOf(first, at + 1);
  }
  return false;
}
