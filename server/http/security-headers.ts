import crypto from 'node:crypto';
import type { RequestHandler } from 'express';
import helmet from 'helmet';

/** Hosts the pages embed or load from, besides our own. */
const EMBED_FRAMES = ['https://www.youtube-nocookie.com', 'https://www.youtube.com', 'https://www.openstreetmap.org'];
const GOOGLE_TAG_HOSTS = [
  'https://www.googletagmanager.com',
  'https://www.google-analytics.com',
  'https://*.google-analytics.com',
  'https://googleads.g.doubleclick.net',
  'https://www.google.com',
];

export interface CspOptions {
  development: boolean;
  extraScriptHosts?: string[];
  /**
   * Google's tag hosts (the Ads tag, when GOOGLE_ADS_ID is set). False: the policy names no Google
   * host, so nothing injected could load or report to one. Default true.
   */
  analytics?: boolean;
}

/**
 * The policy's directives. `inlineScripts` are the sources that allow this page's inline scripts:
 * `'nonce-…'` for a page rendered for one response, or `'sha256-…'` hashes for a cached page
 * (docs/decisions/0001-csp-with-cached-pages.md). Never 'unsafe-inline' in production.
 */
function cspDirectives({ development, extraScriptHosts = [], analytics = true }: CspOptions, inlineScripts: string[]): Record<string, string[]> {
  const ANALYTICS = analytics ? GOOGLE_TAG_HOSTS : [];
  return {
    'default-src': ["'self'"],
    // Vite's dev server injects inline scripts and a websocket; production is strict.
    'script-src': development ? ["'self'", "'unsafe-inline'", "'unsafe-eval'"] : ["'self'", ...inlineScripts, ...ANALYTICS, ...extraScriptHosts],
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'blob:', 'https:'],
    'font-src': ["'self'", 'data:'],
    'connect-src': development ? ["'self'", 'ws:', 'wss:'] : ["'self'", ...ANALYTICS, ...extraScriptHosts],
    'frame-src': [...EMBED_FRAMES, ...extraScriptHosts],
    // The shop's service worker (/sw.js) and the installed app's manifest, from our origin only.
    'worker-src': ["'self'"],
    'manifest-src': ["'self'"],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'self'"],
  };
}

/** The Content-Security-Policy header value (same layout as helmet's). */
function serializeCsp(directives: Record<string, string[]>): string {
  return Object.entries(directives)
    .map(([name, values]) => (values.length ? `${name} ${values.join(' ')}` : name))
    .join(';');
}

/** The header for a page whose inline scripts are allowed by their hashes ('sha256-…' sources). */
export function cspWithHashes(options: CspOptions, hashSources: string[]): string {
  return serializeCsp(cspDirectives(options, hashSources));
}

/** The options pages and every other answer share; only the Content-Security-Policy differs. */
function helmetWith(development: boolean, directives: Record<string, unknown>) {
  return helmet({
    contentSecurityPolicy: { useDefaults: false, directives: directives as Record<string, string[]> },
    // Product images come from image hosts (postimg, ibb) that send no CORP header.
    crossOriginEmbedderPolicy: false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    strictTransportSecurity: development ? false : { maxAge: 15552000, includeSubDomains: false },
  });
}

/**
 * The policy of an answer that is not a page (a script, a style, a photo, an icon, a plain error
 * page of our own): nothing in it may load or run anything but ask our own origin (a worker script
 * fetches from it), and no site but ours may frame it.
 * An SVG opened on its own keeps its inline styles and embedded images.
 */
const STATIC_CSP_DIRECTIVES: Record<string, string[]> = {
  'default-src': ["'none'"],
  // The offline catalogue's worker script is a static file and downloads the catalogue file.
  'connect-src': ["'self'"],
  'img-src': ["'self'", 'data:'],
  'style-src': ["'unsafe-inline'"],
  'base-uri': ["'none'"],
  'form-action': ["'none'"],
  'frame-ancestors': ["'self'"],
};

/**
 * The service worker's own policy (a worker obeys the policy its script came with): it fetches
 * pages, files and photos from our origin and loads nothing else.
 */
export const SERVICE_WORKER_CSP = serializeCsp({ 'default-src': ["'none'"], 'connect-src': ["'self'"] });

/**
 * The headers every answer that is not a page carries (static files, photos, Node's own errors,
 * /healthz): exactly the headers pages get from securityHeaders() below (the same helmet options,
 * so a change there reaches them too), with STATIC_CSP_DIRECTIVES as their policy. Worked out once:
 * server.js sets them first on every request and a page's own headers replace them.
 */
export function staticHeaders({ development }: { development: boolean }): Record<string, string> {
  const headers: Record<string, string> = {};
  const res = {
    setHeader: (name: string, value: unknown) => void (headers[name.toLowerCase()] = String(value)),
    removeHeader: (name: string) => void delete headers[name.toLowerCase()],
  };
  let done = false;
  helmetWith(development, STATIC_CSP_DIRECTIVES)({} as never, res as never, () => (done = true));
  // helmet sets its headers before calling next(), synchronously; anything else is a change to notice.
  if (!done) throw new Error('helmet did not set its headers synchronously');
  return headers;
}

/**
 * Security headers with a fresh CSP nonce per response. The nonce lands in res.locals so the
 * React Router handler can give it to every inline script it renders. Cached pages replace the
 * nonce by the hashes of their inline scripts (server/http/page-handler.ts).
 */
export function securityHeaders(options: CspOptions): RequestHandler[] {
  const { development } = options;
  const nonce: RequestHandler = (_req, res, next) => {
    res.locals.cspNonce = crypto.randomBytes(16).toString('base64');
    next();
  };
  const nonceSource = (_req: unknown, res: unknown) => `'nonce-${(res as { locals: { cspNonce: string } }).locals.cspNonce}'`;
  // helmet takes a function for the per-response source; the rest is shared with cspWithHashes.
  const headers = helmetWith(development, cspDirectives(options, [nonceSource as unknown as string]));
  return [nonce, headers];
}
