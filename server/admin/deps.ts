// What the staff pages need besides the auth dependencies: the catalogue store, the mail transport
// and the shop's public details. Part of the process's services (server/services.ts); tests build
// their own.
import type { CatalogStatus, RefreshResult } from '../catalog/store';
import type { Config } from '../config';
import type { MailTransport } from '../mail/transport';
import type { Product } from '#domain/types';
import { SHOP_ADDRESS } from '#domain/shop';

export interface CatalogControl {
  status(): CatalogStatus;
  refreshNow(): Promise<RefreshResult>;
  /** The catalogue being served (for the products the feeds leave out); absent in some tests. */
  current?(): { products: readonly Product[] } | null;
}

/** The photo engine as the staff see it: progress and the photos that cannot be shown. */
export interface PhotoStatusSource {
  progress(): { total: number; ready: number; failed: number; pending: number; line: string };
  failures(): PhotoFailure[];
}

export interface PhotoFailure {
  source: string;
  /** Why, in Spanish, for the staff. */
  message: string;
  /** ISO time of the first failure in a row. */
  since: string;
  /** A copy prepared before is still shown: only the link is dead. */
  gone: boolean;
  products: Array<{ id: string; name: string; row?: number }>;
}

export interface ShopDetails {
  name: string;
  email: string;
  /** Digits, international. */
  whatsappNumber: string;
  address: string;
  /** PRICES_INCLUDE_IVA; absent or null: nothing is said about IVA. */
  pricesIncludeIva?: boolean | null;
}

export interface AdminDeps {
  catalog: () => CatalogControl;
  /** Absent in tests that do not need the photo report. */
  photos?: () => PhotoStatusSource;
  /** Undefined: the configured transport (SMTP_URL or .eml files). */
  transport?: MailTransport;
  shop: () => ShopDetails;
}

/** The shop's details as the staff pages and mails show them. */
function shopDetails(config: Config): ShopDetails {
  return {
    name: config.SHOP_NAME,
    email: config.SHOP_EMAIL,
    whatsappNumber: config.WHATSAPP_NUMBER,
    address: SHOP_ADDRESS,
    pricesIncludeIva: config.PRICES_INCLUDE_IVA ?? null,
  };
}

export function adminDepsFor(config: Config, catalog: CatalogControl, transport?: MailTransport, photos?: PhotoStatusSource): AdminDeps {
  const shop = shopDetails(config);
  return { catalog: () => catalog, transport, shop: () => shop, photos: photos ? () => photos : undefined };
}
