import { lazy, Suspense, type ComponentType } from 'react';
import { useHydrated } from '../../hooks/use-hydrated';

/**
 * A part of the layout that draws nothing the first screen needs (it works in the background, or
 * shows later): its code loads once the page has hydrated instead of before (decision 0055). The
 * server and the first client render draw nothing in its place, so hydration is unchanged. A chunk
 * that cannot load (no signal, and not yet kept by the service worker) leaves the part out for this
 * page instead of taking the page to its error page.
 */
export function afterHydration(load: () => Promise<ComponentType>): ComponentType {
  const Nothing: ComponentType = () => null;
  const Part = lazy(() =>
    load().then(
      (component) => ({ default: component }),
      () => ({ default: Nothing }),
    ),
  );
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
