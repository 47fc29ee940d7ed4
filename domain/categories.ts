// Category groups behind the catalogue pages (docs/product.md §2, §3).
import type { Product, SortOrder } from './types';

export type CategoryGroup = 'Repuestos' | 'Neumáticos' | 'Maquinaria' | 'Herramientas' | 'Consumibles';

export const CATEGORY_GROUPS: Readonly<Record<CategoryGroup, readonly string[]>> = {
  Repuestos: [
    'Repuestos',
    'Motores',
    'Plataformas',
    'Reductores',
    'Cajas de cambio',
    'Bombas hidráulicas',
    'Radiadores de agua',
    'Radiadores de aceite',
    'Reformas',
    'Plaquetas Electrónicas (ECU)',
    'Cuerpo de válvulas hidráulicas',
    'Vidrios',
    'Asientos',
    'Rodamientos',
    'Correas',
  ],
  Neumáticos: ['Neumáticos'],
  Maquinaria: [
    'Cosechadoras',
    'Tractores',
    'Sembradoras',
    'Implementos',
    'Rotoenfardadoras',
    'Jardin',
    'Pulverizadoras',
    'Acoplados',
    'Vehículos',
    'Camionetas',
    'Automóviles',
    'Camiones',
    'Carros',
    'Trailers',
    'Semirremolques',
    'Desmalezadoras',
    'Palas',
    'Minicargadoras',
    'Cargadoras',
    'Grúas',
    'Tolvas',
    'Remolques',
    'Autoelevadores',
    'Retroexcavadoras',
    'Topadoras',
    'Planchas',
    'Siders',
    'Máquinas',
    'Plataformas',
    'Maquinaria',
  ],
  Herramientas: ['Herramientas'],
  Consumibles: ['Consumibles'],
};

function isGroup(group: string): group is CategoryGroup {
  return Object.hasOwn(CATEGORY_GROUPS, group);
}

/** Categories shown under a group; a category not in the map matches itself only. */
export function groupCategories(group: string): string[] {
  return isGroup(group) ? [...CATEGORY_GROUPS[group]] : [group];
}

// Sets for the per-product membership test, built once.
const GROUP_SETS = new Map<string, ReadonlySet<string>>(Object.entries(CATEGORY_GROUPS).map(([group, list]) => [group, new Set(list)]));

/** Exact match: 'Plataformas' is in both Repuestos and Maquinaria. */
export function inGroup(category: string, group: string): boolean {
  const set = GROUP_SETS.get(group);
  return set ? set.has(category) : category === group;
}

/** Every category that appears on some catalogue page. */
export const KNOWN_CATEGORIES: ReadonlySet<string> = new Set(Object.values(CATEGORY_GROUPS).flat());

export interface CatalogPage {
  path: string;
  group: CategoryGroup;
  title: string;
  /** Nuevos / Ver Todo / Usados switch shown. */
  filtered: boolean;
  /** Subcategory chips shown (hidden on Neumáticos). */
  showChips: boolean;
  /** Fixed order for pages without filters; null keeps the sheet order (last row first). */
  sort: SortOrder | null;
}

export const CATALOG_PAGES: readonly CatalogPage[] = [
  { path: '/repuestos', group: 'Repuestos', title: 'Repuestos', filtered: true, showChips: true, sort: null },
  { path: '/neumaticos', group: 'Neumáticos', title: 'Neumáticos', filtered: true, showChips: false, sort: null },
  { path: '/maquinaria', group: 'Maquinaria', title: 'Maquinaria', filtered: true, showChips: true, sort: null },
  { path: '/herramientas', group: 'Herramientas', title: 'Herramientas', filtered: false, showChips: false, sort: 'price_desc' },
  { path: '/consumibles', group: 'Consumibles', title: 'Consumibles', filtered: false, showChips: false, sort: 'price_desc' },
];

/** The catalogue page at a path (trailing slash and case ignored), if any. */
export function catalogPageByPath(path: string): CatalogPage | undefined {
  const clean = path.toLowerCase().replace(/\/+$/, '') || '/';
  return CATALOG_PAGES.find((page) => page.path === clean);
}

/** Products of a group's categories, in the order given. */
export function productsInGroup(products: readonly Product[], group: string): Product[] {
  return products.filter((p) => inGroup(p.category, group));
}

const collator = new Intl.Collator('es');

/**
 * Subcategory chips: distinct categories on the page except the page's own
 * category name, sorted with the Spanish collation (same as localeCompare 'es').
 */
export function subcategoryChips(products: readonly Product[], pageCategory: string): string[] {
  const categories = new Set<string>();
  for (const p of products) if (p.category && p.category !== pageCategory) categories.add(p.category);
  return [...categories].sort(collator.compare);
}

/** docs/product.md §4: a chip group with one item or fewer is hidden. */
export function showChipGroup(chips: readonly string[]): boolean {
  return chips.length > 1;
}
