// The photo engine: knows the current catalogue's photos, prepares their most asked-for copies in
// the background, makes any other copy on demand, and keeps a photo it once had even when its link
// later breaks. Work is bounded everywhere: a few downloads at a time with a pace per host, one
// photo processed at a time (sharp on libuv threads, one libvips thread), and one job per photo
// however many visitors or products ask for it at once.
import { promises as fsp } from 'node:fs';
import { z } from 'zod';
import { chooseFormat, FEED_WIDTH, isPhotoKey, PHOTO_CONTENT_TYPES, PREVIEW_WIDTH, variantFileName, type PhotoFormat, type PhotoVariant } from '#domain/photos';
import { fetchSource, type FetchSourceOptions, type SourceImageType } from './fetch-source';
import { PhotoDecoder, type DecoderOptions } from './decoder';
import { DecoderCrashFile } from './decoder-crashes';
import { PriorityLimiter } from './limiter';
import { clientNetwork, DemandShares } from './shares';
import type { ProcessedPhoto, ProcessOptions, VariantWant } from './process';
import { PHOTO_GONE_MESSAGE, PhotoError, photoFailureMessage, type PhotoFailureReason } from './reasons';
import { PhotoStore, type StoredFile, type StoredPhoto } from './store';
import type { FailureRecord, PhotoCoordination, PhotoMeta } from './coordination';
import { BucketConfigError, folderSharedStore, type SharedPhotoStore } from './shared-store';

/** One photo processed at a time per process: a photo is 100–400 ms of one core, a page render is a few ms. */
const DEFAULT_PHOTO_JOBS = 1;
/** Three downloads at once (two for the background queue, one kept for visitors): hosts answer in about a second. */
const DEFAULT_PHOTO_DOWNLOADS = 3;
/** At most four new downloads a second from one host: the owner's free photo host is not hammered. */
const DEFAULT_HOST_PACE_MS = 250;
/** A link that failed is tried again after 10 minutes, then 20, 40... */
const DEFAULT_RETRY_AFTER_MS = 10 * 60_000;
/** ...up to every 6 hours: a dead link costs four requests a day. */
const DEFAULT_MAX_RETRY_AFTER_MS = 6 * 60 * 60_000;
/** Small prepared files kept in memory: 32 MiB holds the cards of a busy day (~15 KB each). */
const DEFAULT_HOT_CACHE_BYTES = 32 * 1024 * 1024;
const DEFAULT_HOT_FILE_MAX_BYTES = 128 * 1024;
/** The progress line in the log while there is work, once a minute. */
const DEFAULT_PROGRESS_LOG_MS = 60_000;
/** How long stop() waits for running work before giving up on it. */
const DEFAULT_STOP_TIMEOUT_MS = 10_000;

/**
 * Prepared ahead for every photo of the catalogue, from one download and one decode:
 * - the card widths 480 and 640 in AVIF: a card is about 400 px wide on a desktop (480) and the
 *   whole width of a phone, 360 px at about twice its pixels (640), so a list page's first visitors
 *   never wait for a photo to be made (~/lib/photos has the layouts). AVIF is what every current
 *   browser asks for; WebP (older Safari) and the other widths are made on demand from the copy below.
 *   With WebP too, a detailed phone photo's set was about 260 KB on disk (6.5 GB for the sample's
 *   25,000 links); without it, about 180 KB.
 * - the 1200 px JPEG that feeds and JSON-LD name, which is also the shop's own full copy: every
 *   other width, format and the share preview can be made from it without the link (a link that
 *   breaks later loses nothing, and a second width costs no second download).
 */
export const AHEAD_VARIANTS: ReadonlyArray<{ variant: PhotoVariant; format: PhotoFormat }> = [
  { variant: { kind: 'width', width: 480, format: 'accept' }, format: 'avif' },
  { variant: { kind: 'width', width: 640, format: 'accept' }, format: 'avif' },
  { variant: { kind: 'width', width: FEED_WIDTH, format: 'jpeg' }, format: 'jpeg' },
];

const catalogEntrySchema = z.object({
  key: z.string().refine(isPhotoKey, 'not a photo key'),
  source: z.string().min(1).max(4096),
  priority: z.number().finite(),
  products: z.array(z.object({ id: z.string(), name: z.string(), row: z.number().int().optional() })),
});
const catalogSchema = z.array(catalogEntrySchema);

export type PhotoCatalogEntry = z.infer<typeof catalogEntrySchema>;

export interface PhotoServiceOptions {
  /** Where `fotos/` lives (the shop's data folder). */
  dataDir: string;
  /** Folders site-relative sources are read from, e.g. ['build/client', 'public']. */
  publicDirs?: string[];
  /** Host names allowed to resolve to internal addresses (IMAGE_ALLOW_PRIVATE_HOSTS). */
  allowPrivateHosts?: string[];
  /** Extra trusted certificate authorities (tests). */
  ca?: FetchSourceOptions['ca'];
  /** The disk bound for prepared copies. */
  maxBytes?: number;
  jobs?: number;
  downloads?: number;
  hostPaceMs?: number;
  retryAfterMs?: number;
  maxRetryAfterMs?: number;
  hotCacheBytes?: number;
  hotFileMaxBytes?: number;
  progressLogMs?: number;
  stopTimeoutMs?: number;
  /** Prepare the catalogue's photos in the background (off: only on demand). */
  background?: boolean;
  /** Download limits (time-outs, sizes), mostly for tests. */
  fetch?: Pick<FetchSourceOptions, 'maxBytes' | 'timeoutMs' | 'stallWindowMs' | 'stallMinBytes' | 'maxRedirects' | 'resolve'>;
  /** The decoder processes (tests: a memory limit, or the header caps lifted). */
  decoder?: Pick<DecoderOptions, 'entry' | 'prefix' | 'idleMs'> & { process?: ProcessOptions };
  log?: (line: string) => void;
  now?: () => number;
  /** Where copies are shared with the other processes and machines (default: the local folder). */
  shared?: SharedPhotoStore;
  /** Claims and failures shared through PostgreSQL (several processes); absent with the embedded database. */
  coordination?: PhotoCoordination;
  /**
   * The deployment's one preparer (a lease, server/ops/lease.ts): the background queue runs only
   * while `held`. Absent: this process is the only one and always prepares.
   */
  preparer?: (onChange: (held: boolean) => void) => PreparerTurn;
}

interface PreparerTurn {
  readonly held: boolean;
  start(): void;
  stop(): Promise<void>;
}

/** How often the failures recorded by every process are read again (the staff report, the back-off). */
const FAILURE_SYNC_MS = 5_000;
/** How long a process waits for another one making the same photo before trying itself. */
const CLAIM_WAIT_MS = 45_000;

type PhotoGetResult =
  | {
      status: 'ok';
      /** Absolute path of the file to send. */
      file: string;
      contentType: string;
      etag: string;
      /** Its size in bytes. */
      bytes: number;
      /** Its content when small enough to be kept in memory. */
      body?: Buffer;
      /** Whether the format was chosen from Accept (the answer must say `Vary: Accept`). */
      vary: boolean;
    }
  | { status: 'unknown' }
  | { status: 'failed'; reason: PhotoFailureReason }
  /** The copy would have to be made now, and this client or the shop has made enough for now. */
  | { status: 'busy'; retryAfterSeconds: number; byClient: boolean };

/** Whether this client may have a copy made now (a per-address limit); answered when one is missing. */
export type MayMake = () => Promise<{ ok: boolean; retryAfterSeconds: number }> | { ok: boolean; retryAfterSeconds: number };

/**
 * New copies one client (an IPv4 /24, an IPv6 /64: shares.ts) may have waiting or being made: a
 * list page of new cards is 24 at once, a product's photos a few more.
 */
const DEMAND_PER_CLIENT = 32;
/**
 * Copies waiting for visitors beyond which each client is let in only below its share: one photo
 * takes 0.1–0.4 s, so 64 are a queue of about 10–20 s. Without a bound, someone looping over every
 * key and width could queue hours of work ahead of real visitors.
 */
const DEMAND_SHOP_WIDE = 64;
const BUSY_RETRY_SECONDS = 10;

interface PhotoProgress {
  total: number;
  ready: number;
  failed: number;
  pending: number;
  /** 'Fotos: 11.950 listas, 26 con error, 500 pendientes' */
  line: string;
}

interface PhotoFailure {
  key: string;
  source: string;
  reason: PhotoFailureReason;
  message: string;
  since: string;
  lastTry: string;
  /** The link failed but the shop still has its copies and keeps showing them. */
  gone: boolean;
  products: PhotoCatalogEntry['products'];
}

export interface PhotoService {
  setCatalog(entries: PhotoCatalogEntry[]): void;
  /** `address`: the asker's, as rate limits see it; copies to make are shared out per network. */
  get(key: string, variant: PhotoVariant, accept: string | null | undefined, mayMake?: MayMake, address?: string): Promise<PhotoGetResult>;
  progress(): PhotoProgress;
  failures(): PhotoFailure[];
  meta(key: string): { width: number; height: number; color: string } | null;
  start(): Promise<void>;
  stop(): Promise<void>;
}

const DEMAND_PRIORITY = Number.NEGATIVE_INFINITY;

export function createPhotoService(options: PhotoServiceOptions): PhotoService {
  return new Engine(options);
}

class Engine implements PhotoService {
  private readonly opts: Required<
    Omit<PhotoServiceOptions, 'ca' | 'fetch' | 'publicDirs' | 'allowPrivateHosts' | 'maxBytes' | 'decoder' | 'shared' | 'coordination' | 'preparer'>
  > &
    PhotoServiceOptions;
  private readonly shared: SharedPhotoStore;
  private turn: PreparerTurn | undefined;
  private failureTimer: NodeJS.Timeout | undefined;
  /** Photos whose ahead copies the shared bucket has (made by an earlier preparer): not made again. */
  private readonly sharedReady = new Set<string>();
  /** Sizes and colours of photos other processes made (this one may not have served them yet). */
  private readonly sharedMeta = new Map<string, PhotoMeta>();
  private sharedMetaSince: string | null = null;
  private readonly store: PhotoStore;
  private readonly jobs: PriorityLimiter;
  private readonly downloads: PriorityLimiter;
  private readonly shares = new DemandShares(DEMAND_PER_CLIENT, DEMAND_SHOP_WIDE);
  private readonly decoder: PhotoDecoder;
  private readonly crashFile: DecoderCrashFile;
  /** Photos that killed their decoder (this run or an earlier one): never tried again. */
  private readonly killers = new Map<string, number>();
  private catalog = new Map<string, PhotoCatalogEntry>();
  private readonly failed = new Map<string, FailureRecord>();
  private readonly inflight = new Map<string, Promise<void>>();
  private readonly hostNext = new Map<string, number>();
  private readonly hot = new Map<string, Buffer>();
  private hotBytes = 0;
  private backlog: string[] = [];
  private backlogAt = 0;
  private backgroundActive = 0;
  private readonly backgroundLimit: number;
  private running = false;
  private opened: Promise<void> | undefined;
  private abort = new AbortController();
  private progressTimer: NodeJS.Timeout | undefined;
  private retryTimer: NodeJS.Timeout | undefined;
  private lastLogged = '';

  constructor(options: PhotoServiceOptions) {
    this.opts = {
      jobs: DEFAULT_PHOTO_JOBS,
      downloads: DEFAULT_PHOTO_DOWNLOADS,
      hostPaceMs: DEFAULT_HOST_PACE_MS,
      retryAfterMs: DEFAULT_RETRY_AFTER_MS,
      maxRetryAfterMs: DEFAULT_MAX_RETRY_AFTER_MS,
      hotCacheBytes: DEFAULT_HOT_CACHE_BYTES,
      hotFileMaxBytes: DEFAULT_HOT_FILE_MAX_BYTES,
      progressLogMs: DEFAULT_PROGRESS_LOG_MS,
      stopTimeoutMs: DEFAULT_STOP_TIMEOUT_MS,
      background: true,
      log: (line: string) => console.log(`[fotos] ${line}`),
      now: Date.now,
      // An option passed as undefined (an unset environment variable) keeps its default.
      ...(Object.fromEntries(Object.entries(options).filter(([, value]) => value !== undefined)) as PhotoServiceOptions),
    };
    this.store = new PhotoStore({ dataDir: options.dataDir, maxBytes: options.maxBytes, onEvict: (_key, photo) => this.forgetHot(photo) });
    this.shared = options.shared ?? folderSharedStore();
    this.jobs = new PriorityLimiter(this.opts.jobs);
    this.decoder = new PhotoDecoder({ size: this.opts.jobs, ...this.opts.decoder, log: this.opts.log });
    this.crashFile = new DecoderCrashFile(options.dataDir);
    this.downloads = new PriorityLimiter(this.opts.downloads);
    // One download slot stays free for visitors whenever there are two or more.
    this.backgroundLimit = Math.max(1, this.opts.downloads - 1);
  }

  // ---- lifecycle -------------------------------------------------------------------------------

  async start(): Promise<void> {
    await (this.opened ??= this.open());
    if (this.running) return;
    this.running = true;
    this.abort = new AbortController();
    this.progressTimer = setInterval(() => this.logProgress(false), this.opts.progressLogMs);
    this.progressTimer.unref();
    this.startSharing();
    this.rebuildBacklog();
  }

  /** The preparer's turn and the failures of the other processes (several processes only). */
  private startSharing(): void {
    const { coordination, preparer } = this.opts;
    if (preparer) {
      this.turn = preparer((held) => {
        if (held) this.rebuildBacklog();
        else this.backlog = [];
      });
      this.turn.start();
    }
    if (!coordination) return;
    const sync = () => {
      coordination
        .loadMeta(this.sharedMetaSince)
        .then(({ meta, since }) => {
          for (const [key, value] of meta) this.sharedMeta.set(key, value);
          this.sharedMetaSince = since;
        })
        .catch(() => undefined);
      coordination
        .loadFailures()
        .then((all) => {
          this.failed.clear();
          for (const [key, failure] of all) if (this.catalog.has(key)) this.failed.set(key, failure);
          this.markKillers();
        })
        .catch(() => undefined);
    };
    sync();
    this.failureTimer = setInterval(sync, FAILURE_SYNC_MS);
    this.failureTimer.unref();
  }

  /** Whether this process runs the background queue now. */
  private preparing(): boolean {
    return this.running && this.opts.background && (!this.turn || this.turn.held);
  }

  private async open(): Promise<void> {
    // Wrong credentials stop the start (the error names the variable); a bucket out of reach does not.
    if (this.shared.kind === 'bucket') {
      await this.shared.check().catch((error: unknown) => {
        if (error instanceof BucketConfigError) throw error;
        this.opts.log(`el depósito de fotos no responde al iniciar; se sirve lo de este equipo: ${error instanceof Error ? error.message : String(error)}`);
      });
    }
    await this.store.open();
    for (const [key, { at }] of Object.entries(await this.crashFile.load())) this.killers.set(key, at);
    this.markKillers();
  }

  /** A photo that killed its decoder is a failure for good (until its link, and so its key, changes). */
  private markKillers(): void {
    for (const [key, at] of this.killers) {
      if (!this.catalog.has(key) || this.failed.get(key)?.reason === 'decoder_crash') continue;
      this.failed.set(key, { reason: 'decoder_crash', since: at, lastTry: at, tries: 1, nextTry: Number.POSITIVE_INFINITY });
    }
  }

  async stop(): Promise<void> {
    this.running = false;
    clearInterval(this.progressTimer);
    clearTimeout(this.retryTimer);
    clearInterval(this.failureTimer);
    this.backlog = [];
    await this.turn?.stop();
    this.turn = undefined;
    this.abort.abort();
    const pending = [...this.inflight.values()].map((p) => p.catch(() => undefined));
    let timer: NodeJS.Timeout | undefined;
    await Promise.race([Promise.all(pending), new Promise<void>((resolve) => (timer = setTimeout(resolve, this.opts.stopTimeoutMs)))]);
    clearTimeout(timer);
    this.decoder.stop();
  }

  // ---- catalogue and background preparation ----------------------------------------------------

  setCatalog(entries: PhotoCatalogEntry[]): void {
    const parsed = catalogSchema.parse(entries);
    const next = new Map<string, PhotoCatalogEntry>();
    for (const entry of parsed) {
      const known = next.get(entry.key);
      if (!known) next.set(entry.key, { ...entry, products: [...entry.products] });
      else {
        known.priority = Math.min(known.priority, entry.priority);
        known.products.push(...entry.products);
      }
    }
    this.catalog = next;
    for (const key of this.failed.keys()) if (!next.has(key)) this.failed.delete(key);
    this.markKillers();
    if (this.running) this.rebuildBacklog();
  }

  private rebuildBacklog(): void {
    clearTimeout(this.retryTimer);
    if (!this.preparing()) return;
    this.backlog = [...this.catalog.values()]
      .filter((entry) => this.needsAhead(entry.key))
      .sort((a, b) => a.priority - b.priority)
      .map((entry) => entry.key);
    this.backlogAt = 0;
    this.pump();
  }

  private needsAhead(key: string): boolean {
    if (this.sharedReady.has(key)) return false;
    const photo = this.store.photo(key);
    return AHEAD_VARIANTS.some((a) => !photo?.files.has(variantFileName(a.variant, a.format)));
  }

  private pump(): void {
    while (this.preparing() && this.backgroundActive < this.backgroundLimit && this.backlogAt < this.backlog.length) {
      const key = this.backlog[this.backlogAt++];
      const entry = this.catalog.get(key);
      if (!entry || this.inflight.has(key) || !this.needsAhead(key)) continue;
      const failure = this.failed.get(key);
      if (failure && failure.nextTry > this.opts.now()) continue;
      this.backgroundActive++;
      this.ensure(key, [], entry.priority)
        .catch(() => undefined)
        .finally(() => {
          this.backgroundActive--;
          this.pump();
        });
    }
    if (this.running && this.backgroundActive === 0 && this.backlogAt >= this.backlog.length && this.backlog.length > 0) {
      this.backlog = [];
      this.logProgress(true);
      this.scheduleRetry();
    }
  }

  /** Wakes the queue when the first link in back-off may be tried again. */
  private scheduleRetry(): void {
    clearTimeout(this.retryTimer);
    let first = Number.POSITIVE_INFINITY;
    for (const [key, failure] of this.failed) if (this.catalog.has(key) && this.needsAhead(key)) first = Math.min(first, failure.nextTry);
    if (!Number.isFinite(first)) return;
    this.retryTimer = setTimeout(() => this.rebuildBacklog(), Math.max(1000, first - this.opts.now()));
    this.retryTimer.unref();
  }

  // ---- serving ---------------------------------------------------------------------------------

  async get(key: string, variant: PhotoVariant, accept: string | null | undefined, mayMake?: MayMake, address = ''): Promise<PhotoGetResult> {
    const entry = this.catalog.get(key);
    if (!entry) return { status: 'unknown' };
    await (this.opened ??= this.open());
    const vary = variant.kind === 'width' && variant.format === 'accept';
    const format: PhotoFormat = vary ? chooseFormat(accept) : 'jpeg';
    const name = variantFileName(variant, format);
    let file = this.store.use(key, name);
    if (!file) {
      // Making a copy costs a core for a fraction of a second: a share per client, and a rate.
      const client = clientNetwork(address);
      const turn = this.shares.take(client);
      if (!turn.ok) return { status: 'busy', retryAfterSeconds: BUSY_RETRY_SECONDS, byClient: turn.byClient };
      try {
        if (mayMake) {
          const allowed = await mayMake();
          if (!allowed.ok) return { status: 'busy', retryAfterSeconds: allowed.retryAfterSeconds, byClient: true };
        }
        await this.ensure(key, [{ name, variant, format }], DEMAND_PRIORITY, client);
      } catch (error) {
        return { status: 'failed', reason: error instanceof PhotoError ? error.reason : 'broken' };
      } finally {
        turn.release();
      }
      file = this.store.use(key, name);
      if (!file) return { status: 'failed', reason: this.failed.get(key)?.reason ?? 'broken' };
    }
    return {
      status: 'ok',
      file: file.path,
      contentType: PHOTO_CONTENT_TYPES[format],
      etag: file.etag,
      bytes: file.bytes,
      body: await this.hotBody(file),
      vary,
    };
  }

  private async hotBody(file: StoredFile): Promise<Buffer | undefined> {
    if (file.bytes > this.opts.hotFileMaxBytes) return undefined;
    const cached = this.hot.get(file.etag);
    if (cached) {
      this.hot.delete(file.etag);
      this.hot.set(file.etag, cached);
      return cached;
    }
    let body: Buffer;
    try {
      body = await fsp.readFile(file.path);
    } catch {
      return undefined;
    }
    this.hot.set(file.etag, body);
    this.hotBytes += body.length;
    for (const [etag, buffer] of this.hot) {
      if (this.hotBytes <= this.opts.hotCacheBytes) break;
      this.hot.delete(etag);
      this.hotBytes -= buffer.length;
    }
    return body;
  }

  private forgetHot(photo: StoredPhoto): void {
    for (const file of photo.files.values()) {
      const buffer = this.hot.get(file.etag);
      if (buffer) {
        this.hot.delete(file.etag);
        this.hotBytes -= buffer.length;
      }
    }
  }

  meta(key: string): { width: number; height: number; color: string } | null {
    const meta = this.store.photo(key)?.meta ?? this.sharedMeta.get(key);
    return meta ? { width: meta.width, height: meta.height, color: meta.color } : null;
  }

  // ---- making copies ---------------------------------------------------------------------------

  /**
   * Makes the wanted variants of a photo (none: just the ones prepared ahead). One job per photo at
   * a time: a caller that finds one running waits for it and then makes only what is still missing.
   */
  private async ensure(key: string, wanted: VariantWant[], priority: number, lane = ''): Promise<void> {
    for (;;) {
      const running = this.inflight.get(key);
      if (running) {
        await running.catch(() => undefined);
        continue;
      }
      const photo = this.store.photo(key);
      const missing = wanted.filter((w) => !photo?.files.has(w.name));
      if (wanted.length > 0 && missing.length === 0) return;
      if (wanted.length === 0 && !this.needsAhead(key)) return;
      const job = this.makeShared(key, missing, priority, lane);
      this.inflight.set(key, job);
      try {
        return await job;
      } finally {
        this.inflight.delete(key);
      }
    }
  }

  /**
   * Makes the copies once for the whole deployment: taken from the shared store when another
   * process or machine made them; else made here under the photo's claim, while the others wait
   * for it and then take its copies (or its failure) instead of downloading the link again.
   */
  private async makeShared(key: string, missing: VariantWant[], priority: number, lane: string): Promise<void> {
    const names = (missing.length > 0 ? missing : aheadWants()).map((w) => w.name);
    if (await this.fromShared(key, names, missing.length === 0)) return;
    const coordination = this.opts.coordination;
    if (!coordination) return this.makeAndShare(key, missing, priority, lane);
    for (let waited = 0; ; waited++) {
      // The database out of reach: a visitor's copy is made here (a second download beats no
      // photo); work ahead waits, as a preparer cut off may already have been replaced.
      const claimed = await coordination.claim(key).catch(() => null);
      if (claimed === null && missing.length === 0) return;
      if (claimed !== false) {
        try {
          return await this.makeAndShare(key, missing, priority, lane);
        } finally {
          if (claimed) await coordination.release(key).catch(() => undefined);
        }
      }
      await coordination.waitFree(key, CLAIM_WAIT_MS).catch(() => undefined);
      if (await this.fromShared(key, names, missing.length === 0)) return;
      // The other process failed: its failure (and back-off) decides, not a second download.
      const failure = (await coordination.loadFailures().catch(() => undefined))?.get(key);
      if (failure) this.failed.set(key, failure);
      if (waited >= 1) return this.makeAndShare(key, missing, priority, lane);
    }
  }

  /** Whether the shared store has the named copies (ahead: only known, not brought here). */
  private async fromShared(key: string, names: string[], ahead: boolean): Promise<boolean> {
    if (ahead && this.shared.kind === 'bucket') {
      const has = await this.shared.has(key, names);
      if (has) this.sharedReady.add(key);
      return has;
    }
    // A copy to make from: the shop's own 1200 px JPEG, brought with what is asked.
    const feed = variantFileName({ kind: 'width', width: FEED_WIDTH, format: 'jpeg' }, 'jpeg');
    await this.shared.pull(key, [...new Set([...names, feed])], this.store);
    const photo = this.store.photo(key);
    return names.every((name) => photo?.files.has(name));
  }

  /** Makes the copies here and hands the new ones to the shared store; the failures go to the database. */
  private async makeAndShare(key: string, missing: VariantWant[], priority: number, lane: string): Promise<void> {
    const before = new Map([...(this.store.photo(key)?.files.values() ?? [])].map((file) => [file.name, file.etag]));
    const hadFailure = this.failed.has(key);
    await this.makeVariants(key, missing, priority, lane);
    if (hadFailure && !this.failed.has(key)) await this.opts.coordination?.clearFailure(key).catch(() => undefined);
    const photo = this.store.photo(key);
    if (photo && !before.size) {
      const { width, height, color } = photo.meta;
      await this.opts.coordination?.saveMeta(key, { width, height, color }).catch(() => undefined);
    }
    if (this.shared.kind !== 'bucket' || !photo) return;
    const made = [...photo.files.values()].filter((file) => before.get(file.name) !== file.etag);
    if (made.length === 0) return;
    const variants = await Promise.all(made.map(async (file) => ({ name: file.name, data: await fsp.readFile(file.path), ...photo.meta.files[file.name] })));
    const files = Object.fromEntries(made.map((file) => [file.name, photo.meta.files[file.name]]));
    await this.shared.put(key, { ...photo.meta, files }, variants);
  }

  private async makeVariants(key: string, asked: VariantWant[], priority: number, lane: string): Promise<void> {
    const entry = this.catalog.get(key);
    if (!entry) throw new PhotoError('not_found', 'not in the catalogue');
    const stored = this.store.photo(key);
    const copy = stored ? largestCopy(stored) : undefined;
    const ahead = aheadWants().filter((w) => !stored?.files.has(w.name));
    const wanted = asked.length > 0 ? asked : ahead;
    if (wanted.length === 0) return;
    const widest = Math.max(...wanted.map((w) => (w.variant.kind === 'width' ? w.variant.width : PREVIEW_WIDTH)));

    // The shop's own copy is enough when it is as wide as what is asked (or as the photo itself).
    if (stored && copy && (copy.width >= widest || copy.width >= stored.meta.width)) return this.fromCopy(key, stored, copy.file, wanted, priority, lane);
    const failure = this.failed.get(key);
    if (failure && failure.nextTry > this.opts.now()) {
      // The link is in back-off: a smaller copy still beats a 404.
      if (stored && copy) return this.fromCopy(key, stored, copy.file, wanted, priority, lane);
      throw new PhotoError(failure.reason, 'in back-off', failure.status);
    }

    const releaseDownload = await this.downloads.acquire(priority, lane);
    let bytes: Buffer;
    let type: SourceImageType;
    try {
      await this.paceHost(entry.source);
      ({ bytes, type } = await fetchSource(entry.source, {
        ...this.opts.fetch,
        allowPrivateHosts: this.opts.allowPrivateHosts,
        publicDirs: this.opts.publicDirs,
        ca: this.opts.ca,
        signal: this.abort.signal,
      }));
    } catch (error) {
      releaseDownload();
      const photoError = asPhotoError(error);
      // A download cut short by stop() says nothing about the link.
      if (!this.abort.signal.aborted) this.recordFailure(key, photoError);
      if (stored && copy) return this.fromCopy(key, stored, copy.file, wanted, priority, lane);
      throw photoError;
    }
    // The download slot is handed back once the photo's turn to be processed comes: at most
    // `downloads` originals wait in memory.
    const releaseJob = await this.jobs.acquire(priority, lane);
    releaseDownload();
    let processed: ProcessedPhoto;
    try {
      // Whatever is asked, plus what is prepared ahead when it is missing: the decode is shared.
      processed = await this.decoder.process(bytes, mergeWants(wanted, ahead), this.opts.decoder?.process);
    } catch (error) {
      let photoError = asPhotoError(error);
      // sharp's prebuilt libvips reads AVIF but not HEVC-coded HEIF (an iPhone's HEIC).
      if (type === 'heif' && photoError.reason === 'broken') photoError = new PhotoError('unsupported', photoError.message);
      this.recordFailure(key, photoError);
      throw photoError;
    } finally {
      releaseJob();
    }
    this.failed.delete(key);
    const meta = { source: entry.source, width: processed.width, height: processed.height, color: processed.color };
    await this.store.write(key, { ...meta, createdAt: new Date(this.opts.now()).toISOString() }, processed.variants);
  }

  /** Makes variants from the shop's own largest copy: no download, and it works when the link is gone. */
  private async fromCopy(key: string, stored: StoredPhoto, copy: StoredFile, wanted: VariantWant[], priority: number, lane: string): Promise<void> {
    const processed = await this.jobs.run(priority, async () => this.decoder.process(await fsp.readFile(copy.path), wanted, this.opts.decoder?.process), lane);
    const { source, width, height, color, createdAt } = stored.meta;
    await this.store.write(key, { source, width, height, color, createdAt }, processed.variants);
  }

  private async paceHost(source: string): Promise<void> {
    let host: string;
    try {
      host = new URL(source).host;
    } catch {
      return;
    }
    const now = this.opts.now();
    const start = Math.max(now, this.hostNext.get(host) ?? 0);
    this.hostNext.set(host, start + this.opts.hostPaceMs);
    if (start > now) await new Promise((resolve) => setTimeout(resolve, start - now));
  }

  private recordFailure(key: string, error: PhotoError): void {
    const now = this.opts.now();
    const previous = this.failed.get(key);
    const tries = (previous?.tries ?? 0) + 1;
    const wait = Math.min(this.opts.maxRetryAfterMs, this.opts.retryAfterMs * 2 ** (tries - 1));
    const record: FailureRecord = { reason: error.reason, status: error.status, since: previous?.since ?? now, lastTry: now, tries, nextTry: now + wait };
    this.failed.set(key, record);
    if (error.reason === 'decoder_crash') record.nextTry = Number.POSITIVE_INFINITY;
    this.opts.coordination?.saveFailure(key, record).catch(() => undefined);
    if (error.reason !== 'decoder_crash') return;
    // Written before anything else can end this process: a restart must not try it again.
    this.killers.set(key, now);
    const source = this.catalog.get(key)?.source ?? '';
    this.crashFile.add(key, source, now).catch((writeError: unknown) => {
      this.opts.log(`no se pudo guardar la foto que terminó su proceso (${key}): ${writeError instanceof Error ? writeError.message : String(writeError)}`);
    });
  }

  // ---- reporting -------------------------------------------------------------------------------

  progress(): PhotoProgress {
    let ready = 0;
    let failed = 0;
    for (const key of this.catalog.keys()) {
      if (!this.needsAhead(key)) ready++;
      else if (this.failed.has(key)) failed++;
    }
    const total = this.catalog.size;
    const pending = total - ready - failed;
    const trouble = this.shared.trouble();
    const line = progressLine(ready, failed, pending);
    return { total, ready, failed, pending, line: trouble ? `${line}. ${trouble}` : line };
  }

  failures(): PhotoFailure[] {
    const list: PhotoFailure[] = [];
    for (const [key, failure] of this.failed) {
      const entry = this.catalog.get(key);
      if (!entry) continue;
      const gone = (this.store.photo(key)?.files.size ?? 0) > 0;
      list.push({
        key,
        source: entry.source,
        reason: failure.reason,
        message: gone ? PHOTO_GONE_MESSAGE : photoFailureMessage(failure.reason, failure.status),
        since: new Date(failure.since).toISOString(),
        lastTry: new Date(failure.lastTry).toISOString(),
        gone,
        products: entry.products,
      });
    }
    return list.sort((a, b) => Number(a.gone) - Number(b.gone) || a.since.localeCompare(b.since));
  }

  private logProgress(force: boolean): void {
    const { line, pending } = this.progress();
    if (!force && (pending === 0 || line === this.lastLogged)) return;
    this.lastLogged = line;
    this.opts.log(line);
  }
}

const numberFormat = new Intl.NumberFormat('es-AR');

/** 'Fotos: 11.950 listas, 26 con error, 500 pendientes' (es-AR thousands with a dot). */
export function progressLine(ready: number, failed: number, pending: number): string {
  const n = (value: number) => numberFormat.format(value);
  return `Fotos: ${n(ready)} ${ready === 1 ? 'lista' : 'listas'}, ${n(failed)} con error, ${n(pending)} ${pending === 1 ? 'pendiente' : 'pendientes'}`;
}

function aheadWants(): VariantWant[] {
  return AHEAD_VARIANTS.map(({ variant, format }) => ({ name: variantFileName(variant, format), variant, format }));
}

function mergeWants(a: VariantWant[], b: VariantWant[]): VariantWant[] {
  const byName = new Map<string, VariantWant>();
  for (const want of [...a, ...b]) byName.set(want.name, want);
  return [...byName.values()];
}

/** The widest stored variant (the preview is cropped, so it is never the source of another). */
function largestCopy(photo: StoredPhoto): { file: StoredFile; width: number } | undefined {
  let best: { file: StoredFile; width: number } | undefined;
  for (const file of photo.files.values()) {
    if (file.name.startsWith('og.')) continue;
    const width = photo.meta.files[file.name]?.width ?? 0;
    if (!best || width > best.width) best = { file, width };
  }
  return best;
}

function asPhotoError(error: unknown): PhotoError {
  if (error instanceof PhotoError) return error;
  return new PhotoError('broken', error instanceof Error ? error.message : String(error));
}
