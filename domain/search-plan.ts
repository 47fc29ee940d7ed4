// The forgiving search's pure rules: query parsing, plural forms, code forms, typo distance and the
// synonym table. The catalogue index (server/catalog/index.ts) reads a query through all of them at
// once and ranks the products together (decision 0015).
import type { Condition } from './types';

/**
 * The reading the first results come from, closest to what was typed first: the exact words;
 * 'mention': the exact rule's products, but the words only inside other words or in descriptions
 * ('reten de moto' in 'Retén ... para motor'); code forms; stop words dropped; plurals; synonyms;
 * typo corrections; 'any': no product has every word, these have some.
 */
export type SearchStep = 'exact' | 'mention' | 'code' | 'plural' | 'stopwords' | 'synonyms' | 'typo' | 'any';

/** URL flag for 'search the exact words anyway': no fallback ('exacto=1'). */
export const EXACT_PARAM = 'exacto';

/** Longest query the search reads; the rest is cut. */
export const MAX_QUERY_LENGTH = 100;

export interface SearchInterpretation {
  /** The visitor's text, trimmed and cut to MAX_QUERY_LENGTH. */
  query: string;
  /** The query normalised (lowercase, no accents or symbols): what the staff's search log keeps. */
  normalized: string;
  /** The reading the first results come from; null when there is no term or nothing was found. */
  step: SearchStep | null;
  /** False only when the first results have every typed word in their name, code, brand or 'Aplica para'. */
  approximate: boolean;
  /** Readable words the approximate results are for ('bomba hidráulica'); null unless approximate. */
  shownAs: string | null;
  /** A condition read from the query's words ('usados' -> 'Usado'), applied as a filter. */
  condition: Condition | null;
}

/** Words too common to search alone: dropped from the fallback steps (never from the exact one). */
export const STOP_WORDS: ReadonlySet<string> = new Set(['de', 'para', 'con', 'del', 'la', 'el', 'los', 'las', 'y', 'en', 'a', 'al', 'por', 'un', 'una']);

/** Words that choose a condition instead of being searched as text ('bomba usada'). */
const CONDITION_WORDS: Readonly<Record<string, Condition>> = {
  usado: 'Usado',
  usados: 'Usado',
  usada: 'Usado',
  usadas: 'Usado',
  nuevo: 'Nuevo',
  nuevos: 'Nuevo',
  nueva: 'Nuevo',
  nuevas: 'Nuevo',
};

export interface ParsedQuery {
  /** Trimmed and cut to MAX_QUERY_LENGTH. */
  query: string;
  /** Normalised words to search, condition words taken out. */
  words: string[];
  /** How the visitor typed each of `words` (lowercase, with accents), for messages. */
  typed: string[];
  /** The condition chosen by words, when exactly one was named ('usado y nuevo' chooses none). */
  condition: Condition | null;
}

const SURROUNDING_SYMBOLS = /^[^\p{L}\p{N}]+|[^\p{L}\p{N}]+$/gu;
const COMBINING_MARKS = /\p{M}/gu;
const NOT_LETTER_DIGIT = /[^\p{L}\p{N}]/gu;

/** Lowercase, no accents, letters and digits only: one word as the search compares it. */
export function normalizeWord(text: string): string {
  return text.toLowerCase().normalize('NFD').replace(COMBINING_MARKS, '').replace(NOT_LETTER_DIGIT, '');
}

/** The visitor's text as words, with condition words read as a filter. */
export function parseQuery(text: string): ParsedQuery {
  const query = String(text ?? '')
    .trim()
    .slice(0, MAX_QUERY_LENGTH)
    .trim();
  const words: string[] = [];
  const typed: string[] = [];
  const conditions = new Set<Condition>();
  // Splitting first and normalising each piece gives the same words as the spec's
  // normalise-then-split (normalising never adds or removes whitespace).
  for (const piece of query.split(/\s+/)) {
    const word = normalizeWord(piece);
    if (word === '') continue;
    const condition = CONDITION_WORDS[word];
    if (condition) {
      conditions.add(condition);
      continue;
    }
    words.push(word);
    typed.push(piece.toLowerCase().replace(SURROUNDING_SYMBOLS, ''));
  }
  return { query, words, typed, condition: conditions.size === 1 ? [...conditions][0] : null };
}

const HAS_DIGIT = /\d/;
const ONLY_LETTERS = /^\p{L}+$/u;

/** A word that looks like a part code: it has a digit. */
export function isCodeLike(word: string): boolean {
  return HAS_DIGIT.test(word);
}

export function isLettersOnly(word: string): boolean {
  return ONLY_LETTERS.test(word);
}

/**
 * A part code compared by letters and digits only, leading zeros ignored:
 * '0 445 120 364', '0445-120-364' and '445120364' are one code.
 */
export function compactCode(text: string): string {
  return normalizeWord(text).replace(/^0+/, '');
}

/**
 * Spanish singular and plural forms of a word (besides itself): 'rodamientos' -> 'rodamiento',
 * 'retenes' -> 'reten', 'luces' -> 'luz', and back: 'luz' -> 'luces', 'motor' -> 'motores'.
 * Singular forms match plurals too, as the search compares substrings.
 */
export function pluralVariants(word: string): string[] {
  if (word.length < 3 || !isLettersOnly(word)) return [];
  const forms = new Set<string>();
  if (word.endsWith('ces') && word.length > 4) forms.add(`${word.slice(0, -3)}z`);
  if (word.endsWith('es') && word.length > 4) forms.add(word.slice(0, -2));
  if (word.endsWith('s') && word.length > 3) forms.add(word.slice(0, -1));
  if (word.endsWith('z')) forms.add(`${word.slice(0, -1)}ces`);
  else if (!word.endsWith('s')) forms.add(/[aeiou]$/.test(word) ? `${word}s` : `${word}es`);
  forms.delete(word);
  return [...forms];
}

/**
 * The other gender of an adjective-like word of 6 letters or more, singular or plural: 'sojero' ->
 * 'sojera', 'hidraulico' -> 'hidraulica', 'maiceros' -> 'maiceras'. Customers write the trade's
 * nouns with whichever gender they say them ('cabezal sojero', 'plataforma sojera').
 */
export function genderVariants(word: string): string[] {
  if (word.length < 6 || !isLettersOnly(word)) return [];
  const match = /^(.*)([oa])(s?)$/.exec(word);
  if (!match) return [];
  return [`${match[1]}${match[2] === 'o' ? 'a' : 'o'}${match[3]}`];
}

/** Typos forgiven in a word: none under 4 letters, one from 4, two from 8. */
export function allowedTypos(word: string): number {
  if (word.length >= 8) return 2;
  if (word.length >= 4) return 1;
  return 0;
}

/**
 * Edit distance with insert, delete, substitute and swap of two neighbours (optimal string
 * alignment), or max + 1 as soon as it is certain to exceed max.
 */
export function editDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  if (a === b) return 0;
  const n = b.length;
  let previous2 = new Array<number>(n + 1).fill(0);
  let previous = Array.from({ length: n + 1 }, (_, j) => j);
  let current = new Array<number>(n + 1).fill(0);
  for (let i = 1; i <= a.length; i++) {
    current[0] = i;
    let rowMin = i;
    for (let j = 1; j <= n; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let value = Math.min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) value = Math.min(value, previous2[j - 2] + 1);
      current[j] = value;
      if (value < rowMin) rowMin = value;
    }
    if (rowMin > max) return max + 1;
    [previous2, previous, current] = [previous, current, previous2];
  }
  return previous[n] <= max ? previous[n] : max + 1;
}

/** Every string made by deleting up to `depth` letters (SymSpell keys), the word included. */
export function deletions(word: string, depth: number): Set<string> {
  const out = new Set<string>([word]);
  let frontier = [word];
  for (let d = 0; d < depth; d++) {
    const next: string[] = [];
    for (const w of frontier) {
      for (let i = 0; i < w.length; i++) {
        const shorter = w.slice(0, i) + w.slice(i + 1);
        if (!out.has(shorter)) {
          out.add(shorter);
          next.push(shorter);
        }
      }
    }
    frontier = next;
  }
  return out;
}

/** A synonym table read from the spreadsheet: each term as normalised words, stop words out. */
export interface SynonymTable {
  /** 'burro arranque' -> the group's terms, each as its words (['motor', 'arranque'], ...). */
  readonly byKey: ReadonlyMap<string, readonly (readonly string[])[]>;
  /** Longest term, in words. */
  readonly longest: number;
  /** Display form of each key: 'burro arranque' -> 'burro de arranque'. */
  readonly display: ReadonlyMap<string, string>;
}

function termWords(term: string): string[] {
  return String(term ?? '')
    .split(/\s+/)
    .map(normalizeWord)
    .filter((w) => w !== '' && !STOP_WORDS.has(w));
}

/**
 * A key's terms kept at most: a word the owner put in hundreds of groups would otherwise make every
 * search for it read hundreds of words. The first groups of the sheet win.
 */
export const MAX_SYNONYM_TERMS = 32;

export function buildSynonymTable(groups: readonly (readonly string[])[]): SynonymTable {
  const byKey = new Map<string, (readonly string[])[]>();
  const seenByKey = new Map<string, Set<string>>();
  const display = new Map<string, string>();
  let longest = 0;
  for (const group of groups) {
    const terms: string[][] = [];
    const seen = new Set<string>();
    for (const raw of group) {
      const words = termWords(raw);
      const key = words.join(' ');
      if (key === '' || seen.has(key)) continue;
      seen.add(key);
      terms.push(words);
      if (!display.has(key)) display.set(key, String(raw).trim().toLowerCase());
      longest = Math.max(longest, words.length);
    }
    if (terms.length < 2) continue;
    for (const words of terms) {
      const key = words.join(' ');
      const existing = byKey.get(key) ?? [];
      let known = seenByKey.get(key);
      if (known === undefined) seenByKey.set(key, (known = new Set()));
      // A set per key: a word in many large groups stays linear to read, not quadratic.
      for (const other of terms) {
        if (existing.length >= MAX_SYNONYM_TERMS) break;
        const otherKey = other.join(' ');
        if (known.has(otherKey)) continue;
        known.add(otherKey);
        existing.push(other);
      }
      byKey.set(key, existing);
    }
  }
  return { byKey, longest, display };
}

/** Most typed words one size or code is read from ('11 l 16'). */
const MAX_SIZE_PARTS = 3;
/** A piece of a size or code: a number or code ('18.4', '112'), or a letter or two ('a', 'r'). */
const sizePiece = (word: string) => word.length <= 8 && (isCodeLike(word) || (word.length <= 2 && isLettersOnly(word)));

/** A run of typed words read as one: words[from, to) joined into `word`. */
export interface SpacedPiece {
  word: string;
  from: number;
  to: number;
}

/**
 * Sizes and codes typed with spaces read whole: '18.4 38' is the tyre size '18.4-38' and 'a 112'
 * the belt 'A-112', not '38' or '112' anywhere (inside an unrelated code 'FAT7457538').
 * Neighbouring pieces with a number among them join, longest first, when `known` says the
 * catalogue has them joined; every other word stays a run of one. The shop's search and the
 * phone's read the same way, each asking its own index.
 */
export function joinSpacedPieces(words: readonly string[], known: (word: string) => boolean): SpacedPiece[] {
  const out: SpacedPiece[] = [];
  for (let i = 0; i < words.length;) {
    let joined: SpacedPiece | null = null;
    for (let len = Math.min(MAX_SIZE_PARTS, words.length - i); len >= 2 && joined === null; len--) {
      const parts = words.slice(i, i + len);
      if (!parts.every(sizePiece) || !parts.some(isCodeLike)) continue;
      const word = parts.join('');
      if (known(word)) joined = { word, from: i, to: i + len };
    }
    joined ??= { word: words[i], from: i, to: i + 1 };
    out.push(joined);
    i = joined.to;
  }
  return out;
}

/** The words without repeats (a repeated word adds nothing), each beside the spelling it was typed in. */
export function distinctWords(parsed: { words: readonly string[]; typed: readonly string[] }): { words: string[]; typed: string[] } {
  const words: string[] = [];
  const typed: string[] = [];
  parsed.words.forEach((word, k) => {
    if (words.includes(word)) return;
    words.push(word);
    typed.push(parsed.typed[k]);
  });
  return { words, typed };
}
