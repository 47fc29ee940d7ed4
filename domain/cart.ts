// Quote cart 'Mi Presupuesto' (docs/product.md §3, §4, §7). Pure: every
// function returns a new array and leaves its input alone.
import { normalizeImageUrl } from './media';
import { formatUSD, isDollarText } from './dollars';
import { formatARS, formatPrice, readPriceText } from './price';
import type { BudgetEmailPayload, BudgetForm, BudgetRequestRecord, Product } from './types';

export interface CartItem {
  id: string;
  name: string;
  /** Missing codes are shown as 'N/A'. */
  code?: string;
  /** 0 when the product has no usable price, so totals stay numbers. */
  numericPrice: number;
  /** Integer from 1 to MAX_QUANTITY. */
  quantity: number;
  /** Display text as on the product (through formatPrice when shown). */
  price: string;
  image: string | null;
  slug: string;
  category: string;
  /** IVA in percent for the line's 'Precio sin impuestos nacionales'; absent (older carts): 21. */
  ivaRate?: number;
}

/** Upper bound per line, so a held-down '+' or a crafted storage value stays sane. */
export const MAX_QUANTITY = 999;

export function cartItemFromProduct(p: Product): CartItem {
  return {
    id: p.id,
    name: p.name,
    ...(p.code ? { code: p.code } : {}),
    numericPrice: Number.isFinite(p.numericPrice) ? p.numericPrice : 0,
    quantity: 1,
    price: p.price,
    image: p.image,
    slug: p.slug,
    category: p.category,
    ...(p.ivaRate !== undefined ? { ivaRate: p.ivaRate } : {}),
  };
}

/** Existing id: quantity + 1 (capped). New: appended with quantity 1. */
export function addItem(items: readonly CartItem[], item: CartItem): CartItem[] {
  if (items.some((i) => i.id === item.id)) {
    return items.map((i) => (i.id === item.id ? { ...i, quantity: Math.min(i.quantity + 1, MAX_QUANTITY) } : i));
  }
  return [...items, { ...item, quantity: 1 }];
}

/**
 * Sets a line's quantity: floored, capped at MAX_QUANTITY, removed below 1.
 * A non-number (NaN from an emptied input) leaves the cart unchanged.
 */
export function setQuantity(items: readonly CartItem[], id: string, quantity: number): CartItem[] {
  if (Number.isNaN(quantity)) return [...items];
  const q = Math.min(Math.floor(quantity), MAX_QUANTITY);
  if (q < 1) return removeItem(items, id);
  return items.map((i) => (i.id === id ? { ...i, quantity: q } : i));
}

export function removeItem(items: readonly CartItem[], id: string): CartItem[] {
  return items.filter((i) => i.id !== id);
}

function linePrice(item: CartItem): number {
  return Number.isFinite(item.numericPrice) ? item.numericPrice : 0;
}

/** Estimated total: sum of numericPrice x quantity, unusable prices as 0. */
export function cartTotal(items: readonly CartItem[]): number {
  return items.reduce((sum, item) => sum + linePrice(item) * item.quantity, 0);
}

/** Dollars in the cart: lines priced in dollars, which have no peso number until a rate exists. */
function cartDollarTotal(items: readonly CartItem[]): number {
  return items.reduce((sum, item) => {
    if (!isDollarText(item.price)) return sum;
    const reading = readPriceText(item.price);
    return reading.ok && reading.amount > 0 ? sum + reading.amount * item.quantity : sum;
  }, 0);
}

/**
 * The estimated total per currency: '$ 3.000', 'U$S 18.500', or '$ 3.000 + U$S 18.500' when the
 * cart holds both (adding them would need an exchange rate the cart does not have).
 */
export function formatCartTotal(items: readonly CartItem[]): string {
  const pesos = cartTotal(items);
  const dollars = cartDollarTotal(items);
  if (dollars === 0) return formatARS(pesos);
  const usd = formatUSD(dollars, !Number.isInteger(Math.round(dollars * 100) / 100));
  return pesos >= 0.5 ? `${formatARS(pesos)} + ${usd}` : usd;
}

export function cartCount(items: readonly CartItem[]): number {
  return items.reduce((sum, item) => sum + item.quantity, 0);
}

const SLUG_PATH = /^[a-z0-9]+(-[a-z0-9]+)*(\/[a-z0-9]+(-[a-z0-9]+)*)*$/;

// Stored data comes from the visitor's browser: validate, and repair what is
// harmless (missing price -> 0, odd image -> none) rather than lose the line.
// Plain checks rather than a zod schema: this runs in every page's bundle, and zod would add
// about 25 KB (gzip) of JavaScript to each of them.
const MAX_ID = 200;
const MAX_NAME = 500;
const MAX_TEXT = 200;

const shortText = (value: unknown, max: number): string | undefined => (typeof value === 'string' && value.length <= max ? value : undefined);

const isIvaRate = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value) && value >= 0 && value <= 100;

function storedCartItem(entry: unknown): CartItem | null {
  if (typeof entry !== 'object' || entry === null || Array.isArray(entry)) return null;
  const stored = entry as Record<string, unknown>;
  const id = typeof stored.id === 'string' ? stored.id.trim() : '';
  if (id.length < 1 || id.length > MAX_ID) return null;
  const name = shortText(stored.name, MAX_NAME);
  if (name === undefined) return null;
  const quantity = stored.quantity;
  if (typeof quantity !== 'number' || !Number.isSafeInteger(quantity) || quantity < 1) return null;
  const code = shortText(stored.code, MAX_TEXT);
  const numericPrice = typeof stored.numericPrice === 'number' && Number.isFinite(stored.numericPrice) ? stored.numericPrice : 0;
  const image = typeof stored.image === 'string' && stored.image ? normalizeImageUrl(stored.image) : null;
  const slug = typeof stored.slug === 'string' && SLUG_PATH.test(stored.slug) ? stored.slug : '';
  return {
    id,
    name,
    ...(code ? { code } : {}),
    numericPrice,
    quantity: Math.min(quantity, MAX_QUANTITY),
    price: shortText(stored.price, MAX_TEXT) ?? '',
    image,
    slug,
    category: shortText(stored.category, MAX_TEXT) ?? '',
    ...(isIvaRate(stored.ivaRate) ? { ivaRate: stored.ivaRate } : {}),
  };
}

/** Cart from local storage; corrupt JSON or a non-array gives [], bad lines are dropped. */
export function parseStoredCart(raw: string | null): CartItem[] {
  if (!raw) return [];
  let data: unknown;
  try {
    data = JSON.parse(raw);
  } catch {
    return [];
  }
  if (!Array.isArray(data)) return [];
  const items: CartItem[] = [];
  for (const entry of data) {
    const item = storedCartItem(entry);
    if (item && !items.some((i) => i.id === item.id)) items.push(item);
  }
  return items;
}

/** One line of the quote: '{quantity} x {name} (Código: {code or N/A}) - {price}'. */
export function quoteLine(item: CartItem): string {
  return `${item.quantity} x ${item.name} (Código: ${item.code || 'N/A'}) - ${formatPrice(item.price)}`;
}

/** Plain-text bulleted list for the quote e-mail (cartDetails). */
export function budgetDetailsText(items: readonly CartItem[]): string {
  return items.map((item) => `- ${quoteLine(item)}`).join('\n');
}

/** Row for table presupuestos (docs/product.md §3). */
export function budgetRequestRecord(form: BudgetForm, items: readonly CartItem[]): BudgetRequestRecord {
  return {
    nombre_apellido: form.name,
    localidad: form.location,
    provincia: form.province,
    email: form.email,
    telefono: form.phone,
    detalles_carrito: items.map((item) => ({
      id: item.id,
      name: item.name,
      code: item.code ?? '',
      quantity: item.quantity,
      price: formatPrice(item.price),
    })),
    total_estimado: cartTotal(items),
  };
}

/** Body for the send-budget-email call (docs/product.md §7). */
export function budgetEmailPayload(form: BudgetForm, items: readonly CartItem[]): BudgetEmailPayload {
  return { formData: form, cartDetails: budgetDetailsText(items), total: formatCartTotal(items) };
}
