// The in-memory catalogue index, rebuilt on every refresh. Only an optimisation: every answer equals
// the domain rules applied naively (matchesWords on searchableText, exact-match filters, domain
// sortProducts), which index.test.ts checks on random queries.
//
// Term search: each normalised haystack is split into whitespace-free tokens. A query word (which
// never contains whitespace) is a substring of the haystack exactly when it is a substring of one of
// its tokens, so the documents of the vocabulary tokens containing the word are the candidates.
// Those are verified once with matchesWords(haystack, [word]) and cached per word; a query then
// intersects its words' sets, which is matchesWords(haystack, words) ('every word appears').
import { groupCategories } from '../../domain/categories';
import { ALL_BRANDS, ALL_CATEGORIES, ALL_CONDITIONS, filterLists, sortProducts } from '../../domain/filters';
import { matchesWords, normalizeText, searchWords } from '../../domain/search';
import {
  MAX_QUERY_LENGTH,
  STOP_WORDS,
  buildSynonymTable,
  compactCode,
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
 * two-byte: about 6 MB of the 12,000-product index was twice its size (issue 10, memory).
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

/** One typed word (or a synonym phrase of several) and the forms that may stand for it. */
interface Clause {
  /** The normalised words it stands for. */
  words: string[];
  /** As the visitor typed them, for messages. */
  typed: string;
  /** Any alternative matches; an alternative needs all its terms. The first is the typed word. */
  alternatives: Term[][];
  /** The vocabulary word a typo was corrected to. */
  corrected?: string;
  /** The synonym terms added (normalised), for messages. */
  synonyms?: string[];
  docs?: Uint32Array;
}

/** The text starts with one of the clauses' single-word forms. */
function startsWithAny(text: string, forms: Term[][][]): boolean {
  for (const alternatives of forms) for (const alt of alternatives) if (alt.length === 1 && alt[0].kind === 'word' && text.startsWith(alt[0].text)) return true;
  return false;
}

/** A clause with changed forms: its cached documents no longer apply. */
function fresh(clause: Clause, change: Partial<Clause>): Clause {
  return { ...clause, ...change, docs: undefined };
}

const MAX_FALLBACK_WORDS = 8;

const RELAXATIONS = ['code', 'plural', 'stopwords', 'synonyms', 'typo', 'any'] as const;

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
   * The forgiving search of issue 9. The spec's exact rule answers first; only when it finds
   * nothing (within the filters) are the relaxations tried, each keeping the ones before it, and
   * the first that finds something answers, marked approximate.
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

    // A repeated word adds nothing to 'every word appears'; the fallbacks read at most
    // MAX_FALLBACK_WORDS words, so a long query cannot multiply their work.
    let plan: Clause[] = [];
    parsed.words.forEach((word, k) => {
      if (!plan.some((c) => c.words[0] === word)) plan.push({ words: [word], typed: parsed.typed[k], alternatives: [[{ kind: 'word', text: word }]] });
    });
    let step: SearchStep = 'exact';
    let found = this.evaluate(plan, masks, false);
    if (found.length === 0 && !q.exactOnly) {
      plan = plan.slice(0, MAX_FALLBACK_WORDS);
      for (const next of RELAXATIONS) {
        const relaxed = this.relax(plan, next);
        if (relaxed === null) continue;
        plan = relaxed;
        step = next;
        found = this.evaluate(plan, masks, next === 'any');
        if (found.length > 0) break;
      }
    }
    if (found.length === 0) return { items: [], total: 0, interpretation };

    interpretation.step = step;
    interpretation.approximate = step !== 'exact';
    if (interpretation.approximate) interpretation.shownAs = this.describe(plan, step === 'any');
    const ordered = this.order(found, plan, parsed.words, sort, step === 'any', offset + limit);
    return { items: ordered.slice(offset, offset + limit).map((i) => this.products[i]), total: found.length, interpretation };
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

  /** The next plan for a relaxation step, or null when the step changes nothing. */
  private relax(plan: Clause[], step: Exclude<SearchStep, 'exact'>): Clause[] | null {
    const word = (text: string): Term => ({ kind: 'word', text });
    switch (step) {
      case 'code': {
        let changed = false;
        const next = plan.map((clause) => {
          const single = clause.words.length === 1 ? clause.words[0] : null;
          const code = single !== null && isCodeLike(single) ? compactCode(single) : '';
          if (code.length < 3) return clause;
          changed = true;
          return fresh(clause, { alternatives: [...clause.alternatives, [{ kind: 'code', text: code } as Term]] });
        });
        return changed ? next : null;
      }
      case 'plural': {
        let changed = false;
        const next = plan.map((clause) => {
          const forms = clause.words.length === 1 ? pluralVariants(clause.words[0]) : [];
          if (forms.length === 0) return clause;
          changed = true;
          return fresh(clause, { alternatives: [...clause.alternatives, ...forms.map((f) => [word(f)])] });
        });
        return changed ? next : null;
      }
      case 'stopwords': {
        const kept = plan.filter((clause) => !(clause.words.length === 1 && STOP_WORDS.has(clause.words[0])));
        return kept.length > 0 && kept.length < plan.length ? kept : null;
      }
      case 'synonyms': {
        if (this.synonyms.byKey.size === 0) return null;
        const next: Clause[] = [];
        let changed = false;
        for (let i = 0; i < plan.length;) {
          let merged: Clause | null = null;
          for (let len = Math.min(this.synonyms.longest, plan.length - i); len >= 1 && merged === null; len--) {
            const span = plan.slice(i, i + len);
            const words = span.flatMap((c) => c.words);
            const keys = [words.join(' ')];
            if (len === 1 && words.length === 1) keys.push(...pluralVariants(words[0]));
            for (const key of keys) {
              const terms = this.synonyms.byKey.get(key);
              if (!terms) continue;
              const own = len === 1 ? span[0].alternatives : [words.map(word)];
              merged = {
                words,
                typed: span.map((c) => c.typed).join(' '),
                alternatives: [...own, ...terms.map((t) => t.map(word))],
                synonyms: terms.map((t) => t.join(' ')),
              };
              i += len;
              break;
            }
          }
          if (merged) {
            changed = true;
            next.push(merged);
          } else next.push(plan[i++]);
        }
        return changed ? next : null;
      }
      case 'typo': {
        let changed = false;
        const next = plan.map((clause) => {
          if (clause.words.length !== 1 || !isLettersOnly(clause.words[0]) || this.clauseDocs(clause).length > 0) return clause;
          const corrected = this.typos.correct(clause.words[0]);
          if (corrected === null) return clause;
          changed = true;
          const synonyms = this.synonyms.byKey.get(corrected) ?? [];
          return fresh(clause, {
            corrected,
            alternatives: [[word(corrected)], ...pluralVariants(corrected).map((f) => [word(f)]), ...synonyms.map((t) => t.map(word))],
            synonyms: synonyms.length > 0 ? synonyms.map((t) => t.join(' ')) : undefined,
          });
        });
        return changed ? next : null;
      }
      case 'any':
        return plan.length > 1 ? plan : null;
    }
  }

  /** Documents of a term: a word anywhere in the search text, or a code in it with spaces removed. */
  private termDocs(term: Term): Uint32Array {
    return term.kind === 'word' ? this.wordDocuments(term.text) : this.codeDocuments(term.text);
  }

  /** Documents matching any alternative of a clause (all terms of one alternative), in no order. */
  private clauseDocs(clause: Clause): Uint32Array {
    if (clause.docs) return clause.docs;
    // Each alternative first: intersecting uses the stamps too.
    const lists = clause.alternatives.map((alternative) => this.alternativeDocs(alternative));
    this.reserveStamps(1);
    const seen = this.nextStamp();
    const out: number[] = [];
    for (const list of lists) {
      for (const doc of list) {
        if (this.stamp[doc] === seen) continue;
        this.stamp[doc] = seen;
        out.push(doc);
      }
    }
    clause.docs = Uint32Array.from(out);
    return clause.docs;
  }

  private alternativeDocs(terms: Term[]): Uint32Array {
    if (terms.length === 1) return this.termDocs(terms[0]);
    const lists = terms.map((t) => this.termDocs(t));
    if (lists.some((l) => l.length === 0)) return new Uint32Array(0);
    this.reserveStamps(lists.length + 1);
    const mark = this.intersect(lists);
    return lists[0].filter((doc) => this.stamp[doc] === mark); // intersect() sorted lists[0] to the shortest
  }

  /**
   * Matching documents in stored order: every clause matches, or with `any` at least one (then
   * the count of matched clauses is kept for the ranking).
   */
  private evaluate(plan: Clause[], masks: FilterMasks, any: boolean): number[] {
    // Only documents some clause matched are looked at, never the whole catalogue.
    const counts = new Uint8Array(this.size);
    const touched: number[] = [];
    for (const clause of plan) {
      for (const doc of this.clauseDocs(clause)) if (counts[doc]++ === 0) touched.push(doc);
    }
    const need = any ? 1 : plan.length;
    // With any word, a product must share a real word with the query, not only a number or a
    // measure: 'bateria 12v' shows nothing rather than every 12 V part.
    let wordy: Uint8Array | null = null;
    if (any) {
      wordy = new Uint8Array(this.size);
      for (const clause of plan) if (clause.words.some((w) => w.length >= 3 && isLettersOnly(w))) for (const doc of this.clauseDocs(clause)) wordy[doc] = 1;
    }
    const found = new Uint32Array(touched.length);
    let total = 0;
    for (const i of touched) if (counts[i] >= need && (wordy === null || wordy[i] === 1) && this.passes(i, masks)) found[total++] = i;
    if (any) this.lastCounts = counts;
    return Array.from(found.subarray(0, total).sort()); // stored order
  }

  private lastCounts: Uint8Array | null = null;

  /**
   * Relevance (issue 9): the product whose code is what was typed, then all words in the name (a name that starts with one of them first),
   * then in name, brand and 'aplica para', then anywhere; with `any`, more matched words first.
   * Ties keep the stored order. A price order replaces all of it.
   */
  private order(found: number[], plan: Clause[], words: string[], sort: CatalogSort | 'relevance', any: boolean, need: number): number[] {
    if (sort === 'price_desc' || sort === 'price_asc') {
      const order = sort === 'price_desc' ? this.priceDesc : this.priceAsc;
      const member = new Uint8Array(this.size);
      for (const i of found) member[i] = 1;
      const out: number[] = [];
      for (let k = 0; k < this.size; k++) if (member[order[k]] === 1) out.push(order[k]);
      return out;
    }
    if (sort === 'sheet') return found;
    const wholeCode = compactCode(words.join(''));
    const codes = new Set(
      words
        .filter(isCodeLike)
        .map(compactCode)
        .filter((c) => c.length >= 3),
    );
    if (wholeCode.length >= 3) codes.add(wholeCode);
    const counts = any ? this.lastCounts : null;
    // Clause forms as plain lists, so the per-product loop below allocates nothing.
    const forms = plan.map((clause) => clause.alternatives);
    const has = (text: string, compact: string, alternatives: Term[][]) => {
      for (const alt of alternatives) {
        let all = true;
        for (const t of alt) if (!(t.kind === 'word' ? text : compact).includes(t.text)) all = false;
        if (all) return true;
      }
      return false;
    };
    const needsCompact = forms.some((alts) => alts.some((alt) => alt.some((t) => t.kind === 'code')));
    // With 'any', products with more of the words come first whatever their tier: rank the groups
    // of equal count one after another and stop once the page is full (the rest only counts).
    let groups: number[][] = [found];
    if (counts) {
      groups = [];
      for (const i of found) (groups[plan.length - counts[i]] ??= []).push(i);
    }
    const out: number[] = [];
    for (const group of groups) {
      if (!group) continue;
      if (out.length >= need) break;
      for (const i of this.rankGroup(group, forms, codes, counts, plan.length, needsCompact, has)) out.push(i);
    }
    return out;
  }

  /** One group's products by tier (code, name start, name, label, anywhere), stored order within. */
  private rankGroup(
    group: number[],
    forms: Term[][][],
    codes: Set<string>,
    counts: Uint8Array | null,
    clauses: number,
    needsCompact: boolean,
    has: (text: string, compact: string, alternatives: Term[][]) => boolean,
  ): number[] {
    const buckets: number[][] = [];
    for (const i of group) {
      const matched = counts ? counts[i] : clauses;
      let tier = 4;
      if (this.compactCodes[i] !== '' && codes.has(this.compactCodes[i])) tier = 0;
      else {
        // A clause found in the name or label was matched (they are part of the search text),
        // so counting them is enough: all matched clauses are there when the counts agree.
        const name = this.nameTexts[i];
        const nameCompact = needsCompact ? name.replace(/\s+/g, '') : '';
        let inName = 0;
        for (const alts of forms) if (has(name, nameCompact, alts)) inName++;
        // Titles here start with what the product is ('Alternador Prestolite ...', not 'Polea de
        // alternador'): a name that starts with a searched word comes first among name matches.
        if (inName >= matched) tier = startsWithAny(name, forms) ? 1 : 2;
        else {
          const label = this.labelTexts[i];
          const labelCompact = needsCompact ? label.replace(/\s+/g, '') : '';
          let inLabel = 0;
          for (const alts of forms) if (has(label, labelCompact, alts)) inLabel++;
          if (inLabel >= matched) tier = 3;
        }
      }
      (buckets[tier] ??= []).push(i);
    }
    return buckets.flat();
  }

  /** Readable words of what the approximate results are for: 'bomba hidráulica', 'rodamiento 6205'. */
  private describe(plan: Clause[], any: boolean): string {
    const hasDocs = (phrase: string) => this.alternativeDocs(phrase.split(' ').map((text) => ({ kind: 'word', text }))).length > 0;
    const shown: string[] = [];
    for (const clause of plan) {
      if (this.clauseDocs(clause).length === 0) continue; // with 'any', words that found nothing
      const own = clause.words.join(' ');
      if (clause.corrected || clause.synonyms) {
        // The correction first, then the synonyms that found something: at most two, 'neumático o goma'.
        const candidates = [...(clause.corrected ? [clause.corrected] : []), ...(clause.synonyms ?? []).filter((t) => t !== own && t !== clause.corrected)];
        const found = candidates.filter(hasDocs).slice(0, clause.corrected && hasDocs(clause.corrected) ? 1 : 2);
        shown.push(found.length > 0 ? found.map((t) => this.spell(this.synonyms.display.get(t) ?? t)).join(' o ') : clause.typed);
      } else if (clause.words.length === 1 && this.wordDocuments(own).length === 0 && clause.alternatives.length > 1) {
        // a plural or code form found it: show the form that did
        const form = clause.alternatives.slice(1).find((alt) => alt.length === 1 && alt[0].kind === 'word' && this.wordDocuments(alt[0].text).length > 0);
        shown.push(form ? this.spell(form[0].text) : clause.typed);
      } else shown.push(this.spell(own) === own ? clause.typed : this.spell(own));
    }
    return shown.join(any ? ' o ' : ' ');
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
    const { vocabulary, tokenStart, postingStart, postings, haystacks } = this;
    const tokenCount = tokenStart.length - 1;
    const seen = this.nextStamp();
    const verify = [word];
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
        if (matchesWords(haystacks[doc], verify)) found.push(doc);
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
