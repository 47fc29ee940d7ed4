// The staff's IVA rate per category group, as the server offers it under a process-wide key
// (server/iva-defaults/service.ts, one singleton). The browser has none: the pages it hydrates carry each
// product's rate already resolved by the server.
import { ivaRateFor, netPriceLine, type GroupIvaDefaults } from '#domain/iva';
import { singleton } from '#domain/singleton';

interface IvaDefaultsSource {
  current(): GroupIvaDefaults;
  version(): number;
  /** PRICES_INCLUDE_IVA. */
  pricesIncludeIva: boolean | null;
}
function source(): IvaDefaultsSource | undefined {
  return singleton<{ source: IvaDefaultsSource | null }>('iva-defaults', () => ({ source: null })).source ?? undefined;
}

/** Changes whenever a group's rate does. */
export function ivaDefaultsVersion(): number {
  return source()?.version() ?? 0;
}

/** The product's IVA rate in percent: its row's, else its group's, else 21. */
export function productIvaRate(product: { ivaRate?: number; category: string }): number {
  return ivaRateFor(product, source()?.current() ?? {});
}

/** The product's 'Precio sin impuestos nacionales: …' line as the server makes it (cards carry it). */
export function productNetLine(product: { price: string; ivaRate?: number; category: string }): string | null {
  return netPriceLine(product.price, productIvaRate(product), source()?.pricesIncludeIva);
}
