import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { analyzeImageCell, MAX_IMAGES, normalizeImageUrl, splitImageUrls, toYouTubeEmbed } from './media';

describe('normalizeImageUrl', () => {
  it.each([
    ['https://i.postimg.cc/abc123/foto.jpg', 'https://i.postimg.cc/abc123/image.png'],
    ['http://i.postimg.cc/abc123/otra%20foto.jpeg?dl=1', 'https://i.postimg.cc/abc123/image.png'],
    ['https://I.POSTIMG.CC/abc123/foto.jpg', 'https://i.postimg.cc/abc123/image.png'],
    ['https://i.ibb.co/xyz/foto.jpg', 'https://i.ibb.co/xyz/foto.jpg'],
    ['[img]https://i.ibb.co/xyz/foto.jpg[/img]', 'https://i.ibb.co/xyz/foto.jpg'],
    ['[IMG]https://i.postimg.cc/abc123/foto.jpg[/Img]', 'https://i.postimg.cc/abc123/image.png'],
    ['[url=https://postimg.cc/abc123][img]https://i.postimg.cc/abc123/foto.jpg[/img][/url]', 'https://i.postimg.cc/abc123/image.png'],
    ['/images/bomba.jpg', '/images/bomba.jpg'],
    ['  https://example.com/a.png  ', 'https://example.com/a.png'],
  ])('%j -> %j', (input, expected) => {
    expect(normalizeImageUrl(input)).toBe(expected);
  });

  it.each([
    [''],
    ['foto.jpg'],
    ['www.example.com/a.png'],
    ['ftp://example.com/a.png'],
    ['javascript:alert(1)'],
    ['data:image/png;base64,AAAA'],
    ['//evil.example/a.png'],
    ['/\\evil.example/a.png'],
    ['https://i.postimg.cc/'],
    ['[img][/img]'],
    ['https://'],
  ])('%j -> null', (input) => {
    expect(normalizeImageUrl(input)).toBeNull();
  });
});

describe('splitImageUrls', () => {
  it('splits on whitespace and semicolons, dropping empty and invalid entries', () => {
    const cell = ' https://a.com/1.jpg;https://a.com/2.jpg\n\nhttps://a.com/3.jpg ;; basura /img/4.jpg\t';
    expect(splitImageUrls(cell)).toEqual(['https://a.com/1.jpg', 'https://a.com/2.jpg', 'https://a.com/3.jpg', '/img/4.jpg']);
  });

  it('handles non-string cells', () => {
    expect(splitImageUrls(null)).toEqual([]);
    expect(splitImageUrls(undefined)).toEqual([]);
    expect(splitImageUrls(42)).toEqual([]);
    expect(splitImageUrls({})).toEqual([]);
  });

  it('keeps at most 20 images and reports the rest', () => {
    const cell = Array.from({ length: 25 }, (_, i) => `https://a.com/${i}.jpg`).join(';');
    const result = analyzeImageCell(`${cell};nada`);
    expect(result.urls).toHaveLength(MAX_IMAGES);
    expect(result.urls[19]).toBe('https://a.com/19.jpg');
    expect(result.extra).toBe(5);
    expect(result.invalid).toEqual(['nada']);
  });

  it('never returns more than 20 valid-looking links', () => {
    fc.assert(
      fc.property(fc.array(fc.oneof(fc.webUrl(), fc.string()), { maxLength: 40 }), (parts) => {
        const urls = splitImageUrls(parts.join(';'));
        expect(urls.length).toBeLessThanOrEqual(MAX_IMAGES);
        for (const url of urls) expect(url).toMatch(/^(https?:\/\/|\/(?!\/))/);
      }),
    );
  });
});

describe('toYouTubeEmbed', () => {
  const embed = 'https://www.youtube.com/embed/dQw4w9WgXcQ';
  it.each([
    ['https://www.youtube.com/watch?v=dQw4w9WgXcQ'],
    ['https://www.youtube.com/watch?feature=share&v=dQw4w9WgXcQ&t=42s&list=PL123'],
    ['https://youtube.com/watch?v=dQw4w9WgXcQ'],
    ['https://m.youtube.com/watch?v=dQw4w9WgXcQ'],
    ['https://youtu.be/dQw4w9WgXcQ'],
    ['https://youtu.be/dQw4w9WgXcQ?si=abcdef&t=10'],
    ['https://www.youtube.com/shorts/dQw4w9WgXcQ'],
    ['https://youtube.com/shorts/dQw4w9WgXcQ?feature=share'],
    ['https://www.youtube.com/embed/dQw4w9WgXcQ'],
    ['  youtu.be/dQw4w9WgXcQ  '],
    ['http://www.youtube.com/watch?v=dQw4w9WgXcQ'],
  ])('%j -> embed', (input) => {
    expect(toYouTubeEmbed(input)).toBe(embed);
  });

  it('accepts ids with - and _', () => {
    expect(toYouTubeEmbed('https://youtu.be/a-b_c-d_e-f')).toBe('https://www.youtube.com/embed/a-b_c-d_e-f');
  });

  it.each([
    ['https://www.youtube.com/watch?v=short'],
    ['https://www.youtube.com/watch?v=dQw4w9WgXcQX'],
    ['https://www.youtube.com/watch?v=dQw4w9WgXc!'],
    ['https://www.youtube.com/watch'],
    ['https://youtu.be/'],
    ['https://vimeo.com/123456789'],
    ['https://notyoutube.com/watch?v=dQw4w9WgXcQ'],
    ['https://www.youtube.com/channel/UC1234567890'],
    ['javascript:alert(1)'],
    [''],
    [null],
    [12345678901],
  ])('%j -> null', (input) => {
    expect(toYouTubeEmbed(input)).toBeNull();
  });
});
