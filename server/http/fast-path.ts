// The page cache's fast path: a cached page answered straight from node:http, before Express and
// its middleware run (the stored copy carries the headers they set). Only without a trusted proxy
// (PageHandlerOptions.rawFastPath), where the request's URL is what the socket says.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { allTags, etagMatches, hasSessionCookie, pagePath, tagFor, wantsSaveData } from './cache-policy';
import { chooseCoding, type Coding } from './compression';
import type { CachedPage, SentAnswer } from './page-cache';
import { keyFor, type FastKey, type HandlerState } from './page-state';
import { replaySearches } from './search-capture';

/** Request targets whose cache key the fast path keeps (made-up ones past this empty the map). */
const MAX_TARGET_KEYS = 2_000;

/**
 * What the fast path sends for an entry: its stored headers plus the copy's ETag, coding and
 * length, made once per coding (and per entity tag for a 304) and kept on the entry until its
 * bodies change, so a hit writes one prepared list.
 */
function sentAnswer(entry: CachedPage, coding: Coding, matched: string | null): SentAnswer {
  const sent = (entry.sent ??= new Map());
  const name = matched ?? coding;
  let answer = sent.get(name);
  if (answer) return answer;
  const headers = [...entry.head!];
  if (matched) {
    answer = { status: 304, headers, body: null };
    headers.push('etag', matched);
  } else {
    const body = coding === 'identity' ? entry.identity! : coding === 'br' ? entry.br! : entry.gzip!;
    answer = { status: entry.status, headers, body };
    headers.push('etag', tagFor(entry.etag, coding));
    if (coding !== 'identity') headers.push('content-encoding', coding);
    headers.push('content-length', String(body.length));
  }
  headers.push('x-request-id', '');
  sent.set(name, answer);
  return answer;
}

/** The cache key (and page path) of a GET or HEAD for the fast path, or null when it may not be cached. */
function fastKey(state: HandlerState, req: IncomingMessage, method: string, name: string, target: string): FastKey | null {
  if (state.buildVersion === undefined) return null;
  const cookie = req.headers.cookie;
  if (cookie !== undefined && hasSessionCookie(cookie)) return null;
  const catalog = state.options.catalogVersion();
  if (catalog === null) return null;
  const known = state.targetKeys.get(name);
  if (known !== undefined && known.catalog === catalog) return known;
  let url: URL;
  try {
    url = new URL((state.options.publicOrigin ?? `http://${req.headers.host}`) + target);
  } catch {
    return null;
  }
  const key = keyFor(state, method, url, cookie, wantsSaveData(req.headers));
  return key === null ? null : { catalog, key, path: pagePath(url.pathname) };
}

/** The coding the client gets of an entry, or null when only the Express path can serve it. */
function fastCoding(req: IncomingMessage, entry: CachedPage, matched: string | null): Coding | null {
  if (matched || entry.identity) return 'identity';
  const wanted = chooseCoding(req.headers['accept-encoding']);
  if (wanted === 'br' && entry.br) return 'br';
  if (wanted !== 'identity' && entry.gzip) return 'gzip';
  return null; // a client without compression: the Express path unzips for it
}

/** Answers a cached page from node:http: true when it answered, false to go on as usual. */
export function serveCached(state: HandlerState, req: IncomingMessage, res: ServerResponse): boolean {
  const { options, cache } = state;
  const target = req.url;
  if (!options.rawFastPath || !cache || target === undefined || target.charCodeAt(0) !== 47 /* / */) return false;
  const method = req.method;
  if (method !== 'GET' && method !== 'HEAD') return false;
  // With a public origin the Host does not choose the page (keyFor); without one it must be there.
  if (!options.publicOrigin && !req.headers.host) return false;
  // The data-saving copy of a page is another entry (its photos are smaller).
  const name = `${wantsSaveData(req.headers) ? 'ahorro ' : ''}${options.publicOrigin ? target : `${req.headers.host} ${target}`}`;
  const found = fastKey(state, req, method, name, target);
  const entry = found === null ? undefined : cache.peek(found.key);
  if (!entry?.head) return false;
  if (state.targetKeys.get(name) !== found) {
    if (state.targetKeys.size >= MAX_TARGET_KEYS) state.targetKeys.clear();
    state.targetKeys.set(name, found!);
  }
  state.queueRecompression(entry);
  const ifNoneMatch = req.headers['if-none-match'];
  const matched = ifNoneMatch === undefined ? null : etagMatches(ifNoneMatch, allTags(entry.etag));
  const coding = fastCoding(req, entry, matched);
  if (coding === null) return false;
  const answer = sentAnswer(entry, coding, matched);
  cache.touch(entry); // counts the hit and refreshes its place in the LRU
  // The fast path runs only without a trusted proxy: the socket's address is the visitor's.
  replaySearches(options.searchLog, entry.searches, req.socket.remoteAddress);
  if (options.countView && entry.status === 200 && method === 'GET') options.countView(found!.path, req);
  writeAnswer(req, res, answer);
  return true;
}

function writeAnswer(req: IncomingMessage, res: ServerResponse, answer: SentAnswer): void {
  // server.js's ops.track() gave the request its id; the list's last slot carries it.
  const id = (req as { id?: string }).id;
  const headers = answer.headers;
  if (id === undefined) res.writeHead(answer.status, headers.slice(0, -2));
  else {
    headers[headers.length - 1] = id;
    res.writeHead(answer.status, headers);
  }
  if (req.method === 'HEAD' || !answer.body) res.end();
  else res.end(answer.body);
}
