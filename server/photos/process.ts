// Turns one source photo into the variants the pages ask for. The original is decoded once, at the
// smallest size every wanted variant can be cut from (JPEG's shrink-on-load makes a 12-megapixel
// phone photo's decode several times cheaper than a full one), and every width, format and the
// share preview are made from those pixels. Orientation is applied and every piece of metadata
// (EXIF, GPS, the camera's serial, XMP) is dropped: sharp writes none unless told to keep it.
import sharp, { type Sharp } from 'sharp';
import { PREVIEW_HEIGHT, PREVIEW_MAX_BYTES, PREVIEW_WIDTH, type PhotoFormat, type PhotoVariant } from '../../domain/photos';
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

/** AVIF at quality 50 looks like JPEG 75–80 at half the bytes; effort 3 (of 9) keeps it near 50 ms for a card. */
const AVIF_OPTIONS = { quality: 50, effort: 3 } as const;
/** WebP 75: the usual balance; effort 4 is libwebp's default speed. */
const WEBP_OPTIONS = { quality: 75, effort: 4 } as const;
/** mozjpeg at 78: about a third smaller than libjpeg at the same look, progressive. */
const JPEG_OPTIONS = { quality: 78, mozjpeg: true } as const;
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

  const tiny = await fromBase().resize({ width: 64, height: 64, fit: 'inside' }).raw().toBuffer({ resolveWithObject: true });
  const { dominant } = await sharp(tiny.data, { raw: { width: tiny.info.width, height: tiny.info.height, channels: tiny.info.channels } }).stats();
  return { width, height, color: toHex(dominant), variants };
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
