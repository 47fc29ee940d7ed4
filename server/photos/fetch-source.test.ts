import { mkdirSync, mkdtempSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startImageHost, type ImageHost } from '../../tests/support/image-host';
import { fetchSource, sniffImageType, type FetchSourceOptions } from './fetch-source';
import { PhotoError, type PhotoFailureReason } from './reasons';

let host: ImageHost;
let options: FetchSourceOptions;

beforeAll(async () => {
  host = await startImageHost();
  options = { allowPrivateHosts: ['localhost'], ca: host.ca, stallWindowMs: 1000, stallMinBytes: 1024 };
});
afterAll(() => host?.close());

async function reasonOf(promise: Promise<unknown>): Promise<PhotoFailureReason> {
  try {
    await promise;
  } catch (error) {
    expect(error).toBeInstanceOf(PhotoError);
    return (error as PhotoError).reason;
  }
  throw new Error('expected a failure');
}

describe('fetchSource from a host', () => {
  it('downloads a JPEG, a PNG and a WebP and names their types from their bytes', async () => {
    const jpeg = await fetchSource(host.url('/whatsapp.jpg'), options);
    expect(jpeg.type).toBe('jpeg');
    expect(jpeg.bytes.equals(host.photos.whatsapp)).toBe(true);
    expect((await fetchSource(host.url('/photo.png'), options)).type).toBe('png');
    expect((await fetchSource(host.url('/photo.webp'), options)).type).toBe('webp');
  });

  it('follows a redirect on the same host', async () => {
    const result = await fetchSource(host.url('/redirect-ok.jpg'), options);
    expect(result.finalUrl).toBe(host.url('/whatsapp.jpg'));
  });

  it('never lets a redirect into an allowed internal host: the list holds for the link itself', async () => {
    // Both names allowed, yet a link on one that redirects to the other (another origin) is refused:
    // otherwise any link could redirect to an allowed name and its other ports.
    const both = { ...options, allowPrivateHosts: ['localhost', '127.0.0.1'] };
    expect((await fetchSource(`https://127.0.0.1:${host.port}/whatsapp.jpg`, both)).type).toBe('jpeg');
    expect(await reasonOf(fetchSource(host.url('/redirect-loopback.jpg'), both))).toBe('refused_address');
  });

  it('refuses localhost and 127.0.0.1 when the allow list does not name them', async () => {
    const before = host.totalHits();
    expect(await reasonOf(fetchSource(host.url('/whatsapp.jpg'), { ca: host.ca }))).toBe('refused_address');
    expect(await reasonOf(fetchSource(`https://127.0.0.1:${host.port}/whatsapp.jpg`, { ca: host.ca }))).toBe('refused_address');
    expect(await reasonOf(fetchSource(`https://[::1]:${host.port}/whatsapp.jpg`, { ca: host.ca }))).toBe('refused_address');
    expect(host.totalHits()).toBe(before);
  });

  it('refuses a name when any of its addresses is internal, before connecting', async () => {
    const resolve = async () => [
      { address: '93.184.216.34', family: 4 },
      { address: '10.0.0.1', family: 4 },
    ];
    expect(await reasonOf(fetchSource('https://fotos.example/x.jpg', { resolve }))).toBe('refused_address');
    const metadata = async () => [{ address: '::ffff:169.254.169.254', family: 6 }];
    expect(await reasonOf(fetchSource('http://metadata.example/latest', { resolve: metadata }))).toBe('refused_address');
  });

  it('connects to the checked address, not to a second DNS answer', async () => {
    // The first answer is the host on loopback (allowed by name); a rebinding resolver would then
    // answer 10.0.0.1, but the fetcher never asks again.
    let calls = 0;
    const resolve = async () => {
      calls++;
      return calls === 1 ? [{ address: '127.0.0.1', family: 4 }] : [{ address: '10.0.0.1', family: 4 }];
    };
    const result = await fetchSource(host.url('/whatsapp.jpg'), { ...options, resolve });
    expect(result.type).toBe('jpeg');
    expect(calls).toBe(1);
  });

  it.each([
    ['/redirect-loopback.jpg', 'refused_address'],
    ['/redirect-metadata.jpg', 'refused_address'],
    ['/redirect-private.jpg', 'refused_address'],
    ['/redirect-loop.jpg', 'too_many_redirects'],
    ['/huge-length.jpg', 'too_large'],
    ['/endless.jpg', 'too_large'],
    ['/script.svg', 'not_image'],
    ['/page.html', 'not_image'],
    ['/missing.jpg', 'not_found'],
    ['/error.jpg', 'http_error'],
    ['/slow.jpg', 'timeout'],
  ] as const)('%s fails as %s', async (pathname, reason) => {
    expect(await reasonOf(fetchSource(host.url(pathname), options))).toBe(reason);
  });

  it('reports the status of a server error for the staff', async () => {
    const error = await fetchSource(host.url('/error.jpg'), options).catch((e: PhotoError) => e);
    expect((error as PhotoError).staffMessage).toBe('El servidor de la foto respondió 500');
  });

  it('gives up at the overall deadline', async () => {
    expect(await reasonOf(fetchSource(host.url('/slow.jpg'), { ...options, stallMinBytes: 1, timeoutMs: 700 }))).toBe('timeout');
  });

  it('refuses links that are not http(s)', async () => {
    for (const link of ['ftp://localhost/x.jpg', 'file:///etc/passwd', 'javascript:alert(1)', 'no es un enlace', 'https://user:pw@localhost/x.jpg']) {
      expect(await reasonOf(fetchSource(link, options))).toBe('bad_link');
    }
  });

  it('fails on an unreachable port as a network error', async () => {
    expect(await reasonOf(fetchSource('https://localhost:1/x.jpg', options))).toBe('network');
  });
});

describe('fetchSource from the public folders', () => {
  const root = mkdtempSync(path.join(tmpdir(), 'fotos-public-'));
  const build = path.join(root, 'build', 'client');
  const pub = path.join(root, 'public');
  mkdirSync(path.join(build, 'images'), { recursive: true });
  mkdirSync(path.join(pub, 'images'), { recursive: true });
  writeFileSync(path.join(root, 'secret.jpg'), Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0, 0, 0, 0, 0, 0, 0]));
  writeFileSync(path.join(pub, 'images', 'nota.txt'), 'hola');
  symlinkSync(path.join(root, 'secret.jpg'), path.join(pub, 'images', 'escape.jpg'));
  const publicOptions = () => ({ publicDirs: [build, pub] });

  beforeAll(() => {
    writeFileSync(path.join(pub, 'images', 'foto.webp'), host.photos.webp);
  });

  it('reads a site-relative photo from the first folder that has it', async () => {
    const result = await fetchSource('/images/foto.webp', publicOptions());
    expect(result.type).toBe('webp');
  });

  it('refuses traversal, symbolic links out of the folder and files that are not photos', async () => {
    expect(await reasonOf(fetchSource('/images/../../secret.jpg', publicOptions()))).toBe('bad_link');
    expect(await reasonOf(fetchSource('/images/%2e%2e/%2e%2e/secret.jpg', publicOptions()))).toBe('bad_link');
    expect(await reasonOf(fetchSource('/images/..%5c..%5csecret.jpg', publicOptions()))).toBe('bad_link');
    expect(await reasonOf(fetchSource('/images/escape.jpg', publicOptions()))).toBe('bad_link');
    expect(await reasonOf(fetchSource('/images/nota.txt', publicOptions()))).toBe('not_image');
    expect(await reasonOf(fetchSource('/images/nada.jpg', publicOptions()))).toBe('not_found');
  });
});

describe('sniffImageType', () => {
  it('recognises the image types from their first bytes only', () => {
    expect(sniffImageType(Buffer.from('GIF89a......'))).toBe('gif');
    expect(sniffImageType(Buffer.from('\0\0\0\x1cftypavif', 'latin1'))).toBe('avif');
    expect(sniffImageType(Buffer.from('\0\0\0\x18ftypheic', 'latin1'))).toBe('heif');
    expect(sniffImageType(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg">'))).toBeNull();
    expect(sniffImageType(Buffer.from('<!doctype html>'))).toBeNull();
    expect(sniffImageType(Buffer.from([0xff, 0xd8]))).toBeNull();
  });
});
