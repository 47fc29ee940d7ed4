import type { MetaDescriptor } from 'react-router';
import type { ShopInfo } from './shop';
import { PREVIEW_HEIGHT, PREVIEW_WIDTH, photoBase, photoPreviewPath } from '#domain/photos';

interface PageMetaInput {
  title: string;
  description: string;
  path: string;
  /** A catalogue photo's link: the preview is the shop's 1200×630 JPEG of it. */
  image?: string | null;
  type?: string;
  extra?: MetaDescriptor[];
}

type MatchWithData = { id: string; data?: unknown } | undefined;

export function shopFromMatches(matches: readonly MatchWithData[]): ShopInfo | null {
  const root = matches.find((m) => m?.id === 'root');
  return (root?.data as { shop?: ShopInfo } | undefined)?.shop ?? null;
}

export function absoluteUrl(origin: string, pathOrUrl: string): string {
  if (/^https?:\/\//i.test(pathOrUrl)) return pathOrUrl;
  return `${origin}${pathOrUrl.startsWith('/') ? '' : '/'}${pathOrUrl}`;
}

/** Title, description, canonical link, Open Graph and Twitter tags of a page. */
export function pageMeta(matches: readonly MatchWithData[], input: PageMetaInput): MetaDescriptor[] {
  const shop = shopFromMatches(matches);
  const origin = shop?.origin ?? '';
  const siteName = shop?.name ?? '';
  const title = siteName ? `${input.title} | ${siteName}` : input.title;
  const url = absoluteUrl(origin, input.path);
  // WhatsApp shows no picture for a large image: a product's preview is made for it (at most 300 KB).
  const image = absoluteUrl(origin, input.image ? photoPreviewPath(photoBase(input.image)) : '/og-default.jpg');
  return [
    { title },
    { name: 'description', content: input.description },
    { tagName: 'link', rel: 'canonical', href: url },
    { property: 'og:site_name', content: siteName },
    { property: 'og:locale', content: 'es_AR' },
    { property: 'og:type', content: input.type ?? 'website' },
    { property: 'og:title', content: input.title },
    { property: 'og:description', content: input.description },
    { property: 'og:url', content: url },
    { property: 'og:image', content: image },
    // The preview's size and type (the shop image has the same), so previews lay out the large card
    // before they load it.
    { property: 'og:image:width', content: String(PREVIEW_WIDTH) },
    { property: 'og:image:height', content: String(PREVIEW_HEIGHT) },
    { property: 'og:image:type', content: 'image/jpeg' },
    { name: 'twitter:card', content: 'summary_large_image' },
    { name: 'twitter:title', content: input.title },
    { name: 'twitter:description', content: input.description },
    { name: 'twitter:image', content: image },
    ...(input.extra ?? []),
  ];
}
