// What the lazily loaded Embla chunks (home/embla-controller, product/gallery-thumbs-embla) share:
// hand Embla the viewport the server rendered, and report its API up while it lives. Embla itself
// is not imported here: each chunk passes what its useEmblaCarousel gave.
import { useEffect } from 'react';

export function useEmblaBinding<Api>(
  viewport: HTMLElement,
  setViewport: (node: HTMLElement | null) => void,
  api: Api | undefined,
  onApi: (api: Api | null) => void,
  { fromStart = false }: { fromStart?: boolean } = {},
): void {
  useEffect(() => {
    // Embla moves by transform, from the start of the row.
    if (fromStart) viewport.scrollLeft = 0;
    setViewport(viewport);
    return () => setViewport(null);
  }, [viewport, setViewport, fromStart]);

  useEffect(() => {
    onApi(api ?? null);
    return () => onApi(null);
  }, [api, onApi]);
}
