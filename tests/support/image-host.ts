// Tests only: an HTTPS photo host on 127.0.0.1, a stand-in for i.postimg.cc / i.ibb.co. It serves
// real photos (a 4032×3024 phone original with its EXIF orientation and GPS position, a WhatsApp
// copy, a PNG with transparency, a WebP) and every bad answer a sheet's link can lead to: redirects
// to internal addresses, endless or huge bodies, a pixel bomb, a truncated JPEG, SVG and HTML
// dressed as images, an iPhone HEIC, a host that trickles one byte a second, 404 and 500. Clients reach it as
// `localhost` with `allowPrivateHosts: ['localhost']` and `ca` set to its authority.
import https from 'node:https';
import type { AddressInfo } from 'node:net';
import type { Duplex } from 'node:stream';
import zlib from 'node:zlib';
import sharp, { type Sharp } from 'sharp';
import { makeTestCertificate } from './tls-cert';

export interface ImageHostPhotos {
  /** 4032×3024 stored, EXIF orientation 6 (shows as 3024×4032), GPS and camera tags. */
  phone: Buffer;
  /** 1600×1200, no EXIF. */
  whatsapp: Buffer;
  /** 300×200 with a transparent half. */
  png: Buffer;
  /** 800×600. */
  webp: Buffer;
  /** The first half of `whatsapp`. */
  truncated: Buffer;
  /** A valid PNG header claiming 60,000×60,000 pixels, a few hundred bytes long. */
  pixelBomb: Buffer;
}

export interface ImageHost {
  /** `https://localhost:{port}` */
  origin: string;
  port: number;
  /** The authority's PEM, for the client's `ca`. */
  ca: string;
  photos: ImageHostPhotos;
  url(path: string): string;
  /** How many requests a path got (the path as requested, without the query). */
  hits(path: string): number;
  totalHits(): number;
  /** From now on the path answers 404, as when the owner deletes the photo. */
  remove(path: string): void;
  /** Serves given bytes at a path (extra photos for a test). */
  serve(path: string, body: Buffer, contentType?: string): void;
  close(): Promise<void>;
}

/** Smooth colour fields with a little grain: compresses like a photo, not like flat colour or noise. */
async function photoLike(width: number, height: number, seed: number): Promise<Sharp> {
  const w = Math.ceil(width / 8);
  const h = Math.ceil(height / 8);
  const raw = Buffer.alloc(w * h * 3);
  let state = seed;
  for (let y = 0; y < h; y++) {
    for (let x = 0; x < w; x++) {
      state = (Math.imul(state, 1103515245) + 12345) >>> 0;
      const grain = (state >>> 24) % 24;
      const i = (y * w + x) * 3;
      raw[i] = (x * 255) / w - grain / 2 + 12;
      raw[i + 1] = (y * 200) / h + grain;
      raw[i + 2] = 90 + ((x + y) % 40) + grain;
    }
  }
  return sharp(raw, { raw: { width: w, height: h, channels: 3 } }).resize(width, height, { kernel: 'cubic' });
}

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(zlib.crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A PNG of the given size and colour type (0 grey, 2 RGB, 8 bits a sample) around already deflated rows. */
function pngFile(width: number, height: number, colourType: number, rows: Buffer): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bit depth
  header[9] = colourType;
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', rows),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A PNG whose header says 60,000×60,000 RGB: making the real thing would take gigabytes. */
export function pixelBombPng(width = 60_000, height = 60_000): Buffer {
  return pngFile(width, height, 2, zlib.deflateSync(Buffer.alloc(4096)));
}

/**
 * A real, complete grey PNG of 9,999,999×5 px (about 48 KB: its rows are zeros): under the
 * 50-megapixel cap, and libvips asks for about 1.25 GB to shrink it.
 */
export function tallPng(width = 9_999_999, height = 5): Buffer {
  // Each row: its filter byte, then one byte a pixel.
  return pngFile(width, height, 0, zlib.deflateSync(Buffer.alloc(height * (width + 1)), { level: 9 }));
}

export async function makeHostPhotos(): Promise<ImageHostPhotos> {
  const phone = await (
    await photoLike(4032, 3024, 1)
  )
    .jpeg({ quality: 88 })
    .withMetadata({ orientation: 6 })
    .withExif({
      IFD0: { Make: 'TestPhone', Model: 'Serie 12345', Software: 'camara 1.0' },
      IFD3: { GPSLatitudeRef: 'S', GPSLatitude: '31/1 44/1 0/1', GPSLongitudeRef: 'W', GPSLongitude: '60/1 31/1 0/1' },
    })
    .toBuffer();
  const whatsapp = await (await photoLike(1600, 1200, 2)).jpeg({ quality: 80 }).toBuffer();
  const half = Buffer.alloc(300 * 200 * 4);
  for (let i = 0; i < 300 * 200; i++) {
    half[i * 4] = 200;
    half[i * 4 + 1] = 40;
    half[i * 4 + 2] = 30;
    half[i * 4 + 3] = i % 300 < 150 ? 255 : 0;
  }
  const png = await sharp(half, { raw: { width: 300, height: 200, channels: 4 } })
    .png()
    .toBuffer();
  const webp = await (await photoLike(800, 600, 3)).webp({ quality: 80 }).toBuffer();
  return { phone, whatsapp, png, webp, truncated: whatsapp.subarray(0, Math.floor(whatsapp.length / 2)), pixelBomb: pixelBombPng() };
}

let photosOnce: Promise<ImageHostPhotos> | undefined;

interface FixedAnswer {
  status: number;
  type: string;
  body: Buffer | string;
}

/** The addresses that always answer the same bytes: photos, and what only pretends to be one. */
function fixedAnswers(photos: ImageHostPhotos): Map<string, FixedAnswer> {
  const photo = (type: string, body: Buffer | string): FixedAnswer => ({ status: 200, type, body });
  return new Map([
    ['/phone.jpg', photo('image/jpeg', photos.phone)],
    ['/whatsapp.jpg', photo('image/jpeg', photos.whatsapp)],
    ['/photo.png', photo('image/png', photos.png)],
    ['/photo.webp', photo('image/webp', photos.webp)],
    ['/truncated.jpg', photo('image/jpeg', photos.truncated)],
    ['/pixel-bomb.png', photo('image/png', photos.pixelBomb)],
    // Claims to be a JPEG: the fetcher must look at the bytes.
    ['/script.svg', photo('image/jpeg', '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>')],
    ['/page.html', photo('image/png', '<!doctype html><html><body>Iniciá sesión para ver la foto</body></html>')],
    // An iPhone photo left in HEIC: recognised as an image, but not one sharp's libvips decodes.
    ['/iphone.heic', photo('image/heic', Buffer.concat([Buffer.from('\0\0\0\x18ftypheic\0\0\0\0mif1heic', 'latin1'), Buffer.alloc(512)]))],
    ['/missing.jpg', { status: 404, type: 'text/html', body: '<h1>404</h1>' }],
    ['/error.jpg', { status: 500, type: 'text/plain', body: 'Internal Server Error' }],
  ]);
}

export interface ImageHostOptions {
  /** Milliseconds between the bytes of `/slow.jpg` (1 s: the "one byte a second" host). */
  slowByteMs?: number;
}

export async function startImageHost(options: ImageHostOptions = {}): Promise<ImageHost> {
  const certificate = makeTestCertificate(['localhost', '127.0.0.1']);
  const photos = await (photosOnce ??= makeHostPhotos());
  const slowByteMs = options.slowByteMs ?? 1000;
  const counts = new Map<string, number>();
  const removed = new Set<string>();
  const extra = new Map<string, { body: Buffer; type: string }>();
  const sockets = new Set<Duplex>();
  const timers = new Set<NodeJS.Timeout>();
  let port = 0;

  const answers = fixedAnswers(photos);

  const server = https.createServer({ key: certificate.key, cert: certificate.cert }, (req, res) => {
    const pathname = (req.url ?? '/').split('?')[0];
    counts.set(pathname, (counts.get(pathname) ?? 0) + 1);
    const send = (status: number, type: string, body: Buffer | string) => {
      res.writeHead(status, { 'content-type': type, 'content-length': Buffer.byteLength(body) });
      res.end(body);
    };
    const redirect = (location: string) => {
      res.writeHead(302, { location });
      res.end();
    };
    if (removed.has(pathname)) return send(404, 'text/html', '<h1>Not found</h1>');
    const added = extra.get(pathname);
    if (added) return send(200, added.type, added.body);
    const fixed = answers.get(pathname);
    if (fixed) return send(fixed.status, fixed.type, fixed.body);
    switch (pathname) {
      case '/redirect-ok.jpg':
        return redirect('/whatsapp.jpg');
      case '/redirect-loopback.jpg':
        return redirect(`https://127.0.0.1:${port}/whatsapp.jpg`);
      case '/redirect-metadata.jpg':
        return redirect('http://169.254.169.254/latest/meta-data/');
      case '/redirect-private.jpg':
        return redirect('https://10.0.0.1/foto.jpg');
      case '/redirect-loop.jpg':
        return redirect('/redirect-loop.jpg');
      case '/huge-length.jpg':
        // "10 GB": the declared length alone must stop the download.
        res.writeHead(200, { 'content-type': 'image/jpeg', 'content-length': String(10 * 1024 ** 3) });
        res.write(photos.whatsapp.subarray(0, 1024));
        return;
      case '/endless.jpg': {
        // Chunked, no length, never ends: a JPEG's first bytes, then filler forever.
        res.writeHead(200, { 'content-type': 'image/jpeg' });
        res.write(photos.whatsapp.subarray(0, 64));
        const filler = Buffer.alloc(256 * 1024, 0x55);
        const pump = () => {
          while (res.write(filler)) {
            if (res.destroyed) return;
          }
        };
        res.on('drain', pump);
        pump();
        return;
      }
      case '/slow.jpg': {
        res.writeHead(200, { 'content-type': 'image/jpeg', 'content-length': String(photos.whatsapp.length) });
        let sent = 0;
        const timer = setInterval(() => {
          if (res.destroyed || sent >= photos.whatsapp.length) {
            clearInterval(timer);
            timers.delete(timer);
            return;
          }
          res.write(photos.whatsapp.subarray(sent, sent + 1));
          sent += 1;
        }, slowByteMs);
        timers.add(timer);
        return;
      }
      default:
        return send(404, 'text/plain', 'not found');
    }
  });
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
  const origin = `https://localhost:${port}`;

  return {
    origin,
    port,
    ca: certificate.ca,
    photos,
    url: (path) => `${origin}${path}`,
    hits: (path) => counts.get(path) ?? 0,
    totalHits: () => [...counts.values()].reduce((a, b) => a + b, 0),
    remove: (path) => void removed.add(path),
    serve: (path, body, contentType = 'image/jpeg') => void extra.set(path, { body, type: contentType }),
    close: async () => {
      for (const timer of timers) clearInterval(timer);
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
