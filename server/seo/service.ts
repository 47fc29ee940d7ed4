// The SEO documents of one process: sitemaps, feeds and robots.txt, each built once per
// catalogue version (snapshot) for the shop's one origin, kept with its gzip and brotli copies and a
// strong ETag, so serving one is a copy of bytes. The products' change dates are synced with the
// database after every catalogue swap, in the background.
//
// One origin: PUBLIC_URL. A request for any other Host gets the same documents: when each new Host
// rebuilt the 9 MB feed and the sitemaps, 50 made-up hosts took a cached page's p99 from 30 ms to
// 4.9 s and the process from 343 to 703 MB. Without PUBLIC_URL no origin is remembered (the first
// Host after a start used to be written into every document until the next restart): each request
// gets documents for its own origin, a few origins kept per catalogue, and the production shop
// refuses the sitemaps and feeds altogether (server/seo/http.ts).
//
// A request never waits on a second build: once a document was built, a new catalogue's copy is
// built in the background at the swap and the previous copy is served until it is ready.
import crypto from 'node:crypto';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { Product } from '#domain/types';
import type { Executor } from '../db/client';
import { feedItems, googleFeed, metaCsv } from './feeds';
import { ProductDates } from './product-dates';
import { robotsTxt } from './robots';
import { buildSitemaps, type Sitemaps } from './sitemaps';
import { briefError } from '../brief-error';
import { configuredOrigin } from '../http/public-origin';

const gzip = promisify(zlib.gzip);
const brotli = promisify(zlib.brotliCompress);
const gunzip = promisify(zlib.gunzip);

export interface SeoSnapshot {
  products: readonly Product[];
}

interface SeoStore<S extends SeoSnapshot = SeoSnapshot> {
  current(): S | null;
  onSwap(listener: (snapshot: S) => void): () => void;
}

export interface SeoLogger {
  info(message: string): void;
  error(message: string): void;
}

export interface SeoServiceOptions<S extends SeoSnapshot> {
  store: SeoStore<S>;
  db: () => Promise<Executor>;
  shopName: string;
  logger?: SeoLogger;
  now?: () => Date;
  /** How long a failed date sync is kept before a request may try again. */
  retryMs?: number;
  /** PUBLIC_URL: the origin of every document; unset, each request's own. */
  publicUrl?: string;
  /**
   * Which photo links load (server/photos/visibility.ts): the feeds leave out a product whose photo
   * does not, and are built again when that list changes (its version).
   */
  photos?: { shown(source: string): boolean; version(): number };
  /** More catalogue pages of a snapshot for the sitemap (the machine pages). */
  extraPages?(snapshot: S): readonly string[];
}

export interface EncodedDocument {
  type: string;
  /** Uncompressed bytes, kept only for small documents; larger ones are unzipped for the rare client without gzip. */
  body: Buffer | null;
  /** Uncompressed length. */
  size: number;
  gzip: Buffer;
  br: Buffer;
  /** sha256 of the body (base64url, 27 characters): the same bytes give the same tag in every process. */
  etag: string;
}

const XML_TYPE = 'application/xml; charset=utf-8';
const CSV_TYPE = 'text/csv; charset=utf-8';
const TEXT_TYPE = 'text/plain; charset=utf-8';

/** Larger documents (feeds, big sitemaps) are kept compressed only: a 100,000-product feed is 74 MB plain. */
const KEEP_PLAIN_BYTES = 256 * 1024;

/** The uncompressed text of a stored document. */
export async function documentText(doc: EncodedDocument): Promise<string> {
  return (doc.body ?? (await gunzip(doc.gzip))).toString('utf8');
}

export async function encodeDocument(text: string, type: string): Promise<EncodedDocument> {
  const body = Buffer.from(text, 'utf8');
  const [gz, br] = await Promise.all([
    gzip(body, { level: 9 }),
    brotli(body, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 6, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length } }),
  ]);
  const etag = crypto.createHash('sha256').update(body).digest('base64url').slice(0, 27);
  return { type, body: body.length <= KEEP_PLAIN_BYTES ? body : null, size: body.length, gzip: gz, br, etag };
}

export type SeoDocumentName = 'sitemap.xml' | `sitemaps/${string}` | 'feeds/google.xml' | 'feeds/meta.csv';

type Dates = Map<string, Date> | null;

/** Without PUBLIC_URL, the origins whose documents are kept per catalogue (the most recent ones). */
export const MAX_KEPT_ORIGINS = 4;

interface PerSnapshot {
  docs: Map<string, Promise<EncodedDocument | null>>;
  /** Documents of `docs` whose build finished (served at once, never waited on). */
  ready: Map<string, EncodedDocument>;
  /** The dates the sitemaps were built with: a later successful sync rebuilds them. */
  sitemaps?: { dates: Promise<Dates>; built: Promise<Sitemaps> };
  /** The photos' version the feeds were built with. */
  feedsPhotoVersion?: number;
}

const consoleLogger: SeoLogger = {
  info: (m) => console.log(`[seo] ${m}`),
  error: (m) => console.error(`[seo] ${m}`),
};

export class SeoService<S extends SeoSnapshot = SeoSnapshot> {
  private readonly dates = new ProductDates();
  private readonly datesBySnapshot = new WeakMap<S, Promise<Dates>>();
  private readonly bySnapshot = new WeakMap<S, PerSnapshot>();
  /** robots.txt by origin (one with PUBLIC_URL, the most recent few without). */
  private readonly robots = new Map<string, Promise<EncodedDocument>>();
  /** PUBLIC_URL's origin: of every document (see the top of this file). */
  private readonly canonical: string | null;
  /** Without PUBLIC_URL, a snapshot's documents per origin, the most recently used last. */
  private readonly byOrigin = new WeakMap<S, Map<string, PerSnapshot>>();
  /** The last finished copy of each document asked for, of any catalogue: served while a newer one builds. */
  private readonly lastReady = new Map<SeoDocumentName, EncodedDocument>();
  /** Syncs run one after the other (a refresh during a sync waits for it). */
  private chain: Promise<unknown> = Promise.resolve();
  private unsubscribe: (() => void) | null = null;
  private readonly log: SeoLogger;

  constructor(private readonly options: SeoServiceOptions<S>) {
    this.log = options.logger ?? consoleLogger;
    this.canonical = configuredOrigin(options.publicUrl) ?? null;
  }

  /** The origin documents are built for: PUBLIC_URL's whatever the request named, else the request's own. */
  originFor(requested: string): string {
    return this.canonical ?? requested.replace(/\/+$/, '');
  }

  /** Syncs the dates of the current catalogue and of every one swapped in later. */
  start(): void {
    if (this.unsubscribe) return;
    this.unsubscribe = this.options.store.onSwap((snapshot) => {
      // Deferred: the swap itself (inside the refresh) must not wait for the hashing.
      setImmediate(() => {
        void this.datesFor(snapshot);
        // Documents someone asked for are built for the new catalogue now, off any request.
        if (this.canonical) for (const name of this.lastReady.keys()) void this.build(snapshot, this.canonical, name).catch(() => undefined);
      });
    });
    const current = this.options.store.current();
    if (current) void this.datesFor(current);
  }

  stop(): Promise<unknown> {
    this.unsubscribe?.();
    this.unsubscribe = null;
    return this.chain;
  }

  /** The products' change dates for a snapshot; null when the database could not be used. */
  datesFor(snapshot: S): Promise<Dates> {
    let pending = this.datesBySnapshot.get(snapshot);
    if (pending) return pending;
    pending = this.chain.then(async () => {
      const started = performance.now();
      try {
        const db = await this.options.db();
        const { dates, written } = await this.dates.sync(db, snapshot.products, this.options.now?.() ?? new Date());
        this.log.info(`fechas de ${snapshot.products.length} productos al día (${written} nuevos o cambiados), ${Math.round(performance.now() - started)} ms`);
        return dates;
      } catch (error) {
        this.log.error(`no se pudieron guardar las fechas de los productos (el sitemap sale sin lastmod): ${briefError(error)}`);
        this.dates.reset();
        // A later request may try again, at most once per retry interval.
        const failed = pending;
        setTimeout(() => {
          if (this.datesBySnapshot.get(snapshot) === failed) this.datesBySnapshot.delete(snapshot);
        }, this.options.retryMs ?? 60_000).unref();
        return null;
      }
    });
    this.chain = pending;
    this.datesBySnapshot.set(snapshot, pending);
    return pending;
  }

  private perSnapshot(snapshot: S, origin: string): PerSnapshot {
    if (this.canonical === null) return this.perOrigin(snapshot, origin);
    let entry = this.bySnapshot.get(snapshot);
    if (!entry) {
      entry = { docs: new Map(), ready: new Map() };
      this.bySnapshot.set(snapshot, entry);
    }
    return entry;
  }

  /** Without PUBLIC_URL: this origin's own documents, never another origin's. */
  private perOrigin(snapshot: S, origin: string): PerSnapshot {
    let origins = this.byOrigin.get(snapshot);
    if (!origins) this.byOrigin.set(snapshot, (origins = new Map()));
    const entry = origins.get(origin) ?? { docs: new Map(), ready: new Map() };
    origins.delete(origin);
    origins.set(origin, entry);
    for (const old of origins.keys()) if (origins.size > MAX_KEPT_ORIGINS) origins.delete(old);
    return entry;
  }

  private sitemaps(snapshot: S, origin: string, entry: PerSnapshot): Promise<Sitemaps> {
    const dates = this.datesFor(snapshot);
    if (entry.sitemaps?.dates !== dates) {
      // Dates that changed since (a failed sync retried): the sitemap documents are rebuilt too.
      for (const key of entry.docs.keys()) {
        if (key.startsWith('sitemap')) {
          entry.docs.delete(key);
          entry.ready.delete(key);
        }
      }
      const extraPages = this.options.extraPages?.(snapshot) ?? [];
      entry.sitemaps = { dates, built: dates.then((changedAt) => buildSitemaps({ origin, products: snapshot.products, changedAt, extraPages })) };
    }
    return entry.sitemaps.built;
  }

  /**
   * A document for the current catalogue (for the shop's origin, whatever `requested` says); null
   * when there is no such document. While this catalogue's copy builds, the last finished copy is
   * served, if there is one.
   */
  document(snapshot: S, requested: string, name: SeoDocumentName): Promise<EncodedDocument | null> {
    const origin = this.originFor(requested);
    const entry = this.perSnapshot(snapshot, origin);
    const making = this.build(snapshot, origin, name);
    if (entry.ready.has(name)) return Promise.resolve(entry.ready.get(name)!);
    // The previous catalogue's copy is for the one origin too; without PUBLIC_URL it may be another's.
    if (this.canonical !== null && this.lastReady.has(name)) return Promise.resolve(this.lastReady.get(name)!);
    return making;
  }

  private build(snapshot: S, origin: string, name: SeoDocumentName): Promise<EncodedDocument | null> {
    const entry = this.perSnapshot(snapshot, origin);
    const isSitemap = name === 'sitemap.xml' || name.startsWith('sitemaps/');
    const built = isSitemap ? this.sitemaps(snapshot, origin, entry) : null;
    if (!isSitemap) this.dropStaleFeeds(entry);
    const cached = entry.docs.get(name);
    if (cached) return cached;
    let made: Promise<EncodedDocument | null>;
    if (built) {
      made = built.then((sitemaps) => {
        const text = name === 'sitemap.xml' ? sitemaps.index : sitemaps.files.get(name.slice('sitemaps/'.length));
        return text === undefined ? null : encodeDocument(text, XML_TYPE);
      });
    } else {
      made = Promise.resolve().then(() => {
        const photos = this.options.photos;
        const input = { origin, shopName: this.options.shopName, products: snapshot.products, photoShown: photos && ((src: string) => photos.shown(src)) };
        const items = feedItems(input);
        return name === 'feeds/google.xml' ? encodeDocument(googleFeed(input, items), XML_TYPE) : encodeDocument(metaCsv(input, items), CSV_TYPE);
      });
    }
    made.then(
      (doc) => {
        if (entry.docs.get(name) !== made) return;
        // A made-up sitemap name is not kept: the names a client can invent must not fill memory.
        if (doc === null) {
          entry.docs.delete(name);
          return;
        }
        entry.ready.set(name, doc);
        if (this.canonical !== null) this.lastReady.set(name, doc);
      },
      () => entry.docs.delete(name),
    );
    entry.docs.set(name, made);
    return made;
  }

  /**
   * A photo that stopped (or started) loading changes the feeds: their copies built before are
   * dropped, so the next request builds them again and is served the previous copy meanwhile.
   */
  private dropStaleFeeds(entry: PerSnapshot): void {
    const version = this.options.photos?.version() ?? 0;
    if (entry.feedsPhotoVersion === version) return;
    entry.feedsPhotoVersion = version;
    for (const name of ['feeds/google.xml', 'feeds/meta.csv']) {
      entry.docs.delete(name);
      entry.ready.delete(name);
    }
  }

  robotsFor(requested: string): Promise<EncodedDocument> {
    const origin = this.originFor(requested);
    let doc = this.robots.get(origin);
    if (!doc) doc = encodeDocument(robotsTxt(origin), TEXT_TYPE);
    this.robots.delete(origin);
    this.robots.set(origin, doc);
    for (const old of this.robots.keys()) if (this.robots.size > MAX_KEPT_ORIGINS) this.robots.delete(old);
    return doc;
  }
}
