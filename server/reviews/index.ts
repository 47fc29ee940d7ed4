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

/** Without Google and without sample content (production): no reviews, the section is hidden. */
const NO_REVIEWS: ReviewsService = { source: 'ninguna', get: async () => null };

export function getReviewsService(): ReviewsService {
  const holder = globalThis as unknown as Record<symbol, ReviewsService | undefined>;
  let service = holder[GLOBAL_KEY];
  if (!service) {
    const config = getConfig();
    const live = Boolean(config.GOOGLE_PLACES_API_KEY && config.GOOGLE_PLACE_ID);
    // The sample file is for development (SAMPLE_CONTENT) only: never invented reviews in production.
    service =
      !live && !config.sampleContent
        ? NO_REVIEWS
        : createReviewsService({
            apiKey: config.GOOGLE_PLACES_API_KEY,
            placeId: config.GOOGLE_PLACE_ID,
            apiUrl: config.GOOGLE_PLACES_API_URL,
            sampleFile: path.resolve(SAMPLE_REVIEWS_FILE),
          });
    holder[GLOBAL_KEY] = service;
  }
  return service;
}

export type ShownReviews = ReviewsResult & {
  /** From the sample file (development): the page marks them 'Datos de ejemplo'. */
  sample: boolean;
};

/** At most 9 reviews, newest first, with the place's URL; null hides the section. */
export async function getGoogleReviews(): Promise<ShownReviews | null> {
  const service = getReviewsService();
  const result = await service.get();
  return result ? { ...result, sample: service.source === 'archivo' } : null;
}
