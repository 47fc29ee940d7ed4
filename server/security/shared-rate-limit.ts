// Rate limits kept in PostgreSQL, so that they hold across processes and machines: an
// in-memory limit per process multiplies by the process count. Each check is one atomic
// INSERT ... ON CONFLICT DO UPDATE ... RETURNING on the `limites` table; expired rows are pruned
// now and then. Used only when DATABASE_URL is set: the embedded PGlite is one process, where the
// in-memory limiters of rate-limit.ts count the same and cost nothing.
//
// If the database cannot be reached the check lets the request through (and says so in the log):
// a limit must not turn a database outage into a shop that answers nothing.
import { lt, sql } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { limites } from '../db/schema';
import { addressKey, createRateLimiter, createTokenBucketLimiter, RATE_LIMIT_MESSAGE, type RateLimiter, type RateLimitResult } from './rate-limit';
import { briefError } from '../brief-error';

const PRUNE_EVERY_MS = 10 * 60_000;
const LOG_EVERY_MS = 60_000;

interface SharedOptions {
  /** Tells this limiter's rows from the others' (e.g. 'formulario:presupuesto'). */
  name: string;
  db: () => Promise<Executor>;
  now?: () => number;
}

function sharedLimiter(
  { name, db, now = Date.now }: SharedOptions,
  upsert: (executor: Executor, key: string, t: number) => Promise<RateLimitResult>,
): RateLimiter {
  let lastPrune = 0;
  let lastLog = 0;
  return {
    async check(address) {
      const key = addressKey(address);
      const t = now();
      try {
        const executor = await db();
        if (t - lastPrune >= PRUNE_EVERY_MS) {
          lastPrune = t;
          void executor
            .delete(limites)
            .where(lt(limites.venceEl, new Date(t)))
            .catch(() => undefined);
        }
        return await upsert(executor, key, t);
      } catch (error) {
        if (t - lastLog >= LOG_EVERY_MS) {
          lastLog = t;
          console.error(`[límites] ${name}: sin base de datos, se deja pasar:`, briefError(error));
        }
        return { ok: true, remaining: 0 };
      }
    },
    reset(key) {
      void db()
        .then((executor) =>
          executor
            .delete(limites)
            .where(key === undefined ? sql`${limites.limiter} = ${name}` : sql`${limites.limiter} = ${name} and ${limites.clave} = ${addressKey(key)}`),
        )
        .catch(() => undefined);
    },
  };
}

/** A fixed window per key, like createRateLimiter, shared through the database. */
export function createSharedWindowLimiter(options: SharedOptions & { windowMs: number; max: number }): RateLimiter {
  const { windowMs, max, name } = options;
  return sharedLimiter(options, async (executor, key, t) => {
    const expired = sql`${limites.desde} <= ${t - windowMs}`;
    const [row] = await executor
      .insert(limites)
      .values({ limiter: name, clave: key, desde: t, valor: 1, venceEl: new Date(t + windowMs) })
      .onConflictDoUpdate({
        target: [limites.limiter, limites.clave],
        set: {
          desde: sql`case when ${expired} then ${t}::double precision else ${limites.desde} end`,
          valor: sql`case when ${expired} then 1 else ${limites.valor} + 1 end`,
          venceEl: sql`case when ${expired} then ${new Date(t + windowMs).toISOString()}::timestamptz else ${limites.venceEl} end`,
        },
      })
      .returning({ desde: limites.desde, valor: limites.valor });
    if (row.valor <= max) return { ok: true, remaining: max - row.valor };
    return { ok: false, retryAfterSeconds: Math.max(1, Math.ceil((row.desde + windowMs - t) / 1000)), message: RATE_LIMIT_MESSAGE };
  });
}

/**
 * A token bucket per key, like createTokenBucketLimiter, shared through the database. A refused
 * request still spends (the bucket bottoms out at -1), so a client that keeps hammering waits up
 * to two tokens' time instead of one.
 */
export function createSharedTokenBucketLimiter(options: SharedOptions & { burst: number; perSecond: number }): RateLimiter {
  const { burst, perSecond, name } = options;
  const fullAfterMs = (burst / perSecond) * 1000;
  return sharedLimiter(options, async (executor, key, t) => {
    const refilled = sql`least(${burst}::double precision, ${limites.valor} + greatest(0, ${t} - ${limites.desde}) / 1000.0 * ${perSecond})`;
    const [row] = await executor
      .insert(limites)
      .values({ limiter: name, clave: key, desde: t, valor: burst - 1, venceEl: new Date(t + fullAfterMs) })
      .onConflictDoUpdate({
        target: [limites.limiter, limites.clave],
        set: {
          valor: sql`greatest(-1, ${refilled} - 1)`,
          desde: sql`${t}::double precision`,
          venceEl: sql`${new Date(t + fullAfterMs).toISOString()}::timestamptz`,
        },
      })
      .returning({ valor: limites.valor });
    if (row.valor >= 0) return { ok: true, remaining: Math.floor(row.valor) };
    return { ok: false, retryAfterSeconds: Math.max(1, Math.ceil(-row.valor / perSecond)), message: RATE_LIMIT_MESSAGE };
  });
}

/**
 * The limiter for this process: shared through PostgreSQL when DATABASE_URL is set (several
 * processes or machines), in memory otherwise (the embedded database is one process).
 */
export function processLimiter(
  name: string,
  limit: { windowMs: number; max: number } | { burst: number; perSecond: number },
  shared: { databaseUrl: string | undefined; db: () => Promise<Executor> },
): RateLimiter {
  if (!shared.databaseUrl) return 'windowMs' in limit ? createRateLimiter(limit) : createTokenBucketLimiter(limit);
  return 'windowMs' in limit ? createSharedWindowLimiter({ name, db: shared.db, ...limit }) : createSharedTokenBucketLimiter({ name, db: shared.db, ...limit });
}
