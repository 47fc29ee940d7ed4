// The staff page 'Cotización del dólar' (/admin/cotizacion): what it shows and what it accepts.
import { z } from 'zod';
import { isStaleRate, rateAgeDays, shopDay, STALE_DAYS } from '#domain/exchange-rate';
import { dateTimeText } from '#domain/dates';
import type { Executor } from '../db/client';
import { currentRate, pendingRefusal, rateHistory, type RateEntry } from './store';

/** What the staff see about the rate; also the summary's warnings. */
interface RateWarnings {
  /** 'La cotización tiene 5 días…', or null. */
  stale: string | null;
  /** The source's last reading was kept out, and why; or null. */
  refused: string | null;
}

function rateWarnings(current: RateEntry | null, refusal: { problem: string; createdAt: Date } | null, now: Date): RateWarnings {
  const today = shopDay(now);
  const stale =
    current && isStaleRate(current, today)
      ? `La cotización del dólar tiene ${rateAgeDays(current, today)} días (más de ${STALE_DAYS}): los precios en pesos de los productos en dólares pueden estar desactualizados. Cargá la del día.`
      : null;
  const refused = refusal ? `La última lectura de la fuente (${dateTimeText(refusal.createdAt)}) se descartó: ${refusal.problem}` : null;
  return { stale, refused };
}

/** The summary's warning when the rate in use is older than STALE_DAYS, else null (also without a rate). */
export async function staleRateWarning(db: Executor, now: Date): Promise<string | null> {
  return rateWarnings(await currentRate(db), null, now).stale;
}

/** The page's data: the rate in use, the warnings and the last changes with who made them. */
export async function ratePageData(db: Executor, now: Date) {
  const current = await currentRate(db);
  const refusal = await pendingRefusal(db, current);
  const history = await rateHistory(db);
  return {
    current: current ? { value: current.value, label: current.label, date: current.date, actor: current.actor } : null,
    warnings: rateWarnings(current, refusal, now),
    today: shopDay(now),
    history: history.map((h, i) => ({
      key: `${i}-${h.createdAt.toISOString()}`,
      value: h.value,
      label: h.label,
      date: h.date,
      who: h.origin === 'source' ? 'Fuente configurada' : h.actor,
      when: dateTimeText(h.createdAt),
      refusal: h.refusal,
    })),
  };
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** The staff's form: the value as they write it (checked by checkRateValue), a label and a day. */
export function staffRateSchema(today: string) {
  return z.object({
    value: z.string({ error: 'Escribí la cotización.' }).trim().min(1, 'Escribí la cotización.').max(20, 'La cotización es demasiado larga.'),
    label: z
      .string({ error: 'Escribí de qué cotización se trata, por ejemplo BNA vendedor.' })
      .trim()
      .min(2, 'Escribí de qué cotización se trata, por ejemplo BNA vendedor.')
      .max(40, 'El nombre de la cotización puede tener hasta 40 caracteres.'),
    date: z
      .string({ error: 'Elegí la fecha de la cotización.' })
      .trim()
      .regex(DAY, 'Elegí la fecha de la cotización (día/mes/año).')
      .refine((d) => !Number.isNaN(Date.parse(`${d}T00:00:00Z`)), 'La fecha no existe.')
      .refine((d) => d <= today, 'La fecha no puede ser futura.')
      .refine((d) => d >= '2000-01-01', 'La fecha es demasiado antigua.'),
    confirmJump: z.preprocess((v) => v === 'on' || v === 'true' || v === true, z.boolean()),
  });
}
