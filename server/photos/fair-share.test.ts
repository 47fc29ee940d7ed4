// A flood of new photo sizes from 250 addresses, and a visitor from another network asking for
// the new sizes of a page at the same time, against the real engine (decoder process, disk store)
// behind its HTTP handler on loopback, with an HTTPS stand-in photo host. The flood's photos are
// on disk already, as a previous run leaves them (its own copy, the 1200 px JPEG); the visitor's
// are downloaded from the host on their first ask. Each address connects
// from its own loopback address (127.0.0.0/8 is all local on Linux). The per-address rate of the
// shop (two new copies a second after a burst of 60) is left out: a flood from enough addresses
// stays within it, as the audit's did.
import { mkdtempSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { photoBase, photoJpegPath, photoKey, photoPreviewPath, photoSrc, PHOTO_WIDTHS } from '#domain/photos';
import { startImageHost, type ImageHost } from '../../tests/support/image-host';
import { photoHandler } from './http';
import { createPhotoService, type PhotoCatalogEntry, type PhotoService } from './service';
import { PhotoStore } from './store';

/** The audit's shape: 96 connections from 250 addresses, here in five /24 networks. */
const FLOOD_ADDRESSES = Array.from({ length: 250 }, (_, i) => `127.0.${1 + (i % 5)}.${1 + Math.floor(i / 5)}`);
const FLOOD_CONNECTIONS = 96;
const VISITOR_ADDRESS = '127.0.9.9';
const VISITOR_ASKS = 31;
/** A browser's connections to one host over HTTP/1.1. */
const VISITOR_CONNECTIONS = 6;
/** More photos than the flood has connections: one job per photo runs at a time, asks for one photo share it. */
const FLOOD_PHOTOS = 100;
const VISITOR_PHOTOS = 3;

let host: ImageHost;
let service: PhotoService;
let server: http.Server;
let port = 0;
const entries: PhotoCatalogEntry[] = [];

beforeAll(async () => {
  host = await startImageHost();
  // Small photos: the test is about turns, not about the cost of one photo.
  const photo = await sharp({ create: { width: 400, height: 300, channels: 3, background: '#7a8c5e', noise: { type: 'gaussian', mean: 120, sigma: 30 } } })
    .jpeg({ quality: 80 })
    .toBuffer();
  for (let i = 0; i < FLOOD_PHOTOS + VISITOR_PHOTOS; i++) {
    host.serve(`/pieza-${i}.jpg`, photo, 'image/jpeg');
    const source = host.url(`/pieza-${i}.jpg`);
    entries.push({ key: photoKey(source), source, priority: i, products: [{ id: String(i), name: `Pieza ${i}` }] });
  }
  const dataDir = mkdtempSync(path.join(tmpdir(), 'fotos-reparto-'));
  const store = new PhotoStore({ dataDir });
  await store.open();
  for (const entry of entries.slice(0, FLOOD_PHOTOS)) {
    const meta = { source: entry.source, width: 400, height: 300, color: '#7a8c5e', createdAt: new Date().toISOString() };
    await store.write(entry.key, meta, [{ name: '1200.jpeg', data: photo, width: 400, height: 300 }]);
  }
  service = createPhotoService({ dataDir, allowPrivateHosts: ['localhost'], ca: host.ca, hostPaceMs: 0, background: false, log: () => undefined });
  service.setCatalog(entries);
  await service.start();
  const handle = photoHandler(service, undefined, (req) => req.socket.remoteAddress ?? '');
  server = http.createServer((req, res) => handle(req, res));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
}, 180_000);
afterAll(async () => {
  await new Promise((resolve) => server?.close(resolve));
  await service?.stop();
  await host?.close();
});

/** Every size of a photo not prepared ahead, as a WebP browser and a feed reader ask. */
function newSizes(entry: PhotoCatalogEntry): string[] {
  const base = photoBase(entry.source);
  return [...PHOTO_WIDTHS.map((w) => photoSrc(base, w)), ...PHOTO_WIDTHS.filter((w) => w !== 1200).map((w) => photoJpegPath(base, w)), photoPreviewPath(base)];
}

function get(agent: http.Agent, localAddress: string, pathname: string): Promise<{ status: number; retryAfter?: string }> {
  return new Promise((resolve) => {
    const request = http.get({ host: '127.0.0.1', port, path: pathname, agent, localAddress, headers: { accept: 'image/webp,*/*' } }, (res) => {
      res.resume();
      res.on('end', () => resolve({ status: res.statusCode ?? 0, retryAfter: res.headers['retry-after'] }));
    });
    request.on('error', () => resolve({ status: 0 }));
  });
}

describe('new photo sizes under a flood', () => {
  it("serves a visitor's new sizes while 250 addresses flood the queue, and refuses only the flood", async () => {
    // The flood: 96 connections asking the new sizes of 100 photos, a size of every photo in turn.
    const bySize = entries.slice(0, FLOOD_PHOTOS).map(newSizes);
    const floodPaths = bySize[0]!.flatMap((_, size) => bySize.map((sizes) => sizes[size]!));
    let nextFlood = 0;
    let visitorDone = false;
    // A flood connection the loaded machine drops (status 0) is the flood's own loss, counted apart.
    const flood = { ok: 0, refused: 0, withoutRetryAfter: 0, dropped: 0, other: [] as number[] };
    // One connection per address at a time, each ask from the next address: 96 at once in all.
    const floodAgents = FLOOD_ADDRESSES.map(() => new http.Agent({ keepAlive: true, maxSockets: 1 }));
    let nextAddress = 0;
    const floodClients = Array.from({ length: FLOOD_CONNECTIONS }, async () => {
      while (!visitorDone) {
        const a = nextAddress++ % FLOOD_ADDRESSES.length;
        const answer = await get(floodAgents[a]!, FLOOD_ADDRESSES[a]!, floodPaths[nextFlood++ % floodPaths.length]!);
        if (answer.status === 200) flood.ok++;
        else if (answer.status === 503 || answer.status === 429) {
          flood.refused++;
          if (!answer.retryAfter) flood.withoutRetryAfter++;
          // A flood does not wait as told; a short pause keeps this one process's event loop for the shop.
          await new Promise((resolve) => setTimeout(resolve, 20));
        } else if (answer.status === 0) flood.dropped++;
        else flood.other.push(answer.status);
      }
    });
    // Under way: the flood has filled the queue before the visitor comes.
    while (flood.ok + flood.refused < 150) await new Promise((resolve) => setTimeout(resolve, 20));

    // The visitor: a page's 31 new sizes of three other photos, six at a time as a browser does.
    const visitorPaths = entries.slice(FLOOD_PHOTOS).flatMap(newSizes).slice(0, VISITOR_ASKS);
    const agent = new http.Agent({ keepAlive: true, maxSockets: VISITOR_CONNECTIONS });
    const statuses: number[] = [];
    let nextVisitor = 0;
    await Promise.all(
      Array.from({ length: VISITOR_CONNECTIONS }, async () => {
        while (nextVisitor < visitorPaths.length) statuses.push((await get(agent, VISITOR_ADDRESS, visitorPaths[nextVisitor++]!)).status);
      }),
    );
    visitorDone = true;
    agent.destroy();
    await Promise.all(floodClients);
    for (const floodAgent of floodAgents) floodAgent.destroy();

    const served = statuses.filter((status) => status === 200).length;
    console.log(
      `visitor: ${served} of ${statuses.length} new sizes served; flood: ${flood.ok} served, ${flood.refused} refused (503/429), other: ${flood.other.join(' ') || 'none'}`,
    );
    expect(statuses).toHaveLength(VISITOR_ASKS);
    expect(served).toBeGreaterThanOrEqual(30);
    // The flood was refused, with a time to come back, and still had its own share served.
    expect(flood.refused).toBeGreaterThan(0);
    expect(flood.withoutRetryAfter).toBe(0);
    expect(flood.ok).toBeGreaterThan(0);
    expect(flood.other).toEqual([]);
  }, 240_000);
});
