import { lazy, Suspense, useEffect, useState, type ComponentType } from 'react';
import { useHydrated } from '../../hooks/use-hydrated';
import { whenSettled } from '../../lib/when-settled';

/**
 * A part of the layout that draws nothing the first screen needs (it works in the background, or
 * shows later): its code loads once the page has hydrated instead of before (decision 0055). The
 * server and the first client render draw nothing in its place, so hydration is unchanged. A chunk
 * that cannot load (no signal, and not yet kept by the service worker) leaves the part out for this
 * page instead of taking the page to its error page.
 */
export function afterHydration(load: () => Promise<ComponentType>): ComponentType {
  const Part = lazyOrNothing(load);
  return function AfterHydration() {
    const hydrated = useHydrated();
    if (!hydrated) return null;
    return (
      <Suspense fallback={null}>
        <Part />
      </Suspense>
    );
  };
}

/**
 * A part that works only in the background: its code loads once the page has settled
 * (app/lib/when-settled.ts, decision 0061), so neither its download nor its first work falls in
 * the seconds the visitor starts to read and tap.
 */
export function afterSettled(load: () => Promise<ComponentType>): ComponentType {
  const Part = lazyOrNothing(load);
  return function AfterSettled() {
    const [settled, setSettled] = useState(false);
    useEffect(() => whenSettled(() => setSettled(true)), []);
    if (!settled) return null;
    return (
      <Suspense fallback={null}>
        <Part />
      </Suspense>
    );
  };
}

function lazyOrNothing(load: () => Promise<ComponentType>) {
  const Nothing: ComponentType = () => null;
  return lazy(() =>
    load().then(
      (component) => ({ default: component }),
      () => ({ default: Nothing }),
    ),
  );
}
