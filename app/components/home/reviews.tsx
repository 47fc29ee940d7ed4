// Customer reviews (docs/product.md §4, §7, §9): at most 9, newest first, autoplay every 5 s, and the
// link to all of them on Google. The server hands over null on error or when there are none, and
// then the section is not rendered at all.
import { ExternalLink, Star } from '../icons';
import { useState } from 'react';
import { RemotePhoto } from '../remote-photo';
import { REVIEWS_AUTOPLAY_MS } from '#domain/ui';
import { REVIEWS_LINK_TEXT } from '#domain/reviews';
import type { Review } from '#domain/types';
import { initials } from '#domain/text';
import { SampleBadge } from '../team/sample-badge';
import { Carousel, CarouselContent, CarouselItem, CarouselNext, CarouselPrevious } from './carousel';

function Avatar({ review }: { review: Review }) {
  const [failed, setFailed] = useState(false);
  if (!review.profile_photo_url || failed) {
    return (
      <span aria-hidden className="flex h-12 w-12 shrink-0 items-center justify-center rounded-full bg-brand-100 font-bold text-brand-800">
        {initials(review.author_name)}
      </span>
    );
  }
  return (
    <RemotePhoto
      src={review.profile_photo_url}
      width={48}
      height={48}
      onError={() => setFailed(true)}
      className="h-12 w-12 shrink-0 rounded-full bg-stone-100 object-cover"
    />
  );
}

function Stars({ rating }: { rating: number }) {
  return (
    <span role="img" aria-label={`${rating} de 5 estrellas`} className="flex gap-0.5">
      {[1, 2, 3, 4, 5].map((n) => (
        <Star key={n} aria-hidden className={`h-4 w-4 ${n <= rating ? 'fill-accent-400 text-accent-500' : 'fill-stone-200 text-stone-300'}`} />
      ))}
    </span>
  );
}

export function ReviewsSection({ reviews, url, sample = false }: { reviews: Review[]; url: string | null; sample?: boolean }) {
  if (reviews.length === 0) return null;
  return (
    <section id="resenas" aria-labelledby="resenas-titulo" className="bg-white py-12 sm:py-16">
      <div className="mx-auto max-w-7xl px-4">
        <Carousel label="Reseñas de clientes" loop={reviews.length > 3} autoplayMs={REVIEWS_AUTOPLAY_MS} data-testid="carrusel-resenas">
          <div className="mb-5 flex flex-wrap items-end justify-between gap-3">
            <div>
              <h2 id="resenas-titulo" className="text-2xl font-bold text-stone-900 sm:text-3xl">
                Lo que dicen nuestros clientes
              </h2>
              {/* The sample file of development: never passed off as the shop's Google reviews. */}
              {sample ? <SampleBadge what="reseñas inventadas; configurá GOOGLE_PLACES_API_KEY y GOOGLE_PLACE_ID" /> : null}
            </div>
            <div className="flex gap-2">
              <CarouselPrevious />
              <CarouselNext />
            </div>
          </div>
          <CarouselContent>
            {reviews.map((review, i) => (
              <CarouselItem
                key={`${review.time}-${review.author_name}`}
                label={`${i + 1} de ${reviews.length}`}
                className="basis-[88%] sm:basis-1/2 lg:basis-1/3"
              >
                <article className="flex flex-col gap-3 rounded-xl border border-stone-200 bg-stone-50 p-5" data-testid="resena">
                  <div className="flex items-center gap-3">
                    <Avatar review={review} />
                    <div className="min-w-0">
                      <h3 className="truncate font-semibold text-stone-900">{review.author_name}</h3>
                      <p className="text-xs text-stone-600">{review.relative_time_description}</p>
                    </div>
                  </div>
                  <Stars rating={review.rating} />
                  {review.text ? <p className="line-clamp-6 text-sm text-stone-700">{review.text}</p> : null}
                </article>
              </CarouselItem>
            ))}
          </CarouselContent>
        </Carousel>
        {url ? (
          <p className="mt-6 text-center">
            <a
              href={url}
              target="_blank"
              rel="noopener noreferrer"
              className="inline-flex items-center gap-1.5 font-semibold text-brand-700 underline-offset-2 hover:underline"
            >
              {REVIEWS_LINK_TEXT} <ExternalLink aria-hidden className="h-4 w-4" />
            </a>
          </p>
        ) : null}
      </div>
    </section>
  );
}
