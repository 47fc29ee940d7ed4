import { lazy, Suspense, useEffect, useState, type ComponentType } from 'react';
import { whenSettled } from '../../lib/when-settled';

/**
 * A part of the layout that draws nothing the first screen needs and works only in the background:
 * its code loads once the page has settled (app/lib/when-settled.ts, decisions 0055 and 0061), so
 * neither its download nor its first work falls in the seconds the visitor starts to read and tap.
 * The server and the first client render draw nothing in its place, so hydration is unchanged. A
 * chunk that cannot load (no signal, and not yet kept by the service worker) leaves the part out
 * for this page instead of taking the page to its error page.
 */
export function afterSettled(load: () => Promise<ComponentType>): ComponentType {
  const Nothing: ComponentType = () => null;
  const Part = lazy(() =>
    load().then(
      (component) => ({ default: component }),
      () => ({ default: Nothing }),
    ),
  );
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
