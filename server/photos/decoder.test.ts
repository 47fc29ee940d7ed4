import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { variantFileName, type PhotoFormat, type PhotoVariant } from '#domain/photos';
import { makeHostPhotos, tallPng, type ImageHostPhotos } from '../../tests/support/image-host';
import { PhotoDecoder } from './decoder';
import { PHOTO_NICE } from './low-priority';
import { processPhoto, type VariantWant } from './process';
import { PhotoError } from './reasons';

let photos: ImageHostPhotos;
const decoders: PhotoDecoder[] = [];
beforeAll(async () => {
  photos = await makeHostPhotos();
});
afterAll(() => decoders.forEach((d) => d.stop()));

function want(variant: PhotoVariant, format: PhotoFormat): VariantWant {
  return { name: variantFileName(variant, format), variant, format };
}
const wants = [want({ kind: 'width', width: 480, format: 'accept' }, 'avif'), want({ kind: 'width', width: 1200, format: 'jpeg' }, 'jpeg')];
/** The 1 GB data limit the deploy guide's smallest machine gives the shop, on the decoder alone. */
const ONE_GB = ['prlimit', `--data=${1024 ** 3}`, '--'];
/** The header checks lifted, so the sliver reaches libvips as it did before they existed. */
const uncapped = { maxSide: Number.POSITIVE_INFINITY, maxAspect: Number.POSITIVE_INFINITY };

function newDecoder(options: Partial<ConstructorParameters<typeof PhotoDecoder>[0]> = {}): PhotoDecoder {
  const decoder = new PhotoDecoder({ size: 1, ...options });
  decoders.push(decoder);
  return decoder;
}

describe('photo decoder process', () => {
  it('makes the same variants as the shop would in its own process', async () => {
    const decoder = newDecoder();
    const [there, here] = await Promise.all([decoder.process(photos.whatsapp, wants), processPhoto(photos.whatsapp, wants)]);
    expect([there.width, there.height, there.color]).toEqual([here.width, here.height, here.color]);
    expect(there.variants.map((v) => [v.name, v.width, v.height, Buffer.isBuffer(v.data), v.data.length > 1000])).toEqual(
      here.variants.map((v) => [v.name, v.width, v.height, true, true]),
    );
    // A bad photo is an answer, not a dead decoder.
    const error = await decoder.process(photos.truncated, wants).catch((e: unknown) => e);
    expect((error as PhotoError).reason).toBe('broken');
    expect((await decoder.process(photos.png, wants)).width).toBe(300);
  });

  it('loses only its decoder to a photo that needs more memory than the limit, then goes on', { timeout: 60_000 }, async () => {
    const logs: string[] = [];
    const decoder = newDecoder({ prefix: ONE_GB, log: (line) => logs.push(line) });
    expect((await decoder.process(photos.webp, wants)).width).toBe(800);
    // libvips asks for 640 MB at once on top of the rest and aborts its process (SIGABRT).
    const error = await decoder.process(tallPng(), wants, uncapped).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(PhotoError);
    expect((error as PhotoError).reason).toBe('decoder_crash');
    expect(logs.join('\n')).toMatch(/terminó/);
    // The next photo starts a new decoder under the same limit.
    const after = await decoder.process(photos.whatsapp, wants);
    expect([after.width, after.height]).toEqual([1600, 1200]);
  });

  it.runIf(process.platform === 'linux')('runs every thread of the decoder below the pages’ priority', async () => {
    // The shell writes its process id and becomes the decoder (exec keeps the id).
    const pidFile = path.join(mkdtempSync(path.join(tmpdir(), 'decoder-nice-')), 'pid');
    const decoder = newDecoder({ prefix: ['sh', '-c', `echo $$ > ${pidFile}; exec "$@"`, 'sh'] });
    expect((await decoder.process(photos.phone, wants)).width).toBe(3024);
    const pid = readFileSync(pidFile, 'utf8').trim();
    const threads = readdirSync(`/proc/${pid}/task`);
    // libuv's and libvips' worker threads besides the main one, all started before or while the photo was made.
    expect(threads.length).toBeGreaterThan(2);
    for (const thread of threads) {
      const stat = readFileSync(`/proc/${pid}/task/${thread}/stat`, 'utf8');
      // Fields after the command's closing parenthesis; the nice value is the 19th field of the line.
      const nice = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[16]);
      expect(nice).toBe(PHOTO_NICE);
    }
  });
});
