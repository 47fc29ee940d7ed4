// Bounded caches of product positions: the per-word documents of the term search and the lists
// without a term (a catalogue page, its filters and sort).

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

/** A selection as a cache key part: order and repeats do not change what it selects. */
export const listKey = (values: readonly string[] | undefined) => (values ? [...new Set(values)].sort() : null);
