// Image and video links from the sheet (docs/product.md §3, §5).

/** docs/product.md §9: at most 20 images are kept per product. */
export const MAX_IMAGES = 20;

const IMG_WRAPPER = /\[img\]([\s\S]*?)\[\/img\]/i;
const CELL_SEPARATOR = /[\s;]+/;
// Site-relative path: one leading '/', no whitespace. Backslashes are refused
// because browsers read '/\host' as the protocol-relative '//host'.
const SITE_PATH = /^\/(?!\/)[^\s\\]*$/;

interface HttpUrl {
  hostname: string;
  pathname: string;
  search: string;
}

// Common shape (letters-only TLD, short or no port) that the WHATWG parser
// always accepts; matching it first avoids `new URL` for most sheet links.
const SIMPLE_HTTP_URL = /^https?:\/\/([a-z0-9-]+(?:\.[a-z0-9-]+)*\.[a-z]{2,})(?::\d{1,4})?(\/[^\s?#\\]*)?(\?[^\s#\\]*)?(#\S*)?$/i;

function parseHttpUrl(text: string): HttpUrl | null {
  const simple = SIMPLE_HTTP_URL.exec(text);
  if (simple) return { hostname: simple[1].toLowerCase(), pathname: simple[2] || '/', search: simple[3] ?? '' };
  try {
    const url = new URL(text);
    if ((url.protocol !== 'https:' && url.protocol !== 'http:') || url.hostname === '') return null;
    return { hostname: url.hostname, pathname: url.pathname, search: url.search };
  } catch {
    return null;
  }
}

/**
 * One image link as the shop will use it, or null when it is not usable.
 * Forum-style '[img]...[/img]' wrappers (also inside '[url=...]' as postimg
 * hands them out) are unwrapped; i.postimg.cc links become the direct
 * 'https://i.postimg.cc/{id}/image.png'; other http(s) links and
 * site-relative '/...' paths are kept as written.
 */
export function normalizeImageUrl(url: string): string | null {
  let text = String(url ?? '').trim();
  const wrapped = IMG_WRAPPER.exec(text);
  if (wrapped) text = wrapped[1].trim();
  if (text === '') return null;
  if (text.startsWith('/')) return SITE_PATH.test(text) ? text : null;

  const parsed = parseHttpUrl(text);
  if (!parsed) return null;
  if (parsed.hostname === 'i.postimg.cc') {
    const id = parsed.pathname.split('/')[1];
    return id ? `https://i.postimg.cc/${id}/image.png` : null;
  }
  return text;
}

export interface ImageCellAnalysis {
  /** Usable links, at most MAX_IMAGES. */
  urls: string[];
  /** Entries that were not usable links, as written. */
  invalid: string[];
  /** Usable links beyond MAX_IMAGES that were left out. */
  extra: number;
}

function cellToText(cell: unknown): string {
  if (typeof cell === 'string') return cell;
  return typeof cell === 'number' || typeof cell === 'boolean' ? String(cell) : '';
}

/** Splits an 'URL Imagenes' cell and says what was dropped (for the row report). */
export function analyzeImageCell(cell: unknown): ImageCellAnalysis {
  const urls: string[] = [];
  const invalid: string[] = [];
  let extra = 0;
  for (const entry of cellToText(cell).split(CELL_SEPARATOR)) {
    if (entry === '') continue;
    const url = normalizeImageUrl(entry);
    if (url === null) invalid.push(entry);
    else if (urls.length < MAX_IMAGES) urls.push(url);
    else extra += 1;
  }
  return { urls, invalid, extra };
}

/** Image links of a cell: split on whitespace or ';', normalised, at most 20. */
export function splitImageUrls(cell: unknown): string[] {
  return analyzeImageCell(cell).urls;
}

const YOUTUBE_ID = /^[A-Za-z0-9_-]{11}$/;
const YOUTUBE_HOSTS = new Set(['youtube.com', 'www.youtube.com', 'm.youtube.com']);
// Path prefixes whose next segment is the video id. 'embed' and 'live' are
// accepted too: they are YouTube video links staff may paste.
const ID_PATH_PREFIXES = new Set(['shorts', 'embed', 'live']);

function youTubeId(url: HttpUrl): string | null {
  const segments = url.pathname.split('/').filter(Boolean);
  if (url.hostname === 'youtu.be' || url.hostname === 'www.youtu.be') return segments[0] ?? null;
  if (!YOUTUBE_HOSTS.has(url.hostname)) return null;
  if (segments.length === 1 && segments[0] === 'watch') return new URLSearchParams(url.search).get('v');
  if (ID_PATH_PREFIXES.has(segments[0] ?? '')) return segments[1] ?? null;
  return null;
}

/**
 * Embed link for a YouTube watch/short/youtu.be link with an 11-character
 * video id; anything else gives null. Links pasted without 'https://' work.
 */
export function toYouTubeEmbed(url: unknown): string | null {
  if (typeof url !== 'string') return null;
  const text = url.trim();
  if (text === '') return null;
  const parsed = parseHttpUrl(/^https?:\/\//i.test(text) ? text : `https://${text}`);
  const id = parsed ? youTubeId(parsed) : null;
  return id !== null && YOUTUBE_ID.test(id) ? `https://www.youtube.com/embed/${id}` : null;
}
