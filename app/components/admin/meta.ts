import type { MetaDescriptor } from 'react-router';

/** Title and noindex for every staff page (the server also sends X-Robots-Tag). */
export function adminMeta(title: string): MetaDescriptor[] {
  return [{ title: `${title} · Administración` }, { name: 'robots', content: 'noindex, nofollow' }];
}
