// Typo correction against the catalogue's own words, SymSpell style: every vocabulary
// word is stored under the strings made by deleting up to two of its letters, so a query word is
// corrected by looking up its own deletions, never by scanning the vocabulary or the products.
import { allowedTypos, deletions, editDistance } from '#domain/search-plan';

/** Longest word the index corrects; longer words are codes or noise. */
const MAX_WORD_LENGTH = 24;
const MIN_WORD_LENGTH = 3;

export interface TypoIndexTransfer {
  keys: Map<string, number | number[]>;
  words: string[];
  frequency: number[];
}

export class TypoIndex {
  /** deletion -> ids of the words it comes from (a number when only one, to save memory). */
  private readonly keys = new Map<string, number | number[]>();
  private readonly words: string[] = [];
  private readonly frequency: number[] = [];

  /** `words`: each vocabulary word with how many products contain it. */
  constructor(words: Iterable<[string, number]>) {
    for (const [word, count] of words) {
      if (word.length < MIN_WORD_LENGTH || word.length > MAX_WORD_LENGTH) continue;
      const id = this.words.length;
      this.words.push(word);
      this.frequency.push(count);
      // A query word of 8+ letters may carry two typos, and can only be two edits away from a
      // word of 6+ letters: shorter words need one level of deletions.
      for (const key of deletions(word, word.length >= 6 ? 2 : 1)) {
        const ids = this.keys.get(key);
        if (ids === undefined) this.keys.set(key, id);
        else if (typeof ids === 'number') this.keys.set(key, [ids, id]);
        else ids.push(id);
      }
    }
  }

  /** Its data as structured-clonable values (see CatalogIndex.toTransfer). */
  toTransfer(): TypoIndexTransfer {
    return { keys: this.keys, words: this.words, frequency: this.frequency };
  }

  /** The index around data from toTransfer(), without recomputing it; takes ownership of `data`. */
  static fromTransfer(data: TypoIndexTransfer): TypoIndex {
    const index = new TypoIndex([]);
    const self = index as unknown as { keys: TypoIndexTransfer['keys']; words: string[]; frequency: number[] };
    self.keys = data.keys;
    self.words = data.words;
    self.frequency = data.frequency;
    return index;
  }

  get size(): number {
    return this.words.length;
  }

  /**
   * The closest vocabulary word within the typos allowed for this word's length: fewest edits
   * first, then the word more products use. Null when none is close enough (or the word is known).
   */
  correct(word: string): string | null {
    const max = allowedTypos(word);
    if (max === 0 || word.length > MAX_WORD_LENGTH) return null;
    let best: string | null = null;
    let bestDistance = max + 1;
    let bestFrequency = -1;
    const checked = new Set<number>();
    for (const key of deletions(word, max)) {
      const ids = this.keys.get(key);
      if (ids === undefined) continue;
      for (const id of typeof ids === 'number' ? [ids] : ids) {
        if (checked.has(id)) continue;
        checked.add(id);
        const candidate = this.words[id];
        const distance = editDistance(word, candidate, max);
        if (distance === 0) return null; // the word is known: nothing to correct
        if (distance < bestDistance || (distance === bestDistance && this.frequency[id] > bestFrequency)) {
          best = candidate;
          bestDistance = distance;
          bestFrequency = this.frequency[id];
        }
      }
    }
    return bestDistance <= max ? best : null;
  }
}
