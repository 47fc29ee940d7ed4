// XML text for sitemaps and feeds: the five special characters escaped, and the characters XML 1.0
// cannot carry at all (control characters, lone surrogate halves) dropped, so a sheet cell can
// never make a document that a crawler refuses. Emoji are valid XML and stay.

const INVALID_XML_CHARS = /[^\u0009\u000A\u000D\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu;
const SPECIAL = /[&<>"']/g;
const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' };

export function escapeXml(text: string): string {
  return String(text ?? '')
    .replace(INVALID_XML_CHARS, '')
    .replace(SPECIAL, (c) => ENTITIES[c]);
}

/** A full URL as it goes into XML: absolute, and with the characters of the path percent-encoded. */
export function absoluteHref(origin: string, pathOrUrl: string): string {
  const raw = /^https?:\/\//i.test(pathOrUrl) ? pathOrUrl : `${origin}${pathOrUrl.startsWith('/') ? '' : '/'}${pathOrUrl}`;
  try {
    return new URL(raw).href;
  } catch {
    return encodeURI(raw);
  }
}
