// A link that opens the shop's WhatsApp chat with a message written for it, in a new tab: the
// answered quote's 'Consultar por WhatsApp' and a kept request's 'Enviar por WhatsApp'. A plain
// link (no ad conversion is reported: the visitor already asked for a quote).
import { whatsappLink } from '#domain/messaging';
import { useShop } from '../../lib/shop';
import { WhatsAppIcon } from '../icons';

export function WhatsAppTextLink({ text, label, className, iconClassName }: { text: string; label: string; className: string; iconClassName: string }) {
  const shop = useShop();
  return (
    <a href={whatsappLink(shop.whatsappNumber, text)} target="_blank" rel="noopener noreferrer" className={className}>
      <WhatsAppIcon className={iconClassName} />
      {` ${label}`}
    </a>
  );
}
