import { describe, expect, it } from 'vitest';
import {
  chooseFormat,
  isPhotoKey,
  parsePhotoPath,
  PHOTO_WIDTHS,
  photoBase,
  photoJpegPath,
  photoKey,
  photoPreviewPath,
  photoSrc,
  photoSrcSet,
  variantFileName,
} from './photos';

const KEY = photoKey('https://i.postimg.cc/abc123/image.png');

describe('photoKey', () => {
  it('is 16 hex digits and the same for the same link', () => {
    expect(KEY).toMatch(/^[0-9a-f]{16}$/);
    expect(photoKey('https://i.postimg.cc/abc123/image.png')).toBe(KEY);
    expect(isPhotoKey(KEY)).toBe(true);
  });

  it('changes when the link changes, even by one character or only in case', () => {
    const links = [
      'https://i.postimg.cc/abc123/image.png',
      'https://i.postimg.cc/abc124/image.png',
      'https://i.postimg.cc/ABC123/image.png',
      'http://i.postimg.cc/abc123/image.png',
      'https://i.postimg.cc/abc123/image.png ',
      '/images/foto.webp',
      '',
    ];
    expect(new Set(links.map(photoKey)).size).toBe(links.length);
  });

  it('spreads ten thousand similar links over distinct keys', () => {
    const keys = new Set(Array.from({ length: 10_000 }, (_, i) => photoKey(`https://i.ibb.co/${i}/foto.jpg`)));
    expect(keys.size).toBe(10_000);
  });
});

describe('parsePhotoPath', () => {
  const base = `/fotos/${KEY}`;

  it('reads every width, in the accepted format and as JPEG, and the preview', () => {
    for (const width of PHOTO_WIDTHS) {
      expect(parsePhotoPath(`${base}/${width}`)).toEqual({ key: KEY, variant: { kind: 'width', width, format: 'accept' } });
      expect(parsePhotoPath(`${base}/${width}.jpg`)).toEqual({ key: KEY, variant: { kind: 'width', width, format: 'jpeg' } });
    }
    expect(parsePhotoPath(`${base}/og.jpg`)).toEqual({ key: KEY, variant: { kind: 'preview' } });
  });

  it('reads back what the address builders write', () => {
    const b = photoBase('https://i.postimg.cc/abc123/image.png');
    expect(b).toBe(base);
    expect(parsePhotoPath(photoSrc(b, 480))?.variant).toEqual({ kind: 'width', width: 480, format: 'accept' });
    expect(parsePhotoPath(photoJpegPath(b))?.variant).toEqual({ kind: 'width', width: 1200, format: 'jpeg' });
    expect(parsePhotoPath(photoPreviewPath(b))?.variant).toEqual({ kind: 'preview' });
    expect(photoSrcSet(b, [320, 480])).toBe(`${base}/320 320w, ${base}/480 480w`);
  });

  it.each([
    ['a width not in the list', `${base}/500`],
    ['a width just off', `${base}/321`],
    ['a huge width', `${base}/12000`],
    ['a leading zero', `${base}/0320`],
    ['a sign', `${base}/+320`],
    ['another format', `${base}/320.webp`],
    ['an upper-case extension', `${base}/320.JPG`],
    ['the preview under another name', `${base}/og.jpeg`],
    ['no variant', base],
    ['an empty variant', `${base}/`],
    ['an extra segment', `${base}/320/x`],
    ['a parent segment', `${base}/../320`],
    ['a parent segment as the key', '/fotos/../320'],
    ['a short key', '/fotos/0123456789abcde/320'],
    ['a long key', '/fotos/0123456789abcdef0/320'],
    ['an upper-case key', `/fotos/${KEY.toUpperCase()}/320`],
    ['a non-hex key', '/fotos/0123456789abcdeg/320'],
    ['an encoded slash', `${base}%2F320`],
    ['another prefix', `/photos/${KEY}/320`],
    ['a double slash', `/fotos//${KEY}/320`],
    ['a query left on', `${base}/320?w=2000`],
  ])('refuses %s', (_why, path) => {
    expect(parsePhotoPath(path)).toBeNull();
  });
});

describe('chooseFormat', () => {
  it('prefers AVIF, then WebP, else JPEG', () => {
    expect(chooseFormat('image/avif,image/webp,image/apng,image/*,*/*;q=0.8')).toBe('avif');
    expect(chooseFormat('image/webp,*/*')).toBe('webp');
    expect(chooseFormat('image/png,image/*;q=0.8')).toBe('jpeg');
    expect(chooseFormat('*/*')).toBe('jpeg');
    expect(chooseFormat('')).toBe('jpeg');
    expect(chooseFormat(undefined)).toBe('jpeg');
    expect(chooseFormat(null)).toBe('jpeg');
  });

  it('never chooses a type the client refuses with q=0', () => {
    expect(chooseFormat('image/avif;q=0,image/webp')).toBe('webp');
    expect(chooseFormat('image/avif; q=0, image/webp;q=0.0, */*')).toBe('jpeg');
    expect(chooseFormat('image/avif;q=0.1')).toBe('avif');
  });

  it('reads types without regard to case or spaces', () => {
    expect(chooseFormat(' Image/AVIF ')).toBe('avif');
  });
});

describe('variantFileName', () => {
  it('names the file by width and the format actually sent', () => {
    expect(variantFileName({ kind: 'width', width: 320, format: 'accept' }, 'avif')).toBe('320.avif');
    expect(variantFileName({ kind: 'width', width: 320, format: 'accept' }, 'jpeg')).toBe('320.jpeg');
    // `{width}.jpg` and a JPEG chosen from Accept are the same file.
    expect(variantFileName({ kind: 'width', width: 320, format: 'jpeg' }, 'webp')).toBe('320.jpeg');
    expect(variantFileName({ kind: 'preview' }, 'avif')).toBe('og.jpeg');
  });
});
