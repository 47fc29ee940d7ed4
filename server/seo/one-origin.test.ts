// With PUBLIC_URL the documents are built for the shop's one origin: a made-up Host neither gets
// its own copy (each copy of the feed is megabytes and seconds of CPU) nor appears in any document.
// Without it nothing is remembered from one request for the next.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import express from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { numberedProduct } from '../../tests/support/seo';
import { NO_PUBLIC_URL_MESSAGE, seoHandler } from './http';
import { documentText, MAX_KEPT_ORIGINS, SeoService, type SeoDocumentName } from './service';

const first = { products: Array.from({ length: 30 }, (_, i) => numberedProduct(i)) };

function service(publicUrl?: string, store = { current: () => first, onSwap: () => () => undefined }) {
  return new SeoService({
    store,
    db: () => Promise.reject(new Error('sin base')),
    shopName: 'Tienda',
    logger: { info() {}, error() {} },
    publicUrl,
  });
}

const NAMES: SeoDocumentName[] = ['sitemap.xml', 'sitemaps/paginas.xml', 'feeds/google.xml', 'feeds/meta.csv'];

describe('one origin for the documents', () => {
  it('without PUBLIC_URL gives each request its own origin, never one remembered from another request', async () => {
    const seo = service();
    for (const name of NAMES) {
      const doc = await seo.document(first, 'http://127.0.0.1:3000', name);
      expect(await documentText(doc!), name).toContain('http://127.0.0.1:3000/');
      const other = await seo.document(first, 'http://invented.example', name);
      const text = await documentText(other!);
      expect(text, name).toContain('http://invented.example/');
      expect(text, name).not.toContain('127.0.0.1');
      // The same origin again: its kept copy.
      expect(await seo.document(first, 'http://127.0.0.1:3000', name)).toBe(doc);
    }
    expect(await documentText(await seo.robotsFor('http://invented.example'))).toContain('Sitemap: http://invented.example/sitemap.xml');
    expect(await documentText(await seo.robotsFor('http://127.0.0.1:3000'))).toContain('Sitemap: http://127.0.0.1:3000/sitemap.xml');
  });

  it(`without PUBLIC_URL keeps the documents of at most ${MAX_KEPT_ORIGINS} origins per catalogue`, async () => {
    const seo = service();
    for (let i = 0; i < 20; i++) await seo.document(first, `http://h${i}.example`, 'sitemaps/paginas.xml');
    const kept = (seo as unknown as { byOrigin: WeakMap<object, Map<string, unknown>> }).byOrigin.get(first)!;
    expect([...kept.keys()]).toEqual(Array.from({ length: MAX_KEPT_ORIGINS }, (_, i) => `http://h${20 - MAX_KEPT_ORIGINS + i}.example`));
  });

  it('with PUBLIC_URL writes only PUBLIC_URL into every document', async () => {
    const seo = service('https://tienda.example.com.ar/');
    for (const name of NAMES) {
      const text = await documentText((await seo.document(first, 'http://evil.example', name))!);
      expect(text, name).toContain('https://tienda.example.com.ar/');
      expect(text, name).not.toContain('evil.example');
    }
    expect(await documentText(await seo.robotsFor('http://evil.example'))).toContain('Sitemap: https://tienda.example.com.ar/sitemap.xml');
  });

  it('keeps no entry for made-up sitemap names', async () => {
    const seo = service('http://127.0.0.1');
    for (let i = 0; i < 20; i++) expect(await seo.document(first, 'http://127.0.0.1', `sitemaps/nada-${i}.xml`)).toBeNull();
    const kept = (seo as unknown as { bySnapshot: WeakMap<object, { docs: Map<string, unknown> }> }).bySnapshot.get(first)!;
    expect([...kept.docs.keys()].filter((key) => key.includes('nada'))).toEqual([]);
  });

  it('serves the previous catalogue while the new one builds, and builds it at the swap, off the request', async () => {
    let listener: ((snapshot: typeof first) => void) | null = null;
    let current = first;
    const seo = service('https://tienda.example', {
      current: () => current,
      onSwap: (l: (snapshot: typeof first) => void) => {
        listener = l;
        return () => undefined;
      },
    } as never);
    seo.start();
    const old = await seo.document(first, 'https://tienda.example', 'feeds/google.xml');
    const second = { products: [...first.products, numberedProduct(99)] };
    current = second;
    listener!(second);
    // Asked before the background build is done: the previous copy, at once.
    expect(await seo.document(second, 'https://tienda.example', 'feeds/google.xml')).toBe(old);
    // The build started at the swap finishes without any request waiting for it.
    let fresh = old;
    for (let i = 0; i < 100 && fresh === old; i++) {
      await new Promise((resolve) => setTimeout(resolve, 20));
      fresh = await seo.document(second, 'https://tienda.example', 'feeds/google.xml');
    }
    expect(fresh).not.toBe(old);
    expect(await documentText(fresh!)).toContain('Producto 99');
    await seo.stop();
  });
});

describe('a made-up Host over HTTP without PUBLIC_URL', () => {
  let server: http.Server;
  let port = 0;
  beforeAll(async () => {
    const seo = service();
    const app = express();
    app.use(seoHandler(seo, () => first, undefined, { refuseWithoutPublicUrl: true }));
    server = app.listen(0, '127.0.0.1');
    await new Promise((resolve) => server.once('listening', resolve));
    port = (server.address() as AddressInfo).port;
  });
  afterAll(() => new Promise((resolve) => server.close(resolve)));

  const get = (path: string, host: string) =>
    new Promise<{ status: number; body: string }>((resolve, reject) => {
      http
        .get({ host: '127.0.0.1', port, path, headers: { host, 'accept-encoding': 'identity' } }, (res) => {
          let body = '';
          res.setEncoding('utf8');
          res.on('data', (chunk: string) => (body += chunk));
          res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
        })
        .on('error', reject);
    });

  it('is never written into a later answer: robots.txt names each request its own origin', async () => {
    // The first request after a start used to decide every document's origin until the restart.
    expect((await get('/robots.txt', 'attacker.example')).body).toContain('Sitemap: http://attacker.example/sitemap.xml');
    const mine = await get('/robots.txt', `127.0.0.1:${port}`);
    expect(mine.body).toContain(`Sitemap: http://127.0.0.1:${port}/sitemap.xml`);
    expect(mine.body).not.toContain('attacker.example');
  });

  it('refuses the sitemaps and feeds, with the setting to fix, in the production shop', async () => {
    for (const path of ['/sitemap.xml', '/sitemaps/paginas.xml', '/feeds/google.xml', '/feeds/meta.csv']) {
      for (const host of ['attacker.example', `127.0.0.1:${port}`]) {
        const answer = await get(path, host);
        expect(answer.status, path).toBe(404);
        expect(answer.body, path).toBe(NO_PUBLIC_URL_MESSAGE);
      }
    }
  });
});
