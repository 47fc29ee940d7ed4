// CPU and quality of preparing one photo (not a test): `npx tsx bench/photo-cpu.ts`.
//
// `ahead` (the default): the set prepared ahead for every catalogue photo (server/photos/service.ts's
// AHEAD_VARIANTS), made by processPhoto() in this process from three originals: a phone photo
// (4032×3024 JPEG at quality 92, the scene of bench/photos-hosts.ts: gradients, parts, texture and
// sensor grain), the same at quality 88 (bench/photos.ts's), the same scene as a WebP (quality 90)
// and as a PNG. For each: the CPU time of this
// process (process.cpuUsage(), every libvips thread included; the median of the runs, since the
// machine is shared and wall time mostly counts other jobs' turns), the bytes of every file and its
// SSIM against a reference.
// `pages`: a cached page's latency (a prepared 60 KB answer from a server in its own process, 20
// requests a second) idle, while a process prepares phone photos without pause at the pages' nice
// 0 (as the decoder ran before), and at nice 10 (lowerOwnPriority(), as the decoder runs now).
// `encoders`: the same 1200 px pixels encoded with the candidate settings (AVIF effort and quality,
// WebP, JPEG with and without mozjpeg's trellis), with CPU, bytes and SSIM, to choose from.
//
// The reference for a width is the original decoded in full (no shrink-on-load) and reduced with
// lanczos3 to that width: the best the width can look. SSIM is ssim.js's (luma, 11 px windows, the
// images compared at full size, not its default 256 px downsampling).
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import sharp, { type Sharp } from 'sharp';
import { ssim } from 'ssim.js';
import { variantFileName } from '../domain/photos';
import { lowerOwnPriority } from '../server/photos/low-priority';
import { processPhoto, type VariantWant } from '../server/photos/process';
import { AHEAD_VARIANTS } from '../server/photos/service';
import { ORIGINAL, phoneOriginal } from './photos-hosts';

const DIR = path.join(os.tmpdir(), 'tienda-bench-photo-cpu');

interface Original {
  label: string;
  bytes: Buffer;
}

async function originals(): Promise<Original[]> {
  mkdirSync(DIR, { recursive: true });
  const jpegFile = path.join(DIR, 'phone-q92.jpg');
  if (!existsSync(jpegFile)) writeFileSync(jpegFile, await phoneOriginal(1, 92));
  const jpeg = readFileSync(jpegFile);
  // bench/photos.ts's first original (quality 88, about 2.4 MB): the photo the shop's earlier figures were measured on.
  const hostsFile = path.join(DIR, 'phone-q88.jpg');
  if (!existsSync(hostsFile)) writeFileSync(hostsFile, await phoneOriginal(1));
  const made = async (name: string, encode: (image: Sharp) => Sharp) => {
    const file = path.join(DIR, name);
    if (!existsSync(file)) writeFileSync(file, await encode(sharp(jpeg)).toBuffer());
    return readFileSync(file);
  };
  return [
    { label: `JPEG q92 ${ORIGINAL.width}×${ORIGINAL.height}`, bytes: jpeg },
    { label: 'JPEG q88 (bench/photos.ts)', bytes: readFileSync(hostsFile) },
    { label: 'WebP q90', bytes: await made('phone-q90.webp', (image) => image.webp({ quality: 90 })) },
    { label: 'PNG', bytes: await made('phone.png', (image) => image.png({ compressionLevel: 6 })) },
  ];
}

function cpuMs(since: NodeJS.CpuUsage): number {
  const used = process.cpuUsage(since);
  return (used.user + used.system) / 1000;
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
}

const references = new Map<string, { data: Uint8ClampedArray; width: number; height: number }>();

/** The original at `width`, decoded in full and reduced with lanczos3, as RGBA for ssim.js. */
async function reference(original: Buffer, width: number) {
  const key = `${original.length}:${width}`;
  let ref = references.get(key);
  if (!ref) {
    // Every pixel decoded first (a raw buffer has no shrink-on-load), then reduced in one step.
    const full = await sharp(original).rotate().flatten({ background: '#ffffff' }).raw().toBuffer({ resolveWithObject: true });
    const { data, info } = await sharp(full.data, { raw: { width: full.info.width, height: full.info.height, channels: full.info.channels } })
      .resize({ width, kernel: 'lanczos3' })
      .ensureAlpha()
      .raw()
      .toBuffer({ resolveWithObject: true });
    ref = { data: new Uint8ClampedArray(data.buffer, data.byteOffset, data.byteLength), width: info.width, height: info.height };
    references.set(key, ref);
  }
  return ref;
}

async function similarity(original: Buffer, encoded: Buffer): Promise<number> {
  const { data, info } = await sharp(encoded).flatten({ background: '#ffffff' }).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  const ref = await reference(original, info.width);
  const image = { data: new Uint8ClampedArray(data.buffer, data.byteOffset, data.byteLength), width: info.width, height: info.height };
  return ssim(ref, image, { downsample: false }).mssim;
}

async function aheadPart(runs: number): Promise<void> {
  const wants = aheadWants();
  console.log(`sharp ${sharp.versions.sharp}, libvips ${sharp.versions.vips}, libvips threads ${sharp.concurrency()}; ${runs} runs each, median CPU`);
  console.log('| original | bytes | CPU ms (median; min–max) | ' + wants.map((w) => `${w.name} KB / SSIM`).join(' | ') + ' | total KB |');
  console.log('|---|---:|---:|' + wants.map(() => '---:|').join('') + '---:|');
  for (const original of await originals()) {
    const times: number[] = [];
    let last: Awaited<ReturnType<typeof processPhoto>> | undefined;
    await processPhoto(original.bytes, wants); // warm-up: the first call loads libvips' codecs
    for (let i = 0; i < runs; i++) {
      const since = process.cpuUsage();
      last = await processPhoto(original.bytes, wants);
      times.push(cpuMs(since));
    }
    const cells: string[] = [];
    let total = 0;
    for (const want of wants) {
      const variant = last!.variants.find((v) => v.name === want.name)!;
      total += variant.data.length;
      cells.push(`${(variant.data.length / 1024).toFixed(1)} / ${(await similarity(original.bytes, variant.data)).toFixed(4)}`);
    }
    const range = `${Math.min(...times).toFixed(0)}–${Math.max(...times).toFixed(0)}`;
    console.log(
      `| ${original.label} | ${(original.bytes.length / 1024 / 1024).toFixed(2)} MB | **${median(times).toFixed(0)}** (${range}) | ${cells.join(' | ')} | ${(total / 1024).toFixed(1)} |`,
    );
  }
}

interface Candidate {
  label: string;
  width: number;
  encode: (image: Sharp) => Sharp;
}

function candidates(): Candidate[] {
  const list: Candidate[] = [];
  for (const width of [480, 640]) {
    for (const effort of [0, 1, 2, 3]) list.push({ label: `avif q50 e${effort} 4:4:4`, width, encode: (i) => i.avif({ quality: 50, effort }) });
    for (const quality of [50, 52, 54, 56]) {
      for (const tune of ['auto', 'psnr'] as const) {
        list.push({ label: `avif q${quality} e0 4:2:0 tune ${tune}`, width, encode: (i) => i.avif({ quality, effort: 0, chromaSubsampling: '4:2:0', tune }) });
      }
    }
    for (const effort of [0, 4]) {
      for (const quality of [50, 60, 75]) list.push({ label: `webp q${quality} e${effort}`, width, encode: (i) => i.webp({ quality, effort }) });
    }
  }
  for (const quality of [74, 76, 78, 80]) {
    list.push({ label: `jpeg q${quality} mozjpeg`, width: 1200, encode: (i) => i.jpeg({ quality, mozjpeg: true }) });
    list.push({ label: `jpeg q${quality} table 3, optimised`, width: 1200, encode: (i) => i.jpeg({ quality, quantisationTable: 3, optimiseCoding: true }) });
    list.push({
      label: `jpeg q${quality} table 3, optimised, progressive`,
      width: 1200,
      encode: (i) => i.jpeg({ quality, quantisationTable: 3, optimiseCoding: true, progressive: true }),
    });
  }
  return list;
}

async function encodersPart(runs: number): Promise<void> {
  const [original] = await originals();
  const { data, info } = await sharp(original!.bytes).rotate().resize({ width: 1200 }).raw().toBuffer({ resolveWithObject: true });
  const base = () => sharp(data, { raw: { width: info.width, height: info.height, channels: info.channels } });
  console.log('| width | settings | CPU ms (median) | KB | SSIM |');
  console.log('|---:|---|---:|---:|---:|');
  for (const candidate of candidates()) {
    const times: number[] = [];
    let output = Buffer.alloc(0);
    for (let i = 0; i < runs; i++) {
      const since = process.cpuUsage();
      output = await candidate.encode(base().resize({ width: candidate.width })).toBuffer();
      times.push(cpuMs(since));
    }
    const score = await similarity(original!.bytes, output);
    console.log(`| ${candidate.width} | ${candidate.label} | ${median(times).toFixed(1)} | ${(output.length / 1024).toFixed(1)} | ${score.toFixed(4)} |`);
  }
}

function aheadWants(): VariantWant[] {
  return AHEAD_VARIANTS.map(({ variant, format }) => ({ name: variantFileName(variant, format), variant, format }));
}

/** A cached page: the same bytes every time, as the shop's page cache answers. */
function servePage(): void {
  const page = Buffer.from(`<!doctype html><html lang="es-AR"><body>${'<p>Repuesto de prueba</p>'.repeat(2500)}</body></html>`);
  const server = http.createServer((_req, res) => res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(page));
  server.listen(0, '127.0.0.1', () => process.stdout.write(`${(server.address() as AddressInfo).port}\n`));
}

/** Prepares the phone photo again and again, as a decoder with a long queue does. */
async function grind(nice: number): Promise<void> {
  if (nice > 0) lowerOwnPriority(nice);
  const [original] = await originals();
  for (;;) await processPhoto(original!.bytes, aheadWants());
}

function child(...args: string[]): ChildProcess {
  return spawn(process.execPath, ['--import', 'tsx', fileURLToPath(import.meta.url), ...args], { stdio: ['ignore', 'pipe', 'inherit'] });
}

async function pagesPart(seconds: number): Promise<void> {
  await originals();
  const server = child('serve');
  const port = await new Promise<number>((resolve) => server.stdout!.once('data', (chunk: Buffer) => resolve(Number(chunk.toString().trim()))));
  const phase = async (label: string, nice?: number) => {
    const grinder = nice === undefined ? undefined : child('grind', String(nice));
    if (grinder) await new Promise((resolve) => setTimeout(resolve, 3000)); // its start and first photo
    const result = await autocannon({ url: `http://127.0.0.1:${port}/`, connections: 2, overallRate: 20, duration: seconds });
    grinder?.kill('SIGKILL');
    console.log(
      `| ${label} | ${result.latency.p50} | ${result.latency.p90} | ${result.latency.p99} | ${result.requests.total} | ${result.non2xx + result.errors} |`,
    );
    return result.latency.p50;
  };
  console.log(
    `${seconds} s a phase, 20 requests a second over 2 connections; load ${os
      .loadavg()
      .map((n) => n.toFixed(1))
      .join(' / ')}`,
  );
  console.log('| while | p50 ms | p90 ms | p99 ms | requests | errors |');
  console.log('|---|---:|---:|---:|---:|---:|');
  for (let round = 0; round < 2; round++) {
    await phase('idle');
    await phase('preparing at nice 0 (before)', 0);
    await phase('preparing at nice 10 (now)', 10);
  }
  server.kill('SIGKILL');
}

const [mode = 'ahead', arg] = process.argv.slice(2);
if (mode === 'encoders') await encodersPart(Number(arg ?? 3));
else if (mode === 'serve') servePage();
else if (mode === 'grind') await grind(Number(arg));
else if (mode === 'pages') await pagesPart(Number(arg ?? 20));
else await aheadPart(Number(arg ?? 7));
