// The staff page's view of the pins: each with its product, or marked as no longer in the catalogue
// (the search ignores it then), and the form's checks against the catalogue being served.
import { pinFormSchema, unpinFormSchema } from '#domain/search-pins';
import { idKey, productPath } from '#domain/slug';
import { firstIssuePerField } from '#domain/form-answer';
import type { CatalogIndex } from '../catalog/index';
import type { SearchPins } from './service';
import type { PinRow } from './store';

export interface PinView {
  id: number;
  text: string;
  productId: string;
  createdBy: string;
  createdAt: string;
  /** The product as the catalogue has it now; null when it is no longer there. */
  product: { name: string; path: string } | null;
}

export function pinViews(rows: readonly PinRow[], index: CatalogIndex | null): PinView[] {
  return rows
    .map((row) => {
      const product = index?.byId(idKey(row.productId)) ?? null;
      return {
        id: row.id,
        text: row.text,
        productId: row.productId,
        createdBy: row.createdBy,
        createdAt: row.createdAt,
        product: product ? { name: product.name, path: `/producto/${productPath(product)}` } : null,
      };
    })
    .sort((a, b) => a.text.localeCompare(b.text, 'es') || a.id - b.id);
}

export type PinActionOutcome = { ok: true; message: string } | { ok: false; message: string; status: number; fieldErrors?: Record<string, string> };

const firstMessage = (error: { issues: { message: string }[] }) => error.issues[0]?.message ?? 'Revisá los datos.';

/** 'fijar' or 'quitar', validated; the product must be in the catalogue being served to be pinned. */
export async function pinAction(input: Record<string, unknown>, pins: SearchPins, index: CatalogIndex | null, staffEmail: string): Promise<PinActionOutcome> {
  if (input.intent === 'fijar') {
    const parsed = pinFormSchema.safeParse(input);
    if (!parsed.success) return { ok: false, message: firstMessage(parsed.error), status: 400, fieldErrors: firstIssuePerField(parsed.error.issues) };
    const product = index?.byId(idKey(parsed.data.producto));
    if (!product) {
      const message = `No hay ningún producto con el ID «${parsed.data.producto}» en el catálogo.`;
      return { ok: false, message, status: 400, fieldErrors: { producto: message } };
    }
    const outcome = await pins.add({ text: parsed.data.texto, productId: product.id, createdBy: staffEmail });
    if (outcome === 'full') return { ok: false, message: 'Ya hay demasiadas búsquedas fijadas: quitá alguna antes de sumar otra.', status: 409 };
    return {
      ok: true,
      message: outcome === 'exists' ? 'Ese producto ya estaba fijado a esa búsqueda.' : `«${product.name}» sale primero al buscar «${parsed.data.texto}».`,
    };
  }
  if (input.intent === 'quitar') {
    const parsed = unpinFormSchema.safeParse(input);
    if (!parsed.success) return { ok: false, message: firstMessage(parsed.error), status: 400 };
    const removed = await pins.remove(parsed.data.pin);
    return removed ? { ok: true, message: 'Búsqueda fijada quitada.' } : { ok: false, message: 'Esa búsqueda fijada ya no existe.', status: 404 };
  }
  return { ok: false, message: 'Acción desconocida.', status: 400 };
}
