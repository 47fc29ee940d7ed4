// Turns a page rendered with a one-off nonce into a page whose inline scripts are allowed by their
// hashes, so it can be cached and sent to many visitors (docs/decisions/0001-csp-with-cached-pages.md).
import crypto from 'node:crypto';

export interface HashedPage {
  /** The page without the nonce attributes. */
  body: Buffer;
  /** `'sha256-…'` sources of the inline scripts that carried the render's nonce, in page order, unique. */
  hashes: string[];
}

const SCRIPT_OPEN = '<script';
const SCRIPT_CLOSE = '</script';
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
 * It works on the page's UTF-8 bytes: the markup it looks for is ASCII and React writes tags in
 * lower case, so the scripts are found with Buffer.indexOf, only their opening tags are read as
 * text, and a script's hash is taken over its bytes, which is what the browser hashes. A script
 * in another case, or one whose text the browser would end elsewhere, is not ours: it gets no
 * hash and stays blocked.
 */
export function hashInlineScripts(page: Buffer, nonce: string): HashedPage {
  if (!nonce) return { body: page, hashes: [] };
  const hashes = new Set<string>();
  for (let open = page.indexOf(SCRIPT_OPEN); open !== -1;) {
    const nameEnd = open + SCRIPT_OPEN.length;
    const tagEnd = page.indexOf('>', nameEnd);
    if (tagEnd === -1) break;
    // `<scripts>` or `<script-x>` is another element.
    const next = page[nameEnd];
    const isScript = next === 0x3e || next === 0x20 || next === 0x2f || next === 0x09 || next === 0x0a || next === 0x0c || next === 0x0d;
    const start = tagEnd + 1;
    const close = isScript ? page.indexOf(SCRIPT_CLOSE, start) : start;
    const end = close === -1 ? page.length : close;
    open = page.indexOf(SCRIPT_OPEN, end);
    if (!isScript) continue;
    const attributes = page.toString('latin1', nameEnd, tagEnd);
    if (attribute(attributes, 'nonce') !== nonce) continue;
    if (attribute(attributes, 'src') !== null) continue; // external: allowed by its host
    const type = (attribute(attributes, 'type') ?? '').trim().toLowerCase();
    if (!EXECUTABLE_TYPES.has(type)) continue;
    hashes.add(sha256Source(page.subarray(start, end)));
  }
  const attributeText = ` nonce="${nonce}"`;
  const kept: Buffer[] = [];
  let from = 0;
  for (let at = page.indexOf(attributeText); at !== -1; at = page.indexOf(attributeText, from)) {
    kept.push(page.subarray(from, at));
    from = at + attributeText.length;
  }
  if (from === 0) return { body: page, hashes: [...hashes] };
  kept.push(page.subarray(from));
  return { body: Buffer.concat(kept), hashes: [...hashes] };
}
