// Looking documents up in the built index: a word's documents (a substring of the search text), a
// code's documents (in the text with its spaces removed), intersections, and the page's filters as
// code masks. Word and code lookups are cached per index; the stamps are query scratch.
import { groupCategories } from '#domain/categories';
import { ALL_BRANDS, ALL_CATEGORIES, ALL_CONDITIONS } from '#domain/filters';
import type { CatalogQuery } from './index-types';
import type { IndexData } from './index-data';
import { IdListCache } from './id-list-cache';

const WORD_CACHE_SIZE = 2000;
const CACHE_ENTRY_BUDGET = 4_000_000; // document ids kept for cached words: at most ~16 MB

/** A word searched as the spec does (a substring of the search text) or a code compared compactly. */
export interface Term {
  kind: 'word' | 'code';
  text: string;
}

export interface FilterMasks {
  categoryMask: Uint8Array | null;
  brandMask: Uint8Array | null;
  conditionMask: Uint8Array | null;
  /** By position, 1 for the products kept (a machine's fit); absent: every product. */
  only?: Uint8Array;
}

function andMasks(a: Uint8Array | null, b: Uint8Array | null): Uint8Array | null {
  if (!a) return b;
  if (!b) return a;
  const out = new Uint8Array(a.length);
  for (let i = 0; i < a.length; i++) out[i] = a[i] & b[i];
  return out;
}

const isEmptyMask = (m: Uint8Array | null) => m !== null && !m.includes(1);

export class Postings {
  // Query scratch: JS is single-threaded and every lookup synchronous, so one buffer serves all.
  readonly stamp: Uint32Array;
  private stampCounter = 0;
  private readonly wordCache = new IdListCache(WORD_CACHE_SIZE, CACHE_ENTRY_BUDGET);
  /**
   * Work done, in units that do not depend on the machine: scans of the vocabulary or the compact
   * text (a lookup not in the cache), and documents gathered by those lookups and walked by the
   * ranking. For tests that bound the work of a query, where a wall-time assertion would be flaky.
   */
  readonly work = { scans: 0, docs: 0 };

  constructor(readonly data: IndexData) {
    this.stamp = new Uint32Array(data.size);
  }

  /** The filters as code masks (null mask: no filter); null when no product can pass. */
  filterMasks(q: Pick<CatalogQuery, 'group' | 'categories' | 'brands' | 'conditions'>): FilterMasks | null {
    const { categories, brands, conditions } = this.data;
    let categoryMask = categories.mask(q.categories, ALL_CATEGORIES);
    if (q.group !== undefined) categoryMask = andMasks(categoryMask, categories.mask(groupCategories(q.group), '\u0000'));
    const brandMask = brands.mask(q.brands, ALL_BRANDS);
    const conditionMask = conditions.mask(q.conditions, ALL_CONDITIONS);
    if (isEmptyMask(categoryMask) || isEmptyMask(brandMask) || isEmptyMask(conditionMask)) return null;
    return { categoryMask, brandMask, conditionMask };
  }

  passes(i: number, masks: FilterMasks): boolean {
    const { categoryCode, brandCode, conditionCode } = this.data;
    return (
      (masks.categoryMask === null || masks.categoryMask[categoryCode[i]] === 1) &&
      (masks.brandMask === null || masks.brandMask[brandCode[i]] === 1) &&
      (masks.conditionMask === null || masks.conditionMask[conditionCode[i]] === 1) &&
      (masks.only === undefined || masks.only[i] === 1)
    );
  }

  /** Documents whose search text contains the word (verified, no repeats); cached. */
  wordDocuments(word: string): Uint32Array {
    const cached = this.wordCache.get(word);
    if (cached !== undefined) return cached;
    this.work.scans++;
    const { vocabulary, tokenStart, postingStart, postings } = this.data;
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
    this.work.docs += docs.length;
    this.wordCache.set(word, docs);
    return docs;
  }

  /** Documents whose search text, with whitespace removed, contains the code; cached. */
  codeDocuments(code: string): Uint32Array {
    const key = `\u0001${code}`;
    const cached = this.wordCache.get(key);
    if (cached !== undefined) return cached;
    this.work.scans++;
    const { compactAll, compactStart, size } = this.data;
    const found: number[] = [];
    let pos = compactAll.indexOf(code);
    while (pos !== -1) {
      let lo = 0;
      let hi = size - 1;
      while (lo < hi) {
        const mid = (lo + hi + 1) >>> 1;
        if (compactStart[mid] <= pos) lo = mid;
        else hi = mid - 1;
      }
      found.push(lo);
      pos = compactAll.indexOf(code, compactStart[lo + 1]); // one hit per document
    }
    const docs = Uint32Array.from(found);
    this.work.docs += docs.length;
    this.wordCache.set(key, docs);
    return docs;
  }

  /** Documents of a term: a word anywhere in the search text, or a code in it with spaces removed. */
  termDocs(term: Term): Uint32Array {
    return term.kind === 'word' ? this.wordDocuments(term.text) : this.codeDocuments(term.text);
  }

  /** Documents with every term. */
  alternativeDocs(terms: readonly Term[]): Uint32Array {
    if (terms.length === 1) return this.termDocs(terms[0]);
    const lists = terms.map((t) => this.termDocs(t));
    if (lists.some((l) => l.length === 0)) return new Uint32Array(0);
    this.reserveStamps(lists.length + 1);
    const mark = this.intersect(lists);
    return lists[0].filter((doc) => this.stamp[doc] === mark); // intersect() sorted lists[0] to the shortest
  }

  /** A document's search text with its whitespace removed. */
  compactHaystack(doc: number): string {
    const { compactAll, compactStart } = this.data;
    return compactAll.slice(compactStart[doc], compactStart[doc + 1] - 1);
  }

  /** Marks the documents present in every list; returns the stamp they carry. */
  intersect(lists: Uint32Array[]): number {
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

  nextStamp(): number {
    return ++this.stampCounter;
  }

  /** Stamps wrap after ~4e9 uses; reset before a query could cross the wrap, never in the middle. */
  reserveStamps(count: number): void {
    if (this.stampCounter + count >= 0xffffffff) {
      this.stamp.fill(0);
      this.stampCounter = 0;
    }
  }
}
