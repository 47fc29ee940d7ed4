import { createContext, useContext } from 'react';
import type { ExchangeRate } from '#domain/exchange-rate';

/** What the browser may know of the shop's configuration: nothing secret goes here. */
export interface ShopInfo {
  name: string;
  email: string;
  whatsappNumber: string;
  /** The shop's profiles; null: not configured, no link (never a network's home page). */
  instagramUrl: string | null;
  facebookUrl: string | null;
  /** schema.org openingHours entries ('Mo-Fr 08:00-12:30'); empty: not configured. */
  openingHours?: string[];
  /** Site origin for absolute links (canonical, Open Graph). */
  origin: string;
  adsId: string | null;
  adsConversionLabel: string | null;
  socialFeedWidgetId: string | null;
  /** PRICES_INCLUDE_IVA: true, false, or null (unset: prices say nothing about IVA). */
  pricesIncludeIva?: boolean | null;
  /** The dollar's rate of the catalogue being served (public: it is shown next to every dollar price). */
  dollarRate?: ExchangeRate | null;
}

const ShopContext = createContext<ShopInfo | null>(null);
export const ShopProvider = ShopContext.Provider;

export function useShop(): ShopInfo {
  const shop = useContext(ShopContext);
  if (!shop) throw new Error('useShop must be used inside <ShopProvider>');
  return shop;
}

export { SHOP_ADDRESS, SHOP_COORDINATES } from '#domain/shop';
