// Compression of whole bodies for the page handler (page-handler.ts): which coding a client gets,
// the cheap in-place compression of a miss, and the recompression of pages asked for again to
// both codings at the better levels, on the thread pool, one page at a time off the request.
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { CachedPage, PageCache } from './page-cache';

/** Bodies smaller than this are sent as they are (compression headers cost more than they save). */
export const COMPRESS_MIN_BYTES = 1024;
/** Stored copies of pages that are asked for again (the first hit recompresses). */
const BROTLI_QUALITY = 5;
const GZIP_LEVEL = 6;
/**
 * A miss: one coding, cheap (a crowd of pages not seen before is where CPU runs out). Measured
 * 2026-11-26 in place on /repuestos (127 KB of HTML): brotli 1 takes 0.33 ms for 20.2 KB, brotli 2
 * 0.58 ms for 18.7 KB, brotli 4 1.0 ms for 17.3 KB, gzip 1 0.63 ms for 22.7 KB. The first visitor
 * gets 1.5 KB more; the stored copies (brotli 5 plus gzip 6, about 4 ms) come at the first hit.
 */
const MISS_BROTLI_QUALITY = 1;
const MISS_GZIP_LEVEL = 1;
/** Entries waiting for their recompression; beyond this a hit does not queue another. */
const MAX_PENDING_RECOMPRESSIONS = 64;

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);
const gunzip = promisify(zlib.gunzip);
const unbrotli = promisify(zlib.brotliDecompress);

export type Coding = 'br' | 'gzip' | 'identity';

/**
 * Answers for the Accept-Encoding values seen last: browsers send a handful of them, and every
 * cached page asks. Emptied when full, so made-up values cannot grow it.
 */
const chosen = new Map<string, Coding>();
const MAX_CHOSEN = 64;

/** The client's preferred coding among the ones we make (q=0 refuses one). */
export function chooseCoding(acceptEncoding: string | undefined): Coding {
  if (!acceptEncoding) return 'identity';
  let coding = chosen.get(acceptEncoding);
  if (coding === undefined) {
    if (chosen.size >= MAX_CHOSEN) chosen.clear();
    chosen.set(acceptEncoding, (coding = parseAcceptEncoding(acceptEncoding)));
  }
  return coding;
}

function parseAcceptEncoding(acceptEncoding: string): Coding {
  const q = new Map<string, number>();
  for (const part of acceptEncoding.split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    if (!name) continue;
    const qParam = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    const value = qParam ? Number(qParam.slice(2)) : 1;
    q.set(name, Number.isFinite(value) ? value : 0);
  }
  const weight = (name: string) => q.get(name) ?? q.get('*') ?? 0;
  const br = weight('br');
  const gz = weight('gzip');
  if (br > 0 && br >= gz) return 'br';
  if (gz > 0) return 'gzip';
  return 'identity';
}

/**
 * A miss's cheap compression runs on this thread: handing it to the thread pool (a zlib stream,
 * a task, its callback) cost more than the work on a page not in the cache, measured 2026-11-25
 * on a product page (27 KB): brotli 4 took 0.47 ms of CPU on the pool against 0.21 ms in place, and
 * 1.3 against 0.96 ms for /repuestos (176 KB); at brotli 1 the same list (127 KB since) blocks this
 * thread a third of a millisecond. Recompression at the better levels stays on the pool, off the request.
 */
function compressNow(body: Buffer, coding: Coding): Buffer {
  if (coding === 'br') {
    return zlib.brotliCompressSync(body, {
      params: { [zlib.constants.BROTLI_PARAM_QUALITY]: MISS_BROTLI_QUALITY, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length },
    });
  }
  if (coding === 'gzip') return zlib.gzipSync(body, { level: MISS_GZIP_LEVEL });
  return body;
}

export function compress(body: Buffer, coding: Coding, cheap = false): Promise<Buffer> {
  if (cheap) return Promise.resolve(compressNow(body, coding));
  if (coding === 'br') {
    return brotli(body, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length } });
  }
  if (coding === 'gzip') return gzip(body, { level: GZIP_LEVEL });
  return Promise.resolve(body);
}

/** The uncompressed body of a cached entry. */
export function plainBody(entry: CachedPage): Promise<Buffer> {
  if (entry.identity) return Promise.resolve(entry.identity);
  return entry.br ? unbrotli(entry.br) : gunzip(entry.gzip!);
}

/**
 * The recompression of entries that were asked for again: one at a time, so under a burst of new
 * pages it takes at most one thread of the pool and never delays a request.
 */
export function createRecompressor(cache: PageCache | null) {
  const pending = new Set<string>();
  let recompressing: Promise<void> | null = null;

  function queueRecompression(entry: CachedPage): void {
    if (entry.final || pending.has(entry.key) || pending.size >= MAX_PENDING_RECOMPRESSIONS) return;
    pending.add(entry.key);
    recompressing ??= recompressPending();
  }

  async function recompressPending(): Promise<void> {
    try {
      for (const key of pending) {
        pending.delete(key);
        const entry = cache?.peek(key);
        if (!entry || entry.final) continue;
        try {
          const body = await plainBody(entry);
          const [br, gz] = await Promise.all([compress(body, 'br'), compress(body, 'gzip')]);
          cache!.replaceBodies(entry, { br, gzip: gz });
        } catch (error) {
          console.error('[caché] no se pudo recomprimir una página:', error instanceof Error ? error.message : error);
        }
      }
    } finally {
      recompressing = null;
    }
  }

  async function whenRecompressed(): Promise<void> {
    while (recompressing) await recompressing;
  }

  return { queueRecompression, whenRecompressed };
}
