// The numbers beside the staff navigation: new quotes and enquiries, mails that did not go out.
import { eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { consultas, correos, presupuestos } from '../db/schema';

export interface NavSummary {
  newQuotes: number;
  newEnquiries: number;
  /** Pending (retrying) plus failed mails. */
  unsentMails: number;
}

export async function navSummary(db: Executor): Promise<NavSummary> {
  const n = sql<number>`count(*)::int`;
  const [[quotes], [enquiries], [mails]] = await Promise.all([
    db.select({ n }).from(presupuestos).where(eq(presupuestos.estado, 'nuevo')),
    db.select({ n }).from(consultas).where(eq(consultas.estado, 'nuevo')),
    db.select({ n }).from(correos).where(inArray(correos.status, ['pending', 'failed'])),
  ]);
  return { newQuotes: Number(quotes.n), newEnquiries: Number(enquiries.n), unsentMails: Number(mails.n) };
}
