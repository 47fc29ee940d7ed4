import { ChevronLeft, ChevronRight } from '../icons';
import { lazy, Suspense, useEffect, useState } from 'react';
import type { ThumbsApi } from './gallery-thumbs-embla';
import { ProductImage } from './product-image';
import { useHydrated } from '../../hooks/use-hydrated';
import { TEXTS } from '#domain/copy';
import { thumbnailsLoop, wrapIndex } from '#domain/ui';

/** docs/product.md §9: the thumbnails loop when there are more than 5 images. */

// Up to 5 thumbnails fit the strip and nothing moves; beyond that it loops, on Embla, whose code
// loads when the visitor first points at, touches or focuses the gallery.
const GalleryThumbsEmbla = lazy(() => import('./gallery-thumbs-embla'));

/** Main image with wrap-around arrows and thumbnails; the index starts at 0 for each product. */
export function ProductGallery({ images, colors = [], name }: { images: (string | null)[]; colors?: (string | null)[]; name: string }) {
  const [index, setIndex] = useState(0);
  // The arrows and thumbnails only work once the page has hydrated.
  const hydrated = useHydrated();
  const count = images.length;
  const loop = thumbnailsLoop(count);
  const [thumbsViewport, setThumbsViewport] = useState<HTMLDivElement | null>(null);
  const [thumbsApi, setThumbsApi] = useState<ThumbsApi | null>(null);
  const [wantEmbla, setWantEmbla] = useState(false);
  const reach = loop && !wantEmbla ? () => setWantEmbla(true) : undefined;

  useEffect(() => {
    thumbsApi?.scrollTo(index);
  }, [thumbsApi, index]);

  const go = (next: number) => setIndex(wrapIndex(next, count));

  return (
    <div data-testid="galeria" onPointerEnter={reach} onPointerDown={reach} onFocus={reach}>
      <div className="relative overflow-hidden rounded-xl border border-stone-200 bg-white">
        <ProductImage
          key={images[index] ?? `sin-imagen-${index}`}
          src={images[index] ?? null}
          layout="gallery"
          color={colors[index]}
          alt={count > 1 ? `${name}, imagen ${index + 1} de ${count}` : name}
          className="aspect-[4/3] w-full"
          fallbackText={TEXTS.imageUnavailableProduct}
          priority
        />
        {count > 1 ? (
          <>
            <button
              type="button"
              onClick={() => go(index - 1)}
              disabled={!hydrated}
              aria-label="Imagen anterior"
              className="absolute left-2 top-1/2 -translate-y-1/2 rounded-full bg-white/90 p-2 text-stone-800 shadow hover:bg-white"
            >
              <ChevronLeft aria-hidden className="h-6 w-6" />
            </button>
            <button
              type="button"
              onClick={() => go(index + 1)}
              disabled={!hydrated}
              aria-label="Imagen siguiente"
              className="absolute right-2 top-1/2 -translate-y-1/2 rounded-full bg-white/90 p-2 text-stone-800 shadow hover:bg-white"
            >
              <ChevronRight aria-hidden className="h-6 w-6" />
            </button>
            <p className="absolute bottom-2 right-2 rounded-full bg-black/60 px-2 py-0.5 text-xs font-semibold text-white" data-testid="indice-imagen">
              {index + 1} / {count}
            </p>
          </>
        ) : null}
      </div>
      {count > 1 ? (
        <div className="mt-3 overflow-hidden" ref={setThumbsViewport}>
          <ul className="flex gap-2">
            {images.map((src, i) => (
              <li key={`${src}-${i}`} className="min-w-0 shrink-0 basis-1/5">
                <button
                  type="button"
                  onClick={() => go(i)}
                  disabled={!hydrated}
                  aria-label={`Ver imagen ${i + 1}`}
                  aria-current={i === index ? 'true' : undefined}
                  className={`block w-full overflow-hidden rounded-lg border-2 ${i === index ? 'border-brand-600' : 'border-transparent opacity-75 hover:opacity-100'}`}
                >
                  <ProductImage
                    src={src}
                    layout="thumb"
                    alt=""
                    className="aspect-square w-full"
                    fallbackText={TEXTS.imageUnavailableProduct}
                    small
                    width={160}
                    height={160}
                  />
                </button>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      {wantEmbla && thumbsViewport ? (
        <Suspense fallback={null}>
          <GalleryThumbsEmbla viewport={thumbsViewport} loop={loop} onApi={setThumbsApi} />
        </Suspense>
      ) : null}
    </div>
  );
}
