// The search a phone runs on its saved catalogue when there is no signal. It keeps the spec's rule
// (docs/product.md §5: the term trimmed, accents ignored, every word in the name, description, code,
// brand or 'Aplica para'), also finds a word's singular or plural and a part code written with or
// without its dashes and leading zeros, and orders the answer with the server's field weights
// (server/catalog/ranking.ts): the code and the name say what a product is, the description only
// mentions. No typo or synonym readings: they need the server's indexes, too large for a phone.
import { inGroup } from './categories';
import { normalizeText } from './search';
import { STOP_WORDS, compactCode, isCodeLike, parseQuery, pluralVariants, type SearchInterpretation } from './search-plan';
import type { OfflineProduct } from './offline-catalog';
import type { Condition, SearchSort } from './types';

/** One product's fields as the search compares them. */
interface Searchable {
  name: string;
  code: string;
  /** The code by letters and digits only, leading zeros out ('0445-120' -> '445120'). */
  compact: string;
  label: string;
  description: string;
  /** Every field joined: a product without a word here is skipped at once. */
  all: string;
}

export interface OfflineIndex {
  products: readonly OfflineProduct[];
  fields: readonly Searchable[];
  /**
   * Every distinct word of the products' text, with the products that have it. A typed word (no
   * spaces) is a substring of a product's text exactly when it is inside one of its words, so
   * scanning the distinct words (tens of thousands) replaces scanning every product's text.
   */
  words: readonly string[];
  wordDocs: readonly Uint32Array[];
  /** The same for the compact part codes. */
  codes: readonly string[];
  codeDocs: readonly Uint32Array[];
}

function postings(keys: (i: number) => Iterable<string>, count: number): { words: string[]; docs: Uint32Array[] } {
  const lists = new Map<string, number[]>();
  for (let i = 0; i < count; i++) {
    for (const key of keys(i)) {
      if (key === '') continue;
      const list = lists.get(key);
      if (list === undefined) lists.set(key, [i]);
      else if (list[list.length - 1] !== i) list.push(i);
    }
  }
  return { words: [...lists.keys()], docs: [...lists.values()].map((list) => Uint32Array.from(list)) };
}

export function buildOfflineIndex(products: readonly OfflineProduct[]): OfflineIndex {
  const fields = products.map((p): Searchable => {
    const name = normalizeText(p.name);
    const code = normalizeText(p.code);
    const label = `${normalizeText(p.brand)} ${normalizeText(p.appliesTo)}`;
    const description = normalizeText(p.description);
    return { name, code, compact: compactCode(p.code), label, description, all: `${name} ${description} ${code} ${label}` };
  });
  const text = postings((i) => fields[i].all.split(' '), fields.length);
  const codes = postings((i) => [fields[i].compact], fields.length);
  return { products, fields, words: text.words, wordDocs: text.docs, codes: codes.words, codeDocs: codes.docs };
}

export interface OfflineQuery {
  term: string;
  /** Only the categories of this catalogue group (domain/categories.ts). */
  group?: string;
  /** Only these categories (none: every category). */
  categories?: readonly string[];
  /** Only these conditions (none: both); a condition named in the words narrows further. */
  conditions?: readonly Condition[];
  sort?: SearchSort;
  /** Only the spec's rule: every word as typed, no other forms, no fallback. */
  exactOnly?: boolean;
}

export interface OfflineAnswer {
  items: OfflineProduct[];
  interpretation: SearchInterpretation;
}

// The server's weights (server/catalog/ranking.ts), so that both answers lead with the same products.
const WEIGHT = { codeWhole: 12, codePart: 8, name: 8, label: 5, description: 1 };
const QUALITY = { whole: 1, start: 0.75, inside: 0.5 };
const PLURAL_FACTOR = 0.9;
const NAME_START = { first: 6, other: 2 };
const WHOLE_CODE_BONUS = 100;

/** A typed word and the forms that count for it, with what each is worth beside the word itself. */
interface WordForms {
  word: string;
  forms: { text: string; factor: number }[];
  /** The word as a compact part code, when it has a digit. */
  code: string | null;
}

function formsOf(word: string, exactOnly: boolean): WordForms {
  if (exactOnly) return { word, forms: [{ text: word, factor: 1 }], code: null };
  const forms = [{ text: word, factor: 1 }, ...pluralVariants(word).map((text) => ({ text, factor: PLURAL_FACTOR }))];
  const code = isCodeLike(word) ? compactCode(word) : null;
  return { word, forms, code: code === '' ? null : code };
}

const isBoundary = (text: string, at: number) => at < 0 || at >= text.length || text.charCodeAt(at) === 32;

/** How whole the best occurrence of `form` in `text` is, 0 when absent. */
function matchQuality(text: string, form: string): number {
  let best = 0;
  for (let at = text.indexOf(form); at !== -1; at = text.indexOf(form, at + 1)) {
    const starts = isBoundary(text, at - 1);
    const quality = starts && isBoundary(text, at + form.length) ? QUALITY.whole : starts ? QUALITY.start : QUALITY.inside;
    if (quality > best) best = quality;
    if (best === QUALITY.whole) break;
  }
  return best;
}

/** Marks the products that have the word in any of its forms (the spec's substring rule, widened). */
function markWord(index: OfflineIndex, w: WordForms, seen: Uint8Array): void {
  seen.fill(0);
  for (let k = 0; k < index.words.length; k++) {
    const word = index.words[k];
    if (w.forms.some((form) => word.includes(form.text))) for (const doc of index.wordDocs[k]) seen[doc] = 1;
  }
  if (w.code === null) return;
  for (let k = 0; k < index.codes.length; k++) if (index.codes[k].includes(w.code)) for (const doc of index.codeDocs[k]) seen[doc] = 1;
}

/** How many of `words` each product has. */
function wordCounts(index: OfflineIndex, words: readonly WordForms[]): Uint8Array {
  const n = index.products.length;
  const counts = new Uint8Array(n);
  const seen = new Uint8Array(n);
  for (const w of words) {
    markWord(index, w, seen);
    for (let i = 0; i < n; i++) counts[i] += seen[i];
  }
  return counts;
}

/** The word's best evidence in the product (see server/catalog/ranking.ts). */
function wordScore(f: Searchable, w: WordForms, first: boolean): number {
  let best = 0;
  for (const { text, factor } of w.forms) {
    const name = matchQuality(f.name, text);
    let score = Math.max(name * WEIGHT.name, matchQuality(f.label, text) * WEIGHT.label, matchQuality(f.description, text) * WEIGHT.description);
    if (name > 0 && f.name.startsWith(text)) score += first ? NAME_START.first : NAME_START.other;
    const code = matchQuality(f.code, text);
    if (code > 0) score = Math.max(score, (code === QUALITY.whole ? WEIGHT.codeWhole : WEIGHT.codePart) * code);
    score *= factor;
    if (score > best) best = score;
  }
  if (w.code !== null && f.compact !== '') {
    if (f.compact === w.code) best = Math.max(best, WEIGHT.codeWhole) + WHOLE_CODE_BONUS;
    else if (f.compact.includes(w.code)) best = Math.max(best, WEIGHT.codePart * QUALITY.inside);
  }
  return best;
}

const priceKey = (p: OfflineProduct) => p.numericPrice ?? 0;

/** The query's group, category and condition filters as one test. */
function filterOf(query: Omit<OfflineQuery, 'term' | 'sort'>): (p: OfflineProduct) => boolean {
  const categories = query.categories && query.categories.length > 0 ? new Set(query.categories) : null;
  const conditions = query.conditions ?? [];
  const group = query.group;
  return (p) =>
    (group === undefined || inGroup(p.category, group)) &&
    (!categories || categories.has(p.category)) &&
    (conditions.length === 0 || conditions.includes(p.condition));
}

/**
 * The products that answer `query`, best first (or by price when asked): every word through its
 * forms; failing that, without the small words; failing that, products with some of the words.
 */
export function offlineSearch(index: OfflineIndex, query: OfflineQuery): OfflineAnswer {
  const parsed = parseQuery(query.term);
  const allowedProduct = filterOf({ ...query, conditions: parsed.condition ? [parsed.condition] : query.conditions });
  const interpretation: SearchInterpretation = {
    query: parsed.query,
    normalized: parsed.words.join(' '),
    step: null,
    approximate: false,
    shownAs: null,
    condition: parsed.condition,
  };
  const allowed: number[] = [];
  for (let i = 0; i < index.products.length; i++) if (allowedProduct(index.products[i])) allowed.push(i);
  if (parsed.words.length === 0) return { items: [], interpretation };

  const exactOnly = query.exactOnly === true;
  const words = parsed.words.map((word) => formsOf(word, exactOnly));
  const meaningful = words.filter((w) => !STOP_WORDS.has(w.word));
  let step: SearchInterpretation['step'] = 'exact';
  const counts = wordCounts(index, meaningful);
  const small = words.filter((w) => STOP_WORDS.has(w.word));
  // The small words count only for the exact step: a product needs them too there.
  const smallCounts = small.length > 0 ? wordCounts(index, small) : null;
  let found = allowed.filter((i) => counts[i] === meaningful.length && (smallCounts === null || smallCounts[i] === small.length));
  if (found.length === 0 && !exactOnly && meaningful.length > 0 && meaningful.length < words.length) {
    step = 'stopwords';
    found = allowed.filter((i) => counts[i] === meaningful.length);
  }
  const scored = meaningful.length > 0 ? meaningful : words;
  if (found.length === 0 && !exactOnly) {
    step = 'any';
    const anyCounts = meaningful.length > 0 ? counts : smallCounts!;
    found = allowed.filter((i) => anyCounts[i] > 0);
  }
  if (found.length === 0) return { items: [], interpretation };

  const score = new Map<number, number>();
  for (const i of found)
    score.set(
      i,
      scored.reduce((sum, w, k) => sum + wordScore(index.fields[i], w, k === 0), 0),
    );
  // Ties keep the stored order (Array.prototype.sort is stable).
  const ranked = [...found].sort((a, b) => score.get(b)! - score.get(a)!);
  const sort = query.sort ?? 'relevance';
  const ordered =
    sort === 'relevance' ? ranked : ranked.sort((a, b) => (sort === 'price_asc' ? 1 : -1) * (priceKey(index.products[a]) - priceKey(index.products[b])));
  // Exact only when the first product has every typed word as typed (not through a plural or a code form).
  const exactWords = step === 'exact' && words.every((w) => index.fields[ordered[0]].all.includes(w.word));
  return {
    items: ordered.map((i) => index.products[i]),
    interpretation: { ...interpretation, step: exactWords ? 'exact' : step === 'exact' ? 'plural' : step, approximate: !exactWords },
  };
}

/** A list without words: the products allowed, in the stored order or by price. */
export function offlineList(index: OfflineIndex, query: Omit<OfflineQuery, 'term'>): OfflineProduct[] {
  const list = index.products.filter(filterOf(query));
  if (query.sort === 'price_asc' || query.sort === 'price_desc') {
    const direction = query.sort === 'price_asc' ? 1 : -1;
    list.sort((a, b) => direction * (priceKey(a) - priceKey(b)));
  }
  return list;
}
