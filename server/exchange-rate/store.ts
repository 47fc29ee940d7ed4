// The exchange rate's rows (docs/decisions/0037-exchange-rate.md): the staff's entries and the
// source's readings, newest last. The shop's rate is the newest row that was not refused; a
// refused source reading newer than it is what the staff area warns about.
import { desc, eq, isNotNull, isNull } from 'drizzle-orm';
import { checkRateValue, jumpProblem, type ExchangeRate } from '#domain/exchange-rate';
import type { StaffIdentity } from '../auth/users';
import type { Executor } from '../db/client';
import { exchangeRates, type ExchangeRateRow } from '../db/schema';

export interface RateEntry extends ExchangeRate {
  origin: 'staff' | 'source';
  actor: string;
  createdAt: Date;
}

export interface RateRefusal {
  value: number | null;
  problem: string;
  createdAt: Date;
}

function entryOf(row: ExchangeRateRow): RateEntry {
  return { value: row.value ?? 0, label: row.label, date: row.rateDate, origin: row.origin, actor: row.actor, createdAt: row.createdAt };
}

/** The rate the shop quotes at, or null when nobody entered one and no source answered well. */
export async function currentRate(db: Executor): Promise<RateEntry | null> {
  const [row] = await db.select().from(exchangeRates).where(isNull(exchangeRates.refusal)).orderBy(desc(exchangeRates.id)).limit(1);
  return row ? entryOf(row) : null;
}

/** The latest refused source reading, when it came after the rate in use (else null: nothing to warn). */
export async function pendingRefusal(db: Executor, current: RateEntry | null): Promise<RateRefusal | null> {
  const [row] = await db.select().from(exchangeRates).where(isNotNull(exchangeRates.refusal)).orderBy(desc(exchangeRates.id)).limit(1);
  if (!row || (current && row.createdAt < current.createdAt)) return null;
  return { value: row.value, problem: row.refusal ?? '', createdAt: row.createdAt };
}

/** The last changes, newest first, refused readings included (the page's history). */
export async function rateHistory(db: Executor, limit = 20): Promise<(RateEntry & { refusal: string | null })[]> {
  const rows = await db.select().from(exchangeRates).orderBy(desc(exchangeRates.id)).limit(limit);
  return rows.map((row) => ({ ...entryOf(row), refusal: row.refusal }));
}

export interface StaffRateInput {
  value: string;
  label: string;
  date: string;
  /** The staff confirmed a value more than 10 times away from the last one. */
  confirmJump: boolean;
}

export type SaveOutcome = { ok: true; message: string; rate: ExchangeRate } | { ok: false; message: string; field: 'value' | 'confirmJump'; status: number };

/** Saves the staff's rate; a jump of 10x is saved only once they confirm it. */
export async function saveStaffRate(db: Executor, input: StaffRateInput, staff: StaffIdentity, now: Date): Promise<SaveOutcome> {
  const checked = checkRateValue(input.value);
  if (!checked.ok) return { ok: false, message: checked.problem, field: 'value', status: 422 };
  const previous = await currentRate(db);
  const jump = jumpProblem(previous?.value ?? null, checked.value);
  if (jump && !input.confirmJump) {
    return { ok: false, message: `${jump} Revisá el valor; si es correcto, marcá «Confirmo este valor» y guardá otra vez.`, field: 'confirmJump', status: 422 };
  }
  const rate: ExchangeRate = { value: checked.value, label: input.label, date: input.date };
  await db.insert(exchangeRates).values({
    value: rate.value,
    label: rate.label,
    rateDate: rate.date,
    origin: 'staff',
    userId: staff.id,
    actor: staff.email,
    createdAt: now,
  });
  return { ok: true, message: 'Cotización guardada: los precios en dólares se recalculan en la próxima actualización del catálogo.', rate };
}

/** A reading of the configured source: used, or kept out with its reason. */
export async function recordSourceReading(
  db: Executor,
  reading: { value: number | null; label: string; date: string; refusal: string | null },
  now: Date,
): Promise<void> {
  await db.insert(exchangeRates).values({
    value: reading.value,
    label: reading.label,
    rateDate: reading.date,
    origin: 'source',
    userId: null,
    actor: 'fuente',
    refusal: reading.refusal,
    createdAt: now,
  });
}

/** When the source was last read (used or refused), so several processes do not all read it. */
export async function lastSourceReadingAt(db: Executor): Promise<Date | null> {
  const [row] = await db
    .select({ createdAt: exchangeRates.createdAt })
    .from(exchangeRates)
    .where(eq(exchangeRates.origin, 'source'))
    .orderBy(desc(exchangeRates.id))
    .limit(1);
  return row?.createdAt ?? null;
}
