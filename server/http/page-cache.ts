// The in-process cache of rendered anonymous pages: a byte- and count-bounded
// LRU of finished responses, each kept compressed (brotli and gzip) so a hit does no work but a copy.
// A new entry holds one cheap coding until its first hit has it recompressed (page-handler.ts).
//
// Bounds (defaults, see PAGE_CACHE_DEFAULTS): 32 MB of stored bodies and headers, 5,000 entries,
// 2 MB for one entry (bigger pages are served but not kept), 5 minutes per entry. Keys carry the
// build and the catalogue version, so a new catalogue or a deploy makes old entries unreachable;
// they then age out of the LRU (or the TTL) without a sweep.
import type { SearchInterpretation } from '#domain/search-plan';

export interface CachedPage {
  key: string;
  status: number;
  /** Headers sent with every copy (Content-Type, Cache-Control, CSP, ETag, Vary…), lower-case names. */
  headers: [string, string][];
  /** The strong entity tag of the uncompressed body, without quotes or coding suffix. */
  etag: string;
  /** Uncompressed body: kept only when it is too small to be worth compressing. */
  identity: Buffer | null;
  gzip: Buffer | null;
  br: Buffer | null;
  /** Length of the uncompressed body. */
  size: number;
  /**
   * Every header of the first answer that is the same for each copy (the security headers set by
   * the middleware included, Vary last), as one flat list of names and values (the form
   * res.writeHead() takes), for the raw fast path that answers hits before Express runs.
   */
  head?: string[];
  /**
   * The fast path's answers, made from `head` at their first use (page-handler.ts): per coding,
   * and per entity tag for a 304. Dropped when the bodies change.
   */
  sent?: Map<string, SentAnswer>;
  /** True once the entry holds its final copies (recompressed, or too small to compress). */
  final?: boolean;
  /** Searches the loaders recorded while rendering it, replayed on each hit. */
  searches: SearchInterpretation[];
  expiresAt: number;
  /** What the entry counts against the byte bound. */
  bytes: number;
}

/** A stored copy as the fast path sends it: every header in one list, and its body (none for a 304). */
export interface SentAnswer {
  status: number;
  /**
   * Names and values, flat, ending with 'x-request-id' and a slot its sender fills with the
   * request's id just before res.writeHead() reads the list (synchronously, so requests may share it).
   */
  headers: string[];
  body: Buffer | null;
}

export interface PageCacheOptions {
  maxBytes: number;
  maxEntries: number;
  /** An entry larger than this is not kept. */
  maxEntryBytes: number;
  ttlMs: number;
  now?: () => number;
}

export const PAGE_CACHE_DEFAULTS: PageCacheOptions = {
  maxBytes: 32 * 1024 * 1024,
  maxEntries: 5_000,
  maxEntryBytes: 2 * 1024 * 1024,
  ttlMs: 5 * 60 * 1000,
};

/** Fixed cost of an entry besides its bodies (Map slot, objects, strings). */
const ENTRY_OVERHEAD = 512;
/** The stored header list and up to three lists the fast path sends (sharing its strings): a pointer a slot each. */
const HEAD_SLOT_BYTES = 4 * 8;

function entryBytes(entry: Omit<CachedPage, 'bytes'>): number {
  let bytes = ENTRY_OVERHEAD + entry.key.length * 2 + (entry.identity?.length ?? 0) + (entry.gzip?.length ?? 0) + (entry.br?.length ?? 0);
  for (const [name, value] of entry.headers) bytes += (name.length + value.length) * 2;
  for (const text of entry.head ?? []) bytes += text.length * 2 + HEAD_SLOT_BYTES;
  bytes += JSON.stringify(entry.searches).length * 2;
  return bytes;
}

export interface PageCacheStats {
  entries: number;
  bytes: number;
  hits: number;
  misses: number;
  evictions: number;
}

export class PageCache {
  private readonly entries = new Map<string, CachedPage>();
  private bytes = 0;
  private hits = 0;
  private misses = 0;
  private evictions = 0;
  readonly options: PageCacheOptions;
  private readonly now: () => number;

  constructor(options: Partial<PageCacheOptions> = {}) {
    this.options = { ...PAGE_CACHE_DEFAULTS, ...options };
    this.now = options.now ?? Date.now;
  }

  /** The fresh entry for the key (now the most recently used), or undefined. */
  get(key: string): CachedPage | undefined {
    const entry = this.entries.get(key);
    if (!entry) {
      this.misses++;
      return undefined;
    }
    this.entries.delete(key);
    if (entry.expiresAt <= this.now()) {
      this.bytes -= entry.bytes;
      this.misses++;
      return undefined;
    }
    this.entries.set(key, entry);
    this.hits++;
    return entry;
  }

  /** Counts a hit on an entry found by peek() and makes it the most recently used. */
  touch(entry: CachedPage): void {
    if (this.entries.get(entry.key) !== entry) return;
    this.entries.delete(entry.key);
    this.entries.set(entry.key, entry);
    this.hits++;
  }

  /** The fresh entry for the key without counting or reordering (get() or touch() does both when it is used). */
  peek(key: string): CachedPage | undefined {
    const entry = this.entries.get(key);
    return entry && entry.expiresAt > this.now() ? entry : undefined;
  }

  /** Stores an entry (replacing one with the same key); false when it is too big to keep. */
  set(entry: Omit<CachedPage, 'bytes' | 'expiresAt'>): boolean {
    const stored: CachedPage = { ...entry, expiresAt: this.now() + this.options.ttlMs, bytes: 0 };
    stored.bytes = entryBytes(stored);
    this.delete(entry.key);
    if (stored.bytes > this.options.maxEntryBytes || stored.bytes > this.options.maxBytes) return false;
    this.entries.set(stored.key, stored);
    this.bytes += stored.bytes;
    this.evictOverBounds();
    return true;
  }

  /**
   * Swaps in the recompressed copies of an entry that is still stored (same object): it keeps its
   * place and its expiry; the byte bound is enforced again. False when the entry is gone.
   */
  replaceBodies(entry: CachedPage, bodies: { br: Buffer | null; gzip: Buffer | null }): boolean {
    if (this.entries.get(entry.key) !== entry) return false;
    this.bytes -= entry.bytes;
    entry.br = bodies.br;
    entry.gzip = bodies.gzip;
    entry.sent = undefined;
    entry.final = true;
    entry.bytes = entryBytes(entry);
    this.bytes += entry.bytes;
    if (entry.bytes > this.options.maxEntryBytes) {
      this.delete(entry.key);
      return false;
    }
    this.evictOverBounds();
    return true;
  }

  private evictOverBounds(): void {
    // Least recently used first: Map keeps insertion order and get() re-inserts.
    for (const [key, old] of this.entries) {
      if (this.bytes <= this.options.maxBytes && this.entries.size <= this.options.maxEntries) break;
      this.entries.delete(key);
      this.bytes -= old.bytes;
      this.evictions++;
    }
  }

  delete(key: string): void {
    const old = this.entries.get(key);
    if (!old) return;
    this.entries.delete(key);
    this.bytes -= old.bytes;
  }

  clear(): void {
    this.entries.clear();
    this.bytes = 0;
  }

  has(key: string): boolean {
    return this.entries.has(key);
  }

  stats(): PageCacheStats {
    return { entries: this.entries.size, bytes: this.bytes, hits: this.hits, misses: this.misses, evictions: this.evictions };
  }
}
