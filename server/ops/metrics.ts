// Prometheus metrics (prom-client) for GET /metrics. Most figures are read from existing state
// when Prometheus scrapes (page cache stats, catalogue status, outbox rows): the code that owns
// that state needs no hook. The rest are counted by wrapping a service's method on its instance
// (mail sends, rate limiter refusals, searches, catalogue refreshes) in instrumentServices().
//
// Several processes (node:cluster): every worker registers the same metrics in prom-client's
// global registry; the primary (server.js) aggregates them with AggregatorRegistry when a worker
// asks for the cluster's figures. Counters and histograms add up; gauges say how they combine.
import client, { Counter, Gauge, Histogram, type Registry } from 'prom-client';
import { eq, sql } from 'drizzle-orm';
import { correos } from '../db/schema';
import type { Executor } from '../db/client';
import type { PageCacheStats } from '../http/page-cache';
import type { RateLimiter } from '../security/rate-limit';
import type { MailTransport } from '../mail/transport';
import type { CatalogStatus, RefreshOptions, RefreshResult } from '../catalog/store';
import type { SearchInterpretation } from '#domain/search-plan';
import { singleton } from '#domain/singleton';

interface MetricSources {
  pageCache: () => PageCacheStats | null;
  catalog: () => CatalogStatus;
  /** Pending mails and the oldest one's creation time (null: none), or null when the database does not answer. */
  outbox: () => Promise<{ pending: number; oldest: Date | null } | null>;
}

export interface ShopMetrics {
  registry: Registry;
  requests: Counter<'route' | 'status'>;
  duration: Histogram<'route'>;
  rateLimited: Counter<'limiter'>;
  mails: Counter<'outcome'>;
  searchesWithoutResult: Counter;
  catalogRefreshes: Counter<'outcome'>;
  catalogRefreshSeconds: Histogram;
  /** Where the scrape-time figures come from; set once the services exist. */
  setSources(sources: MetricSources): void;
}

/** The process's metrics, registered once (Vite reloads server modules in development). */
export function shopMetrics(): ShopMetrics {
  return singleton('metrics', () => createMetrics(client.register));
}

/** Where the figures read at scrape time come from, once the services have set them. */
type SourcesBox = { current: MetricSources | null };

/** The page cache's hits, misses and bytes, read from its stats at scrape time. */
function registerPageCacheMetrics(registers: Registry[], sources: SourcesBox): void {
  const pageCache = (name: 'hits' | 'misses') =>
    new Counter({
      name: `tienda_page_cache_${name}_total`,
      help: `Page cache ${name}`,
      registers,
      collect() {
        const stats = sources.current?.pageCache();
        this.reset();
        if (stats) this.inc(stats[name]);
      },
    });
  pageCache('hits');
  pageCache('misses');
  new Gauge({
    name: 'tienda_page_cache_bytes',
    help: 'Bytes held by the page cache',
    registers,
    collect() {
      this.set(sources.current?.pageCache()?.bytes ?? 0);
    },
  });
}

/** The served catalogue's age, size and staleness, read from its status at scrape time. */
function registerCatalogGauges(registers: Registry[], sources: SourcesBox): void {
  new Gauge({
    name: 'tienda_catalog_age_seconds',
    help: 'Seconds since the source last confirmed the catalogue being served: read, or found unchanged (-1: none loaded)',
    aggregator: 'max',
    registers,
    collect() {
      const confirmedAt = sources.current?.catalog().confirmedAt;
      this.set(confirmedAt ? Math.max(0, (Date.now() - Date.parse(confirmedAt)) / 1000) : -1);
    },
  });
  new Gauge({
    name: 'tienda_catalog_products',
    help: 'Products in the catalogue being served',
    aggregator: 'max',
    registers,
    collect() {
      this.set(sources.current?.catalog().productCount ?? 0);
    },
  });
  new Gauge({
    name: 'tienda_catalog_stale',
    help: '1 when the last catalogue read failed and an older catalogue is served',
    aggregator: 'max',
    registers,
    collect() {
      this.set(sources.current?.catalog().state === 'ok' ? 0 : 1);
    },
  });
}

/** The outbox's pending mails and the oldest one's age, one query a scrape for both. */
function registerOutboxGauges(registers: Registry[], sources: SourcesBox): void {
  // The outbox is one table for every process: each process reads the same figures, so the
  // cluster's value is any one of them ('max'). One query serves both gauges of a scrape.
  let outboxRead: { at: number; figures: Promise<{ pending: number; oldest: Date | null } | null> } | null = null;
  const outbox = () => {
    if (!outboxRead || Date.now() - outboxRead.at > 1_000) {
      outboxRead = { at: Date.now(), figures: sources.current ? sources.current.outbox().catch(() => null) : Promise.resolve(null) };
    }
    return outboxRead.figures;
  };
  new Gauge({
    name: 'tienda_outbox_pending',
    help: 'Mails waiting in the outbox',
    aggregator: 'max',
    registers,
    async collect() {
      const figures = await outbox();
      if (figures) this.set(figures.pending); // the database did not answer: keep the last figure
    },
  });
  new Gauge({
    name: 'tienda_outbox_oldest_pending_seconds',
    help: 'Age of the oldest mail waiting in the outbox (0: none)',
    aggregator: 'max',
    registers,
    async collect() {
      const figures = await outbox();
      if (figures) this.set(figures.oldest ? Math.max(0, (Date.now() - figures.oldest.getTime()) / 1000) : 0);
    },
  });
}

export function createMetrics(registry: Registry): ShopMetrics {
  // The sources arrive once the services exist (setSources); until then the gauges read nothing.
  const sources: SourcesBox = { current: null };
  const registers = [registry];
  client.collectDefaultMetrics({ register: registry });
  registerPageCacheMetrics(registers, sources);
  registerCatalogGauges(registers, sources);
  registerOutboxGauges(registers, sources);
  return {
    registry,
    ...requestMetrics(registers),
    ...catalogRefreshMetrics(registers),
    ...serviceCounters(registers),
    setSources(next) {
      sources.current = next;
    },
  };
}

/** Requests answered and how long they took, by route group (server/ops/http.ts counts them). */
function requestMetrics(registers: Registry[]): Pick<ShopMetrics, 'requests' | 'duration'> {
  const requests = new Counter({
    name: 'tienda_http_requests_total',
    help: 'HTTP requests answered, by route group and status code',
    labelNames: ['route', 'status'] as const,
    registers,
  });
  const duration = new Histogram({
    name: 'tienda_http_request_duration_seconds',
    help: 'Time from the request to the end of the answer, by route group',
    labelNames: ['route'] as const,
    buckets: [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers,
  });
  return { requests, duration };
}

/** Catalogue reads from the source, by outcome, and their time (countRefreshes). */
function catalogRefreshMetrics(registers: Registry[]): Pick<ShopMetrics, 'catalogRefreshes' | 'catalogRefreshSeconds'> {
  const catalogRefreshes = new Counter({
    name: 'tienda_catalog_refreshes_total',
    help: 'Catalogue reads from the source, by outcome (ok, error)',
    labelNames: ['outcome'] as const,
    registers,
  });
  const catalogRefreshSeconds = new Histogram({
    name: 'tienda_catalog_refresh_duration_seconds',
    help: 'Time a catalogue read took',
    buckets: [0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30, 60],
    registers,
  });
  return { catalogRefreshes, catalogRefreshSeconds };
}

/** What the wrapped services count: empty searches, mail sends, rate limit refusals. */
function serviceCounters(registers: Registry[]): Pick<ShopMetrics, 'searchesWithoutResult' | 'mails' | 'rateLimited'> {
  const searchesWithoutResult = new Counter({
    name: 'tienda_searches_without_result_total',
    help: 'Searches answered with no product',
    registers,
  });
  const mails = new Counter({
    name: 'tienda_mails_total',
    help: 'Mail sends by outcome (sent, failed)',
    labelNames: ['outcome'] as const,
    registers,
  });
  const rateLimited = new Counter({
    name: 'tienda_rate_limited_total',
    help: 'Requests refused by a rate limit, by limiter',
    labelNames: ['limiter'] as const,
    registers,
  });
  return { searchesWithoutResult, mails, rateLimited };
}

/** Counts refusals of a limiter; the limiter itself is unchanged. */
export function countRefusals(limiter: RateLimiter, name: string, metrics: ShopMetrics): void {
  const check = limiter.check.bind(limiter);
  limiter.check = (key: string) => {
    const result = check(key);
    if (result instanceof Promise) {
      return result.then((r) => {
        if (!r.ok) metrics.rateLimited.inc({ limiter: name });
        return r;
      });
    }
    if (!result.ok) metrics.rateLimited.inc({ limiter: name });
    return result;
  };
}

export function countMails(transport: MailTransport, metrics: ShopMetrics): void {
  const send = transport.send.bind(transport);
  transport.send = async (mail) => {
    try {
      const info = await send(mail);
      metrics.mails.inc({ outcome: 'sent' });
      return info;
    } catch (error) {
      metrics.mails.inc({ outcome: 'failed' });
      throw error;
    }
  };
}

export function countSearches(searchLog: { record(interpretation: SearchInterpretation, now?: number, address?: string): void }, metrics: ShopMetrics): void {
  const record = searchLog.record.bind(searchLog);
  searchLog.record = (interpretation, now, address) => {
    if (interpretation && interpretation.step === null && interpretation.normalized?.trim()) metrics.searchesWithoutResult.inc();
    record(interpretation, now, address);
  };
}

/** Counts each catalogue read once (a refresh joined by a second caller is the same promise). */
export function countRefreshes(catalog: { refreshNow(options?: RefreshOptions): Promise<RefreshResult> }, metrics: ShopMetrics): void {
  const refreshNow = catalog.refreshNow.bind(catalog);
  const seen = new WeakSet<Promise<RefreshResult>>();
  const count = (running: Promise<RefreshResult>) => {
    if (seen.has(running)) return;
    seen.add(running);
    running.then(
      (result) => {
        metrics.catalogRefreshes.inc({ outcome: result.ok ? 'ok' : 'error' });
        metrics.catalogRefreshSeconds.observe(result.durationMs / 1000);
      },
      () => metrics.catalogRefreshes.inc({ outcome: 'error' }),
    );
  };
  // The first read starts with the services, before this wrapper exists: count the one in flight.
  const inFlight = (catalog as { inFlight?: Promise<RefreshResult> | null }).inFlight;
  if (inFlight) count(inFlight);
  catalog.refreshNow = (options?: RefreshOptions) => {
    const running = refreshNow(options);
    count(running);
    return running;
  };
}

/** Pending mails and the oldest one, in one query on the outbox's status index. */
export async function outboxFigures(db: Executor): Promise<{ pending: number; oldest: Date | null }> {
  const [row] = await db
    .select({ pending: sql<number>`count(*)::int`, oldest: sql<string | null>`min(${correos.createdAt})` })
    .from(correos)
    .where(eq(correos.status, 'pending'));
  return { pending: Number(row?.pending ?? 0), oldest: row?.oldest ? new Date(row.oldest) : null };
}
