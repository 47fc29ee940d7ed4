// How the owner's summary is kept from being steered: one address reloading a product page 2,000
// times, or posting 3,000 'added to the cart' beacons, counts once an hour per product. Kept in
// memory only (the address never reaches the database or the log) and bounded: past `maxKeys` the
// oldest are forgotten, so a flood of addresses costs memory once and may count once more.

/** An IPv6 client holds a whole /64: its addresses count as one. */
export function visitorKey(address: string | undefined): string {
  if (!address) return 'desconocido';
  const plain = address.startsWith('::ffff:') ? address.slice(7) : address;
  if (!plain.includes(':')) return plain;
  const [head] = plain.split('::');
  const groups = head!.split(':').filter(Boolean);
  return `${groups.slice(0, 4).join(':')}::/64`;
}

export class OncePerWindow {
  /** Key → when it was first counted in its window; oldest first (a key counted again moves last). */
  private readonly seen = new Map<string, number>();

  constructor(
    private readonly windowMs = 60 * 60_000,
    private readonly maxKeys = 100_000,
  ) {}

  /** True the first time a key is seen in its window (count it), false after. */
  first(key: string, now = Date.now()): boolean {
    const at = this.seen.get(key);
    if (at !== undefined && now - at < this.windowMs) return false;
    this.seen.delete(key);
    this.seen.set(key, now);
    for (const [old, t] of this.seen) {
      if (this.seen.size <= this.maxKeys && now - t < this.windowMs) break;
      this.seen.delete(old);
    }
    return true;
  }

  get size(): number {
    return this.seen.size;
  }
}

/** At most `max` counts per key per window (a product's beacons from every address together). */
export class CapPerWindow {
  private readonly counts = new Map<string, { since: number; n: number }>();

  constructor(
    private readonly max: number,
    private readonly windowMs = 60 * 60_000,
    private readonly maxKeys = 100_000,
  ) {}

  take(key: string, now = Date.now()): boolean {
    let entry = this.counts.get(key);
    if (!entry || now - entry.since >= this.windowMs) {
      this.counts.delete(key);
      if (this.counts.size >= this.maxKeys) this.counts.delete(this.counts.keys().next().value!);
      this.counts.set(key, (entry = { since: now, n: 0 }));
    }
    if (entry.n >= this.max) return false;
    entry.n++;
    return true;
  }
}
