// How many of a period's requests a phone kept without signal and sent later (made and arrived more
// than 10 minutes apart), for the owner's summary: a rough measure of customers in the countryside.
import { sql } from 'drizzle-orm';
import { type Executor, rowsOf } from '../db/client';
import { addDays, dayStart, type DaySpan } from '#domain/summary';
import { SENT_OFFLINE_GAP_MS } from '#domain/made-at';

export interface SentOfflineCounts {
  quotes: number;
  enquiries: number;
}

export async function countSentOffline(db: Executor, span: DaySpan): Promise<SentOfflineCounts> {
  const from = dayStart(span.from).toISOString();
  const to = dayStart(addDays(span.to, 1)).toISOString();
  const gap = `${SENT_OFFLINE_GAP_MS / 1000} seconds`;
  const [row] = rowsOf<{ quotes: number; enquiries: number }>(
    await db.execute(sql`
      select
        (select count(*)::int from presupuestos where spam_reason is null and hecho_el is not null and created_at - hecho_el > ${gap}::interval
          and created_at >= ${from}::timestamptz and created_at < ${to}::timestamptz) as quotes,
        (select count(*)::int from consultas where spam_reason is null and made_at is not null and created_at - made_at > ${gap}::interval
          and created_at >= ${from}::timestamptz and created_at < ${to}::timestamptz) as enquiries`),
  );
  return { quotes: Number(row?.quotes ?? 0), enquiries: Number(row?.enquiries ?? 0) };
}
