// Home product carousels (docs/product.md §9), built by the loader as card data: at most 10 cards each,
// looping only with more than 4, autoplay every 3 s. The page carries the first slides of each
// (app/lib/home-carousels.server.ts); the rest are fetched from /api/carrusel/:key when the
// carousel comes within reach, and Embla attaches once they are in.
import { useCallback, useState } from 'react';
import { ArrowRight } from '../icons';
import { Link } from 'react-router';
import { CAROUSEL_AUTOPLAY_MS } from '#domain/ui';
import type { ProductCardData } from '../../lib/product-card';
import { CarouselCard } from './carousel-card';
import { Carousel, CarouselContent, CarouselItem, CarouselNext, CarouselPrevious } from './carousel';

export interface HomeCarouselData {
  key: string;
  title: string;
  /** The catalogue page with the same products. */
  href: string;
  loop: boolean;
  /** Slides in the whole carousel; `items` may hold only the first ones. */
  total: number;
  items: ProductCardData[];
}

type Rest = 'pending' | 'loading' | 'done';

/** The carousel's slides: the page's first ones, and the rest once asked for. */
function useSlides(carousel: HomeCarouselData) {
  const [rest, setRest] = useState<ProductCardData[]>([]);
  const [state, setState] = useState<Rest>(carousel.items.length >= carousel.total ? 'done' : 'pending');
  const loadRest = useCallback(() => {
    if (state !== 'pending') return;
    setState('loading');
    fetch(`/api/carrusel/${encodeURIComponent(carousel.key)}`)
      .then((response) => (response.ok ? (response.json() as Promise<{ items: ProductCardData[] }>) : { items: [] }))
      .then(({ items }) => setRest(items.filter((item) => !carousel.items.some((shown) => shown.id === item.id))))
      // Without the rest the carousel keeps the slides it has.
      .catch(() => undefined)
      .finally(() => setState('done'));
  }, [state, carousel.key, carousel.items]);
  return { items: rest.length > 0 ? [...carousel.items, ...rest] : carousel.items, loadRest, ready: state === 'done' };
}

export function ProductCarousels({ carousels }: { carousels: HomeCarouselData[] }) {
  if (carousels.length === 0) return null;
  return (
    <div className="mx-auto max-w-7xl space-y-10 px-4 py-10 sm:space-y-12 sm:py-12">
      {carousels.map((carousel) => (
        <ProductCarousel key={carousel.key} carousel={carousel} />
      ))}
    </div>
  );
}

function ProductCarousel({ carousel }: { carousel: HomeCarouselData }) {
  const { items, loadRest, ready } = useSlides(carousel);
  const headingId = `carrusel-${carousel.key}`;
  return (
    // The carousel inside is the labelled region; a second landmark with the same name would only repeat it.
    <section data-testid="carrusel-productos" data-carousel={carousel.key}>
      <Carousel label={carousel.title} loop={carousel.loop} autoplayMs={CAROUSEL_AUTOPLAY_MS} onNear={loadRest} ready={ready}>
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
          {items.map((product, i) => (
            <CarouselItem key={product.id} label={`${i + 1} de ${carousel.total}`} className="basis-[82%] min-[480px]:basis-1/2 md:basis-1/3 xl:basis-1/4">
              <CarouselCard product={product} />
            </CarouselItem>
          ))}
        </CarouselContent>
      </Carousel>
    </section>
  );
}
