// The catalogue a phone keeps for use without signal: what cards, catalogue pages, the search and a
// product page need, and nothing else (no visitor data exists in it: it is the shop's own sheet).
// One row per product as a positional array, the categories listed once: the file stays small
// enough to download in the background (docs/decisions/0034-catalogue-on-the-phone.md).
import { BUILT_IN_BRANDS, MACHINE_TABLE_LIMITS, type BrandEntry } from './machines/brands';
import type { Condition } from './types';

/** Bumped when the rows' layout changes: a phone ignores a file of another format. */
// 2: the owner's synonym groups travel with the rows, so the phone's search reads them too.
// 3: each row's IVA rate and the file's PRICES_INCLUDE_IVA, for the price without national taxes.
// 4: the machine brands the shop reads 'Aplica para' with (built-in plus the owner's 'maquinas').
const OFFLINE_CATALOG_FORMAT = 4;

/** What the phone keeps of one product. */
export interface OfflineProduct {
  id: string;
  slug: string;
  name: string;
  code: string;
  brand: string;
  appliesTo: string;
  /** Display text from the sheet ('$ 1.500', 'Consultar'). */
  price: string;
  /** null when the sheet has no usable price. */
  numericPrice: number | null;
  category: string;
  condition: Condition;
  /** The Cheques column, as text. */
  paymentOptions: string;
  description: string;
  /** The first photo's key on the shop's `/fotos/` addresses; null for none (or one the shop cannot show). */
  photoKey: string | null;
  /** That photo's main colour ('#rrggbb'), when the shop has prepared it. */
  photoColor: string | null;
  /** The IVA rate in percent the shop applies to it (its row's, else its group's). */
  ivaRate: number;
}

/** A decoded, checked file. */
export interface OfflineCatalog {
  format: typeof OFFLINE_CATALOG_FORMAT;
  /** The catalogue's version the file was built from. */
  version: string;
  /** Products in the shop's stored order (the sheet's, last row first). */
  products: OfflineProduct[];
  /** The owner's synonym groups, terms as typed in the sheet. */
  synonyms: string[][];
  /** PRICES_INCLUDE_IVA when the file was made (null: not said). */
  pricesIncludeIva: boolean | null;
  /** The brands and aliases the shop reads machines with, so the phone reads the same ones. */
  machineBrands: BrandEntry[];
}

/** The file as sent: rows are positional (see ROW_LENGTH), categories by index. */
interface OfflineCatalogFile {
  format: number;
  version: string;
  count: number;
  categories: string[];
  rows: unknown[][];
  synonyms: string[][];
  pricesIncludeIva: boolean | null;
  /** [name, aliases, model prefixes] per brand. */
  machineBrands: [string, string[], string[]][];
}

const ROW_LENGTH = 14;
const CONDITIONS: readonly Condition[] = ['Nuevo', 'Usado'];
const KEY = /^[0-9a-f]{16}$/;
const COLOR = /^#[0-9a-f]{6}$/;

/** The file's JSON for `products` (already in the shop's order) at `version`. */
export function encodeOfflineCatalog(
  version: string,
  products: readonly OfflineProduct[],
  synonyms: readonly (readonly string[])[] = [],
  pricesIncludeIva: boolean | null = null,
  machineBrands: readonly BrandEntry[] = BUILT_IN_BRANDS,
): string {
  const categories: string[] = [];
  const categoryIndex = new Map<string, number>();
  const rows = products.map((p) => {
    let category = categoryIndex.get(p.category);
    if (category === undefined) {
      category = categories.push(p.category) - 1;
      categoryIndex.set(p.category, category);
    }
    return [
      p.id,
      p.slug,
      p.name,
      p.code,
      p.brand,
      p.appliesTo,
      p.price,
      p.numericPrice,
      category,
      CONDITIONS.indexOf(p.condition),
      p.paymentOptions,
      p.description,
      // Key and colour in one cell: '' for no photo, 'key' or 'key#rrggbb'.
      p.photoKey ? `${p.photoKey}${p.photoColor ?? ''}` : '',
      p.ivaRate,
    ];
  });
  const file: OfflineCatalogFile = {
    format: OFFLINE_CATALOG_FORMAT,
    version,
    count: rows.length,
    categories,
    rows,
    synonyms: synonyms.map((g) => [...g]),
    pricesIncludeIva,
    machineBrands: machineBrands.map((b) => [b.name, [...b.aliases], [...(b.modelPrefixes ?? [])]]),
  };
  return JSON.stringify(file);
}

const isString = (v: unknown): v is string => typeof v === 'string';

/**
 * What a file may carry of machine brands: the built-in list plus what the owner's tab may add
 * (owner-table.ts bounds it); a file past these was not made by the shop and is refused.
 */
const MACHINE_BOUNDS = {
  brands: BUILT_IN_BRANDS.length + MACHINE_TABLE_LIMITS.brands,
  aliases: BUILT_IN_BRANDS.reduce((n, b) => n + b.aliases.length, 0) + MACHINE_TABLE_LIMITS.aliases,
  chars: 80,
};

/** The file's brands checked and within bounds, or null. */
function decodeBrands(value: unknown): BrandEntry[] | null {
  if (!Array.isArray(value) || value.length > MACHINE_BOUNDS.brands) return null;
  const short = (v: unknown): v is string => isString(v) && v.length <= MACHINE_BOUNDS.chars;
  const brands: BrandEntry[] = [];
  let aliases = 0;
  for (const entry of value as unknown[]) {
    if (!Array.isArray(entry) || entry.length !== 3) return null;
    const [name, names, prefixes] = entry as unknown[];
    if (!short(name) || !Array.isArray(names) || !names.every(short) || !Array.isArray(prefixes) || !prefixes.every(short)) return null;
    aliases += names.length + prefixes.length;
    if (aliases > MACHINE_BOUNDS.aliases) return null;
    brands.push(prefixes.length > 0 ? { name, aliases: names, modelPrefixes: prefixes } : { name, aliases: names });
  }
  return brands;
}

function decodeRow(row: unknown, categories: readonly string[]): OfflineProduct | null {
  if (!Array.isArray(row) || row.length !== ROW_LENGTH) return null;
  const [id, slug, name, code, brand, appliesTo, price, numericPrice, category, condition, paymentOptions, description, photo, ivaRate] = row as unknown[];
  if (![id, slug, name, code, brand, appliesTo, price, paymentOptions, description, photo].every(isString)) return null;
  if (numericPrice !== null && (typeof numericPrice !== 'number' || !Number.isFinite(numericPrice))) return null;
  if (typeof category !== 'number' || !isString(categories[category])) return null;
  if (condition !== 0 && condition !== 1) return null;
  if (typeof ivaRate !== 'number' || !Number.isFinite(ivaRate) || ivaRate < 0 || ivaRate > 100) return null;
  const photoText = photo as string;
  const photoKey = photoText.slice(0, 16);
  const photoColor = photoText.slice(16);
  if (photoText !== '' && (!KEY.test(photoKey) || (photoColor !== '' && !COLOR.test(photoColor)))) return null;
  if ((id as string) === '' || (slug as string) === '') return null;
  return {
    id: id as string,
    slug: slug as string,
    name: name as string,
    code: code as string,
    brand: brand as string,
    appliesTo: appliesTo as string,
    price: price as string,
    numericPrice: numericPrice as number | null,
    category: categories[category],
    condition: CONDITIONS[condition],
    paymentOptions: paymentOptions as string,
    description: description as string,
    photoKey: photoText === '' ? null : photoKey,
    photoColor: photoColor === '' ? null : photoColor,
    ivaRate,
  };
}

/**
 * The file read back and checked whole, or null: a file cut short, altered, of another format or of
 * another version than `expectedVersion` (when given) is refused as a whole, never half used.
 */
export function decodeOfflineCatalog(text: string, expectedVersion?: string): OfflineCatalog | null {
  let file: unknown;
  try {
    file = JSON.parse(text);
  } catch {
    return null;
  }
  if (typeof file !== 'object' || file === null) return null;
  const { format, version, count, categories, rows, synonyms, pricesIncludeIva, machineBrands } = file as Partial<OfflineCatalogFile>;
  if (format !== OFFLINE_CATALOG_FORMAT || !isString(version) || version === '') return null;
  if (expectedVersion !== undefined && version !== expectedVersion) return null;
  if (!Array.isArray(categories) || !categories.every(isString) || !Array.isArray(rows) || rows.length !== count) return null;
  if (pricesIncludeIva !== null && typeof pricesIncludeIva !== 'boolean') return null;
  if (!Array.isArray(synonyms) || !synonyms.every((group) => Array.isArray(group) && group.every(isString))) return null;
  const brands = decodeBrands(machineBrands);
  if (brands === null) return null;
  const products: OfflineProduct[] = [];
  for (const row of rows) {
    const product = decodeRow(row, categories);
    if (!product) return null;
    products.push(product);
  }
  return { format: OFFLINE_CATALOG_FORMAT, version, products, synonyms, pricesIncludeIva, machineBrands: brands };
}
