// Writes app/components/icons.svg, the one sprite of the shop's icons: a <symbol> per icon, used
// by app/components/icons.tsx as <svg><use href="/assets/icons-<hash>.svg#name"/></svg>. One
// cacheable file instead of the same SVG paths repeated in every page's HTML and in the scripts.
//
//   npx tsx scripts/icon-sprite.ts          # after adding an icon to ICONS below
//
// The shapes come from lucide-react (rendered once here, so they match the library's version)
// and, for the brand marks it does not carry, from BRAND_ICONS. A unit test
// (app/components/icons.test.tsx) fails when the committed file differs from what this builds.
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createElement, type ComponentType } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import * as lucide from 'lucide-react';

/** Sprite id → lucide-react component name. Keep in step with the exports of icons.tsx. */
export const ICONS: Record<string, keyof typeof lucide> = {
  'alert-triangle': 'AlertTriangle',
  'arrow-left': 'ArrowLeft',
  'arrow-right': 'ArrowRight',
  'check-circle': 'CheckCircle2',
  'chevron-down': 'ChevronDown',
  'chevron-left': 'ChevronLeft',
  'chevron-right': 'ChevronRight',
  clock: 'Clock',
  download: 'Download',
  'external-link': 'ExternalLink',
  'folder-open': 'FolderOpen',
  'image-off': 'ImageOff',
  info: 'Info',
  mail: 'Mail',
  'map-pin': 'MapPin',
  menu: 'Menu',
  'message-circle': 'MessageCircle',
  minus: 'Minus',
  navigation: 'Navigation',
  'package-check': 'PackageCheck',
  pause: 'Pause',
  phone: 'Phone',
  play: 'Play',
  plus: 'Plus',
  search: 'Search',
  'search-x': 'SearchX',
  'shopping-cart': 'ShoppingCart',
  star: 'Star',
  'trash-2': 'Trash2',
  truck: 'Truck',
  x: 'X',
};

/** Brand marks lucide does not carry: viewBox and inner markup (drawn with fill="currentColor" unless said). */
export const BRAND_ICONS: Record<string, { viewBox: string; body: string }> = {
  whatsapp: {
    viewBox: '0 0 32 32',
    body: '<path d="M16.04 3C8.9 3 3.1 8.8 3.1 15.94c0 2.28.6 4.5 1.73 6.46L3 29l6.77-1.78a12.9 12.9 0 0 0 6.27 1.6h.01c7.13 0 12.94-5.8 12.94-12.94A12.95 12.95 0 0 0 16.04 3Zm0 23.65h-.01a10.7 10.7 0 0 1-5.47-1.5l-.39-.23-4.02 1.05 1.07-3.92-.26-.4a10.72 10.72 0 0 1-1.64-5.71c0-5.93 4.83-10.76 10.77-10.76a10.76 10.76 0 0 1 10.75 10.77c0 5.93-4.83 10.7-10.8 10.7Zm5.9-8.03c-.32-.16-1.91-.94-2.2-1.05-.3-.11-.51-.16-.73.16-.21.32-.84 1.05-1.03 1.27-.19.21-.38.24-.7.08-.32-.16-1.36-.5-2.59-1.6-.96-.85-1.6-1.9-1.8-2.22-.18-.32-.02-.5.14-.65.15-.14.32-.38.48-.56.16-.19.21-.32.32-.54.1-.21.05-.4-.03-.56-.08-.16-.72-1.74-.99-2.38-.26-.62-.53-.54-.73-.55h-.62c-.21 0-.56.08-.86.4-.3.32-1.13 1.1-1.13 2.7 0 1.58 1.16 3.12 1.32 3.33.16.21 2.28 3.48 5.53 4.88.77.33 1.37.53 1.84.68.78.25 1.48.21 2.04.13.62-.09 1.91-.78 2.18-1.54.27-.75.27-1.4.19-1.53-.08-.14-.29-.22-.61-.38Z"/>',
  },
  // Drawn with strokes like the lucide icons; the dot is filled.
  instagram: {
    viewBox: '0 0 24 24',
    body: '<rect x="3" y="3" width="18" height="18" rx="5"/><circle cx="12" cy="12" r="4"/><circle cx="17.5" cy="6.5" r="1" fill="currentColor" stroke="none"/>',
  },
  facebook: {
    viewBox: '0 0 24 24',
    body: '<path d="M13.5 21v-7.5h2.6l.4-3h-3V8.6c0-.87.25-1.46 1.5-1.46h1.6V4.46A21 21 0 0 0 14.3 4.3c-2.3 0-3.8 1.4-3.8 3.96V10.5H8v3h2.5V21h3Z"/>',
  },
};

/** The inner markup and viewBox of a lucide icon, without the attributes icons.tsx puts on the outer <svg>. */
function lucideSymbol(name: keyof typeof lucide): { viewBox: string; body: string } {
  const component = lucide[name] as ComponentType;
  const markup = renderToStaticMarkup(createElement(component));
  const match = /^<svg([^>]*)>([\s\S]*)<\/svg>$/.exec(markup);
  if (!match) throw new Error(`lucide-react ${String(name)}: unexpected markup ${markup}`);
  const viewBox = /viewBox="([^"]+)"/.exec(match[1]!)?.[1];
  if (!viewBox) throw new Error(`lucide-react ${String(name)}: no viewBox`);
  return { viewBox, body: match[2]! };
}

export function buildIconSprite(): string {
  const symbols = [...Object.entries(ICONS).map(([id, name]) => [id, lucideSymbol(name)] as const), ...Object.entries(BRAND_ICONS)]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([id, { viewBox, body }]) => `<symbol id="${id}" viewBox="${viewBox}">${body}</symbol>`);
  return `<svg xmlns="http://www.w3.org/2000/svg">\n${symbols.join('\n')}\n</svg>\n`;
}

export const SPRITE_PATH = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../app/components/icons.svg');

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  writeFileSync(SPRITE_PATH, buildIconSprite());
  console.log(`wrote ${path.relative(process.cwd(), SPRITE_PATH)}`);
}
