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
export function cspDirectives({ development, extraScriptHosts = [], analytics = true }: CspOptions, inlineScripts: string[]): Record<string, string[]> {
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
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'self'"],
  };
}

/** The Content-Security-Policy header value (same layout as helmet's). */
export function serializeCsp(directives: Record<string, string[]>): string {
  return Object.entries(directives)
    .map(([name, values]) => (values.length ? `${name} ${values.join(' ')}` : name))
    .join(';');
}

/** The header for a page whose inline scripts are allowed by their hashes ('sha256-…' sources). */
export function cspWithHashes(options: CspOptions, hashSources: string[]): string {
  return serializeCsp(cspDirectives(options, hashSources));
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
  const headers = helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      // helmet takes a function for the per-response source; the rest is shared with cspWithHashes.
      directives: cspDirectives(options, [nonceSource as unknown as string]),
    },
    // Product images come from image hosts (postimg, ibb) that send no CORP header.
    crossOriginEmbedderPolicy: false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    strictTransportSecurity: development ? false : { maxAge: 15552000, includeSubDomains: false },
  });
  return [nonce, headers];
}
