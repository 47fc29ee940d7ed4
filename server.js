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
//
// The parts live in server/start/: settings.js (what is read from the environment), primary.js and
// rolling-restart.js (the cluster's primary), shop.js and shop-shutdown.js (one process of the shop).
import cluster from 'node:cluster';
import v8 from 'node:v8';
import { superviseWorkers } from './server/start/primary.js';
import { clustered } from './server/start/settings.js';
import { startShop } from './server/start/shop.js';

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

if (clustered && cluster.isPrimary) {
  superviseWorkers();
} else {
  await startShop();
}
