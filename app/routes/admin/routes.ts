import { index, layout, route, type RouteConfigEntry } from '@react-router/dev/routes';

// The staff area. The shell holds the auth context and no page of its own; the sign-in
// and sign-up pages and their JSON endpoints are public; everything inside the layout needs a
// session (every loader and action checks it itself: React Router runs them independently).
export const adminRoutes: RouteConfigEntry[] = [
  route('admin', 'routes/admin/shell.tsx', [
    route('ingresar', 'routes/admin/sign-in.tsx'),
    route('registro', 'routes/admin/sign-up.tsx'),
    route('api/ingresar', 'routes/admin/api.sign-in.ts'),
    route('api/registro', 'routes/admin/api.sign-up.ts'),
    route('api/salir', 'routes/admin/api.sign-out.ts'),
    route('api/sesion', 'routes/admin/api.session.ts'),
    layout('routes/admin/layout.tsx', [
      index('routes/admin/index.tsx'),
      route('resumen', 'routes/admin/summary.tsx'),
      route('resumen/exportar', 'routes/admin/summary-csv.ts'),
      route('presupuestos', 'routes/admin/quotes.tsx'),
      route('presupuestos/exportar', 'routes/admin/quotes-csv.ts'),
      route('presupuestos/posible-spam', 'routes/admin/quotes-spam.tsx'),
      route('presupuestos/:id/restaurar', 'routes/admin/quote-restore.ts'),
      route('presupuestos/:id', 'routes/admin/quote.tsx'),
      route('presupuestos/:id/imprimir', 'routes/admin/quote-print.tsx'),
      route('presupuestos/:id/responder', 'routes/admin/quote-answer.tsx'),
      route('presupuestos/:id/enviar', 'routes/admin/quote-send.ts'),
      route('presupuestos/:id/respuesta.pdf', 'routes/admin/quote-answer-pdf.ts'),
      route('consultas', 'routes/admin/enquiries.tsx'),
      route('consultas/exportar', 'routes/admin/enquiries-csv.ts'),
      route('consultas/posible-spam', 'routes/admin/enquiries-spam.tsx'),
      route('consultas/:id/restaurar', 'routes/admin/enquiry-restore.ts'),
      route('consultas/:id', 'routes/admin/enquiry.tsx'),
      route('correos', 'routes/admin/mails.tsx'),
      route('catalogo', 'routes/admin/catalog.tsx'),
      route('busquedas', 'routes/admin/searches.tsx'),
      route('iva', 'routes/admin/iva.tsx'),
      route('cotizacion', 'routes/admin/exchange-rate.tsx'),
      route('equipo', 'routes/admin/team.tsx'),
      route('equipo-de-ventas', 'routes/admin/sales-team.tsx'),
      route('copias/ultima', 'routes/admin/backup-download.ts'),
    ]),
  ]),
];

/** Routes that answer without a session (the way in), all others refuse. */
export const PUBLIC_ADMIN_ROUTE_FILES = [
  'routes/admin/shell.tsx',
  'routes/admin/sign-in.tsx',
  'routes/admin/sign-up.tsx',
  'routes/admin/api.sign-in.ts',
  'routes/admin/api.sign-up.ts',
] as const;
