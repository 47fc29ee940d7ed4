// The staff pins as the search reads them: phrase key -> product id keys, in memory. The pins'
// service (server/search-pins/) fills it from the database at start, after every change and on a
// short interval; the search reads it without touching the database.
import { MAX_PINS_PER_KEY, pinKeysFor } from '#domain/search-pins';
import { idKey } from '#domain/slug';

export interface PinEntry {
  /** pinKey() of the phrase. */
  key: string;
  /** The product's id as the sheet has it. */
  productId: string;
}

export class PinBoard {
  private byKey = new Map<string, string[]>();
  private signature = '';
  /** Changes when the pins do (not on a reload that finds the same), for the page cache's key. */
  version = 0;

  /** Every pin at once, oldest first: the first pinned to a phrase comes first. */
  replace(entries: readonly PinEntry[]): void {
    const next = new Map<string, string[]>();
    for (const { key, productId } of entries) {
      if (key === '') continue;
      const list = next.get(key) ?? [];
      const id = idKey(productId);
      if (list.length < MAX_PINS_PER_KEY && !list.includes(id)) list.push(id);
      next.set(key, list);
    }
    const signature = JSON.stringify([...next]);
    if (signature === this.signature) return;
    this.byKey = next;
    this.signature = signature;
    this.version++;
  }

  get size(): number {
    return this.byKey.size;
  }

  /** The id keys pinned to a query's words (its plural and singular forms too), first pinned first. */
  pinnedFor(words: readonly string[]): string[] {
    if (this.byKey.size === 0) return [];
    const out: string[] = [];
    for (const key of pinKeysFor(words)) for (const id of this.byKey.get(key) ?? []) if (!out.includes(id)) out.push(id);
    return out;
  }
}
