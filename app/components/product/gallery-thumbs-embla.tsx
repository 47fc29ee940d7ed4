// Embla on the product gallery's thumbnail strip, in a chunk of its own: <ProductGallery> loads it
// only when the strip overflows (more than 5 images) and the visitor reaches for the gallery.
// Renders nothing; it attaches Embla to the strip the server rendered and hands back its API.
import useEmblaCarousel, { type UseEmblaCarouselType } from 'embla-carousel-react';
import { useMemo } from 'react';
import { useEmblaBinding } from '../../hooks/use-embla-binding';

export type ThumbsApi = NonNullable<UseEmblaCarouselType[1]>;

export default function GalleryThumbsEmbla({ viewport, loop, onApi }: { viewport: HTMLElement; loop: boolean; onApi: (api: ThumbsApi | null) => void }) {
  const options = useMemo(() => ({ loop, dragFree: true, align: 'start' as const, containScroll: loop ? (false as const) : ('trimSnaps' as const) }), [loop]);
  const [setViewport, api] = useEmblaCarousel(options);

  useEmblaBinding(viewport, setViewport, api, onApi);

  return null;
}
