// The numbers beside the staff navigation: new quotes and enquiries, mails that did not go out.
import { and, eq, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { consultas, correos, presupuestos } from '../db/schema';

export interface NavSummary {
  newQuotes: number;
  newEnquiries: number;
  /** Pending (retrying) plus failed mails. */
  unsentMails: number;
  /** Quotes and enquiries kept apart as possible spam (not counted as new). */
  spamQuotes: number;
  spamEnquiries: number;
}

export async function navSummary(db: Executor): Promise<NavSummary> {
  const n = sql<number>`count(*)::int`;
  const [[quotes], [enquiries], [mails], [spamQuotes], [spamEnquiries]] = await Promise.all([
    db
      .select({ n })
      .from(presupuestos)
      .where(and(eq(presupuestos.estado, 'nuevo'), isNull(presupuestos.spamReason))),
    db
      .select({ n })
      .from(consultas)
      .where(and(eq(consultas.estado, 'nuevo'), isNull(consultas.spamReason))),
    db
      .select({ n })
      .from(correos)
      .where(inArray(correos.status, ['pending', 'failed'])),
    db.select({ n }).from(presupuestos).where(isNotNull(presupuestos.spamReason)),
    db.select({ n }).from(consultas).where(isNotNull(consultas.spamReason)),
  ]);
  return {
    newQuotes: Number(quotes.n),
    newEnquiries: Number(enquiries.n),
    unsentMails: Number(mails.n),
    spamQuotes: Number(spamQuotes.n),
    spamEnquiries: Number(spamEnquiries.n),
  };
}
