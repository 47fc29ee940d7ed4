import { useEffect, useRef, useState, type RefObject } from 'react';
import { Plus } from '../icons';
import { earlyTapProps } from '../../lib/early-tap';

/** Room kept at the bottom for the bar itself: the page's button counts as seen once it clears it. */
const BAR_ROOM_PX = 80;

/**
 * On a phone the product page's 'Agregar al Presupuesto' sits well below the photos. This bar
 * repeats the price and the button at the bottom of the screen while the page's own button is
 * still further down, and goes away once it is reached (so it never sits on the footer's links).
 * It publishes its height as --barra-inferior on the root: the floating WhatsApp button and the
 * toasts rise above it instead of being covered. From 768 px the page's button is in view.
 */
export function StickyAddBar({
  target,
  name,
  price,
  line,
  onAdd,
}: {
  /** The page's own add button. */
  target: RefObject<HTMLElement | null>;
  name: string;
  price: string;
  /** The product's cart line, for a tap before the app runs (~/lib/early-tap). */
  line: { id: string; image: string | null };
  onAdd: () => void;
}) {
  const bar = useRef<HTMLDivElement>(null);
  const [shown, setShown] = useState(false);

  useEffect(() => {
    const element = target.current;
    if (!element || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(([entry]) => setShown(!entry.isIntersecting && entry.boundingClientRect.top > 0), {
      rootMargin: `0px 0px -${BAR_ROOM_PX}px 0px`,
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [target]);

  useEffect(() => {
    const root = document.documentElement.style;
    // offsetHeight is 0 where the bar is not drawn (768 px and wider).
    if (shown && bar.current) root.setProperty('--barra-inferior', `${bar.current.offsetHeight}px`);
    else root.removeProperty('--barra-inferior');
    return () => {
      root.removeProperty('--barra-inferior');
    };
  }, [shown]);

  return (
    <div
      ref={bar}
      hidden={!shown}
      data-testid="barra-agregar"
      className="fixed inset-x-0 bottom-0 z-30 flex items-center gap-2 border-t border-stone-200 bg-white/95 px-4 py-3 shadow-[0_-4px_12px_rgba(0,0,0,0.08)] backdrop-blur md:hidden"
    >
      <div className="min-w-0 flex-1">
        <p className="truncate text-xs text-stone-600">{name}</p>
        <p className="whitespace-nowrap text-base font-extrabold leading-tight text-brand-700">{price}</p>
      </div>
      <button
        type="button"
        {...earlyTapProps(line)}
        onClick={onAdd}
        className="flex h-11 shrink-0 items-center justify-center gap-1.5 rounded-lg bg-brand-600 px-3 text-sm font-semibold text-white hover:bg-brand-700 disabled:cursor-wait"
      >
        <Plus aria-hidden className="h-4 w-4" />
        {/* Narrow phones read 'Agregar' (the name stays whole): the price must keep its room. */}
        Agregar<span className="max-[419px]:sr-only"> al Presupuesto</span>
      </button>
    </div>
  );
}
