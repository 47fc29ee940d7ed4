// Customer reviews (docs/product.md §3, §7, §9).
import { z } from 'zod';
import type { Review } from './types';

export const MAX_REVIEWS = 9;
export const REVIEWS_LINK_TEXT = 'Ver todas las reseñas en Google';

// Third-party data: validate, and repair harmless gaps instead of failing.
const reviewSchema = z.object({
  author_name: z.string().catch('Cliente'),
  profile_photo_url: z
    .string()
    .regex(/^https:\/\//)
    .catch(''),
  rating: z.number().transform((r) => Math.min(5, Math.max(1, Math.round(r)))),
  text: z.string().catch(''),
  relative_time_description: z.string().catch(''),
  time: z.number().catch(0),
});

/** Valid reviews, newest first, at most 9. Malformed entries are dropped. */
export function latestReviews(list: unknown): Review[] {
  if (!Array.isArray(list)) return [];
  const reviews: Review[] = [];
  for (const entry of list) {
    const parsed = reviewSchema.safeParse(entry);
    if (parsed.success) reviews.push(parsed.data);
  }
  return reviews.sort((a, b) => b.time - a.time).slice(0, MAX_REVIEWS);
}

/** Reads result.reviews and result.url from the reviews call's answer. */
export function reviewsFromResponse(body: unknown): { reviews: Review[]; url: string | null } {
  const result = (body as { result?: { reviews?: unknown; url?: unknown } } | null)?.result;
  const url = typeof result?.url === 'string' && /^https:\/\//.test(result.url) ? result.url : null;
  return { reviews: latestReviews(result?.reviews), url };
}
