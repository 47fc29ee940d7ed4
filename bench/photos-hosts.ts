// Stand-ins for the photo hosts a real sheet links to (i.postimg.cc, i.ibb.co), for bench/photos.ts:
// real-size JPEGs made with sharp, a copy of the sample catalogue whose photos are links to them, and
// two HTTPS servers on 127.0.0.1 that answer those links. Not a test: nothing here asserts.
//
// The two hosts are told apart by name and port: `https://localhost:<p1>/p/<n>/image.jpg` plays the
// postimg-like host (phone-camera originals, 4032×3024, about 2.3 MB) and
// `https://127.0.0.1:<p2>/w/<n>/WhatsApp-Image.jpg` the ibb-like one (WhatsApp copies, 1600×1200,
// about 155 KB). Real host names would need /etc/hosts; `localhost` already resolves to 127.0.0.1
// here (the browser is told the same with --host-resolver-rules), so everything stays on loopback.
// Both servers listen on 127.0.0.1 only and use one certificate (for localhost and 127.0.0.1) from
// tests/support/tls-cert.ts's throwaway authority.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import https from 'node:https';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { parse } from 'csv-parse/sync';
import sharp from 'sharp';
import { SHEET_COLUMNS } from '../domain/types';
import type { TestCertificate } from '../tests/support/tls-cert';

export const ORIGINAL = { width: 4032, height: 3024 } as const;
export const WHATSAPP = { width: 1600, height: 1200 } as const;

// Distinct source files; every link has its own path, and `n % count` picks the file it serves.
export const DISTINCT_FILES = 24;

// A seeded generator: the same scenes (and so the same bytes) on every machine and run.
function seeded(seed: number) {
  let state = (seed * 2654435761) >>> 0 || 1;
  return () => (state = (Math.imul(state, 1103515245) + 12345) >>> 0) / 2 ** 32;
}

/** A workbench with parts on it, as SVG: gradients, sharp edges, rings, gears and scratches. */
function sceneSvg(seed: number, w: number, h: number): Buffer {
  const rnd = seeded(seed);
  const hue = Math.floor(rnd() * 360);
  const parts: string[] = [];
  parts.push(
    `<defs><linearGradient id="bg" x1="0" y1="0" x2="0.3" y2="1"><stop offset="0" stop-color="hsl(${hue},18%,72%)"/>` +
      `<stop offset="0.55" stop-color="hsl(${(hue + 20) % 360},22%,48%)"/><stop offset="1" stop-color="hsl(${(hue + 40) % 360},25%,22%)"/></linearGradient>`,
  );
  for (let i = 0; i < 6; i++) {
    const stop = (offset: number, s: number, l: number) => `<stop offset="${offset}" stop-color="hsl(${Math.floor(rnd() * 360)},${s}%,${l}%)"/>`;
    parts.push(
      `<radialGradient id="m${i}" cx="0.35" cy="0.3" r="0.8">${stop(0, Math.floor(rnd() * 30), 80 + Math.floor(rnd() * 15))}` +
        `${stop(0.6, Math.floor(rnd() * 40), 35 + Math.floor(rnd() * 20))}${stop(1, 0, 8 + Math.floor(rnd() * 10))}</radialGradient>`,
    );
  }
  parts.push('</defs>', `<rect width="${w}" height="${h}" fill="url(#bg)"/>`);
  for (let y = h * 0.55; y < h; y += h * (0.06 + rnd() * 0.05)) {
    parts.push(`<rect x="0" y="${y}" width="${w}" height="${h * 0.012}" fill="hsl(${hue},20%,${15 + rnd() * 15}%)" opacity="0.6"/>`);
  }
  for (let i = 0; i < 7; i++) {
    const cx = w * (0.15 + rnd() * 0.7);
    const cy = h * (0.25 + rnd() * 0.55);
    const r = h * (0.06 + rnd() * 0.22);
    const fill = `url(#m${i % 6})`;
    const kind = rnd();
    if (kind < 0.4) {
      parts.push(
        `<circle cx="${cx}" cy="${cy}" r="${r}" fill="${fill}"/><circle cx="${cx}" cy="${cy}" r="${r * 0.45}" fill="hsl(0,0%,${10 + rnd() * 20}%)"/>` +
          `<circle cx="${cx}" cy="${cy}" r="${r * 0.3}" fill="${fill}"/>`,
      );
    } else if (kind < 0.75) {
      parts.push(
        `<rect x="${cx - r}" y="${cy - r * 0.4}" width="${r * 2}" height="${r * 0.8}" rx="${r * 0.1}" fill="${fill}" transform="rotate(${rnd() * 90 - 45} ${cx} ${cy})"/>`,
      );
    } else {
      const teeth = 10 + Math.floor(rnd() * 14);
      const points: string[] = [];
      for (let t = 0; t < teeth * 2; t++) {
        const angle = (t / (teeth * 2)) * Math.PI * 2;
        const radius = t % 2 ? r : r * 0.82;
        points.push(`${cx + radius * Math.cos(angle)},${cy + radius * Math.sin(angle)}`);
      }
      parts.push(`<polygon points="${points.join(' ')}" fill="${fill}"/><circle cx="${cx}" cy="${cy}" r="${r * 0.2}" fill="hsl(0,0%,12%)"/>`);
    }
  }
  for (let i = 0; i < 40; i++) {
    parts.push(
      `<line x1="${rnd() * w}" y1="${rnd() * h}" x2="${rnd() * w}" y2="${rnd() * h}" stroke="hsl(${hue},10%,${rnd() * 100}%)" ` +
        `stroke-width="${2 + rnd() * 10}" opacity="${0.1 + rnd() * 0.3}"/>`,
    );
  }
  return Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}">${parts.join('')}</svg>`);
}

/**
 * A phone-camera original: the scene plus a blotchy surface texture and sensor grain, so that JPEG
 * compresses it like a photo (about 2.4 MB at quality 88), with the EXIF a phone writes (make,
 * model, a GPS position) that the shop must strip.
 */
export async function phoneOriginal(seed: number, quality = 88): Promise<Buffer> {
  const { width: w, height: h } = ORIGINAL;
  const base = await sharp(sceneSvg(seed, w, h))
    .removeAlpha()
    .raw()
    .toBuffer();
  const mw = Math.round(w / 16);
  const mh = Math.round(h / 16);
  const noise = (width: number, height: number, sigma: number) =>
    sharp({ create: { width, height, channels: 3, background: '#000', noise: { type: 'gaussian', mean: 128, sigma } } })
      .raw()
      .toBuffer();
  const blotches = await noise(mw, mh, 40);
  const texture = await sharp(blotches, { raw: { width: mw, height: mh, channels: 3 } })
    .resize(w, h, { kernel: 'cubic' })
    .raw()
    .toBuffer();
  const grain = await noise(w, h, 6);
  const out = Buffer.alloc(w * h * 3);
  for (let i = 0; i < out.length; i++) out[i] = Math.max(0, Math.min(255, base[i]! + (texture[i - (i % 3)]! - 128) * 0.5 + (grain[i]! - 128)));
  return sharp(out, { raw: { width: w, height: h, channels: 3 } })
    .withExif({
      IFD0: { Make: 'samsung', Model: 'SM-A155M', Software: 'A155MUBS2AXE1' },
      IFD3: { GPSLatitudeRef: 'S', GPSLatitude: '31/1 44/1 0/1', GPSLongitudeRef: 'W', GPSLongitude: '60/1 31/1 0/1' },
    })
    .jpeg({ quality })
    .toBuffer();
}

export interface SourcePhotos {
  originals: Buffer[];
  whatsapp: Buffer[];
  dir: string;
}

/**
 * The WhatsApp copy: the original resized to 1600×1200, slightly smoothed, no metadata, at the
 * highest JPEG quality from 75 down that stays within 160 KB (WhatsApp's copies are about 155 KB).
 */
async function whatsappCopy(original: Buffer): Promise<Buffer> {
  let copy = Buffer.alloc(0);
  for (const quality of [75, 70, 65, 60, 55, 50, 45, 40]) {
    copy = await sharp(original).resize(WHATSAPP.width, WHATSAPP.height).blur(0.6).jpeg({ quality }).toBuffer();
    if (copy.length <= 160 * 1024) break;
  }
  return copy;
}

/** DISTINCT_FILES originals and their WhatsApp copies, made once (about 4 s each here) and kept in `dir`. */
export async function sourcePhotos(dir = path.join(os.tmpdir(), 'tienda-bench-photos-v2')): Promise<SourcePhotos> {
  mkdirSync(dir, { recursive: true });
  const originals: Buffer[] = [];
  const whatsapp: Buffer[] = [];
  for (let n = 0; n < DISTINCT_FILES; n++) {
    const originalFile = path.join(dir, `original-${n}.jpg`);
    const whatsappFile = path.join(dir, `whatsapp-${n}.jpg`);
    if (!existsSync(originalFile) || !existsSync(whatsappFile)) {
      if (n === 0) console.error(`making ${DISTINCT_FILES} source photos in ${dir} (once; about 4 s each)…`);
      const original = await phoneOriginal(n + 1);
      const copy = await whatsappCopy(original);
      // Written under a temporary name first: an interrupted run leaves no half file behind.
      writeFileSync(`${whatsappFile}.part`, copy);
      renameSync(`${whatsappFile}.part`, whatsappFile);
      writeFileSync(`${originalFile}.part`, original);
      renameSync(`${originalFile}.part`, originalFile);
    }
    originals.push(readFileSync(originalFile));
    whatsapp.push(readFileSync(whatsappFile));
  }
  return { originals, whatsapp, dir };
}

// ---------------------------------------------------------------------------------------------
// The catalogue copy.

export interface PhotoHostOrigins {
  /** `https://localhost:<port>`: the postimg-like host (originals). */
  originals: string;
  /** `https://127.0.0.1:<port>`: the ibb-like host (WhatsApp copies). */
  whatsapp: string;
}

export interface PhotoCatalog {
  file: string;
  rows: number;
  links: number;
  originalLinks: number;
  whatsappLinks: number;
  /** Photo links by the sheet's ID. */
  linksById: Map<string, string[]>;
}

function csvCell(value: unknown): string {
  const text = value === undefined || value === null ? '' : String(value);
  return /[",\r\n;]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/**
 * Copies the sample catalogue with its 'URL Imagenes' replaced by 1–3 external links a product (about
 * 2 on average, 25,000 at 12,476 rows), each on the postimg-like or the ibb-like host (half and
 * half, chosen by a seeded draw), every link a path of its own.
 */
export function writePhotoCatalog(source: string, target: string, hosts: PhotoHostOrigins, maxRows = Infinity): PhotoCatalog {
  const all = parse(readFileSync(source, 'utf8'), { bom: true, columns: true, skip_empty_lines: true }) as Record<string, string>[];
  const records = all.slice(0, maxRows);
  const rnd = seeded(20261126);
  let originalLinks = 0;
  let whatsappLinks = 0;
  const linksById = new Map<string, string[]>();
  const lines = [SHEET_COLUMNS.map(csvCell).join(',')];
  for (const record of records) {
    const count = 1 + Math.floor(rnd() * 3);
    const links: string[] = [];
    for (let i = 0; i < count; i++) {
      const n = originalLinks + whatsappLinks;
      if (rnd() < 0.5) {
        links.push(`${hosts.originals}/p/${n}/image.jpg`);
        originalLinks++;
      } else {
        links.push(`${hosts.whatsapp}/w/${n}/WhatsApp-Image.jpg`);
        whatsappLinks++;
      }
    }
    linksById.set(String(record.ID), links);
    lines.push(SHEET_COLUMNS.map((column) => csvCell(column === 'URL Imagenes' ? links.join(' ') : record[column])).join(','));
  }
  writeFileSync(target, lines.join('\n') + '\n');
  return { file: target, rows: records.length, links: originalLinks + whatsappLinks, originalLinks, whatsappLinks, linksById };
}

// ---------------------------------------------------------------------------------------------
// The two HTTPS hosts.

export interface HostStats {
  requests: number;
  bytes: number;
  /** Distinct paths answered with 200. */
  paths: Set<string>;
  /** Date.now() of the last request, 0 before the first. */
  lastRequestAt: number;
}

export interface PhotoHosts {
  origins: PhotoHostOrigins;
  stats: { originals: HostStats; whatsapp: HostStats };
  /** While paused, new requests wait (no answer, no CPU) until resume(). */
  pause(): void;
  resume(): void;
  stop(): Promise<void>;
}

/** Answers `/p/<n>/…` with original n % DISTINCT_FILES (or `/w/<n>/…` with that WhatsApp copy); anything else 404. */
function photoServer(cert: TestCertificate, prefix: 'p' | 'w', files: Buffer[], stats: HostStats, gate: { paused: boolean; waiting: (() => void)[] }) {
  return https.createServer({ key: cert.key, cert: cert.cert }, (req, res) => {
    stats.requests++;
    stats.lastRequestAt = Date.now();
    const answer = () => {
      const match = new RegExp(`^/${prefix}/(\\d+)/[\\w.-]+\\.jpg$`).exec(req.url ?? '');
      if (!match || (req.method !== 'GET' && req.method !== 'HEAD')) {
        res.writeHead(404, { 'content-type': 'text/plain' }).end('not found');
        return;
      }
      const body = files[Number(match[1]) % files.length]!;
      stats.paths.add(req.url!);
      stats.bytes += req.method === 'GET' ? body.length : 0;
      // What the real hosts send: a long cache life, no CORS.
      res.writeHead(200, { 'content-type': 'image/jpeg', 'content-length': body.length, 'cache-control': 'public, max-age=31536000' });
      res.end(req.method === 'GET' ? body : undefined);
    };
    if (gate.paused) gate.waiting.push(answer);
    else answer();
  });
}

export async function startPhotoHosts(cert: TestCertificate, photos: SourcePhotos, ports: { originals: number; whatsapp: number }): Promise<PhotoHosts> {
  const newStats = (): HostStats => ({ requests: 0, bytes: 0, paths: new Set(), lastRequestAt: 0 });
  const stats = { originals: newStats(), whatsapp: newStats() };
  const gate = { paused: false, waiting: [] as (() => void)[] };
  const servers = [photoServer(cert, 'p', photos.originals, stats.originals, gate), photoServer(cert, 'w', photos.whatsapp, stats.whatsapp, gate)];
  const listen = (server: https.Server, port: number) =>
    new Promise<number>((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, '127.0.0.1', () => resolve((server.address() as AddressInfo).port));
    });
  const originalsPort = await listen(servers[0]!, ports.originals);
  const whatsappPort = await listen(servers[1]!, ports.whatsapp);
  return {
    origins: { originals: `https://localhost:${originalsPort}`, whatsapp: `https://127.0.0.1:${whatsappPort}` },
    stats,
    pause: () => (gate.paused = true),
    resume: () => {
      gate.paused = false;
      for (const answer of gate.waiting.splice(0)) answer();
    },
    stop: async () => {
      gate.paused = false;
      for (const server of servers) server.closeAllConnections();
      await Promise.all(servers.map((server) => new Promise<void>((resolve) => server.close(() => resolve()))));
    },
  };
}

/** The base64 SHA-256 of the certificate's public key: Chrome's --ignore-certificate-errors-spki-list. */
export function spkiHash(certPem: string): string {
  const publicKey = execFileSync('openssl', ['x509', '-pubkey', '-noout'], { input: certPem });
  const der = execFileSync('openssl', ['pkey', '-pubin', '-outform', 'der'], { input: publicKey });
  return execFileSync('openssl', ['dgst', '-sha256', '-binary'], { input: der }).toString('base64');
}
