// What the staff pages need besides the auth dependencies: the catalogue store, the mail transport
// and the shop's public details. Tests swap them with setAdminDepsForTests().
import { getCatalogStore, type CatalogStatus, type RefreshResult } from '../catalog/store';
import { getConfig } from '../config';
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

const defaults: AdminDeps = {
  catalog: getCatalogStore,
  shop: () => {
    const config = getConfig();
    return { name: config.SHOP_NAME, email: config.SHOP_EMAIL, whatsappNumber: config.WHATSAPP_NUMBER, address: SHOP_ADDRESS };
  },
};

const KEY = Symbol.for('tienda.adminDeps');
const holder = globalThis as unknown as Record<symbol, AdminDeps | undefined>;

export function adminDeps(): AdminDeps {
  return holder[KEY] ?? defaults;
}

/** Tests only (undefined restores the defaults). */
export function setAdminDepsForTests(deps: AdminDeps | undefined): void {
  holder[KEY] = deps;
}
