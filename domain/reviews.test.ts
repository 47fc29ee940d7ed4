import { describe, expect, it } from 'vitest';
import { latestReviews, reviewsFromResponse } from './reviews';

const review = (time: number, extra: object = {}) => ({
  author_name: `Autor ${time}`,
  profile_photo_url: 'https://lh3.googleusercontent.com/a.png',
  rating: 5,
  text: 'Excelente atención',
  relative_time_description: 'hace una semana',
  time,
  ...extra,
});

describe('latestReviews', () => {
  it('sorts newest first and keeps 9', () => {
    const list = Array.from({ length: 12 }, (_, i) => review(i * 10));
    const result = latestReviews(list);
    expect(result).toHaveLength(9);
    expect(result.map((r) => r.time)).toEqual([110, 100, 90, 80, 70, 60, 50, 40, 30]);
  });

  it('drops malformed reviews and repairs harmless fields', () => {
    const result = latestReviews([
      null,
      { time: 1 },
      review(2, { rating: 7.2, profile_photo_url: 'javascript:x', text: null }),
      review(3, { rating: 'cinco' }),
    ]);
    expect(result).toEqual([{ ...review(2), rating: 5, profile_photo_url: '', text: '' }]);
  });

  it('handles non-arrays', () => {
    expect(latestReviews(undefined)).toEqual([]);
    expect(latestReviews({})).toEqual([]);
  });
});

describe('reviewsFromResponse', () => {
  it('reads result.reviews and result.url', () => {
    const body = { result: { reviews: [review(1), review(5)], url: 'https://maps.google.com/?cid=1' } };
    expect(reviewsFromResponse(body)).toEqual({ reviews: [review(5), review(1)], url: 'https://maps.google.com/?cid=1' });
  });

  it('copes with missing parts', () => {
    expect(reviewsFromResponse(null)).toEqual({ reviews: [], url: null });
    expect(reviewsFromResponse({ result: { url: 'javascript:alert(1)' } })).toEqual({ reviews: [], url: null });
  });
});
