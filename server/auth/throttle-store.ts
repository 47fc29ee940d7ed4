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
      step(undefined, async (executor) => {
        const expired = sql`${limites.desde} <= ${t - WINDOW_MS}`;
        await executor
          .insert(limites)
          .values({ limiter: PAIR_LIMITER, clave: key, desde: t, valor: 1, venceEl: new Date(t + WINDOW_MS) })
          .onConflictDoUpdate({
            target: [limites.limiter, limites.clave],
            set: {
              desde: sql`case when ${expired} then ${t}::double precision else ${limites.desde} end`,
              valor: sql`case when ${expired} then 1 else ${limites.valor} + 1 end`,
              venceEl: sql`case when ${expired} then ${new Date(t + WINDOW_MS).toISOString()}::timestamptz else ${limites.venceEl} end`,
            },
          });
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

    countFailure: (email, t) =>
      step(
        { windowStart: t, count: 1, lastFailure: t },
        async (executor) => {
          const expired = sql`${ingresoFallos.desde} <= ${t - WINDOW_MS}`;
          // Kept an hour: the warning e-mail's interval outlives the failure window.
          const until = new Date(t + ALERT_EVERY_MS);
          const [row] = await executor
            .insert(ingresoFallos)
            .values({ email, desde: t, fallos: 1, ultimoFallo: t, venceEl: until })
            .onConflictDoUpdate({
              target: ingresoFallos.email,
              set: {
                desde: sql`case when ${expired} then ${t}::double precision else ${ingresoFallos.desde} end`,
                fallos: sql`case when ${expired} then 1 else ${ingresoFallos.fallos} + 1 end`,
                ultimoFallo: sql`${t}::double precision`,
                venceEl: until,
              },
            })
            .returning();
          return { windowStart: row.desde, count: row.fallos, lastFailure: row.ultimoFallo };
        },
        t,
      ),

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
