// Downloads a catalogue photo from the link the sheet holds, or reads a site-relative one from the
// shop's own public folders. The links are written by people and may point anywhere, so:
// - only http(s); the host name is resolved here and refused when any of its addresses is internal
//   (loopback, private, link-local, metadata...), unless staff allowed that name explicitly;
// - the connection goes to the very address that was checked (no second DNS answer can swap it);
// - at most MAX_REDIRECTS redirects, each checked the same way;
// - a byte cap, one deadline for the whole download and a stall check (a host trickling one byte a
//   second is given up on), and the content is recognised from its first bytes, never from the
//   Content-Type the host claims.
import dns from 'node:dns';
import { promises as fsp } from 'node:fs';
import http from 'node:http';
import https from 'node:https';
import net from 'node:net';
import type { LookupAddress } from 'node:dns';
import path from 'node:path';
import { isBlockedAddress, normalizeHostName } from './address-check';
import { PhotoError } from './reasons';

/** A phone's original is 2–8 MB; 25 MB leaves room for a large PNG and stops a file that never ends. */
const MAX_SOURCE_BYTES = 25 * 1024 * 1024;
/** One deadline for the whole download (DNS, connection, redirects, body): a 2.3 MB photo takes a second or two. */
const FETCH_TIMEOUT_MS = 20_000;
/** The stall check's window: in every such window the host must send STALL_MIN_BYTES or finish. */
const STALL_WINDOW_MS = 5_000;
/** 16 KiB in 5 s (about 3 KB/s) is slower than any working host; a trickling one fails early. */
const STALL_MIN_BYTES = 16 * 1024;
/** Photo hosts redirect once or twice at most (http→https, a CDN); more is a loop or a trick. */
const MAX_REDIRECTS = 3;

export type SourceImageType = 'jpeg' | 'png' | 'webp' | 'gif' | 'avif' | 'heif';

export interface FetchSourceOptions {
  /** Host names that may resolve to internal addresses (IMAGE_ALLOW_PRIVATE_HOSTS). */
  allowPrivateHosts?: readonly string[];
  /** Folders site-relative sources (`/images/x.webp`) are read from, first match wins. */
  publicDirs?: readonly string[];
  /** Extra trusted certificate authorities (tests); otherwise Node's own list and NODE_EXTRA_CA_CERTS. */
  ca?: string | Buffer | Array<string | Buffer>;
  maxBytes?: number;
  timeoutMs?: number;
  stallWindowMs?: number;
  stallMinBytes?: number;
  maxRedirects?: number;
  signal?: AbortSignal;
  /** How host names are resolved (tests make a name resolve to an internal address). */
  resolve?: (host: string) => Promise<LookupAddress[]>;
  userAgent?: string;
}

export interface FetchedSource {
  bytes: Buffer;
  type: SourceImageType;
  /** Where the bytes came from after redirects (logs only). */
  finalUrl: string;
}

const HEIF_BRANDS = new Set(['heic', 'heix', 'hevc', 'hevx', 'heim', 'heis', 'hevm', 'hevs', 'mif1', 'msf1']);

/** The image type from the file's first bytes; null for anything else (HTML, SVG, text...). */
export function sniffImageType(head: Uint8Array): SourceImageType | null {
  const b = head;
  if (b.length >= 3 && b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff) return 'jpeg';
  if (b.length >= 8 && b[0] === 0x89 && b[1] === 0x50 && b[2] === 0x4e && b[3] === 0x47 && b[4] === 0x0d && b[5] === 0x0a && b[6] === 0x1a && b[7] === 0x0a) {
    return 'png';
  }
  const ascii = (from: number, to: number) => (b.length >= to ? String.fromCharCode(...b.subarray(from, to)) : '');
  if (ascii(0, 6) === 'GIF87a' || ascii(0, 6) === 'GIF89a') return 'gif';
  if (ascii(0, 4) === 'RIFF' && ascii(8, 12) === 'WEBP') return 'webp';
  if (ascii(4, 8) === 'ftyp') {
    const brand = ascii(8, 12);
    if (brand === 'avif' || brand === 'avis') return 'avif';
    if (HEIF_BRANDS.has(brand)) return 'heif';
  }
  return null;
}

/** Bytes needed to recognise every type above. */
const SNIFF_BYTES = 12;

/** Fetches one catalogue photo; throws a PhotoError (never anything else) when it cannot. */
export async function fetchSource(source: string, options: FetchSourceOptions = {}): Promise<FetchedSource> {
  try {
    if (source.startsWith('/') && !source.startsWith('//')) return await readPublicFile(source, options);
    return await fetchRemote(source, options);
  } catch (error) {
    if (error instanceof PhotoError) throw error;
    throw new PhotoError('network', error instanceof Error ? error.message : String(error));
  }
}

async function readPublicFile(source: string, options: FetchSourceOptions): Promise<FetchedSource> {
  const maxBytes = options.maxBytes ?? MAX_SOURCE_BYTES;
  let relative: string;
  try {
    relative = decodeURIComponent(source.split(/[?#]/, 1)[0]);
  } catch {
    throw new PhotoError('bad_link', 'bad percent-encoding');
  }
  // Refuse, never clean up: a link with `..`, a backslash or NUL is not a photo of ours.
  if (relative.includes('\0') || relative.includes('\\') || relative.split('/').some((part) => part === '..' || part === '.')) {
    throw new PhotoError('bad_link', 'path traversal');
  }
  for (const dir of options.publicDirs ?? []) {
    const root = path.resolve(dir);
    const file = path.resolve(root, `.${relative}`);
    if (!file.startsWith(root + path.sep)) throw new PhotoError('bad_link', 'outside the public folder');
    let realFile: string;
    let realRoot: string;
    try {
      [realFile, realRoot] = await Promise.all([fsp.realpath(file), fsp.realpath(root)]);
    } catch {
      continue;
    }
    // A symbolic link inside public/ must not lead out of it either.
    if (!realFile.startsWith(realRoot + path.sep)) throw new PhotoError('bad_link', 'link leads outside the public folder');
    const stat = await fsp.stat(realFile);
    if (!stat.isFile()) continue;
    if (stat.size > maxBytes) throw new PhotoError('too_large', `${stat.size} bytes`);
    const bytes = await fsp.readFile(realFile);
    const type = sniffImageType(bytes.subarray(0, SNIFF_BYTES));
    if (!type) throw new PhotoError('not_image');
    return { bytes, type, finalUrl: source };
  }
  throw new PhotoError('not_found', 'no such file in the public folders');
}

async function defaultResolve(host: string): Promise<LookupAddress[]> {
  return dns.promises.lookup(host, { all: true, verbatim: true });
}

/**
 * The addresses a URL's host may be reached at, all checked; throws when any is internal. The allow
 * list holds for the catalogue's own link only (`trustAllowList`): a redirect never earns it, or any
 * public link could redirect to an allowed internal name and its other ports.
 */
async function checkedAddresses(url: URL, options: FetchSourceOptions, trustAllowList: boolean): Promise<LookupAddress[]> {
  const host = normalizeHostName(url.hostname);
  const allowed = trustAllowList && (options.allowPrivateHosts ?? []).map(normalizeHostName).includes(host);
  let addresses: LookupAddress[];
  try {
    addresses = await (options.resolve ?? defaultResolve)(host);
  } catch (error) {
    throw new PhotoError('network', `DNS: ${(error as Error).message}`);
  }
  if (addresses.length === 0) throw new PhotoError('network', 'DNS: no address');
  if (!allowed) {
    const bad = addresses.find((a) => isBlockedAddress(a.address));
    if (bad) throw new PhotoError('refused_address', `${host} → ${bad.address}`);
  }
  return addresses;
}

function parseLink(link: string, base?: URL): URL {
  let url: URL;
  try {
    url = base ? new URL(link, base) : new URL(link);
  } catch {
    throw new PhotoError('bad_link', 'not a URL');
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new PhotoError('bad_link', `protocol ${url.protocol}`);
  if (url.username || url.password) throw new PhotoError('bad_link', 'credentials in the link');
  if (!url.hostname) throw new PhotoError('bad_link', 'no host');
  return url;
}

async function fetchRemote(source: string, options: FetchSourceOptions): Promise<FetchedSource> {
  const timeoutMs = options.timeoutMs ?? FETCH_TIMEOUT_MS;
  const maxRedirects = options.maxRedirects ?? MAX_REDIRECTS;
  const controller = new AbortController();
  const deadline = setTimeout(() => controller.abort(new PhotoError('timeout', `${timeoutMs} ms`)), timeoutMs);
  const onOuterAbort = () => controller.abort(new PhotoError('network', 'stopped'));
  options.signal?.addEventListener('abort', onOuterAbort, { once: true });
  if (options.signal?.aborted) onOuterAbort();
  try {
    let url = parseLink(source);
    const origin = url.origin;
    for (let hop = 0; ; hop++) {
      // An allowed internal host may redirect within itself (same scheme, host and port) only.
      const addresses = await abortable(checkedAddresses(url, options, url.origin === origin), controller.signal);
      const answer = await requestOnce(url, addresses, options, controller.signal);
      if (answer.kind === 'body') return { bytes: answer.bytes, type: answer.type, finalUrl: url.href };
      if (hop >= maxRedirects) throw new PhotoError('too_many_redirects');
      url = parseLink(answer.location, url);
    }
  } finally {
    clearTimeout(deadline);
    options.signal?.removeEventListener('abort', onOuterAbort);
  }
}

function abortable<T>(promise: Promise<T>, signal: AbortSignal): Promise<T> {
  if (signal.aborted) return Promise.reject(signal.reason);
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(signal.reason);
    signal.addEventListener('abort', onAbort, { once: true });
    promise.then(
      (value) => {
        signal.removeEventListener('abort', onAbort);
        resolve(value);
      },
      (error) => {
        signal.removeEventListener('abort', onAbort);
        reject(error);
      },
    );
  });
}

type HopAnswer = { kind: 'body'; bytes: Buffer; type: SourceImageType } | { kind: 'redirect'; location: string };

const REDIRECT_STATUSES = new Set([301, 302, 303, 307, 308]);

/**
 * The request for one hop, to the addresses already checked: connect to them, never to a fresh
 * DNS answer; SNI and Host stay the name.
 */
function pinnedRequestOptions(url: URL, addresses: LookupAddress[], options: FetchSourceOptions, stallWindowMs: number): https.RequestOptions {
  const isHttps = url.protocol === 'https:';
  const host = normalizeHostName(url.hostname);
  const requestOptions: https.RequestOptions = {
    method: 'GET',
    protocol: url.protocol,
    host,
    port: url.port || (isHttps ? 443 : 80),
    path: `${url.pathname}${url.search}`,
    headers: {
      'user-agent': options.userAgent ?? 'TiendaFotos/1.0',
      accept: 'image/avif,image/webp,image/jpeg,image/png,image/*;q=0.8',
      'accept-encoding': 'identity',
    },
    lookup: ((_hostname: string, lookupOptions: { all?: boolean }, callback: (...args: unknown[]) => void) => {
      if (lookupOptions?.all) callback(null, addresses);
      else callback(null, addresses[0].address, addresses[0].family);
    }) as unknown as https.RequestOptions['lookup'],
    agent: false,
    timeout: stallWindowMs,
  };
  if (isHttps) {
    requestOptions.servername = net.isIP(host) ? undefined : host;
    if (options.ca) requestOptions.ca = options.ca;
  }
  return requestOptions;
}

function requestOnce(url: URL, addresses: LookupAddress[], options: FetchSourceOptions, signal: AbortSignal): Promise<HopAnswer> {
  const maxBytes = options.maxBytes ?? MAX_SOURCE_BYTES;
  const stallWindowMs = options.stallWindowMs ?? STALL_WINDOW_MS;
  const stallMinBytes = options.stallMinBytes ?? STALL_MIN_BYTES;
  const isHttps = url.protocol === 'https:';

  return new Promise<HopAnswer>((resolve, reject) => {
    let settled = false;
    let stallTimer: NodeJS.Timeout | undefined;
    const finish = (error: unknown, answer?: HopAnswer) => {
      if (settled) return;
      settled = true;
      if (stallTimer) clearInterval(stallTimer);
      signal.removeEventListener('abort', onAbort);
      if (error) {
        req.destroy();
        reject(error instanceof PhotoError ? error : new PhotoError(networkReason(error), (error as Error)?.message));
      } else {
        resolve(answer!);
      }
    };
    const onAbort = () => finish(signal.reason);

    const requestOptions = pinnedRequestOptions(url, addresses, options, stallWindowMs);
    const req = (isHttps ? https : http).request(requestOptions);
    signal.addEventListener('abort', onAbort, { once: true });
    req.on('timeout', () => finish(new PhotoError('timeout', 'no answer')));
    req.on('error', (error) => finish(error));
    req.on('response', (res) => {
      const status = res.statusCode ?? 0;
      if (REDIRECT_STATUSES.has(status)) {
        const location = res.headers.location;
        // The redirect's body is never read: close the connection, so an endless one costs nothing.
        res.destroy();
        req.destroy();
        if (!location) return finish(new PhotoError('http_error', 'redirect without Location', status));
        return finish(null, { kind: 'redirect', location });
      }
      if (status === 404 || status === 410) {
        res.resume();
        return finish(new PhotoError('not_found', undefined, status));
      }
      if (status < 200 || status > 299) {
        res.resume();
        return finish(new PhotoError('http_error', undefined, status));
      }
      const declared = Number(res.headers['content-length']);
      if (Number.isFinite(declared) && declared > maxBytes) return finish(new PhotoError('too_large', `Content-Length ${declared}`));

      const chunks: Buffer[] = [];
      let received = 0;
      let receivedInWindow = 0;
      let type: SourceImageType | null = null;
      stallTimer = setInterval(() => {
        if (receivedInWindow < stallMinBytes) finish(new PhotoError('timeout', `${receivedInWindow} bytes in ${stallWindowMs} ms`));
        receivedInWindow = 0;
      }, stallWindowMs);
      const sniff = (final: boolean) => {
        if (type || (!final && received < SNIFF_BYTES)) return true;
        const head = Buffer.concat(chunks, Math.min(received, SNIFF_BYTES));
        type = sniffImageType(head);
        if (!type) finish(new PhotoError('not_image'));
        return type !== null;
      };
      res.on('data', (chunk: Buffer) => {
        if (settled) return;
        received += chunk.length;
        receivedInWindow += chunk.length;
        if (received > maxBytes) return finish(new PhotoError('too_large', `more than ${maxBytes} bytes`));
        chunks.push(chunk);
        sniff(false);
      });
      res.on('end', () => {
        if (settled) return;
        if (Number.isFinite(declared) && received < declared) return finish(new PhotoError('broken', `${received} of ${declared} bytes`));
        if (!sniff(true)) return;
        finish(null, { kind: 'body', bytes: Buffer.concat(chunks, received), type: type! });
      });
      res.on('aborted', () => finish(new PhotoError('broken', 'connection closed mid-answer')));
      res.on('error', (error) => finish(error));
    });
    req.end();
  });
}

function networkReason(error: unknown): 'timeout' | 'network' {
  const code = (error as NodeJS.ErrnoException)?.code;
  return code === 'ETIMEDOUT' || code === 'ESOCKETTIMEDOUT' ? 'timeout' : 'network';
}
