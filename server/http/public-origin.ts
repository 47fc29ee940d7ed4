// The shop's one public origin. With PUBLIC_URL (production) every link the shop writes (canonical,
// og:url, sitemaps, feeds, robots.txt, the links in mails and PDFs) starts with it, whatever Host a
// request names: a made-up Host must never reach a page, a document or a mail. Without PUBLIC_URL
// (development, tests) pages and robots.txt use the request's own origin, as a developer on another
// port expects, and nothing is remembered from one request for another: the production shop
// publishes no sitemap or feed (server/seo/http.ts) and the staff's mails carry no link to the staff
// area (staffLinkOrigin), since a Host is whatever the sender typed.

/** PUBLIC_URL's origin ('https://tienda.example' of 'https://tienda.example/'), or undefined. */
export function configuredOrigin(publicUrl: string | undefined): string | undefined {
  if (!publicUrl) return undefined;
  try {
    const origin = new URL(publicUrl).origin;
    return origin === 'null' ? undefined : origin;
  } catch {
    return undefined;
  }
}

/** The origin to write into this request's page, document or mail. */
export function shopOrigin(publicUrl: string | undefined, request: Request): string {
  return configuredOrigin(publicUrl) ?? new URL(request.url).origin;
}

/** The origin a link in a staff mail may start with: PUBLIC_URL only, never a request's Host. */
export function staffLinkOrigin(publicUrl: string | undefined): string | undefined {
  return configuredOrigin(publicUrl);
}

/** The start's warning when production runs without PUBLIC_URL; null when there is nothing to say. */
export function publicUrlWarning(config: { NODE_ENV: string; PUBLIC_URL?: string }): string | null {
  if (config.NODE_ENV !== 'production' || configuredOrigin(config.PUBLIC_URL)) return null;
  return (
    '[configuración] PUBLIC_URL no está definida: los enlaces de las páginas salen de la dirección que pide cada ' +
    'visitante, los sitemaps y los feeds no se publican y los correos al equipo van sin enlace al panel. ' +
    'Definí PUBLIC_URL=https://tu-dominio.'
  );
}
