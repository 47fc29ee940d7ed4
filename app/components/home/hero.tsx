// Hero slideshow (docs/product.md §4, §9): 6 images, a new one every 7 s, dots jump to an image.
// The first image is the page's largest paint: rendered by the server, sized (no layout shift),
// fetched with high priority and never lazy. The others are only requested once the page has
// hydrated, one slide ahead of the one showing.
import { Pause, Play } from '../icons';
import { useEffect, useState } from 'react';
import { HERO_IMAGE_COUNT, HERO_INTERVAL_MS, wrapIndex } from '#domain/ui';
import { useHydrated } from '../../hooks/use-hydrated';

interface HeroSlide {
  /** 1-based file number: /hero/hero-N.webp (1600x700) and /hero/hero-N-sm.webp (800x600). */
  n: number;
  alt: string;
}

const HERO_SLIDES: readonly HeroSlide[] = [
  { n: 1, alt: 'Tractor con rastra de discos trabajando un lote' },
  { n: 2, alt: 'Cosechadora en un campo de trigo al atardecer' },
  { n: 3, alt: 'Depósito con estanterías llenas de repuestos' },
  { n: 4, alt: 'Pilas de neumáticos agrícolas y de camión' },
  { n: 5, alt: 'Taller con un motor, herramientas y una caja de herramientas' },
  { n: 6, alt: 'Tractores, acoplado y camioneta usados en exhibición' },
];

/** Art direction: a 4:3 crop on phones, the wide 16:7 image from 768 px up. */
export const HERO_MOBILE_MEDIA = '(max-width: 767px)';

function HeroPicture({ slide, priority }: { slide: HeroSlide; priority: boolean }) {
  return (
    <picture>
      <source media={HERO_MOBILE_MEDIA} srcSet={`/hero/hero-${slide.n}-sm.webp 800w`} sizes="100vw" width={800} height={600} />
      <img
        src={`/hero/hero-${slide.n}.webp`}
        srcSet={`/hero/hero-${slide.n}.webp 1600w`}
        sizes="100vw"
        width={1600}
        height={700}
        alt={slide.alt}
        decoding={priority ? 'sync' : 'async'}
        fetchPriority={priority ? 'high' : 'low'}
        loading="eager"
        className="absolute inset-0 h-full w-full object-cover"
      />
    </picture>
  );
}

interface HeroProps {
  /** Milliseconds between images; the spec's 7000 unless a test or a story says otherwise. */
  intervalMs?: number;
}

export function Hero({ intervalMs = HERO_INTERVAL_MS }: HeroProps) {
  const count = Math.min(HERO_IMAGE_COUNT, HERO_SLIDES.length);
  const [current, setCurrent] = useState(0);
  const hydrated = useHydrated();
  const [paused, setPaused] = useState(false);
  // Slides whose image may be requested: the first, and from hydration on the current and next one.
  const [wanted, setWanted] = useState<ReadonlySet<number>>(() => new Set([0]));

  useEffect(() => {
    if (!hydrated) return;
    setWanted((previous) => {
      const next = wrapIndex(current + 1, count);
      if (previous.has(current) && previous.has(next)) return previous;
      return new Set([...previous, current, next]);
    });
  }, [hydrated, current, count]);

  // One timer per shown image: a dot click restarts the 7 s.
  useEffect(() => {
    if (!hydrated || paused) return;
    const timer = setTimeout(() => setCurrent((i) => wrapIndex(i + 1, count)), intervalMs);
    return () => clearTimeout(timer);
  }, [hydrated, paused, current, count, intervalMs]);

  return (
    <section
      aria-roledescription="carrusel"
      aria-label="Imágenes destacadas"
      className="relative isolate overflow-hidden bg-brand-900 text-white"
      data-testid="hero"
      data-hydrated={hydrated ? 'true' : undefined}
    >
      <div className="relative aspect-[4/3] w-full md:aspect-[16/7] md:max-h-[560px]">
        {HERO_SLIDES.slice(0, count).map((slide, i) => {
          const active = i === current;
          return (
            <div
              key={slide.n}
              role="group"
              aria-roledescription="diapositiva"
              aria-label={`${i + 1} de ${count}`}
              aria-hidden={active ? undefined : true}
              data-testid="hero-slide"
              data-active={active ? 'true' : 'false'}
              className={`absolute inset-0 transition-opacity duration-1000 ease-in-out ${active ? 'opacity-100' : 'opacity-0'}`}
            >
              {wanted.has(i) ? <HeroPicture slide={slide} priority={i === 0} /> : null}
            </div>
          );
        })}
        <div aria-hidden className="pointer-events-none absolute inset-0 bg-gradient-to-t from-black/80 via-black/40 to-black/10" />
        <div aria-hidden className="pointer-events-none absolute inset-0 hidden bg-gradient-to-r from-black/60 via-black/25 to-transparent md:block" />
        <div className="absolute inset-x-0 bottom-0 z-10 mx-auto max-w-7xl px-4 pb-12 sm:pb-14 md:pb-20">
          <h1 className="max-w-2xl text-2xl font-extrabold leading-tight drop-shadow sm:text-4xl md:text-5xl">
            Repuestos, neumáticos y maquinaria para el campo y la industria
          </h1>
          <p className="mt-2 max-w-xl text-sm text-white/95 drop-shadow sm:mt-3 sm:text-lg">
            Más de 10.000 productos en stock, nuevos y usados. Envíos a todo el país desde Paraná, Entre Ríos.
          </p>
          <a
            href="#buscador"
            className="mt-3 hidden rounded-lg bg-accent-400 px-5 py-2.5 font-semibold text-stone-900 shadow hover:bg-accent-500 sm:mt-5 sm:inline-block"
          >
            Buscar productos
          </a>
        </div>
        <div className="absolute inset-x-0 bottom-3 z-20 flex items-center justify-center gap-1 sm:bottom-4">
          {HERO_SLIDES.slice(0, count).map((slide, i) => (
            <button
              key={slide.n}
              type="button"
              onClick={() => setCurrent(i)}
              aria-label={`Ver imagen ${i + 1}`}
              aria-current={i === current ? 'true' : undefined}
              data-testid="hero-dot"
              className="group flex h-7 w-7 items-center justify-center"
            >
              <span
                aria-hidden
                className={`block h-2.5 rounded-full transition-all ${i === current ? 'w-6 bg-white' : 'w-2.5 bg-white/60 group-hover:bg-white/90'}`}
              />
            </button>
          ))}
          <button
            type="button"
            onClick={() => setPaused((p) => !p)}
            aria-label={paused ? 'Reanudar presentación' : 'Pausar presentación'}
            aria-pressed={paused}
            className="ml-1 flex h-7 w-7 items-center justify-center rounded-full text-white/90 hover:bg-white/20"
          >
            {paused ? <Play aria-hidden className="h-4 w-4" /> : <Pause aria-hidden className="h-4 w-4" />}
          </button>
        </div>
      </div>
    </section>
  );
}
