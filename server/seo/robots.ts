// robots.txt: names the sitemap index by its absolute URL and keeps crawlers out of the
// staff area, the quote cart, the JSON API and search results (pages of their own or any page
// with a search term), which are endless combinations of the same products.
export function robotsTxt(origin: string): string {
  return [
    'User-agent: *',
    'Disallow: /admin',
    'Disallow: /presupuesto',
    'Disallow: /api/',
    'Disallow: /buscar',
    'Disallow: /*?q=',
    'Disallow: /*?*q=',
    '',
    `Sitemap: ${origin}/sitemap.xml`,
    '',
  ].join('\n');
}
