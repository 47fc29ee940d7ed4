import { mkdtempSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { photoBase, photoJpegPath, photoKey, photoPreviewPath, photoSrc } from '#domain/photos';
import { startImageHost, type ImageHost } from '../../tests/support/image-host';
import { photoHandler } from './http';
import { createPhotoService, type PhotoService } from './service';

let host: ImageHost;
let service: PhotoService;
let server: http.Server;
let origin: string;
let base: string;
let nextCalls = 0;

beforeAll(async () => {
  host = await startImageHost();
  service = createPhotoService({
    dataDir: mkdtempSync(path.join(tmpdir(), 'fotos-http-')),
    allowPrivateHosts: ['localhost'],
    ca: host.ca,
    background: false,
    // Cards come from memory, the 1200 px JPEG is streamed from disk.
    hotFileMaxBytes: 20_000,
    log: () => undefined,
  });
  const source = host.url('/whatsapp.jpg');
  base = photoBase(source);
  service.setCatalog([
    { key: photoKey(source), source, priority: 0, products: [{ id: '1', name: 'Bomba' }] },
    { key: photoKey(host.url('/missing.jpg')), source: host.url('/missing.jpg'), priority: 1, products: [] },
  ]);
  await service.start();
  // Requests with 'X-Limite: agotado' play a client that has had too many copies made.
  const handle = photoHandler(
    service,
    (req) => () => (req.headers['x-limite'] === 'agotado' ? { ok: false, retryAfterSeconds: 7 } : { ok: true, retryAfterSeconds: 0 }),
  );
  server = http.createServer((req, res) =>
    handle(req, res, () => {
      nextCalls++;
      res.statusCode = 418;
      res.end();
    }),
  );
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await service?.stop();
  await new Promise((resolve) => server?.close(resolve));
  await host?.close();
});

const get = (pathname: string, headers: Record<string, string> = {}, method = 'GET') => fetch(`${origin}${pathname}`, { headers, method });

/** Sends the path exactly as written (fetch would resolve `..` before sending). */
function rawGet(pathname: string): Promise<{ status: number; cacheControl?: string; body: string }> {
  return new Promise((resolve, reject) => {
    http
      .get(`${origin}/`, { path: pathname }, (res) => {
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (body += chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, cacheControl: res.headers['cache-control'], body }));
      })
      .on('error', reject);
  });
}

describe('photoHandler', () => {
  it('answers 429 with Retry-After when a client that made too many copies asks for one not made yet; a made one is served', async () => {
    const refused = await get(photoSrc(base, 960), { accept: 'image/webp', 'x-limite': 'agotado' });
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toBe('7');
    expect(refused.headers.get('cache-control')).toBe('no-store');
    expect(await refused.text()).toMatch(/Probá de nuevo/);
    // Made for another client: now it is on disk, and the first client gets it without the limit.
    expect((await get(photoSrc(base, 960), { accept: 'image/webp' })).status).toBe(200);
    expect((await get(photoSrc(base, 960), { accept: 'image/webp', 'x-limite': 'agotado' })).status).toBe(200);
  });

  it('answers a width in the best accepted format, cached for a year, varying on Accept', async () => {
    const avif = await get(photoSrc(base, 320), { accept: 'image/avif,image/webp,*/*' });
    expect(avif.status).toBe(200);
    expect(avif.headers.get('content-type')).toBe('image/avif');
    expect(avif.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(avif.headers.get('vary')).toBe('Accept');
    expect(avif.headers.get('x-content-type-options')).toBe('nosniff');
    expect(avif.headers.get('content-security-policy')).toBe("default-src 'none'");
    expect(avif.headers.get('etag')).toMatch(/^"[^"]+"$/);
    const body = Buffer.from(await avif.arrayBuffer());
    expect(body.length).toBe(Number(avif.headers.get('content-length')));
    expect(body.subarray(4, 8).toString('latin1')).toBe('ftyp');

    const webp = await get(photoSrc(base, 320), { accept: 'image/avif;q=0,image/webp' });
    expect(webp.headers.get('content-type')).toBe('image/webp');
    expect(webp.headers.get('etag')).not.toBe(avif.headers.get('etag'));
    const jpeg = await get(photoSrc(base, 320), { accept: 'image/png,*/*' });
    expect(jpeg.headers.get('content-type')).toBe('image/jpeg');
  });

  it('answers {width}.jpg and og.jpg as JPEG whatever Accept says, without Vary', async () => {
    for (const pathname of [photoJpegPath(base), photoPreviewPath(base)]) {
      const res = await get(pathname, { accept: 'image/avif,image/webp' });
      expect(res.status, pathname).toBe(200);
      expect(res.headers.get('content-type')).toBe('image/jpeg');
      expect(res.headers.get('vary')).toBeNull();
      const bytes = Buffer.from(await res.arrayBuffer());
      expect([bytes[0], bytes[1]]).toEqual([0xff, 0xd8]);
    }
  });

  it('answers 304 to a matching If-None-Match, and HEAD without a body', async () => {
    const first = await get(photoSrc(base, 480), { accept: 'image/webp' });
    const etag = first.headers.get('etag')!;
    await first.arrayBuffer();
    const again = await get(photoSrc(base, 480), { accept: 'image/webp', 'if-none-match': `"otro", ${etag}` });
    expect(again.status).toBe(304);
    expect(again.headers.get('etag')).toBe(etag);
    expect(again.headers.get('vary')).toBe('Accept');
    const other = await get(photoSrc(base, 480), { accept: 'image/webp', 'if-none-match': '"otro"' });
    expect(other.status).toBe(200);
    await other.arrayBuffer();
    const head = await get(photoSrc(base, 480), { accept: 'image/webp' }, 'HEAD');
    expect(head.status).toBe(200);
    expect(Number(head.headers.get('content-length'))).toBeGreaterThan(0);
    expect((await head.arrayBuffer()).byteLength).toBe(0);
  });

  it('streams a file too large for the memory cache', async () => {
    const res = await get(photoSrc(base, 1200), { accept: 'image/jpeg' });
    expect(res.status).toBe(200);
    expect(Number(res.headers.get('content-length'))).toBeGreaterThan(20_000);
    const bytes = Buffer.from(await res.arrayBuffer());
    expect(bytes.length).toBe(Number(res.headers.get('content-length')));
  });

  it.each([
    ['a width not in the list', () => `${base}/500`],
    ['a width with a leading zero', () => `${base}/0320`],
    ['a forged key', () => `/fotos/${'0123456789abcdef'}/320`],
    ['a key that is not ours', () => '/fotos/ZZZZ/320'],
    ['an extra segment', () => `${base}/320/x`],
    ['an encoded slash', () => `${base}%2F320`],
    ['a format we do not name', () => `${base}/320.png`],
    ['a failed link', () => `${photoBase(host.url('/missing.jpg'))}/320`],
    ['no variant', () => base],
  ])('answers 404 with no-store for %s', async (_why, pathname) => {
    const res = await get(pathname());
    expect(res.status).toBe(404);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(res.headers.get('etag')).toBeNull();
    expect(await res.text()).toBe('Foto no encontrada');
  });

  it('answers 404 to a path with a parent segment sent as is', async () => {
    for (const pathname of [`${base}/../320`, `/fotos/../${base.slice(7)}/320`, `${base}/./320`]) {
      expect(await rawGet(pathname)).toEqual({ status: 404, cacheControl: 'no-store', body: 'Foto no encontrada' });
    }
    expect((await rawGet(`${base}/320`)).status).toBe(200);
  });

  it('leaves other paths to the next handler and refuses other methods', async () => {
    const before = nextCalls;
    expect((await get('/repuestos')).status).toBe(418);
    expect(nextCalls).toBe(before + 1);
    const post = await get(photoSrc(base, 320), {}, 'POST');
    expect(post.status).toBe(405);
    expect(post.headers.get('allow')).toBe('GET, HEAD');
  });

  it('answers many requests for prepared photos without touching the photo host again', async () => {
    const hits = host.totalHits();
    const answers = await Promise.all(Array.from({ length: 200 }, () => get(photoSrc(base, 320), { accept: 'image/webp' }).then((r) => r.status)));
    expect(answers.every((s) => s === 200)).toBe(true);
    expect(host.totalHits()).toBe(hits);
  });
});
