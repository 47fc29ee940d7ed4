import { mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { photoKey, type PhotoVariant } from '#domain/photos';
import { startImageHost, tallPng, type ImageHost } from '../../tests/support/image-host';
import { PHOTO_GONE_MESSAGE } from './reasons';
import { createPhotoService, progressLine, type PhotoCatalogEntry, type PhotoService, type PhotoServiceOptions } from './service';

let host: ImageHost;
const services: PhotoService[] = [];
const logs: string[] = [];

beforeAll(async () => {
  host = await startImageHost();
});
afterAll(async () => {
  await Promise.all(services.map((s) => s.stop()));
  await host?.close();
});

function newService(options: Partial<PhotoServiceOptions> = {}): PhotoService {
  const service = createPhotoService({
    dataDir: options.dataDir ?? mkdtempSync(path.join(tmpdir(), 'fotos-service-')),
    allowPrivateHosts: ['localhost'],
    ca: host.ca,
    hostPaceMs: 0,
    fetch: { stallWindowMs: 800, stallMinBytes: 1024, timeoutMs: 5000 },
    log: (line) => logs.push(line),
    ...options,
  });
  services.push(service);
  return service;
}

function entry(pathname: string, products = 1, priority = 0): PhotoCatalogEntry {
  const source = host.url(pathname);
  return {
    key: photoKey(source),
    source,
    priority,
    products: Array.from({ length: products }, (_, i) => ({ id: `${pathname}-${i}`, name: `Repuesto ${i}`, row: i + 2 })),
  };
}

async function waitFor(check: () => boolean, what: string, timeoutMs = 20_000): Promise<void> {
  const start = Date.now();
  while (!check()) {
    if (Date.now() - start > timeoutMs) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

const width = (w: 160 | 320 | 480 | 640 | 960 | 1200, format: 'accept' | 'jpeg' = 'accept'): PhotoVariant => ({ kind: 'width', width: w, format });

describe('photo service', () => {
  it('lists every bad link with its reason and never throws', async () => {
    const bad: Array<[PhotoCatalogEntry, string]> = [
      ['/missing.jpg', 'not_found'],
      ['/error.jpg', 'http_error'],
      ['/redirect-loopback.jpg', 'refused_address'],
      ['/redirect-metadata.jpg', 'refused_address'],
      ['/redirect-private.jpg', 'refused_address'],
      ['/huge-length.jpg', 'too_large'],
      ['/endless.jpg', 'too_large'],
      ['/pixel-bomb.png', 'too_many_pixels'],
      ['/truncated.jpg', 'broken'],
      ['/script.svg', 'not_image'],
      ['/page.html', 'not_image'],
      ['/slow.jpg', 'timeout'],
      ['/iphone.heic', 'unsupported'],
    ].map(([p, reason], i) => [entry(p, 1, i), reason]);
    // Without the allow list naming it, the host itself is an internal address.
    const literal = `https://127.0.0.1:${host.port}/photo.webp`;
    bad.push([{ key: photoKey(literal), source: literal, priority: 50, products: [] }, 'refused_address']);
    const good = entry('/whatsapp.jpg', 1, 99);
    const entries = [...bad.map(([e]) => e), good];
    const service = newService({ downloads: 4 });
    service.setCatalog(entries);
    await service.start();
    await waitFor(() => service.progress().pending === 0, 'the queue to drain');

    const byKey = new Map(service.failures().map((f) => [f.key, f]));
    for (const [e, reason] of bad) {
      expect(byKey.get(e.key)?.reason, e.source).toBe(reason);
      expect(byKey.get(e.key)?.gone).toBe(false);
    }
    expect(byKey.has(good.key)).toBe(false);
    expect(byKey.get(entry('/missing.jpg').key)?.message).toBe('El enlace responde 404 (la foto no existe)');
    expect(byKey.get(entry('/error.jpg').key)?.message).toBe('El servidor de la foto respondió 500');
    expect(byKey.get(entry('/missing.jpg').key)?.products[0]).toEqual({ id: '/missing.jpg-0', name: 'Repuesto 0', row: 2 });
    const progress = service.progress();
    expect(progress).toMatchObject({ total: entries.length, ready: 1, failed: entries.length - 1, pending: 0 });
    expect(progress.line).toBe(`Fotos: 1 lista, ${entries.length - 1} con error, 0 pendientes`);
    expect(logs).toContain(progress.line);
    // A failed link answers at once from its back-off, without asking the host again.
    const hits = host.hits('/missing.jpg');
    expect(await service.get(entry('/missing.jpg').key, width(320), 'image/webp')).toEqual({ status: 'failed', reason: 'not_found' });
    expect(host.hits('/missing.jpg')).toBe(hits);
  });

  it('downloads a link once for 20 products and 20 visitors asking different sizes at once', async () => {
    host.serve('/shared.jpg', host.photos.whatsapp);
    const service = newService({ background: false });
    const shared = entry('/shared.jpg', 20);
    service.setCatalog([shared, { ...shared, priority: 5, products: [{ id: 'otro', name: 'Otro' }] }]);
    await service.start();
    const asks: Array<[PhotoVariant, string]> = [];
    for (let i = 0; i < 20; i++) {
      const variants: PhotoVariant[] = [width(320), width(480), width(960), width(1200, 'jpeg'), { kind: 'preview' }, width(160), width(640)];
      asks.push([variants[i % variants.length], ['image/avif,image/webp', 'image/webp', '*/*'][i % 3]]);
    }
    const results = await Promise.all(asks.map(([variant, accept]) => service.get(shared.key, variant, accept)));
    expect(results.every((r) => r.status === 'ok')).toBe(true);
    expect(host.hits('/shared.jpg')).toBe(1);
    expect(service.failures()).toEqual([]);
  });

  it('serves oriented, metadata-free copies with the photo size and colour known', async () => {
    // Options left undefined (an unset environment variable) keep their defaults.
    const service = newService({ background: false, jobs: undefined, maxBytes: undefined });
    const phone = entry('/phone.jpg');
    service.setCatalog([phone]);
    await service.start();
    expect(service.meta(phone.key)).toBeNull();
    const result = await service.get(phone.key, width(480), 'image/avif,image/webp,*/*');
    if (result.status !== 'ok') throw new Error(result.status);
    expect(result.contentType).toBe('image/avif');
    const meta = await sharp(result.file).metadata();
    expect([meta.width, meta.height, meta.exif]).toEqual([480, 640, undefined]);
    expect(service.meta(phone.key)).toMatchObject({ width: 3024, height: 4032, color: expect.stringMatching(/^#[0-9a-f]{6}$/) });
    const preview = await service.get(phone.key, { kind: 'preview' }, 'image/avif');
    if (preview.status !== 'ok') throw new Error(preview.status);
    expect(preview.contentType).toBe('image/jpeg');
    expect(preview.bytes).toBeLessThanOrEqual(300 * 1024);
    expect(await sharp(preview.file).metadata()).toMatchObject({ width: 1200, height: 630, format: 'jpeg' });
    expect(host.hits('/phone.jpg')).toBe(1);
  });

  it('prepares the card widths and the feed JPEG ahead, and a restart serves them without downloading', async () => {
    host.serve('/restart.jpg', host.photos.whatsapp);
    const dataDir = mkdtempSync(path.join(tmpdir(), 'fotos-service-'));
    const first = newService({ dataDir });
    const photo = entry('/restart.jpg');
    first.setCatalog([photo]);
    await first.start();
    await waitFor(() => first.progress().ready === 1, 'the photo to be prepared');
    await first.stop();
    const files = readdirSync(path.join(dataDir, 'fotos', photo.key.slice(0, 2), photo.key)).sort();
    expect(files).toEqual(['1200.jpeg', '480.avif', '640.avif', 'meta.json']);
    expect(host.hits('/restart.jpg')).toBe(1);

    const second = newService({ dataDir });
    second.setCatalog([photo]);
    await second.start();
    expect(second.progress()).toMatchObject({ ready: 1, pending: 0 });
    expect(second.meta(photo.key)).toMatchObject({ width: 1600, height: 1200 });
    for (const accept of ['image/avif', 'image/webp', 'image/jpeg']) {
      expect((await second.get(photo.key, width(480), accept)).status).toBe('ok');
    }
    expect((await second.get(photo.key, width(960), 'image/webp')).status).toBe('ok');
    expect(host.hits('/restart.jpg')).toBe(1);

    // A photo no longer in the catalogue is not served, though its copies stay on disk.
    second.setCatalog([]);
    expect(await second.get(photo.key, width(480), 'image/webp')).toEqual({ status: 'unknown' });
    second.setCatalog([photo]);
    expect((await second.get(photo.key, width(480), 'image/webp')).status).toBe('ok');
    expect(host.hits('/restart.jpg')).toBe(1);
  });

  it('keeps serving a photo whose link broke, makes missing sizes from what it has, and lists it as gone', async () => {
    host.serve('/gone.jpg', host.photos.whatsapp);
    const dataDir = mkdtempSync(path.join(tmpdir(), 'fotos-service-'));
    const photo = entry('/gone.jpg');
    const first = newService({ dataDir, background: false });
    first.setCatalog([photo]);
    await first.start();
    expect((await first.get(photo.key, width(480), 'image/webp')).status).toBe('ok');
    await first.stop();
    // Only the 480 WebP survives (the others pushed out by hand), and the owner deleted the photo.
    const dir = path.join(dataDir, 'fotos', photo.key.slice(0, 2), photo.key);
    for (const name of readdirSync(dir)) if (name !== '480.webp' && name !== 'meta.json') rmSync(path.join(dir, name));
    host.remove('/gone.jpg');

    const second = newService({ dataDir });
    second.setCatalog([photo]);
    await second.start();
    await waitFor(() => second.progress().pending === 0 && second.failures().length === 1, 'the broken link to be noticed');
    const [failure] = second.failures();
    expect(failure).toMatchObject({ key: photo.key, reason: 'not_found', gone: true, message: PHOTO_GONE_MESSAGE });
    expect(host.hits('/gone.jpg')).toBe(2);
    const small = await second.get(photo.key, width(320), 'image/avif');
    expect(small.status).toBe('ok');
    const feed = await second.get(photo.key, width(1200, 'jpeg'), 'image/webp');
    if (feed.status !== 'ok') throw new Error(feed.status);
    // Made from the 480 copy: never enlarged.
    expect((await sharp(feed.file).metadata()).width).toBe(480);
    expect(second.progress()).toMatchObject({ ready: 1, failed: 0 });
    expect(host.hits('/gone.jpg')).toBe(2);
  });

  it('tries a failed link again after 10 minutes, then after 20', async () => {
    let now = Date.parse('2026-11-26T12:00:00Z');
    host.serve('/later.jpg', Buffer.from('<html>todavía no</html>'), 'text/html');
    const service = newService({ background: false, now: () => now });
    const photo = entry('/later.jpg');
    service.setCatalog([photo]);
    await service.start();
    expect(await service.get(photo.key, width(320), 'image/webp')).toEqual({ status: 'failed', reason: 'not_image' });
    expect(await service.get(photo.key, width(480), 'image/webp')).toEqual({ status: 'failed', reason: 'not_image' });
    expect(host.hits('/later.jpg')).toBe(1);
    now += 10 * 60_000 + 1;
    await service.get(photo.key, width(320), 'image/webp');
    expect(host.hits('/later.jpg')).toBe(2);
    now += 10 * 60_000 + 1;
    await service.get(photo.key, width(320), 'image/webp');
    expect(host.hits('/later.jpg')).toBe(2);
    const [failure] = service.failures();
    expect(failure.since).toBe('2026-11-26T12:00:00.000Z');
    expect(Date.parse(failure.lastTry) - Date.parse(failure.since)).toBe(10 * 60_000 + 1);
    // The photo appears: the next try after the back-off serves it and clears the failure.
    host.serve('/later.jpg', host.photos.webp, 'image/webp');
    now += 10 * 60_000;
    expect((await service.get(photo.key, width(320), 'image/webp')).status).toBe('ok');
    expect(service.failures()).toEqual([]);
  });

  it('refuses the 48 KB sliver from its header and lists it for the staff', async () => {
    host.serve('/tall.png', tallPng(), 'image/png');
    const service = newService();
    const tall = entry('/tall.png');
    service.setCatalog([tall]);
    await service.start();
    await waitFor(() => service.progress().pending === 0, 'the queue to drain');
    expect(service.failures()).toMatchObject([{ key: tall.key, reason: 'bad_shape', message: expect.stringContaining('12.000 px') }]);
  });

  it('remembers on disk a photo that killed its decoder: a restart neither downloads nor decodes it', { timeout: 90_000 }, async () => {
    host.serve('/killer.png', tallPng(), 'image/png');
    const dataDir = mkdtempSync(path.join(tmpdir(), 'fotos-killer-'));
    // The header checks lifted and the decoder under a 1 GB data limit: libvips aborts it.
    const decoder = { prefix: ['prlimit', `--data=${1024 ** 3}`, '--'], process: { maxSide: Number.POSITIVE_INFINITY, maxAspect: Number.POSITIVE_INFINITY } };
    const killer = entry('/killer.png', 1, 0);
    const good = entry('/whatsapp.jpg', 1, 1);
    const first = newService({ dataDir, decoder });
    first.setCatalog([killer, good]);
    await first.start();
    await waitFor(() => first.progress().pending === 0, 'the queue to drain', 60_000);
    expect(first.progress()).toMatchObject({ ready: 1, failed: 1 });
    expect(first.failures()).toMatchObject([{ key: killer.key, reason: 'decoder_crash', gone: false, message: expect.stringContaining('memoria') }]);
    expect(await first.get(killer.key, width(320), 'image/webp')).toEqual({ status: 'failed', reason: 'decoder_crash' });
    await first.stop();
    const downloads = host.hits('/killer.png');
    expect(downloads).toBe(1);

    const restarted = newService({ dataDir, decoder });
    restarted.setCatalog([killer, good]);
    await restarted.start();
    await waitFor(() => restarted.progress().pending === 0, 'the queue to drain');
    expect(restarted.failures()).toMatchObject([{ key: killer.key, reason: 'decoder_crash' }]);
    expect(await restarted.get(killer.key, width(480), 'image/avif')).toEqual({ status: 'failed', reason: 'decoder_crash' });
    expect(host.hits('/killer.png')).toBe(downloads);
    // The same picture at a new link is a new key: tried again (and refused from its header here).
    host.serve('/killer-fixed.png', tallPng(), 'image/png');
    const fixed = entry('/killer-fixed.png', 1, 0);
    const third = newService({ dataDir });
    third.setCatalog([fixed, good]);
    await third.start();
    await waitFor(() => third.progress().pending === 0, 'the queue to drain');
    expect(third.failures()).toMatchObject([{ key: fixed.key, reason: 'bad_shape' }]);
  });

  it('keeps the disk within its bound', async () => {
    const sources = ['/b1.jpg', '/b2.jpg', '/b3.jpg', '/b4.jpg'];
    for (const [i, p] of sources.entries())
      host.serve(
        p,
        await sharp(host.photos.whatsapp)
          .modulate({ hue: i * 40 })
          .jpeg()
          .toBuffer(),
      );
    const dataDir = mkdtempSync(path.join(tmpdir(), 'fotos-service-'));
    const lines: string[] = [];
    const service = newService({ dataDir, maxBytes: 250_000, log: (line) => lines.push(line) });
    service.setCatalog(sources.map((p, i) => entry(p, 1, i)));
    await service.start();
    // The queue logs its progress when it drains.
    await waitFor(() => lines.length > 0 && sources.every((p) => host.hits(p) === 1), 'all four to be prepared');
    let onDisk = 0;
    const walk = (dir: string) => {
      for (const e of readdirSync(dir, { withFileTypes: true })) {
        if (e.isDirectory()) walk(path.join(dir, e.name));
        else if (e.name !== 'meta.json') onDisk += statSync(path.join(dir, e.name)).size;
      }
    };
    walk(path.join(dataDir, 'fotos'));
    expect(onDisk).toBeGreaterThan(0);
    expect(onDisk).toBeLessThanOrEqual(250_000);
    // Some were pushed out: the four together are larger than the bound.
    expect(service.progress().ready).toBeLessThan(4);
  });
});

describe('progressLine', () => {
  it('writes es-AR thousands and Spanish plurals', () => {
    expect(progressLine(11950, 26, 500)).toBe('Fotos: 11.950 listas, 26 con error, 500 pendientes');
    expect(progressLine(1, 0, 1)).toBe('Fotos: 1 lista, 0 con error, 1 pendiente');
  });
});
