// Home product carousels (spec section 9), built by the loader as card data: at most 10 cards each,
// looping only with more than 4, autoplay every 3 s.
import { ArrowRight } from 'lucide-react';
import { Link } from 'react-router';
import { CAROUSEL_AUTOPLAY_MS } from '../../../domain/ui';
import type { ProductCardData } from '~/lib/product-card';
import { CarouselCard } from './carousel-card';
import { Carousel, CarouselContent, CarouselItem, CarouselNext, CarouselPrevious } from './carousel';

export interface HomeCarouselData {
  key: string;
  title: string;
  /** The catalogue page with the same products. */
  href: string;
  loop: boolean;
  items: ProductCardData[];
}

export function ProductCarousels({ carousels }: { carousels: HomeCarouselData[] }) {
  if (carousels.length === 0) return null;
  return (
    <div className="mx-auto max-w-7xl space-y-10 px-4 py-10 sm:space-y-12 sm:py-12">
      {carousels.map((carousel) => {
        const headingId = `carrusel-${carousel.key}`;
        return (
          // The carousel inside is the labelled region; a second landmark with the same name would only repeat it.
          <section key={carousel.key} data-testid="carrusel-productos" data-carousel={carousel.key}>
            <Carousel label={carousel.title} loop={carousel.loop} autoplayMs={CAROUSEL_AUTOPLAY_MS}>
              <div className="mb-4 flex items-end justify-between gap-3">
                <div className="flex flex-wrap items-baseline gap-x-4 gap-y-1">
                  <h2 id={headingId} className="text-xl font-bold text-stone-900 sm:text-2xl">
                    {carousel.title}
                  </h2>
                  <Link
                    to={carousel.href}
                    prefetch="intent"
                    className="inline-flex items-center gap-1 text-sm font-semibold text-brand-700 underline-offset-2 hover:underline"
                    aria-label={`Ver todos: ${carousel.title}`}
                  >
                    Ver todos <ArrowRight aria-hidden className="h-4 w-4" />
                  </Link>
                </div>
                <div className="flex shrink-0 gap-2">
                  <CarouselPrevious />
                  <CarouselNext />
                </div>
              </div>
              {/* Same-height cards: the first four are in the HTML, the rest join when in reach. */}
              <CarouselContent initialSlides={4}>
                {carousel.items.map((product, i) => (
                  <CarouselItem
                    key={product.id}
                    label={`${i + 1} de ${carousel.items.length}`}
                    className="basis-[82%] min-[480px]:basis-1/2 md:basis-1/3 xl:basis-1/4"
                  >
                    <CarouselCard product={product} />
                  </CarouselItem>
                ))}
              </CarouselContent>
            </Carousel>
          </section>
        );
      })}
    </div>
  );
}
