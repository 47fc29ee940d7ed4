// Tests only: a process's services (server/services.ts) built from test parts, the way server/app.ts
// builds the real ones, and React Router's context around them (server/context.ts). Nothing here is
// global: each test hands its services to the routes it calls.
import { ExchangeRates } from '#server/exchange-rate/service';
import type { RouterContextProvider } from 'react-router';
import { adminDepsFor, type AdminDeps } from '#server/admin/deps';
import type { CatalogSnapshot } from '#server/catalog/store';
import { parseConfig, type Config } from '#server/config';
import { routerContext } from '#server/context';
import type { Database, Executor } from '#server/db/client';
import type { MailTransport } from '#server/mail/transport';
import { SearchLog } from '#server/search-log/log';
import { PinBoard } from '#server/catalog/pins';
import { IvaDefaults } from '#server/iva-defaults/service';
import { SearchPins } from '#server/search-pins/service';
import { EventCounter } from '#server/stats/counter';
import { createRateLimiter, createTokenBucketLimiter } from '#server/security/rate-limit';
import { SeoService } from '#server/seo/service';
import type { PhotoService } from '#server/photos/service';
import { OfflineCatalogFiles } from '#server/catalog/offline-file';
import { PhotoVisibility } from '#server/photos/visibility';
import type { AppServices } from '#server/services';
import { TeamCache } from '#server/team/store';
import type { StaffDeps } from '#server/auth/deps';
import { Clock, testStaffDeps } from './staff';

/** A catalogue with nothing loaded yet (as right after a first start that failed). */
export function emptyCatalog(): AppServices['catalog'] {
  return {
    current: () => null,
    status: () => ({
      source: 'prueba',
      state: 'never-loaded',
      loadedAt: null,
      confirmedAt: null,
      lastAttemptAt: null,
      lastError: null,
      lastErrorCode: null,
      productCount: 0,
      issues: [],
      refreshing: false,
    }),
    refreshNow: async () => ({ ok: false, productCount: 0, rowCount: 0, issueCount: 0, durationMs: 0, error: 'sin catálogo en esta prueba' }),
  };
}

export interface TestServicesOptions {
  db?: Executor;
  clock?: Clock;
  catalog?: AppServices['catalog'];
  config?: Partial<Config>;
  staff?: Partial<StaffDeps>;
  admin?: Partial<AdminDeps>;
  searchPins?: SearchPins;
  ivaDefaults?: IvaDefaults;
}

export function testServices(options: TestServicesOptions = {}): AppServices {
  const config: Config = { ...parseConfig(process.env), ...options.config };
  const db = () => {
    if (options.db) return Promise.resolve(options.db as Database);
    const refused = Promise.reject(new Error('esta prueba no tiene base de datos'));
    // As the real handle: a form answered before its save step never awaits it.
    refused.catch(() => undefined);
    return refused;
  };
  const catalog = options.catalog ?? emptyCatalog();
  const clock = options.clock ?? new Clock();
  const mail: MailTransport = {
    kind: 'file',
    send: async () => {
      throw new Error('esta prueba no envía correos');
    },
    close: () => undefined,
  };
  return {
    config,
    db,
    mail,
    catalog,
    staff: testStaffDeps(options.db as Executor, clock, { db, ...options.staff }),
    admin: { ...adminDepsFor(config, catalog, mail), ...options.admin },
    limits: {
      forms: { presupuesto: createRateLimiter({ windowMs: 600_000, max: 8 }), consulta: createRateLimiter({ windowMs: 600_000, max: 8 }) },
      answerLinks: createTokenBucketLimiter({ burst: 30, perSecond: 0.1 }),
      expensivePages: createTokenBucketLimiter({ burst: 30, perSecond: 1 }),
      newPhotos: createTokenBucketLimiter({ burst: 60, perSecond: 2 }),
      events: createTokenBucketLimiter({ burst: 30, perSecond: 0.5 }),
    },
    team: new TeamCache(),
    reviews: { source: 'ninguna', get: async () => null },
    searchLog: new SearchLog({ db }),
    searchPins: options.searchPins ?? new SearchPins({ db, board: new PinBoard() }),
    ivaDefaults: options.ivaDefaults ?? new IvaDefaults({ db }),
    eventCounter: new EventCounter({ db, now: () => (options.clock ?? new Clock()).now().getTime() }),
    seo: new SeoService<CatalogSnapshot>({ store: { current: () => null, onSwap: () => () => undefined }, db, shopName: config.SHOP_NAME }),
    photos: noPhotos,
    photoVisibility: new PhotoVisibility(noPhotos),
    exchangeRates: new ExchangeRates({ db, source: null, refreshMs: 60_000, onChange: () => void catalog.refreshNow() }),
    offlineCatalog: new OfflineCatalogFiles(new PhotoVisibility(noPhotos)),
  };
}

/** A photo engine with no photos: every address is unknown (a 404); nothing is fetched. */
const noPhotos: PhotoService = {
  setCatalog: () => undefined,
  get: async () => ({ status: 'unknown' }),
  progress: () => ({ total: 0, ready: 0, failed: 0, pending: 0, line: 'Fotos: 0 listas, 0 con error, 0 pendientes' }),
  failures: () => [],
  meta: () => null,
  start: async () => undefined,
  stop: async () => undefined,
};

/** React Router's context for one request with these services. */
export function testContext(services: AppServices, clientAddress = '127.0.0.1'): RouterContextProvider {
  return routerContext(services, { clientAddress, cspNonce: '' });
}
