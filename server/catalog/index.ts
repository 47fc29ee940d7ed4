// The in-memory catalogue index, rebuilt on every refresh. Only an optimisation: every answer equals
// the domain rules applied naively (matchesWords on searchableText, exact-match filters, domain
// sortProducts), which index.test.ts checks on random queries.
//
// The parts: index-data.ts builds the data and hands it between threads; postings.ts looks words,
// codes and filters up in it (per-word cache); readings.ts reads a query every way the shop knows;
// ranker.ts ranks what the readings find; suggest.ts names categories while typing. This class holds
// them together with the lists without a term (list cache) and the facets.
import { ALL_CONDITIONS, filterLists } from '#domain/filters';
import { searchWords } from '#domain/search';
import { distinctWords, MAX_QUERY_LENGTH, parseQuery, type SearchInterpretation } from '#domain/search-plan';
import type { Condition, Product } from '#domain/types';
import { IdListCache, listKey } from './id-list-cache';
import { buildIndexData, fromTransferData, toTransferData, type IndexData } from './index-data';
import type {
  CatalogFacets,
  CatalogIndexOptions,
  CatalogIndexTransfer,
  CatalogPage,
  CatalogQuery,
  CatalogSearchPage,
  CatalogSearchQuery,
  CatalogSuggestions,
  MachineSource,
} from './index-types';
import { machineAnswer, type MachineAnswer } from './machine-fit';
import { Postings, type FilterMasks } from './postings';
import { Ranker } from './ranker';
import { exactClause, joinedSizes, readingsPlan } from './readings';
import { CategoryNames } from './suggest';
import type { PinBoard } from './pins';
import { idKey } from '#domain/slug';

const idKeyOf = (p: Product) => idKey(p.id);

export { IdListCache } from './id-list-cache';
export type {
  CatalogFacets,
  CatalogIndexOptions,
  CatalogIndexTransfer,
  CatalogPage,
  CatalogQuery,
  CatalogSearchPage,
  CatalogSearchQuery,
  CatalogSuggestions,
} from './index-types';

/**
 * Lists without a term (a catalogue page, its filters and sort) kept as their products' positions
 * in order, so a list's later pages and other URLs of the same list skip the scan of the whole
 * catalogue: at most this many lists and ids (~4 MB at 12,000 products), least recently used out.
 */
const LIST_CACHE_SIZE = 200;
const LIST_CACHE_ENTRY_BUDGET = 1_000_000;

/** `first` in its order, then the rest of `then` in its order (each position once). */
function firstThen(first: readonly number[], then: number[]): number[] {
  if (first.length === 0) return then;
  const seen = new Set(first);
  const out = [...seen];
  for (const i of then) if (!seen.has(i)) out.push(i);
  return out;
}

/** The page's condition filter narrowed by a condition named in the query. */
function withCondition(conditions: string[] | undefined, named: Condition | null): string[] | undefined {
  if (named === null) return conditions;
  if (!conditions || conditions.length === 0 || conditions.includes(ALL_CONDITIONS)) return [named];
  // A page showing only the other condition has nothing to show ('' is no condition's name).
  return conditions.includes(named) ? [named] : [''];
}

export class CatalogIndex {
  readonly products!: readonly Product[];
  readonly size!: number;

  private readonly data!: IndexData;
  private readonly postings!: Postings;
  private readonly ranker!: Ranker;
  private readonly categoryNames!: CategoryNames;
  private readonly facetCache!: Map<string, CatalogFacets>;
  private readonly listCache!: IdListCache;
  private pins!: PinBoard | null;
  private machines!: (() => MachineSource) | null;
  private positionByKey!: Map<string, number> | null;

  constructor(products: readonly Product[], options: CatalogIndexOptions = {}) {
    this.init(products, buildIndexData(products, options));
  }

  private init(products: readonly Product[], data: IndexData): void {
    const postings = new Postings(data);
    Object.assign(this, {
      products,
      size: data.size,
      data,
      postings,
      ranker: new Ranker(postings),
      categoryNames: new CategoryNames(data.categories.codes.keys()),
      facetCache: new Map(),
      listCache: new IdListCache(LIST_CACHE_SIZE, LIST_CACHE_ENTRY_BUDGET),
      pins: null,
      machines: null,
      positionByKey: null,
    });
  }

  /** Its built data, for CatalogIndex.fromTransfer (caches and query scratch are left out). */
  toTransfer(): CatalogIndexTransfer {
    return toTransferData(this.data, this.products);
  }

  /**
   * The index around data from toTransfer() (e.g. structured-cloned from a worker) and the same
   * products in the same order, without recomputing anything. Takes ownership of `data`.
   */
  static fromTransfer(data: CatalogIndexTransfer, products: readonly Product[]): CatalogIndex {
    const index = Object.create(CatalogIndex.prototype) as CatalogIndex;
    index.init(products, fromTransferData(data, products));
    return index;
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
    const masks = this.postings.filterMasks({ ...q, conditions: withCondition(q.conditions, parsed.condition) });
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
    const { words, typed } = distinctWords(parsed);
    const exact = this.exactMatches(words, masks);
    // Sizes and codes typed with spaces ('18.4 38') read, and are checked, as one word.
    const picked = q.exactOnly ? words.map((word, k) => ({ word, typed: typed[k] })) : joinedSizes(this.postings, words, typed);
    const read = picked.map((w) => w.word);
    const plan = q.exactOnly ? words.map((word, k) => exactClause(word, typed[k])) : readingsPlan(this.postings, picked);
    const ranked = this.ranker.rank(plan, masks, exact, q.exactOnly === true, read);
    // The staff's pins for these words come first; they add products, never take any away. The
    // exact words asked for by name are the spec's answer as it is: no pin there.
    const pinned = q.exactOnly ? [] : this.pinnedPositions(words, masks);
    const fit = q.exactOnly ? null : this.machineAnswer(words, typed, masks, ranked.order, exact);
    const fits = fit?.order ?? [];
    if (ranked.order.length === 0 && pinned.length === 0 && fits.length === 0)
      return { items: [], total: 0, interpretation, ...(fit && { machine: fit.machine }) };

    // The exact words asked for by name (the 'exacto=1' link) are the spec's answer as it is.
    if (q.exactOnly || (ranked.order.length === 0 && fits.length === 0))
      interpretation.step = 'exact'; // only pins: the staff said these answer the words
    else Object.assign(interpretation, fit?.interpretation ?? this.ranker.interpret(ranked, plan, read, exact));
    // Pins first, then the parts that fit the machine named, then the rest of the words' answer.
    const ordered = firstThen([...pinned, ...fits], ranked.order);
    if (sort === 'price_desc' || sort === 'price_asc' || sort === 'sheet') {
      const member = new Uint8Array(this.size);
      for (const i of ordered) member[i] = 1;
      const order = sort === 'price_desc' ? this.data.priceDesc : sort === 'price_asc' ? this.data.priceAsc : null;
      ordered.length = 0;
      for (let k = 0; k < this.size; k++) {
        const i = order === null ? k : order[k];
        if (member[i] === 1) ordered.push(i);
      }
    }
    const page: CatalogSearchPage = { items: ordered.slice(offset, offset + limit).map((i) => this.products[i]), total: ordered.length, interpretation };
    if (fit !== null) page.machine = fit.machine;
    return page;
  }

  /** The parts of a machine the words name, ranked by the other words (machine-fit.ts); null without one. */
  private machineAnswer(words: string[], typed: string[], masks: FilterMasks, wordsOrder: readonly number[], wordsExact: Uint32Array): MachineAnswer | null {
    if (this.machines === null) return null;
    const parts = { postings: this.postings, ranker: this.ranker, size: this.size, exactMatches: (w: string[], m: FilterMasks) => this.exactMatches(w, m) };
    return machineAnswer(parts, this.machines(), { words, typed, masks, wordsOrder, wordsExact });
  }

  /**
   * Reads machines in the words from this source from now on (the store gives each snapshot its
   * own, built on the first search that needs it); null: words are only words.
   */
  useMachines(source: (() => MachineSource) | null): void {
    this.machines = source;
  }

  /** Work counted by the lookups since the index was built (see Postings.work); for tests. */
  work(): { scans: number; docs: number } {
    return { ...this.postings.work };
  }

  /** Reads the staff's pins from this board from now on (the store gives every new index the same board). */
  usePins(board: PinBoard | null): void {
    this.pins = board;
  }

  /** Positions of the products pinned to the words that are still in the catalogue and pass the filters. */
  private pinnedPositions(words: readonly string[], masks: FilterMasks): number[] {
    if (this.pins === null || this.pins.size === 0) return [];
    const ids = this.pins.pinnedFor(words);
    if (ids.length === 0) return [];
    const out: number[] = [];
    for (const id of ids) {
      const i = this.positionOf(id);
      if (i !== undefined && this.postings.passes(i, masks)) out.push(i);
    }
    return out;
  }

  /** A product's position by its id key; the map is built on the first pin read. */
  private positionOf(key: string): number | undefined {
    let positions = this.positionByKey;
    if (positions === null) {
      positions = new Map();
      for (let i = this.size - 1; i >= 0; i--) positions.set(idKeyOf(this.products[i]), i); // first in stored order wins, as byId
      this.positionByKey = positions;
    }
    return positions.get(key);
  }

  /** Suggestions while typing: the search's best products and the categories named by the text. */
  suggest(term: string, limit = 6, group?: string): CatalogSuggestions {
    const page = this.search({ term, group, offset: 0, limit });
    const suggestions: CatalogSuggestions = { products: page.items, categories: this.categoryNames.matching(parseQuery(term).words, group) };
    if (page.machine) suggestions.machine = page.machine;
    return suggestions;
  }

  /** The spec's exact rule within the filters: positions (stored order) of products with every word. */
  private exactMatches(words: string[], masks: FilterMasks): Uint32Array {
    const lists: Uint32Array[] = [];
    for (const word of words) {
      const docs = this.postings.wordDocuments(word);
      if (docs.length === 0) return new Uint32Array(0);
      lists.push(docs);
    }
    this.postings.reserveStamps(lists.length + 1);
    const mark = this.postings.intersect(lists); // sorts lists, shortest first
    const out: number[] = [];
    for (const doc of lists[0]) if (this.postings.stamp[doc] === mark && this.postings.passes(doc, masks)) out.push(doc);
    return Uint32Array.from(out).sort();
  }

  byId(key: string): Product | undefined {
    return this.data.byKey.get(key);
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
    const masks = this.postings.filterMasks(q);
    if (masks === null) return empty;
    const { categoryMask, brandMask, conditionMask } = masks;

    this.postings.reserveStamps(3 * words.length + 2);
    let termStamp = 0; // 0 = no term: every product matches
    if (words.length > 0) {
      const lists: Uint32Array[] = [];
      for (const word of words) {
        const docs = this.postings.wordDocuments(word);
        if (docs.length === 0) return empty;
        lists.push(docs);
      }
      termStamp = this.postings.intersect(lists);
    }

    const order = q.sort === 'price_desc' ? this.data.priceDesc : q.sort === 'price_asc' ? this.data.priceAsc : null;
    const { categoryCode, brandCode, conditionCode } = this.data;
    const { stamp } = this.postings;
    const { size } = this;

    // Pass 1, in stored order over typed arrays only: mark and count every match.
    const match = this.postings.nextStamp();
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
}

export function buildCatalogIndex(products: readonly Product[], options: CatalogIndexOptions = {}): CatalogIndex {
  return new CatalogIndex(products, options);
}
