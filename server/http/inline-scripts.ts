// Turns a page rendered with a one-off nonce into a page whose inline scripts are allowed by their
// hashes, so it can be cached and sent to many visitors (docs/decisions/0001-csp-with-cached-pages.md).
import crypto from 'node:crypto';

export interface HashedPage {
  /** The page without the nonce attributes. */
  html: string;
  /** `'sha256-…'` sources of the inline scripts that carried the render's nonce, in page order, unique. */
  hashes: string[];
}

const SCRIPT_OPEN = /<script\b([^>]*)>/gi;
const SCRIPT_CLOSE = /<\/script/gi;
/** Script types a browser executes; anything else (application/ld+json) is a data block. */
const EXECUTABLE_TYPES = new Set(['', 'module', 'text/javascript', 'application/javascript']);

function attribute(attributes: string, name: string): string | null {
  const match = new RegExp(`\\s${name}\\s*=\\s*(?:"([^"]*)"|'([^']*)'|([^\\s"'>]+))`, 'i').exec(attributes);
  if (!match) return new RegExp(`\\s${name}(?=\\s|$|/)`, 'i').test(attributes) ? '' : null;
  return match[1] ?? match[2] ?? match[3] ?? '';
}

/** The CSP source that allows an inline script with exactly this text. */
export function scriptHash(text: string): string {
  return `'sha256-${crypto.createHash('sha256').update(text, 'utf8').digest('base64')}'`;
}

/**
 * Hashes the inline scripts that carry `nonce` (the ones our render wrote: an injected script
 * cannot know the render's random nonce, so it gets no hash and stays blocked), then removes every
 * `nonce="…"` attribute so the cached page is the same bytes for every visitor.
 */
export function hashInlineScripts(html: string, nonce: string): HashedPage {
  if (!nonce) return { html, hashes: [] };
  const hashes = new Set<string>();
  SCRIPT_OPEN.lastIndex = 0;
  for (let open = SCRIPT_OPEN.exec(html); open; open = SCRIPT_OPEN.exec(html)) {
    const attributes = open[1];
    const start = open.index + open[0].length;
    // A script's text ends at the first '</script' (React and React Router escape '<' in what they
    // serialize, so their scripts never contain it).
    SCRIPT_CLOSE.lastIndex = start;
    const close = SCRIPT_CLOSE.exec(html);
    const end = close ? close.index : html.length;
    SCRIPT_OPEN.lastIndex = end;
    if (attribute(attributes, 'nonce') !== nonce) continue;
    if (attribute(attributes, 'src') !== null) continue; // external: allowed by its host
    const type = (attribute(attributes, 'type') ?? '').trim().toLowerCase();
    if (!EXECUTABLE_TYPES.has(type)) continue;
    hashes.add(scriptHash(html.slice(start, end)));
  }
  return { html: html.split(` nonce="${nonce}"`).join(''), hashes: [...hashes] };
}
