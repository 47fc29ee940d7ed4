// The Express application around React Router: security headers, body limits, the page cache and
// its rate limit, the load context, and the background services (catalogue refresh, mail outbox).
// server.js mounts it, in development through Vite and in production from the build.
import 'react-router';
import { createRequestHandler, type ServerBuild } from 'react-router';
import express from 'express';
import { bodyLimit } from './http/body-limit';
import { cleanRequest } from './http/clean-request';
import { configuredOrigin, publicUrlWarning } from './http/public-origin';
import { PageCache } from './http/page-cache';
import { createPageHandler } from './http/page-handler';
import { cspWithHashes, SERVICE_WORKER_CSP, securityHeaders, staticHeaders } from './http/security-headers';
import { flushLogs, processServices, stopServices } from './services';
import { checkSampleContent, reportSampleTeam } from './content/sample';
import { routerContext } from './context';
import { teamCount } from './team/store';
import { seoHandler } from './seo/http';
import { offlineCatalogHandler } from './catalog/offline-http';
import { getConfig } from './config';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { PHOTO_PATH_PREFIX } from '#domain/photos';
import { photoHandler } from './photos/http';
import { registerPhotoCheck } from './photos/visibility';
import { createOps } from './ops';
import { productViewCounter } from './stats/views';

// Sample values: one line each at start; REQUIRE_REAL_CONTENT=true refuses to start with any.
checkSampleContent(getConfig());
// Built once per process (server/services.ts): everything below and every route gets these.
const services = processServices();
const { config } = services;
const development = config.NODE_ENV === 'development';
// Without PUBLIC_URL the links in pages and mails follow the request's Host: say so at start.
if (publicUrlWarning(config)) console.warn(publicUrlWarning(config));

export const app = express();
app.disable('x-powered-by');
// The text boundary for query strings and headers; Spanish 400/405 for a target that is no path or another method.
app.use(cleanRequest);
// Catalogue photos first: they are most of the requests, and carry their own headers.
// A copy not made yet costs CPU: each address may have a few dozen made at once, then two a second,
// and while the shop is busy each network gets its share (server/photos/shares.ts). The address is
// the one rate limits use: X-Forwarded-For only from a trusted proxy.
const clientAddress = (req: IncomingMessage) => (req as express.Request).ip ?? req.socket.remoteAddress ?? 'desconocido';
const photos = photoHandler(
  services.photos,
  (req) => async () => {
    const limit = await services.limits.newPhotos.check(clientAddress(req));
    return limit.ok ? { ok: true, retryAfterSeconds: 0 } : { ok: false, retryAfterSeconds: limit.retryAfterSeconds };
  },
  clientAddress,
);
app.use(photos);

/**
 * server.js calls this before Express: a photo is answered straight from node:http (a card page asks
 * for a dozen). Behind a trusted proxy the client's address comes from forwarded headers Express
 * reads: photos go through Express then.
 */
export function servePhoto(req: IncomingMessage, res: ServerResponse): boolean {
  if (config.TRUST_PROXY || !req.url?.startsWith(PHOTO_PATH_PREFIX)) return false;
  photos(req, res);
  return true;
}
// Pages draw the placeholder at once for a photo the shop cannot show.
registerPhotoCheck(services.photoVisibility);
// X-Forwarded-For is believed only from the proxies named in TRUST_PROXY (none by default): a
// forged header must not give a client a fresh address and lift its rate limits.
app.set('trust proxy', config.TRUST_PROXY ?? false);
// The photo feed widget (only when configured) loads its script and data from its own hosts.
const socialFeedHosts = config.SOCIAL_FEED_WIDGET_ID ? ['https://elfsightcdn.com', 'https://*.elfsightcdn.com', 'https://*.elfsight.com'] : [];
const csp = { development, extraScriptHosts: socialFeedHosts, analytics: Boolean(config.GOOGLE_ADS_ID) };
/**
 * The security headers of every answer that is not a cached page (static files, photos, Node's
 * own errors, /healthz): server.js sets them, with the request's id, on every request the page
 * cache does not answer, and a rendered page's own replace them. A cached page carries its own.
 */
export const fileHeaders: Readonly<Record<string, string>> = staticHeaders({ development });
const fileHeaderList = Object.entries(fileHeaders);
export function setFileHeaders(res: ServerResponse, requestId?: string): void {
  for (const [name, value] of fileHeaderList) res.setHeader(name, value);
  if (requestId) res.setHeader('X-Request-Id', requestId);
}
/** The service worker's script (server.js): never kept long by the browser, its own policy. */
export const serviceWorkerHeaders: Readonly<Record<string, string>> = {
  'Cache-Control': 'no-cache',
  'Content-Security-Policy': SERVICE_WORKER_CSP,
};
// /healthz, /readyz and /metrics; server.js answers them before Express in production.
app.use((req, res, next) => ops.middleware(req, res, next));
app.use(securityHeaders(csp));
app.use(bodyLimit);

void services
  .db()
  .then((db) => reportSampleTeam(config, () => teamCount(db)))
  .catch(() => undefined);

const build = () => import('virtual:react-router/server-build') as Promise<ServerBuild>;

// The catalogue version is the snapshot's identity: every refresh swaps in a new snapshot object.
const catalogVersions = new WeakMap<object, string>();
let lastCatalogVersion = 0;
// Every cached page asks (its key holds the version): the same text while nothing changed, built
// again only when one of its parts moves.
let lastVersion: { catalog: string; team: number; photos: number; pins: number; iva: number; text: string } | null = null;
function catalogVersion(): string | null {
  const snapshot = services.catalog.current();
  if (!snapshot) return null;
  let catalog = catalogVersions.get(snapshot);
  if (!catalog) {
    catalog = `c${++lastCatalogVersion}`;
    catalogVersions.set(snapshot, catalog);
  }
  const team = services.team.version();
  const photos = services.photoVisibility.version();
  const pins = services.searchPins.version();
  const iva = services.ivaDefaults.version();
  const last = lastVersion;
  if (last && last.catalog === catalog && last.team === team && last.photos === photos && last.pins === pins && last.iva === iva) return last.text;
  // The team is on the home page too: a change made in the staff area is a new page version; so is
  // a change in which photos cannot be shown (their cards become placeholders), and a change in the
  // staff's search pins (a search page must show the pinned product at once), and in the IVA of a
  // category group (every price's net changes with it).
  lastVersion = { catalog, team, photos, pins, iva, text: `${catalog}.t${team}.p${photos}.s${pins}.i${iva}` };
  return lastVersion.text;
}

// robots.txt, sitemaps and product feeds: documents built once per catalogue version; without
// PUBLIC_URL the production shop publishes no sitemap or feed (they would name a visitor's Host).
app.use(seoHandler(services.seo, () => services.catalog.current(), config.PUBLIC_URL, { refuseWithoutPublicUrl: !development }));
// The catalogue file phones keep for use without signal, compressed once per catalogue version.
app.use(offlineCatalogHandler(services.offlineCatalog, () => services.catalog.current()));

// Given a function, React Router derives its route tables from the build on every request (for
// Vite's reloads in development): flattening, ranking and compiling every route's pattern was
// about a tenth of a product page's CPU time. The built shop never changes: derive them once.
const productionHandle = development ? null : build().then((serverBuild) => createRequestHandler(serverBuild, config.NODE_ENV));
const handle: ReturnType<typeof createRequestHandler> = productionHandle
  ? async (request, initialContext) => (await productionHandle)(request, initialContext)
  : createRequestHandler(build, config.NODE_ENV);

const pageCache = development ? null : new PageCache();
/** Request logs, metrics, readiness (server/ops): server.js calls ops.observe/serve first. */
export const ops = createOps(services, pageCache);
const pageHandler = createPageHandler({
  handle,
  // React Router's context: the services and this request's nonce and address (server/context.ts).
  context: (request) => routerContext(services, request),
  searchLog: services.searchLog,
  buildVersion: async () => (await build()).assets.version,
  catalogVersion,
  cspForHashes: (hashes) => cspWithHashes(csp, hashes),
  // Development re-renders on every change: no cache there.
  cache: pageCache,
  // Searches and late pages the cache did not answer: 30 at once, then 60 a minute per address.
  expensiveLimiter: services.limits.expensivePages,
  // Behind a trusted proxy the URL comes from forwarded headers Express reads: no fast path then.
  rawFastPath: !config.TRUST_PROXY,
  // Product pages answered, for the owner's summary (a map look-up; no visitor data kept).
  countView: productViewCounter(services.eventCounter, services.catalog),
  // Pages are written for PUBLIC_URL whatever the Host: one cached copy for every Host.
  publicOrigin: configuredOrigin(config.PUBLIC_URL),
});
app.use(pageHandler);
app.use(ops.errorHandler);

/** server.js calls this first for every request: a cached page is answered without Express. */
export const serveCachedPage = pageHandler.serveCached;

export { flushLogs, stopServices };
export { limitConnections } from './http/connection-limits';
