// @ts-check
// What server.js and its modules read from the environment before the shop's own configuration
// (server/config.ts, inside the build) is loaded, and the times the start and the stop work with.
import os from 'node:os';

export const development = process.env.NODE_ENV !== 'production';
export const port = Number(process.env.PORT || 3000);
// Unset: every interface, as before (a container publishes the port). Behind a front on the same
// machine set HOST=127.0.0.1 so the shop cannot be reached around it.
export const host = process.env.HOST?.trim() || undefined;
/**
 * Longer than any front's idle time-out (Caddy's upstream keep-alive is set to 55 s in
 * deploy/Caddyfile, load balancers use 60 s): the front, not the shop, closes an idle connection,
 * so it never sends a request on one the shop has just closed. Node's default is 5 s.
 */
export const KEEP_ALIVE_TIMEOUT_MS = 65_000;
/**
 * In-flight requests get this long to finish after SIGTERM (SHUTDOWN_GRACE_MS, validated by
 * server/config.ts; the primary reads it before any worker has checked it, hence the fallback);
 * then their connections are cut.
 */
const graceText = process.env.SHUTDOWN_GRACE_MS?.trim();
export const SHUTDOWN_GRACE_MS = graceText && Number.isFinite(Number(graceText)) ? Number(graceText) : 20_000;
/**
 * Then the services (catalogue, photos, outbox, database...) share what is left of the stop's
 * deadline, at least this long: SIGTERM ends the process within SHUTDOWN_GRACE_MS plus this,
 * whatever part hangs (a database gone, an SMTP server or a sheet that stopped answering).
 */
export const STOP_SERVICES_MS = 5_000;
/** Past the deadline, a moment for the log line naming what did not stop. */
export const EXIT_MARGIN_MS = 500;
/** A replacement worker that is not ready (catalogue loaded, database answering) by then is dropped. */
export const READY_TIMEOUT_MS = 120_000;
/** How often a new worker checks whether it is ready, to tell the primary. */
export const READY_POLL_MS = 200;
/** While stopping, idle keep-alive connections are closed after this long without a request. */
export const QUIET_MS = 1_000;
// Empty counts as unset, as in server/config.ts.
export const requestedProcesses = process.env.WEB_CONCURRENCY?.trim() || '1';
export const hasDatabaseUrl = Boolean(process.env.DATABASE_URL?.trim());
export const clustered = !development && hasDatabaseUrl && requestedProcesses !== '1';
/** Where the shop was started from (a rolling restart re-enters the release by this path). */
export const startDir = process.cwd();

/** The exit code of a process ended by `signal` (128 + its number), as shells report it. */
export function signalExitCode(/** @type {NodeJS.Signals} */ signal) {
  return 128 + (os.constants.signals[signal] ?? 0);
}

/**
 * Set by the primary on a worker started while others serve: it listens only once ready, so the
 * cluster never deals it a visitor it would answer 'updating' (or a quote it could not price).
 */
export const LISTEN_WHEN_READY_ENV = 'TIENDA_LISTEN_WHEN_READY';
