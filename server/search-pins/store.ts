// The staff pins in the database (table search_pins), the same on PGlite and PostgreSQL.
import { asc, count, eq } from 'drizzle-orm';
import { MAX_PINS, pinKey } from '#domain/search-pins';
import type { Executor } from '../db/client';
import { searchPins as t } from '../db/schema';

export interface PinRow {
  id: number;
  key: string;
  text: string;
  productId: string;
  createdBy: string;
  createdAt: string;
}

/** Every pin, oldest first (the order a phrase's products are shown in). */
export async function listPins(db: Executor): Promise<PinRow[]> {
  const rows = await db.select().from(t).orderBy(asc(t.creadoEl), asc(t.id)).limit(MAX_PINS);
  return rows.map((r) => ({
    id: r.id,
    key: r.clave,
    text: r.texto,
    productId: r.productId,
    createdBy: r.creadoPor,
    createdAt: r.creadoEl instanceof Date ? r.creadoEl.toISOString() : String(r.creadoEl),
  }));
}

export type AddPinOutcome = 'added' | 'exists' | 'full';

/** Pins a product to a phrase; the same pair twice is kept once. */
export async function addPin(db: Executor, input: { text: string; productId: string; createdBy: string }): Promise<AddPinOutcome> {
  const [{ total }] = await db.select({ total: count() }).from(t);
  if (Number(total) >= MAX_PINS) return 'full';
  const inserted = await db
    .insert(t)
    .values({ clave: pinKey(input.text), texto: input.text, productId: input.productId, creadoPor: input.createdBy })
    .onConflictDoNothing()
    .returning({ id: t.id });
  return inserted.length > 0 ? 'added' : 'exists';
}

/** Removes a pin; false when there was none with that id. */
export async function removePin(db: Executor, id: number): Promise<boolean> {
  const removed = await db.delete(t).where(eq(t.id, id)).returning({ id: t.id });
  return removed.length > 0;
}
