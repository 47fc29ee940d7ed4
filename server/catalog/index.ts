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
import { matchesWords, searchableText, searchWords } from '../../domain/search';
import { idKey } from '../../domain/slug';
import type { Product } from '../../domain/types';

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

export interface CatalogFacets {
  categories: string[];
  brands: string[];
  conditions: string[];
}

const WORD_CACHE_SIZE = 2000;
const CACHE_ENTRY_BUDGET = 4_000_000; // document ids kept for cached words: at most ~16 MB
const SEPARATOR = '\n'; // whitespace: can never be part of a query word

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

function andMasks(a: Uint8Array | null, b: Uint8Array | null): Uint8Array | null {
  if (!a) return b;
  if (!b) return a;
  const out = new Uint8Array(a.length);
  for (let i = 0; i < a.length; i++) out[i] = a[i] & b[i];
  return out;
}

const isEmptyMask = (m: Uint8Array | null) => m !== null && !m.includes(1);

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
  private readonly wordCache = new Map<string, Uint32Array>(); // insertion order = least recently used first
  private cachedEntries = 0;
  private readonly facetCache = new Map<string, CatalogFacets>();

  constructor(products: readonly Product[]) {
    this.products = products;
    const n = (this.size = products.length);
    this.haystacks = new Array(n);
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
      const haystack = searchableText(p);
      this.haystacks[i] = haystack;
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
    const empty: CatalogPage = { items: [], total: 0 };

    let categoryMask = this.categories.mask(q.categories, ALL_CATEGORIES);
    if (q.group !== undefined) categoryMask = andMasks(categoryMask, this.categories.mask(groupCategories(q.group), '\u0000'));
    const brandMask = this.brands.mask(q.brands, ALL_BRANDS);
    const conditionMask = this.conditions.mask(q.conditions, ALL_CONDITIONS);
    if (isEmptyMask(categoryMask) || isEmptyMask(brandMask) || isEmptyMask(conditionMask)) return empty;

    const words = searchWords(q.term ?? '');
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
    const { categoryCode, brandCode, conditionCode, stamp, products, size } = this;

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
    const items: Product[] = [];
    if (offset < total) {
      let seen = 0;
      for (let k = 0; k < size && items.length < limit; k++) {
        const i = order === null ? k : order[k];
        if (stamp[i] === match && seen++ >= offset) items.push(products[i]);
      }
    }
    return { items, total };
  }

  /** Documents whose search text contains the word (verified, no repeats); cached. */
  private wordDocuments(word: string): Uint32Array {
    const cached = this.wordCache.get(word);
    if (cached !== undefined) {
      // refresh its place in the eviction order
      this.wordCache.delete(word);
      this.wordCache.set(word, cached);
      return cached;
    }
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
    this.remember(word, docs);
    return docs;
  }

  /** Caches a word's documents within a count and a memory budget, oldest out first. */
  private remember(word: string, docs: Uint32Array): void {
    const entries = docs.length;
    while (this.wordCache.size > 0 && (this.wordCache.size >= WORD_CACHE_SIZE || this.cachedEntries + entries > CACHE_ENTRY_BUDGET)) {
      const [oldest, value] = this.wordCache.entries().next().value!;
      this.cachedEntries -= value.length;
      this.wordCache.delete(oldest);
    }
    this.wordCache.set(word, docs);
    this.cachedEntries += entries;
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

export function buildCatalogIndex(products: readonly Product[]): CatalogIndex {
  return new CatalogIndex(products);
}
