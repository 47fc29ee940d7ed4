// The in-memory catalogue index, rebuilt on every refresh. Only an optimisation: every answer equals
// the domain rules applied naively (matchesWords on searchableText, exact-match filters, domain
// sortProducts), which index.test.ts checks on random queries.
//
// Term search: each normalised haystack is split into whitespace-free tokens. A query word (which
// never contains whitespace) is a substring of the haystack exactly when it is a substring of one of
// its tokens, so the documents of the vocabulary tokens containing the word are exactly the
// documents that contain it; they are cached per word, and a query intersects its words' sets,
// which is matchesWords(haystack, words) ('every word appears').
import { groupCategories } from '../../domain/categories';
import { ALL_BRANDS, ALL_CATEGORIES, ALL_CONDITIONS, filterLists, sortProducts } from '../../domain/filters';
import { normalizeText, searchWords } from '../../domain/search';
import {
  MAX_QUERY_LENGTH,
  STOP_WORDS,
  buildSynonymTable,
  compactCode,
  editDistance,
  genderVariants,
  isCodeLike,
  isLettersOnly,
  normalizeWord,
  parseQuery,
  pluralVariants,
  type SearchInterpretation,
  type SearchStep,
  type SynonymTable,
} from '../../domain/search-plan';
import { idKey } from '../../domain/slug';
import type { Condition, Product } from '../../domain/types';
import { FIELD_WEIGHT, MATCH_QUALITY, NAME_START_BONUS, PHRASE_BONUS, READING_FACTOR, WHOLE_CODE_BONUS, adjacent, matchQuality, type Reading } from './ranking';
import { TypoIndex, type TypoIndexTransfer } from './typo-index';

export type CatalogSort = 'price_desc' | 'price_asc' | 'sheet';

export interface CatalogQuery {
  term?: string;
  /** Restrict to groupCategories(group) (a name outside the map matches itself only). */
  group?: string;
  /** Exact match; empty or containing the 'all' label ('Todas'/'Todos') = no filter. */
  categories?: string[];
  brands?: string[];
  conditions?: string[];
  /** 'sheet' (default) = the stored order, last sheet row first. */
  sort?: CatalogSort;
  offset: number;
  limit: number;
}

export interface CatalogPage {
  items: Product[];
  total: number;
}

/** A visitor's search: the query plus the page's filters. */
export interface CatalogSearchQuery extends Omit<CatalogQuery, 'term' | 'sort'> {
  term: string;
  /** 'relevance' (the default with a term) or a price order. */
  sort?: CatalogSort | 'relevance';
  /** Only the spec's exact rule, no fallback (the 'search the exact words' link). */
  exactOnly?: boolean;
}

export interface CatalogSearchPage extends CatalogPage {
  interpretation: SearchInterpretation;
}

export interface CatalogSuggestions {
  /** Best products for the typed text (the search's own answer, relevance order). */
  products: Product[];
  /** Categories whose name contains the typed words. */
  categories: string[];
}

export interface CatalogIndexOptions {
  /** Synonym groups from the spreadsheet's 'sinonimos' table: each group's terms mean the same. */
  synonyms?: readonly (readonly string[])[];
}

export interface CatalogFacets {
  categories: string[];
  brands: string[];
  conditions: string[];
}

const WORD_CACHE_SIZE = 2000;
const CACHE_ENTRY_BUDGET = 4_000_000; // document ids kept for cached words: at most ~16 MB
/**
 * Lists without a term (a catalogue page, its filters and sort) kept as their products' positions
 * in order, so a list's later pages and other URLs of the same list skip the scan of the whole
 * catalogue: at most this many lists and ids (~4 MB at 12,000 products), least recently used out.
 */
const LIST_CACHE_SIZE = 200;
const LIST_CACHE_ENTRY_BUDGET = 1_000_000;
const SEPARATOR = '\n'; // whitespace: can never be part of a query word
const WHITESPACE = /\s+/g;
const ASCII = /^[\x00-\x7f]*$/;
const LATIN1 = /^[\x00-\xff]*$/;

/**
 * The same text stored one byte per character when it can be. String.prototype.normalize('NFD')
 * (normalizeText, for any text with an accent) returns a two-byte string even when what is left is
 * plain ASCII, and every string made from one (the search text, its tokens, the compact text) stays
 * two-byte: about 6 MB of the 12,000-product index was twice its size.
 */
function oneByte(text: string): string {
  return LATIN1.test(text) ? Buffer.from(text, 'latin1').toString('latin1') : text;
}

/** Value -> small integer code, for per-product filter checks without string compares. */
class Dictionary {
  readonly codes = new Map<string, number>();
  intern(value: string): number {
    let code = this.codes.get(value);
    if (code === undefined) {
      code = this.codes.size;
      this.codes.set(value, code);
    }
    return code;
  }
  /** Allowed-code mask for a selection, or null when the selection means 'all'. */
  mask(selected: readonly string[] | undefined, allLabel: string): Uint8Array | null {
    if (!selected || selected.length === 0 || selected.includes(allLabel)) return null;
    const mask = new Uint8Array(this.codes.size);
    for (const value of selected) {
      const code = this.codes.get(value);
      if (code !== undefined) mask[code] = 1;
    }
    return mask;
  }
}

/** Lists of product positions under string keys, within a count and a total of ids, least recently used out. */
export class IdListCache {
  private readonly lists = new Map<string, Uint32Array>(); // insertion order = least recently used first
  private ids = 0;

  constructor(
    private readonly maxLists: number,
    private readonly maxIds: number,
  ) {}

  get(key: string): Uint32Array | undefined {
    const list = this.lists.get(key);
    if (list !== undefined) {
      this.lists.delete(key);
      this.lists.set(key, list);
    }
    return list;
  }

  set(key: string, list: Uint32Array): void {
    if (list.length > this.maxIds) return; // it alone would break the bound: answered, not kept
    while (this.lists.size > 0 && (this.lists.size >= this.maxLists || this.ids + list.length > this.maxIds)) {
      const [oldest, value] = this.lists.entries().next().value!;
      this.ids -= value.length;
      this.lists.delete(oldest);
    }
    this.lists.set(key, list);
    this.ids += list.length;
  }

  get size(): number {
    return this.lists.size;
  }
}

function andMasks(a: Uint8Array | null, b: Uint8Array | null): Uint8Array | null {
  if (!a) return b;
  if (!b) return a;
  const out = new Uint8Array(a.length);
  for (let i = 0; i < a.length; i++) out[i] = a[i] & b[i];
  return out;
}

const isEmptyMask = (m: Uint8Array | null) => m !== null && !m.includes(1);

/** A selection as a cache key part: order and repeats do not change what it selects. */
const listKey = (values: readonly string[] | undefined) => (values ? [...new Set(values)].sort() : null);

/** A word searched as the spec does (a substring of the search text) or a code compared compactly. */
interface Term {
  kind: 'word' | 'code';
  text: string;
}

/** One reading of a clause: a product has it when it has every term. */
interface Alternative {
  terms: Term[];
  reading: Reading;
  /** The words the notice shows for it (normalised); null: the clause as typed. */
  shown: string | null;
}

/** One typed word (or a synonym phrase of several) and every reading of it; the first is the typed word. */
interface Clause {
  /** The normalised words it stands for. */
  words: string[];
  /** As the visitor typed them, for messages. */
  typed: string;
  alternatives: Alternative[];
}

interface Ranked {
  /** Candidate positions, best first. */
  order: number[];
  /** No product had every word: these have some of them. */
  any: boolean;
  /** Which of the first products are in the spec's exact answer. */
  exact: Set<number>;
}

const wordTerm = (text: string): Term => ({ kind: 'word', text });

function exactClause(word: string, typed: string): Clause {
  return { words: [word], typed, alternatives: [{ terms: [wordTerm(word)], reading: 'exact', shown: null }] };
}

/** Positions by key, highest first, ties in stored order; one numeric sort of packed keys. */
function sortByKey(docs: readonly number[], key: (doc: number) => number): number[] {
  if (docs.length < 2) return [...docs];
  let max = 0;
  for (const doc of docs) if (doc > max) max = doc;
  const span = max + 1;
  // Keys are rounded to 1e-3 and turned around so that an ascending sort gives the best first.
  const packed = new Float64Array(docs.length);
  for (let k = 0; k < docs.length; k++) packed[k] = (KEY_CEILING - Math.round(key(docs[k]) * 1000)) * span + docs[k];
  packed.sort();
  return Array.from(packed, (v) => v % span);
}
/** Above any rank key × 1000 (a key stays below 1e4 × 256 clauses + bonuses). */
const KEY_CEILING = 4e9;

/** Words read beyond the exact rule: a long query cannot multiply the work of its readings. */
const MAX_READ_WORDS = 8;
/** First products looked at for typed words next to each other in the name. */
const PHRASE_WINDOW = 100;
/** First products that decide whether the page says the answer is exact (see interpret()). */
const HONEST_WINDOW = 3;
/** Readings from the closest to the farthest, to tell the farthest one used. */
const READINGS: readonly Reading[] = ['exact', 'code', 'plural', 'synonyms', 'typo1', 'typo2'];

/** The page's condition filter narrowed by a condition named in the query. */
function withCondition(conditions: string[] | undefined, named: Condition | null): string[] | undefined {
  if (named === null) return conditions;
  if (!conditions || conditions.length === 0 || conditions.includes(ALL_CONDITIONS)) return [named];
  // A page showing only the other condition has nothing to show ('' is no condition's name).
  return conditions.includes(named) ? [named] : [''];
}

interface FilterMasks {
  categoryMask: Uint8Array | null;
  brandMask: Uint8Array | null;
  conditionMask: Uint8Array | null;
}

/**
 * A built index as plain structured-clonable data (typed arrays, strings, arrays, Maps), so a
 * worker thread can build it and the main thread rebuild the class around it without recomputing.
 * Products travel separately (the snapshot holds them too): byKey holds positions into them.
 */
export interface CatalogIndexTransfer {
  size: number;
  haystacks: string[];
  byKey: Map<string, number>;
  categories: Map<string, number>;
  brands: Map<string, number>;
  conditions: Map<string, number>;
  categoryCode: Uint32Array;
  brandCode: Uint32Array;
  conditionCode: Uint32Array;
  priceDesc: Uint32Array;
  priceAsc: Uint32Array;
  vocabulary: string;
  tokenStart: Uint32Array;
  postingStart: Uint32Array;
  postings: Uint32Array;
  /** Each name's length: its text is the start of the search text (rebuilt as a slice, not sent). */
  nameLengths: Uint32Array;
  labelTexts: string[];
  compactCodes: string[];
  compactAll: string;
  compactStart: Uint32Array;
  typos: TypoIndexTransfer;
  synonyms: { byKey: Map<string, readonly (readonly string[])[]>; longest: number; display: Map<string, string> };
  spelling: Map<string, string>;
}

export class CatalogIndex {
  readonly products: readonly Product[];
  readonly size: number;

  private readonly haystacks: string[];
  private readonly byKey = new Map<string, Product>();
  private readonly categories = new Dictionary();
  private readonly brands = new Dictionary();
  private readonly conditions = new Dictionary();
  private readonly categoryCode: Uint32Array;
  private readonly brandCode: Uint32Array;
  private readonly conditionCode: Uint32Array;
  private readonly priceDesc: Uint32Array;
  private readonly priceAsc: Uint32Array;

  // Token vocabulary: tokens joined by SEPARATOR, each token's start offset, and its documents.
  private readonly vocabulary: string;
  private readonly tokenStart: Uint32Array;
  private readonly postingStart: Uint32Array;
  private readonly postings: Uint32Array;

  // Query scratch: JS is single-threaded and query() is synchronous, so one buffer serves all.
  private readonly stamp: Uint32Array;
  private stampCounter = 0;
  private readonly wordCache = new IdListCache(WORD_CACHE_SIZE, CACHE_ENTRY_BUDGET);
  private readonly facetCache = new Map<string, CatalogFacets>();
  private readonly listCache = new IdListCache(LIST_CACHE_SIZE, LIST_CACHE_ENTRY_BUDGET);

  // The forgiving search: texts for relevance, codes without spaces, typo index, synonyms.
  private readonly nameTexts: string[];
  /** Name, brand and appliesTo, normalised. */
  private readonly labelTexts: string[];
  private readonly compactCodes: string[];
  /** Every haystack without whitespace, joined by SEPARATOR; each document's start offset. */
  private readonly compactAll: string;
  private readonly compactStart: Uint32Array;
  private readonly typos: TypoIndex;
  private readonly synonyms: SynonymTable;
  /** Accented spelling the catalogue uses most for a word: 'hidraulica' -> 'hidráulica'. */
  private readonly spelling = new Map<string, string>();

  constructor(products: readonly Product[], options: CatalogIndexOptions = {}) {
    this.products = products;
    const n = (this.size = products.length);
    this.haystacks = new Array(n);
    this.nameTexts = new Array(n);
    this.labelTexts = new Array(n);
    this.categoryCode = new Uint32Array(n);
    this.brandCode = new Uint32Array(n);
    this.conditionCode = new Uint32Array(n);
    this.stamp = new Uint32Array(n);

    const position = new Map<Product, number>();
    const tokenDocs = new Map<string, number[]>();
    for (let i = 0; i < n; i++) {
      const p = products[i];
      position.set(p, i);
      const key = idKey(p.id);
      if (!this.byKey.has(key)) this.byKey.set(key, p); // first in stored order, as find() would
      this.categoryCode[i] = this.categories.intern(p.category);
      this.brandCode[i] = this.brands.intern(p.brand);
      this.conditionCode[i] = this.conditions.intern(p.condition);
      // searchableText(p), from its parts: the name and label texts of the relevance order reuse them.
      const name = oneByte(normalizeText(p.name));
      const brand = oneByte(normalizeText(p.brand));
      const appliesTo = oneByte(normalizeText(p.appliesTo));
      const haystack = `${name} ${oneByte(normalizeText(p.description))} ${oneByte(normalizeText(p.code))} ${brand} ${appliesTo}`;
      this.haystacks[i] = haystack;
      // The name is where the search text starts: a slice shares its characters (no copy).
      this.nameTexts[i] = haystack.slice(0, name.length);
      this.labelTexts[i] = `${name} ${brand} ${appliesTo}`;
      for (const token of haystack.split(/\s+/)) {
        if (token === '') continue;
        const docs = tokenDocs.get(token);
        if (docs === undefined) tokenDocs.set(token, [i]);
        else if (docs[docs.length - 1] !== i) docs.push(i);
      }
    }

    // Sort orders come from the domain's own (stable) sort, so ties and missing prices behave
    // exactly as there; filtering a stably sorted list equals sorting the filtered list.
    this.priceDesc = Uint32Array.from(sortProducts([...products], 'price_desc'), (p) => position.get(p)!);
    this.priceAsc = Uint32Array.from(sortProducts([...products], 'price_asc'), (p) => position.get(p)!);

    const tokens = [...tokenDocs.keys()];
    this.tokenStart = new Uint32Array(tokens.length + 1);
    this.postingStart = new Uint32Array(tokens.length + 1);
    let chars = 0;
    let total = 0;
    for (let t = 0; t < tokens.length; t++) {
      this.tokenStart[t] = chars;
      this.postingStart[t] = total;
      chars += tokens[t].length + 1;
      total += tokenDocs.get(tokens[t])!.length;
    }
    this.tokenStart[tokens.length] = chars;
    this.postingStart[tokens.length] = total;
    this.postings = new Uint32Array(total);
    for (let t = 0; t < tokens.length; t++) this.postings.set(tokenDocs.get(tokens[t])!, this.postingStart[t]);
    this.vocabulary = tokens.join(SEPARATOR) + SEPARATOR;

    this.compactCodes = new Array(n);
    this.compactStart = new Uint32Array(n + 1);
    // The haystack's whitespace removed, one document after another: built as parts and joined once.
    const compact: string[] = new Array(n);
    let offset = 0;
    for (let i = 0; i < n; i++) {
      this.compactCodes[i] = oneByte(compactCode(products[i].code));
      compact[i] = this.haystacks[i].replace(WHITESPACE, '');
      this.compactStart[i] = offset;
      offset += compact[i].length + 1;
    }
    this.compactStart[n] = offset;
    this.compactAll = compact.join(SEPARATOR) + SEPARATOR;

    this.synonyms = buildSynonymTable(options.synonyms ?? []);
    const vocabulary = new Map<string, number>();
    for (const token of tokens) if (isLettersOnly(token)) vocabulary.set(token, tokenDocs.get(token)!.length);
    // Synonym words are words the shop knows too: 'rulemam' corrects to 'ruleman', then its synonyms.
    for (const key of this.synonyms.byKey.keys()) for (const word of key.split(' ')) if (!vocabulary.has(word)) vocabulary.set(word, 0);
    this.typos = new TypoIndex(vocabulary);
    this.learnSpellings(products);
  }

  /** Its built data, for CatalogIndex.fromTransfer (caches and query scratch are left out). */
  toTransfer(): CatalogIndexTransfer {
    const position = new Map<Product, number>();
    this.products.forEach((p, i) => position.set(p, i));
    const byKey = new Map<string, number>();
    for (const [key, p] of this.byKey) byKey.set(key, position.get(p)!);
    return {
      size: this.size,
      haystacks: this.haystacks,
      byKey,
      categories: this.categories.codes,
      brands: this.brands.codes,
      conditions: this.conditions.codes,
      categoryCode: this.categoryCode,
      brandCode: this.brandCode,
      conditionCode: this.conditionCode,
      priceDesc: this.priceDesc,
      priceAsc: this.priceAsc,
      vocabulary: this.vocabulary,
      tokenStart: this.tokenStart,
      postingStart: this.postingStart,
      postings: this.postings,
      nameLengths: Uint32Array.from(this.nameTexts, (name) => name.length),
      labelTexts: this.labelTexts,
      compactCodes: this.compactCodes,
      compactAll: this.compactAll,
      compactStart: this.compactStart,
      typos: this.typos.toTransfer(),
      synonyms: { byKey: new Map(this.synonyms.byKey), longest: this.synonyms.longest, display: new Map(this.synonyms.display) },
      spelling: this.spelling,
    };
  }

  /**
   * The index around data from toTransfer() (e.g. structured-cloned from a worker) and the same
   * products in the same order, without recomputing anything. Takes ownership of `data`.
   */
  static fromTransfer(data: CatalogIndexTransfer, products: readonly Product[]): CatalogIndex {
    if (products.length !== data.size) throw new Error(`fromTransfer: ${products.length} products for an index of ${data.size}`);
    const index = new CatalogIndex([]);
    const byKey = data.byKey as unknown as Map<string, Product | number>;
    for (const [key, i] of data.byKey) byKey.set(key, products[i]); // existing keys: no rehash
    const dictionary = (codes: Map<string, number>) => Object.assign(new Dictionary(), { codes });
    Object.assign(index, {
      products,
      size: data.size,
      haystacks: data.haystacks,
      byKey,
      categories: dictionary(data.categories),
      brands: dictionary(data.brands),
      conditions: dictionary(data.conditions),
      categoryCode: data.categoryCode,
      brandCode: data.brandCode,
      conditionCode: data.conditionCode,
      priceDesc: data.priceDesc,
      priceAsc: data.priceAsc,
      vocabulary: data.vocabulary,
      tokenStart: data.tokenStart,
      postingStart: data.postingStart,
      postings: data.postings,
      stamp: new Uint32Array(data.size),
      nameTexts: Array.from(data.nameLengths, (length, i) => data.haystacks[i].slice(0, length)),
      labelTexts: data.labelTexts,
      compactCodes: data.compactCodes,
      compactAll: data.compactAll,
      compactStart: data.compactStart,
      typos: TypoIndex.fromTransfer(data.typos),
      synonyms: data.synonyms,
      spelling: data.spelling,
    });
    return index;
  }

  /** The accented form most used in names, for words that have accents (names are where it shows). */
  private learnSpellings(products: readonly Product[]): void {
    const counts = new Map<string, Map<string, number>>();
    for (const p of products) {
      if (ASCII.test(p.name)) continue;
      for (const piece of p.name.toLowerCase().split(/[^\p{L}\p{N}]+/u)) {
        if (piece === '' || /^[a-z0-9]*$/.test(piece)) continue;
        const word = normalizeWord(piece);
        if (word === piece) continue;
        let forms = counts.get(word);
        if (!forms) counts.set(word, (forms = new Map()));
        forms.set(piece, (forms.get(piece) ?? 0) + 1);
      }
    }
    for (const [word, forms] of counts) this.spelling.set(word, [...forms].sort((a, b) => b[1] - a[1])[0][0]);
  }

  /**
   * The shop's search (decision 0015): one ranked answer from every reading of the words. The spec's
   * exact rule decides nothing alone any more: its products are always among the results, and so
   * are those every typed word reaches through a code form, a plural, a synonym or a typo
   * correction (stop words dropped); all are ranked together by evidence (ranking.ts). Only when
   * no product has every word, products with some of them answer, more of the words first. The
   * interpretation says the answer is exact only when the first products have every typed word, as
   * a word, in their name, code, brand or 'Aplica para'.
   */
  search(q: CatalogSearchQuery): CatalogSearchPage {
    const parsed = parseQuery(q.term);
    const interpretation: SearchInterpretation = {
      query: parsed.query,
      normalized: searchWords(parsed.query).join(' ').slice(0, MAX_QUERY_LENGTH),
      step: null,
      approximate: false,
      shownAs: null,
      condition: parsed.condition,
    };
    const offset = Math.max(0, Math.floor(Number.isFinite(q.offset) ? q.offset : 0));
    const limit = Math.max(0, Number.isNaN(q.limit) ? 0 : q.limit);
    const masks = this.filterMasks({ ...q, conditions: withCondition(q.conditions, parsed.condition) });
    if (masks === null) return { items: [], total: 0, interpretation };

    const sort = q.sort ?? 'relevance';
    if (parsed.words.length === 0) {
      // Nothing to search (or only a condition word): the filters alone, in the page's order.
      const page = this.query({
        ...q,
        term: '',
        conditions: withCondition(q.conditions, parsed.condition),
        sort: sort === 'relevance' ? 'sheet' : sort,
        offset,
        limit,
      });
      if (page.total > 0 && parsed.query !== '' && parsed.condition !== null) interpretation.step = 'exact';
      return { ...page, interpretation };
    }

    // A repeated word adds nothing to 'every word appears'.
    const words: string[] = [];
    const typed: string[] = [];
    parsed.words.forEach((word, k) => {
      if (words.includes(word)) return;
      words.push(word);
      typed.push(parsed.typed[k]);
    });
    const exact = this.exactMatches(words, masks);
    const plan = q.exactOnly ? words.map((word, k) => exactClause(word, typed[k])) : this.readingsPlan(words, typed);
    const ranked = this.rank(plan, masks, exact, q.exactOnly === true, words);
    if (ranked.order.length === 0) return { items: [], total: 0, interpretation };

    // The exact words asked for by name (the 'exacto=1' link) are the spec's answer as it is.
    Object.assign(interpretation, q.exactOnly ? { step: 'exact' } : this.interpret(ranked, plan, words, exact));
    let ordered = ranked.order;
    if (sort === 'price_desc' || sort === 'price_asc' || sort === 'sheet') {
      const member = new Uint8Array(this.size);
      for (const i of ranked.order) member[i] = 1;
      const order = sort === 'price_desc' ? this.priceDesc : sort === 'price_asc' ? this.priceAsc : null;
      ordered = [];
      for (let k = 0; k < this.size; k++) {
        const i = order === null ? k : order[k];
        if (member[i] === 1) ordered.push(i);
      }
    }
    return { items: ordered.slice(offset, offset + limit).map((i) => this.products[i]), total: ordered.length, interpretation };
  }

  /** Suggestions while typing: the search's best products and the categories named by the text. */
  suggest(term: string, limit = 6, group?: string): CatalogSuggestions {
    const page = this.search({ term, group, offset: 0, limit });
    const words = parseQuery(term).words;
    const allowed = group === undefined ? null : new Set(groupCategories(group));
    const categories =
      words.length === 0
        ? []
        : [...this.categories.codes.keys()]
            .filter(
              (c) =>
                (allowed === null || allowed.has(c)) &&
                words.every((w) => normalizeText(c).includes(w) || pluralVariants(w).some((v) => normalizeText(c).includes(v))),
            )
            .slice(0, 4);
    return { products: page.items, categories };
  }

  /** The spec's exact rule within the filters: positions (stored order) of products with every word. */
  private exactMatches(words: string[], masks: FilterMasks): Uint32Array {
    const lists: Uint32Array[] = [];
    for (const word of words) {
      const docs = this.wordDocuments(word);
      if (docs.length === 0) return new Uint32Array(0);
      lists.push(docs);
    }
    this.reserveStamps(lists.length + 1);
    const mark = this.intersect(lists); // sorts lists, shortest first
    const out: number[] = [];
    for (const doc of lists[0]) if (this.stamp[doc] === mark && this.passes(doc, masks)) out.push(doc);
    return Uint32Array.from(out).sort();
  }

  /**
   * Every reading of each typed word as a clause: the word, its code form, its plural or singular,
   * the owner's synonyms (phrases too: 'burro de arranque'), and, for a word no other reading finds,
   * the catalogue word it is a typo of. Stop words are left out (unless there is nothing else);
   * at most MAX_READ_WORDS words are read, so a long query cannot multiply the work.
   */
  private readingsPlan(words: string[], typed: string[]): Clause[] {
    let picked = words.map((word, k) => ({ word, typed: typed[k] })).filter((w) => !STOP_WORDS.has(w.word));
    if (picked.length === 0) picked = words.map((word, k) => ({ word, typed: typed[k] }));
    picked = picked.slice(0, MAX_READ_WORDS);
    const plan: Clause[] = [];
    for (let i = 0; i < picked.length;) {
      let merged: Clause | null = null;
      // A synonym phrase of several typed words reads them as one clause.
      for (let len = Math.min(this.synonyms.longest, picked.length - i); len >= 2 && merged === null; len--) {
        const span = picked.slice(i, i + len);
        const key = span.map((w) => w.word).join(' ');
        const terms = this.synonyms.byKey.get(key);
        if (!terms) continue;
        merged = {
          words: span.map((w) => w.word),
          typed: span.map((w) => w.typed).join(' '),
          alternatives: [{ terms: span.map((w) => wordTerm(w.word)), reading: 'exact', shown: null }, ...this.synonymAlternatives(key, terms, 'synonyms')],
        };
        i += len;
      }
      if (merged === null) {
        merged = this.wordClause(picked[i].word, picked[i].typed);
        i++;
      }
      plan.push(merged);
    }
    return plan;
  }

  /** One typed word's readings (see readingsPlan). */
  private wordClause(word: string, typed: string): Clause {
    const clause = exactClause(word, typed);
    const code = isCodeLike(word) ? compactCode(word) : '';
    // Compared with the spaces of the product's texts removed: '2038779219' finds '2038 779 219'.
    // A number the texts have as it is ('6205', '1550') needs no such reading: it would only cost
    // a scan of every text for the rare code split by a space.
    if (code.length >= 3 && (!/^\d+$/.test(word) || this.wordDocuments(word).length === 0))
      clause.alternatives.push({ terms: [{ kind: 'code', text: code }], reading: 'code', shown: null });
    const plurals = [...pluralVariants(word), ...genderVariants(word)];
    // A form that contains the word ('motores' for 'motor') finds nothing the word does not, and a
    // whole word with its plural ending already counts as whole: only the other forms are read.
    for (const form of plurals) if (!form.includes(word)) clause.alternatives.push({ terms: [wordTerm(form)], reading: 'plural', shown: form });
    for (const key of [word, ...plurals]) {
      const terms = this.synonyms.byKey.get(key);
      if (terms) clause.alternatives.push(...this.synonymAlternatives(key, terms, 'synonyms'));
    }
    if (this.clauseFinds(clause)) return clause;
    // A word of a synonym phrase, typed alone ('cardanico' of 'eje cardanico'), reads as the phrase's group.
    if (word.length >= 5 && isLettersOnly(word)) {
      for (const [key, terms] of this.synonyms.byKey) {
        if (key.includes(' ') && key.split(' ').includes(word)) clause.alternatives.push(...this.synonymAlternatives(key, terms, 'synonyms'));
      }
      if (this.clauseFinds(clause)) return clause;
    }
    // Last, a typo: of the word, or of its singular ('burjes' -> 'burje' -> 'buje').
    if (!isLettersOnly(word)) return clause;
    for (const form of [word, ...plurals]) {
      const corrected = this.typos.correct(form);
      if (corrected === null) continue;
      const distance = editDistance(form, corrected, 2) + (form === word ? 0 : 1);
      const reading: Reading = distance <= 1 ? 'typo1' : 'typo2';
      clause.alternatives.push({ terms: [wordTerm(corrected)], reading, shown: corrected });
      for (const variant of pluralVariants(corrected)) clause.alternatives.push({ terms: [wordTerm(variant)], reading, shown: corrected });
      const terms = this.synonyms.byKey.get(corrected);
      if (terms) clause.alternatives.push(...this.synonymAlternatives(corrected, terms, reading));
      if (this.clauseFinds(clause)) break;
    }
    return clause;
  }

  private synonymAlternatives(key: string, terms: readonly (readonly string[])[], reading: Reading): Alternative[] {
    return terms
      .filter((t) => t.join(' ') !== key)
      .map((t) => ({ terms: t.map(wordTerm), reading, shown: this.synonyms.display.get(t.join(' ')) ?? t.join(' ') }));
  }

  private clauseFinds(clause: Clause): boolean {
    return clause.alternatives.some((alt) => this.alternativeDocs(alt.terms).length > 0);
  }

  /** Scratch per product for rank(): JS is single-threaded and rank() synchronous, so one set serves all. */
  private scratch: { score: Float64Array; best: Float64Array; matched: Uint8Array; flags: Uint8Array } | null = null;

  /**
   * Candidates and their order: every product with every clause (through any reading) plus the
   * exact rule's; when none, products with some clauses (a real word among them), more first.
   */
  private rank(plan: Clause[], masks: FilterMasks, exact: Uint32Array, exactOnly: boolean, words: string[]): Ranked {
    const n = this.size;
    if (this.scratch === null || this.scratch.score.length !== n) {
      this.scratch = { score: new Float64Array(n), best: new Float64Array(n), matched: new Uint8Array(n), flags: new Uint8Array(n) };
    }
    const { score, best, matched, flags } = this.scratch;
    const stamp = this.stamp;
    const touched: number[] = [];
    const WORDY = 1;
    const EXACT = 2;
    const CANDIDATE = 4;
    // Documents first: looking them up uses the stamps too.
    const lists = plan.map((clause) => clause.alternatives.map((alt) => this.alternativeDocs(alt.terms)));
    // Pass 1, counting only: which products have every clause (or some, for the last resort).
    for (let c = 0; c < plan.length; c++) {
      const wordy = plan[c].words.some((w) => w.length >= 3 && isLettersOnly(w));
      this.reserveStamps(1);
      const seen = this.nextStamp();
      for (const docs of lists[c]) {
        for (const doc of docs) {
          if (stamp[doc] === seen) continue;
          stamp[doc] = seen;
          if (matched[doc] === 0) {
            if (!this.passes(doc, masks)) continue;
            touched.push(doc);
            flags[doc] = 0;
            score[doc] = 0;
          } else if (matched[doc] < c && exactOnly) continue;
          matched[doc]++;
          if (wordy) flags[doc] |= WORDY;
        }
      }
    }
    for (const doc of exact) {
      if (matched[doc] === 0) {
        // Only a stop word the plan left out could bring one here; it still belongs to the answer.
        touched.push(doc);
        flags[doc] = 0;
        score[doc] = 0;
      }
      flags[doc] |= EXACT;
    }

    let candidates = touched.filter((doc) => matched[doc] >= plan.length || (flags[doc] & EXACT) !== 0);
    const any = candidates.length === 0 && !exactOnly && plan.length > 1;
    if (any) candidates = touched.filter((doc) => (flags[doc] & WORDY) !== 0);
    if (exactOnly) candidates = candidates.filter((doc) => (flags[doc] & EXACT) !== 0);
    for (const doc of candidates) flags[doc] |= CANDIDATE;

    // Pass 2, the evidence, for the candidates only: each clause's best reading per product.
    for (let c = 0; c < plan.length; c++) {
      const clause = plan[c];
      // A letter or two is in nearly every product and says nothing about any: flat evidence.
      const flat = clause.words.length === 1 && clause.words[0].length <= 2 && !isCodeLike(clause.words[0]);
      this.reserveStamps(1);
      const seen = this.nextStamp();
      const inClause: number[] = [];
      for (let a = 0; a < lists[c].length; a++) {
        const alt = clause.alternatives[a];
        const factor = READING_FACTOR[alt.reading];
        for (const doc of lists[c][a]) {
          if ((flags[doc] & CANDIDATE) === 0) continue;
          const s = flat ? FIELD_WEIGHT.description : this.evidence(doc, alt, c === 0) * factor;
          if (stamp[doc] !== seen) {
            stamp[doc] = seen;
            best[doc] = s;
            inClause.push(doc);
          } else if (s > best[doc]) best[doc] = s;
        }
      }
      for (const doc of inClause) score[doc] += best[doc];
    }

    // The product whose code is what was typed comes first.
    const codes = new Set(words.filter(isCodeLike).map(compactCode));
    codes.add(compactCode(words.join('')));
    for (const code of codes) if (code.length < 3) codes.delete(code);
    for (const doc of candidates) if (this.compactCodes[doc] !== '' && codes.has(this.compactCodes[doc])) score[doc] += WHOLE_CODE_BONUS;

    const key = (doc: number) => (any ? matched[doc] * 1e4 : 0) + score[doc];
    const order = sortByKey(candidates, key);
    // Typed words next to each other in a name: looked at among the first products only.
    const head = order.slice(0, PHRASE_WINDOW);
    if (plan.length > 1 && head.length > 1) {
      for (const doc of head) score[doc] += this.phraseBonus(doc, plan);
      order.splice(0, head.length, ...sortByKey(head, key));
    }
    const result: Ranked = {
      order,
      any,
      exact: new Set(order.slice(0, HONEST_WINDOW).filter((doc) => (flags[doc] & EXACT) !== 0)),
    };
    for (const doc of touched) {
      matched[doc] = 0;
      flags[doc] = 0;
    }
    return result;
  }

  /** The best evidence a product gives for one alternative (all its terms), before the reading's factor. */
  private evidence(doc: number, alt: Alternative, first: boolean): number {
    if (alt.terms.length === 1) return this.termEvidence(doc, alt.terms[0], first);
    let sum = 0;
    for (let k = 0; k < alt.terms.length; k++) sum += this.termEvidence(doc, alt.terms[k], first && k === 0);
    return sum / alt.terms.length;
  }

  private termEvidence(doc: number, term: Term, first: boolean): number {
    const code = this.compactCodes[doc];
    if (term.kind === 'code') {
      if (code === term.text) return FIELD_WEIGHT.codeWhole;
      if (code !== '' && code.includes(term.text)) return FIELD_WEIGHT.codePart;
      return FIELD_WEIGHT.description;
    }
    const name = this.nameTexts[doc];
    const inName = matchQuality(name, term.text);
    if (inName > 0) return FIELD_WEIGHT.name * inName + (name.startsWith(term.text) ? (first ? NAME_START_BONUS.first : NAME_START_BONUS.other) : 0);
    let s = 0;
    if (code !== '' && code.includes(term.text)) s = code === term.text ? FIELD_WEIGHT.codeWhole : FIELD_WEIGHT.codePart;
    const inLabel = matchQuality(this.labelTexts[doc], term.text, name.length + 1); // brand and 'Aplica para'
    if (inLabel > 0) s = Math.max(s, FIELD_WEIGHT.label * inLabel);
    return s > 0 ? s : FIELD_WEIGHT.description;
  }

  /** PHRASE_BONUS for each pair of consecutive clauses whose forms sit next to each other in the name. */
  private phraseBonus(doc: number, plan: Clause[]): number {
    const name = this.nameTexts[doc];
    const present = plan.map((clause) =>
      clause.alternatives.filter((alt) => alt.terms.length === 1 && alt.terms[0].kind === 'word' && name.includes(alt.terms[0].text)),
    );
    let bonus = 0;
    for (let c = 0; c + 1 < plan.length; c++) {
      if (present[c].some((x) => present[c + 1].some((y) => adjacent(name, x.terms[0].text, y.terms[0].text)))) bonus += PHRASE_BONUS;
    }
    return bonus;
  }

  /** Every typed word (stop words aside) as a word in the name, brand, 'Aplica para' or code. */
  private exactInLabel(doc: number, words: string[]): boolean {
    const label = this.labelTexts[doc];
    for (const word of words) {
      if (STOP_WORDS.has(word)) continue;
      if (isCodeLike(word)) {
        if (matchQuality(label, word) >= MATCH_QUALITY.start) continue;
        const code = compactCode(word);
        if (code !== '' && this.compactCodes[doc].includes(code)) continue;
        return false;
      }
      if (matchQuality(label, word) !== MATCH_QUALITY.whole) return false;
    }
    return true;
  }

  /**
   * What the page says: exact when the first product has every typed word in its name, code, brand
   * or 'Aplica para' and the next few are the spec's exact answer too; otherwise the reading of the
   * first one that is not, and the words its results are for.
   */
  private interpret(ranked: Ranked, plan: Clause[], words: string[], exact: Uint32Array): Pick<SearchInterpretation, 'step' | 'approximate' | 'shownAs'> {
    if (ranked.any) {
      const shown = plan.filter((clause) => this.clauseFinds(clause)).map((clause) => this.clauseShown(clause, null));
      return { step: 'any', approximate: true, shownAs: shown.join(' o ') };
    }
    // The first product must be the exact answer in so many words; the next ones at least the
    // spec's exact answer (a description-only match below the right one takes nothing away).
    const first = ranked.order.slice(0, HONEST_WINDOW);
    let off = first.find((doc) => !ranked.exact.has(doc));
    if (off === undefined && !this.exactInLabel(first[0], words)) off = first[0];
    if (off === undefined) return { step: 'exact', approximate: false, shownAs: null };
    let farthest = -1;
    const shown: string[] = [];
    for (let c = 0; c < plan.length; c++) {
      const alt = this.bestAlternative(off, plan[c], c === 0);
      if (alt !== null) farthest = Math.max(farthest, READINGS.indexOf(alt.reading));
      shown.push(this.clauseShown(plan[c], alt));
    }
    const reading = farthest >= 0 ? READINGS[farthest] : 'exact';
    let step: SearchStep;
    if (reading === 'exact') step = exact.length > 0 && ranked.exact.has(off) ? 'mention' : 'stopwords';
    else step = reading === 'typo1' || reading === 'typo2' ? 'typo' : reading;
    return { step, approximate: true, shownAs: shown.join(' ') };
  }

  private bestAlternative(doc: number, clause: Clause, first: boolean): Alternative | null {
    let best: Alternative | null = null;
    let bestScore = -1;
    for (const alt of clause.alternatives) {
      if (!alt.terms.every((t) => (t.kind === 'word' ? this.haystacks[doc].includes(t.text) : this.compactHaystack(doc).includes(t.text)))) continue;
      const s = this.evidence(doc, alt, first) * READING_FACTOR[alt.reading];
      if (s > bestScore) {
        best = alt;
        bestScore = s;
      }
    }
    return best;
  }

  private compactHaystack(doc: number): string {
    return this.compactAll.slice(this.compactStart[doc], this.compactStart[doc + 1] - 1);
  }

  /** A clause as the notice shows it: the form that found the product, with the catalogue's accents. */
  private clauseShown(clause: Clause, alt: Alternative | null): string {
    const chosen = alt ?? clause.alternatives.find((a) => this.alternativeDocs(a.terms).length > 0) ?? null;
    if (chosen === null || chosen.shown === null) {
      const own = clause.words.join(' ');
      return this.spell(own) === own ? clause.typed : this.spell(own);
    }
    return this.spell(chosen.shown);
  }

  /** Documents of a term: a word anywhere in the search text, or a code in it with spaces removed. */
  private termDocs(term: Term): Uint32Array {
    return term.kind === 'word' ? this.wordDocuments(term.text) : this.codeDocuments(term.text);
  }

  private alternativeDocs(terms: Term[]): Uint32Array {
    if (terms.length === 1) return this.termDocs(terms[0]);
    const lists = terms.map((t) => this.termDocs(t));
    if (lists.some((l) => l.length === 0)) return new Uint32Array(0);
    this.reserveStamps(lists.length + 1);
    const mark = this.intersect(lists);
    return lists[0].filter((doc) => this.stamp[doc] === mark); // intersect() sorted lists[0] to the shortest
  }
  /** A normalised phrase with the catalogue's accents: 'bomba hidraulica' -> 'bomba hidráulica'. */
  private spell(text: string): string {
    return text
      .split(' ')
      .map((w) => this.spelling.get(w) ?? w)
      .join(' ');
  }

  /** Documents whose search text, with whitespace removed, contains the code; cached. */
  private codeDocuments(code: string): Uint32Array {
    const key = `\u0001${code}`;
    const cached = this.wordCache.get(key);
    if (cached !== undefined) return cached;
    const { compactAll, compactStart } = this;
    const found: number[] = [];
    let pos = compactAll.indexOf(code);
    while (pos !== -1) {
      let lo = 0;
      let hi = this.size - 1;
      while (lo < hi) {
        const mid = (lo + hi + 1) >>> 1;
        if (compactStart[mid] <= pos) lo = mid;
        else hi = mid - 1;
      }
      found.push(lo);
      pos = compactAll.indexOf(code, compactStart[lo + 1]); // one hit per document
    }
    const docs = Uint32Array.from(found);
    this.wordCache.set(key, docs);
    return docs;
  }

  byId(key: string): Product | undefined {
    return this.byKey.get(key);
  }

  /** Chip values for a catalogue page (filterLists semantics: 'Todas'/'Todos' first). */
  facets(group?: string): CatalogFacets {
    const cacheKey = group === undefined ? '\u0000todos' : group; // '' is a (useless) group name too
    let facets = this.facetCache.get(cacheKey);
    if (!facets) {
      const products = group === undefined ? this.products : this.query({ group, offset: 0, limit: Infinity }).items;
      const lists = filterLists(products);
      facets = { categories: lists.categories, brands: lists.brands, conditions: lists.conditions };
      this.facetCache.set(cacheKey, facets);
    }
    return facets;
  }

  query(q: CatalogQuery): CatalogPage {
    const offset = Math.max(0, Math.floor(Number.isFinite(q.offset) ? q.offset : 0));
    const limit = Math.max(0, Number.isNaN(q.limit) ? 0 : q.limit);
    const words = searchWords(q.term ?? '');
    if (words.length === 0) {
      const list = this.list(q);
      const items: Product[] = [];
      for (let k = offset; k < list.length && items.length < limit; k++) items.push(this.products[list[k]]);
      return { items, total: list.length };
    }
    const { positions, total } = this.scan(q, words, offset, limit);
    return { items: positions.map((i) => this.products[i]), total };
  }

  /** A list without a term: its products' positions in the asked order, from the cache or a scan. */
  private list(q: CatalogQuery): Uint32Array {
    const key = JSON.stringify([q.group ?? null, listKey(q.categories), listKey(q.brands), listKey(q.conditions), q.sort ?? 'sheet']);
    const cached = this.listCache.get(key);
    if (cached !== undefined) return cached;
    const positions = Uint32Array.from(this.scan(q, [], 0, Infinity).positions);
    this.listCache.set(key, positions);
    return positions;
  }

  /** Every product that passes the query's filters and has every word, as positions in the asked order from offset. */
  private scan(q: CatalogQuery, words: string[], offset: number, limit: number): { positions: number[]; total: number } {
    const empty = { positions: [], total: 0 };
    const masks = this.filterMasks(q);
    if (masks === null) return empty;
    const { categoryMask, brandMask, conditionMask } = masks;

    this.reserveStamps(3 * words.length + 2);
    let termStamp = 0; // 0 = no term: every product matches
    if (words.length > 0) {
      const lists: Uint32Array[] = [];
      for (const word of words) {
        const docs = this.wordDocuments(word);
        if (docs.length === 0) return empty;
        lists.push(docs);
      }
      termStamp = this.intersect(lists);
    }

    const order = q.sort === 'price_desc' ? this.priceDesc : q.sort === 'price_asc' ? this.priceAsc : null;
    const { categoryCode, brandCode, conditionCode, stamp, size } = this;

    // Pass 1, in stored order over typed arrays only: mark and count every match.
    const match = this.nextStamp();
    let total = 0;
    for (let i = 0; i < size; i++) {
      if (categoryMask !== null && categoryMask[categoryCode[i]] === 0) continue;
      if (brandMask !== null && brandMask[brandCode[i]] === 0) continue;
      if (conditionMask !== null && conditionMask[conditionCode[i]] === 0) continue;
      if (termStamp !== 0 && stamp[i] !== termStamp) continue;
      stamp[i] = match;
      total++;
    }

    // Pass 2: walk the requested order only until the page is full.
    const positions: number[] = [];
    if (offset < total) {
      let seen = 0;
      for (let k = 0; k < size && positions.length < limit; k++) {
        const i = order === null ? k : order[k];
        if (stamp[i] === match && seen++ >= offset) positions.push(i);
      }
    }
    return { positions, total };
  }

  /** The filters as code masks (null mask: no filter); null when no product can pass. */
  private filterMasks(q: Pick<CatalogQuery, 'group' | 'categories' | 'brands' | 'conditions'>): FilterMasks | null {
    let categoryMask = this.categories.mask(q.categories, ALL_CATEGORIES);
    if (q.group !== undefined) categoryMask = andMasks(categoryMask, this.categories.mask(groupCategories(q.group), '\u0000'));
    const brandMask = this.brands.mask(q.brands, ALL_BRANDS);
    const conditionMask = this.conditions.mask(q.conditions, ALL_CONDITIONS);
    if (isEmptyMask(categoryMask) || isEmptyMask(brandMask) || isEmptyMask(conditionMask)) return null;
    return { categoryMask, brandMask, conditionMask };
  }

  private passes(i: number, masks: FilterMasks): boolean {
    return (
      (masks.categoryMask === null || masks.categoryMask[this.categoryCode[i]] === 1) &&
      (masks.brandMask === null || masks.brandMask[this.brandCode[i]] === 1) &&
      (masks.conditionMask === null || masks.conditionMask[this.conditionCode[i]] === 1)
    );
  }

  /** Documents whose search text contains the word (verified, no repeats); cached. */
  private wordDocuments(word: string): Uint32Array {
    const cached = this.wordCache.get(word);
    if (cached !== undefined) return cached;
    const { vocabulary, tokenStart, postingStart, postings } = this;
    const tokenCount = tokenStart.length - 1;
    const seen = this.nextStamp();
    const found: number[] = [];
    let pos = vocabulary.indexOf(word);
    while (pos !== -1) {
      // The token holding this hit: last start <= pos (binary search).
      let lo = 0;
      let hi = tokenCount - 1;
      while (lo < hi) {
        const mid = (lo + hi + 1) >>> 1;
        if (tokenStart[mid] <= pos) lo = mid;
        else hi = mid - 1;
      }
      for (let j = postingStart[lo]; j < postingStart[lo + 1]; j++) {
        const doc = postings[j];
        if (this.stamp[doc] === seen) continue;
        this.stamp[doc] = seen;
        found.push(doc); // the token is part of this haystack, and the word part of the token
      }
      pos = vocabulary.indexOf(word, tokenStart[lo + 1]); // one hit per token is enough
    }
    const docs = Uint32Array.from(found);
    this.wordCache.set(word, docs);
    return docs;
  }

  /** Marks the documents present in every list; returns the stamp they carry. */
  private intersect(lists: Uint32Array[]): number {
    lists.sort((a, b) => a.length - b.length);
    const stamp = this.stamp;
    let previous = 0;
    for (let l = 0; l < lists.length; l++) {
      const current = this.nextStamp();
      const list = lists[l];
      for (let j = 0; j < list.length; j++) {
        const doc = list[j];
        const s = stamp[doc];
        if (l === 0 || s === previous || s === current) stamp[doc] = current;
      }
      previous = current;
    }
    return previous;
  }

  private nextStamp(): number {
    return ++this.stampCounter;
  }

  /** Stamps wrap after ~4e9 uses; reset before a query could cross the wrap, never in the middle. */
  private reserveStamps(count: number): void {
    if (this.stampCounter + count >= 0xffffffff) {
      this.stamp.fill(0);
      this.stampCounter = 0;
    }
  }
}

export function buildCatalogIndex(products: readonly Product[], options: CatalogIndexOptions = {}): CatalogIndex {
  return new CatalogIndex(products, options);
}
