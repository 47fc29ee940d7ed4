// Readiness: may a load balancer send visitors here? Yes when a catalogue is loaded, the database
// answers a trivial query within DB_TIMEOUT_MS, and the outbox is not stuck (no mail waiting
// longer than STUCK_MAIL_MS while the SMTP server accepts connections: mail waiting because the
// server is down is safe in the outbox, and restarting the shop would not help). The reason is
// short and says nothing internal (no host, no error text).
import net from 'node:net';
import { sql } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { outboxFigures } from './metrics';

const DB_TIMEOUT_MS = 2_000;
export const STUCK_MAIL_MS = 30 * 60_000;
const SMTP_TIMEOUT_MS = 2_000;
/** A burst of probes shares one check. */
const CHECK_REUSE_MS = 1_000;

export type Readiness = { ready: true } | { ready: false; reason: string };

export interface ReadinessDeps {
  catalogLoaded: () => boolean;
  db: () => Promise<Executor>;
  /** smtp(s):// URL; unset: mail is written to files, always reachable. */
  smtpUrl?: string;
  now?: () => number;
  dbTimeoutMs?: number;
  /** Further notes for the owner (the backups' state). */
  notes?: () => string[];
  /** Whether the SMTP server accepts a connection (tests replace it). */
  smtpReachable?: (url: string) => Promise<boolean>;
}

/** Resolves with the promise's value, or rejects after `ms` (the late result is ignored). */
export function within<T>(promise: Promise<T>, ms: number): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('timeout')), ms);
    timer.unref();
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error instanceof Error ? error : new Error(String(error)));
      },
    );
  });
}

/** True when a TCP connection to the SMTP server opens within two seconds. */
function tcpReachable(smtpUrl: string): Promise<boolean> {
  const url = new URL(smtpUrl);
  const port = Number(url.port || (url.protocol === 'smtps:' ? 465 : 587));
  return new Promise((resolve) => {
    const socket = net.connect({ host: url.hostname, port, timeout: SMTP_TIMEOUT_MS });
    const done = (ok: boolean) => {
      socket.destroy();
      resolve(ok);
    };
    socket.once('connect', () => done(true));
    socket.once('timeout', () => done(false));
    socket.once('error', () => done(false));
  });
}

/** Without SMTP_URL mails are files in DATA_DIR/outbox: nobody receives them, yet visitors are served. */
export const MAIL_AS_FILES_WARNING = 'correos guardados como archivos .eml (no hay SMTP_URL): no le llegan a nadie';

export interface ReadinessCheck {
  check(): Promise<Readiness>;
  /**
   * What works but needs the owner's attention: said beside the answer ('aviso: ...' lines),
   * never a 503, since a shop without a mail server still serves visitors.
   */
  warnings(): string[];
  /** From now on the answer is 'not ready' (the process is stopping). */
  drain(): void;
}

export function createReadiness(deps: ReadinessDeps): ReadinessCheck {
  const now = deps.now ?? Date.now;
  const timeout = deps.dbTimeoutMs ?? DB_TIMEOUT_MS;
  const reachable = deps.smtpReachable ?? tcpReachable;
  let draining = false;
  let last: { at: number; result: Promise<Readiness> } | null = null;

  async function evaluate(): Promise<Readiness> {
    if (!deps.catalogLoaded()) return { ready: false, reason: 'catálogo no cargado' };
    let oldest: Date | null;
    try {
      const figures = await within(
        (async () => {
          const db = await deps.db();
          await db.execute(sql`select 1`);
          return outboxFigures(db);
        })(),
        timeout,
      );
      oldest = figures.oldest;
    } catch {
      return { ready: false, reason: 'base de datos sin respuesta' };
    }
    if (oldest && now() - oldest.getTime() > STUCK_MAIL_MS) {
      // Files (no SMTP_URL) are always 'reachable': a mail waiting that long there is stuck.
      const serverUp = deps.smtpUrl ? await reachable(deps.smtpUrl) : true;
      if (serverUp) return { ready: false, reason: 'correos detenidos en la cola' };
    }
    return { ready: true };
  }

  return {
    check() {
      if (draining) return Promise.resolve({ ready: false, reason: 'deteniéndose' });
      const t = now();
      if (last && t - last.at < CHECK_REUSE_MS) return last.result;
      const result = evaluate();
      last = { at: t, result };
      return result;
    },
    warnings() {
      return [...(deps.smtpUrl ? [] : [MAIL_AS_FILES_WARNING]), ...(deps.notes?.() ?? [])];
    },
    drain() {
      draining = true;
    },
  };
}
