// When a visitor made a request that a phone kept without signal and sent later. The phone's clock
// is the visitor's: a time a little ahead is skew, one far ahead or older than the phone keeps a
// request is not believed and simply ignored (the request itself is still taken).
import { z } from 'zod';
import { dateTimeParts } from './dates';

/** A phone's clock may run this far ahead of the shop's. */
const MADE_AT_SKEW_MS = 5 * 60_000;
/** The phone keeps a request 30 days; a day more for clocks and time zones. */
const MADE_AT_MAX_AGE_MS = 31 * 24 * 60 * 60_000;
/** Made and arrived further apart than this: the staff see both times. */
export const SENT_OFFLINE_GAP_MS = 10 * 60_000;

/** The time the visitor made the request, or null when absent or not believable at `now`. */
export function madeAtOf(value: unknown, now: Date): Date | null {
  const parsed = z
    .union([z.iso.datetime({ offset: true }), z.number().int()])
    .transform((raw) => new Date(raw))
    .refine((date) => date.getTime() <= now.getTime() + MADE_AT_SKEW_MS && date.getTime() >= now.getTime() - MADE_AT_MAX_AGE_MS)
    .safeParse(typeof value === 'string' && /^\d+$/.test(value) ? Number(value) : value);
  return parsed.success ? parsed.data : null;
}

/** True when the request waited on the phone long enough for the staff to be told. */
function sentOffline(madeAt: Date | null | undefined, arrivedAt: Date): boolean {
  return Boolean(madeAt) && arrivedAt.getTime() - madeAt!.getTime() > SENT_OFFLINE_GAP_MS;
}

/** 'Enviado sin señal: hecho 14:05, llegó 17:40' (the day too when they differ); null when not. */
export function sentOfflineText(madeAt: Date | null | undefined, arrivedAt: Date): string | null {
  if (!madeAt || !sentOffline(madeAt, arrivedAt)) return null;
  const made = dateTimeParts(madeAt);
  const arrived = dateTimeParts(arrivedAt);
  const sameDay = made.day === arrived.day && made.month === arrived.month && made.year === arrived.year;
  const at = (p: typeof made) => (sameDay ? `${p.hour}:${p.minute}` : `${p.day}/${p.month} ${p.hour}:${p.minute}`);
  return `Enviado sin señal: hecho ${at(made)}, llegó ${at(arrived)}`;
}
