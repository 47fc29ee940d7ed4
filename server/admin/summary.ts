// The numbers beside the staff navigation: new quotes and enquiries, mails that did not go out.
import { inArray, sql } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { correos } from '../db/schema';
import { openRequestCounts, type OpenRequestCounts } from '../requests/open-counts';

export interface NavSummary extends OpenRequestCounts {
  /** Pending (retrying) plus failed mails. */
  unsentMails: number;
}

export async function navSummary(db: Executor): Promise<NavSummary> {
  const [requests, [mails]] = await Promise.all([
    openRequestCounts(db),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(correos)
      .where(inArray(correos.status, ['pending', 'failed'])),
  ]);
  return { ...requests, unsentMails: Number(mails.n) };
}
