// The reviews service, configured from the environment (one per process, in server/services.ts).
import path from 'node:path';
import type { Config } from '../config';
import { createReviewsService, type ReviewsResult, type ReviewsService } from './reviews';

/** The sample reviews that ship with the repository (Places Details answer shape). */
const SAMPLE_REVIEWS_FILE = 'data/resenas.json';

/** Without Google and without sample content (production): no reviews, the section is hidden. */
const NO_REVIEWS: ReviewsService = { source: 'ninguna', get: async () => null };

export function reviewsServiceFromConfig(config: Config): ReviewsService {
  const live = Boolean(config.GOOGLE_PLACES_API_KEY && config.GOOGLE_PLACE_ID);
  // The sample file is for development (SAMPLE_CONTENT) only: never invented reviews in production.
  if (!live && !config.sampleContent) return NO_REVIEWS;
  return createReviewsService({
    apiKey: config.GOOGLE_PLACES_API_KEY,
    placeId: config.GOOGLE_PLACE_ID,
    apiUrl: config.GOOGLE_PLACES_API_URL,
    sampleFile: path.resolve(SAMPLE_REVIEWS_FILE),
  });
}

export type ShownReviews = ReviewsResult & {
  /** From the sample file (development): the page marks them 'Datos de ejemplo'. */
  sample: boolean;
};

/** At most 9 reviews, newest first, with the place's URL; null hides the section. */
export async function getGoogleReviews(service: ReviewsService): Promise<ShownReviews | null> {
  const result = await service.get();
  return result ? { ...result, sample: service.source === 'archivo' } : null;
}
