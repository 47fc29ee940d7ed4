// Embla and its autoplay plugin, in their own chunk: loaded by <Carousel> after hydration. Renders
// nothing; it attaches Embla to the viewport the server already rendered and hands back its API.
import Autoplay from 'embla-carousel-autoplay';
import useEmblaCarousel, { type UseEmblaCarouselType } from 'embla-carousel-react';
import { useEffect, useMemo } from 'react';

export type EmblaApi = NonNullable<UseEmblaCarouselType[1]>;

interface Props {
  viewport: HTMLElement;
  loop: boolean;
  autoplayMs?: number;
  onApi: (api: EmblaApi | null) => void;
}

export default function EmblaController({ viewport, loop, autoplayMs, onApi }: Props) {
  const plugins = useMemo(
    () => (autoplayMs ? [Autoplay({ delay: autoplayMs, stopOnInteraction: false, stopOnMouseEnter: true, stopOnFocusIn: true })] : []),
    [autoplayMs],
  );
  const options = useMemo(() => ({ loop, align: 'start' as const }), [loop]);
  const [setViewport, api] = useEmblaCarousel(options, plugins);

  useEffect(() => {
    // A visitor may have swiped the plain row before Embla arrived; Embla moves by transform.
    viewport.scrollLeft = 0;
    setViewport(viewport);
    return () => setViewport(null);
  }, [viewport, setViewport]);

  useEffect(() => {
    onApi(api ?? null);
    return () => onApi(null);
  }, [api, onApi]);

  return null;
}
