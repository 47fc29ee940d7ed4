// What the staff pages need besides the auth dependencies: the catalogue store, the mail transport
// and the shop's public details. Part of the process's services (server/services.ts); tests build
// their own.
import type { CatalogStatus, RefreshResult } from '../catalog/store';
import type { Config } from '../config';
import type { MailTransport } from '../mail/transport';
import type { Product } from '../../domain/types';
import { SHOP_ADDRESS } from '../../domain/shop';

export interface CatalogControl {
  status(): CatalogStatus;
  refreshNow(): Promise<RefreshResult>;
  /** The catalogue being served (for the products the feeds leave out); absent in some tests. */
  current?(): { products: readonly Product[] } | null;
}

export interface ShopDetails {
  name: string;
  email: string;
  /** Digits, international. */
  whatsappNumber: string;
  address: string;
}

export interface AdminDeps {
  catalog: () => CatalogControl;
  /** Undefined: the configured transport (SMTP_URL or .eml files). */
  transport?: MailTransport;
  shop: () => ShopDetails;
}

export { SHOP_ADDRESS };

/** The shop's details as the staff pages and mails show them. */
export function shopDetails(config: Config): ShopDetails {
  return { name: config.SHOP_NAME, email: config.SHOP_EMAIL, whatsappNumber: config.WHATSAPP_NUMBER, address: SHOP_ADDRESS };
}

export function adminDepsFor(config: Config, catalog: CatalogControl, transport?: MailTransport): AdminDeps {
  const shop = shopDetails(config);
  return { catalog: () => catalog, transport, shop: () => shop };
}
