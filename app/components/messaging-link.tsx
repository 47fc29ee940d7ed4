import { useShop } from '../lib/shop';
import { openMessagingLink } from '../lib/messaging';

type Props = Omit<React.AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & { href: string; onOpen?: () => void; productId?: string };

/**
 * A real link to the chat (it works before JavaScript loads and with a middle click); a plain
 * click goes through openMessagingLink so the ad conversion is reported first.
 */
export function MessagingLink({ href, onOpen, onClick, productId, children, ...rest }: Props) {
  const shop = useShop();
  return (
    <a
      {...rest}
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      onClick={(event) => {
        onClick?.(event);
        onOpen?.();
        if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
        event.preventDefault();
        openMessagingLink(href, shop, productId);
      }}
    >
      {children}
    </a>
  );
}
