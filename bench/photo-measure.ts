// Figures for the photo engine (not a test): `npx tsx bench/photo-measure.ts`.
// 1. A cold phone original (4032×3024 JPEG, EXIF orientation) to a 480 px WebP: wall time, CPU, peak RSS.
// 2. The same original to the whole set prepared ahead (480/640 AVIF+WebP, 1200 JPEG) from one decode.
// 3. Prepared photos answered per second by one process: the server runs in a child process and
//    autocannon loads it from this one, across 200 distinct photos, Accept: image/avif,image/webp.
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { photoBase, photoKey, photoSrc, variantFileName } from '../domain/photos';
import { makeHostPhotos } from '../tests/support/image-host';
import { photoHandler } from '../server/photos/http';
import { processPhoto, type VariantWant } from '../server/photos/process';
import { AHEAD_VARIANTS, createPhotoService } from '../server/photos/service';

const PHOTOS = 200;

async function serve(dir: string): Promise<void> {
  const sources = Array.from({ length: PHOTOS }, (_, i) => `/images/p${i}.jpg`);
  const service = createPhotoService({ dataDir: path.join(dir, 'data'), publicDirs: [path.join(dir, 'public')], log: () => undefined, hostPaceMs: 0 });
  service.setCatalog(sources.map((source, i) => ({ key: photoKey(source), source, priority: i, products: [] })));
  await service.start();
  while (service.progress().pending > 0) await new Promise((resolve) => setTimeout(resolve, 100));
  const handle = photoHandler(service);
  const server = http.createServer((req, res) => handle(req, res));
  server.listen(0, '127.0.0.1', () => {
    process.stdout.write(`${JSON.stringify({ port: (server.address() as AddressInfo).port, paths: sources.map((s) => photoSrc(photoBase(s), 320)) })}\n`);
  });
}

function peakRss(): { stop: () => number } {
  let peak = process.memoryUsage.rss();
  const timer = setInterval(() => (peak = Math.max(peak, process.memoryUsage.rss())), 5);
  return {
    stop: () => {
      clearInterval(timer);
      return Math.max(peak, process.memoryUsage.rss());
    },
  };
}

async function timed(label: string, run: () => Promise<unknown>): Promise<void> {
  const rssBefore = process.memoryUsage.rss();
  const rss = peakRss();
  const cpu = process.cpuUsage();
  const start = process.hrtime.bigint();
  await run();
  const wallMs = Number(process.hrtime.bigint() - start) / 1e6;
  const used = process.cpuUsage(cpu);
  const peak = rss.stop();
  const mb = (n: number) => (n / 1024 / 1024).toFixed(0);
  console.log(`${label}: ${wallMs.toFixed(0)} ms wall, ${((used.user + used.system) / 1000).toFixed(0)} ms CPU, RSS ${mb(rssBefore)} → peak ${mb(peak)} MB`);
}

async function main(): Promise<void> {
  const photos = await makeHostPhotos();
  console.log(
    `phone original: 4032×3024, ${(photos.phone.length / 1024 / 1024).toFixed(1)} MB; WhatsApp copy ${(photos.whatsapp.length / 1024).toFixed(0)} KB`,
  );
  const card: VariantWant[] = [{ name: '480.webp', variant: { kind: 'width', width: 480, format: 'accept' }, format: 'webp' }];
  const ahead: VariantWant[] = AHEAD_VARIANTS.map(({ variant, format }) => ({ name: variantFileName(variant, format), variant, format }));
  for (let i = 1; i <= 3; i++) await timed(`run ${i} phone → 480 WebP`, () => processPhoto(photos.phone, card));
  for (let i = 1; i <= 2; i++) await timed(`run ${i} phone → ahead set (5 files)`, () => processPhoto(photos.phone, ahead));
  for (let i = 1; i <= 2; i++) await timed(`run ${i} WhatsApp copy → ahead set (5 files)`, () => processPhoto(photos.whatsapp, ahead));

  const dir = mkdtempSync(path.join(tmpdir(), 'fotos-measure-'));
  mkdirSync(path.join(dir, 'public', 'images'), { recursive: true });
  for (let i = 0; i < PHOTOS; i++) writeFileSync(path.join(dir, 'public', 'images', `p${i}.jpg`), photos.whatsapp);
  console.log(`preparing ${PHOTOS} photos in a child process...`);
  const child = spawn(process.execPath, ['--import', 'tsx', fileURLToPath(import.meta.url), 'serve', dir], { stdio: ['ignore', 'pipe', 'inherit'] });
  const ready = await new Promise<{ port: number; paths: string[] }>((resolve, reject) => {
    let out = '';
    child.stdout.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      if (out.includes('\n')) resolve(JSON.parse(out.split('\n')[0]));
    });
    child.once('exit', (code) => reject(new Error(`server exited ${code}`)));
  });
  const result = await autocannon({
    url: `http://127.0.0.1:${ready.port}`,
    connections: 50,
    duration: 10,
    requests: ready.paths.map((p) => ({ method: 'GET', path: p, headers: { accept: 'image/avif,image/webp,*/*' } })),
  });
  console.log(
    `prepared photos over HTTP: ${result.requests.average.toFixed(0)} req/s average, p99 latency ${result.latency.p99} ms, ${result.non2xx} non-2xx, ${(result.throughput.average / 1024 / 1024).toFixed(1)} MB/s`,
  );
  child.kill('SIGTERM');
}

if (process.argv[2] === 'serve') await serve(process.argv[3]);
else await main();
