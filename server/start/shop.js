// @ts-check
// One process of the shop: Express with the app (the build's in production, Vite's in
// development) behind a node:http server that answers cached pages, photos and the operator's
// addresses first. Stops gracefully on SIGTERM/SIGINT (shop-shutdown.js).
import cluster from 'node:cluster';
import http from 'node:http';
import compression from 'compression';
import express from 'express';
import { precompressedAssets } from './precompressed-assets.js';
import { answerBeforeHandlers } from './raw-answers.js';
import { development, hasDatabaseUrl, host, KEEP_ALIVE_TIMEOUT_MS, LISTEN_WHEN_READY_ENV, port, READY_POLL_MS, requestedProcesses } from './settings.js';
import { stopShop } from './shop-shutdown.js';

/**
 * What the shop's module gives this process (server/app.ts; the build's server/index.js in
 * production, Vite's ssrLoadModule in development).
 * @typedef {typeof import('../app')} AppModule
 */

/**
 * What the request handler and the stop share.
 * @typedef {object} ShopState
 * @property {AppModule | undefined} appModule once loaded (in development, the latest Vite loaded).
 * @property {boolean} stopping SIGTERM or SIGINT came.
 * @property {number} lastRequestAt while stopping, when the last request came (idle connections close after a quiet moment).
 */

export async function startShop() {
  const server = express();
  server.disable('x-powered-by');
  server.use(compression());
  /** @type {ShopState} */
  const state = { appModule: undefined, stopping: false, lastRequestAt: 0 };
  if (development) await mountViteApp(server, state);
  else await mountBuiltApp(server, state);
  sayIgnoredConcurrency();
  const httpServer = createShopServer(server, state);
  answerBeforeHandlers(httpServer, () => state.appModule?.fileHeaders);
  const listen = () =>
    httpServer.listen(port, host, () => {
      const shown = host && host !== '0.0.0.0' && host !== '::' ? (host.includes(':') ? `[${host}]` : host) : 'localhost';
      console.log(`Tienda lista en http://${shown}:${port}${cluster.isWorker ? ` (proceso ${process.pid})` : ''}`);
      if (cluster.isWorker) void untilReady(state).then(() => process.send?.({ type: 'tienda:ready' }));
    });
  // Beside workers that serve, this one takes connections only once it can answer them.
  if (cluster.isWorker && process.env[LISTEN_WHEN_READY_ENV] === '1') void untilReady(state).then(listen);
  else listen();
  process.on('SIGTERM', () => stopShop(httpServer, state, 'SIGTERM'));
  process.on('SIGINT', () => stopShop(httpServer, state, 'SIGINT'));
  // Only the cluster's primary restarts on SIGHUP; one process would just die of it.
  process.on('SIGHUP', () => {
    if (!cluster.isWorker) console.log('SIGHUP ignorado: el reinicio escalonado necesita WEB_CONCURRENCY de 2 o más (con DATABASE_URL).');
  });
}

/**
 * Development: Vite's middlewares, and the app loaded through Vite for every request (an edit
 * is seen at the next one).
 * @param {import('express').Express} server
 * @param {ShopState} state
 */
async function mountViteApp(server, state) {
  const vite = await import('vite');
  const viteDevServer = await vite.createServer({ server: { middlewareMode: true } });
  server.use(viteDevServer.middlewares);
  server.use(async (req, res, next) => {
    try {
      const loaded = /** @type {AppModule} */ (await viteDevServer.ssrLoadModule('./server/app.ts'));
      state.appModule = loaded;
      return loaded.app(req, res, next);
    } catch (error) {
      if (typeof error === 'object' && error instanceof Error) viteDevServer.ssrFixStacktrace(error);
      next(error);
    }
  });
}

/**
 * Production: the build's files with their cache policies, then the built app (whose import
 * checks the configuration: a wrong one ends the process with its message).
 * @param {import('express').Express} server
 * @param {ShopState} state
 */
async function mountBuiltApp(server, state) {
  // Hashed assets never change: cache them for a year. Other public files for an hour.
  server.use('/assets', precompressedAssets('build/client/assets'));
  server.use('/assets', express.static('build/client/assets', { immutable: true, maxAge: '1y' }));
  // The service worker: asked for again at each navigation (a deploy reaches visitors on their
  // next page), and with its own policy (server/http/security-headers.ts, SERVICE_WORKER_CSP).
  server.get('/sw.js', (_req, res, next) => {
    for (const [name, value] of Object.entries(state.appModule?.serviceWorkerHeaders ?? {})) res.setHeader(name, value);
    next();
  });
  // Only paths that name a file ('/logo.svg', '/robots.txt') can be one: pages skip the disk look-up.
  const publicFiles = express.static('build/client', { maxAge: '1h' });
  server.use((req, res, next) => (/\.[a-z0-9]+$/i.test(req.path) && !req.path.endsWith('.data') ? publicFiles(req, res, next) : next()));
  try {
    // Through a variable: the build is not part of the typecheck (it may not exist yet). Relative
    // to this file: server/start/ sits two folders below the build's parent.
    const buildEntry = '../../build/server/index.js';
    state.appModule = /** @type {AppModule} */ (await import(buildEntry));
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
  server.use(/** @type {AppModule} */ (state.appModule).app);
}

/** Here the configuration is valid (production: the build's import checked it). */
function sayIgnoredConcurrency() {
  const wanted = Number(requestedProcesses);
  if (wanted > 1 && !hasDatabaseUrl) {
    console.log(`WEB_CONCURRENCY=${wanted} ignorado: la base embebida (PGlite) admite un solo proceso; usa DATABASE_URL para varios procesos.`);
  } else if (wanted > 1 && development) {
    console.log(`WEB_CONCURRENCY=${wanted} ignorado en desarrollo: Vite corre en un solo proceso (npm start usa varios).`);
  }
}

/**
 * Cached pages and catalogue photos first, straight from node:http (serveCached in
 * server/http/page-handler.ts, servePhoto in server/app.ts); the rest goes through Express.
 * The operations side (server/ops/http.ts) first: request id, log line and metrics for every
 * answer, and /healthz, /readyz, /metrics before the page cache. A cached page is written with
 * its stored header list in one writeHead() (security headers and request id included), so
 * nothing is set on it before; every other answer gets the file headers and the request id.
 * @param {import('express').Express} server
 * @param {ShopState} state
 */
function createShopServer(server, state) {
  const httpServer = http.createServer((req, res) => {
    const appModule = state.appModule;
    const ops = appModule?.ops;
    const id = ops?.track(req, res);
    if (ops?.isOperatorPath(req.url)) {
      appModule?.setFileHeaders?.(res, id);
      ops.serve(req, res);
      return;
    }
    if (state.stopping) {
      state.lastRequestAt = Date.now();
      res.setHeader('Connection', 'close');
    }
    if (appModule?.serveCachedPage?.(req, res)) return;
    // The security headers pages get, with a policy for files: static files, photos and
    // Express's own 404s carry them; a page's own headers replace them.
    appModule?.setFileHeaders?.(res, id);
    if (!appModule?.servePhoto?.(req, res)) server(req, res);
  });
  httpServer.keepAliveTimeout = KEEP_ALIVE_TIMEOUT_MS;
  httpServer.headersTimeout = KEEP_ALIVE_TIMEOUT_MS + 1_000;
  // A short body time-out and a bound on each address's open connections (server/http/connection-limits.ts).
  state.appModule?.limitConnections?.(httpServer, { behindProxy: Boolean(process.env.TRUST_PROXY?.trim()) });
  return httpServer;
}

/**
 * Resolves once this process would answer /readyz 200 (its catalogue loaded, the database
 * answering); a worker tells the primary then, so a rolling restart can go on. Never while stopping.
 */
function untilReady(/** @type {ShopState} */ state) {
  const readiness = state.appModule?.ops?.readiness;
  return new Promise((resolve) => {
    const check = async () => {
      if (state.stopping) return;
      const result = await readiness?.check().catch(() => undefined);
      if (result?.ready || !readiness) resolve(undefined);
      else setTimeout(check, READY_POLL_MS);
    };
    void check();
  });
}
