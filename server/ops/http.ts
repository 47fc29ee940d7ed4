// The operations side of every request, straight on node:http so it also covers the cached-page
// fast path: a request id (X-Request-Id), one log line and the request metrics when the answer
// ends; and the three operator addresses, answered before the page cache and React Router:
//   GET /healthz  200 while the process answers;
//   GET /readyz   200 when ready to serve (health.ts), else 503 with a short reason;
//   GET /metrics  Prometheus text, only with `Authorization: Bearer $METRICS_TOKEN` (else 404).
import cluster from 'node:cluster';
import crypto from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { ErrorRequestHandler } from 'express';
import type { Logger } from 'pino';
import { AggregatorRegistry } from 'prom-client';
import type { ReadinessCheck } from './health';
import { plainPage } from '../http/page-handler';
import { maskAddress } from './log';
import type { ShopMetrics } from './metrics';

/** A route group: few enough to be a metric label, never the visitor's own text. */
export type RouteGroup =
  | 'health'
  | 'metrics'
  | 'assets'
  | 'static'
  | 'home'
  | 'catalog'
  | 'product'
  | 'search'
  | 'quote'
  | 'quote-answer'
  | 'contact'
  | 'api'
  | 'seo'
  | 'admin'
  | 'other';

const CATALOG_PAGES = new Set(['repuestos', 'neumaticos', 'maquinaria', 'herramientas', 'consumibles']);

export function routeGroup(url: string | undefined): RouteGroup {
  // Runs for every answer, the cached ones too: plain string look-ups, no regular expression or
  // array on the common paths.
  if (!url) return 'home';
  let end = url.length;
  for (let i = 0; i < end; i++) {
    const c = url.charCodeAt(i);
    if (c === 63 /* ? */ || c === 35 /* # */) end = i;
  }
  let path = end === url.length ? url : url.slice(0, end);
  if (path.endsWith('.data')) path = path === '/_root.data' ? '/' : path.slice(0, -5);
  if (path === '/healthz' || path === '/readyz') return 'health';
  if (path === '/metrics') return 'metrics';
  if (path.startsWith('/assets/')) return 'assets';
  const second = path.indexOf('/', 1);
  const first = second < 0 ? path.slice(1) : path.slice(1, second);
  if (first === '') return 'home';
  if (first === 'admin') return 'admin';
  if (first === 'api') return 'api';
  if (CATALOG_PAGES.has(first)) return 'catalog';
  if (first === 'producto') return 'product';
  if (first === 'buscar') return 'search';
  if (first === 'presupuesto') return second >= 0 ? 'quote-answer' : 'quote';
  if (first === 'contacto') return 'contact';
  if (first === 'robots.txt' || first.startsWith('sitemap') || first.startsWith('feed') || first.startsWith('productos.')) return 'seo';
  if (/\.[a-z0-9]+$/i.test(path)) return 'static';
  return 'other';
}

const OPERATOR_PATHS = ['/healthz', '/readyz', '/metrics'] as const;

/** '/healthz', '/readyz' or '/metrics' when the URL names one (with or without a query), else null. */
function operatorPath(url: string | undefined): (typeof OPERATOR_PATHS)[number] | null {
  if (!url) return null;
  for (const path of OPERATOR_PATHS) {
    if (url.startsWith(path) && (url.length === path.length || url.charCodeAt(path.length) === 63) /* ? */) return path;
  }
  return null;
}

/** An incoming X-Request-Id is kept only when it is a short, plain token (a front's id); else a new one. */
const SAFE_ID = /^[A-Za-z0-9._:-]{8,64}$/;
export function requestIdFor(incoming: string | string[] | undefined): string {
  return typeof incoming === 'string' && SAFE_ID.test(incoming) ? incoming : crypto.randomUUID();
}

/** Compares in constant time (a token guessed a byte at a time must not show in the timing). */
export function tokenMatches(header: string | undefined, token: string | undefined): boolean {
  if (!token || !header?.startsWith('Bearer ')) return false;
  const given = crypto.createHash('sha256').update(header.slice(7).trim()).digest();
  const wanted = crypto.createHash('sha256').update(token).digest();
  return crypto.timingSafeEqual(given, wanted);
}

/** When the request was seen (performance.now()), for its duration in the log and the metrics. */
const STARTED = Symbol('startedAt');
type OpsRequest = IncomingMessage & { id?: string; ip?: string; [STARTED]?: number };

export interface OpsHttpOptions {
  logger: Logger;
  metrics: ShopMetrics;
  readiness: ReadinessCheck;
  metricsToken: string | undefined;
  /** The cluster's figures (server.js's primary aggregates them); null when this is the only process. */
  clusterMetrics?: (() => Promise<string>) | null;
}

function plain(res: ServerResponse, status: number, text: string, extra: Record<string, string> = {}): void {
  res.writeHead(status, {
    'Content-Type': 'text/plain; charset=utf-8',
    'Cache-Control': 'no-store',
    'X-Content-Type-Options': 'nosniff',
    'Content-Length': String(Buffer.byteLength(text)),
    ...extra,
  });
  res.end(text);
}

export interface OpsHttp {
  /** Call first for every request: sets its id and logs and counts it when it ends. */
  observe(req: IncomingMessage, res: ServerResponse): void;
  /**
   * observe() without setting the X-Request-Id header: the caller sends the id (returned, and on
   * `req.id`) itself. server.js uses it so that a cached page goes out in one writeHead() with its
   * stored header list (server/http/page-handler.ts) and every other answer gets the header set.
   */
  track(req: IncomingMessage, res: ServerResponse): string;
  /** Answers /healthz, /readyz and /metrics; false for anything else. */
  serve(req: IncomingMessage, res: ServerResponse): boolean;
  /** True for the addresses serve() answers (any method, any query). */
  isOperatorPath(url: string | undefined): boolean;
}

/** The metric children per label set, looked up once: this runs for every cached page too. */
function metricChildren(metrics: OpsHttpOptions['metrics']) {
  const counters = new Map<string, Map<number, { inc(): void }>>();
  const histograms = new Map<string, { observe(value: number): void }>();
  const counterFor = (route: string, status: number) => {
    let byStatus = counters.get(route);
    if (!byStatus) counters.set(route, (byStatus = new Map()));
    let child = byStatus.get(status);
    if (!child) byStatus.set(status, (child = metrics.requests.labels({ route, status: String(status) })));
    return child;
  };
  const histogramFor = (route: string) => {
    let child = histograms.get(route);
    if (!child) histograms.set(route, (child = metrics.duration.labels({ route })));
    return child;
  };
  return { counterFor, histogramFor };
}

/** Answers /healthz, /readyz and /metrics (see OpsHttp.serve); false for anything else. */
function serveOperator(options: OpsHttpOptions, req: IncomingMessage, res: ServerResponse): boolean {
  const { logger, metrics, readiness } = options;
  const path = operatorPath(req.url);
  if (!path) return false;
  if (req.method !== 'GET' && req.method !== 'HEAD') {
    plain(res, 405, 'método no permitido\n', { Allow: 'GET, HEAD' });
    return true;
  }
  if (path === '/healthz') {
    plain(res, 200, 'ok\n');
    return true;
  }
  if (path === '/readyz') {
    const warnings = readiness.warnings().map((warning) => `aviso: ${warning}\n`);
    readiness.check().then(
      (result) => plain(res, result.ready ? 200 : 503, (result.ready ? 'listo\n' : `no listo: ${result.reason}\n`) + warnings.join('')),
      () => plain(res, 503, `no listo\n${warnings.join('')}`),
    );
    return true;
  }
  // Unset or wrong token: the address does not exist as far as the caller can tell.
  if (!tokenMatches(req.headers.authorization, options.metricsToken)) {
    plain(res, 404, 'no encontrado\n');
    return true;
  }
  const text = options.clusterMetrics ? options.clusterMetrics() : metrics.registry.metrics();
  text.then(
    (body) => plain(res, 200, body, { 'Content-Type': metrics.registry.contentType }),
    (error: unknown) => {
      logger.error({ err: error }, 'metrics scrape failed');
      plain(res, 503, 'métricas no disponibles\n');
    },
  );
  return true;
}

export function createOpsHttp(options: OpsHttpOptions): OpsHttp {
  const { logger, metrics } = options;

  const { counterFor, histogramFor } = metricChildren(metrics);
  // The request line's keys are the ones below, none of them a secret key of the logger's
  // redaction list, and its values are the shop's own (a checked id, a masked address): pino's
  // redaction pass would leave the line as it is, and cost more than the rest of the line.
  const requestLog = logger.child({}, { redact: [] });

  // A connection's requests come from one address: the last one masked is kept.
  let lastAddress: string | undefined;
  let lastMasked: string | undefined;
  const masked = (address: string | undefined) => {
    if (address !== lastAddress) [lastAddress, lastMasked] = [address, maskAddress(address)];
    return lastMasked;
  };

  // One listener for every answer ('close' comes after 'finish' for a whole answer, and alone
  // for a cut one): no function made per request.
  function onClose(this: ServerResponse): void {
    const req = this.req as OpsRequest;
    const route = routeGroup(req.url);
    const ms = performance.now() - (req[STARTED] ?? 0);
    const status = this.writableFinished || this.headersSent ? this.statusCode : 499;
    counterFor(route, status).inc();
    histogramFor(route).observe(ms / 1000);
    const line = {
      reqId: req.id,
      method: req.method,
      route,
      status,
      ms: Math.round(ms * 10) / 10,
      // Express computed the visitor's address behind a trusted proxy (req.ip); else the socket's.
      client: masked(req.ip ?? req.socket.remoteAddress),
    };
    // Probes every few seconds would drown the log: only when asked for (LOG_LEVEL=debug).
    // 503 is the shop's own answer while it cannot serve (no catalogue yet, stopping): a warning.
    if (status === 503) requestLog.warn(line, 'request refused: not ready');
    else if (status >= 500) requestLog.error(line, 'request failed');
    else if (route === 'health') requestLog.debug(line, 'request');
    else requestLog.info(line, 'request');
  }

  function track(req: OpsRequest, res: ServerResponse): string {
    req[STARTED] = performance.now();
    const id = requestIdFor(req.headers['x-request-id']);
    req.id = id;
    res.on('close', onClose);
    return id;
  }

  function observe(req: OpsRequest, res: ServerResponse): void {
    res.setHeader('X-Request-Id', track(req, res));
  }

  const serve = (req: IncomingMessage, res: ServerResponse) => serveOperator(options, req, res);
  return { observe, track, serve, isOperatorPath: (url) => operatorPath(url) !== null };
}

/**
 * In a cluster worker: the whole cluster's figures, aggregated by the primary (server.js
 * answers 'tienda:metrics' messages with prom-client's AggregatorRegistry). Null outside a cluster.
 */
export function clusterMetricsFromPrimary(timeoutMs = 5_000): (() => Promise<string>) | null {
  if (!cluster.isWorker || !process.send) return null;
  // Constructing one installs prom-client's answer to the primary's requests for this process's
  // figures (nothing else installs it in a worker).
  new AggregatorRegistry();
  let next = 0;
  return () =>
    new Promise<string>((resolve, reject) => {
      const id = `${process.pid}-${++next}`;
      const timer = setTimeout(() => {
        process.off('message', onMessage);
        reject(new Error('the primary did not answer the metrics request'));
      }, timeoutMs);
      const onMessage = (message: unknown) => {
        const m = message as { type?: string; id?: string; text?: string; error?: string };
        if (m?.type !== 'tienda:metrics' || m.id !== id) return;
        clearTimeout(timer);
        process.off('message', onMessage);
        if (typeof m.text === 'string') resolve(m.text);
        else reject(new Error(m.error ?? 'no metrics'));
      };
      process.on('message', onMessage);
      process.send!({ type: 'tienda:metrics-request', id });
    });
}

/** Express's last error handler: the error with its stack and the request id in the log, a Spanish 500 page. */
export function errorHandlerFor(logger: Logger): ErrorRequestHandler {
  return (error: unknown, req, res, next) => {
    logger.error({ err: error, reqId: (req as { id?: string }).id, method: req.method, route: routeGroup(req.originalUrl) }, 'unhandled error');
    if (res.headersSent) return next(error);
    res.statusCode = 500;
    res.setHeader('Content-Type', 'text/html; charset=utf-8');
    res.setHeader('Cache-Control', 'no-store');
    res.end(plainPage('Error del servidor', 'Algo salió mal de nuestro lado. Probá de nuevo en unos minutos.'));
  };
}
