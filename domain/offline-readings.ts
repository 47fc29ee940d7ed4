// The readings of a query on the phone, as the shop's search reads it (server/catalog/readings.ts,
// decision 0015): each typed word is a clause with every way it is read (the word, its part-code
// form, its plural or singular and gender forms, the owner's synonyms, and last a typo correction
// against the catalogue's own words), each with the products that have it. Pure: the index is
// built from the catalogue kept on the phone (offline-search.ts).
import {
  STOP_WORDS,
  allowedTypos,
  compactCode,
  editDistance,
  genderVariants,
  isCodeLike,
  isLettersOnly,
  joinSpacedPieces,
  pluralVariants,
} from './search-plan';

/** Which way a clause's alternative reads the typed word, and what a match through it is worth. */
export const READING_FACTOR = { exact: 1, code: 1, apart: 0.6, plural: 0.9, synonyms: 0.8, typo1: 0.6, typo2: 0.45 } as const;
type Reading = keyof typeof READING_FACTOR;

/** The words and part codes of the catalogue, each with the products (positions) that have it. */
export interface Vocabulary {
  words: readonly string[];
  wordDocs: readonly Uint32Array[];
  codes: readonly string[];
  codeDocs: readonly Uint32Array[];
  /** Each three-letter piece of the words, with the positions of the words that have it. */
  grams: ReadonlyMap<string, Uint32Array>;
  /** Each word's letters as bits (a-z), for a quick bound on a typo's distance. */
  letters: Uint32Array;
  /** Normalised synonym groups by each of their terms: the other terms' words. */
  synonyms: ReadonlyMap<string, readonly (readonly string[])[]>;
}

export interface Alternative {
  /** A word (found inside a catalogue word) or a compact part code (inside a product's code). */
  kind: 'word' | 'code';
  /** The words a product must all have (one, or a synonym phrase's). */
  texts: readonly string[];
  reading: Reading;
  docs: Uint32Array;
}

export interface Clause {
  word: string;
  alternatives: Alternative[];
}

/** Words read beyond the exact rule, as on the server: a long query cannot multiply the work. */
const MAX_READ_WORDS = 8;
/** Typo corrections look at catalogue words of these lengths only (longer ones are codes or noise). */
const TYPO_LENGTH = { min: 3, max: 24 };

/** The three-letter pieces of a text. */
export function gramsOf(text: string): Set<string> {
  const grams = new Set<string>();
  for (let i = 0; i + 3 <= text.length; i++) grams.add(text.slice(i, i + 3));
  return grams;
}

/** The letters a-z of a word as bits. */
export function letterBits(word: string): number {
  let bits = 0;
  for (let i = 0; i < word.length; i++) {
    const c = word.charCodeAt(i) - 97;
    if (c >= 0 && c < 26) bits |= 1 << c;
  }
  return bits;
}

/**
 * Positions of the words that may contain `text`: those having its rarest three-letter piece (a word
 * containing the text has all of its pieces), or every word for a text shorter than three.
 */
function candidateWords(vocabulary: Vocabulary, text: string): ArrayLike<number> | null {
  if (text.length < 3) return null;
  let rarest: Uint32Array | undefined;
  for (const gram of gramsOf(text)) {
    const list = vocabulary.grams.get(gram);
    if (!list) return new Uint32Array(0);
    if (!rarest || list.length < rarest.length) rarest = list;
  }
  return rarest ?? null;
}

/** Products having one text: every catalogue word (or code) that contains it, merged. */
function docsOf(keys: readonly string[], lists: readonly Uint32Array[], text: string, count: number, only: ArrayLike<number> | null = null): Uint32Array {
  const seen = new Uint8Array(count);
  const found: number[] = [];
  const visit = (k: number) => {
    if (!keys[k].includes(text)) return;
    for (const doc of lists[k]) {
      if (seen[doc] === 1) continue;
      seen[doc] = 1;
      found.push(doc);
    }
  };
  if (only) for (let i = 0; i < only.length; i++) visit(only[i]);
  else for (let k = 0; k < keys.length; k++) visit(k);
  return Uint32Array.from(found).sort();
}

/** Products having every text (a synonym phrase's words). */
function docsOfAll(vocabulary: Vocabulary, texts: readonly string[], count: number): Uint32Array {
  const wordDocs = (text: string) => docsOf(vocabulary.words, vocabulary.wordDocs, text, count, candidateWords(vocabulary, text));
  let docs = wordDocs(texts[0]);
  for (const text of texts.slice(1)) {
    const more = new Set(wordDocs(text));
    docs = docs.filter((doc) => more.has(doc));
  }
  return docs;
}

function popCount(v: number): number {
  let n = 0;
  for (let x = v; x !== 0; x &= x - 1) n++;
  return n;
}

/** The catalogue word `word` is a typo of: fewest edits, then the word more products have; null when none or known. */
function correctTypo(vocabulary: Vocabulary, word: string): { word: string; distance: number } | null {
  const max = allowedTypos(word);
  if (max === 0 || word.length > TYPO_LENGTH.max) return null;
  let best: { word: string; distance: number; frequency: number } | null = null;
  const bits = letterBits(word);
  for (let k = 0; k < vocabulary.words.length; k++) {
    const candidate = vocabulary.words[k];
    if (candidate.length < TYPO_LENGTH.min || candidate.length > TYPO_LENGTH.max || Math.abs(candidate.length - word.length) > max) continue;
    // An edit changes at most two letters of the set a word has: a word further off is skipped unread.
    if (popCount(bits ^ vocabulary.letters[k]) > 2 * max) continue;
    const distance = editDistance(word, candidate, max);
    if (distance === 0) return null;
    if (distance > max) continue;
    const frequency = vocabulary.wordDocs[k].length;
    if (!best || distance < best.distance || (distance === best.distance && frequency > best.frequency)) best = { word: candidate, distance, frequency };
  }
  return best && { word: best.word, distance: best.distance };
}

/** One typed word's clause: its forms, its synonyms, and a typo correction when nothing else finds it. */
function wordClause(vocabulary: Vocabulary, word: string, count: number, exactOnly: boolean): Clause {
  const alt = (texts: readonly string[], reading: Reading): Alternative => ({ kind: 'word', texts, reading, docs: docsOfAll(vocabulary, texts, count) });
  const clause: Clause = { word, alternatives: [alt([word], 'exact')] };
  if (exactOnly) return clause;
  const code = isCodeLike(word) ? compactCode(word) : '';
  if (code.length >= 3 && (!/^\d+$/.test(word) || clause.alternatives[0].docs.length === 0))
    clause.alternatives.push({ kind: 'code', texts: [code], reading: 'code', docs: docsOf(vocabulary.codes, vocabulary.codeDocs, code, count) });
  const forms = [...pluralVariants(word), ...genderVariants(word)];
  // A form containing the word ('motores' for 'motor') finds nothing the word does not.
  for (const form of forms) if (!form.includes(word)) clause.alternatives.push(alt([form], 'plural'));
  for (const key of [word, ...forms]) for (const group of vocabulary.synonyms.get(key) ?? []) clause.alternatives.push(alt(group, 'synonyms'));
  if (clause.alternatives.some((a) => a.docs.length > 0) || !isLettersOnly(word)) return clause;
  for (const form of [word, ...forms]) {
    const corrected = correctTypo(vocabulary, form);
    if (!corrected) continue;
    const reading: Reading = corrected.distance + (form === word ? 0 : 1) <= 1 ? 'typo1' : 'typo2';
    for (const text of [corrected.word, ...pluralVariants(corrected.word)]) clause.alternatives.push(alt([text], reading));
    for (const group of vocabulary.synonyms.get(corrected.word) ?? []) clause.alternatives.push(alt(group, reading));
    if (clause.alternatives.some((a) => a.docs.length > 0)) break;
  }
  return clause;
}

/** A typed word as the plan reads it; `parts`: the typed words a size or code typed with spaces joins. */
export interface Picked {
  word: string;
  parts?: readonly string[];
}

/**
 * Sizes and codes typed with spaces read whole, as the shop's search reads them (decision 0046,
 * joinSpacedPieces); the pieces stay a weaker reading ('apart') of the joined word.
 */
export function joinedSizes(vocabulary: Vocabulary, words: readonly string[], count: number): Picked[] {
  return joinSpacedPieces(words, (word) => docsOfAll(vocabulary, [word], count).length > 0).map(({ word, from, to }) =>
    to - from > 1 ? { word, parts: words.slice(from, to) } : { word },
  );
}

/** The query's clauses: its words without the small ones (unless there is nothing else), at most MAX_READ_WORDS. */
export function readingsPlan(vocabulary: Vocabulary, words: readonly Picked[], count: number, exactOnly: boolean): Clause[] {
  // The spec's rule alone (exactOnly) needs every typed word, the small ones too.
  let picked = exactOnly ? [...words] : words.filter((w) => !STOP_WORDS.has(w.word));
  if (picked.length === 0) picked = [...words];
  return picked.slice(0, MAX_READ_WORDS).map(({ word, parts }) => {
    const clause = wordClause(vocabulary, word, count, exactOnly);
    const pieces = parts?.filter((part) => !STOP_WORDS.has(part)) ?? [];
    if (pieces.length > 0) clause.alternatives.push({ kind: 'word', texts: pieces, reading: 'apart', docs: docsOfAll(vocabulary, pieces, count) });
    return clause;
  });
}
