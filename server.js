// @ts-check
// Starts the shop: `npm start` (production, from the build) or `npm run dev` (through Vite).
//
// Several processes: with DATABASE_URL and WEB_CONCURRENCY=N (production), this process becomes a
// node:cluster primary that only supervises N workers, each running the whole shop (its own
// catalogue store, page cache, outbox worker and search log; the outbox and the search log are
// safe to run in every process, see server/mail/outbox.ts and server/search-log/store.ts). The
// primary restarts a worker that dies and forwards SIGTERM/SIGINT, waiting for the workers to
// close. With the embedded PGlite (no DATABASE_URL) the shop stays one process.
//
// Every variable, WEB_CONCURRENCY included, is validated by server/config.ts, which lives in the
// build: the primary cannot load it without starting the shop. So the primary starts ONE worker
// first; a wrong configuration stops that worker with a message naming the variable, and the
// primary then stops too. Only after the first worker listens (the value is valid) does it start
// the others.
//
// Updates without losing requests: SIGHUP to the primary replaces the workers one at a time (a
// new one listens before the old one is told to stop); SIGTERM to a worker, or to the shop in one
// process, stops accepting connections, tells /readyz to answer 503, lets the requests in flight
// finish (at most SHUTDOWN_GRACE_MS) and exits. See docs/deploy.md.
import cluster from 'node:cluster';
import compression from 'compression';
import express from 'express';
import { existsSync, realpathSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { format } from 'node:util';
import v8 from 'node:v8';

/**
 * What the shop's module gives this file (server/app.ts; the build's server/index.js in
 * production, Vite's ssrLoadModule in development).
 * @typedef {typeof import('./server/app')} AppModule
 * @typedef {import('express').RequestHandler} RequestHandler
 */

/**
 * Memory (bench/README.md, 'Memory'): V8 sizes its next collection from how fast the shop
 * allocates, up to 4 times the live heap, so under load about 80 MB of live objects let the heap
 * grow to about 360 MB (and the catalogue thread's first read to about 900 MB). Growing by at most
 * this percentage keeps the heap near what is live and scales with the catalogue by itself (unlike
 * a fixed --max-old-space-size, which a big catalogue could outgrow). V8 reads the flag at every
 * collection, so setting it here works; it applies to the catalogue's worker threads too. An
 * operator's own `node --heap-growing-percent=N server.js` wins.
 */
const HEAP_GROWING_PERCENT = 50;
if (!process.execArgv.some((arg) => arg.startsWith('--heap-growing-percent') || arg.startsWith('--heap_growing_percent'))) {
  v8.setFlagsFromString(`--heap-growing-percent=${HEAP_GROWING_PERCENT}`);
}

/**
 * The build writes a brotli (quality 11) and a gzip (level 9) copy beside each script, style and
 * icon sprite (vite.config.ts, precompressAssets): send the copy the browser accepts, with the
 * asset's own type. About 15 % smaller than compressing on the fly; anything else falls through
 * to express.static (and the compression middleware).
 */
/**
 * @param {string} dir
 * @returns {RequestHandler}
 */
function precompressedAssets(dir) {
  const root = path.resolve(dir);
  /** @type {Record<string, string>} */
  const types = { '.js': 'text/javascript; charset=utf-8', '.css': 'text/css; charset=utf-8', '.svg': 'image/svg+xml' };
  return (req, res, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    const type = types[path.extname(req.path)];
    if (!type) return next();
    const accepted = String(req.headers['accept-encoding'] ?? '');
    const encoding = /\bbr\b/.test(accepted) ? 'br' : /\bgzip\b/.test(accepted) ? 'gzip' : null;
    if (!encoding) return next();
    const file = path.join(root, path.normalize(req.path));
    const copy = `${file}.${encoding === 'br' ? 'br' : 'gz'}`;
    if (!file.startsWith(root + path.sep) || !existsSync(copy)) return next();
    res.setHeader('Content-Type', type);
    res.setHeader('Content-Encoding', encoding);
    res.setHeader('Vary', 'Accept-Encoding');
    res.sendFile(copy, { immutable: true, maxAge: '1y' }, (/** @type {Error | undefined} */ error) => {
      // Not sent (a vanished file): let express.static answer with the plain file.
      if (error && !res.headersSent) {
        res.removeHeader('Content-Encoding');
        next();
      }
    });
  };
}

const development = process.env.NODE_ENV !== 'production';
const port = Number(process.env.PORT || 3000);
// Unset: every interface, as before (a container publishes the port). Behind a front on the same
// machine set HOST=127.0.0.1 so the shop cannot be reached around it.
const host = process.env.HOST?.trim() || undefined;
/**
 * Longer than any front's idle time-out (Caddy's upstream keep-alive is set to 55 s in
 * deploy/Caddyfile, load balancers use 60 s): the front, not the shop, closes an idle connection,
 * so it never sends a request on one the shop has just closed. Node's default is 5 s.
 */
const KEEP_ALIVE_TIMEOUT_MS = 65_000;
/**
 * In-flight requests get this long to finish after SIGTERM (SHUTDOWN_GRACE_MS, validated by
 * server/config.ts; the primary reads it before any worker has checked it, hence the fallback);
 * then their connections are cut.
 */
const graceText = process.env.SHUTDOWN_GRACE_MS?.trim();
const SHUTDOWN_GRACE_MS = graceText && Number.isFinite(Number(graceText)) ? Number(graceText) : 20_000;
/**
 * Then the services (catalogue, photos, outbox, database...) share what is left of the stop's
 * deadline, at least this long: SIGTERM ends the process within SHUTDOWN_GRACE_MS plus this,
 * whatever part hangs (a database gone, an SMTP server or a sheet that stopped answering).
 */
const STOP_SERVICES_MS = 5_000;
/** Past the deadline, a moment for the log line naming what did not stop. */
const EXIT_MARGIN_MS = 500;
/** A replacement worker that is not ready (catalogue loaded, database answering) by then is dropped. */
const READY_TIMEOUT_MS = 120_000;
/** How often a new worker checks whether it is ready, to tell the primary. */
const READY_POLL_MS = 200;
/** While stopping, idle keep-alive connections are closed after this long without a request. */
const QUIET_MS = 1_000;
// Empty counts as unset, as in server/config.ts.
const requestedProcesses = process.env.WEB_CONCURRENCY?.trim() || '1';
const hasDatabaseUrl = Boolean(process.env.DATABASE_URL?.trim());
const clustered = !development && hasDatabaseUrl && requestedProcesses !== '1';
const startDir = process.cwd();

if (clustered && cluster.isPrimary) {
  superviseWorkers();
} else {
  await startShop();
}

/** The exit code of a process ended by `signal` (128 + its number), as shells report it. */
function signalExitCode(/** @type {NodeJS.Signals} */ signal) {
  return 128 + (os.constants.signals[signal] ?? 0);
}

/** The primary's few lines as JSON, like the workers' (server/ops/log.ts), with their pid. */
function jsonConsole() {
  const line =
    (/** @type {string} */ level) =>
    (/** @type {unknown[]} */ ...args) =>
      process.stdout.write(`${JSON.stringify({ level, time: new Date().toISOString(), pid: process.pid, msg: format(...args) })}\n`);
  console.log = line('info');
  console.info = line('info');
  console.warn = line('warn');
  console.error = line('error');
}

function superviseWorkers() {
  jsonConsole();
  let stopping = false;
  let anyListening = false;
  let target = 1;
  /** Recent unexpected exits, to slow down restarts of a worker that keeps dying at start. */
  /** @type {number[]} */
  const recentDeaths = [];

  const fork = () => cluster.fork();
  console.log(`[procesos] principal ${process.pid}: iniciando el primer proceso de la tienda`);
  fork();

  cluster.on('listening', () => {
    if (anyListening) return;
    anyListening = true;
    // The first worker loaded the configuration: WEB_CONCURRENCY is a valid whole number.
    target = Number(requestedProcesses);
    for (let i = 1; i < target; i++) fork();
    console.log(`[procesos] ${target} procesos de la tienda en el puerto ${port} (WEB_CONCURRENCY=${target}, PostgreSQL compartido)`);
  });

  // Workers replaced on purpose (SIGHUP) are not restarted when they exit.
  const retiring = new Set();
  let restarting = false;

  cluster.on('exit', (worker, code, signal) => {
    if (stopping || retiring.delete(worker.id)) return;
    if (!anyListening) {
      // The first worker could not start (its message, e.g. a wrong variable, is above).
      console.error(`[procesos] el primer proceso no pudo iniciar (código ${code ?? signal}); se detiene la tienda.`);
      process.exit(typeof code === 'number' && code !== 0 ? code : 1);
    }
    const now = Date.now();
    recentDeaths.push(now);
    while (recentDeaths.length && now - recentDeaths[0] > 60_000) recentDeaths.shift();
    // 1 s, then longer while workers keep dying (at most 30 s).
    const delay = Math.min(30_000, 1_000 * 2 ** Math.max(0, recentDeaths.length - 1));
    console.error(`[procesos] el proceso ${worker.process.pid} terminó (${signal ?? `código ${code}`}); se reinicia en ${delay / 1000} s.`);
    setTimeout(() => {
      if (!stopping) fork();
    }, delay).unref();
  });

  /** Workers that ended badly during the stop: the primary's own exit code says so. */
  let failedStops = 0;
  const shutdown = (/** @type {NodeJS.Signals} */ signal) => {
    const workers = Object.values(cluster.workers ?? {}).filter((worker) => worker !== undefined);
    if (stopping) {
      // A second signal: the operator does not want to wait. Each worker exits at once on it too.
      console.error(`${signal} otra vez: se detiene ya, sin esperar a los procesos.`);
      for (const worker of workers) worker.process.kill(signal);
      setTimeout(() => {
        for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill('SIGKILL');
        process.exit(signalExitCode(signal));
      }, 1_000).unref();
      return;
    }
    stopping = true;
    console.log(`${signal}: cerrando ${workers.length} procesos de la tienda...`);
    if (workers.length === 0) process.exit(0);
    let left = workers.length;
    for (const worker of workers) {
      worker.once('exit', (code, exitSignal) => {
        if (code !== 0 || exitSignal) failedStops++;
        if (--left === 0) process.exit(failedStops ? 1 : 0);
      });
      worker.process.kill(signal);
    }
    // Each worker ends itself by its deadline; one that does not (stuck in native code) is
    // killed, so the primary always ends.
    setTimeout(
      () => {
        const stuck = Object.values(cluster.workers ?? {}).filter((worker) => worker !== undefined);
        console.error(`[procesos] ${stuck.length} procesos no terminaron a tiempo; se matan.`);
        for (const worker of stuck) worker.process.kill('SIGKILL');
        process.exit(1);
      },
      SHUTDOWN_GRACE_MS + STOP_SERVICES_MS + 2_000,
    );
  };
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  process.on('SIGINT', () => shutdown('SIGINT'));

  // SIGHUP: a rolling restart, one worker at a time; the new one listens before the old one stops,
  // so some worker always accepts. A new worker that cannot start stops the rotation and the old
  // ones keep serving.
  process.on('SIGHUP', async () => {
    if (restarting || stopping) return;
    restarting = true;
    // Started as `node /srv/tienda/current/server.js`: re-enter the folder by that path, so new
    // workers run the release the symlink points at now (see docs/deploy.md).
    try {
      const appDir = path.dirname(process.argv[1]);
      if (realpathSync(appDir) === realpathSync(startDir)) process.chdir(appDir);
    } catch {
      // the folder vanished: stay where we are
    }
    const old = Object.values(cluster.workers ?? {}).filter((worker) => worker !== undefined);
    console.log(`[procesos] SIGHUP: reemplazando ${old.length} procesos de la tienda de a uno`);
    try {
      for (const worker of old) {
        if (stopping) break;
        const fresh = cluster.fork();
        // Listening is not enough: until its catalogue has loaded a new worker answers 503. The
        // old one is told to stop only once the new one is ready (it says so, see startShop).
        const outcome = await new Promise((resolve) => {
          const timer = setTimeout(() => resolve('timeout'), READY_TIMEOUT_MS);
          fresh.on('message', (/** @type {{ type?: string } | undefined} */ message) => {
            if (message?.type !== 'tienda:ready') return;
            clearTimeout(timer);
            resolve('ready');
          });
          fresh.once('exit', () => {
            clearTimeout(timer);
            resolve('exit');
          });
        });
        if (outcome !== 'ready') {
          if (outcome === 'timeout') {
            retiring.add(fresh.id);
            fresh.process.kill('SIGTERM');
            console.error(`[procesos] el proceso nuevo no quedó listo en ${READY_TIMEOUT_MS / 1000} s; se detiene el reemplazo y siguen los actuales.`);
          } else console.error('[procesos] el proceso nuevo no pudo iniciar; se detiene el reemplazo y siguen los actuales.');
          break;
        }
        retiring.add(worker.id);
        await new Promise((resolve) => {
          worker.once('exit', resolve);
          worker.process.kill('SIGTERM');
        });
      }
      console.log('[procesos] reemplazo terminado');
    } finally {
      restarting = false;
    }
  });

  // /metrics in a worker asks here for the whole cluster's figures (server/ops/http.ts).
  /** @type {import('prom-client').AggregatorRegistry<import('prom-client').PrometheusContentType> | undefined} */
  let aggregator;
  cluster.on('message', async (worker, message) => {
    if (message?.type !== 'tienda:metrics-request') return;
    try {
      if (!aggregator) {
        const { AggregatorRegistry } = await import('prom-client');
        aggregator = new AggregatorRegistry();
      }
      worker.send({ type: 'tienda:metrics', id: message.id, text: await aggregator.clusterMetrics() });
    } catch (error) {
      worker.send({ type: 'tienda:metrics', id: message.id, error: error instanceof Error ? error.message : String(error) });
    }
  });
}

/**
 * A whole HTTP/1.1 answer with a small Spanish page, for sockets no handler answers.
 * @param {number} status
 * @param {string} reason
 * @param {string} title
 * @param {string} message
 * @param {string} [extraHeaders]
 * @param {Readonly<Record<string, string>>} [securityHeaders]
 */
function rawAnswer(status, reason, title, message, extraHeaders = '', securityHeaders = {}) {
  // The security headers every answer carries (server/app.ts, fileHeaders), once the app is loaded.
  for (const [name, value] of Object.entries(securityHeaders)) if (name !== 'x-content-type-options') extraHeaders += `${name}: ${value}\r\n`;
  const page = `<!doctype html><html lang="es-AR"><head><meta charset="utf-8"><title>${title}</title><meta name="robots" content="noindex"></head><body style="font-family:system-ui,sans-serif;max-width:36rem;margin:4rem auto;padding:0 1rem"><h1>${title}</h1><p>${message}</p><p><a href="/">Volver al inicio</a></p></body></html>`;
  return (
    `HTTP/1.1 ${status} ${reason}\r\nContent-Type: text/html; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(page)}\r\n` +
    `Cache-Control: no-store\r\nX-Content-Type-Options: nosniff\r\n${extraHeaders}Connection: close\r\n\r\n${page}`
  );
}

async function startShop() {
  const server = express();
  server.disable('x-powered-by');
  server.use(compression());

  /** @type {AppModule | undefined} */
  let appModule;
  if (development) {
    const vite = await import('vite');
    const viteDevServer = await vite.createServer({ server: { middlewareMode: true } });
    server.use(viteDevServer.middlewares);
    server.use(async (req, res, next) => {
      try {
        const loaded = /** @type {AppModule} */ (await viteDevServer.ssrLoadModule('./server/app.ts'));
        appModule = loaded;
        return loaded.app(req, res, next);
      } catch (error) {
        if (typeof error === 'object' && error instanceof Error) viteDevServer.ssrFixStacktrace(error);
        next(error);
      }
    });
  } else {
    // Hashed assets never change: cache them for a year. Other public files for an hour.
    server.use('/assets', precompressedAssets('build/client/assets'));
    server.use('/assets', express.static('build/client/assets', { immutable: true, maxAge: '1y' }));
    // The service worker: asked for again at each navigation (a deploy reaches visitors on their
    // next page), and with its own policy (server/http/security-headers.ts, SERVICE_WORKER_CSP).
    server.get('/sw.js', (_req, res, next) => {
      for (const [name, value] of Object.entries(appModule?.serviceWorkerHeaders ?? {})) res.setHeader(name, value);
      next();
    });
    // Only paths that name a file ('/logo.svg', '/robots.txt') can be one: pages skip the disk look-up.
    const publicFiles = express.static('build/client', { maxAge: '1h' });
    server.use((req, res, next) => (/\.[a-z0-9]+$/i.test(req.path) && !req.path.endsWith('.data') ? publicFiles(req, res, next) : next()));
    try {
      // Through a variable: the build is not part of the typecheck (it may not exist yet).
      const buildEntry = './build/server/index.js';
      appModule = /** @type {AppModule} */ (await import(buildEntry));
    } catch (error) {
      console.error(error instanceof Error ? error.message : error);
      process.exit(1);
    }
    server.use(/** @type {AppModule} */ (appModule).app);
  }

  // Here the configuration is valid (production: the build's import checked it).
  const wanted = Number(requestedProcesses);
  if (wanted > 1 && !hasDatabaseUrl) {
    console.log(`WEB_CONCURRENCY=${wanted} ignorado: la base embebida (PGlite) admite un solo proceso; usa DATABASE_URL para varios procesos.`);
  } else if (wanted > 1 && development) {
    console.log(`WEB_CONCURRENCY=${wanted} ignorado en desarrollo: Vite corre en un solo proceso (npm start usa varios).`);
  }

  // Cached pages and catalogue photos first, straight from node:http (serveCached in
  // server/http/page-handler.ts, servePhoto in server/app.ts); the rest goes through Express.
  // The operations side (server/ops/http.ts) first: request id, log line and metrics for every
  // answer, and /healthz, /readyz, /metrics before the page cache. A cached page is written with
  // its stored header list in one writeHead() (security headers and request id included), so
  // nothing is set on it before; every other answer gets the file headers and the request id.
  const httpServer = http.createServer((req, res) => {
    const ops = appModule?.ops;
    const id = ops?.track(req, res);
    if (ops?.isOperatorPath(req.url)) {
      appModule?.setFileHeaders?.(res, id);
      ops.serve(req, res);
      return;
    }
    if (stopping) {
      lastRequestAt = Date.now();
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
  appModule?.limitConnections?.(httpServer, { behindProxy: Boolean(process.env.TRUST_PROXY?.trim()) });
  // What Node answers before any handler runs (a malformed request, an unknown method such as
  // TRACK, headers over 16 KB, CONNECT): the same status codes as Node's own, with a Spanish page.
  httpServer.on('clientError', (/** @type {NodeJS.ErrnoException} */ error, socket) => {
    if (error.code === 'ECONNRESET' || !socket.writable) return socket.destroy();
    const [status, reason] =
      error.code === 'HPE_HEADER_OVERFLOW'
        ? [431, 'Request Header Fields Too Large']
        : error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
          ? [408, 'Request Timeout']
          : [400, 'Bad Request'];
    socket.end(rawAnswer(status, reason, 'Solicitud no válida', 'No pudimos entender esta solicitud.', '', appModule?.fileHeaders));
  });
  httpServer.on('connect', (req, socket) => {
    socket.end(
      rawAnswer(
        405,
        'Method Not Allowed',
        'Método no permitido',
        'Esta dirección no admite ese tipo de solicitud.',
        'Allow: GET, HEAD, POST\r\n',
        appModule?.fileHeaders,
      ),
    );
  });
  httpServer.listen(port, host, () => {
    const shown = host && host !== '0.0.0.0' && host !== '::' ? (host.includes(':') ? `[${host}]` : host) : 'localhost';
    console.log(`Tienda lista en http://${shown}:${port}${cluster.isWorker ? ` (proceso ${process.pid})` : ''}`);
    if (cluster.isWorker) tellPrimaryWhenReady();
  });

  /** A worker tells the primary once it would answer /readyz 200, so a rolling restart can go on. */
  function tellPrimaryWhenReady() {
    const readiness = appModule?.ops?.readiness;
    const check = async () => {
      if (stopping) return;
      const result = await readiness?.check().catch(() => undefined);
      if (result?.ready || !readiness) process.send?.({ type: 'tienda:ready' });
      else setTimeout(check, READY_POLL_MS).unref();
    };
    void check();
  }

  let stopping = false;
  let lastRequestAt = 0;
  /** @param {NodeJS.Signals} signal */
  async function shutdown(signal) {
    if (stopping) {
      // A second signal: the operator does not want to wait.
      console.error(`${signal} otra vez: la tienda se detiene ya, sin esperar.`);
      void (appModule?.flushLogs?.(EXIT_MARGIN_MS) ?? Promise.resolve()).finally(() => process.exit(signalExitCode(signal)));
      return;
    }
    stopping = true;
    const began = Date.now();
    // The whole stop ends by this time, whatever part hangs.
    const deadline = began + SHUTDOWN_GRACE_MS + STOP_SERVICES_MS;
    console.log(`${signal}: cerrando la tienda (termina las solicitudes en curso)...`);
    // Referenced on purpose: it is the one thing that must run even if nothing else is left.
    setTimeout(
      () => {
        console.error(`${signal}: la tienda no terminó de detenerse en ${(deadline - began) / 1000} s; se termina igual.`);
        void (appModule?.flushLogs?.(EXIT_MARGIN_MS) ?? Promise.resolve()).finally(() => process.exit(1));
      },
      deadline - began + 2 * EXIT_MARGIN_MS,
    );
    // A front polling /readyz stops sending visitors here.
    appModule?.ops?.drain?.();
    // No new connections. A keep-alive connection is not cut while idle at once (Node's close()
    // would): a client may be sending on it right now, and that request would fail. Each one
    // gets 'Connection: close' on its next answer (above) and the client reconnects to another
    // process; the idle ones left are closed once no request has come for QUIET_MS, or when
    // SHUTDOWN_GRACE_MS ends.
    const closeIdle = httpServer.closeIdleConnections?.bind(httpServer);
    httpServer.closeIdleConnections = () => {};
    lastRequestAt = Date.now();
    const closed = new Promise((resolve) => httpServer.close(resolve));
    const idle = setInterval(() => {
      if (Date.now() - lastRequestAt > QUIET_MS) closeIdle?.();
    }, 100);
    /** @type {NodeJS.Timeout | undefined} */
    let graceTimer;
    const grace = new Promise((resolve) => (graceTimer = setTimeout(resolve, SHUTDOWN_GRACE_MS)));
    const finished = await Promise.race([closed.then(() => true), grace.then(() => false)]);
    clearTimeout(graceTimer);
    clearInterval(idle);
    if (!finished) {
      console.error(`${signal}: quedaban solicitudes después de ${SHUTDOWN_GRACE_MS / 1000} s; se cortan.`);
      httpServer.closeAllConnections?.();
    }
    // Each part gets its share of what is left (server/services.ts logs the ones that did not
    // stop); the race covers a stop that ignores its deadline.
    let code = 0;
    try {
      /** @type {NodeJS.Timeout | undefined} */
      let lateTimer;
      const late = new Promise((resolve) => (lateTimer = setTimeout(() => resolve('late'), deadline - Date.now() + EXIT_MARGIN_MS)));
      const report = await Promise.race([appModule?.stopServices?.({ deadline }), late]);
      clearTimeout(lateTimer);
      if (report === 'late') {
        console.error(`${signal}: los servicios no se detuvieron antes del plazo; se termina igual.`);
        code = 1;
      } else if (report && (report.unfinished.length > 0 || report.failed.length > 0)) code = 1;
    } catch (error) {
      console.error(`${signal}: error al detener los servicios:`, error);
      code = 1;
    }
    console.log(`${signal}: tienda detenida en ${Date.now() - began} ms${code ? ' (con partes sin detener o con error)' : ''}`);
    // The log is written asynchronously: the lines naming what did not stop must not be lost.
    await appModule?.flushLogs?.();
    process.exit(code);
  }
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  process.on('SIGINT', () => shutdown('SIGINT'));
  // Only the cluster's primary restarts on SIGHUP; one process would just die of it.
  process.on('SIGHUP', () => {
    if (!cluster.isWorker) console.log('SIGHUP ignorado: el reinicio escalonado necesita WEB_CONCURRENCY de 2 o más (con DATABASE_URL).');
  });
}
