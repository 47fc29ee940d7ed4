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

/** What one store remembers between steps: when it last pruned and last logged a failure. */
interface StepState {
  db: () => Promise<Executor>;
  lastPrune: number;
  lastLog: number;
}

/**
 * Runs a step; on a database failure logs (at most once a minute) and answers `fallback`. With
 * `t` (the throttle's clock) it may first prune what expired before `t`.
 */
async function step<T>(state: StepState, fallback: T, run: (executor: Executor) => Promise<T>, t?: number): Promise<T> {
  try {
    const executor = await state.db();
    if (t !== undefined && t - state.lastPrune >= PRUNE_EVERY_MS) {
      state.lastPrune = t;
      void prune(executor, t).catch(() => undefined);
    }
    return await run(executor);
  } catch (error) {
    const now = Date.now();
    if (now - state.lastLog >= LOG_EVERY_MS) {
      state.lastLog = now;
      console.error('[personal] sin base de datos para los límites de ingreso, se deja pasar:', briefError(error));
    }
    return fallback;
  }
}

async function prune(executor: Executor, t: number): Promise<void> {
  await executor.delete(ingresoFallos).where(lt(ingresoFallos.venceEl, new Date(t)));
  await executor.delete(ingresoConocidos).where(lt(ingresoConocidos.vistoEl, new Date(t - KNOWN_FOR_MS)));
}

/** The account-and-address pair's attempts in the current window, if any. */
async function pairAttempts(executor: Executor, key: string, t: number) {
  const [row] = await executor
    .select({ desde: limites.desde, valor: limites.valor })
    .from(limites)
    .where(and(eq(limites.limiter, PAIR_LIMITER), eq(limites.clave, key), gt(limites.desde, t - WINDOW_MS)))
    .limit(1);
  return row ? { windowStart: row.desde, count: row.valor } : undefined;
}

/** Counts one attempt of the pair, starting a new window when the old one expired. */
async function countPairAttempt(executor: Executor, key: string, t: number) {
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
}

async function forgetPair(executor: Executor, key: string): Promise<void> {
  await executor.delete(limites).where(and(eq(limites.limiter, PAIR_LIMITER), eq(limites.clave, key)));
}

/** The account's failures in the current window, if any. */
async function accountFailures(executor: Executor, email: string, t: number): Promise<AccountFailures | undefined> {
  const [row] = await executor
    .select()
    .from(ingresoFallos)
    .where(and(eq(ingresoFallos.email, email), gt(ingresoFallos.desde, t - WINDOW_MS)))
    .limit(1);
  return row ? { windowStart: row.desde, count: row.fallos, lastFailure: row.ultimoFallo } : undefined;
}

/**
 * Reserves one failure for the account unless `refuse` says no. The row is locked for the decision:
 * parallel attempts on one account, from any process, decide one after the other, each seeing the
 * failures reserved before it.
 */
function reserveFailure(executor: Executor, email: string, t: number, refuse: (current: AccountFailures | undefined) => boolean) {
  return executor.transaction(async (tx) => {
    // Kept an hour: the warning e-mail's interval outlives the failure window.
    const until = new Date(t + ALERT_EVERY_MS);
    await tx.insert(ingresoFallos).values({ email, desde: t, fallos: 0, ultimoFallo: t, venceEl: until }).onConflictDoNothing();
    const [row] = await tx.select().from(ingresoFallos).where(eq(ingresoFallos.email, email)).for('update');
    const current = row && row.desde > t - WINDOW_MS ? { windowStart: row.desde, count: row.fallos, lastFailure: row.ultimoFallo } : undefined;
    if (refuse(current ? { ...current } : undefined)) return null;
    const next = { windowStart: current?.windowStart ?? t, count: (current?.count ?? 0) + 1, lastFailure: t };
    await tx.update(ingresoFallos).set({ desde: next.windowStart, fallos: next.count, ultimoFallo: t, venceEl: until }).where(eq(ingresoFallos.email, email));
    return next;
  });
}

async function releaseFailure(executor: Executor, email: string, t: number): Promise<void> {
  await executor
    .update(ingresoFallos)
    .set({ fallos: sql`greatest(${ingresoFallos.fallos} - 1, 0)` })
    .where(and(eq(ingresoFallos.email, email), gt(ingresoFallos.desde, t - WINDOW_MS)));
}

/** Claims the account's warning e-mail, at most once every ALERT_EVERY_MS across processes. */
async function claimAlert(executor: Executor, email: string, t: number): Promise<boolean> {
  const claimed = await executor
    .update(ingresoFallos)
    .set({ avisado: t })
    .where(and(eq(ingresoFallos.email, email), sql`(${ingresoFallos.avisado} is null or ${ingresoFallos.avisado} <= ${t - ALERT_EVERY_MS})`))
    .returning({ email: ingresoFallos.email });
  return claimed.length > 0;
}

async function isKnown(executor: Executor, email: string, keys: readonly string[], since: number): Promise<boolean> {
  const [row] = await executor
    .select({ clave: ingresoConocidos.clave })
    .from(ingresoConocidos)
    .where(and(eq(ingresoConocidos.email, email), inArray(ingresoConocidos.clave, [...keys]), gt(ingresoConocidos.vistoEl, new Date(since))))
    .limit(1);
  return row !== undefined;
}

async function remember(executor: Executor, email: string, keys: readonly string[], t: number): Promise<void> {
  await executor
    .insert(ingresoConocidos)
    .values(keys.map((clave) => ({ email, clave, vistoEl: new Date(t) })))
    .onConflictDoUpdate({ target: [ingresoConocidos.email, ingresoConocidos.clave], set: { vistoEl: new Date(t) } });
}

/** The throttle's store on the database: each method one of the steps above, failing open. */
export function createDatabaseThrottleStore(db: () => Promise<Executor>): ThrottleStore {
  const state: StepState = { db, lastPrune: 0, lastLog: 0 };
  return {
    pairAttempts: (key, t) => step(state, undefined, (executor) => pairAttempts(executor, key, t)),
    countPairAttempt: (key, t) => step(state, { windowStart: t, count: 1 }, (executor) => countPairAttempt(executor, key, t)),
    forgetPair: (key) => step(state, undefined, (executor) => forgetPair(executor, key)),
    accountFailures: (email, t) => step(state, undefined, (executor) => accountFailures(executor, email, t)),
    reserveFailure: (email, t, refuse) =>
      step(state, { windowStart: t, count: 1, lastFailure: t }, (executor) => reserveFailure(executor, email, t, refuse), t),
    releaseFailure: (email, t) => step(state, undefined, (executor) => releaseFailure(executor, email, t)),
    claimAlert: (email, t) => step(state, false, (executor) => claimAlert(executor, email, t)),
    isKnown: (email, keys, since) => step(state, false, (executor) => isKnown(executor, email, keys, since)),
    remember: (email, keys, t) => step(state, undefined, (executor) => remember(executor, email, keys, t)),
  };
}
