// Turns one source photo into the variants the pages ask for. The original is decoded once, at the
// smallest size every wanted variant can be cut from: the resize straight from the input lets
// libvips shrink on load (a JPEG is decoded at 1/2, 1/4 or 1/8 scale by libjpeg, a WebP by libwebp
// at the size asked), so a 12-megapixel phone photo is never expanded in full. Every width, format
// and the share preview are made from those pixels (at most 1200 px wide), never from the original
// again. Orientation is applied and every piece of metadata (EXIF, GPS, the camera's serial, XMP)
// is dropped: sharp writes none unless told to keep it.
// The encoder settings were chosen by measuring CPU, bytes and SSIM (bench/photo-cpu.ts, figures in
// bench/README.md and docs/decisions/0043-cheaper-photo-preparation.md).
import sharp, { type Sharp } from 'sharp';
import { PREVIEW_HEIGHT, PREVIEW_MAX_BYTES, PREVIEW_WIDTH, type PhotoFormat, type PhotoVariant } from '#domain/photos';
import { PhotoError } from './reasons';

/**
 * 50 megapixels: a 48 MP phone sensor passes, a crafted 60,000×60,000 header (3.6 gigapixels,
 * about 11 GB decoded) is refused from its header, before any pixel is decoded.
 */
const MAX_INPUT_PIXELS = 50_000_000;
/**
 * 12,000 px a side: a 48 MP sensor is 8,064 px wide, a stitched phone panorama about 10,000. The area
 * cap alone let a 9,999,999×5 PNG (48 KB, under 50 MP) through, and libvips asked for 1.25 GB to
 * shrink it: every buffer along a side grows with that side, not with the area.
 */
const MAX_INPUT_SIDE = 12_000;
/** 20:1: a wide banner is 8:1, a panorama 4:1; anything thinner is a sliver, not a product photo. */
const MAX_INPUT_ASPECT = 20;

/**
 * AVIF at effort 0 (aom's fastest speed) is about ten times cheaper than effort 3 and, at quality
 * 52 with 4:2:0 chroma (as JPEG and WebP have), matches effort 3's quality 50 (SSIM) for about 10 %
 * more bytes: a 640 px card in about 30 ms of CPU instead of 300.
 */
const AVIF_OPTIONS = { quality: 52, effort: 0, chromaSubsampling: '4:2:0' } as const;
/** WebP 75: the usual balance; effort 4 is libwebp's default speed. */
const WEBP_OPTIONS = { quality: 75, effort: 4 } as const;
/**
 * libjpeg-turbo with mozjpeg's quantisation table (ImageMagick's, tuned for photos) and optimised
 * Huffman tables: at quality 76 the same SSIM as mozjpeg's trellis at 78 for about 9 % more bytes,
 * and ten times cheaper (a 1200 px copy in about 10 ms instead of 95). Not progressive: it is the
 * copy feeds, JSON-LD and the shop itself read, which gain nothing from a progressive scan, and it
 * would double the cost for 3 % fewer bytes.
 */
const JPEG_OPTIONS = { quality: 76, quantisationTable: 3, optimiseCoding: true } as const;
/** The preview starts here and steps down until it fits PREVIEW_MAX_BYTES. */
const PREVIEW_QUALITIES = [80, 72, 64, 56, 48, 40, 32, 24];

// libvips' own threads per image: one, so a photo never takes both cores from page rendering
// (the job queue in service.ts bounds how many photos run at once). Its operation cache only
// helps when the same file is processed again, which the disk store already prevents.
sharp.concurrency(1);
sharp.cache(false);

export interface VariantWant {
  /** The file name on disk (variantFileName). */
  name: string;
  variant: PhotoVariant;
  /** The encoded format (for a `{width}.jpg` or the preview, always 'jpeg'). */
  format: PhotoFormat;
}

interface ProcessedVariant {
  name: string;
  data: Buffer;
  width: number;
  height: number;
  format: PhotoFormat;
}

export interface ProcessedPhoto {
  /** The photo's own size after its orientation is applied. */
  width: number;
  height: number;
  /** Its main colour as `#rrggbb`, for the placeholder a page paints before the photo arrives. */
  color: string;
  variants: ProcessedVariant[];
}

export interface ProcessOptions {
  maxPixels?: number;
  /** Only the decoder's own tests lift these, to make a photo that kills its decoder. */
  maxSide?: number;
  maxAspect?: number;
}

/** Makes every wanted variant from one source; throws a PhotoError for a bad, huge or broken image. */
export async function processPhoto(input: Buffer, wants: readonly VariantWant[], options: ProcessOptions = {}): Promise<ProcessedPhoto> {
  const maxPixels = options.maxPixels ?? MAX_INPUT_PIXELS;
  const shape = { maxSide: options.maxSide ?? MAX_INPUT_SIDE, maxAspect: options.maxAspect ?? MAX_INPUT_ASPECT };
  try {
    return await run(input, wants, maxPixels, shape);
  } catch (error) {
    if (error instanceof PhotoError) throw error;
    throw classifySharpError(error);
  }
}

async function run(input: Buffer, wants: readonly VariantWant[], maxPixels: number, shape: { maxSide: number; maxAspect: number }): Promise<ProcessedPhoto> {
  // The header alone (sharp's metadata decodes no pixel): refuses a pixel bomb or a sliver first.
  const head = await sharp(input, { limitInputPixels: false }).metadata();
  if (!head.width || !head.height) throw new PhotoError('broken', 'no size in the header');
  if (head.width * head.height > maxPixels) throw new PhotoError('too_many_pixels', `${head.width}×${head.height}`);
  const long = Math.max(head.width, head.height);
  if (long > shape.maxSide || long / Math.min(head.width, head.height) > shape.maxAspect) throw new PhotoError('bad_shape', `${head.width}×${head.height}`);
  const swap = (head.orientation ?? 1) >= 5;
  const width = swap ? head.height : head.width;
  const height = swap ? head.width : head.height;

  // The smallest decode every variant can be cut from without enlarging.
  let baseWidth = 1;
  for (const want of wants) {
    if (want.variant.kind === 'width') baseWidth = Math.max(baseWidth, Math.min(want.variant.width, width));
    else baseWidth = Math.max(baseWidth, Math.min(width, Math.ceil(width * Math.max(PREVIEW_WIDTH / width, PREVIEW_HEIGHT / height))));
  }
  let pipeline = sharp(input, { limitInputPixels: maxPixels, failOn: 'truncated', sequentialRead: true }).rotate();
  if (baseWidth < width) pipeline = pipeline.resize({ width: baseWidth });
  const base = await pipeline.raw({ depth: 'uchar' }).toBuffer({ resolveWithObject: true });
  const raw = { width: base.info.width, height: base.info.height, channels: base.info.channels };
  const fromBase = () => sharp(base.data, { raw });

  const variants: ProcessedVariant[] = [];
  for (const want of wants) {
    if (want.variant.kind === 'preview') {
      variants.push(await makePreview(fromBase, want.name));
      continue;
    }
    const resized = fromBase().resize({ width: want.variant.width, withoutEnlargement: true });
    const { data, info } = await encode(resized, want.format).toBuffer({ resolveWithObject: true });
    variants.push({ name: want.name, data, width: info.width, height: info.height, format: want.format });
  }

  const tiny = await fromBase().resize({ width: 64, height: 64, fit: 'inside' }).raw({ depth: 'uchar' }).toBuffer({ resolveWithObject: true });
  return { width, height, color: toHex(dominantColor(tiny.data, tiny.info.channels)), variants };
}

/**
 * The most common colour, as sharp's stats() names it (a 16×16×16 histogram, the fullest bin's
 * centre), counted here: stats() also measures entropy and sharpness, which cost more than the
 * whole 64 px thumbnail. A grey photo (one or two channels) is its grey.
 */
export function dominantColor(pixels: Uint8Array, channels: number): { r: number; g: number; b: number } {
  const bins = new Uint32Array(4096);
  const grey = channels < 3;
  let best = 0;
  for (let i = 0; i + channels <= pixels.length; i += channels) {
    const r = pixels[i]! >> 4;
    const bin = grey ? r * 273 : (r << 8) | ((pixels[i + 1]! >> 4) << 4) | (pixels[i + 2]! >> 4);
    if (++bins[bin]! > bins[best]!) best = bin;
  }
  return { r: (best >> 8) * 16 + 8, g: ((best >> 4) & 15) * 16 + 8, b: (best & 15) * 16 + 8 };
}

function encode(image: Sharp, format: PhotoFormat): Sharp {
  if (format === 'avif') return image.avif(AVIF_OPTIONS);
  if (format === 'webp') return image.webp(WEBP_OPTIONS);
  // JPEG has no transparency: a PNG's see-through parts become white, as on the page's cards.
  return image.flatten({ background: '#ffffff' }).jpeg(JPEG_OPTIONS);
}

async function makePreview(fromBase: () => Sharp, name: string): Promise<ProcessedVariant> {
  let last = Buffer.alloc(0);
  for (const quality of PREVIEW_QUALITIES) {
    last = await fromBase()
      .resize(PREVIEW_WIDTH, PREVIEW_HEIGHT, { fit: 'cover', position: 'attention' })
      .flatten({ background: '#ffffff' })
      .jpeg({ quality, mozjpeg: true })
      .toBuffer();
    if (last.length <= PREVIEW_MAX_BYTES) break;
  }
  if (last.length === 0 || last.length > PREVIEW_MAX_BYTES) throw new PhotoError('broken', 'preview does not fit its byte bound');
  return { name, data: last, width: PREVIEW_WIDTH, height: PREVIEW_HEIGHT, format: 'jpeg' };
}

function toHex({ r, g, b }: { r: number; g: number; b: number }): string {
  return `#${[r, g, b]
    .map((n) =>
      Math.max(0, Math.min(255, Math.round(n)))
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`;
}

function classifySharpError(error: unknown): PhotoError {
  const message = error instanceof Error ? error.message : String(error);
  if (/pixel limit/i.test(message)) return new PhotoError('too_many_pixels', message);
  if (/unsupported image format|no decoding plugin|not been built|heif: (?:unsupported|no)/i.test(message)) return new PhotoError('unsupported', message);
  return new PhotoError('broken', message);
}
