import crypto from 'node:crypto';
import type { RequestHandler } from 'express';
import helmet from 'helmet';

/** Hosts the pages embed or load from, besides our own. */
const EMBED_FRAMES = ['https://www.youtube-nocookie.com', 'https://www.youtube.com', 'https://www.openstreetmap.org'];
const ANALYTICS = ['https://www.googletagmanager.com', 'https://www.google-analytics.com', 'https://*.google-analytics.com', 'https://googleads.g.doubleclick.net', 'https://www.google.com'];

/**
 * Security headers with a fresh CSP nonce per response. The nonce lands in res.locals so the
 * React Router handler can give it to every inline script it renders.
 */
export function securityHeaders({ development, extraScriptHosts = [] }: { development: boolean; extraScriptHosts?: string[] }): RequestHandler[] {
  const nonce: RequestHandler = (_req, res, next) => {
    res.locals.cspNonce = crypto.randomBytes(16).toString('base64');
    next();
  };
  const nonceSource = (_req: unknown, res: unknown) => `'nonce-${(res as { locals: { cspNonce: string } }).locals.cspNonce}'`;
  const headers = helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        'default-src': ["'self'"],
        // Vite's dev server injects inline scripts and a websocket; production is strict.
        'script-src': development ? ["'self'", "'unsafe-inline'", "'unsafe-eval'"] : ["'self'", nonceSource, ...ANALYTICS, ...extraScriptHosts],
        'style-src': ["'self'", "'unsafe-inline'"],
        'img-src': ["'self'", 'data:', 'blob:', 'https:'],
        'font-src': ["'self'", 'data:'],
        'connect-src': development ? ["'self'", 'ws:', 'wss:'] : ["'self'", ...ANALYTICS, ...extraScriptHosts],
        'frame-src': [...EMBED_FRAMES, ...extraScriptHosts],
        'object-src': ["'none'"],
        'base-uri': ["'self'"],
        'form-action': ["'self'"],
        'frame-ancestors': ["'self'"],
      },
    },
    // Product images come from image hosts (postimg, ibb) that send no CORP header.
    crossOriginEmbedderPolicy: false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    strictTransportSecurity: development ? false : { maxAge: 15552000, includeSubDomains: false },
  });
  return [nonce, headers];
}
