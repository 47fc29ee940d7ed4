// Which searches may enter the staff's rankings: a text counts there once several distinct visitors
// typed it, so one address sending an insult 300 times cannot put it at the top of 'most searched'
// (decision 0035). A visitor is the address the shop trusts for its rate limits (Express's `ip`
// behind TRUST_PROXY only, never a header a client can forge), an IPv6 /64 as one.
//
// Addresses wait in memory until the next flush (at most MIN_VISITORS per day and text); the
// database gets an HMAC of each under that day's random salt, never the address. Hashes and salts
// are kept for today and yesterday only: a past day keeps its per-text count and nothing that
// could be matched to an address, even with a backup and every IPv4 address tried.
import crypto from 'node:crypto';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { dailySearches, searchSalts, busquedasSinResultado, searchVisitors } from '../db/schema';
import { visitorKey } from '../stats/once';

/** Distinct visitors a text needs before it shows in a ranking. */
export const MIN_VISITORS = 3;

/** Adds a visitor to a text's list of this flush (up to MIN_VISITORS distinct: more change nothing). */
export function addVisitor(visitors: string[], address: string | undefined): void {
  if (address === undefined || visitors.length >= MIN_VISITORS) return;
  const key = visitorKey(address);
  if (!visitors.includes(key)) visitors.push(key);
}

async function daySalt(tx: Executor, day: string): Promise<string> {
  await tx
    .insert(searchSalts)
    .values({ dia: day, sal: crypto.randomBytes(32).toString('hex') })
    .onConflictDoNothing();
  const [row] = await tx.select({ sal: searchSalts.sal }).from(searchSalts).where(eq(searchSalts.dia, day));
  return row!.sal;
}

function visitorHash(salt: string, visitor: string): string {
  return crypto.createHmac('sha256', salt).update(visitor).digest('hex').slice(0, 32);
}

/**
 * Counts the new visitors of `day`'s texts (in the caller's transaction, after their day rows are
 * written): each text's day row and its 'Búsquedas sin resultado' row gain one per visitor not
 * seen that day, up to MIN_VISITORS.
 */
export async function countVisitors(tx: Executor, day: string, entries: ReadonlyArray<{ text: string; visitors: readonly string[] }>): Promise<void> {
  const wanted = entries.filter((entry) => entry.text !== '' && entry.visitors.length > 0);
  if (wanted.length === 0) return;
  const full = new Set(
    (
      await tx
        .select({ texto: dailySearches.texto })
        .from(dailySearches)
        .where(
          and(
            eq(dailySearches.dia, day),
            inArray(
              dailySearches.texto,
              wanted.map((entry) => entry.text),
            ),
            sql`${dailySearches.visitantes} >= ${MIN_VISITORS}`,
          ),
        )
    ).map((row) => row.texto),
  );
  const open = wanted.filter((entry) => !full.has(entry.text));
  if (open.length === 0) return;
  const salt = await daySalt(tx, day);
  const added = await tx
    .insert(searchVisitors)
    .values(open.flatMap((entry) => entry.visitors.map((visitor) => ({ dia: day, texto: entry.text, visitante: visitorHash(salt, visitor) }))))
    .onConflictDoNothing()
    .returning({ texto: searchVisitors.texto });
  const perText = new Map<string, number>();
  for (const row of added) perText.set(row.texto, (perText.get(row.texto) ?? 0) + 1);
  if (perText.size === 0) return;
  const values = sql.join(
    [...perText].map(([text, n]) => sql`(${text}::text, ${n}::int)`),
    sql`, `,
  );
  await tx.execute(sql`
    update ${dailySearches} d set visitantes = least(${MIN_VISITORS}, d.visitantes + v.n)
    from (values ${values}) as v(texto, n) where d.dia = ${day}::date and d.texto = v.texto`);
  await tx.execute(sql`
    update ${busquedasSinResultado} s set visitantes = least(${MIN_VISITORS}, s.visitantes + v.n)
    from (values ${values}) as v(texto, n) where s.texto = v.texto`);
}

/** Deletes the hashes and salts of days before yesterday. */
export async function pruneVisitors(db: Executor, today: string): Promise<void> {
  await db.execute(sql`delete from ${searchVisitors} where dia < ${today}::date - 1`);
  await db.execute(sql`delete from ${searchSalts} where dia < ${today}::date - 1`);
}
