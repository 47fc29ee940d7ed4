// @ts-check
// Stopping one process without losing requests: SIGTERM (or SIGINT) stops accepting connections,
// tells /readyz to answer 503, lets the requests in flight finish (at most SHUTDOWN_GRACE_MS),
// gives the services what is left of the deadline and exits. A second signal: at once.
import { EXIT_MARGIN_MS, QUIET_MS, SHUTDOWN_GRACE_MS, signalExitCode, STOP_SERVICES_MS } from './settings.js';

/**
 * @param {import('node:http').Server} httpServer
 * @param {import('./shop.js').ShopState} state
 * @param {NodeJS.Signals} signal
 */
export async function stopShop(httpServer, state, signal) {
  const appModule = state.appModule;
  if (state.stopping) {
    // A second signal: the operator does not want to wait.
    console.error(`${signal} otra vez: la tienda se detiene ya, sin esperar.`);
    void (appModule?.flushLogs?.(EXIT_MARGIN_MS) ?? Promise.resolve()).finally(() => process.exit(signalExitCode(signal)));
    return;
  }
  state.stopping = true;
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
  await finishRequests(httpServer, state, signal);
  const code = await stopServices(appModule, signal, deadline);
  console.log(`${signal}: tienda detenida en ${Date.now() - began} ms${code ? ' (con partes sin detener o con error)' : ''}`);
  // The log is written asynchronously: the lines naming what did not stop must not be lost.
  await appModule?.flushLogs?.();
  process.exit(code);
}

/**
 * No new connections. A keep-alive connection is not cut while idle at once (Node's close()
 * would): a client may be sending on it right now, and that request would fail. Each one gets
 * 'Connection: close' on its next answer (shop.js) and the client reconnects to another process;
 * the idle ones left are closed once no request has come for QUIET_MS, or when SHUTDOWN_GRACE_MS
 * ends, and then the ones still busy are cut.
 * @param {import('node:http').Server} httpServer
 * @param {import('./shop.js').ShopState} state
 * @param {NodeJS.Signals} signal
 */
async function finishRequests(httpServer, state, signal) {
  const closeIdle = httpServer.closeIdleConnections?.bind(httpServer);
  httpServer.closeIdleConnections = () => {};
  state.lastRequestAt = Date.now();
  const closed = new Promise((resolve) => httpServer.close(resolve));
  const idle = setInterval(() => {
    if (Date.now() - state.lastRequestAt > QUIET_MS) closeIdle?.();
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
}

/**
 * Each part gets its share of what is left (server/services.ts logs the ones that did not stop);
 * the race covers a stop that ignores its deadline. The process's exit code: 1 when a part did
 * not stop or failed.
 * @param {import('./shop.js').AppModule | undefined} appModule
 * @param {NodeJS.Signals} signal
 * @param {number} deadline
 */
async function stopServices(appModule, signal, deadline) {
  try {
    /** @type {NodeJS.Timeout | undefined} */
    let lateTimer;
    const late = new Promise((resolve) => (lateTimer = setTimeout(() => resolve('late'), deadline - Date.now() + EXIT_MARGIN_MS)));
    const report = await Promise.race([appModule?.stopServices?.({ deadline }), late]);
    clearTimeout(lateTimer);
    if (report === 'late') {
      console.error(`${signal}: los servicios no se detuvieron antes del plazo; se termina igual.`);
      return 1;
    }
    if (report && (report.unfinished.length > 0 || report.failed.length > 0)) return 1;
  } catch (error) {
    console.error(`${signal}: error al detener los servicios:`, error);
    return 1;
  }
  return 0;
}
