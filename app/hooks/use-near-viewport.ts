// True from the moment `target` comes within `rootMargin` of the viewport (after hydration), and
// for good: the observer stops there. Without IntersectionObserver, true at once.
import { useEffect, useState } from 'react';

export function useNearViewport(target: Element | null, rootMargin: string): boolean {
  const [near, setNear] = useState(false);
  useEffect(() => {
    if (!target) return;
    if (typeof IntersectionObserver === 'undefined') {
      setNear(true);
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) {
          setNear(true);
          observer.disconnect();
        }
      },
      { rootMargin },
    );
    observer.observe(target);
    return () => observer.disconnect();
  }, [target, rootMargin]);
  return near;
}
