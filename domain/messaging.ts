// Messaging-app links and texts (docs/product.md §7).
import { formatCartTotal, quoteLine, type CartItem } from './cart';
import { formatPrice } from './price';
import type { Product } from './types';

export const GENERIC_MESSAGE = 'Hola! Me gustaría consultar sobre sus productos.';
export const ENQUIRY_MESSAGE = 'Hola! Me gustaría hacer una consulta.';
const QUOTE_GREETING = '¡Hola! Me gustaría solicitar un presupuesto por los siguientes productos:';

/** wa.me link: the phone reduced to digits, the text URL-encoded. */
export function whatsappLink(phone: string, text: string): string {
  return `https://wa.me/${String(phone ?? '').replace(/\D/g, '')}?text=${encodeURIComponent(text)}`;
}

/** Product enquiry; the price goes through formatPrice, so it reads '$ 1.500' or 'Consultar'. */
export function productMessage(p: Pick<Product, 'name' | 'code' | 'price'>): string {
  return `Hola! Me interesa el producto: ${p.name} (Código: ${p.code || 'N/A'}) - ${formatPrice(p.price)}`;
}

/**
 * Quote request, chosen layout (docs/product.md §7 fixes only the line format):
 *   ¡Hola! Me gustaría solicitar un presupuesto por los siguientes productos:
 *   (blank line)
 *   2 x Bomba (Código: BH-55) - $ 1.500      <- one line per item, unit price
 *   (blank line)
 *   Total estimado: $ 3.000                   <- es-AR pesos, no decimals; '+ U$S …' for dollar lines
 */
export function quoteMessage(items: readonly CartItem[], comments = ''): string {
  const note = comments.trim() ? ['', `Comentarios: ${comments.trim()}`] : [];
  return [QUOTE_GREETING, '', ...items.map(quoteLine), '', `Total estimado: ${formatCartTotal(items)}`, ...note].join('\n');
}

/** '5493435551234' -> '+54 9 343 555-1234' (display only). */
export function displayWhatsappNumber(digits: string): string {
  const m = /^549(\d{3})(\d{3})(\d{4})$/.exec(digits);
  return m ? `+54 9 ${m[1]} ${m[2]}-${m[3]}` : `+${digits}`;
}
