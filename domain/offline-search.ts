// The search a phone runs on its saved catalogue when there is no signal. It keeps the spec's rule
// (docs/product.md §5: the term trimmed, accents ignored, every word in the name, description, code,
// brand or 'Aplica para') and reads the words as the shop's search does (offline-readings.ts: part
// codes, plurals, the owner's synonyms, a typo against the catalogue's own words), ranked as the
// shop ranks (offline-rank.ts). Sizes typed with spaces read whole and a
// synonym answer is exact, as on the shop (decision 0046), and a machine named in the words puts
// the parts that fit it first (machines/offline-fit.ts). What it leaves out: synonym phrases of
// several typed words.
import { inGroup } from './categories';
import type { MachineSource } from './machines/machine-source';
import { offlineMachineAnswer, type OfflineMachineAnswer } from './machines/offline-fit';
import { normalizeText } from './search';
import { compactCode, distinctWords, parseQuery, type SearchInterpretation } from './search-plan';
import type { OfflineProduct } from './offline-catalog';
import { gramsOf, joinedSizes, letterBits, readingsPlan, type Clause, type Vocabulary } from './offline-readings';
import { namedBySynonym, rankPlan, type RankFields } from './offline-rank';
import type { Condition, SearchSort } from './types';

export interface OfflineIndex {
  products: readonly OfflineProduct[];
  fields: readonly RankFields[];
  /** Every field joined, for the page's 'exact' notice. */
  haystacks: readonly string[];
  /**
   * Every distinct word of the products' text, with the products that have it. A typed word (no
   * spaces) is a substring of a product's text exactly when it is inside one of its words, so
   * scanning the distinct words (tens of thousands) replaces scanning every product's text.
   */
  vocabulary: Vocabulary;
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

/** Each normalised term of the owner's synonym groups, with the other terms of its groups as words. */
export function synonymMap(groups: readonly (readonly string[])[]): Map<string, string[][]> {
  const map = new Map<string, string[][]>();
  for (const group of groups) {
    const terms = [...new Set(group.map((t) => normalizeText(t)).filter((t) => t !== ''))];
    for (const term of terms) {
      const others = terms.filter((t) => t !== term).map((t) => t.split(' '));
      map.set(term, [...(map.get(term) ?? []), ...others]);
    }
  }
  return map;
}

export function buildOfflineIndex(products: readonly OfflineProduct[], synonyms: readonly (readonly string[])[] = []): OfflineIndex {
  const fields: RankFields[] = [];
  const haystacks: string[] = [];
  for (const p of products) {
    const name = normalizeText(p.name);
    const label = `${normalizeText(p.brand)} ${normalizeText(p.appliesTo)}`;
    fields.push({ name, label, compact: compactCode(p.code) });
    haystacks.push(`${name} ${normalizeText(p.description)} ${normalizeText(p.code)} ${label}`);
  }
  const text = postings((i) => haystacks[i].split(' '), fields.length);
  const codes = postings((i) => [fields[i].compact], fields.length);
  const grams = postings((k) => gramsOf(text.words[k]), text.words.length);
  return {
    products,
    fields,
    haystacks,
    vocabulary: {
      words: text.words,
      wordDocs: text.docs,
      grams: new Map(grams.words.map((gram, k) => [gram, grams.docs[k]])),
      letters: Uint32Array.from(text.words, letterBits),
      codes: codes.words,
      codeDocs: codes.docs,
      synonyms: synonymMap(synonyms),
    },
  };
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
  /** The saved catalogue's machines (machines/offline-fit.ts savedMachineSource); none: words only. */
  machines?: MachineSource;
}

export interface OfflineAnswer {
  items: OfflineProduct[];
  interpretation: SearchInterpretation;
  /** The machine the words name, when the catalogue has it. */
  machine?: OfflineMachineAnswer['machine'];
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

type Notice = Pick<SearchInterpretation, 'step' | 'approximate'>;

/**
 * What the page says about an answer led by `first`: exact when it has every read word as typed
 * (not through another reading), or when the owner's synonyms name it in so many words.
 */
function noticeOf(index: OfflineIndex, first: number, plan: readonly Clause[], read: readonly string[], any: boolean): Notice {
  if (any) return { step: 'any', approximate: true };
  if (read.every((w) => index.haystacks[first].includes(w))) return { step: 'exact', approximate: false };
  if (namedBySynonym(index.fields[first], plan, read)) return { step: 'synonyms', approximate: false };
  return { step: 'plural', approximate: true };
}

/**
 * The products that answer `query`, best first (or by price when asked): the parts of a machine the
 * words name first, then every word through its readings; failing that, products with some of the
 * words, more words first.
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
  if (parsed.words.length === 0) return { items: [], interpretation };
  const allowed = new Uint8Array(index.products.length);
  for (let i = 0; i < index.products.length; i++) if (allowedProduct(index.products[i])) allowed[i] = 1;
  const exactOnly = query.exactOnly === true;
  // Sizes and codes typed with spaces ('18.4 38') read, and are checked, as one word.
  const picked = exactOnly ? parsed.words.map((word) => ({ word })) : joinedSizes(index.vocabulary, parsed.words, index.products.length);
  const read = picked.map((w) => w.word);
  const plan = readingsPlan(index.vocabulary, picked, index.products.length, exactOnly);
  const ranked = rankPlan(index.fields, plan, allowed, read);
  // The exact words asked for by name read no machine, as on the shop.
  const fit =
    exactOnly || !query.machines ? null : offlineMachineAnswer(index, query.machines, { ...distinctWords(parsed), allowed, wordsOrder: ranked.order });
  const machine = fit ? { machine: fit.machine } : {};
  const fits = fit?.order ?? [];
  if ((ranked.order.length === 0 && fits.length === 0) || (exactOnly && ranked.any)) return { items: [], interpretation, ...machine };
  const placed = new Set(fits);
  const merged = fits.length === 0 ? ranked.order : [...fits, ...ranked.order.filter((i) => !placed.has(i))];
  const sort = query.sort ?? 'relevance';
  const ordered =
    sort === 'relevance' ? merged : [...merged].sort((a, b) => (sort === 'price_asc' ? 1 : -1) * (priceKey(index.products[a]) - priceKey(index.products[b])));
  // The machine's words count as read: its group's notice is the rest of the words'.
  const notice =
    fits.length > 0 && fit
      ? fit.plan.length === 0
        ? { step: 'exact' as const, approximate: false }
        : noticeOf(index, fits[0], fit.plan, fit.read, false)
      : noticeOf(index, ordered[0], plan, read, ranked.any);
  return { items: ordered.map((i) => index.products[i]), interpretation: { ...interpretation, ...notice }, ...machine };
}

/** A list without words: the products allowed, in the stored order or by price. */
export function offlineList(index: Pick<OfflineIndex, 'products'>, query: Omit<OfflineQuery, 'term'>): OfflineProduct[] {
  const list = index.products.filter(filterOf(query));
  if (query.sort === 'price_asc' || query.sort === 'price_desc') {
    const direction = query.sort === 'price_asc' ? 1 : -1;
    list.sort((a, b) => direction * (priceKey(a) - priceKey(b)));
  }
  return list;
}
