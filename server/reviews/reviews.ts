// The reviews call (get-google-reviews) as a server module (docs/product.md §3, §4, §7, §9). With a Google
// Places key and place id it asks the Places Details API, keeps the answer for hours and keeps the
// last good answer when Google fails; otherwise it reads the sample file in data/ (same shape).
// Either way the page gets at most 9 reviews, newest first, and the place's Google Maps URL.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { TEXTS } from '#domain/copy';
import { MAX_REVIEWS, reviewsFromResponse } from '#domain/reviews';
import type { Review } from '#domain/types';

export interface ReviewsResult {
  reviews: Review[];
  /** result.url: the place on Google Maps ('Ver todas las reseñas en Google'). */
  url: string | null;
}

/** docs/product.md §8: logged when reviews cannot be had; the section is then hidden. */
export const REVIEWS_ERROR_MESSAGE = TEXTS.reviewsFailed;
export { MAX_REVIEWS };

class ReviewsError extends Error {}

const text = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');

/**
 * A Places Details answer ({ result: { url, reviews } }) -> at most 9 valid reviews, newest first
 * (the domain rule). An answer without a result object is an error, not an empty list.
 */
export function reviewsFromPlaceDetails(body: unknown): ReviewsResult {
  const result = body && typeof body === 'object' ? (body as { result?: unknown }).result : undefined;
  if (!result || typeof result !== 'object') throw new ReviewsError('la respuesta no tiene "result"');
  return reviewsFromResponse(body);
}

interface ReviewsLogger {
  error(message: string): void;
}

export interface ReviewsServiceOptions {
  /** Live reviews need both; otherwise sampleFile is read. */
  apiKey?: string;
  placeId?: string;
  /** Base URL of the Places API ('https://maps.googleapis.com'; tests use a stand-in). */
  apiUrl?: string;
  sampleFile: string;
  /** How long a good Google answer is kept. */
  ttlMs?: number;
  /** After a failure, how long to wait before asking Google again (the last good answer serves). */
  retryMs?: number;
  /** How long a read of the sample file is kept. */
  sampleTtlMs?: number;
  timeoutMs?: number;
  language?: string;
  fetch?: typeof fetch;
  now?: () => number;
  logger?: ReviewsLogger;
}

const DEFAULT_TTL_MS = 6 * 60 * 60 * 1000;
const DEFAULT_RETRY_MS = 10 * 60 * 1000;
const DEFAULT_TIMEOUT_MS = 4000;

export interface ReviewsService {
  /** The reviews to show, or null when there are none to show (section hidden). */
  get(): Promise<ReviewsResult | null>;
  /** 'google', 'archivo' (the sample file) or 'ninguna' (nothing configured: hidden). */
  readonly source: 'google' | 'archivo' | 'ninguna';
}

const consoleLogger: ReviewsLogger = { error: (m) => console.error(`[reseñas] ${m}`) };

/** Error text of a failed Places answer: error_message/status from the body text when present. */
function placesError(status: number, bodyText: string): string {
  try {
    const body = JSON.parse(bodyText) as { status?: unknown; error_message?: unknown };
    const parts = [text(body.status), text(body.error_message)].filter(Boolean);
    if (parts.length > 0) return `Google Places respondió ${status}: ${parts.join(': ')}`;
  } catch {
    // not JSON: fall through to the excerpt
  }
  const excerpt = bodyText.replace(/\s+/g, ' ').trim().slice(0, 200);
  return `Google Places respondió ${status}${excerpt ? `: ${excerpt}` : ''}`;
}

export function createReviewsService(options: ReviewsServiceOptions): ReviewsService {
  const now = options.now ?? Date.now;
  const log = options.logger ?? consoleLogger;
  const doFetch = options.fetch ?? fetch;
  const live = Boolean(options.apiKey && options.placeId);
  const ttl = live ? (options.ttlMs ?? DEFAULT_TTL_MS) : (options.sampleTtlMs ?? 60_000);
  const retry = options.retryMs ?? DEFAULT_RETRY_MS;

  let good: ReviewsResult | null = null;
  /** When the cached answer (or the last failure) stops being trusted. */
  let freshUntil = 0;
  let inFlight: Promise<void> | null = null;

  async function fromGoogle(): Promise<ReviewsResult> {
    const url = new URL('/maps/api/place/details/json', options.apiUrl ?? 'https://maps.googleapis.com');
    url.searchParams.set('place_id', options.placeId!);
    url.searchParams.set('fields', 'url,reviews');
    url.searchParams.set('reviews_sort', 'newest');
    url.searchParams.set('language', options.language ?? 'es');
    url.searchParams.set('key', options.apiKey!);
    let response: Response;
    let bodyText: string;
    try {
      response = await doFetch(url, { signal: AbortSignal.timeout(options.timeoutMs ?? DEFAULT_TIMEOUT_MS) });
      bodyText = await response.text();
    } catch (error) {
      // Never log the URL: it carries the key.
      const cause = (error as { cause?: { code?: string } })?.cause?.code;
      const name = error instanceof Error ? error.name : '';
      throw new ReviewsError(
        name === 'TimeoutError' || name === 'AbortError'
          ? 'Google Places no respondió a tiempo'
          : `no se pudo conectar con Google Places${cause ? ` (${cause})` : ''}`,
      );
    }
    if (!response.ok) throw new ReviewsError(placesError(response.status, bodyText));
    let body: { status?: unknown };
    try {
      body = JSON.parse(bodyText);
    } catch {
      throw new ReviewsError('Google Places respondió algo que no es JSON');
    }
    if (body.status !== undefined && body.status !== 'OK') throw new ReviewsError(placesError(response.status, bodyText));
    return reviewsFromPlaceDetails(body);
  }

  async function fromFile(): Promise<ReviewsResult> {
    let raw: string;
    try {
      raw = await readFile(options.sampleFile, 'utf8');
    } catch (error) {
      throw new ReviewsError(`no se pudo leer ${path.basename(options.sampleFile)}: ${(error as NodeJS.ErrnoException).code ?? String(error)}`);
    }
    try {
      return reviewsFromPlaceDetails(JSON.parse(raw));
    } catch (error) {
      throw new ReviewsError(`${path.basename(options.sampleFile)} no es válido: ${error instanceof Error ? error.message : String(error)}`);
    }
  }

  function refresh(): Promise<void> {
    inFlight ??= (live ? fromGoogle() : fromFile())
      .then((answer) => {
        good = answer;
        freshUntil = now() + ttl;
      })
      .catch((error: unknown) => {
        freshUntil = now() + (live ? retry : ttl);
        const kept = good ? ' Se siguen mostrando las reseñas anteriores.' : '';
        log.error(`${REVIEWS_ERROR_MESSAGE} ${error instanceof Error ? error.message : String(error)}.${kept}`);
      })
      .finally(() => {
        inFlight = null;
      });
    return inFlight;
  }

  return {
    source: live ? 'google' : 'archivo',
    async get() {
      if (now() >= freshUntil) {
        const pending = refresh();
        // Stale while revalidate: with an answer in hand nobody waits for Google.
        if (!good) await pending;
      }
      return good && good.reviews.length > 0 ? good : null;
    },
  };
}
