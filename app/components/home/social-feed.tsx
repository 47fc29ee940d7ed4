// The social-media photo feed (docs/product.md §1, §7): a third-party widget script, only when the
// shop has a widget id. Nothing at all is rendered without one. The script is added after
// hydration, when the section comes near the viewport, with the page's CSP nonce.
import { useEffect, useState } from 'react';
import { useNearViewport } from '../../hooks/use-near-viewport';
import { useShop } from '../../lib/shop';

/** Elfsight's platform script; the widget is the element with class `elfsight-app-<id>`. */
const SOCIAL_FEED_SCRIPT = 'https://elfsightcdn.com/platform.js';

function loadScriptOnce(src: string): void {
  if (document.querySelector(`script[src="${src}"]`)) return;
  const script = document.createElement('script');
  script.src = src;
  script.async = true;
  // Browsers hide nonce attributes, but the property still reads the page's nonce.
  const nonce = document.querySelector<HTMLScriptElement>('script[nonce]')?.nonce;
  if (nonce) script.nonce = nonce;
  document.body.appendChild(script);
}

export function SocialFeed() {
  const { socialFeedWidgetId, instagramUrl } = useShop();
  // The id ends up in a class name: keep it to the characters such ids are made of.
  const widgetId = socialFeedWidgetId?.replace(/[^\w-]/g, '') || null;
  // The section, once rendered (there is none without a widget id).
  const [section, setSection] = useState<HTMLElement | null>(null);
  const near = useNearViewport(section, '400px 0px');

  useEffect(() => {
    if (near) loadScriptOnce(SOCIAL_FEED_SCRIPT);
  }, [near]);

  if (!widgetId) return null;
  return (
    <section ref={setSection} id="redes" aria-labelledby="redes-titulo" className="py-12 sm:py-16" data-testid="feed-social">
      <div className="mx-auto max-w-7xl px-4">
        <h2 id="redes-titulo" className="text-2xl font-bold text-stone-900 sm:text-3xl">
          Nuestras fotos en Instagram
        </h2>
        <div className={`elfsight-app-${widgetId} mt-6 min-h-[320px]`} data-elfsight-app-lazy />
        {instagramUrl ? (
          <p className="mt-4 text-center">
            <a href={instagramUrl} target="_blank" rel="noopener noreferrer" className="font-semibold text-brand-700 underline-offset-2 hover:underline">
              Ver más en Instagram
            </a>
          </p>
        ) : null}
      </div>
    </section>
  );
}
