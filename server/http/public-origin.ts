// The shop's one public origin. With PUBLIC_URL (production) every link the shop writes (canonical,
// og:url, sitemaps, feeds, robots.txt, the links in mails and PDFs) starts with it, whatever Host a
// request names: a made-up Host must never reach a page, a document or a mail. Without PUBLIC_URL
// (development, tests) pages use the request's own origin, as a developer on another port expects;
// the documents built once per catalogue (sitemaps, feeds) use the first origin the process saw
// (server/seo/service.ts), so made-up hosts cannot make it build them again.

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

/** The start's warning when production runs without PUBLIC_URL; null when there is nothing to say. */
export function publicUrlWarning(config: { NODE_ENV: string; PUBLIC_URL?: string }): string | null {
  if (config.NODE_ENV !== 'production' || configuredOrigin(config.PUBLIC_URL)) return null;
  return (
    '[configuración] PUBLIC_URL no está definida: los enlaces de las páginas y de los correos salen de la dirección ' +
    'que pide cada visitante, y los sitemaps y los feeds de la primera que llega. Definí PUBLIC_URL=https://tu-dominio.'
  );
}
