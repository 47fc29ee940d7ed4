// Opening a messaging-app link (docs/product.md §7): through the ad conversion report when the page
// has one (Google Ads gtag), otherwise in a new tab.
import { sendEvent } from './beacon';
import type { ShopInfo } from './shop';

type Gtag = (command: 'event', name: string, params: Record<string, unknown>) => void;

export function openMessagingLink(url: string, shop: Pick<ShopInfo, 'adsId' | 'adsConversionLabel'>, productId?: string): void {
  sendEvent('chat', productId);
  const gtag = (window as unknown as { gtag?: Gtag }).gtag;
  if (gtag && shop.adsId && shop.adsConversionLabel) {
    let opened = false;
    const open = () => {
      if (opened) return;
      opened = true;
      window.open(url, '_blank', 'noopener,noreferrer');
    };
    gtag('event', 'conversion', { send_to: `${shop.adsId}/${shop.adsConversionLabel}`, event_callback: open });
    // The report must never keep the visitor from the chat.
    setTimeout(open, 1000);
    return;
  }
  window.open(url, '_blank', 'noopener,noreferrer');
}

/** Fires the conversion event without opening anything (the contact page's on-load event). */
export function reportConversion(shop: Pick<ShopInfo, 'adsId' | 'adsConversionLabel'>): boolean {
  const gtag = (window as unknown as { gtag?: Gtag }).gtag;
  if (!gtag || !shop.adsId || !shop.adsConversionLabel) return false;
  gtag('event', 'conversion', { send_to: `${shop.adsId}/${shop.adsConversionLabel}` });
  return true;
}
