// The process-wide reviews service, configured from the environment on first use.
import path from 'node:path';
import { getConfig } from '../config';
import { createReviewsService, type ReviewsResult, type ReviewsService } from './reviews';

export type { Review, ReviewsResult } from './reviews';
export { REVIEWS_ERROR_MESSAGE, MAX_REVIEWS } from './reviews';

/** The sample reviews that ship with the repository (Places Details answer shape). */
export const SAMPLE_REVIEWS_FILE = 'data/resenas.json';

// Kept on globalThis so dev-server reloads share one cache.
const GLOBAL_KEY = Symbol.for('tienda.reviewsService');

export function getReviewsService(): ReviewsService {
  const holder = globalThis as unknown as Record<symbol, ReviewsService | undefined>;
  let service = holder[GLOBAL_KEY];
  if (!service) {
    const config = getConfig();
    service = createReviewsService({
      apiKey: config.GOOGLE_PLACES_API_KEY,
      placeId: config.GOOGLE_PLACE_ID,
      apiUrl: config.GOOGLE_PLACES_API_URL,
      sampleFile: path.resolve(SAMPLE_REVIEWS_FILE),
    });
    holder[GLOBAL_KEY] = service;
  }
  return service;
}

/** At most 9 reviews, newest first, with the place's URL; null hides the section. */
export function getGoogleReviews(): Promise<ReviewsResult | null> {
  return getReviewsService().get();
}
