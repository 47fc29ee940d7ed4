// Sitemaps and feeds benchmark (`npm run bench:seo`): time, size and memory to build them
// at the sample's 12,000 products and at 100,000, and the time to serve a stored one (a copy).
import type { AddressInfo } from 'node:net';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { feedItems, googleFeed, metaCsv } from '../server/seo/feeds';
import { encodeDocument } from '../server/seo/service';
import { buildSitemaps } from '../server/seo/sitemaps';
import { grownProducts, sampleProducts } from '../tests/support/seo';

setFlagsFromString('--expose-gc');
const gc = runInNewContext('gc') as () => void;
const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

async function measure(label: string, build: () => string | string[]): Promise<string> {
  gc();
  const before = process.memoryUsage().heapUsed;
  const started = performance.now();
  const out = build();
  const texts = Array.isArray(out) ? out : [out];
  const buildMs = performance.now() - started;
  const heap = process.memoryUsage().heapUsed - before;
  const zipStart = performance.now();
  const encoded = await Promise.all(texts.map((t) => encodeDocument(t, 'x')));
  const zipMs = performance.now() - zipStart;
  const raw = encoded.reduce((n, e) => n + e.size, 0);
  const gz = encoded.reduce((n, e) => n + e.gzip.length, 0);
  const br = encoded.reduce((n, e) => n + e.br.length, 0);
  return `| ${label} | ${buildMs.toFixed(0)} ms | ${zipMs.toFixed(0)} ms | ${mb(raw)} | ${mb(gz)} | ${mb(br)} | ${mb(Math.max(0, heap))} |`;
}

const origin = 'https://www.agroindustrialparana.com.ar';
console.log('| documento | armar | comprimir (gzip 9 + br 6) | tamaño | gzip | br | memoria (heap) |');
console.log('|---|---|---|---|---|---|---|');
for (const [count, products] of [
  [sampleProducts().length, sampleProducts()],
  [100_000, grownProducts(100_000)],
] as const) {
  const changedAt = new Map(products.map((p) => [p.id, new Date()]));
  console.log(
    await measure(`sitemaps, ${count} productos`, () => {
      const s = buildSitemaps({ origin, products, changedAt });
      return [s.index, ...s.files.values()];
    }),
  );
  const items = feedItems({ origin, products });
  console.log(await measure(`feed Google, ${count} (${items.length} publicables)`, () => googleFeed({ origin, shopName: 'Agro Industrial Paraná', products })));
  console.log(await measure(`feed Meta, ${count} (${items.length} publicables)`, () => metaCsv({ origin, shopName: 'Agro Industrial Paraná', products })));
}

// Serving: the first request builds (once per catalogue version), later ones copy stored bytes.
{
  const express = (await import('express')).default;
  const { seoHandler } = await import('../server/seo/http');
  const { SeoService } = await import('../server/seo/service');
  const snapshot = { products: sampleProducts() };
  const service = new SeoService({
    store: { current: () => snapshot, onSwap: () => () => undefined },
    db: () => Promise.reject(new Error('sin base en el benchmark')),
    shopName: 'Agro Industrial Paraná',
    logger: { info() {}, error() {} },
  });
  const app = express();
  app.use(seoHandler(service, () => snapshot, origin));
  const server = app.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  console.log('\n| pedido (12.000 productos, gzip) | primero (arma) | siguientes, p50 de 50 |');
  console.log('|---|---|---|');
  for (const path of ['/sitemaps/productos-1.xml', '/feeds/google.xml', '/feeds/meta.csv']) {
    const times: number[] = [];
    for (let i = 0; i < 51; i++) {
      const t = performance.now();
      await (await fetch(`${base}${path}`, { headers: { 'accept-encoding': 'gzip' } })).arrayBuffer();
      times.push(performance.now() - t);
    }
    const rest = times.slice(1).sort((a, b) => a - b);
    console.log(`| ${path} | ${times[0].toFixed(0)} ms | ${rest[25].toFixed(1)} ms |`);
  }
  server.close();
}
