// The numbers beside the staff navigation that belong to requests: new quotes and enquiries, and
// those kept apart as possible spam (not counted as new).
import { and, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { consultas, presupuestos } from '../db/schema';

export interface OpenRequestCounts {
  newQuotes: number;
  newEnquiries: number;
  spamQuotes: number;
  spamEnquiries: number;
}

export async function openRequestCounts(db: Executor): Promise<OpenRequestCounts> {
  const n = sql<number>`count(*)::int`;
  const [[quotes], [enquiries], [spamQuotes], [spamEnquiries]] = await Promise.all([
    db
      .select({ n })
      .from(presupuestos)
      .where(and(eq(presupuestos.estado, 'nuevo'), isNull(presupuestos.spamReason))),
    db
      .select({ n })
      .from(consultas)
      .where(and(eq(consultas.estado, 'nuevo'), isNull(consultas.spamReason))),
    db.select({ n }).from(presupuestos).where(isNotNull(presupuestos.spamReason)),
    db.select({ n }).from(consultas).where(isNotNull(consultas.spamReason)),
  ]);
  return {
    newQuotes: Number(quotes.n),
    newEnquiries: Number(enquiries.n),
    spamQuotes: Number(spamQuotes.n),
    spamEnquiries: Number(spamEnquiries.n),
  };
}
