import { type RouteConfig, index, layout, route } from '@react-router/dev/routes';
import { SHOP_LAYOUT_ID } from './lib/route-ids';
import { adminRoutes } from './routes/admin/routes';

// The routes of docs/product.md §2, plus the JSON API, all inside the shop's layout (header, footer,
// WhatsApp button, cart drawer). The five catalogue pages share one screen module; the page is
// chosen from the path. The staff area has its own layout (routes/admin/routes.ts).
export default [
  layout('routes/shop-layout.tsx', { id: SHOP_LAYOUT_ID }, [
    index('routes/home.tsx'),
    route('repuestos', 'routes/catalog.tsx', { id: 'catalog-repuestos' }),
    route('neumaticos', 'routes/catalog.tsx', { id: 'catalog-neumaticos' }),
    route('maquinaria', 'routes/catalog.tsx', { id: 'catalog-maquinaria' }),
    route('herramientas', 'routes/catalog.tsx', { id: 'catalog-herramientas' }),
    route('consumibles', 'routes/catalog.tsx', { id: 'catalog-consumibles' }),
    route('producto/*', 'routes/product.tsx'),
    route('presupuesto', 'routes/quote.tsx'),
    route('presupuesto/:token', 'routes/quote-answer.tsx'),
    route('presupuesto/:token/pdf', 'routes/quote-answer-pdf.ts'),
    route('contacto', 'routes/contact.tsx'),
    route('politica-de-privacidad', 'routes/privacy.tsx'),
    route('buscar', 'routes/search.tsx'),
    // Parts by machine, read from 'Aplica para' (docs/decisions/0040-machines-from-applies-to.md).
    route('maquinas', 'routes/machines.tsx'),
    route('maquinas/:marca', 'routes/machine-brand.tsx'),
    route('maquinas/:marca/:modelo', 'routes/machine.tsx'),
    // The service worker's page for an address not saved on the phone (app/offline/sw.ts).
    route('sin-senal', 'routes/offline.tsx'),
    route('api/sugerencias', 'routes/api.suggestions.ts'),
    route('api/maquinas', 'routes/api.machines.ts'),
    route('api/productos', 'routes/api.products.ts'),
    route('api/productos/:id', 'routes/api.product.ts'),
    route('api/carrusel/:key', 'routes/api.carousel.ts'),
    route('api/evento', 'routes/api.event.ts'),
    route('api/pedido-guardado', 'routes/api.kept-request.ts'),
    route('*', 'routes/not-found.tsx'),
  ]),
  ...adminRoutes,
  // An unknown /admin/... address: the same 'Página no encontrada', without the shop's chrome.
  route('admin/*', 'routes/not-found.tsx', { id: 'admin-not-found' }),
] satisfies RouteConfig;
