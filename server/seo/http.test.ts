// The documents over HTTP: content types, compression, ETag and 304, and the answers without a catalogue.
import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import zlib from 'node:zlib';
import express from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Product } from '#domain/types';
import { numberedProduct } from '../../tests/support/seo';
import { seoHandler } from './http';
import { SeoService } from './service';

const products: Product[] = Array.from({ length: 40 }, (_, i) => numberedProduct(i));

let server: Server;
let base: string;
let snapshot: { products: readonly Product[] } | null = null;

beforeAll(async () => {
  const service = new SeoService({
    store: { current: () => snapshot, onSwap: () => () => undefined },
    db: () => Promise.reject(new Error('sin base')),
    shopName: 'Tienda',
    logger: { info() {}, error() {} },
  });
  const app = express();
  app.use(seoHandler(service, () => snapshot, undefined));
  app.use((_req, res) => res.status(418).end());
  server = app.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise((resolve) => server.close(resolve)));

describe('seo over HTTP', () => {
  it('answers 503 for sitemaps and feeds while no catalogue is loaded, and robots.txt always', async () => {
    snapshot = null;
    const sitemap = await fetch(`${base}/sitemap.xml`);
    expect(sitemap.status).toBe(503);
    expect(sitemap.headers.get('retry-after')).toBe('60');
    const robots = await fetch(`${base}/robots.txt`);
    expect(robots.status).toBe(200);
    expect(robots.headers.get('content-type')).toBe('text/plain; charset=utf-8');
    // Without PUBLIC_URL the sitemap's address comes from the request.
    expect(await robots.text()).toContain(`Sitemap: ${base}/sitemap.xml`);
  });

  it('serves each document with its type, gzip, a strong ETag and a 304 for a repeat', async () => {
    snapshot = { products };
    for (const [path, type] of [
      ['/sitemap.xml', 'application/xml; charset=utf-8'],
      ['/sitemaps/productos-1.xml', 'application/xml; charset=utf-8'],
      ['/sitemaps/paginas.xml', 'application/xml; charset=utf-8'],
      ['/feeds/google.xml', 'application/xml; charset=utf-8'],
      ['/feeds/meta.csv', 'text/csv; charset=utf-8'],
    ] as const) {
      // Node's fetch decodes gzip itself: ask through http to see the bytes.
      const raw = await fetch(`${base}${path}`, { headers: { 'accept-encoding': 'gzip' } });
      expect(raw.status, path).toBe(200);
      expect(raw.headers.get('content-type')).toBe(type);
      expect(raw.headers.get('content-encoding')).toBe('gzip');
      const etag = raw.headers.get('etag')!;
      expect(etag).toMatch(/^"[\w-]{27}-gzip"$/);
      await raw.arrayBuffer();
      const again = await fetch(`${base}${path}`, { headers: { 'accept-encoding': 'gzip', 'if-none-match': etag } });
      expect(again.status).toBe(304);
      const plain = await fetch(`${base}${path}`, { headers: { 'accept-encoding': 'identity' } });
      expect(plain.headers.get('content-encoding')).toBeNull();
      expect(plain.headers.get('etag')).toBe(etag.replace('-gzip', ''));
    }
  });

  it('the gzip copy is the same document', async () => {
    snapshot = { products };
    const { request } = await import('node:http');
    const body = await new Promise<Buffer>((resolve, reject) => {
      request(`${base}/feeds/google.xml`, { headers: { 'accept-encoding': 'gzip' } }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c) => chunks.push(c));
        res.on('end', () => resolve(Buffer.concat(chunks)));
      })
        .on('error', reject)
        .end();
    });
    const plain = await (await fetch(`${base}/feeds/google.xml`, { headers: { 'accept-encoding': 'identity' } })).text();
    expect(zlib.gunzipSync(body).toString('utf8')).toBe(plain);
  });

  it('leaves other paths to the shop and answers 404 for a sitemap that does not exist', async () => {
    snapshot = { products };
    expect((await fetch(`${base}/sitemaps/productos-9.xml`)).status).toBe(404);
    expect((await fetch(`${base}/sitemaps/../feeds/meta.csv`)).status).not.toBe(500);
    expect((await fetch(`${base}/repuestos`)).status).toBe(418);
    expect((await fetch(`${base}/sitemap.xml`, { method: 'POST' })).status).toBe(418);
  });
});
