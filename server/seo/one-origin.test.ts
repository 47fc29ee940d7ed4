// The documents are built for the shop's one origin: a made-up Host neither gets its own copy
// (each copy of the feed is megabytes and seconds of CPU) nor appears in any document.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import express from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeProduct } from '../../domain/testing';
import type { Product } from '../../domain/types';
import { seoHandler } from './http';
import { documentText, SeoService, type SeoDocumentName } from './service';

const product = (i: number): Product =>
  makeProduct({
    id: `P${i}`,
    slug: `repuestos/producto-p${i}`,
    name: `Producto ${i}`,
    brand: 'Marca',
    code: `C-${i}`,
    price: '$ 1.000',
    numericPrice: 1000,
    image: '/a.webp',
    images: ['/a.webp'],
  });
const first = { products: Array.from({ length: 30 }, (_, i) => product(i)) };

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
  it('without PUBLIC_URL builds each document once, for the first origin asked, whatever host comes next', async () => {
    const seo = service();
    for (const name of NAMES) {
      const doc = await seo.document(first, 'http://127.0.0.1:3000', name);
      for (let i = 0; i < 50; i++) expect(await seo.document(first, `http://invented-${i}.example`, name)).toBe(doc);
      const text = await documentText(doc!);
      expect(text).not.toContain('invented-');
    }
    expect(await documentText(await seo.robotsFor('http://invented.example'))).toContain('Sitemap: http://127.0.0.1:3000/sitemap.xml');
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
    const seo = service();
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
    const second = { products: [...first.products, product(99)] };
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

describe('a made-up Host over HTTP', () => {
  let server: http.Server;
  let port = 0;
  beforeAll(async () => {
    const seo = service();
    const app = express();
    app.use(seoHandler(seo, () => first, undefined));
    server = app.listen(0, '127.0.0.1');
    await new Promise((resolve) => server.once('listening', resolve));
    port = (server.address() as AddressInfo).port;
  });
  afterAll(() => new Promise((resolve) => server.close(resolve)));

  const get = (path: string, host: string) =>
    new Promise<string>((resolve, reject) => {
      http
        .get({ host: '127.0.0.1', port, path, headers: { host, 'accept-encoding': 'identity' } }, (res) => {
          let body = '';
          res.setEncoding('utf8');
          res.on('data', (chunk: string) => (body += chunk));
          res.on('end', () => resolve(body));
        })
        .on('error', reject);
    });

  it('gets the first origin in robots.txt, the sitemap and the feed', async () => {
    await get('/robots.txt', `127.0.0.1:${port}`);
    for (const path of ['/robots.txt', '/sitemap.xml', '/feeds/google.xml']) {
      const body = await get(path, 'attacker.example');
      expect(body, path).toContain(`http://127.0.0.1:${port}/`);
      expect(body, path).not.toContain('attacker.example');
    }
  });
});
