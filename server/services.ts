// The services of one server process, built in one place at start (decision 0009): the
// configuration, the database, the mail transport and outbox worker, the catalogue store, the rate limits, the staff
// area's dependencies, the team cache, the reviews, the search log and the SEO service.
//
// server/app.ts takes them from processServices() and hands them to React Router through its
// context (server/context.ts): loaders and actions read `context.get(servicesContext)`. The fast
// path and the SEO handlers, which run before React Router, get the same object from server/app.ts.
// Tests build their own with createServices() or tests/support/services.ts.
import type { CatalogSnapshot, CatalogStore } from './catalog/store';
import { catalogStoreFromConfig } from './catalog/store';
import path from 'node:path';
import { getConfig, type Config } from './config';
import { databaseHandle, describeDatabase, type Database } from './db/client';
import { adminDepsFor, type AdminDeps } from './admin/deps';
import { processStaffDeps, type StaffDeps } from './auth/deps';
import { createMailTransport, describeMailTransport, outboxDirFor, type MailTransport } from './mail/transport';
import { startOutboxWorker } from './mail/outbox';
import { getGoogleReviews, reviewsServiceFromConfig } from './reviews';
import type { ReviewsService } from './reviews/reviews';
import { SearchLog } from './search-log/log';
import { SearchPins } from './search-pins/service';
import { ivaRateFor } from '#domain/iva';
import { IvaDefaults } from './iva-defaults/service';
import { processLimits, type RateLimits } from './security/limits';
import { EventCounter } from './stats/counter';
import { seoServiceFor } from './seo/process';
import type { SeoService } from './seo/service';
import { TeamCache } from './team/store';
import { photoSources } from './catalog/photo-sources';
import { createPhotoService, type PhotoService, type PhotoServiceOptions } from './photos/service';
import { s3BucketClient } from './photos/bucket-client';
import { databaseCoordination } from './photos/coordination';
import { BucketConfigError, bucketSharedStore } from './photos/shared-store';
import { Lease } from './ops/lease';
import { ExchangeRates, rateSourceFromConfig } from './exchange-rate/service';
import { machinesOf } from './catalog/machines';
import { OfflineCatalogFiles } from './catalog/offline-file';
import { PhotoVisibility } from './photos/visibility';
import { logger, scrub } from './ops/log';
import { stopReport, withDeadline, type StopReport } from './stop-parts';
import { forgetSingleton, singleton } from '#domain/singleton';

export interface AppServices {
  config: Config;
  /** The database, opened and migrated on first use; rejects once the services are stopped. */
  db: () => Promise<Database>;
  /** Where mail goes (SMTP_URL, or .eml files in DATA_DIR/outbox); mails are queued in the outbox first. */
  mail: MailTransport;
  /** The catalogue being served; `current()` is null until one has loaded. */
  catalog: Pick<CatalogStore, 'current' | 'status' | 'refreshNow'>;
  /** The staff area: database, clock, cookie security, sign-in limiters. */
  staff: StaffDeps;
  /** The staff pages' catalogue control, mail transport and shop details. */
  admin: AdminDeps;
  limits: RateLimits;
  /** The public pages' sales team (cached in the process). */
  team: TeamCache;
  reviews: ReviewsService;
  /** Searches that found nothing or only approximate results. */
  searchLog: SearchLog;
  /** The staff's search pins: a phrase -> products first (the search reads them from memory). */
  searchPins: SearchPins;
  /** The staff's IVA rate per category group. */
  ivaDefaults: IvaDefaults;
  /** Daily counts per product for the owner's summary (views, chats, cart additions). */
  eventCounter: EventCounter;
  /** Product change dates for the sitemaps and feeds. */
  seo: SeoService<CatalogSnapshot>;
  /** The catalogue's photos, fetched, resized and kept by the shop (/fotos/...). */
  photos: PhotoService;
  /** Which photos pages can show, and a version that changes with that list. */
  photoVisibility: PhotoVisibility;
  /** The dollar's exchange rate: the staff's entries and the owner's source. */
  exchangeRates: ExchangeRates;
  /** The catalogue file phones keep for use without signal, built once per snapshot. */
  offlineCatalog: OfflineCatalogFiles;
}

export interface ProcessServices extends AppServices {
  catalog: CatalogStore;
  /** Starts the background work: catalogue refresh, outbox worker, search log flusher, SEO sync, photos. */
  start(): void;
  /**
   * Stops it and closes the database (SIGTERM/SIGINT), giving up on any part still running at
   * `deadline` (a Date.now() value; default 10 s from now). Never rejects: the report names the
   * parts that failed or were left running.
   */
  stop(options?: StopOptions): Promise<StopReport>;
}

export interface StopOptions {
  /** Date.now() value by which every part must have stopped. */
  deadline?: number;
}

/** The deadline of a stop nobody bounded (tests, scripts). */
const DEFAULT_STOP_MS = 10_000;
/** The database closes last and gets at least this share of what is left for the stop. */
const DATABASE_SHARE = 1 / 3;

/** How often the outbox looks for mails that are due (a failed one waits for its back-off). */
const OUTBOX_INTERVAL_MS = 30_000;

/**
 * How the photo engine shares its work (decision 0041): with DATABASE_URL, one preparer for the
 * deployment (a lease) and claims and failures in the database; with PHOTO_S3_BUCKET, the copies
 * in the bucket. The embedded database is one process: nothing to share.
 */
function photoSharing(config: Config, db: () => Promise<Database>): Pick<PhotoServiceOptions, 'shared' | 'coordination' | 'preparer'> {
  const log = (line: string) => console.log(`[fotos] ${line}`);
  const shared = config.PHOTO_S3_BUCKET
    ? bucketSharedStore({
        client: s3BucketClient({ bucket: config.PHOTO_S3_BUCKET, endpoint: config.PHOTO_S3_ENDPOINT, region: config.PHOTO_S3_REGION }),
        log,
      })
    : undefined;
  if (!config.DATABASE_URL) return { shared };
  return {
    shared,
    coordination: databaseCoordination(db),
    preparer: (onChange) => new Lease({ name: 'fotos', db, onChange, log }),
  };
}

/** The services before anything starts, and the database handle that only stop() closes. */
type BuiltServices = Omit<ProcessServices, 'start' | 'stop'>;
type DatabaseHandle = ReturnType<typeof databaseHandle>;

/** What start() left running, stopped by `deadline` (a Date.now() value). */
interface Running {
  stop(deadline: number): Promise<StopReport>;
}

/** Step 1: builds every service from the configuration; nothing starts, nothing is opened. */
function buildServices(config: Config): { services: BuiltServices; database: DatabaseHandle } {
  const database = databaseHandle({ databaseUrl: config.DATABASE_URL, dataDir: config.dataDir });
  const db = () => database.get();
  const shared = { databaseUrl: config.DATABASE_URL, db };
  // The catalogue asks for the rate at each refresh; a new rate refreshes the catalogue at once.
  const exchangeRates: ExchangeRates = new ExchangeRates({
    db,
    source: rateSourceFromConfig(config),
    refreshMs: config.EXCHANGE_RATE_REFRESH_MINUTES * 60_000,
    onChange: () => void catalog.refreshNow(),
  });
  const catalog = catalogStoreFromConfig(config, db, () => exchangeRates.forCatalog());
  const mail = createMailTransport({ smtpUrl: config.SMTP_URL, outboxDir: outboxDirFor(config), from: config.mailFrom });
  const reviews = reviewsServiceFromConfig(config);
  const searchLog = new SearchLog({ db });
  const searchPins = new SearchPins({ db, board: catalog.pins });
  const ivaDefaults = new IvaDefaults({
    db,
    pricesIncludeIva: config.PRICES_INCLUDE_IVA ?? null,
    productById: (id) => catalog.current()?.index.byId(id),
  });
  const eventCounter = new EventCounter({ db });
  const photos = createPhotoService({
    dataDir: config.dataDir,
    // Site-relative links ('/muestras/x.webp') are the shop's own files: the build's copy, or the
    // source folder in development.
    publicDirs: [path.resolve('build/client'), path.resolve('public')],
    allowPrivateHosts: config.IMAGE_ALLOW_PRIVATE_HOSTS,
    maxBytes: config.PHOTO_CACHE_MB * 1024 * 1024,
    ...photoSharing(config, db),
  });
  const photoVisibility = new PhotoVisibility(photos);
  const seo = seoServiceFor(config, catalog, db, photoVisibility);
  const services: BuiltServices = {
    config,
    db,
    mail,
    catalog,
    staff: processStaffDeps(config, db),
    admin: adminDepsFor(config, catalog, mail, photos),
    limits: processLimits(shared),
    team: new TeamCache(),
    reviews,
    searchLog,
    searchPins,
    ivaDefaults,
    eventCounter,
    seo,
    photos,
    photoVisibility,
    exchangeRates,
    offlineCatalog: new OfflineCatalogFiles(photoVisibility, {
      rateOf: (p) => ivaRateFor(p, ivaDefaults.current()),
      version: () => ivaDefaults.version(),
      pricesIncludeIva: config.PRICES_INCLUDE_IVA ?? null,
    }),
  };
  return { services, database };
}

/** Step 2: starts the background work (refreshes, outbox, flushers, photos) and warms caches. */
function startServices(services: BuiltServices, database: DatabaseHandle): Running {
  const { config, db, mail, catalog, searchLog, searchPins, ivaDefaults, eventCounter, exchangeRates, seo, photos, reviews } = services;
  // Last good copy from DATA_DIR, then background refreshes.
  catalog.start();
  // Open and migrate the database now, so the first visitor's quote does not wait for it.
  console.log(describeDatabase(config));
  console.log(describeMailTransport(config));
  db().catch((error) => {
    console.error('[base de datos] no se pudo abrir; se reintentará con la próxima solicitud:', error instanceof Error ? error.message : error);
  });
  const outbox = startOutboxWorker({ db, transport: mail, intervalMs: OUTBOX_INTERVAL_MS });
  // Searches that found nothing or only approximate results, saved for the staff every 30 s.
  const searchWorker = searchLog.start();
  // The staff's search pins: loaded now, after each change, and every few seconds (other processes).
  const pinsWorker = searchPins.start();
  const ivaWorker = ivaDefaults.start();
  const counterWorker = eventCounter.start();
  // The owner's rate source (EXCHANGE_RATE_URL), read now and every few hours.
  const rateWorker = exchangeRates.start();
  // Product change dates for the sitemaps, synced after every catalogue swap.
  seo.start();
  // The photos of every catalogue that loads: prepared in the background, first pages first.
  // Kept, so a stop that comes before the start has finished waits for it (then stops it).
  const photosStarted = photos.start().catch((error) => {
    console.error('[fotos] no se pudo iniciar:', error instanceof Error ? error.message : error);
    // Wrong bucket settings are not a passing fault: the start stops, naming the variable.
    if (error instanceof BucketConfigError) process.exit(1);
  });
  const stopPhotoFeed = catalog.onSwap((snapshot) => photos.setCatalog(photoSources(snapshot)));
  // The machines of 'Aplica para', read once per catalogue right after the swap, not by the
  // first visitor of a machine page.
  const stopMachines = catalog.onSwap((snapshot) => void setImmediate(() => machinesOf(snapshot)));
  const loaded = catalog.current();
  if (loaded) photos.setCatalog(photoSources(loaded));
  // Warm the reviews cache so the first home page does not wait for Google (failures are logged there).
  getGoogleReviews(reviews).catch(() => undefined);
  const workers = { outbox, searchWorker, pinsWorker, ivaWorker, counterWorker, rateWorker, photosStarted, stopPhotoFeed, stopMachines };
  return { stop: (deadline) => stopServicesBy(deadline, services, database, workers) };
}

/** What startServices() started, for stopServicesBy(). */
interface Workers {
  outbox: { stop(): Promise<void> };
  searchWorker: { stop(): Promise<void> };
  counterWorker: { stop(): Promise<void> };
  pinsWorker: { stop(): void };
  ivaWorker: { stop(): void };
  rateWorker: { stop(): void };
  photosStarted: Promise<void>;
  stopPhotoFeed: () => void;
  stopMachines: () => void;
}

/** Step 3: stops what was started, the database last, giving up on a part at `deadline`. */
async function stopServicesBy(deadline: number, services: BuiltServices, database: DatabaseHandle, workers: Workers): Promise<StopReport> {
  const { catalog, photos, seo, mail } = services;
  const { outbox, searchWorker, pinsWorker, ivaWorker, counterWorker, rateWorker, photosStarted, stopPhotoFeed, stopMachines } = workers;
  stopPhotoFeed();
  stopMachines();
  pinsWorker.stop();
  ivaWorker.stop();
  rateWorker.stop();
  const left = () => deadline - Date.now();
  // Independent of each other: stopped together, each until the share before the database.
  // Those that write (outbox, search log, counts, product dates) finish before it closes.
  const beforeDatabase = Date.now() + left() * (1 - DATABASE_SHARE);
  const until = () => beforeDatabase - Date.now();
  const parts = await Promise.all([
    withDeadline('catalog', () => catalog.stop(), until()),
    withDeadline('photos', () => photosStarted.then(() => photos.stop()), until()),
    withDeadline('outbox', () => outbox.stop(), until()),
    withDeadline('searchLog', () => searchWorker.stop(), until()),
    withDeadline('eventCounter', () => counterWorker.stop(), until()),
    withDeadline('seo', () => seo.stop(), until()),
  ]);
  parts.push(await withDeadline('database', () => database.close(), left()));
  parts.push(await withDeadline('mailTransport', () => mail.close(), left()));
  return stopReport(parts);
}

/** Builds a process's services from the configuration; nothing starts until start(). */
function createServices(config: Config = getConfig()): ProcessServices {
  const { services, database } = buildServices(config);
  let running: Running | null = null;
  return {
    ...services,
    start() {
      if (running) return;
      running = startServices(services, database);
    },
    async stop(options = {}) {
      const current = running;
      running = null;
      return current ? current.stop(options.deadline ?? Date.now() + DEFAULT_STOP_MS) : stopReport([]);
    },
  };
}

// The one process-wide set (decision 0009). In development server.js loads server/app.ts
// through Vite's ssrLoadModule, which evaluates it (and this module) again after every edit;
// React Router offers no hook that outlives that reload, so the running services are kept by
// singleton(): a second set would start a second catalogue timer and open PGlite's folder twice.
const SERVICES = 'services';

/** This process's services, built and started on the first call. */
export function processServices(): ProcessServices {
  return singleton(SERVICES, () => {
    const services = createServices();
    services.start();
    return services;
  });
}

/** Stops this process's services by `options.deadline` (server.js on SIGTERM/SIGINT); see ProcessServices.stop. */
export async function stopServices(options: StopOptions = {}): Promise<StopReport> {
  const services = forgetSingleton<ProcessServices>(SERVICES);
  const report = services ? await services.stop(options) : stopReport([]);
  const parts = Object.fromEntries(
    report.parts.map((part) => [part.name, part.status === 'failed' ? `failed: ${scrub(part.error)}` : `${part.status} ${part.ms} ms`]),
  );
  if (report.unfinished.length) {
    logger.error({ unfinished: report.unfinished, failed: report.failed, parts }, `partes que no se detuvieron a tiempo: ${report.unfinished.join(', ')}`);
  } else if (report.failed.length) {
    logger.error({ failed: report.failed, parts }, `partes que se detuvieron con error: ${report.failed.join(', ')}`);
  } else {
    logger.info({ parts }, 'servicios detenidos');
  }
  return report;
}

/**
 * Writes out the log lines still buffered (they are written asynchronously), at most `limitMs`:
 * server.js calls it before process.exit, so the lines naming what did not stop are not lost.
 */
export function flushLogs(limitMs = 1_000): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, limitMs);
    logger.flush(() => {
      clearTimeout(timer);
      resolve();
    });
  });
}
