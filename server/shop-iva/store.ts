// The shop's own condition frente al IVA (docs/decisions/0059-shop-iva-condition.md): set by the
// staff on the IVA page, each change a row with who made it. Read from the database wherever an
// answer is made or sent, so a change shows at once in every process.
import { desc } from 'drizzle-orm';
import { z } from 'zod';
import { DEFAULT_SHOP_IVA_CONDITION, SHOP_IVA_CONDITION_LABELS, SHOP_IVA_CONDITIONS, shopIvaCondition, type ShopIvaCondition } from '#domain/billing';
import { dateTimeText } from '#domain/dates';
import type { StaffIdentity } from '../auth/users';
import type { Executor } from '../db/client';
import { shopIvaConditions } from '../db/schema';

/** The shop's condition now: the last change, or Responsable Inscripto when nobody set one. */
export async function currentShopIva(db: Executor): Promise<ShopIvaCondition> {
  const [row] = await db.select({ value: shopIvaConditions.value }).from(shopIvaConditions).orderBy(desc(shopIvaConditions.id)).limit(1);
  return row ? shopIvaCondition(row.value) : DEFAULT_SHOP_IVA_CONDITION;
}

/** What the IVA page shows: the condition now and the last changes, newest first. */
export async function shopIvaPageData(db: Executor, limit = 10) {
  const rows = await db.select().from(shopIvaConditions).orderBy(desc(shopIvaConditions.id)).limit(limit);
  return {
    current: rows[0] ? shopIvaCondition(rows[0].value) : DEFAULT_SHOP_IVA_CONDITION,
    history: rows.map((row) => ({
      key: String(row.id),
      label: SHOP_IVA_CONDITION_LABELS[shopIvaCondition(row.value)],
      who: row.actor,
      when: dateTimeText(row.createdAt),
    })),
  };
}

const CHOICE_MESSAGE = 'Elegí la condición del comercio de la lista: Responsable Inscripto, Monotributo o Exento.';
const formSchema = z.object({ condition: z.enum(SHOP_IVA_CONDITIONS, { message: CHOICE_MESSAGE }) });

export type ShopIvaOutcome =
  { ok: true; message: string; changed: ShopIvaCondition | null } | { ok: false; message: string; status: 400; fieldErrors: Record<string, string> };

/** Saves the staff's choice when it changes the condition; a bad value gets a Spanish 400. */
export async function saveShopIva(db: Executor, input: Record<string, unknown>, staff: StaffIdentity, now: Date): Promise<ShopIvaOutcome> {
  const parsed = formSchema.safeParse(input);
  if (!parsed.success) return { ok: false, message: CHOICE_MESSAGE, status: 400, fieldErrors: { condition: CHOICE_MESSAGE } };
  const next = parsed.data.condition;
  const label = SHOP_IVA_CONDITION_LABELS[next];
  if ((await currentShopIva(db)) === next) return { ok: true, message: `No había cambios: el comercio ya es ${label}.`, changed: null };
  await db.insert(shopIvaConditions).values({ value: next, userId: staff.id, actor: staff.email, createdAt: now });
  const invoices = next === 'responsable_inscripto' ? 'Factura A o B según el cliente' : 'Factura C a todos los clientes';
  return { ok: true, message: `Condición guardada: ${label}. Las respuestas que se envíen desde ahora llevan ${invoices}.`, changed: next };
}
