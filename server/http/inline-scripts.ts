// Turns a page rendered with a one-off nonce into a page whose inline scripts are allowed by their
// hashes, so it can be cached and sent to many visitors (docs/decisions/0001-csp-with-cached-pages.md).
import crypto from 'node:crypto';

export interface HashedPage {
  /** The page without the nonce attributes. */
  body: Buffer;
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

function sha256Source(bytes: Buffer | string): string {
  return `'sha256-${crypto.createHash('sha256').update(bytes).digest('base64')}'`;
}

/** The CSP source that allows an inline script with exactly this text. */
export function scriptHash(text: string): string {
  return sha256Source(Buffer.from(text, 'utf8'));
}

/**
 * Hashes the inline scripts that carry `nonce` (the ones our render wrote: an injected script
 * cannot know the render's random nonce, so it gets no hash and stays blocked), then removes every
 * `nonce="…"` attribute so the cached page is the same bytes for every visitor.
 *
 * It reads the page's UTF-8 bytes through their latin1 view (one character per byte): the markup
 * it looks for is ASCII, positions in the view are positions in the bytes, and a script's hash is
 * taken over its bytes, which is what the browser hashes; the page is never decoded and encoded again.
 */
export function hashInlineScripts(page: Buffer, nonce: string): HashedPage {
  if (!nonce) return { body: page, hashes: [] };
  const html = page.toString('latin1');
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
    hashes.add(sha256Source(page.subarray(start, end)));
  }
  const attributeText = ` nonce="${nonce}"`;
  const kept: Buffer[] = [];
  let from = 0;
  for (let at = html.indexOf(attributeText); at !== -1; at = html.indexOf(attributeText, from)) {
    kept.push(page.subarray(from, at));
    from = at + attributeText.length;
  }
  if (from === 0) return { body: page, hashes: [...hashes] };
  kept.push(page.subarray(from));
  return { body: Buffer.concat(kept), hashes: [...hashes] };
}
