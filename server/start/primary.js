// @ts-check
// The cluster's primary (with DATABASE_URL and WEB_CONCURRENCY of 2 or more): it serves nothing
// itself. It starts ONE worker first (a wrong configuration stops that worker with a message
// naming the variable, and the primary then stops too) and the others once it listens, restarts a
// worker that dies, replaces them one at a time on SIGHUP, stops them on SIGTERM/SIGINT and
// answers their requests for the whole cluster's metrics.
import cluster from 'node:cluster';
import { format } from 'node:util';
import { forkBesideOthers, replaceWorkersOneByOne } from './rolling-restart.js';
import { port, requestedProcesses, SHUTDOWN_GRACE_MS, signalExitCode, STOP_SERVICES_MS } from './settings.js';

/**
 * What the primary's handlers share.
 * @typedef {object} PrimaryState
 * @property {boolean} stopping SIGTERM or SIGINT came: no worker is started or replaced any more.
 * @property {boolean} anyListening a worker listened: the configuration is valid.
 * @property {boolean} restarting a rolling restart is under way.
 * @property {Set<number>} retiring workers replaced on purpose (SIGHUP), not restarted when they exit.
 * @property {number[]} recentDeaths recent unexpected exits, to slow down restarts of a worker that keeps dying at start.
 */

export function superviseWorkers() {
  jsonConsole();
  /** @type {PrimaryState} */
  const state = { stopping: false, anyListening: false, restarting: false, retiring: new Set(), recentDeaths: [] };
  console.log(`[procesos] principal ${process.pid}: iniciando el primer proceso de la tienda`);
  cluster.fork();
  cluster.on('listening', () => startTheOthers(state));
  cluster.on('exit', (worker, code, signal) => restartDeadWorker(state, worker, code, signal));
  process.on('SIGTERM', () => stopWorkers(state, 'SIGTERM'));
  process.on('SIGINT', () => stopWorkers(state, 'SIGINT'));
  // SIGHUP: a rolling restart (see rolling-restart.js).
  process.on('SIGHUP', () => replaceWorkersOneByOne(state));
  answerMetricsRequests();
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

/** Once the first worker listens, the configuration is valid: the rest of WEB_CONCURRENCY starts. */
function startTheOthers(/** @type {PrimaryState} */ state) {
  if (state.anyListening) return;
  state.anyListening = true;
  // The first worker loaded the configuration: WEB_CONCURRENCY is a valid whole number.
  const target = Number(requestedProcesses);
  for (let i = 1; i < target; i++) forkBesideOthers();
  console.log(`[procesos] ${target} procesos de la tienda en el puerto ${port} (WEB_CONCURRENCY=${target}, PostgreSQL compartido)`);
}

/**
 * A worker that died is started again, later while workers keep dying; the first one dying
 * means the shop cannot start, and the primary stops.
 * @param {PrimaryState} state
 * @param {import('node:cluster').Worker} worker
 * @param {number} code
 * @param {string} signal
 */
function restartDeadWorker(state, worker, code, signal) {
  if (state.stopping || state.retiring.delete(worker.id)) return;
  if (!state.anyListening) {
    // The first worker could not start (its message, e.g. a wrong variable, is above).
    console.error(`[procesos] el primer proceso no pudo iniciar (código ${code ?? signal}); se detiene la tienda.`);
    process.exit(typeof code === 'number' && code !== 0 ? code : 1);
  }
  const now = Date.now();
  const recentDeaths = state.recentDeaths;
  recentDeaths.push(now);
  while (recentDeaths.length && now - recentDeaths[0] > 60_000) recentDeaths.shift();
  // 1 s, then longer while workers keep dying (at most 30 s).
  const delay = Math.min(30_000, 1_000 * 2 ** Math.max(0, recentDeaths.length - 1));
  console.error(`[procesos] el proceso ${worker.process.pid} terminó (${signal ?? `código ${code}`}); se reinicia en ${delay / 1000} s.`);
  setTimeout(() => {
    if (state.stopping) return;
    // With none left to serve, it listens at once and answers 'updating' while it loads.
    if (liveWorkers().length > 0) forkBesideOthers();
    else cluster.fork();
  }, delay).unref();
}

/** The workers still running. */
function liveWorkers() {
  return Object.values(cluster.workers ?? {}).filter((worker) => worker !== undefined);
}

/**
 * SIGTERM or SIGINT: each worker gets the signal and finishes its requests; the primary exits
 * when all have (1 if any ended badly). A second signal: at once.
 * @param {PrimaryState} state
 * @param {NodeJS.Signals} signal
 */
function stopWorkers(state, signal) {
  const workers = liveWorkers();
  if (state.stopping) {
    // A second signal: the operator does not want to wait. Each worker exits at once on it too.
    console.error(`${signal} otra vez: se detiene ya, sin esperar a los procesos.`);
    for (const worker of workers) worker.process.kill(signal);
    setTimeout(() => {
      for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill('SIGKILL');
      process.exit(signalExitCode(signal));
    }, 1_000).unref();
    return;
  }
  state.stopping = true;
  console.log(`${signal}: cerrando ${workers.length} procesos de la tienda...`);
  if (workers.length === 0) process.exit(0);
  /** Workers that ended badly during the stop: the primary's own exit code says so. */
  let failedStops = 0;
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
      const stuck = liveWorkers();
      console.error(`[procesos] ${stuck.length} procesos no terminaron a tiempo; se matan.`);
      for (const worker of stuck) worker.process.kill('SIGKILL');
      process.exit(1);
    },
    SHUTDOWN_GRACE_MS + STOP_SERVICES_MS + 2_000,
  );
}

/** /metrics in a worker asks here for the whole cluster's figures (server/ops/http.ts). */
function answerMetricsRequests() {
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
