// The shop's fixed place (docs/product.md §2): shown on pages, in mails, the PDF and structured data.
export const SHOP_ADDRESS = 'Av. Almafuerte 4346, Paraná, Entre Ríos';
export const SHOP_COORDINATES = { lat: -31.7597, lon: -60.4906 } as const;
