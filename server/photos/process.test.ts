import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { PREVIEW_HEIGHT, PREVIEW_MAX_BYTES, PREVIEW_WIDTH, variantFileName, type PhotoFormat, type PhotoVariant } from '#domain/photos';
import { makeHostPhotos, pixelBombPng, tallPng, type ImageHostPhotos } from '../../tests/support/image-host';
import { dominantColor, processPhoto, type VariantWant } from './process';
import { PhotoError } from './reasons';

let photos: ImageHostPhotos;
beforeAll(async () => {
  photos = await makeHostPhotos();
});

function want(variant: PhotoVariant, format: PhotoFormat): VariantWant {
  return { name: variantFileName(variant, format), variant, format };
}
const w = (width: 160 | 320 | 480 | 640 | 960 | 1200, format: PhotoFormat = 'webp') => want({ kind: 'width', width, format: 'accept' }, format);

describe('processPhoto', () => {
  it('applies the EXIF orientation and strips every piece of metadata', async () => {
    const original = await sharp(photos.phone).metadata();
    expect(original.orientation).toBe(6);
    expect(original.exif?.includes('TestPhone')).toBe(true);

    const result = await processPhoto(photos.phone, [
      w(480, 'webp'),
      w(480, 'avif'),
      want({ kind: 'width', width: 1200, format: 'jpeg' }, 'jpeg'),
      want({ kind: 'preview' }, 'jpeg'),
    ]);
    // 4032×3024 stored sideways is a 3024×4032 portrait.
    expect([result.width, result.height]).toEqual([3024, 4032]);
    expect(result.color).toMatch(/^#[0-9a-f]{6}$/);
    for (const variant of result.variants) {
      const meta = await sharp(variant.data).metadata();
      expect(meta.exif, variant.name).toBeUndefined();
      expect(meta.xmp, variant.name).toBeUndefined();
      expect(meta.orientation ?? 1, variant.name).toBe(1);
      expect(variant.data.includes('TestPhone'), variant.name).toBe(false);
      expect(variant.data.includes('Serie 12345'), variant.name).toBe(false);
      expect([meta.width, meta.height], variant.name).toEqual([variant.width, variant.height]);
    }
    const byName = new Map(result.variants.map((v) => [v.name, v]));
    expect([byName.get('480.webp')?.width, byName.get('480.webp')?.height]).toEqual([480, 640]);
    expect((await sharp(byName.get('480.avif')!.data).metadata()).format).toBe('heif');
    expect([byName.get('1200.jpeg')?.width, byName.get('1200.jpeg')?.height]).toEqual([1200, 1600]);
    const preview = byName.get('og.jpeg')!;
    const previewMeta = await sharp(preview.data).metadata();
    expect([previewMeta.width, previewMeta.height, previewMeta.format]).toEqual([PREVIEW_WIDTH, PREVIEW_HEIGHT, 'jpeg']);
    expect(preview.data.length).toBeLessThanOrEqual(PREVIEW_MAX_BYTES);
  });

  it('steps the preview quality down until it fits 300 KB, even for pure noise', async () => {
    const noise = Buffer.alloc(1600 * 900 * 3);
    for (let i = 0, s = 7; i < noise.length; i++) noise[i] = (s = (Math.imul(s, 1103515245) + 12345) >>> 0) >>> 24;
    const input = await sharp(noise, { raw: { width: 1600, height: 900, channels: 3 } })
      .png()
      .toBuffer();
    const first = await sharp(input).resize(1200, 630, { fit: 'cover' }).jpeg({ quality: 80, mozjpeg: true }).toBuffer();
    expect(first.length).toBeGreaterThan(PREVIEW_MAX_BYTES);
    const [preview] = (await processPhoto(input, [want({ kind: 'preview' }, 'jpeg')])).variants;
    expect(preview.data.length).toBeLessThanOrEqual(PREVIEW_MAX_BYTES);
    expect(preview.data.length).toBeGreaterThan(100 * 1024);
  });

  it('never enlarges a width, and turns transparency white in JPEG', async () => {
    const result = await processPhoto(photos.png, [w(960, 'webp'), want({ kind: 'width', width: 640, format: 'jpeg' }, 'jpeg')]);
    const webp = result.variants.find((v) => v.name === '960.webp')!;
    expect([webp.width, webp.height]).toEqual([300, 200]);
    expect((await sharp(webp.data).metadata()).hasAlpha).toBe(true);
    const jpeg = result.variants.find((v) => v.name === '640.jpeg')!;
    const { data } = await sharp(jpeg.data).raw().toBuffer({ resolveWithObject: true });
    // The PNG's right half is transparent: white in the JPEG.
    const i = (100 * 300 + 250) * 3;
    expect(data[i]).toBeGreaterThan(240);
    expect(data[i + 1]).toBeGreaterThan(240);
  });

  it('refuses a 60,000×60,000 PNG from its header', async () => {
    const error = await processPhoto(pixelBombPng(), [w(480)]).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(PhotoError);
    expect((error as PhotoError).reason).toBe('too_many_pixels');
  });

  it('refuses a sliver from its header: too long a side or too thin, whatever its area', async () => {
    // 48 KB and under 50 megapixels: decoding it would take about 1.25 GB.
    const tall = tallPng();
    expect(tall.length).toBeLessThan(64 * 1024);
    for (const input of [tall, tallPng(12_001, 100), tallPng(100, 2_100)]) {
      const error = await processPhoto(input, [w(480)]).catch((e: unknown) => e);
      expect((error as PhotoError).reason).toBe('bad_shape');
    }
    // A wide banner (20:1 and 12,000 px are the limits, included) is a photo.
    const banner = await processPhoto(tallPng(12_000, 600), [w(480)]);
    expect([banner.width, banner.height]).toEqual([12_000, 600]);
  });

  it('refuses a truncated JPEG as broken instead of showing half a photo', async () => {
    const error = await processPhoto(photos.truncated, [w(320)]).catch((e: unknown) => e);
    expect((error as PhotoError).reason).toBe('broken');
  });

  it('reports garbage after an image signature as broken', async () => {
    const error = await processPhoto(Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(500, 7)]), [w(320)]).catch((e: unknown) => e);
    expect((error as PhotoError).reason).toBe('broken');
  });
});

describe('dominantColor', () => {
  it('names the same colour as sharp stats() for colour, grey and noisy pixels', async () => {
    // A fixed mix with one clear winner (sharp's own noise is random, and a tie could go either way).
    let seed = 7;
    const next = () => (seed = (Math.imul(seed, 1103515245) + 12345) >>> 0) >>> 24;
    const noisy = Buffer.alloc(64 * 48 * 3);
    for (let i = 0; i < noisy.length; i += 3) noisy.set(i % 4 === 0 ? [90, 125, 60] : [next(), next(), next()], i);
    const half = Buffer.alloc(64 * 48 * 3);
    for (let i = 0; i < half.length; i += 3) half.set(i < half.length * 0.6 ? [200, 40, 30] : [20, 90, 220], i);
    const grey = Buffer.alloc(64 * 48, 77);
    for (const [pixels, channels] of [
      [noisy, 3],
      [half, 3],
      [grey, 1],
    ] as const) {
      const { dominant } = await sharp(pixels, { raw: { width: 64, height: 48, channels } }).stats();
      expect(dominantColor(pixels, channels)).toEqual(dominant);
    }
    expect(dominantColor(noisy, 3)).toEqual({ r: 88, g: 120, b: 56 });
    expect(dominantColor(half, 3)).toEqual({ r: 200, g: 40, b: 24 });
  });
});
