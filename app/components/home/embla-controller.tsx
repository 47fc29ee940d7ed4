// Embla and its autoplay plugin, in their own chunk: loaded by <Carousel> when the carousel first
// has to move. Renders nothing; it attaches Embla to the viewport the server already rendered and
// hands back its API.
import Autoplay from 'embla-carousel-autoplay';
import useEmblaCarousel, { type UseEmblaCarouselType } from 'embla-carousel-react';
import { useMemo, useState } from 'react';
import { useEmblaBinding } from '../../hooks/use-embla-binding';

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
  // A visitor may have swiped the plain row before Embla arrived: Embla starts at the slide reached.
  const [startIndex] = useState(() => slideAtScrollStart(viewport));
  const options = useMemo(() => ({ loop, align: 'start' as const, startIndex }), [loop, startIndex]);
  const [setViewport, api] = useEmblaCarousel(options, plugins);

  useEmblaBinding(viewport, setViewport, api, onApi, { fromStart: true });

  return null;
}

/** The slide whose left edge is nearest the viewport's left edge (0 when the row was not scrolled). */
function slideAtScrollStart(viewport: HTMLElement): number {
  if (viewport.scrollLeft <= 0) return 0;
  const left = viewport.getBoundingClientRect().left;
  const slides = Array.from(viewport.firstElementChild?.children ?? []);
  let best = 0;
  slides.forEach((slide, i) => {
    if (Math.abs(slide.getBoundingClientRect().left - left) < Math.abs(slides[best]!.getBoundingClientRect().left - left)) best = i;
  });
  return best;
}
