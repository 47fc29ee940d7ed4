// What the staff's quote pages show of the answers: expiry of those past their validity, the
// summary above the quotes list, and the 'Respuesta' card of one quote.
import { and, desc, eq, gte, isNotNull, isNull, lt, sql } from 'drizzle-orm';
import { SUMMARY_DAYS } from '#domain/quote-answer';
import type { Executor } from '../../db/client';
import { presupuestoEnlaces, presupuestos, type AnswerLinkVia } from '../../db/schema';
import { answerVersions, versionOf } from './store';

/** Answers sent and not accepted whose validity ended become 'vencido'. Cheap; run before lists. */
export async function expireAnswers(db: Executor, now: Date): Promise<number> {
  const rows = await db
    .update(presupuestos)
    .set({ estado: 'vencido', updatedAt: now })
    .where(and(eq(presupuestos.estado, 'respondido'), isNotNull(presupuestos.venceEl), lt(presupuestos.venceEl, now), isNull(presupuestos.aceptadoEl)))
    .returning({ id: presupuestos.id });
  return rows.length;
}

export interface QuoteSummary {
  /** Requests received in the last 7 days (possible spam left out). */
  received: number;
  /** Of those, answered (first sent) within 24 hours of arriving. */
  answeredWithin24h: number;
  /** Of those, accepted by the customer. */
  accepted: number;
  /** Median time from request to first answer, of those answered; null when none was. */
  medianAnswerMs: number | null;
}

export async function quoteSummary(db: Executor, now: Date): Promise<QuoteSummary> {
  const since = new Date(now.getTime() - SUMMARY_DAYS * 86_400_000);
  const [row] = await db
    .select({
      received: sql<number>`count(*)::int`,
      within: sql<number>`count(*) filter (where ${presupuestos.respondidoEl} <= ${presupuestos.createdAt} + interval '24 hours')::int`,
      accepted: sql<number>`count(*) filter (where ${presupuestos.aceptadoEl} is not null)::int`,
      medianSeconds: sql<
        number | null
      >`percentile_cont(0.5) within group (order by extract(epoch from ${presupuestos.respondidoEl} - ${presupuestos.createdAt})) filter (where ${presupuestos.respondidoEl} is not null)`,
    })
    .from(presupuestos)
    .where(and(gte(presupuestos.createdAt, since), isNull(presupuestos.spamReason)));
  const median = row?.medianSeconds === null || row?.medianSeconds === undefined ? null : Number(row.medianSeconds) * 1000;
  return {
    received: Number(row?.received ?? 0),
    answeredWithin24h: Number(row?.within ?? 0),
    accepted: Number(row?.accepted ?? 0),
    medianAnswerMs: median,
  };
}

/** The 'Respuesta' card of a quote's page. */
export interface AnswerPanel {
  version: number;
  sentVersion: number | null;
  acceptedAt: string | null;
  acceptedVersion: number | null;
  /** The links sent to the customer (one per sending) and the last one's sending; their tokens are not kept. */
  links: { count: number; lastAt: string | null; lastVia: AnswerLinkVia | null };
  /** Validity of the version the customer sees ('YYYY-MM-DD'). */
  validUntil: string | null;
  versions: Array<{ version: number; totalCents: number; totalText: string; actor: string; createdAt: string }>;
}

export async function answerPanel(db: Executor, quoteId: string): Promise<AnswerPanel | null> {
  const [quote] = await db.select().from(presupuestos).where(eq(presupuestos.id, quoteId)).limit(1);
  if (!quote) return null;
  const versions = quote.respuestaVersion > 0 ? await answerVersions(db, quoteId) : [];
  const links = await db
    .select({ creadoEl: presupuestoEnlaces.creadoEl, via: presupuestoEnlaces.via })
    .from(presupuestoEnlaces)
    .where(eq(presupuestoEnlaces.presupuestoId, quoteId))
    .orderBy(desc(presupuestoEnlaces.creadoEl))
    .limit(100);
  const sent = quote.respuestaEnviada !== null ? await versionOf(db, quoteId, quote.respuestaEnviada) : undefined;
  return {
    version: quote.respuestaVersion,
    sentVersion: quote.respuestaEnviada,
    acceptedAt: quote.aceptadoEl?.toISOString() ?? null,
    acceptedVersion: quote.aceptadaVersion,
    links: { count: links.length, lastAt: links[0]?.creadoEl.toISOString() ?? null, lastVia: links[0]?.via ?? null },
    validUntil: sent?.contenido.validUntil ?? null,
    versions,
  };
}
