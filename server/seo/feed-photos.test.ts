// Integration: the feeds against the real photo engine, a stand-in photo host on loopback and the
// shop's photo route. A product whose photo link answers 404 is left out of the Google and Meta
// feeds (its image_link would answer 404 too, and Merchant Center and Meta reject such items) and
// is counted in the staff's 'Fuera de Google y Meta' with the reason; every image address the
// feeds do list answers a photo; the product comes back once its link works again.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parse } from 'csv-parse/sync';
import express from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { photoKey } from '#domain/photos';
import { makeProduct } from '#domain/testing';
import type { Product } from '#domain/types';
import { startImageHost, type ImageHost } from '../../tests/support/image-host';
import { parseXml } from '../../tests/support/seo';
import { unlistedView } from '../admin/catalog';
import { photoHandler } from '../photos/http';
import { createPhotoService, type PhotoService } from '../photos/service';
import { hiddenSources, PhotoVisibility } from '../photos/visibility';
import { seoHandler } from './http';
import { SeoService } from './service';

let host: ImageHost;
let photos: PhotoService;
let server: http.Server;
let origin: string;
let dataDir: string;
let products: Product[];
let seo: SeoService;

const product = (id: string, images: string[]) =>
  makeProduct({
    id,
    slug: `repuestos/bomba-${id.toLowerCase()}`,
    name: `Bomba ${id}`,
    brand: 'Bosch',
    code: `B-${id}`,
    price: '$ 103.000',
    numericPrice: 103000,
    category: 'Bombas hidráulicas',
    image: images[0] ?? null,
    images,
  });

async function settled(): Promise<void> {
  const deadline = Date.now() + 30_000;
  while (photos.progress().pending > 0) {
    if (Date.now() > deadline) throw new Error(`las fotos no terminaron: ${photos.progress().line}`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

function googleImageLinks(xml: string): Map<string, { image: string; additional: string[] }> {
  const items = new Map<string, { image: string; additional: string[] }>();
  for (const item of [...parseXml(xml).getElementsByTagName('item')]) {
    const text = (name: string) => [...item.getElementsByTagNameNS('http://base.google.com/ns/1.0', name)].map((el) => el.textContent ?? '');
    items.set(text('id')[0], { image: text('image_link')[0], additional: text('additional_image_link') });
  }
  return items;
}

beforeAll(async () => {
  host = await startImageHost();
  host.serve('/cover-c.jpg', host.photos.whatsapp, 'image/jpeg');
  products = [
    product('A', [host.url('/whatsapp.jpg')]),
    // The cover's link answers 404: no photo to list.
    product('B', [host.url('/missing.jpg')]),
    // A good cover and a dead gallery photo: listed, without the dead one.
    product('C', [host.url('/cover-c.jpg'), host.url('/missing.jpg'), host.url('/photo.webp')]),
  ];
  dataDir = mkdtempSync(path.join(tmpdir(), 'feed-fotos-'));
  photos = createPhotoService({ dataDir, allowPrivateHosts: ['localhost'], ca: host.ca, hostPaceMs: 0, retryAfterMs: 0, log: () => undefined });
  const sources = new Map<string, Product[]>();
  for (const p of products) for (const src of p.images) sources.set(src, [...(sources.get(src) ?? []), p]);
  photos.setCatalog(
    [...sources].map(([source, owners], priority) => ({ key: photoKey(source), source, priority, products: owners.map((o) => ({ id: o.id, name: o.name })) })),
  );
  await photos.start();
  await settled();
  // The list is read at every request here (pages keep it a few seconds).
  const visibility = new PhotoVisibility(photos, Date.now, 0);
  const snapshot = { products };
  seo = new SeoService({
    store: { current: () => snapshot, onSwap: () => () => undefined },
    db: () => Promise.reject(new Error('sin base')),
    shopName: 'Tienda',
    logger: { info() {}, error() {} },
    photos: visibility,
  });
  const app = express();
  app.use(photoHandler(photos));
  app.use(seoHandler(seo, () => snapshot, undefined));
  server = http.createServer(app);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}, 60_000);

afterAll(async () => {
  await new Promise((resolve) => server?.close(resolve));
  await photos?.stop();
  await host?.close();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

describe('the feeds and the photos that do not load', () => {
  it('leave out a product whose photo answers 404, list only images that load, and the staff count it', async () => {
    const google = googleImageLinks(await (await fetch(`${origin}/feeds/google.xml`)).text());
    expect([...google.keys()]).toEqual(['A', 'C']);
    expect(google.get('C')!.additional).toHaveLength(1);
    // Every address the feed names answers a photo, as Merchant Center will ask for it.
    for (const { image, additional } of google.values()) {
      for (const link of [image, ...additional]) {
        const answer = await fetch(link);
        expect(answer.status, link).toBe(200);
        expect(answer.headers.get('content-type')).toBe('image/jpeg');
      }
    }
    // What the dead link's address would have been: a 404, as the feed readers saw.
    const missing = await fetch(`${origin}/fotos/${photoKey(host.url('/missing.jpg'))}/1200.jpg`);
    expect(missing.status).toBe(404);

    const meta: Array<Record<string, string>> = parse(await (await fetch(`${origin}/feeds/meta.csv`)).text(), { columns: true });
    expect(meta.map((row) => row.id)).toEqual(['A', 'C']);

    const report = unlistedView(products, 1, hiddenSources(photos.failures()));
    expect(report.count).toBe(1);
    expect(report.byProblem['foto-no-carga']).toBe(1);
    expect(report.items).toEqual([
      { id: 'B', name: 'Bomba B', reasons: ['La foto no carga (corregí el enlace en la planilla; el motivo está en «Fotos que no cargan»)'] },
    ]);
  });

  it('list the product again once its photo loads', async () => {
    host.serve('/missing.jpg', host.photos.whatsapp, 'image/jpeg');
    // The engine tries the link again when asked for it (its back-off is over at once here).
    const key = photoKey(host.url('/missing.jpg'));
    expect((await fetch(`${origin}/fotos/${key}/1200.jpg`)).status).toBe(200);
    // A request while the new copy is built gets the one built before: asked until it is ready.
    const feed = async () => googleImageLinks(await (await fetch(`${origin}/feeds/google.xml`)).text());
    await expect.poll(async () => [...(await feed()).keys()], { timeout: 10_000 }).toEqual(['A', 'B', 'C']);
    expect((await feed()).get('C')!.additional).toHaveLength(2);
    expect(unlistedView(products, 1, hiddenSources(photos.failures())).count).toBe(0);
  });
});
