// The mail outbox. A mail is stored in `correos` in the same transaction as the request it
// reports, then sent; a failed send is retried with back-off until it goes out. Claims use
// SELECT ... FOR UPDATE SKIP LOCKED plus a lease (locked_until), so several server processes
// sharing one PostgreSQL never send the same mail twice.
import { and, asc, desc, eq, inArray, isNull, lte, or, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { correos, type Correo, type MailKind, type MailStatus, type MailVia } from '../db/schema';
import { getMailTransport, type MailTransport, type OutgoingMail } from './transport';
import { briefError } from '../brief-error';

/** After this many failed attempts (about a day with the back-off below) a mail is 'failed'. */
const MAX_ATTEMPTS = 30;
/** Longer than the SMTP time-outs together, so a lease never ends while its mail is being sent. */
const LEASE_MS = 5 * 60_000;
const FIRST_RETRY_MS = 60_000;
const MAX_RETRY_MS = 60 * 60_000;

export interface OutboxDeps {
  db: Executor;
  transport: MailTransport;
  now?: () => Date;
  maxAttempts?: number;
}

/** The outbox's dependencies as callers give them: the database always, the rest defaulted. */
export type OutboxOptions = Partial<OutboxDeps> & Pick<OutboxDeps, 'db'>;

/**
 * A mail to store: what the transport sends, less the id and date the row gets. Its attachments
 * are kept with it, so a retry after an outage sends the very same files.
 */
export interface NewMail extends Omit<OutgoingMail, 'id' | 'createdAt'> {
  kind: MailKind;
  relatedId?: string | null;
}

export type DeliveryResult =
  /** `via` 'file': only written as an .eml file (no SMTP_URL); nobody received it. */
  | { outcome: 'sent'; via: MailVia }
  /** The send failed; `willRetry` false means the mail is now 'failed' (resendable by staff). */
  | { outcome: 'error'; error: string; willRetry: boolean }
  /** Not sent now: already sent, failed for good, missing, or being sent by another process. */
  | { outcome: 'skipped'; mailStatus: MailStatus | 'missing'; locked: boolean };

/**
 * A customer's answer link (/presupuesto/{token}) is the key to their answer: the mail keeps it
 * only until it is sent (a failed mail can be sent again), then the token is erased from the stored
 * copy, so the database and its backups keep no raw token (decision 0035).
 */
const ANSWER_LINK_TOKEN = '/presupuesto/[A-Za-z0-9_-]{32}';
const SENT_LINK_TEXT = '/presupuesto/(enlace enviado, no se guarda)';

/** 1 min, 2, 4, ... capped at 1 h, after the given number of failed attempts. */
export function retryDelayMs(attempts: number): number {
  return Math.min(FIRST_RETRY_MS * 2 ** Math.max(0, attempts - 1), MAX_RETRY_MS);
}

/**
 * The request that stores a mail sends it itself right after its commit (deliverNow); the worker
 * leaves a fresh mail alone for this long, so it only takes mails that request could not send
 * (a crash between commit and send), and the visitor is told what really happened to theirs.
 */
export const FRESH_MAIL_HOLD_MS = 60_000;

/** Stores a mail; call it with the transaction that stores the request, so both exist or neither. */
export async function enqueueMail(tx: Executor, mail: NewMail, options: { now?: Date; holdMs?: number } = {}): Promise<string> {
  const now = options.now ?? new Date();
  const [row] = await tx
    .insert(correos)
    .values({
      kind: mail.kind,
      relatedId: mail.relatedId ?? null,
      to: mail.to,
      replyTo: mail.replyTo ?? null,
      subject: mail.subject,
      text: mail.text,
      html: mail.html,
      adjuntos: mail.attachments && mail.attachments.length > 0 ? mail.attachments : null,
      nextAttemptAt: new Date(now.getTime() + (options.holdMs ?? FRESH_MAIL_HOLD_MS)),
      createdAt: now,
    })
    .returning({ id: correos.id });
  return row.id;
}

/** The outbox mail that reports a given request (e.g. kind 'presupuesto' and its row id). */
export async function mailFor(db: Executor, kind: MailKind, relatedId: string): Promise<string | undefined> {
  const [mail] = await db
    .select({ id: correos.id })
    .from(correos)
    .where(and(eq(correos.kind, kind), eq(correos.relatedId, relatedId)))
    .orderBy(asc(correos.createdAt))
    .limit(1);
  return mail?.id;
}

function resolveDeps(deps: OutboxOptions): Required<OutboxDeps> {
  return {
    db: deps.db,
    transport: deps.transport ?? getMailTransport(),
    now: deps.now ?? (() => new Date()),
    maxAttempts: deps.maxAttempts ?? MAX_ATTEMPTS,
  };
}

// In one transaction: lock pending, unleased rows (skipping rows another transaction holds),
// then lease them and count the attempt. A row another process claimed and committed meanwhile
// has a future locked_until, which PostgreSQL re-checks on the locked row: never claimed twice.
async function claim(db: Executor, filter: SQL | undefined, limit: number, now: Date): Promise<Correo[]> {
  const free = and(eq(correos.status, 'pending'), or(isNull(correos.lockedUntil), lte(correos.lockedUntil, now)), filter);
  return db.transaction(async (tx) => {
    const due = await tx
      .select({ id: correos.id })
      .from(correos)
      .where(free)
      .orderBy(asc(correos.nextAttemptAt))
      .limit(limit)
      .for('update', { skipLocked: true });
    if (due.length === 0) return [];
    return tx
      .update(correos)
      .set({ lockedUntil: new Date(now.getTime() + LEASE_MS), attempts: sql`${correos.attempts} + 1` })
      .where(
        inArray(
          correos.id,
          due.map((row) => row.id),
        ),
      )
      .returning();
  });
}

async function send(deps: Required<OutboxDeps>, mail: Correo): Promise<DeliveryResult> {
  try {
    await deps.transport.send({
      id: mail.id,
      to: mail.to,
      replyTo: mail.replyTo,
      subject: mail.subject,
      text: mail.text,
      html: mail.html,
      attachments: mail.adjuntos ?? undefined,
      createdAt: mail.createdAt,
    });
  } catch (cause) {
    const error = cause instanceof Error ? cause.message : String(cause);
    const willRetry = mail.attempts < deps.maxAttempts;
    const now = deps.now();
    await deps.db
      .update(correos)
      .set({
        status: willRetry ? 'pending' : 'failed',
        lastError: error.slice(0, 2_000),
        lockedUntil: null,
        nextAttemptAt: new Date(now.getTime() + retryDelayMs(mail.attempts)),
      })
      .where(eq(correos.id, mail.id));
    console.warn(`[correo] envío fallido ${mail.id} (intento ${mail.attempts}): ${briefError(error)}`);
    return { outcome: 'error', error, willRetry };
  }
  // Sent: if this update fails the lease still protects the mail until it expires.
  const via: MailVia = deps.transport.kind;
  await deps.db
    .update(correos)
    .set({
      status: 'sent',
      sentAt: deps.now(),
      lockedUntil: null,
      lastError: null,
      deliveredVia: via,
      text: sql`regexp_replace(${correos.text}, ${ANSWER_LINK_TOKEN}, ${SENT_LINK_TEXT}, 'g')`,
      html: sql`regexp_replace(${correos.html}, ${ANSWER_LINK_TOKEN}, ${SENT_LINK_TEXT}, 'g')`,
    })
    .where(eq(correos.id, mail.id));
  return { outcome: 'sent', via };
}

/** Tries to send one mail now (right after a request is saved), whatever its retry time. */
export async function deliverNow(id: string, deps: OutboxOptions): Promise<DeliveryResult> {
  const d = resolveDeps(deps);
  const [mail] = await claim(d.db, eq(correos.id, id), 1, d.now());
  if (mail) return send(d, mail);
  const [row] = await d.db.select({ status: correos.status, lockedUntil: correos.lockedUntil }).from(correos).where(eq(correos.id, id));
  return {
    outcome: 'skipped',
    mailStatus: row?.status ?? 'missing',
    locked: !!row?.lockedUntil && row.lockedUntil > d.now(),
  };
}

/**
 * Sends a just-saved mail at once, for the request that saved it. A failure (the database went
 * away after the save) is logged and leaves the mail pending: the worker retries it, so the
 * request still answers.
 */
export async function tryDelivery(
  mailId: string | undefined,
  deps: { db: Executor; transport?: MailTransport; now?: Date },
  label: string,
): Promise<DeliveryResult> {
  if (!mailId) return { outcome: 'skipped', mailStatus: 'missing', locked: false };
  const now = deps.now;
  try {
    return await deliverNow(mailId, { db: deps.db, ...(deps.transport ? { transport: deps.transport } : {}), ...(now ? { now: () => now } : {}) });
  } catch (error) {
    console.error(`[${label}] no se pudo intentar el envío del correo ${mailId}: ${briefError(error)}`);
    return { outcome: 'error', error: error instanceof Error ? error.message : String(error), willRetry: true };
  }
}

/**
 * What became of a just-saved request's mail: 'sent', or 'queued' when the outbox holds it (being
 * sent by the request that saved it first, or waiting for a retry). Null: the send failed.
 */
export function mailState(delivery: DeliveryResult): 'sent' | 'queued' | null {
  if (delivery.outcome === 'sent') return 'sent';
  if (delivery.outcome === 'skipped') {
    // 'missing': no mail row is left for this request, so there is nothing more to send.
    if (delivery.mailStatus === 'sent' || delivery.mailStatus === 'missing') return 'sent';
    if (delivery.mailStatus === 'pending' && delivery.locked) return 'queued';
  }
  return null;
}

export interface DrainResult {
  claimed: number;
  sent: number;
  failed: number;
}

/** Claims up to `limit` due mails and sends them one by one. */
export async function drainOutbox(options: { limit?: number } & OutboxOptions): Promise<DrainResult> {
  const d = resolveDeps(options);
  const now = d.now();
  const mails = await claim(d.db, lte(correos.nextAttemptAt, now), options.limit ?? 20, now);
  const result: DrainResult = { claimed: mails.length, sent: 0, failed: 0 };
  for (const mail of mails) {
    const outcome = await send(d, mail);
    if (outcome.outcome === 'sent') result.sent++;
    else result.failed++;
  }
  return result;
}

/**
 * For the staff area: puts a pending or failed mail back in line with a fresh count of attempts
 * and tries it at once. A sent mail is left alone (its Message-ID was already delivered).
 */
export async function resendMail(id: string, deps: OutboxOptions): Promise<DeliveryResult> {
  const d = resolveDeps(deps);
  await d.db
    .update(correos)
    .set({ status: 'pending', attempts: 0, nextAttemptAt: d.now(), lastError: null })
    .where(and(eq(correos.id, id), inArray(correos.status, ['pending', 'failed'])));
  return deliverNow(id, d);
}

export interface ListOutboxOptions {
  status?: MailStatus;
  /** Only sent mails that left this way ('smtp' also matches mails sent before it was recorded). */
  via?: MailVia;
  kind?: MailKind;
  relatedId?: string;
  limit?: number;
  offset?: number;
}

/** Newest first, for the staff area. */
export async function listOutbox(options: ListOutboxOptions, deps: Pick<OutboxDeps, 'db'>): Promise<Correo[]> {
  const db = deps.db;
  return db
    .select()
    .from(correos)
    .where(
      and(
        options.status ? eq(correos.status, options.status) : undefined,
        options.via === 'file' ? eq(correos.deliveredVia, 'file') : undefined,
        options.via === 'smtp' ? or(isNull(correos.deliveredVia), eq(correos.deliveredVia, 'smtp')) : undefined,
        options.kind ? eq(correos.kind, options.kind) : undefined,
        options.relatedId ? eq(correos.relatedId, options.relatedId) : undefined,
      ),
    )
    .orderBy(desc(correos.createdAt))
    .limit(Math.min(options.limit ?? 100, 500))
    .offset(options.offset ?? 0);
}

export interface OutboxWorker {
  /** Stops the timer and waits for a drain in progress. */
  stop(): Promise<void>;
}

/**
 * Drains the outbox every `intervalMs` (and keeps draining while batches come back full).
 * The timer is unref'd: it never keeps the process alive on its own.
 */
export function startOutboxWorker(
  options: { intervalMs?: number; limit?: number; db: Executor | (() => Promise<Executor>) } & Partial<Omit<OutboxDeps, 'db'>>,
): OutboxWorker {
  const { intervalMs = 30_000, limit = 20, db, ...deps } = options;
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> = Promise.resolve();

  const tick = async () => {
    try {
      while (!stopped) {
        const { claimed } = await drainOutbox({ ...deps, db: typeof db === 'function' ? await db() : db, limit });
        if (claimed < limit) break;
      }
    } catch (error) {
      // The database may be briefly unreachable; the next tick tries again.
      console.error('[correo] no se pudo procesar la cola de correos:', briefError(error));
    }
  };
  const schedule = () => {
    if (stopped) return;
    timer = setTimeout(() => {
      running = tick().finally(schedule);
    }, intervalMs);
    timer.unref();
  };
  running = tick().finally(schedule);

  return {
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      await running;
    },
  };
}
