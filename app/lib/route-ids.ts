/** Id of the layout route around every public page (app/routes.ts, routes/shop-layout.tsx). */
export const SHOP_LAYOUT_ID = 'shop';
