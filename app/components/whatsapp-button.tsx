import { GENERIC_MESSAGE, whatsappLink } from '#domain/messaging';
import { useShop } from '../lib/shop';
import { MessagingLink } from './messaging-link';
import { WhatsAppIcon } from './icons';

/** The floating chat button of every page; it rises above the product page's add bar on a phone (--barra-inferior). */
export function WhatsAppButton() {
  const shop = useShop();
  return (
    <MessagingLink
      href={whatsappLink(shop.whatsappNumber, GENERIC_MESSAGE)}
      aria-label="Escribinos por WhatsApp"
      data-testid="whatsapp-flotante"
      className="fixed bottom-[calc(1.25rem+var(--barra-inferior,0px))] right-5 z-40 flex h-14 w-14 items-center justify-center rounded-full bg-[#25d366] text-white shadow-lg ring-4 ring-white/60 transition hover:scale-105 hover:bg-[#1ebe5b]"
    >
      <WhatsAppIcon className="h-8 w-8" />
    </MessagingLink>
  );
}
