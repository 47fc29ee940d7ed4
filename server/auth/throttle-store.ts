// The sign-in throttle's memory in the database (both engines): pair attempts in `limites` (as the
// shared rate limits), account failures in `ingreso_fallos`, known addresses and devices in
// `ingreso_conocidos`. Each step is one statement, atomic across processes. Expired rows are
// pruned now and then.
//
// If the database cannot be reached, the throttle lets attempts through (the per-address limiter
// in front still holds, and the sign-in itself then answers that the service is unavailable).
import { and, eq, gt, inArray, lt, sql } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { ingresoConocidos, ingresoFallos, limites } from '../db/schema';
import { ALERT_EVERY_MS, KNOWN_FOR_MS, WINDOW_MS, type AccountFailures, type ThrottleStore } from './throttle';
import { briefError } from '../brief-error';

const PAIR_LIMITER = 'ingreso:cuenta-direccion';
const PRUNE_EVERY_MS = 10 * 60_000;
const LOG_EVERY_MS = 60_000;

export function createDatabaseThrottleStore(db: () => Promise<Executor>): ThrottleStore {
  let lastPrune = 0;
  let lastLog = 0;

  /**
   * Runs a step; on a database failure logs (at most once a minute) and answers `fallback`. With
   * `t` (the throttle's clock) it may first prune what expired before `t`.
   */
  async function step<T>(fallback: T, run: (executor: Executor) => Promise<T>, t?: number): Promise<T> {
    try {
      const executor = await db();
      if (t !== undefined && t - lastPrune >= PRUNE_EVERY_MS) {
        lastPrune = t;
        void prune(executor, t).catch(() => undefined);
      }
      return await run(executor);
    } catch (error) {
      const t = Date.now();
      if (t - lastLog >= LOG_EVERY_MS) {
        lastLog = t;
        console.error('[personal] sin base de datos para los límites de ingreso, se deja pasar:', briefError(error));
      }
      return fallback;
    }
  }

  async function prune(executor: Executor, t: number): Promise<void> {
    await executor.delete(ingresoFallos).where(lt(ingresoFallos.venceEl, new Date(t)));
    await executor.delete(ingresoConocidos).where(lt(ingresoConocidos.vistoEl, new Date(t - KNOWN_FOR_MS)));
  }

  return {
    pairAttempts: (key, t) =>
      step(undefined, async (executor) => {
        const [row] = await executor
          .select({ desde: limites.desde, valor: limites.valor })
          .from(limites)
          .where(and(eq(limites.limiter, PAIR_LIMITER), eq(limites.clave, key), gt(limites.desde, t - WINDOW_MS)))
          .limit(1);
        return row ? { windowStart: row.desde, count: row.valor } : undefined;
      }),

    countPairAttempt: (key, t) =>
      step({ windowStart: t, count: 1 }, async (executor) => {
        const expired = sql`${limites.desde} <= ${t - WINDOW_MS}`;
        const [row] = await executor
          .insert(limites)
          .values({ limiter: PAIR_LIMITER, clave: key, desde: t, valor: 1, venceEl: new Date(t + WINDOW_MS) })
          .onConflictDoUpdate({
            target: [limites.limiter, limites.clave],
            set: {
              desde: sql`case when ${expired} then ${t}::double precision else ${limites.desde} end`,
              valor: sql`case when ${expired} then 1 else ${limites.valor} + 1 end`,
              venceEl: sql`case when ${expired} then ${new Date(t + WINDOW_MS).toISOString()}::timestamptz else ${limites.venceEl} end`,
            },
          })
          .returning({ desde: limites.desde, valor: limites.valor });
        return { windowStart: row!.desde, count: row!.valor };
      }),

    forgetPair: (key) =>
      step(undefined, async (executor) => {
        await executor.delete(limites).where(and(eq(limites.limiter, PAIR_LIMITER), eq(limites.clave, key)));
      }),

    accountFailures: (email, t) =>
      step(undefined, async (executor): Promise<AccountFailures | undefined> => {
        const [row] = await executor
          .select()
          .from(ingresoFallos)
          .where(and(eq(ingresoFallos.email, email), gt(ingresoFallos.desde, t - WINDOW_MS)))
          .limit(1);
        return row ? { windowStart: row.desde, count: row.fallos, lastFailure: row.ultimoFallo } : undefined;
      }),

    reserveFailure: (email, t, refuse) =>
      step(
        { windowStart: t, count: 1, lastFailure: t },
        (executor) =>
          // The row locked for the decision: parallel attempts on one account, from any process,
          // decide one after the other, each seeing the failures reserved before it.
          executor.transaction(async (tx) => {
            // Kept an hour: the warning e-mail's interval outlives the failure window.
            const until = new Date(t + ALERT_EVERY_MS);
            await tx.insert(ingresoFallos).values({ email, desde: t, fallos: 0, ultimoFallo: t, venceEl: until }).onConflictDoNothing();
            const [row] = await tx.select().from(ingresoFallos).where(eq(ingresoFallos.email, email)).for('update');
            const current = row && row.desde > t - WINDOW_MS ? { windowStart: row.desde, count: row.fallos, lastFailure: row.ultimoFallo } : undefined;
            if (refuse(current ? { ...current } : undefined)) return null;
            const next = { windowStart: current?.windowStart ?? t, count: (current?.count ?? 0) + 1, lastFailure: t };
            await tx
              .update(ingresoFallos)
              .set({ desde: next.windowStart, fallos: next.count, ultimoFallo: t, venceEl: until })
              .where(eq(ingresoFallos.email, email));
            return next;
          }),
        t,
      ),

    releaseFailure: (email, t) =>
      step(undefined, async (executor) => {
        await executor
          .update(ingresoFallos)
          .set({ fallos: sql`greatest(${ingresoFallos.fallos} - 1, 0)` })
          .where(and(eq(ingresoFallos.email, email), gt(ingresoFallos.desde, t - WINDOW_MS)));
      }),

    claimAlert: (email, t) =>
      step(false, async (executor) => {
        const claimed = await executor
          .update(ingresoFallos)
          .set({ avisado: t })
          .where(and(eq(ingresoFallos.email, email), sql`(${ingresoFallos.avisado} is null or ${ingresoFallos.avisado} <= ${t - ALERT_EVERY_MS})`))
          .returning({ email: ingresoFallos.email });
        return claimed.length > 0;
      }),

    isKnown: (email, keys, since) =>
      step(false, async (executor) => {
        const [row] = await executor
          .select({ clave: ingresoConocidos.clave })
          .from(ingresoConocidos)
          .where(and(eq(ingresoConocidos.email, email), inArray(ingresoConocidos.clave, [...keys]), gt(ingresoConocidos.vistoEl, new Date(since))))
          .limit(1);
        return row !== undefined;
      }),

    remember: (email, keys, t) =>
      step(undefined, async (executor) => {
        await executor
          .insert(ingresoConocidos)
          .values(keys.map((clave) => ({ email, clave, vistoEl: new Date(t) })))
          .onConflictDoUpdate({ target: [ingresoConocidos.email, ingresoConocidos.clave], set: { vistoEl: new Date(t) } });
      }),
  };
}
