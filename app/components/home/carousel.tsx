// A small compound carousel on Embla (shadcn/ui style). The server renders the slides as a plain
// row (scrollable by swipe without JavaScript); Embla itself is a separate chunk (8 KB) loaded only
// when the carousel has to move: its first autoplay step, or the visitor pointing at it, focusing
// it or pressing an arrow (carousels load only when needed). Until then the row scrolls
// natively.
import { ChevronLeft, ChevronRight } from '../icons';
import { Children, createContext, isValidElement, lazy, Suspense, useCallback, useContext, useEffect, useMemo, useRef, useState } from 'react';
import type { EmblaApi } from './embla-controller';
import { useNearViewport } from '../../hooks/use-near-viewport';
import { useSaveData } from '../../lib/save-data';

const EmblaController = lazy(() => import('./embla-controller'));

interface CarouselContextValue {
  api: EmblaApi | null;
  /** Hydrated and within reach of the viewport: slide pictures may load, Embla attaches. */
  near: boolean;
  /** The visitor has moved it (a swipe, an arrow, a key): every slide may fetch its photo. */
  used: boolean;
  setViewport: (node: HTMLDivElement | null) => void;
  canScrollPrev: boolean;
  canScrollNext: boolean;
  scrollPrev: () => void;
  scrollNext: () => void;
}

const CarouselContext = createContext<CarouselContextValue | null>(null);
/** A slide's place in its carousel (0 for the first). */
const SlideIndexContext = createContext(0);
export const useSlideIndex = () => useContext(SlideIndexContext);

/** docs/product.md §8: a carousel part used outside its container throws. */
export function useCarousel(): CarouselContextValue {
  const context = useContext(CarouselContext);
  if (!context) throw new Error('useCarousel debe usarse dentro de <Carousel>');
  return context;
}

interface CarouselProps {
  /** Accessible name of the carousel region. */
  label: string;
  /** docs/product.md §9: product carousels loop only with more than 4 items. */
  loop?: boolean;
  /** Autoplay delay; none when unset or when the visitor prefers reduced motion. */
  autoplayMs?: number;
  className?: string;
  children: React.ReactNode;
  'data-testid'?: string;
  /** Called once when the carousel comes within reach of the viewport (after hydration). */
  onNear?: () => void;
  /** False while slides are still on their way (onNear): Embla attaches once they are in. */
  ready?: boolean;
}

/** A swipe of the plain row (before Embla) counts as using the carousel. */
function useRowScrolled(viewport: HTMLDivElement | null): boolean {
  const [scrolled, setScrolled] = useState(false);
  useEffect(() => {
    if (!viewport || scrolled) return;
    const onScroll = () => setScrolled(true);
    viewport.addEventListener('scroll', onScroll, { once: true, passive: true });
    return () => viewport.removeEventListener('scroll', onScroll);
  }, [viewport, scrolled]);
  return scrolled;
}

/** The visitor's wish for less motion, read once the carousel is on the page. */
function useReducedMotion(viewport: HTMLDivElement | null): boolean {
  const [reducedMotion, setReducedMotion] = useState(false);
  useEffect(() => {
    if (viewport) setReducedMotion(window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false);
  }, [viewport]);
  return reducedMotion;
}

/** Whether the arrows have somewhere to go: from the plain row before Embla, from Embla after. */
function useArrowStates(api: EmblaApi | null, near: boolean, viewport: HTMLDivElement | null, loop: boolean) {
  const [canScrollPrev, setCanScrollPrev] = useState(false);
  const [canScrollNext, setCanScrollNext] = useState(false);
  // Before Embla: the arrows work once the row is within reach and has somewhere to go.
  useEffect(() => {
    if (api || !near || !viewport) return;
    setCanScrollPrev(loop);
    setCanScrollNext(loop || viewport.scrollWidth > viewport.clientWidth + 1);
  }, [api, near, viewport, loop]);
  useEffect(() => {
    if (!api) return;
    const update = () => {
      setCanScrollPrev(api.canScrollPrev());
      setCanScrollNext(api.canScrollNext());
    };
    update();
    api.on('select', update).on('reInit', update);
    return () => {
      api.off('select', update).off('reInit', update);
    };
  }, [api]);
  return { canScrollPrev, canScrollNext };
}

interface StepsInput {
  api: EmblaApi | null;
  near: boolean;
  ready: boolean;
  autoplayMs: number | undefined;
  reducedMotion: boolean;
}

/**
 * When Embla is wanted (see the top), and the steps: a step asked for before Embla attached (an
 * arrow, the first autoplay step) is counted and made once it has.
 */
function useSteps({ api, near, ready, autoplayMs, reducedMotion }: StepsInput) {
  const [wanted, setWanted] = useState(false);
  const pendingSteps = useRef(0);

  // The first autoplay step is when Embla is needed at the latest: it attaches and makes that step.
  useEffect(() => {
    if (!near || !ready || wanted || !autoplayMs || reducedMotion) return;
    const timer = setTimeout(() => {
      pendingSteps.current += 1;
      setWanted(true);
    }, autoplayMs);
    return () => clearTimeout(timer);
  }, [near, ready, wanted, autoplayMs, reducedMotion]);

  useEffect(() => {
    if (!api || pendingSteps.current === 0) return;
    const steps = pendingSteps.current;
    pendingSteps.current = 0;
    if (steps > 0) for (let i = 0; i < steps; i++) api.scrollNext();
    else for (let i = 0; i < -steps; i++) api.scrollPrev();
  }, [api]);

  const step = useCallback(
    (direction: 1 | -1) => {
      if (api) {
        if (direction > 0) api.scrollNext();
        else api.scrollPrev();
        return;
      }
      pendingSteps.current += direction;
      setWanted(true);
    },
    [api],
  );
  const scrollPrev = useCallback(() => step(-1), [step]);
  const scrollNext = useCallback(() => step(1), [step]);
  const want = () => {
    if (near) setWanted(true);
  };
  return { wanted, want, scrollPrev, scrollNext };
}

export function Carousel({ label, loop = false, autoplayMs: autoplayWanted, className = '', children, onNear, ready = true, ...rest }: CarouselProps) {
  // Saving data, a carousel does not move by itself: each move would fetch another slide's photo.
  const saveData = useSaveData();
  const autoplayMs = saveData ? undefined : autoplayWanted;
  const [viewport, setViewport] = useState<HTMLDivElement | null>(null);
  const [api, setApi] = useState<EmblaApi | null>(null);
  // Attach Embla only when the carousel is about to be seen.
  const near = useNearViewport(viewport, '300px 0px');
  const scrolled = useRowScrolled(viewport);
  const reducedMotion = useReducedMotion(viewport);
  const { canScrollPrev, canScrollNext } = useArrowStates(api, near, viewport, loop);
  const { wanted, want, scrollPrev, scrollNext } = useSteps({ api, near, ready, autoplayMs, reducedMotion });
  const used = wanted || scrolled;

  useEffect(() => {
    if (near) onNear?.();
    // Once, when it comes near: not again when the parent hands a new callback.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [near]);

  const value = useMemo(
    () => ({ api, near, used, setViewport, canScrollPrev, canScrollNext, scrollPrev, scrollNext }),
    [api, near, used, canScrollPrev, canScrollNext, scrollPrev, scrollNext],
  );

  return (
    <CarouselContext.Provider value={value}>
      <div
        role="region"
        aria-roledescription="carrusel"
        aria-label={label}
        data-loop={loop ? 'true' : 'false'}
        data-embla={api ? 'listo' : undefined}
        className={`relative ${className}`}
        // Pointing at the carousel or tabbing into it: Embla is fetched before the arrow is pressed.
        // Not on touch: a swipe scrolls the plain row, and Embla starts at the slide it reached.
        onPointerEnter={(event) => {
          if (event.pointerType === 'mouse') want();
        }}
        onFocus={want}
        onKeyDownCapture={(event) => {
          // Before Embla attaches the row scrolls natively, arrows included.
          if (!api) return;
          if (event.key === 'ArrowLeft') {
            event.preventDefault();
            scrollPrev();
          } else if (event.key === 'ArrowRight') {
            event.preventDefault();
            scrollNext();
          }
        }}
        {...rest}
      >
        {children}
      </div>
      {near && ready && wanted && viewport ? (
        <Suspense fallback={null}>
          <EmblaController viewport={viewport} loop={loop} autoplayMs={reducedMotion ? undefined : autoplayMs} onApi={setApi} />
        </Suspense>
      ) : null}
    </CarouselContext.Provider>
  );
}

interface CarouselContentProps {
  children: React.ReactNode;
  className?: string;
  /**
   * Slides in the server HTML, until the carousel comes within reach of the viewport; the rest
   * then join off-screen to the right. Only for slides of one fixed height (the row must not
   * grow when they join); unset, every slide is rendered from the start.
   */
  initialSlides?: number;
}

export function CarouselContent({ children, className = '', initialSlides }: CarouselContentProps) {
  const { setViewport, api, near } = useCarousel();
  const slides = Children.toArray(children);
  const shown = near || initialSlides === undefined ? slides : slides.slice(0, initialSlides);
  return (
    <div
      ref={setViewport}
      // While it is a plain scrolling row, the keyboard must be able to reach and scroll it.
      tabIndex={api ? undefined : 0}
      className={api ? 'overflow-hidden' : 'snap-x snap-mandatory overflow-x-auto overscroll-x-contain [scrollbar-width:none]'}
    >
      <div className={`-ml-4 flex touch-pan-y ${className}`}>
        {shown.map((slide, i) => (
          <SlideIndexContext.Provider key={isValidElement(slide) && slide.key !== null ? slide.key : i} value={i}>
            {slide}
          </SlideIndexContext.Provider>
        ))}
      </div>
    </div>
  );
}

export function CarouselItem({ children, className = '', label }: { children: React.ReactNode; className?: string; label?: string }) {
  useCarousel();
  return (
    <div role="group" aria-roledescription="diapositiva" aria-label={label} className={`flex min-w-0 shrink-0 grow-0 snap-start pl-4 *:flex-1 ${className}`}>
      {children}
    </div>
  );
}

const arrowClass =
  'flex h-9 w-9 items-center justify-center rounded-full border border-stone-300 bg-white text-stone-800 shadow-sm transition hover:bg-stone-100 disabled:cursor-not-allowed disabled:opacity-40';

export function CarouselPrevious({ className = '' }: { className?: string }) {
  const { scrollPrev, canScrollPrev } = useCarousel();
  return (
    <button type="button" onClick={scrollPrev} disabled={!canScrollPrev} aria-label="Anterior" className={`${arrowClass} ${className}`}>
      <ChevronLeft aria-hidden className="h-5 w-5" />
    </button>
  );
}

export function CarouselNext({ className = '' }: { className?: string }) {
  const { scrollNext, canScrollNext } = useCarousel();
  return (
    <button type="button" onClick={scrollNext} disabled={!canScrollNext} aria-label="Siguiente" className={`${arrowClass} ${className}`}>
      <ChevronRight aria-hidden className="h-5 w-5" />
    </button>
  );
}
